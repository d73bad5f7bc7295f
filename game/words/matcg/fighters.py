"""A fighter's panel at the duel table in words: its health, the count of a hand shown as backs, its ADR (pooled by
a side of several), its part in an Army of One, what waits for its next move, what an empty deck means under the
rules, and what its Event in play does; a compact panel's counts and line of its part, in fewer words where they do
not fit; a lit panel's tab."""

from __future__ import annotations

from game.engine.core import Command
from game.engine.matcg import army
from game.engine.matcg import commands as cmd
from game.engine.matcg.cards import Catalog, printed, rules_text
from game.engine.matcg.state import MatcgState
from game.engine.matcg.teams import team_of
from game.words.matcg.telling import name_of


def health_line(view: MatcgState, seat: int) -> str:
    """The seat's health over its full health, on its panel's bar: "Health 14 / 20"."""
    return f"Health {max(0, view.health[seat])} / {view.full_health(seat)}"


def health_counts(view: MatcgState, seat: int) -> tuple[str, str]:
    """A compact panel's health beside the name, then in fewer words where it does not fit: "14/20", "14"."""
    health = max(0, view.health[seat])
    return f"{health}/{view.full_health(seat)}", str(health)


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


def event_words(catalog: Catalog, view: MatcgState, seat: int, challenge: bool) -> str:
    """What the seat's Event in play does and, with `challenge`, the Challenge in play, on its panel in words big
    enough to read (their cards lie small there): "Sudden Rain: ... Challenge, Iron Will: ..."; none in play: ""."""
    lines = []
    event = view.events[seat]
    if event is not None:
        lines.append(f"{name_of(catalog, event)}: {rules_text(printed(catalog, event))}")
    if challenge and view.challenge is not None:
        lines.append(f"Challenge, {name_of(catalog, view.challenge)}: {rules_text(printed(catalog, view.challenge))}")
    return " ".join(lines)


def event_told(catalog: Catalog, event: str) -> str:
    """A compact panel's Event in play, named and what it does: "Event: Sudden Rain. ..."."""
    return f"Event: {name_of(catalog, event)}. {rules_text(printed(catalog, event))}"


def event_named(catalog: Catalog, event: str) -> tuple[str, str]:
    """A compact panel's Event in play where only its name has room, then in fewer words: "Event: Sudden Rain"."""
    named = name_of(catalog, event)
    return f"Event: {named}", named
