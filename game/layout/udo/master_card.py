"""Where each part of a master's card front lies (game.ui.udo.faces draws it there, and the board hit-tests its hearts
there): its name's band, its glory coins, its motto, a panel per body with its swords and hearts, and the special
move it rewards; and the master's name as it fits its band (name_fitted, on either side). Pure arithmetic over the
card's size and what its words measure (game.layout.measure: game.ui.text passes itself)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.udo.cards import Master
from game.layout.measure import Measure

Size = tuple[int, int]


@dataclass(frozen=True)
class MasterCard:
    """Where each part of a master's front lies, in pixels of the face (a heart's key: "body.heart", e.g. "0.2")."""

    band: pygame.Rect
    coins: tuple[tuple[float, float], ...]
    coin_radius: float
    style: pygame.Rect
    bodies: tuple[pygame.Rect, ...]
    swords: tuple[pygame.Rect, ...]
    hearts: dict[str, pygame.Rect]
    footer: pygame.Rect


COMPACT_WIDTH = 170  # narrower master cards (the grid of masters to choose from) leave out the motto and the reward
NUMBER_LINES = 5 / 3  # a heart's widest number ("10") at the Largest text, in lines of the least legible text


def master_card(master: Master, size: Size, least_line: int) -> MasterCard:
    """Where everything of a master's front lies. The motto and the reward take two lines each when needed, so
    they are never smaller than text a player must read; a compact card, narrower than COMPACT_WIDTH or too short
    for those two lines at the least legible size (the grid of masters in a large window), leaves them to the
    enlarged one beside it, and gives the room to the hearts. `least_line`: the height of a line of the least legible
    text at the player's text size."""
    w, h = size
    compact = w < COMPACT_WIDTH or round(h * 0.095) < 2 * least_line
    inset = max(2, round(w * 0.028))
    gap = max(2, round(w * 0.03))
    band = pygame.Rect(inset, inset, w - 2 * inset, round(h * (0.15 if compact else 0.13)))
    radius = w * 0.045
    coin_y = band.bottom + gap + radius
    step = radius * 2.4
    first = w / 2 - step * (master.glory - 1) / 2
    coins = tuple((first + i * step, coin_y) for i in range(master.glory))
    style = pygame.Rect(band.x + gap, round(coin_y + radius + gap / 2), band.w - 2 * gap,
                        0 if compact else round(h * 0.095))
    footer_h = 0 if compact else round(h * 0.095)
    footer = pygame.Rect(band.x + gap, h - inset - gap - footer_h, band.w - 2 * gap, footer_h)
    area = pygame.Rect(band.x + gap, style.bottom + gap // 2, band.w - 2 * gap, footer.top - gap - style.bottom)
    count = len(master.bodies)
    panel_h = (area.h - gap * (count - 1)) // count
    bodies, swords, hearts = [], [], {}
    for b, body in enumerate(master.bodies):
        panel = pygame.Rect(area.x, area.y + b * (panel_h + gap), area.w, panel_h)
        bodies.append(panel)
        sword_rects, heart_area, rows = _split_body(panel, body.swords, len(body.hearts), gap, least_line)
        swords += sword_rects
        across = -(-len(body.hearts) // rows)  # hearts a row, the last row the rest
        for i in range(len(body.hearts)):
            row = pygame.Rect(heart_area.x, heart_area.y + i // across * heart_area.h // rows, heart_area.w,
                              heart_area.h // rows)
            hearts[f"{b}.{i}"] = _heart_row(row, min(across, len(body.hearts) - i // across * across))[i % across]
    return MasterCard(band, coins, radius, style, tuple(bodies), tuple(swords), hearts, footer)


def name_fitted(name: str, max_size: int, across: int, measure: Measure) -> tuple[str, int]:
    """A master's name and its size, at most `max_size` and never under the least legible size: the whole name, or
    without its title where that does not fit ("Lightspeed" on a card of the grid, a defeated "Iron Body"), at the
    size of the names that fit only just."""
    size = max(measure.least_legible(), measure.fit(name, max_size, across))
    return measure.fitted((name, name.removeprefix("Master ")), size, across), size


def _split_body(panel: pygame.Rect, count: int, count_hearts: int, gap: int, least_line: int
                ) -> tuple[list[pygame.Rect], pygame.Rect, int]:
    """Sword icons, the room left for hearts and the rows they take there: swords on top of a tall panel, at the left
    of a flat one; the hearts in one row, or in two where one row's would be narrower than their widest number at the
    Largest text (the numbers ran into each other: five hearts in the grid of masters of a 1024x600 window)."""
    inner = panel.inflate(-2 * gap, -2 * gap)
    stacked = panel.h >= panel.w * 0.45
    sword_h = round(inner.h * 0.36) if stacked else inner.h
    sword_w = max(3, round(sword_h / 3))
    row_w = count * sword_w + (count - 1) * gap
    left = inner.centerx - row_w // 2 if stacked else inner.x
    rects = [pygame.Rect(left + i * (sword_w + gap), inner.y, sword_w, sword_h) for i in range(count)]
    if stacked:  # swords over hearts, the pair centred in the panel
        rows = 2 if inner.w / count_hearts * 0.9 < least_line * NUMBER_LINES and count_hearts > 2 else 1
        side = min((inner.h - sword_h - 2 * gap) / rows, inner.w / -(-count_hearts // rows) * 0.9)
        top = round(inner.centery - (sword_h + 2 * gap + side * rows) / 2)
        rects = [rect.move(0, top - inner.y) for rect in rects]
        return rects, pygame.Rect(inner.x, top + sword_h + 2 * gap, inner.w, round(side * rows)), rows
    return rects, pygame.Rect(inner.x + row_w + gap, inner.y, inner.w - row_w - gap, inner.h), 1


def _heart_row(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """`count` equal hearts in a centred row across `area`, never touching."""
    side = min(area.h, area.w / count * 0.9)
    heart_w, heart_h = round(side), round(side * 0.92)
    slot = min(area.w / count, side * 1.3)
    first = area.centerx - slot * (count - 1) / 2
    return [pygame.Rect(round(first + slot * i - heart_w / 2), round(area.centery - heart_h / 2), heart_w,
                        heart_h) for i in range(count)]
