"""What happened in a game, in words, as one seat may know it: the lines of the history panel and the replay.

Each game tells its own events through its words' `history(rules, notes, seats, viewer)` (game.words.<family>, or
None: game.games.Game.history), which gives an object of the `Words` shape (game.words.history). This module walks a
log and hands the game's words only what the seat may know: the events it may see (game.engine.core.visible_to) and
its views (`rules.view`) just before and after each one, so no line can name a card the seat's view does not show. A
game without words has no history.

A game is told to each seat once and the telling kept: the History opened again, a table opened again (a table
reads its news from the same telling, `telling`), a replay stepped on or gone back, each tells only what changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any
from weakref import WeakKeyDictionary

from game.engine.core import Event, visible_to
from game.games import game
from game.words.history import Words


@dataclass(frozen=True)
class Entry:
    batch: int  # the command of the log (its batch) the line is about
    turn: int  # turns begun by then
    text: str


def words_for(session: Any, viewer: int) -> Words | None:
    """The game's words for `viewer` at a session's table, or None for a game that tells no history."""
    return game(session.ruleset.id).history(session.ruleset, dict(session.notes), session.table.seats, viewer)


@dataclass(frozen=True)
class _Place:
    """Where a telling stands: after how many batches and events, with how many lines, the seat's state then, the
    turns begun, and where the current turn began (the state just before the event that began it, and how many
    events came before that one)."""

    batches: int
    events: int
    entries: int
    state: Any
    turn: int
    turn_state: Any
    turn_from: int


@dataclass
class _Telling:
    """How far a game's log has been told to a seat: the words telling it, the events told (the very objects), in
    how many batches, the seat's state after them (and its view of it, once made), the turns begun, the lines, where
    the current turn began, and the places at the start of each command that began a turn (to tell on from there
    when the log is taken back: an undo, a replay gone back), and the seat whose command made each batch (the one the
    game waited for before it; None for the set-up)."""

    words: Words
    events: list[Event]
    batches: int
    state: Any
    view: Any
    turn: int
    entries: list[Entry]
    turn_state: Any
    turn_from: int = 0
    marks: list[_Place] = field(default_factory=list)
    actors: list[int | None] = field(default_factory=list)  # the seat whose command made each batch told

    def place(self) -> _Place:
        return _Place(self.batches, len(self.events), len(self.entries), self.state, self.turn, self.turn_state,
                      self.turn_from)

    def go_back(self, place: _Place) -> None:
        """Back to a place marked before: what was told after it is forgotten."""
        del self.events[place.events :], self.entries[place.entries :], self.actors[place.batches :]
        self.marks = [mark for mark in self.marks if mark.batches < place.batches]
        self.batches, self.state, self.view, self.turn = place.batches, place.state, None, place.turn
        self.turn_state, self.turn_from = place.turn_state, place.turn_from


@dataclass(frozen=True)
class Told:
    """A game told to a seat: its lines, oldest first, and its current turn: the state just before the event that
    began it (before the first turn, the game's first state) and the events since, that one first."""

    entries: list[Entry]
    turn_state: Any
    turn_events: list[Event]


# The telling of each game (a session or a replay) to each seat, kept while the game is (telling a whole long duel
# afresh takes milliseconds: a frame's worth on a slow machine).
_TOLD: WeakKeyDictionary[Any, dict[int, _Telling]] = WeakKeyDictionary()


def told(session: Any, viewer: int, batches: Sequence[Sequence[Event]] | None = None) -> list[Entry]:
    """Every line of the session's game (or of its first `batches`) as `viewer` may know it, oldest first."""
    words = words_for(session, viewer)
    if words is None:
        return []
    return list(_kept(session, viewer, session.batches if batches is None else batches, words).entries)


def telling(session: Any, viewer: int, words: Words) -> Told:
    """The session's game as `viewer` may know it, told in `words` (a table's own; the History shares the telling
    while the game's words for the seat are equal to them)."""
    kept = _kept(session, viewer, session.batches, words)
    return Told(list(kept.entries), kept.turn_state, kept.events[kept.turn_from :])


def _kept(session: Any, viewer: int, batches: Sequence[Sequence[Event]], words: Words) -> _Telling:
    """The seat's telling in `words` brought up to `batches`: the kept one told on (from where it stands, or from the
    last turn begun that `batches` still hold), or one begun afresh."""
    kept = _TOLD.setdefault(session, {}).get(viewer)
    if kept is None or kept.words != words or not _gone_back(kept, batches):
        first = session.ruleset.initial()
        kept = _Telling(words, events=[], batches=0, state=first, view=None, turn=0, entries=[], turn_state=first)
        _TOLD[session][viewer] = kept
    _tell(kept, session.ruleset, viewer, batches)
    return kept


def _gone_back(kept: _Telling, batches: Sequence[Sequence[Event]]) -> bool:
    """Brings the telling back to the last of its places that `batches` begin with (the very events told up to it,
    in as many batches): where it stands, or the start of a command that began a turn; False when there is none."""
    starts = list(accumulate((len(batch) for batch in batches), initial=0))
    shared = 0
    for event, told_event in zip((event for batch in batches for event in batch), kept.events, strict=False):
        if event is not told_event:
            break
        shared += 1
    here = kept.place()
    for place in [here, *reversed(kept.marks)]:
        if place.batches < len(starts) and starts[place.batches] == place.events <= shared:
            if place is not here:
                kept.go_back(place)
            return True
    return False


def _tell(kept: _Telling, rules: Any, viewer: int, batches: Sequence[Sequence[Event]]) -> None:
    """Tells the batches past those told so far. A view is made only for words that read them, and once per state:
    the view after one event is the view before the next."""
    views = getattr(kept.words, "reads_views", True)
    for number in range(kept.batches, len(batches)):
        kept.actors.append(rules.to_act(kept.state) if number else None)
        begins = [kept.words.turn_begins(event) for event in batches[number]]
        if any(begins):
            kept.marks.append(kept.place())
        for event, begun in zip(batches[number], begins, strict=True):
            if begun:
                kept.turn += 1
                kept.turn_state, kept.turn_from = kept.state, len(kept.events)
            after_state = rules.evolve(kept.state, event)
            after = None
            if visible_to(event, viewer):
                before = None
                if views:
                    before = kept.view if kept.view is not None else rules.view(kept.state, viewer)
                    after = rules.view(after_state, viewer)
                lines = kept.words.tell(event, before, after)
                kept.entries += [Entry(number, kept.turn, line) for line in lines]
            kept.state, kept.view = after_state, after
            kept.events.append(event)
        kept.batches = number + 1


def awaited(words: Words, view: Any) -> list[str]:
    """What is under way at the seat's `view` and waits for an answer, in the game's words (game.words.history.Words):
    none for words that tell no such thing."""
    under_way = getattr(words, "awaited", None)
    return under_way(view) if under_way is not None else []


def under_way(session: Any, viewer: int) -> list[Entry]:
    """What is under way at the end of the session's game and awaits an answer, as `viewer` may know it (`awaited`),
    as lines of its current turn: the History shows them after all that happened, never as any of it."""
    words = words_for(session, viewer)
    if words is None:
        return []
    kept = _kept(session, viewer, session.batches, words)
    return [Entry(len(session.batches) - 1, kept.turn, line) for line in awaited(words, session.view(viewer))]


def since_last_turn(session: Any, seat: int) -> list[str]:
    """The lines `seat` may know of all that happened since its last turn, in the game's words told to it (since the
    set-up when it has had none), and last what is under way, awaiting an answer: the news of a person taking the
    screen. Its last turn ended with its last command that another seat's followed, so a person who left in the
    middle of a turn (the game saved and continued) reads what the others did before it, and their own moves since.
    Read from the log alone, so it holds for every person at one screen, whoever held the screen before."""
    words = words_for(session, seat)
    if words is None:
        return []
    kept = _kept(session, seat, session.batches, words)
    last = _last_turn_ended(kept.actors, seat)
    return [entry.text for entry in kept.entries if entry.batch > last] + awaited(words, session.view(seat))


def _last_turn_ended(actors: list[int | None], seat: int) -> int:
    """The batch of the seat's last command that another seat's command followed (0, the set-up, when none did)."""
    others_since = False
    for number in range(len(actors) - 1, 0, -1):
        if actors[number] != seat:
            others_since = True
        elif others_since:
            return number
    return 0


def turn_starts(session: Any) -> list[int]:
    """The command (batch number) at which each turn begins, in order: a command that begins several turns (a turn
    skipped, as in the duel's Recovery Phase) stands once for each; empty for a game that tells no history."""
    words = words_for(session, 0)
    if words is None:
        return []
    return [number for number, batch in enumerate(session.batches) for event in batch if words.turn_begins(event)]


class News:
    """A table's log of what happened, the newest line last and at most `most` kept: told beat by beat in the
    game's `words` for the seat at the screen, and read again from the telling its History shares (`telling`) when
    the table opens or jumps to a moment; and after it, what is under way at the moment shown (`waiting`)."""

    def __init__(self, words: Words, most: int = 40) -> None:
        self.words = words
        self.most = most
        self.lines: list[str] = []
        self.waiting: list[str] = []  # what awaits an answer at the moment shown, said as under way (`awaited`)

    def read(self, session: Any, viewer: int) -> None:
        """The last lines of the session's game as `viewer` may know it, and what is under way at its end."""
        self.lines = [entry.text for entry in telling(session, viewer, self.words).entries[-self.most:]]
        self.waiting = awaited(self.words, session.view(viewer))

    def tell(self, event: Event, before: Any, after: Any) -> None:
        """An event the seat sees, between its views `before` and `after`, told on the end of the log."""
        self.lines = (self.lines + self.words.tell(event, before, after))[-self.most:]
        self.waiting = awaited(self.words, after)
