"""Undo and Redo at a table of several seats, whatever the game: the person at the screen takes back their own last
commands (never another seat's or the computer's, never across new hidden information: the session refuses it) and
plays them again, with the table's Undo and Redo buttons and Ctrl+Z, Ctrl+Y (or Ctrl+Shift+Z): those buttons and keys
are `undo_buttons` and `undo_key`, for any table that takes back moves its own way (the campaign's combo board).

A part the kit's table holds (game.scenes.seated.GameTable, `self.undo`), reading the table through `UndoingTable`.
The table calls `note(command)` after each command it submits and `key(event)` before its game's own keys, and the
seats `forget()` when the screen changes hands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.engine.core import Command, Event
from game.ui.widgets import Button

Box = tuple[float, float, float, float]


def undo_buttons(left: Box, right: Box, undo: Callable[[], None], redo: Callable[[], None], can_undo: bool,
                 can_redo: bool) -> list[Button]:
    """The Undo and Redo buttons, in these two boxes, lit when each can be done."""
    return [Button("Undo", left, undo, can_undo, hotkey="Ctrl+Z"),
            Button("Redo", right, redo, can_redo, hotkey="Ctrl+Y")]


def undo_key(event: pygame.event.Event, undo: Callable[[], None], redo: Callable[[], None]) -> bool:
    """Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes; True when the key was one of them."""
    if not event.mod & pygame.KMOD_CTRL:
        return False
    if event.key == pygame.K_y or (event.key == pygame.K_z and event.mod & pygame.KMOD_SHIFT):
        redo()
    elif event.key == pygame.K_z:
        undo()
    else:
        return False
    return True


class UndoingTable(Protocol):
    """What UndoRedo reads of the table, and the little it asks of it."""

    campaign: Any  # game.play.campaign.Campaign
    seating: Any  # its `people` and whether it is `open`
    computers: dict[int, Any]
    timeline: Any
    buttons: list[Button]

    @property
    def viewer(self) -> int: ...

    def _skip(self) -> None:
        """The beat playing ends at once."""

    def _shown_again(self) -> None:
        """The table shows at once the moment the game stands at now."""

    def _buttons(self) -> list[Button]: ...

    def _beats(self, before: Any, events: list[Event]) -> list[Any]:
        """The beats the table's timeline plays for these events, `before` the real state before them."""
        ...

    def _forget_undone(self) -> None:
        """Forget what the table keeps of the moment an undo has just taken away, or a redo is about to leave (a
        card waiting on the table for its next step)."""


class UndoRedo:
    """The person at the screen's own commands, taken back and played again."""

    def __init__(self, table: UndoingTable) -> None:
        self.table = table
        self.own: list[int] = []  # the session's batch count after each own command of the person at the screen
        self.redoable = 0  # commands undone that Redo may play again

    def forget(self) -> None:
        """Nothing is left to undo or redo: the screen changed hands."""
        self.own, self.redoable = [], 0

    # ----- what the table calls --------------------------------------------------------------------

    def note(self, command: Command) -> None:
        """A command was just played: the person at the screen's own may be taken back; any other's ends the
        chance to undo earlier ones. Either way nothing is left to redo."""
        table = self.table
        mine = command.seat == table.viewer and table.viewer in table.seating.people
        self.own = self.own + [len(table.campaign.session.batches)] if mine else []
        self.redoable = 0

    def buttons(self, left: Box, right: Box) -> list[Button]:
        """The Undo and Redo buttons, in these two boxes, lit when each can be done."""
        return undo_buttons(left, right, self.undo, self.redo, self.can_undo(), self.can_redo())

    def key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes; True when the key was one of them."""
        return undo_key(event, self.undo, self.redo)

    # ----- undo and redo ---------------------------------------------------------------------------

    def can_undo(self) -> bool:
        """Only the person at the screen's own last command, while nobody has played since: never another seat's
        or the computer's, never across new hidden information (the session refuses it)."""
        campaign = self.table.campaign
        return (not self.table.seating.open and bool(self.own) and self.own[-1] == len(campaign.session.batches)
                and campaign.can_undo())

    def can_redo(self) -> bool:
        return self.redoable > 0 and self.table.campaign.can_redo()

    def undo(self) -> None:
        table = self.table
        table._skip()
        if self.can_undo() and table.campaign.undo():
            self.own.pop()
            self.redoable += 1
            for computer in table.computers.values():
                computer.cancel()  # its decision read a moment that is gone
            table._forget_undone()
            table._shown_again()

    def redo(self) -> None:
        table = self.table
        table._skip()
        if not self.can_redo():
            return
        table._forget_undone()
        before = table.campaign.session.state
        if table.campaign.redo():
            self.redoable -= 1
            self.own.append(len(table.campaign.session.batches))
            table.timeline.extend(table._beats(before, table.campaign.take_events()))
            table.buttons = table._buttons()
