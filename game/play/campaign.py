"""The UI's handle on a game: a session that saves itself after every change (its text made at once, written off
the window's thread by game.files.writer, so no frame waits for the disk).

Scenes talk to the engine only through this: submit a command, read the view of the state of the
seat at the screen, and drain the new events that drive animations. In a solo campaign that seat is
always 0; at a hot-seat table the scene moves `seat` to the player in front of the screen.

When a game that keeps records ends, nothing is removed before what replaces it is on disk: the finished game is
saved (with the moment it ended), then its files record it (game.games.Game.recorder), and only then is its save
removed. A game killed between two steps finds the finished save at its next start and records it then
(`record_finished_saves`); the record book never holds the same game twice. A save or record that cannot be
written never stops the game: the player is told (`notice`, and game.files.storage.notices()). Every game that ends
is first copied for Replays (game.files.finished), whether or not its game keeps records.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from game.engine.core import Command, Event, Rejected, Session, Submitted
from game.files import finished, records, saves, storage
from game.files.paths import campaign_saves, saves_dir
from game.games import GAMES, game

HINTS = "hints"  # the session's note of how many hints were asked for


def hints_used(notes: dict[str, Any]) -> int:
    """How many hints were asked for in a game (0 for one saved before they were counted, assisted or not)."""
    count = notes.get(HINTS, 0)
    return count if isinstance(count, int) and not isinstance(count, bool) and count > 0 else 0



def never(view: Any) -> bool:
    """No moment is passed through (Campaign.undo, redo): each undo and redo is one command."""
    return False


class Campaign:
    def __init__(self, session: Session[Any], autosave: bool = True, seat: int = 0, undoable: bool = True):
        self.session = session
        self.autosave = autosave
        self.undoable = undoable  # False: the table offers no undo or redo (a puzzle, a lesson)
        self.seat = seat  # whose view the screen shows
        self._events: list[Event] = []
        self.since: Any = None  # the real state before the events not taken yet: a table's beats show them from it
        self._legal: tuple[Any, list[Command]] | None = None
        self._view: tuple[Any, int, Any] | None = None
        self.on_change: Callable[[], None] | None = None
        self.notice: str | None = None  # for the player: e.g. a damaged record book set aside
        self._recorded = False
        self._kept = False

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
        before = self.session.state
        result = self.session.submit(command)
        if result.ok:
            self.since = self.since if self._events else before
            self._changed(result.events)
        return result

    def can_undo(self) -> bool:
        return self.undoable and self.session.can_undo()

    def can_redo(self) -> bool:
        return self.undoable and self.session.can_redo()

    def undo(self, through: Callable[[Any], bool] = never) -> bool:
        """Takes back the last command, and the ones before it while the moment it comes back to is one undo passes
        `through` (a test of the seat's view: a choice waiting for the command just taken back, say)."""
        if not self.undoable or not self.session.undo():
            return False
        while through(self.state) and self.session.undo():
            pass
        self._changed([])
        return True

    def redo(self, through: Callable[[Any], bool] = never) -> bool:
        """Plays the last command undone again, and the next ones while the moment it comes to is one redo passes
        `through`."""
        if not self.undoable:
            return False
        before = self.session.state
        events = self.session.redo()
        while events and through(self.state) and self.session.can_redo():
            events += self.session.redo()
        if events:
            self.since = self.since if self._events else before
            self._changed(events)
        return bool(events)

    @property
    def assisted(self) -> bool:
        return bool(self.session.notes.get("assisted"))

    def mark_assisted(self) -> None:
        """A hint was shown: the campaign is recorded as assisted, whatever is undone later, and the hints asked for
        are counted (the result's summary tells them)."""
        self.session.notes[HINTS] = hints_used(self.session.notes) + 1
        if not self.assisted:
            self.session.notes["assisted"] = True
            if self.autosave and not self.session.ruleset.is_over(self.session.state):
                saves.autosave(self.session)

    def take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    def _changed(self, events: list[Event]) -> None:
        self._events.extend(events)
        if self.autosave:
            if not self.session.ruleset.is_over(self.session.state):
                self.session.notes.pop("ended", None)
                self.session.notes.pop("outcome", None)
                self._kept = False
                saves.autosave(self.session)
            else:
                self._keep()
                if _keeps_records(self.session.ruleset.id):
                    self._record()
                else:
                    saves.discard(self.session)
        if self.on_change is not None:
            self.on_change()

    def _keep(self) -> None:
        """Copies the finished game for Replays, once."""
        if not self._kept:
            self._kept = True
            message = finished.keep(self.session)
            if message is not None:
                storage.notice(message)

    def _record(self) -> None:
        """Keeps the finished game in its records, once: saved as finished, recorded, then removed."""
        if self._recorded:
            saves.discard(self.session)
            return
        self.session.notes.setdefault("ended", datetime.now().astimezone().isoformat(timespec="minutes"))
        saved = saves.save(self.session)
        try:
            self.notice = _recorder(self.session.ruleset.id)(self.session)
        except records.RecordError as error:
            later = ("The finished game's save is kept; it will be recorded at the next start." if saved
                     else "The finished game could not be saved either, so it cannot be recorded later.")
            self.notice = f"{error}. {later}"
            storage.notice(self.notice)
            return
        self._recorded = True
        saves.discard(self.session)


class ScriptedCampaign(Campaign):
    """A game whose other seats a script plays through the table (a lesson, a puzzle): never saved, never undone.
    The script's commands are always taken; the person's only as `refused` allows."""

    def __init__(self, session: Session[Any], seat: int):
        super().__init__(session, autosave=False, seat=seat, undoable=False)
        self.scripted = False  # the command being submitted is the script's

    def play(self, command: Command, submit: Callable[[Command], object]) -> None:
        """Plays the script's command through the table's own `submit` (so it is drawn as any other)."""
        self.scripted = True
        try:
            submit(command)
        finally:
            self.scripted = False

    def refused(self, command: Command) -> Rejected | None:
        """Why the person's `command` is not taken now, before the rules are asked: never, by default."""
        return None

    def submit(self, command: Command) -> Submitted:
        refused = None if self.scripted else self.refused(command)
        return Submitted(rejected=refused) if refused is not None else super().submit(command)


def _keeps_records(ruleset_id: str) -> bool:
    return game(ruleset_id).recorder() is not None


def _recorder(ruleset_id: str) -> Callable[[Session[Any]], str | None]:
    """What records a finished game of a game that keeps records (its files' `record`: game.games.Game.recorder)."""
    record = game(ruleset_id).recorder()
    assert record is not None, f"{ruleset_id} keeps no records"
    return record


def record_finished_saves() -> list[str]:
    """Records the finished games whose saves a killed game left behind, and removes those saves.
    Returns a message for the player for each, or for each that could not be recorded (its save stays)."""
    messages: list[str] = []
    keeps = {entry.id for entry in GAMES if _keeps_records(entry.id)}
    for path in campaign_saves(saves_dir()):
        try:
            session = saves.read(path)
        except saves.SaveError:
            continue  # absent, or damaged: Continue sets it aside and says so
        ruleset_id = session.ruleset.id
        if ruleset_id not in keeps or not session.ruleset.is_over(session.state):
            continue
        kept = finished.keep(session)
        if kept is not None:
            messages.append(kept)
        try:
            message = _recorder(ruleset_id)(session)
        except records.RecordError as error:
            messages.append(f"{error}. The finished game's save is kept for the next start.")
            continue
        saves.discard(session, path)
        title = game(ruleset_id).title
        messages.append(message or f"Your last game of {title} ended as the game closed; it was recorded.")
    return messages
