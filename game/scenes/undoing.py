"""Undo and Redo at a table, whatever the game: the person at the screen takes back their own last commands (never
another seat's or the computer's, never across new hidden information: the session refuses it) and plays them again,
with the table's Undo and Redo buttons and Ctrl+Z, Ctrl+Y (or Ctrl+Shift+Z). At a game of one seat (a solo campaign)
every command of the log is theirs, those played before the table opened too. A table may name moments that undo
and redo pass through (`through`: a choice waiting for the command just taken back), so that a move and the choice it
asked for are taken back, and played again, as one.

A part the kit's tables hold (game.scenes.seated.GameTable and the campaign's combo board, `self.undo`), reading the
table through `UndoingTable`. The table calls `note(command)` after each command it submits and `key(event)` before
its game's own keys, and the seats `forget()` when the screen changes hands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.engine.core import Command, Event
from game.play.campaign import never
from game.ui.widgets import Button

Box = tuple[float, float, float, float]


class UndoingTable(Protocol):
    """What UndoRedo reads of the table, and the little it asks of it."""

    campaign: Any  # game.play.campaign.Campaign
    seating: Any  # its `people` and whether it is `open`
    timeline: Any
    buttons: list[Button]

    @property
    def viewer(self) -> int: ...

    def _skip(self) -> None:
        """The beat playing ends at once."""

    def _shown_again(self) -> None:
        """The table shows at once the moment the game stands at now (a computer's decision under way, which read a
        moment that is gone, cancelled)."""

    def _buttons(self) -> list[Button]: ...

    def _beats(self, before: Any, events: list[Event]) -> list[Any]:
        """The beats the table's timeline plays for these events, `before` the real state before them."""
        ...

    def _forget_undone(self) -> None:
        """Forget what the table keeps of the moment an undo has just taken away, or a redo is about to leave (a
        card waiting on the table for its next step)."""


class UndoRedo:
    """The person at the screen's own commands, taken back and played again."""

    def __init__(self, table: UndoingTable, through: Callable[[Any], bool] = never) -> None:
        self.table = table
        self.through = through  # the moments (a test of the seat's view) undo and redo pass through
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
        mine = self._alone() or (command.seat == table.viewer and table.viewer in table.seating.people)
        self.own = self.own + [len(table.campaign.session.batches)] if mine else []
        self.redoable = 0

    def buttons(self, left: Box, right: Box) -> list[Button]:
        """The Undo and Redo buttons, in these two boxes, lit when each can be done."""
        return [Button("Undo", left, self.undo, self.can_undo(), hotkey="Ctrl+Z"),
                Button("Redo", right, self.redo, self.can_redo(), hotkey="Ctrl+Y")]

    def key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes; True when the key was one of them."""
        if not event.mod & pygame.KMOD_CTRL:
            return False
        if event.key == pygame.K_y or (event.key == pygame.K_z and event.mod & pygame.KMOD_SHIFT):
            self.redo()
        elif event.key == pygame.K_z:
            self.undo()
        else:
            return False
        return True

    # ----- undo and redo ---------------------------------------------------------------------------

    def _alone(self) -> bool:
        """The game has one seat: every command of its log is the person's at the screen."""
        return self.table.campaign.session.table.seats == 1

    def can_undo(self) -> bool:
        """Only the person at the screen's own last command, while nobody has played since: never another seat's
        or the computer's, never across new hidden information (the session refuses it)."""
        campaign, own = self.table.campaign, self.own
        mine = self._alone() or (bool(own) and own[-1] == len(campaign.session.batches))
        return not self.table.seating.open and mine and campaign.can_undo()

    def can_redo(self) -> bool:
        return self.redoable > 0 and self.table.campaign.can_redo()

    def undo(self) -> None:
        table = self.table
        table._skip()
        if self.can_undo() and table.campaign.undo(self.through):
            left = len(table.campaign.session.batches)
            self.own = [batches for batches in self.own if batches <= left]
            self.redoable += 1
            table._forget_undone()
            table._shown_again()

    def redo(self) -> None:
        table = self.table
        table._skip()
        if not self.can_redo():
            return
        table._forget_undone()
        if table.campaign.redo(self.through):
            self.redoable -= 1
            self.own.append(len(table.campaign.session.batches))
            table.timeline.extend(table._beats(table.campaign.since, table.campaign.take_events()))
            table.buttons = table._buttons()
