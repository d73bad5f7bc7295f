"""The Effect half of a compact card face (card_face.compact): each effect as the mark of its kind, in its colour,
beside its amount ("X+2"), since the words "Charge", "ENRAGE" or "Planning:" alone are wider than half a small card
at the least size a player can read. The enlarged card, and the line over each combo, say it in words.

The marks: a red burst deals, a steel shield blocks, a purple bolt charges, a green cross recovers, an orange flame
ENRAGES and two green cards plan.
"""

from __future__ import annotations

import math

import pygame

from game.engine.udo.cards import Effect
from game.layout.udo.card_face import effect_rows
from game.ui import palette, shapes, text
from game.ui.palette import Rgb
from game.words.udo.card_text import effect_short

Row = tuple[str | None, str, Rgb]  # the mark drawn before the words (an effect's kind), the words, their ink

COLORS: dict[str, Rgb] = {
    "deal": palette.ATTACK_RED,
    "block": palette.BLOCK_STEEL,
    "charge": palette.CHARGE_PURPLE,
    "recover": palette.RECOVER_GREEN,
    "enrage": palette.RAGE_DARK,
    "plan": palette.RECOVER_GREEN,
}


def rows(effects: tuple[Effect, ...]) -> list[Row]:
    """The lines of the effects: the first of each after the mark of its kind."""
    found: list[Row] = []
    for effect in effects:
        first, *rest = effect_short(effect)
        color = COLORS[effect.kind]
        found += [(effect.kind, first, color), *((None, line, color) for line in rest)]
    return found


def draw_rows(surface: pygame.Surface, panel: pygame.Rect, found: list[Row], size: int) -> None:
    """The rows centred in `panel`, one line each at `size`, a mark as tall as a line before the first words of an
    effect, and a little room between two effects (game.layout.udo.card_face.effect_rows)."""
    places = effect_rows(panel, [kind is not None for kind, _, _ in found],
                         [text.width(words, size, bold=True) for _, words, _ in found], text.line_height(size))
    for (kind, words, color), (square, end) in zip(found, places, strict=True):
        if kind is not None and square is not None:
            mark(surface, kind, square)
        text.draw(surface, words, size, color, bold=True, midright=end)


def mark(surface: pygame.Surface, kind: str, rect: pygame.Rect, color: Rgb | None = None) -> None:
    """The mark of an effect's `kind`, filling the square `rect`, in its own colour or in `color`."""
    color = color or COLORS[kind]
    x, y, s = rect.x, rect.y, rect.w
    cx, cy = rect.center
    if kind == "deal":
        shapes.polygon(surface, color, [(cx + s * (0.5 if i % 2 == 0 else 0.22) * math.sin(i * math.pi / 6),
                                         cy - s * (0.5 if i % 2 == 0 else 0.22) * math.cos(i * math.pi / 6))
                                        for i in range(12)])
    elif kind == "block":
        shapes.polygon(surface, color, [(x + s * 0.1, y + s * 0.05), (x + s * 0.9, y + s * 0.05),
                                        (x + s * 0.9, y + s * 0.5), (cx, y + s), (x + s * 0.1, y + s * 0.5)])
    elif kind == "charge":
        shapes.polygon(surface, color, [(x + s * 0.6, y), (x + s * 0.15, y + s * 0.58), (x + s * 0.45, y + s * 0.58),
                                        (x + s * 0.35, y + s), (x + s * 0.85, y + s * 0.4),
                                        (x + s * 0.55, y + s * 0.4)])
    elif kind == "recover":
        arm = max(2, round(s * 0.3))
        pygame.draw.rect(surface, color, (cx - arm // 2, y + s * 0.1, arm, s * 0.8))
        pygame.draw.rect(surface, color, (x + s * 0.1, cy - arm // 2, s * 0.8, arm))
    elif kind == "enrage":
        shapes.polygon(surface, color, [(cx, y), (x + s * 0.85, y + s * 0.6), (cx, y + s), (x + s * 0.15, y + s * 0.6),
                                        (x + s * 0.35, y + s * 0.4), (x + s * 0.45, y + s * 0.55)])
    else:  # plan: two cards, one held over the other
        back = pygame.Rect(x + round(s * 0.1), y + round(s * 0.05), round(s * 0.5), round(s * 0.7))
        shapes.rounded_rect(surface, shapes.mix(color, palette.PAPER, 0.5), back, max(1, s // 8))
        front = back.move(round(s * 0.3), round(s * 0.25))
        shapes.rounded_rect(surface, color, front, max(1, s // 8))
