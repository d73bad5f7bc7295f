"""Which cards can be played, at every seated table: while the person at the screen may act, each card of their hand
(the zones the table names in `hand_zones`) that some legal command plays (`played_cards`, from the engine's
`legal_commands`) is lit, with a tick when the colour-blind-safe marks are on (game.ui.marks), and every other
card of the hand is dimmed. At any other moment the hand is drawn as it is.

A part of a game's table (game.scenes.seated): its painter calls `under` before it draws a card and `over` after,
or `draw` for both and the card between them, or `draw_all` for every card of the table but the one held."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import Command
from game.ui import marks, palette, stamps
from game.ui.drag import CardSprite
from game.ui.face_cache import SurfaceCache

VEIL_ALPHA = 130  # over a card that cannot be played now: dimmed, still readable


# The veils over cards that cannot be played, one per card size: bounded by their pixels, as the sizes vary.
VEILS = SurfaceCache(min_pixels=300_000, windows=0.15)


def _veil(size: tuple[int, int], radius: int) -> pygame.Surface:
    return VEILS.get((size, radius), None, lambda: _drawn_veil(size, radius))


def _drawn_veil(size: tuple[int, int], radius: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*palette.FELT_DARK, VEIL_ALPHA), veil.get_rect(), border_radius=radius)
    return veil


class PlayableCards:
    def __init__(self, table: Any):
        self.table = table
        self._found: tuple[list[Command], frozenset[str]] | None = None  # the legal commands, and the cards they play

    def playable(self) -> frozenset[str] | None:
        """The cards the person at the screen can play now; None while they may not act (nothing is marked)."""
        legal: list[Command] = self.table._legal()
        if not legal:
            return None
        if self._found is None or self._found[0] is not legal:
            self._found = (legal, frozenset(card for command in legal for card in self.table.played_cards(command)))
        return self._found[1]

    def _marked(self, sprite: CardSprite) -> bool | None:
        """Whether `sprite` is lit (True) or dimmed (False); None for a card that is neither."""
        slot = self.table.slots.get(sprite.key)
        if slot is None or slot.zone not in self.table.hand_zones:
            return None
        playable = self.playable()
        return None if playable is None else sprite.key in playable

    def under(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        """Before the card is drawn: the light round a card that can be played (the card drawn over its middle)."""
        if self._marked(sprite):
            marks.ring(surface, self.table.ctx.viewport, sprite.rect, palette.HIGHLIGHT)

    def over(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        """After the card is drawn: its tick (colour-blind-safe marks), or the veil of a card that cannot be played."""
        marked = self._marked(sprite)
        vp = self.table.ctx.viewport
        if marked:
            marks.legal(surface, vp, sprite.rect)
        elif marked is not None:
            surface.blit(_veil(sprite.rect.size, vp.px(8)), sprite.rect)

    def draw(self, surface: pygame.Surface, sprite: CardSprite, image: pygame.Surface, shadow: int = 0) -> None:
        """A card of the table (`image`) where it lies, lit or dimmed as it may be played (`under`, `over`), on a
        shadow cast `shadow` design px down and right (0: none)."""
        self.under(surface, sprite)
        if shadow:
            stamps.card_shadow(surface, self.table.ctx.viewport, sprite.rect, shadow, sprite.size == sprite.goal)
        surface.blit(image, sprite.rect)
        self.over(surface, sprite)

    def draw_all(self, surface: pygame.Surface, held: CardSprite | None, shadow: int = 0) -> None:
        """Every card of the table (its sprites) as `draw` draws it, but the `held` one, which the painter draws with
        what it would do; the held card's picture is kept at the window's scale all the same."""
        vp = self.table.ctx.viewport
        for sprite in self.table.sprites.sprites():
            image = sprite.drawn(vp, self.table.face)
            if sprite is not held:
                self.draw(surface, sprite, image, shadow)
