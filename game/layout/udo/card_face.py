"""Where the campaign's card faces print their parts, in pixels of the face (game.ui.udo.card_art, attack_art and
effect_marks draw them there; the board reads what the mouse points at from the same rectangles). Pure arithmetic over
the card's size and what its words measure, which game.ui.text measures: the height of a line of the least legible
text (`least_line`, at the player's text size), and the widths of a row's words."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.layout.cards import Size, inside

# Narrower faces (the table's in a window smaller than 1280x720) are compact: a smaller figure, the title on one or two
# lines, the Condition in short words (wording.condition_short) and the Effect as marks (effect_marks); an attack's
# Block a shield and its number, its loss the area alone. Every word is at the least size a player can read; the
# enlarged card prints the whole text.
SMALLEST_CARD = 110

# An attack card narrower than this (the table's in a window up to 1280x720) sets its figure and Block badge on a
# flatter row, "BLOCK 4+" on one line, so its notes (the block bonus, an opening or a guard) have room for every word.
SMALL_ATTACK = 120


def compact(size: Size) -> bool:
    """Whether a hero's card face of `size` is compact."""
    return size[0] < SMALLEST_CARD


def band_height(size: Size, least_line: int) -> int:
    """The height of the title band of a hero's card face of `size`: a fifth of the card, on a compact face at least
    two lines of the least size a player can read."""
    w, h = size
    if not compact(size):
        return round(h * 0.2)
    return max(round(h * 0.2), 2 * least_line + round(h * 0.04))


