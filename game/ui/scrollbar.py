"""A scroll bar beside a list that shows some of its rows, in design space: the deck builder's lists, the History
panel, the card picker, and the Rules and Records pages (a row of theirs a pixel of the page). It handles its own
mouse events (the wheel over its list, a click above or below the thumb, the thumb dragged) and draws itself at the
window's scale; the list reads `first`, the first row in sight."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import palette
from game.ui.viewport import Viewport


@dataclass
class ScrollBar:
    """A scroll bar beside a list of `total` rows of which `visible` show from `first`; a click above or below the
    thumb pages, dragging it scrolls, and the wheel over `area` scrolls by rows (anywhere, for an `area` of None: an
    overlay's one list)."""

    rect: tuple[float, float, float, float]
    area: pygame.Rect | None
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

    def handle(self, event: pygame.event.Event, vp: Viewport, mouse: tuple[int, int] = (0, 0)) -> bool:
        """True when the event scrolled (or was a click on the bar); `mouse` is where the pointer is, for the wheel
        over `area`."""
        if not self.scrolls:
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.area is not None and not vp.rect(self.area).collidepoint(mouse):
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
