"""Udo's cards and the attack deck's back, drawn at the exact size asked for (the attack cards: attack_art), each part
where game.layout.udo.card_face lays it (a face narrower than SMALLEST_CARD is compact there).

Card layout follows the rulebook: the title on top, a body pictogram, then the Condition on the
LEFT half (still visible when the next card of a combo covers the right half) and the Effect on
the RIGHT half (what the card does as a finisher). Titles are left-aligned for the same reason.
"""

from __future__ import annotations

import pygame

from game.content.udo import hero_titles, special_move_ids
from game.engine.udo.cards import Card, Effect
from game.layout.cards import Size
from game.layout.udo.card_face import compact, hero_parts
from game.ui import palette, shapes, text
from game.ui.card_parts import back_field, card_frame, face, text_panel, title_band
from game.ui.palette import Rgb
from game.ui.udo.effect_marks import COLORS, draw_rows, rows
from game.words.udo.card_text import area_of, condition_short, condition_text, effect_text, keep_together


def _effect_lines(effects: tuple[Effect, ...]) -> list[tuple[str, Rgb]]:
    return [(effect_text(effect), COLORS[effect.kind]) for effect in effects]


def card_face(card: Card, size: Size, enraged: bool = False) -> pygame.Surface:
    """The front of one of the hero's cards (portrait, 5:7), cached by id, side and size. Kai's
    ENRAGED side has a fiery border."""
    return face(("card", card.id, enraged), size, lambda surface: _draw_card(surface, card, enraged))


def _draw_card(surface: pygame.Surface, card: Card, enraged: bool) -> None:
    size = w, h = surface.get_size()
    special = card.id in special_move_ids()  # a master's special move has a gold trim
    inner = card_frame(surface, palette.GOLD if special else palette.RAGE if enraged else palette.RIM, palette.PAPER)
    if special:  # a master technique: gold rim with a fine dark-gold inner line
        inner = shapes.framed_rect(surface, inner, round(w * 0.05), palette.GOLD_DARK, palette.PAPER,
                                   max(1, round(w * 0.01)))
    parts = hero_parts(size, text.line_height(text.least_legible()), inner)
    band, figure_box, left, right = parts["band"], parts["figure"], parts["condition"], parts["effect"]
    band_fill = palette.GOLD if special else palette.RAGE_DARK if enraged else palette.TITLE_BAND
    ink = palette.INK if special else palette.TITLE_TEXT
    shapes.disc(surface, palette.PAPER_SHADE, figure_box.center, figure_box.w * 0.52)
    shapes.figure(surface, figure_box.inflate(-round(w * 0.02), -round(w * 0.02)), area_of(card.name),
                  palette.INK_SOFT, palette.ATTACK_RED)
    least = text.least_legible() if compact(size) else 0  # a compact face's words are never set smaller
    title_band(surface, band, card.name, band_fill, ink, hero_titles(), least, keep_together)
    wording = condition_short if least else condition_text
    conditions = [(wording(c), palette.INK) for c in card.conditions] or [("Any", palette.DIM_TEXT)]
    max_size = least or round(w * 0.15)
    text_panel(surface, left, conditions, palette.PAPER_COOL, max_size, least, keep_together)
    if least:
        shapes.rounded_rect(surface, palette.PAPER_SHADE, right, round(right.w * 0.1))
        draw_rows(surface, right, rows(card.effects), least)
    else:
        text_panel(surface, right, _effect_lines(card.effects), palette.PAPER_SHADE, max_size, glue=keep_together)
    if enraged:
        _flames(surface, inner)


def _flames(surface: pygame.Surface, inner: pygame.Rect) -> None:
    """Tongues of fire licking in from the rim, orange and gold in turn: the ENRAGED side."""
    w = surface.get_width()
    step, depth = max(4, round(w * 0.1)), max(2, round(w * 0.04))
    colors = (palette.RAGE, palette.GOLD_LIGHT)
    edges = [
        (inner.topleft, (1, 0), (0, 1), inner.w), (inner.bottomleft, (1, 0), (0, -1), inner.w),
        (inner.topleft, (0, 1), (1, 0), inner.h), (inner.topright, (0, 1), (-1, 0), inner.h),
    ]
    for (x0, y0), (ax, ay), (nx, ny), length in edges:
        for i, start in enumerate(range(0, length - step // 2, step)):
            a = (x0 + ax * start, y0 + ay * start)
            b = (x0 + ax * min(length, start + step), y0 + ay * min(length, start + step))
            tip = ((a[0] + b[0]) / 2 + nx * depth * (1.0 if i % 2 else 0.6),
                   (a[1] + b[1]) / 2 + ny * depth * (1.0 if i % 2 else 0.6))
            pygame.draw.polygon(surface, colors[i % 2], (a, b, tip))


def card_back(size: Size) -> pygame.Surface:
    """The back of the attack deck: red and black with a struck-through medallion."""
    return face(("back",), size, _draw_back)


def _draw_back(surface: pygame.Surface) -> None:
    w = surface.get_width()
    field = back_field(surface, palette.ATTACK_RED, palette.ATTACK_RED_DARK, 0.015)
    step = max(6, round(w * 0.1))
    clip = surface.get_clip()
    surface.set_clip(field.inflate(-2, -2))
    for offset in range(-field.h, field.w + field.h, step):
        a, b = (field.x + offset, field.y), (field.x + offset + field.h, field.bottom)
        pygame.draw.aaline(surface, palette.BACK_BLACK, a, b, max(1, round(w * 0.012)))
        pygame.draw.aaline(surface, palette.BACK_BLACK, (a[0], b[1]), (b[0], a[1]), max(1, round(w * 0.012)))
    surface.set_clip(clip)
    center, radius = field.center, w * 0.26
    shapes.disc(surface, palette.GOLD_DARK, center, radius)
    shapes.disc(surface, palette.BACK_BLACK, center, radius * 0.9)
    shapes.disc(surface, palette.ATTACK_RED, center, radius * 0.74)
    arm = radius * 0.38
    cross = pygame.Rect(0, 0, round(2 * arm), round(2 * arm))
    cross.center = center
    shapes.x_mark(surface, palette.BACK_BLACK, cross, shapes.stroke(w, 0.07))
