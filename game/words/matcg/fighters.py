"""A fighter's panel at the duel table in words: the count of a hand shown as backs, its ADR (pooled by a side of
several), its part in an Army of One, what waits for its next move, and what an empty deck means under the rules."""

from __future__ import annotations

from game.engine.matcg import army
from game.engine.matcg.state import MatcgState
from game.engine.matcg.teams import team_of


def in_hand(count: int, shown: int) -> str:
    """The count of the opponent's hand beside its backs: "16 in hand (8 shown)" where fewer are drawn."""
    return f"{count} in hand" + (f" ({shown} shown)" if shown < count else "")


def adr_label(view: MatcgState, seat: int) -> str:
    """"Team ADR" where the seat's side pools it (Two-on-Two, the Army of One's enemies), else "ADR"."""
    return "Team ADR" if len(team_of(view, seat)) > 1 else "ADR"


def role(view: MatcgState, seat: int) -> str:
    """The seat's part in an Army of One as its panel names it ("Hero", "Leader"; an enemy none), else none."""
    part = army.part_of(view, seat)
    return part.title() if part in ("hero", "leader") else ""


def fighter_notes(view: MatcgState, seat: int) -> str:
    """What waits for the fighter's next move: its focus and brace, and whether it is diverted."""
    notes = []
    if view.focus[seat]:
        notes.append(f"+{view.focus[seat]} ATK next")
    if view.brace[seat]:
        notes.append(f"+{view.brace[seat]} DEF next")
    if view.diverted[seat]:
        notes.append("diverted")
    return ", ".join(notes)


def deck_notes(view: MatcgState, seat: int, reshuffle: bool) -> tuple[str, str]:
    """What an empty deck means under rules that reshuffle the discards (the Recovery Phase) or not (sudden death),
    and once the seat's deck is empty: in long words and in fewer."""
    empty = not view.decks[seat]
    if reshuffle:
        return (("Deck empty: Recovery Phase next turn", "Recovery Phase next turn") if empty
                else ("When the deck runs out: Recovery Phase", "Empty deck: Recovery"))
    if empty:
        return "Sudden death: deck empty" + (", no cards left" if not view.hands[seat] else ""), "Sudden death"
    return "Sudden death: no reshuffle", "No reshuffle"
