"""What the duel table writes on its felt beside the fighters' panels: the fight's line while an attack waits (who
attacks whom with what ATK, who defends, the DEF it is blocked with, the card's rules) and each link of the combo's
ribbon in numbers."""

from __future__ import annotations

from game.engine.matcg import values as v
from game.engine.matcg.cards import Catalog, printed, rules_text
from game.engine.matcg.state import MatcgState
from game.play.grammar import within
from game.play.matcg.ribbon import Link
from game.words.matcg.telling import does


def fight_line(catalog: Catalog, view: MatcgState, names: tuple[str, ...]) -> str:
    """The attack waiting in `view`, in a line or two: "You attack with ATK 6, blocked with DEF 4. <its rules>"."""
    attack = view.attack
    assert attack is not None
    atk = v.atk(catalog, view, attack)
    aimed = f" {within(names[attack.target])}" if view.teams else ""
    line = f"{does(names, attack.seat, 'attacks')}{aimed} with ATK {atk}"
    if attack.blocker is not None:
        line += f", {within(names[attack.blocker])} defending"
    if attack.blocks:
        line += f", blocked with DEF {v.defense(catalog, view, attack, atk)}"
    words = rules_text(printed(catalog, attack.card))
    return line + (f". {words}" if words else "")


def link_numbers(link: Link) -> str:
    """A link of the ribbon in numbers: its CPT against the LNK it had to reach, and its own LNK ("guard" for the
    guard a counter-attack follows)."""
    if link.cpt is None:
        return f"guard, LNK {link.lnk}"
    if link.need is None:
        return f"CPT {link.cpt}, LNK {link.lnk}"
    return f"CPT {link.cpt} \u2265 {link.need}, LNK {link.lnk}"