def halves(size: Size, least_line: int, inner: pygame.Rect | None = None) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a card face of `size` prints its Condition (the left half) and its Effect (the right half), in pixels of
    the face; `inner`, the inside of its frame (a master technique's is narrower), else the plain frame's."""
    w, h = size
    if inner is None:
        inner = inside(size)
    under_band = inner.y + band_height(size, least_line)
    halves_top = under_band + round(h * (0.22 if compact(size) else 0.3))  # and the figure's
    edge, split = max(1, round(w * 0.012)), max(1, round(w * 0.01))
    height = inner.bottom - edge - halves_top
    return (pygame.Rect(inner.x + edge, halves_top, w // 2 - split - inner.x - edge, height),
            pygame.Rect(w // 2 + split, halves_top, inner.right - edge - w // 2 - split, height))


def title_room(size: Size, least_line: int, inner: pygame.Rect) -> pygame.Rect:
    """Where a card face of `size` (a hero's or an attack) prints its title, across the top of `inner`, the inside of
    its frame."""
    return pygame.Rect(inner.x, inner.y, inner.w, band_height(size, least_line))


def hero_parts(size: Size, least_line: int, inner: pygame.Rect) -> dict[str, pygame.Rect]:
    """Where a hero's card face of `size` prints each part, in pixels of the face: its "band" (the title, title_room),
    its "figure" (the body it works on, a square centred between the band and the halves), its "condition" and its
    "effect" (halves); `inner`, the inside of its frame (a master technique's is narrower)."""
    band = title_room(size, least_line, inner)
    condition, effect = halves(size, least_line, inner)
    side = condition.y - band.bottom - round(size[0] * 0.03)
    figure = pygame.Rect(0, 0, side, side)
    figure.center = (size[0] // 2, (band.bottom + condition.y) // 2)
    return {"band": band, "figure": figure, "condition": condition, "effect": effect}


def effect_rows(panel: pygame.Rect, marked: Sequence[bool], widths: Sequence[int], step: int
                ) -> list[tuple[pygame.Rect | None, tuple[int, int]]]:
    """Where a compact face's Effect half (`panel`) prints its rows (game.ui.udo.effect_marks), each a line `step` px
    tall and the block of them centred in it: a row that begins an effect (`marked`) has the mark of its kind, a
    square as tall as a line, before its words (`widths`, in px), and a little room above it after the first row. Each
    row's mark (None where it has none) and the right end of its words, halfway down its line."""
    gap = max(1, step // 4)
    y = panel.centery - (len(marked) * step + gap * sum(marked[1:])) / 2
    rows = []
    for k, (mark, words) in enumerate(zip(marked, widths, strict=True)):
        if mark and k:
            y += gap
        side = step if mark else 0
        across = side + (max(1, side // 6) if mark else 0) + words
        left = panel.centerx - across / 2
        rows.append((pygame.Rect(round(left), round(y), side, side) if mark else None,
                     (round(left + across), round(y + step / 2))))
        y += step
    return rows


def attack_parts(size: Size, least_line: int) -> dict[str, pygame.Rect]:
    """Where an attack card's face of `size` prints each part, in pixels of the face: its "figure" (the area it
    strikes), its "block" badge (the Block that stops it), its "lose" panel (what it takes) and its "bonus" notes (the
    block bonus, an opening or a guard)."""
    w, h = size
    inner = inside(size)
    if compact(size):  # a row for the figure and the Block badge ("4+" after a shield), one for what it takes
        edge = max(1, round(w * 0.012))
        row = least_line + 2 * max(2, round(h * 0.025))
        figure = pygame.Rect(inner.x + edge, inner.y + band_height(size, least_line) + 2 * edge, row, row)
        block = pygame.Rect(figure.right + 2 * edge, figure.y, inner.right - edge - figure.right - 2 * edge, row)
        lose = pygame.Rect(figure.x, figure.bottom + 2 * edge, inner.w - 2 * edge, row)
        bonus = pygame.Rect(lose.x, lose.bottom + 2 * edge, lose.w, inner.bottom - edge - lose.bottom - 2 * edge)
        return {"figure": figure, "block": block, "lose": lose, "bonus": bonus}
    gap = round(w * 0.03)
    small = w < SMALL_ATTACK
    middle = pygame.Rect(inner.x + gap, inner.y + round(h * 0.2) + gap, inner.w - 2 * gap,
                         round(h * (0.15 if small else 0.22)))
    figure = pygame.Rect(middle.x, middle.y, middle.h, middle.h)
    block = pygame.Rect(figure.right + gap, middle.y, middle.right - figure.right - gap, middle.h)
    lose = pygame.Rect(middle.x, middle.bottom + gap, middle.w, round(h * (0.2 if small else 0.22)))
    bonus = pygame.Rect(middle.x, lose.bottom + gap, middle.w, inner.bottom - gap - lose.bottom - gap)
    return {"figure": figure, "block": block, "lose": lose, "bonus": bonus}


def badge_parts(inner: pygame.Rect, side: int, number_width: int) -> tuple[pygame.Rect, tuple[int, int]]:
    """Where a compact attack's Block badge (its inside, `inner`) prints its shield, a square of `side`, and the
    number after it (`number_width` px wide), the two centred together: the shield's square and the right end of the
    number, halfway down."""
    across = side + 2 + number_width
    left = round(inner.centerx - across / 2)
    return pygame.Rect(left, round(inner.centery - side / 2), side, side), (left + across, inner.centery)


def badge_rows(inner: pygame.Rect, word_line: int) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a full attack's Block badge (its inside, `inner`) prints "BLOCK", a row at least as tall as its line
    (`word_line`), and the number under it, raised a little toward the word."""
    label = pygame.Rect(inner.x, inner.y, inner.w, max(round(inner.h * 0.36), word_line))
    number = pygame.Rect(inner.x, label.bottom, inner.w, inner.bottom - label.bottom)
    return label, number.move(0, -round(number.h * 0.04))


def lose_parts(inner: pygame.Rect, compact_face: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """Where an attack's loss panel (its inside, `inner`) prints its red X and its words: on a compact face, one flat
    row, the X as tall as half the panel, its words beside it; else a smaller X in the corner its words leave it."""
    side = round(inner.h * (0.5 if compact_face else 0.26))
    mark = pygame.Rect(0, 0, side, side)
    mark.center = (inner.x + round(inner.h * (0.45 if compact_face else 0.26)), inner.centery)
    left = mark.right + round(inner.h * 0.3) if compact_face else inner.x + round(inner.h * 0.5)
    return mark, pygame.Rect(left, inner.y, inner.right - left - round(inner.h * 0.04), inner.h)


def part_at(size: Size, least_line: int, at: tuple[int, int], attack: bool) -> str:
    """The part of a face of `size` at the point `at` (pixels of the face): an attack's, by attack_parts' names, or a
    card's "condition" or "effect" half (halves); "" off every part."""
    parts = attack_parts(size, least_line) if attack else dict(zip(("condition", "effect"), halves(size, least_line),
                                                                   strict=True))
    return next((name for name, box in parts.items() if box.collidepoint(at)), "")
