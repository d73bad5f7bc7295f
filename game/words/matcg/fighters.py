"""A fighter's panel at the duel table in words: the count of a hand shown as backs, its ADR (pooled by a side of
several), its part in an Army of One, what waits for its next move, and what an empty deck means under the rules;
a compact panel's counts and line of its part, in fewer words where they do not fit; a lit panel's tab."""

from __future__ import annotations

from game.engine.core import Command
from game.engine.matcg import army
from game.engine.matcg import commands as cmd
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


def pile_counts(view: MatcgState, seat: int) -> tuple[str, ...]:
    """A compact panel's counts of the fighter's hand, deck and discards, then in fewer words where they do not fit."""
    hand, deck, discards = len(view.hands[seat]), len(view.decks[seat]), len(view.discards[seat])
    return (f"Hand {hand} \u00b7 Deck {deck} \u00b7 Discards {discards}", f"Hand {hand} \u00b7 Deck {deck}",
            f"Hand {hand}")


def part_lines(view: MatcgState, seat: int) -> list[str]:
    """A compact panel's line of the fighter's part, its ADR (a side's pooled ADR shows on its other panels) and its
    notes; then in fewer words where they do not fit ("Leader \u00b7 Team AD\u2026"): the notes go first, then "Team"
    (the panels of a side share it), then the part (the leader's crown stays beside the name)."""
    part, adr, short = role(view, seat), f"{adr_label(view, seat)} {view.adr[seat]}", f"ADR {view.adr[seat]}"
    return [" \u00b7 ".join(word for word in words if word)
            for words in ((part, adr, fighter_notes(view, seat)), (part, adr), (part, short), (short,))]


def pick_word(command: Command) -> str:
    """What a click on a lit fighter's panel does, on its tab: names it the leader, or calls it to defend."""
    return "name leader" if isinstance(command, cmd.NameLeader) else "call to defend"
