"""Undo and Redo at a table of several seats, whatever the game: the person at the screen takes back their own last
commands (never another seat's or the computer's, never across new hidden information: the session refuses it) and
plays them again, with the table's Undo and Redo buttons and Ctrl+Z, Ctrl+Y (or Ctrl+Shift+Z).

A mixin of a game's table scene, beside SeatedTable. `_note_own(command)` is called after each command the table
submits (by ChairedTable._played); the table supplies `_beats` (the beats its timeline plays for events it has just
taken) and, if it keeps anything else that an undo makes stale, `_forget_undone`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.core import Command, Event
from game.ui.widgets import Button


class UndoRedo:
    own: list[int]  # the session's batch count after each command of the person at the screen, newest last
    redoable: int  # commands undone that Redo may play again
    # what the table supplies (SeatedTable's names)
    campaign: Any
    seating: Any
    computers: dict[int, Any]
    timeline: Any
    viewer: int
    buttons: list[Button]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._forget_own()

    def _forget_own(self) -> None:
        """Nothing is left to undo or redo: the screen changed hands."""
        self.own, self.redoable = [], 0

    def _beats(self, before: Any, events: list[Event]) -> list[Any]:
        """The beats the table's timeline plays for these events, `before` the real state before them."""
        raise NotImplementedError

    def _forget_undone(self) -> None:
        """Forget what the table keeps of the moment an undo has just taken away (nothing by default)."""

    # the table's own (TableScene and the game's table)
    _skip: Callable[[], None]
    _shown_again: Callable[[], None]
    _buttons: Callable[[], list[Button]]

    # ----- what the table calls --------------------------------------------------------------------

    def _note_own(self, command: Command) -> None:
        """A command was just played: the person at the screen's own may be taken back; any other's ends the
        chance to undo earlier ones. Either way nothing is left to redo."""
        mine = command.seat == self.viewer and self.viewer in self.seating.people
        self.own = self.own + [len(self.campaign.session.batches)] if mine else []
        self.redoable = 0

    def undo_buttons(self, left: tuple[float, float, float, float],
                     right: tuple[float, float, float, float]) -> list[Button]:
        """The Undo and Redo buttons, in these two boxes, lit when each can be done."""
        return [Button("Undo", left, self._undo, self._can_undo(), hotkey="Ctrl+Z"),
                Button("Redo", right, self._redo, self._can_redo(), hotkey="Ctrl+Y")]

    def undo_key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes; True when the key was one of them."""
        if not event.mod & pygame.KMOD_CTRL:
            return False
        if event.key == pygame.K_y or (event.key == pygame.K_z and event.mod & pygame.KMOD_SHIFT):
            self._redo()
        elif event.key == pygame.K_z:
            self._undo()
        else:
            return False
        return True

    # ----- undo and redo ---------------------------------------------------------------------------

    def _can_undo(self) -> bool:
        """Only the person at the screen's own last command, while nobody has played since: never another seat's
        or the computer's, never across new hidden information (the session refuses it)."""
        session = self.campaign.session
        return (not self.seating.open and bool(self.own) and self.own[-1] == len(session.batches)
                and self.campaign.can_undo())

    def _can_redo(self) -> bool:
        return self.redoable > 0 and self.campaign.can_redo()

    def _undo(self) -> None:
        self._skip()
        if self._can_undo() and self.campaign.undo():
            self.own.pop()
            self.redoable += 1
            self._rewound()

    def _redo(self) -> None:
        self._skip()
        if not self._can_redo():
            return
        before = self.campaign.session.state
        if self.campaign.redo():
            self.redoable -= 1
            self.own.append(len(self.campaign.session.batches))
            self.timeline.extend(self._beats(before, self.campaign.take_events()))
            self.buttons = self._buttons()

    def _rewound(self) -> None:
        """The table shows at once the moment an undo went back to."""
        for computer in self.computers.values():
            computer.cancel()  # its decision read a moment that is gone
        self._forget_undone()
        self._shown_again()
