"""The combo board's places: where a card dropped joins a combo (or starts one), where a hand card may be laid, and
what may be clicked for one of the engine's legal commands (a heart, an attack, a kept attack, a combo).

A part the board holds (`BoardPlaces(board)`), reading the board through `PlacedBoard`: the painter lights what it
finds, the keyboard (BoardKeys) aims at it, and the board turns a drop into a command with it.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.state import UdoState
from game.layout.udo.board import CARD_W, Slot, combo_rects, combos_area
from game.play.campaign import Campaign
from game.ui import palette
from game.ui.drag import CardSprite
from game.ui.painter import Window


class PlacedBoard(Protocol):
    """What BoardPlaces reads of the board; it changes none of it."""

    campaign: Campaign
    zones: dict[str, pygame.Rect]
    slots: dict[str, Slot]
    by_key: dict[str, CardSprite]
    heart_boxes: dict[str, pygame.Rect]  # the master's hearts in window pixels, set as the table is painted

    @property
    def ctx(self) -> Window: ...

    @property
    def state(self) -> UdoState: ...


class BoardPlaces:
    """Where a card may go on the combo board, and what may be clicked there."""

    def __init__(self, board: PlacedBoard) -> None:
        self.board = board

    def combo_targets(self) -> dict[int, pygame.Rect]:
        """Drop areas of the existing combos (design space): the combo and half a card to its right."""
        rects = combo_rects(combos_area(self.board.zones), self.board.state.combos)
        return {i: r.inflate(CARD_W // 2, 30).move(CARD_W // 4, 0) for i, r in enumerate(rects)}

    def combo_under(self, at: tuple[float, float]) -> int | None:
        """The combo a card dropped at `at` (design space) would join; len(combos) for a new one."""
        for index, target in self.combo_targets().items():
            if target.collidepoint(at):
                return index
        zones = self.board.zones
        if zones["new_combo"].collidepoint(at) or combos_area(zones).collidepoint(at):
            return len(self.board.state.combos)
        return None

    def drop_targets(self, card: str) -> dict[int, pygame.Rect]:
        """Where a drag of the hand card `card` may lay it (design space), by the combo it would join (the number of
        combos for a new one): the engine's legal plays of it."""
        targets = self.combo_targets()
        new_combo = self.board.zones["new_combo"]
        return {command.combo: targets.get(command.combo, new_combo) for command in self.board.campaign.legal()
                if isinstance(command, cmd.PlayCard) and command.card == card}

    def no_place_attempts(self, card: str) -> list[tuple[str, Command]]:
        """A combo's finisher taken back to the hand; a card of the hand laid on each combo, or starting a new one."""
        slot = self.board.slots.get(card)
        if slot is not None and slot.zone == "combo":
            return [("", cmd.TakeBackCard(combo=slot.index))]
        combos = len(self.board.campaign.state.combos)
        return [(f"Combo {k + 1}" if k < combos else "New combo", cmd.PlayCard(card=card, combo=k))
                for k in range(combos + 1)]

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
