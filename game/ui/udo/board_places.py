"""The combo board's places to click: what may be clicked for one of the engine's legal commands (a heart, an attack,
a kept attack, a combo), where it lies in the window and the colour it is lit in. (Where a card held may be laid is
the play floor's: game.play.udo.drops.)

A part the board holds (`BoardPlaces(board)`), reading the board through `PlacedBoard`: the painter lights what it
finds and the keyboard (BoardKeys) aims at it.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.state import UdoState
from game.layout.udo.board import combo_rects, combos_area
from game.play.campaign import Campaign
from game.ui import palette
from game.ui.drag import CardSprite
from game.ui.painter import Window
from game.ui.shown_table import ShownTable


class PlacedBoard(ShownTable[UdoState, Catalog], Protocol):
    """What BoardPlaces reads of the board, besides the view shown; it changes none of it."""

    campaign: Campaign
    zones: dict[str, pygame.Rect]
    by_key: dict[str, CardSprite]
    heart_boxes: dict[str, pygame.Rect]  # the master's hearts in window pixels, set as the table is painted

    @property
    def ctx(self) -> Window: ...


class BoardPlaces:
    """What may be clicked on the combo board."""

    def __init__(self, board: PlacedBoard) -> None:
        self.board = board

    def clickable(self) -> list[tuple[Command, pygame.Rect, palette.Rgb]]:
        """What may be clicked now for one of the engine's legal commands, with its box (window pixels) and the
        colour it is lit in: a heart to cover, a kept attack to spend, an attack to block or to take, a combo to
        resolve (as the options set under the buttons say: with no Charge spent nor doubling, its own light)."""
        found: list[tuple[Command, pygame.Rect, palette.Rgb]] = []
        for command in self.board.campaign.legal():
            box = self.box(command)
            if box is None or isinstance(command, cmd.ResolveCombo) and (command.spend_charge or command.double):
                continue
            spend = isinstance(command, cmd.SpendKeptAttack)
            found.append((command, box, palette.RAGE if spend else palette.HIGHLIGHT))
        return found

    def box(self, command: Command) -> pygame.Rect | None:
        """Where the place clicked for `command` lies (window pixels): the heart it covers, the attack it blocks, takes
        or spends, the combo it resolves; None for a command of no place, or a place out of sight."""
        board = self.board
        if isinstance(command, cmd.CoverHeart):
            return board.heart_boxes.get(command.heart)
        if isinstance(command, cmd.BlockAttack | cmd.TakeHit | cmd.SpendKeptAttack):
            sprite = board.by_key.get(command.attack)
            return sprite.rect if sprite is not None else None
        if isinstance(command, cmd.ResolveCombo):
            return board.ctx.viewport.rect(combo_rects(combos_area(board.zones), board.state.combos)[command.combo])
        return None
