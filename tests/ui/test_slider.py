"""A range slider: a click on its track moves the nearer knob there, a drag carries that knob on, and the low knob
never passes the high one."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.ui import palette, text
from game.ui.slider import RangeSlider
from game.ui.viewport import Viewport

VP = Viewport(1280, 720)  # design space itself


def press(slider: RangeSlider, kind: int, value: int) -> bool:
    """The mouse at the track's place of `value`: pressed, moved or let go there; whether the range changed."""
    track = slider.track(VP)
    x = track.x + 8 + (track.w - 16) * (value - slider.bounds[0]) / (slider.bounds[1] - slider.bounds[0])
    event = pygame.event.Event(kind, pos=(round(x), track.centery), button=1)
    return slider.handle(event, VP)


def test_a_click_on_the_track_moves_the_nearer_knob_and_a_drag_carries_it_but_not_past_the_other():
    pygame.init()
    slider = RangeSlider("ATK", (100, 100, 300, 30), (0, 10), 0, 10)
    assert press(slider, pygame.MOUSEBUTTONDOWN, 8) and (slider.low, slider.high) == (0, 8)
    assert press(slider, pygame.MOUSEMOTION, 6) and (slider.low, slider.high) == (0, 6)
    assert not press(slider, pygame.MOUSEBUTTONUP, 6) and slider.held is None
    assert press(slider, pygame.MOUSEBUTTONDOWN, 2) and (slider.low, slider.high) == (2, 6)
    assert press(slider, pygame.MOUSEMOTION, 9) and (slider.low, slider.high) == (6, 6)


def test_a_click_off_the_track_changes_nothing():
    pygame.init()
    slider = RangeSlider("ATK", (100, 100, 300, 30), (0, 10), 3, 7)
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(700, 500), button=1)
    assert not slider.handle(event, VP) and (slider.low, slider.high) == (3, 7) and slider.held is None


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_track_starts_after_its_label_as_drawn_at_every_text_size(text_size):
    """At the Largest text a knob at the low end sat over the end of its label."""
    pygame.init()
    settings.change(text_size=text_size)
    vp = Viewport(1024, 600)
    slider = RangeSlider("DEFENSE", (100, 100, 200, 30), (0, 9), 0, 9)
    x, y, _, h = slider.rect
    label = text.render(slider.label, slider.label_size(vp), palette.TEXT, bold=True)
    ink = label.get_bounding_rect().move(label.get_rect(midleft=vp.point(x, y + h / 2)).topleft)
    assert not ink.colliderect(slider.knob(slider.bounds[0], vp))
    assert vp.rect(slider.track(vp)).x >= ink.right
