"""The combo board's cards and places for the keyboard (game.ui.card_keys). While combos are played: the hand's
cards and the finisher of each combo, which a drag may take back; a hand card held goes to the combos its drag
lights (game.play.udo.drops.held_places), a finisher back to the hand. Afterwards: what the board lights to click
(BoardPlaces.clickable: a combo to resolve, a heart to cover, an attack to block or to take, a kept attack to spend).

A part the board holds (`BoardKeys(board, places)`), reading the board through `KeyedBoard`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine.udo import commands as cmd
from game.engine.udo.state import PLAY
from game.layout.hand import HandRow
from game.layout.slot import Slot
from game.play.campaign import Campaign
from game.play.udo.drops import held_places
from game.ui.card_keys import HandTable, Spot, hand_spots, spot, sprite_spots
from game.ui.drag import CardSprite, Drag
from game.ui.udo.board_places import BoardPlaces

if TYPE_CHECKING:
    from game.scenes.context import Context


class KeyedBoard(HandTable, Protocol):
    """What BoardKeys reads of the board, besides the hand's cards and row every table gives the keyboard (HandTable);
    it changes none of it."""

    ctx: Context
    campaign: Campaign
    drag: Drag | None
    zones: dict[str, pygame.Rect]
    slots: dict[str, Slot]
    by_key: dict[str, CardSprite]
    row: HandRow  # the hand's row of cards (scrolled when too long to show whole)


class BoardKeys:
    """What the keyboard may take on the combo board, and where it may lay the card it holds."""

    def __init__(self, board: KeyedBoard, places: BoardPlaces) -> None:
        self.board = board
        self.places = places

    def cards(self) -> list[Spot]:
        board = self.board
        state = board.campaign.state
        if state.phase != PLAY:
            return self._clicks()
        finishers = [board.by_key[combo[-1]] for combo in state.combos if combo and combo[-1] in board.by_key]
        return hand_spots(board) + sprite_spots(finishers)

    def targets(self) -> list[Spot]:
        board = self.board
        if board.drag is None:
            return []
        card = board.drag.sprite.key
        places = held_places(board.campaign, board.zones, board.slots.get(card), card)
        return [spot(label, rect) for label, rect in places]

    def _clicks(self) -> list[Spot]:
        board = self.board
        found: dict[str, Spot] = {}
        for command, box, _ in self.places.clickable():
            what = [str(getattr(command, name)) for name in ("combo", "heart", "attack") if hasattr(command, name)]
            label = " ".join((type(command).__name__, *what))
            finisher = board.by_key.get(board.campaign.state.combos[command.combo][-1]) \
                if isinstance(command, cmd.ResolveCombo) else None  # a combo is pressed, and read, on its finisher
            at = sprite_spots([finisher])[0].at() if finisher is not None else None
            found.setdefault(str(box), spot(label, board.ctx.viewport.in_design(box), at, click=True))
        return list(found.values())
