"""A game watched again: its event log folded once, then shown at any of its moments from one seat's view.

`Replayed` stands where a table expects its session (game.engine.core.Session): the state, each seat's view, the
log so far and the table. Nothing can be played on it: no command is legal, a submitted one is refused, and there
is nothing to undo. A moment is the end of a command (a batch of the log; 0 is the set-up). Until the game is over,
a seat's view is what the ruleset's `view` lets it see; once it is over (the last moment of a finished game)
nothing is hidden any more, so the other seats' cards may be shown. Its notes say it is watched (WATCHED), so its
words tell the game to nobody at the table.
"""

from __future__ import annotations

from typing import Any

from game.engine.core import Command, Event, Rejected, Submitted, visible_to
from game.play.history import Entry, told, turn_starts
from game.words.history import WATCHED

REFUSED = Rejected("replay", "This is a replay: nothing can be played.")


class Replayed:
    def __init__(self, session: Any):
        self.ruleset = session.ruleset
        self.seed = session.seed
        self.notes: dict[str, Any] = {**session.notes, WATCHED: True}
        self.table = session.table
        self._all: list[list[Event]] = session.batches
        self._states: list[Any] = []
        state = self.ruleset.initial()
        for batch in self._all:
            for event in batch:
                state = self.ruleset.evolve(state, event)
            self._states.append(state)
        self.moment = len(self._all) - 1
        self.turns = turn_starts(session)

    # ----- where the replay stands -------------------------------------------------------------

    @property
    def last(self) -> int:
        return len(self._all) - 1

    def seek(self, moment: int) -> tuple[Any, list[Event]]:
        """Moves to `moment` (clamped); gives the real state before the move and, when the move is one command
        forward, that command's events (for the table to animate), else none."""
        before = self.state
        target = min(max(0, moment), self.last)
        events = list(self._all[target]) if target == self.moment + 1 else []
        self.moment = target
        return before, events

    def turn_of(self, moment: int) -> int:
        """How many turns have begun by `moment`."""
        return sum(1 for start in self.turns if start <= moment)

    def next_turn(self, moment: int) -> int:
        return next((start for start in self.turns if start > moment), self.last)

    def previous_turn(self, moment: int) -> int:
        return next((start for start in reversed(self.turns) if start < moment), 0)

    def history(self, viewer: int) -> list[Entry]:
        """The history panel's lines up to this moment, as `viewer` may know them."""
        return told(self, viewer, self._all[: self.moment + 1])

    # ----- what a table reads (the shape of game.engine.core.Session) ----------------------------

    @property
    def state(self) -> Any:
        return self._states[self.moment]

    @property
    def over(self) -> bool:
        return bool(self.ruleset.is_over(self.state))

    def view(self, seat: int) -> Any:
        return self.state if self.over else self.ruleset.view(self.state, seat)

    @property
    def batches(self) -> list[list[Event]]:
        return [list(batch) for batch in self._all[: self.moment + 1]]

    @property
    def log(self) -> list[Event]:
        return [event for batch in self._all[: self.moment + 1] for event in batch]

    def log_for(self, seat: int) -> list[Event]:
        return [event for event in self.log if visible_to(event, seat)]

    def legal(self, seat: int) -> list[Command]:
        return []

    def submit(self, command: Command) -> Submitted:
        return Submitted(rejected=REFUSED)

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def redo(self) -> list[Event]:
        return []
