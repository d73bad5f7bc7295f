"""The combo board under the mouse: a press picks a card up, resolves a combo, spends a kept attack, chooses the
target of an effect, the card an attack takes or a pile to look through; a drop lays the card held in a combo or
takes it back. (The hand's row turns, and the card the mouse rests on is hovered, as at every table:
game.scenes.hand_row, game.scenes.card_table.CardTable.)

A part the board holds (`BoardMouse(board)`), reading the board through `PointedBoard`: of it, it sets the
card held (`drag`) and what is hovered, and it submits through the board the command a press (game.play.udo.presses)
or a drop (game.play.udo.drops) stands for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.state import UdoState
from game.layout.slot import Slot
from game.layout.udo.board import combos_area
from game.play.udo.drops import drop_command
from game.play.udo.presses import LOSS, PICK_UP, PILE, pressed
from game.scenes.hinting import TableHint
from game.scenes.udo.board_picks import BoardPicks
from game.ui.drag import CardSprite, Drag, lift
from game.ui.shown_table import ShownTable

if TYPE_CHECKING:
    from game.scenes.context import Context


class PointedBoard(ShownTable[UdoState, Catalog], Protocol):
    """What BoardMouse reads of the board, besides the view shown: of it, it sets only `drag` and `hovered`."""

    ctx: Context
    zones: dict[str, pygame.Rect]
    sprites: pygame.sprite.LayeredUpdates
    slots: dict[str, Slot]
    drag: Drag | None
    hovered: tuple[str, float] | None
    heart_boxes: dict[str, pygame.Rect]  # the master's hearts in window pixels, set as the table is painted
    use_charge: bool
    double: bool
    hint: TableHint
    picks: BoardPicks

    def submit(self, command: Command, at: tuple[float, float] | None = None) -> bool: ...

    def top_sprite(self, pos: tuple[int, int]) -> CardSprite | None: ...


class BoardMouse:
    """What a press and a drop mean on the combo board."""

    def __init__(self, board: PointedBoard) -> None:
        self.board = board

    def press(self, pos: tuple[int, int]) -> None:
        board = self.board
        vp, state = board.ctx.viewport, board.state
        sprite = board.top_sprite(pos)
        key = sprite.key if sprite is not None else None
        slot = board.slots.get(key) if key is not None else None
        heart = next((heart for heart, box in board.heart_boxes.items() if box.collidepoint(pos)), None)
        meant = pressed(board.catalog, state, key, slot, heart, board.use_charge, board.double)
        plan = board.hint.found[0] if board.hint.found is not None else None  # (the combos planned, a command)
        if plan and combos_area(board.zones).collidepoint(vp.to_design(pos)):
            board.hint.take()
        elif meant == PICK_UP and sprite is not None:
            if board.hint.shown:
                board.hint.dismiss()
            board.drag = lift(board.sprites, sprite, vp.to_design(pos), pos)
            board.hovered = None
        elif meant == LOSS and key is not None:
            board.picks.pick_loss(key)
        elif meant == PILE and slot is not None:
            board.picks.show_pile(slot.zone)
        elif isinstance(meant, Command):  # a combo's refusal is told on the status line, a place's where it was pressed
            board.submit(meant, None if isinstance(meant, cmd.ResolveCombo) else vp.to_design(pos))

    def drop(self, drag: Drag) -> bool:
        """The card let go went where its centre lies (a combo, or back to the hand): False when it goes nowhere."""
        board = self.board
        at = drag.centre()
        command = drop_command(board.zones, board.state, board.slots[drag.sprite.key], drag.sprite.key, at) \
            if drag.moved else None
        return command is not None and board.submit(command, at)

