"""The master choice in words: its heading with the glory won so far, each master's difficulty under its card, a word
on the master chosen (or on a defeated one clicked), and over its two sides."""

from __future__ import annotations

from game.engine.udo.cards import Catalog, Master
from game.engine.udo.state import UdoState

DIFFICULTY = {1: "Easy", 2: "Medium", 3: "Hard"}


def heading(catalog: Catalog, state: UdoState) -> str:
    return f"Choose master {len(state.defeated) + 1} of {catalog.masters_to_defeat}  \u2022  Glory {state.glory}"


def cell_label(master: Master, defeated: bool) -> str:
    """Under a master's card in the grid."""
    return "Defeated" if defeated else f"{DIFFICULTY[master.glory]} \u2022 {master.glory} glory"


def chosen_line(master: Master) -> str:
    """Under the heading, the master chosen: its name, its style, and what defeating it gains (how hard it is stands
    under its card, its hearts and attacks on it)."""
    return f"{master.name}. {master.style} Defeat to gain {master.special_move.name}."


def defeated_already(master: Master) -> str:
    """A defeated master clicked: it is not fought again."""
    return f"{master.name} is defeated already: choose a master still standing."


def side_labels(won: bool) -> tuple[str, str]:
    """Over the two sides of a master read enlarged (rested on, or in the keyboard's focus): its front, and its other
    side, defeated in this campaign (`won`) or as it will be once defeated."""
    return "Its front", "Its other side: defeated" if won else "Its other side, once defeated"
