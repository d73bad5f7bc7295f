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
from game.engine.udo.state import UdoState
from game.layout.udo.board import combo_rects, combos_area
from game.play.campaign import Campaign
from game.ui import palette
from game.ui.drag import CardSprite
from game.ui.painter import Window


class PlacedBoard(Protocol):
    """What BoardPlaces reads of the board; it changes none of it."""

    campaign: Campaign
    zones: dict[str, pygame.Rect]
    by_key: dict[str, CardSprite]
    heart_boxes: dict[str, pygame.Rect]  # the master's hearts in window pixels, set as the table is painted

    @property
    def ctx(self) -> Window: ...

    @property
    def state(self) -> UdoState: ...


class BoardPlaces:
    """What may be clicked on the combo board."""

    def __init__(self, board: PlacedBoard) -> None:
        self.board = board

    def clickable(self) -> list[tuple[Command, pygame.Rect, palette.Rgb]]:
        """What may be clicked now for one of the engine's legal commands, with its box (window pixels) and the
        colour it is lit in: a heart to cover, a kept attack to spend, an attack to block or to take, a combo to
        resolve."""
        board = self.board
        vp, state, hearts, by_key = board.ctx.viewport, board.state, board.heart_boxes, board.by_key
        found: list[tuple[Command, pygame.Rect, palette.Rgb]] = []
        for command in board.campaign.legal():
            if isinstance(command, cmd.CoverHeart) and command.heart in hearts:
                found.append((command, hearts[command.heart], palette.HIGHLIGHT))
            elif isinstance(command, cmd.SpendKeptAttack) and command.attack in by_key:
                found.append((command, by_key[command.attack].rect, palette.RAGE))
            elif isinstance(command, (cmd.BlockAttack, cmd.TakeHit)) and command.attack in by_key:
                found.append((command, by_key[command.attack].rect, palette.HIGHLIGHT))
            elif isinstance(command, cmd.ResolveCombo) and not command.spend_charge and not command.double:
                rect = combo_rects(combos_area(board.zones), state.combos)[command.combo]
                found.append((command, vp.rect(rect), palette.HIGHLIGHT))
        return found
