"""The deck builder's own controls, in design space: a range slider with two knobs and a
scroll bar. Each handles its own mouse events and draws itself at the window's scale."""

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
    at the low end sat over "ATK"."""

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


@dataclass
class ScrollBar:
    """A scroll bar beside a list of `total` rows of which `visible` show from `first`; a click above or below the
    thumb pages, dragging it scrolls, and the wheel over `area` scrolls by rows."""

    rect: tuple[float, float, float, float]
    area: pygame.Rect
    visible: int
    step: int = 3  # rows a notch of the wheel scrolls
    total: int = 0
    first: int = 0
    grabbed: float | None = None  # where on the thumb it was grabbed (design y), while dragged

    @property
    def scrolls(self) -> bool:
        return self.total > self.visible

    def clamp(self) -> None:
        self.first = max(0, min(self.first, self.total - self.visible))

    def thumb(self) -> pygame.Rect:
        x, y, w, h = self.rect
        share = self.visible / max(1, self.total)
        height = max(24.0, h * min(1.0, share))
        room = h - height
        top = y + (room * self.first / max(1, self.total - self.visible) if self.scrolls else 0)
        return pygame.Rect(round(x), round(top), round(w), round(height))

    def handle(self, event: pygame.event.Event, vp: Viewport, mouse: tuple[int, int]) -> bool:
        """True when the event scrolled (or was a click on the bar); `mouse` is where the pointer is, for the wheel."""
        if not self.scrolls:
            return False
        if event.type == pygame.MOUSEWHEEL:
            if not vp.rect(self.area).collidepoint(mouse):
                return False
            self.first -= event.y * self.step
            self.clamp()
            return True
        at = vp.to_design(event.pos) if hasattr(event, "pos") else (0.0, 0.0)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pygame.Rect(self.rect).collidepoint(at):
            thumb = self.thumb()
            if thumb.collidepoint(at):
                self.grabbed = at[1] - thumb.y
            else:
                self.first += self.visible if at[1] > thumb.y else -self.visible
                self.clamp()
            return True
        if event.type == pygame.MOUSEMOTION and self.grabbed is not None:
            x, y, w, h = self.rect
            room = h - self.thumb().h
            share = (at[1] - self.grabbed - y) / max(1.0, room)
            self.first = round(share * (self.total - self.visible))
            self.clamp()
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.grabbed is not None:
            self.grabbed = None
            return True
        return False

    def draw(self, surface: pygame.Surface, vp: Viewport) -> None:
        if not self.scrolls:
            return
        pygame.draw.rect(surface, palette.FELT_DARK, vp.rect(self.rect), border_radius=vp.px(5))
        pygame.draw.rect(surface, palette.SILVER_DARK if self.grabbed is None else palette.SILVER,
                         vp.rect(self.thumb()), border_radius=vp.px(5))
