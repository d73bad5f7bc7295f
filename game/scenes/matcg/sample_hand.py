"""The deck builder's sample opening hand, in the panel of its overlays (game.scenes.listing): it pops with None
when closed."""

from __future__ import annotations

import random

import pygame

from game.engine.matcg.cards import physical_ids
from game.files.matcg.draft import Draft
from game.layout.matcg.deck import sample_card
from game.layout.panel_list import PANEL
from game.scenes.base import Pop, Result
from game.scenes.dialog import default_pressed
from game.scenes.listing import draw_panel
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.matcg.faces import duel_face
from game.ui.widgets import Button


class SampleHandScene(TableScene):
    """Seven cards of the deck as a fight would deal them, with the faces a fight shows; Redraw deals again."""

    overlay = True

    def __init__(self, ctx, deck: Draft, seed: int):
        super().__init__(ctx)
        self.deck = deck
        self.rng = random.Random(seed)
        self.hand: list[str] = []
        self.mouse = (0, 0)
        self.redraw()
        self.buttons = [Button("Redraw", (PANEL.centerx - 240, PANEL.bottom - 74, 220, 52), self.redraw,
                               primary=True, hotkey="R"),
                        Button("Close", (PANEL.centerx + 20, PANEL.bottom - 74, 220, 52), self._close,
                               hotkey="Esc")]

    def redraw(self) -> None:
        self.hand = self.deck.opening_hand(self.rng)

    def _close(self) -> None:
        self.outcome = Pop(None)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop(None)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.redraw()
        if hasattr(event, "pos"):
            self.mouse = event.pos
        return self.handle_buttons(default_pressed(event, self.buttons, self.ctx.viewport))

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        draw_panel(surface, self, "A sample opening hand")
        if not self.hand:
            text.draw(surface, "The deck is empty.", vp.px(20), palette.DIM_TEXT, center=vp.point(640, 300))
        note = f"Seven cards of {self.deck.size}, shuffled as a fight deals them."
        text.draw(surface, note, vp.px(18), palette.DIM_TEXT, center=vp.point(PANEL.centerx, PANEL.y + 74))
        for k, physical in enumerate(physical_ids(0, tuple(self.hand))):
            box = vp.rect(sample_card(k, len(self.hand)))
            surface.blit(duel_face(self.deck.catalog, physical, box.size), box)
            if box.collidepoint(self.mouse):
                pygame.draw.rect(surface, palette.GOLD, box.inflate(vp.px(8), vp.px(8)), width=vp.px(3),
                                 border_radius=vp.px(8))
        self.draw_widgets(surface)
