"""The UI's handle on a game: a session that saves itself after every change.

Scenes talk to the engine only through this: submit a command, read the player's view of the
state, and drain the new events that drive animations.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from game import records, saves
from game.engine.core import Command, Event, Session, Submitted

SEAT = 0


class Campaign:
    def __init__(self, session: Session[Any], autosave: bool = True):
        self.session = session
        self.autosave = autosave
        self._events: list[Event] = []
        self._legal: tuple[Any, list[Command]] | None = None
        self.on_change: Callable[[], None] | None = None
        self.notice: str | None = None  # for the player: e.g. a damaged record book set aside
        self._recorded = False

    @property
    def rules(self) -> Any:
        return self.session.ruleset

    @property
    def state(self) -> Any:
        """What the player may see of the state."""
        return self.session.view(SEAT)

    def legal(self) -> list[Command]:
        """The legal commands now, worked out once per state (scenes ask every frame)."""
        state = self.session.state
        if self._legal is None or self._legal[0] is not state:
            self._legal = (state, self.session.legal(SEAT))
        return self._legal[1]

    def submit(self, command: Command) -> Submitted:
        result = self.session.submit(command)
        if result.ok:
            self._changed(result.events)
        return result

    def undo(self) -> bool:
        if not self.session.undo():
            return False
        self._changed([])
        return True

    def redo(self) -> bool:
        events = self.session.redo()
        if events:
            self._changed(events)
        return bool(events)

    @property
    def assisted(self) -> bool:
        return bool(self.session.notes.get("assisted"))

    def mark_assisted(self) -> None:
        """A hint was shown: the campaign is recorded as assisted, whatever is undone later."""
        if not self.assisted:
            self.session.notes["assisted"] = True
            if self.autosave and not self.session.ruleset.is_over(self.session.state):
                saves.save(self.session)

    def take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    def _changed(self, events: list[Event]) -> None:
        self._events.extend(events)
        if self.autosave:
            if self.session.ruleset.is_over(self.session.state):
                saves.discard(self.session.ruleset.id)
                self._record()
            else:
                saves.save(self.session)
        if self.on_change is not None:
            self.on_change()

    def _record(self) -> None:
        """Keeps the finished campaign in the record book, once."""
        if self._recorded:
            return
        self._recorded = True
        rules, state = self.session.ruleset, self.session.state
        record = records.from_game(rules.id, state, rules.catalog.rank(state.glory), self.session.seed,
                                   self.assisted, datetime.now().astimezone())
        self.notice = records.add(record)
