"""A range slider with two knobs, in design space, which handles its own mouse events and draws itself at the
window's scale: a filter's range of a number (a deck builder's cards whose number is from 2 to 5)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import palette, text
from game.ui.viewport import Viewport

LABEL_GAP = 8  # between the label and the track's first knob, design px


@dataclass
class RangeSlider:
    """A range from `low` to `high` within `bounds`: a click or drag on the track moves the nearer knob there. The
    track starts after its label, as wide as the label is drawn at the player's text size: at the Largest text a knob
    at the low end sat over its label."""

    label: str
    rect: tuple[float, float, float, float]
    bounds: tuple[int, int]
    low: int
    high: int
    held: str | None = None  # "low" or "high" while a knob is dragged

    def label_size(self, vp: Viewport) -> int:
        return text.legible(vp.px(17))

    def track(self, vp: Viewport) -> pygame.Rect:
        x, y, w, h = self.rect
        label_w = text.width(self.label, self.label_size(vp), bold=True) / vp.scale + LABEL_GAP
        return pygame.Rect(round(x + label_w), round(y), round(w - label_w - 8), round(h))

    def _x_of(self, value: int, vp: Viewport) -> float:
        track = self.track(vp)
        span = max(1, self.bounds[1] - self.bounds[0])
        return track.x + 8 + (track.w - 16) * (value - self.bounds[0]) / span

    def _value_at(self, x: float, vp: Viewport) -> int:
        track = self.track(vp)
        span = self.bounds[1] - self.bounds[0]
        share = (x - track.x - 8) / max(1, track.w - 16)
        return max(self.bounds[0], min(self.bounds[1], self.bounds[0] + round(share * span)))

    def handle(self, event: pygame.event.Event, vp: Viewport) -> bool:
        """True when the range changed."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y = vp.to_design(event.pos)
            if not self.track(vp).inflate(0, 8).collidepoint(x, y):
                return False
            value = self._value_at(x, vp)
            nearer_low = value <= self.low or (value < self.high and value - self.low <= self.high - value)
            self.held = "low" if nearer_low else "high"
            return self._move(value)
        if event.type == pygame.MOUSEMOTION and self.held is not None:
            return self._move(self._value_at(vp.to_design(event.pos)[0], vp))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.held = None
        return False

    def _move(self, value: int) -> bool:
        before = (self.low, self.high)
        if self.held == "low":
            self.low = min(value, self.high)
        else:
            self.high = max(value, self.low)
        return (self.low, self.high) != before

    def draw(self, surface: pygame.Surface, vp: Viewport) -> None:
        x, y, w, h = self.rect
        whole = (self.low, self.high) == self.bounds
        ink = palette.DIM_TEXT if whole else palette.GOLD_LIGHT
        text.draw(surface, self.label, self.label_size(vp), ink, bold=True, midleft=vp.point(x, y + h / 2))
        track = self.track(vp)
        middle = y + h / 2
        pygame.draw.line(surface, palette.FELT_LINE, vp.point(track.x + 8, middle), vp.point(track.right - 8, middle),
                         vp.px(4))
        pygame.draw.line(surface, palette.GOLD if not whole else palette.SILVER_DARK,
                         vp.point(self._x_of(self.low, vp), middle), vp.point(self._x_of(self.high, vp), middle),
                         vp.px(4))
        for value in (self.low, self.high) if self.low != self.high else (self.low,):
            knob = self.knob(value, vp)
            pygame.draw.circle(surface, palette.PAPER, knob.center, knob.w // 2)
            text.draw(surface, str(value), text.legible(vp.px(15)), palette.INK, bold=True, center=knob.center)

    def knob(self, value: int, vp: Viewport) -> pygame.Rect:
        """The window's box of the knob standing at `value`."""
        x, y, _, h = self.rect
        box = pygame.Rect(0, 0, 2 * vp.px(9), 2 * vp.px(9))
        box.center = vp.point(self._x_of(value, vp), y + h / 2)
        return box
