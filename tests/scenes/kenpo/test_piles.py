"""The decks beside the ring: each deck's count lies on a chip beside its pile, where the chip at the pile's foot
covered "KENPO MASTERS" printed on the backs."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.ui import chips as chip_kit
from tests.scenes.helpers import frame
from tests.scenes.kenpo.helpers import arena, dealt


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_a_decks_count_covers_none_of_its_pile(monkeypatch, text_size):
    settings.change(text_size=text_size)
    chips: list[tuple[str, pygame.Rect]] = []
    real = chip_kit.chip

    def chip(target, vp, label, centre, fill, ink, height):
        box = real(target, vp, label, centre, fill, ink, height)
        chips.append((label, box))
        return box

    monkeypatch.setattr(chip_kit, "chip", chip)
    stack, surface, scene = arena(dealt((), ()), 0, size=(1024, 600))
    frame(stack, surface)
    vp, state = scene.ctx.viewport, scene.state
    for zone, seat in (("my_deck", 0), ("opp_deck", 1)):
        pile = vp.rect(scene.zones[zone])
        stacked = pile.union(pile.move(-vp.px(6), -vp.px(6)))  # with the backs stacked under its top card
        count = str(len(state.decks[seat]))
        boxes = [box for label, box in chips if label.endswith(count) and box.colliderect(stacked.inflate(40, 40))]
        assert boxes, zone
        assert not any(box.colliderect(stacked) for box in boxes), (zone, boxes, stacked)
        assert surface.get_rect().contains(boxes[0]), zone
