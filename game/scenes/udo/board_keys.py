"""The combo board's cards and places for the keyboard (game.ui.card_keys). While combos are played: the hand's
cards and the finisher of each combo, which a drag may take back; a hand card held goes to the combos its drag
lights (drop_targets), a finisher back to the hand. Afterwards: what the board lights to click (clickable: a combo
to resolve, a heart to cover, an attack to block or to take, a kept attack to spend).

A mixin of ComboBoardScene, which owns the state it reads."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.state import PLAY
from game.ui.card_keys import Spot, row_arrows, spot, sprite_spots
from game.ui.drag import Drag

HAND = "hand"


class BoardKeys:
    drag: Drag | None
    ctx: Any
    zones: dict[str, pygame.Rect]
    slots: Any
    by_key: Any
    row: Any
    campaign: Any

    def drop_targets(self, card: str) -> dict[int, pygame.Rect]:
        raise NotImplementedError

    def clickable(self) -> list[tuple[Command, pygame.Rect, Any]]:
        raise NotImplementedError

    def key_cards(self) -> list[Spot]:
        state = self.campaign.state
        if state.phase != PLAY:
            return self._clicks()
        hand = [self.by_key[key] for key, slot in self.slots.items() if slot.zone == HAND and key in self.by_key]
        finishers = [self.by_key[combo[-1]] for combo in state.combos if combo and combo[-1] in self.by_key]
        return sprite_spots(hand) + row_arrows(self.row) + sprite_spots(finishers)

    def key_targets(self) -> list[Spot]:
        if self.drag is None:
            return []
        card = self.drag.sprite.key
        slot = self.slots.get(card)
        if slot is not None and slot.zone == "combo":
            back = cmd.TakeBackCard(combo=slot.index) in self.campaign.legal()
            return [spot("back to the hand", self.zones[HAND])] if back else []
        return [spot(f"combo {index + 1}", rect) for index, rect in sorted(self.drop_targets(card).items())]

    def _clicks(self) -> list[Spot]:
        vp = self.ctx.viewport
        found: dict[str, Spot] = {}
        for command, box, _ in self.clickable():
            x, y = vp.to_design(box.topleft)
            right, bottom = vp.to_design(box.bottomright)
            what = [str(getattr(command, name)) for name in ("combo", "heart", "attack") if hasattr(command, name)]
            label = " ".join((type(command).__name__, *what))
            found.setdefault(str(box), spot(label, (x, y, right - x, bottom - y), click=True))
        return list(found.values())
