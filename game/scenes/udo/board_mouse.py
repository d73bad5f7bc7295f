"""The combo board under the mouse: a press picks a card up, resolves a combo, spends a kept attack, chooses the
target of an effect, the card an attack takes or a pile to look through; a drop lays the card held in a combo or
takes it back. (The hand's row turns, and the card the mouse rests on is hovered, as at every table:
game.scenes.hand_row, game.scenes.card_table.CardTable.)

A part the board holds (`BoardMouse(board)`), reading the board through `PointedBoard`: of it, it sets the
card held (`drag`) and what is hovered, and it submits through the board the command a press or a drop stands for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.kai import can_double
from game.engine.udo.state import PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS, UdoState
from game.layout.slot import Slot
from game.layout.udo.board import combos_area
from game.play.udo.drops import drop_command
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
        slot = board.slots.get(sprite.key) if sprite is not None else None
        plan = board.hint.found[0] if board.hint.found is not None else None  # (the combos planned, a command)
        if plan and combos_area(board.zones).collidepoint(vp.to_design(pos)):
            board.hint.take()
        elif state.phase == PLAY and sprite is not None and slot is not None and self._draggable(sprite, slot):
            if board.hint.shown:
                board.hint.dismiss()
            board.drag = lift(board.sprites, sprite, vp.to_design(pos), pos)
            board.hovered = None
        elif state.phase == RESOLVE_COMBOS and state.resolving is None and slot is not None and slot.zone == "combo":
            double = board.double and can_double(state)
            board.submit(cmd.ResolveCombo(combo=slot.group, spend_charge=board.use_charge and state.charge > 0,
                                          double=double))
        elif sprite is not None and sprite.key in state.kept:
            board.submit(cmd.SpendKeptAttack(attack=sprite.key), vp.to_design(pos))
        elif state.phase == RESOLVE_COMBOS and state.resolving is not None:
            self._choose_target(pos, sprite)
        elif state.phase == RESOLVE_ATTACKS and sprite is not None and sprite.key in state.revealed:
            board.picks.pick_loss(sprite.key)
        elif slot is not None and slot.zone in ("discard", "exhausted") and sprite is not None:
            board.picks.show_pile(slot.zone)

    def _draggable(self, sprite: CardSprite, slot: Slot) -> bool:
        if sprite.kind != "card":
            return False
        if slot.zone == "hand":
            return True
        return slot.zone == "combo" and self.board.state.combos[slot.group][-1] == sprite.key

    def _choose_target(self, pos: tuple[int, int], sprite: CardSprite | None) -> None:
        board = self.board
        kind = board.state.pending[0][0]
        if kind == "deal":
            for heart, box in board.heart_boxes.items():
                if box.collidepoint(pos):
                    board.submit(cmd.CoverHeart(heart=heart), board.ctx.viewport.to_design(pos))
                    return
        elif kind == "block" and sprite is not None and sprite.kind == "attack":
            board.submit(cmd.BlockAttack(attack=sprite.key), board.ctx.viewport.to_design(pos))

    def drop(self, drag: Drag) -> bool:
        """The card let go went where its centre lies (a combo, or back to the hand): False when it goes nowhere."""
        board = self.board
        at = drag.centre()
        command = drop_command(board.zones, board.state, board.slots[drag.sprite.key], drag.sprite.key, at) \
            if drag.moved else None
        return command is not None and board.submit(command, at)

