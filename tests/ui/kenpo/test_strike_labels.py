"""The points of the waiting strikes beside their arrows in the ring (game.ui.kenpo.draw.strike_label): two fighters'
strikes on each other along the same squares show two labels that never run together ("0+0+00+0", a play-test) and
never lie over a fighter or past the ring's felt (a combo's sum, where each card's points would not fit beside its
arrow), wherever the fighters stand, in every window and at every text size; a strike that would score nothing reads
0, however many cards make it."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.files import settings
from game.layout import zones_now
from game.layout.kenpo.ring import label_room
from game.ui import palette
from game.ui.kenpo import draw
from game.ui.kenpo.paint import STRIKE_SIDE
from game.ui.viewport import Viewport
from tests.ui.helpers import display

WINDOWS = ((1024, 600), (1280, 720), (1920, 1080))
STRIKES = ([0, 0, 0], [1, 6], [12, 3, 2, 4], [7])  # the points of each card of a waiting combo

pytestmark = pytest.mark.usefixtures(display.__name__)


def squares() -> list[tuple[float, float]]:
    zones = zones_now("ring")
    return [tuple(map(float, zones[f"square_{column}_{row}"].center)) for column in range(3) for row in range(3)]


def fighters(vp: Viewport, spots: tuple[tuple[float, float], ...]) -> pygame.Mask:
    """Where both fighters are drawn (their faintest soft edges aside), the lower one facing up, in the window."""
    surface = pygame.Surface((vp.width, vp.height), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    for spot in spots:
        draw.fighter(surface, vp, spot, palette.GOLD, palette.INK, spot[1] >= max(y for _, y in spots), "Computer")
    return pygame.mask.from_surface(surface, 32)


def covers(drawn: pygame.Mask, box: pygame.Rect) -> bool:
    return drawn.overlap_area(pygame.Mask(box.size, fill=True), box.topleft) > 0


@pytest.mark.parametrize("window_size", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("text_size", settings.TEXT_SCALES)
def test_two_strikes_on_each_other_keep_their_labels_apart_and_off_the_fighters(window_size, text_size):
    settings.change(text_size=text_size)
    vp, ring = Viewport(*window_size), label_room(zones_now("ring"))
    inside = vp.rect(ring).inflate(2, 2)  # a pixel either way where its edge rounds
    wrong = []
    for one, other in itertools.combinations(squares(), 2):
        drawn = fighters(vp, (one, other))
        for mine, theirs in itertools.product(STRIKES, repeat=2):
            boxes = (draw.strike_label_box(vp, one, other, mine, STRIKE_SIDE, ring),
                     draw.strike_label_box(vp, other, one, theirs, STRIKE_SIDE, ring))
            if boxes[0].colliderect(boxes[1]):
                wrong.append(f"{mine} and {theirs} between {one} and {other} run together")
            wrong.extend(f"{points} between {one} and {other} past the ring's felt"
                         for points, box in zip((mine, theirs), boxes, strict=True) if not inside.contains(box))
            wrong.extend(f"{points} between {one} and {other} over a fighter"
                         for points, box in zip((mine, theirs), boxes, strict=True) if covers(drawn, box))
    assert wrong == []


def test_a_strike_that_would_score_nothing_reads_0(monkeypatch):
    shown: list[str] = []
    real = draw.chip

    def chip(surface: pygame.Surface, vp: Viewport, label: str, *rest: object) -> pygame.Rect:
        shown.append(label)
        return real(surface, vp, label, *rest)

    monkeypatch.setattr(draw, "chip", chip)
    vp, surface = Viewport(1024, 600), pygame.Surface((1024, 600))
    start, end = squares()[1], squares()[2]
    for points in ([0, 0, 0], [0, 2], [5]):
        draw.strike_label(surface, vp, start, end, points, STRIKE_SIDE)
    assert shown == ["0", "0+2", "5"]
