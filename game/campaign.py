"""The UI's handle on a game: a session that saves itself after every change.

Scenes talk to the engine only through this: submit a command, read the view of the state of the
seat at the screen, and drain the new events that drive animations. In a solo campaign that seat is
always 0; at a hot-seat table the scene moves `seat` to the player in front of the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import saves
from game.engine.core import Command, Event, Session, Submitted
from game.games import game


class Campaign:
    def __init__(self, session: Session[Any], autosave: bool = True, seat: int = 0):
        self.session = session
        self.autosave = autosave
        self.seat = seat  # whose view the screen shows
        self._events: list[Event] = []
        self._legal: tuple[Any, list[Command]] | None = None
        self._view: tuple[Any, int, Any] | None = None
        self.on_change: Callable[[], None] | None = None
        self.notice: str | None = None  # for the player: e.g. a damaged record book set aside
        self._recorded = False

    @property
    def rules(self) -> Any:
        return self.session.ruleset

    @property
    def state(self) -> Any:
        """What the seat at the screen may see of the state, worked out once per state and seat (scenes ask several
        times a frame)."""
        state, seat = self.session.state, self.seat
        if self._view is None or self._view[0] is not state or self._view[1] != seat:
            self._view = (state, seat, self.session.view(seat))
        return self._view[2]

    def legal(self) -> list[Command]:
        """The legal commands of the seat at the screen, worked out once per state and seat (scenes ask
        every frame)."""
        key = (self.session.state, self.seat)
        if self._legal is None or self._legal[0][0] is not key[0] or self._legal[0][1] != key[1]:
            self._legal = (key, self.session.legal(self.seat))
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
        """Keeps the finished game in its game's records (if it keeps any), once."""
        front = game(self.session.ruleset.id).front()
        if self._recorded or not hasattr(front, "finished"):
            return
        self._recorded = True
        self.notice = front.finished(self.session)
