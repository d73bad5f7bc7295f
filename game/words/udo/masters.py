"""The master choice in words: its heading and progress, each master's difficulty under its card, and a word on the
master chosen and over its two sides."""

from __future__ import annotations

from game.engine.udo.cards import Catalog, Master
from game.engine.udo.state import UdoState

DIFFICULTY = {1: "Easy", 2: "Medium", 3: "Hard"}


def heading(catalog: Catalog, state: UdoState) -> str:
    return f"Choose master {len(state.defeated) + 1} of {catalog.masters_to_defeat}"


def progress(catalog: Catalog, state: UdoState) -> str:
    return f"Glory {state.glory}   Masters defeated {len(state.defeated)}/{catalog.masters_to_defeat}"


def cell_label(master: Master, defeated: bool) -> str:
    """Under a master's card in the grid."""
    return "Defeated" if defeated else f"{DIFFICULTY[master.glory]} \u2022 {master.glory} glory"


def detail_lines(master: Master) -> list[str]:
    """Under the master chosen: how hard it is, its style, and what defeating it gains."""
    hearts = sum(len(body.hearts) for body in master.bodies)
    swords = sum(body.swords for body in master.bodies)
    return [f"{DIFFICULTY[master.glory]}: {master.glory} glory. {hearts} hearts, {swords} "
            f"attack{'s' if swords > 1 else ''} a turn.", master.style, f"Defeat to gain {master.special_move.name}."]


def side_labels(won: bool) -> tuple[str, str]:
    """Over the two sides of the master chosen: its front, and its other side, defeated in this campaign (`won`) or as
    it will be once defeated."""
    return "Its front", "Its other side: defeated" if won else "Its other side, once defeated"
