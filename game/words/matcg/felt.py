"""What the duel table writes on its felt beside the fighters' panels: the fight's line while an attack waits (who
attacks whom with what ATK, who defends, the DEF it is blocked with, the card's rules) or its title and phase while
none does, and the combo's ribbon: whose combo it is, or that none is under way, and each link in numbers."""

from __future__ import annotations

from game.engine.matcg import values as v
from game.engine.matcg.cards import Catalog, printed, rules_text
from game.engine.matcg.state import MatcgState
from game.play.grammar import within
from game.play.matcg.ribbon import Link
from game.words.matcg.telling import PHASES, does, whose

NO_COMBO = "Combo: no combo under way"  # the ribbon with no link on it


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


def fight_title(view: MatcgState) -> str:
    """The fight's zone while no attack waits: "The fight \u00b7 Prep Phase"."""
    return f"The fight \u00b7 {PHASES[view.phase]}" if view.phase in PHASES else "The fight"


def combo_title(names: tuple[str, ...], seat: int) -> str:
    """Whose combo the ribbon holds: "Your combo", "Computer's combo"; "The combo" where no seat is named."""
    return f"{whose(names, seat) if 0 <= seat < len(names) else 'The'} combo"


def link_numbers(link: Link) -> str:
    """A link of the ribbon in numbers: its CPT against the LNK it had to reach, and its own LNK ("guard" for the
    guard a counter-attack follows)."""
    if link.cpt is None:
        return f"guard, LNK {link.lnk}"
    if link.need is None:
        return f"CPT {link.cpt}, LNK {link.lnk}"
    return f"CPT {link.cpt} \u2265 {link.need}, LNK {link.lnk}"
