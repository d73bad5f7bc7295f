"""An overlay that asks the player to pick one card (the card an attack takes, a card to recover)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.base import Pop, Result, Scene
from game.ui import palette, text
from game.ui.widgets import Button

CARD_W, CARD_H, GAP = 130, 182, 18


class PickerScene(Scene):
    overlay = True

    def __init__(self, ctx, title: str, cards: list[str], notes: dict[str, str], cancellable: bool,
                 selectable: bool = True, *, face: Callable[[str, tuple[int, int]], pygame.Surface]):
        super().__init__(ctx)
        self.face = face  # draws a card as its owner shows it (the side it is on)
        self.title = title
        self.cards = cards
        self.notes = notes
        self.cancellable = cancellable
        self.selectable = selectable  # False: only shows the cards (a pile being looked through)
        self.hovered: str | None = None
        label = "Cancel" if selectable else "Close"
        self.cancel = Button(label, (580, 600, 120, 48), lambda: True, hotkey="Esc") if cancellable else None

    def _rects(self) -> dict[str, pygame.Rect]:
        """Design-space rectangles of the cards, centred in rows of at most seven."""
        rects, per_row = {}, 7
        for row_start in range(0, len(self.cards), per_row):
            row = self.cards[row_start : row_start + per_row]
            width = len(row) * CARD_W + (len(row) - 1) * GAP
            top = 180 + (row_start // per_row) * (CARD_H + 50)
            for i, card in enumerate(row):
                rects[card] = pygame.Rect(640 - width // 2 + i * (CARD_W + GAP), top, CARD_W, CARD_H)
        return rects

    def handle(self, event: pygame.event.Event) -> Result:
        vp = self.ctx.viewport
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.cancellable:
            return Pop(None)
        if self.cancel is not None and self.cancel.handle(event, vp):
            return Pop(None)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            point = vp.to_design(event.pos)
            self.hovered = next((c for c, r in self._rects().items() if r.collidepoint(point)), None)
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hovered is not None:
                return Pop(self.hovered) if self.selectable else None
        return None

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        title = text.render(self.title, text.fit(self.title, vp.px(30), vp.px(1100), bold=True), palette.GOLD_LIGHT,
                            bold=True)
        surface.blit(title, title.get_rect(center=vp.point(640, 130)))
        for card, rect in self._rects().items():
            box = vp.rect(rect)
            if card == self.hovered and self.selectable:
                pygame.draw.rect(surface, palette.HIGHLIGHT, box.inflate(vp.px(10), vp.px(10)), width=vp.px(4),
                                 border_radius=vp.px(12))
            surface.blit(self.face(card, box.size), box)
            note = self.notes.get(card)
            if note:
                rendered = text.render(note, vp.px(16), palette.TEXT)
                surface.blit(rendered, rendered.get_rect(midtop=(box.centerx, box.bottom + vp.px(6))))
        if self.cancel is not None:
            self.cancel.draw(surface, vp)
