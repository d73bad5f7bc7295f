"""The card held over the Kenpo ring: away from the ring it is drawn whole under the pointer; over the ring it
shrinks to a see-through token beside the pointer (game.layout.kenpo.ring.held_token) with its name across its top
(token_name), so the square, its fighter and its numbers stay in sight. The squares it may go to are lit with their
forecasts, and the numbers of the square under it are told in a tip, with their parts
(game.words.kenpo.ring.forecast_rows).

Functions of the arena (`HeldRing`, what they read of it), which its painter (game.ui.kenpo.paint.RingPainter) and
the arena call; they change nothing of it."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.layout.kenpo.names import held_name
from game.layout.kenpo.ring import HELD_CARD, held_token, square_rect
from game.play.kenpo.drops import RingDrops
from game.ui import palette, text
from game.ui.drag import draw_see_through
from game.ui.kenpo import draw as draw
from game.ui.kenpo.ring_view import RingView
from game.ui.shown_table import Pointing
from game.ui.tip import draw_tip
from game.words.kenpo.ring import forecast_rows


class HeldRing(RingView, Pointing, Protocol):
    """What the held card's drawing reads of the arena, besides what every part following the mouse does."""

    drops: RingDrops  # the squares a card may go to, each with its forecast


def draw_held(surface: pygame.Surface, arena: HeldRing, pulse: float) -> None:
    """The card in the hand of the mouse and the squares it may go to. Over the ring the card shrinks to a
    see-through token under the pointer, so the square, its fighter and its numbers stay in sight."""
    assert arena.drag is not None
    vp = arena.ctx.viewport
    sprite = arena.drag.sprite
    token = held_token(arena.zones["ring"], arena.pointer)
    if token is not None:
        box = pygame.Rect(vp.point(*token.topleft), vp.rect((0, 0, token.w, token.h)).size)
        draw_see_through(surface, arena.face, sprite.key, box, 200)
        token_name(surface, box, token_words(arena, sprite.key))
    else:
        surface.blit(sprite.image, sprite.rect)
    pointed, lit = None, []
    for square, forecast in arena.drops.forecasts(sprite.key).items():
        rect = square_rect(arena.zones, arena.viewer, square)
        over = rect.collidepoint(arena.pointer)
        draw.lit_square(surface, vp, rect, forecast, pulse, over)
        pointed = (forecast, vp.rect(rect)) if over else pointed
        lit += [] if over else [vp.rect(rect)]
    if pointed is not None:  # beside the square, clear of the other lit squares' numbers, the fighters, the status
        fighters = [vp.rect(square_rect(arena.zones, arena.viewer, square)) for square in arena.state.positions]
        clear_of = [*lit, *(rect for rect in fighters if rect != pointed[1]), vp.rect(arena.zones["status"])]
        draw_tip(surface, vp, forecast_rows(arena.catalog, arena.names, arena.viewer, pointed[0]), pointed[1], clear_of)


def token_words(arena: HeldRing, card: str) -> tuple[int, list[str]]:
    """The held card's name as its token over the ring prints it (a face that small prints none): in a band up to
    twice the token's width (it starts at the token's left edge; game.layout.kenpo.names.held_name)."""
    vp = arena.ctx.viewport
    width = 2 * vp.rect((0, 0, HELD_CARD[0], 1)).w - 6  # the token's, twice
    return held_name(arena.catalog.card(card).name, text.readable(vp.px(18)), width, text)


def token_name(surface: pygame.Surface, box: pygame.Rect, words: tuple[int, list[str]]) -> None:
    """The held card's name across the top of its token, in a band of the card's title colour: the card is told at a
    glance, and no more of the square is hidden than the token hides."""
    size, lines = words
    band = pygame.Rect(box.x, box.y, max(box.w, *(text.width(line, size, True) + 6 for line in lines)),
                       len(lines) * text.line_height(size, bold=True) + 4)
    pygame.draw.rect(surface, palette.TITLE_BAND, band, border_radius=3)
    text.draw_lines(surface, [(line, palette.TITLE_TEXT) for line in lines], size, band, bold=True)
