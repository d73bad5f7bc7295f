"""Toasts: a short message shown for a few seconds where the player is looking, stacked clear of what must stay
in sight, fading out at the end."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import palette, text
from game.ui.viewport import Viewport

TOAST_FADE = 0.4  # the last seconds of a toast's, over which it fades out


class Toast:
    """A short message shown where the player is looking (e.g. why a card snapped back), with its bottom at `at`
    (design space), for `seconds`."""

    def __init__(self, message: str, at: tuple[float, float], seconds: float = 3.0,
                 color: tuple[int, int, int] = palette.ERROR_RED, width: float = 360) -> None:
        self.message = message
        self.at = at
        self.seconds = seconds
        self.color = color
        self.width = width  # design px its words are wrapped to, at the Normal text
        self.drawn = False  # drawn once at least: until it fades, it stands as it is
        self._picture: tuple[object, list[pygame.Surface], pygame.Surface] | None = None  # (_made)

    def update(self, dt: float) -> bool:
        self.seconds -= dt
        return self.seconds > 0

    def moving(self) -> bool:
        """Whether it changes on screen with no input: it is still to be drawn, or it fades out (its last
        TOAST_FADE seconds). Before then it stands as it is, and the window's rest counts its time (game.app.rest)."""
        return not self.drawn or self.seconds <= TOAST_FADE

    def _made(self, viewport: Viewport) -> tuple[list[pygame.Surface], pygame.Surface]:
        """Its words, half as large again at the Largest text as at the Normal (a hint told at the table), and its box,
        as much wider, with them in it: made once while the window and the text size stay (a toast stands for
        seconds, its picture blitted each frame)."""
        key = (viewport, text.scale())
        if self._picture is None or self._picture[0] != key:
            size = text.as_large(viewport.px(18))
            width = min(round(viewport.px(self.width) * text.enlarged(viewport.px(18))),
                        viewport.width - viewport.px(40))
            lines = [text.render(line, size, palette.TEXT) for line in text.wrap(self.message, size, width)]
            pad = viewport.px(10)
            panel = pygame.Surface((max(r.get_width() for r in lines) + 2 * pad,
                                    sum(r.get_height() for r in lines) + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(panel, (*palette.FELT_DARK, 235), panel.get_rect(), border_radius=viewport.px(8))
            pygame.draw.rect(panel, self.color, panel.get_rect(), width=viewport.px(2), border_radius=viewport.px(8))
            top = pad
            for r in lines:
                panel.blit(r, (pad, top))
                top += r.get_height()
            self._picture = key, lines, panel
        return self._picture[1], self._picture[2]

    def set_ahead(self, viewport: Viewport) -> None:
        """Its words wrapped and rendered as `draw` will set them, nothing drawn: for a scene that knows what a toast
        will say before it shows (a lesson refuses every move but its step's with the step's hint)."""
        self._made(viewport)

    def box(self, viewport: Viewport, bounds: pygame.Rect, avoid: Sequence[pygame.Rect] = (),
            taken: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Where the toast is drawn (window pixels, inside `bounds`): its bottom at `at`; where it would cover one of
        `avoid` (design space: a status line the player must be able to read, a lesson's words) or of `taken`
        (window pixels: the toasts drawn before it), the nearest place just above or below one of them that covers
        none; where there is no such place, at `at`, or when that covers one of `taken`, the nearest place that covers
        none of them."""
        return self._placed(self._made(viewport)[1], viewport, bounds, avoid, taken)

    def _placed(self, picture: pygame.Surface, viewport: Viewport, bounds: pygame.Rect,
                avoid: Sequence[pygame.Rect], taken: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        box = picture.get_rect()
        box.midbottom = viewport.point(*self.at)
        box.clamp_ip(bounds)
        clear = [viewport.rect(rect) for rect in avoid] + list(taken)
        if box.collidelist(clear) < 0:
            return box
        gap = viewport.px(4)
        places = [box.move(0, y - box.y) for rect in clear for y in (rect.top - gap - box.h, rect.bottom + gap)]
        free = [place for place in places if bounds.contains(place) and place.collidelist(clear) < 0]
        if not free and box.collidelist(list(taken)) >= 0:  # no room clear of all: clear of the toasts at least
            free = [place for place in places if bounds.contains(place) and place.collidelist(list(taken)) < 0]
        return min(free, key=lambda place: abs(place.y - box.y)) if free else box

    def draw(self, surface: pygame.Surface, viewport: Viewport, avoid: Sequence[pygame.Rect] = (),
             taken: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Draws the toast where `box` places it, fading out over its last moments; where it was drawn."""
        panel = self._made(viewport)[1]
        box = self._placed(panel, viewport, surface.get_rect(), avoid, taken)
        panel.set_alpha(max(0, min(255, int(255 * self.seconds / TOAST_FADE))))
        surface.blit(panel, box)
        self.drawn = True
        return box


def draw_toasts(surface: pygame.Surface, viewport: Viewport, toasts: Sequence[Toast],
                avoid: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """Draws toasts, each clear of `avoid` and of those drawn before it: several asked for at one spot (the notices
    of a start-up) are stacked, the later ones above, never drawn over one another. Where each was drawn."""
    drawn: list[pygame.Rect] = []
    for toast in toasts:
        drawn.append(toast.draw(surface, viewport, avoid, drawn))
    return drawn
