"""Drawing the ring arena's furniture around the ring: the score race (the piles and the frames of the cards in play
are the kit's, game.ui.piles; the panels under the status line and the turn are game.ui.status.draw_panel).

Like game.ui.kenpo.draw, every function takes design-space rectangles and the viewport and draws at the window's
scale; none decides anything or reads the game. The still parts (the score race's tracks) are painted
into the arena's background layer.
"""

from __future__ import annotations

import pygame

from game.layout.kenpo.names import NAME_MARGIN, RaceNames, named_room, stacked_size
from game.layout.kenpo.names import race_names as names_under
from game.layout.kenpo.ring import score_spot
from game.ui import palette, text
from game.ui.palette import Rgb
from game.ui.viewport import Viewport


def race_names(vp: Viewport, zone: pygame.Rect, names: tuple[str, str]) -> RaceNames:
    """The names under the score race (the viewer's first), inside its panel's margins (game.layout.kenpo.names)."""
    return names_under(named_room(vp.rect(zone), vp.px(NAME_MARGIN)), vp.px(18), vp.px(2), names, text)


def score_race_back(surface: pygame.Surface, vp: Viewport, zone: pygame.Rect,
                    tracks: tuple[pygame.Rect, pygame.Rect], names: tuple[str, str],
                    colours: tuple[tuple[Rgb, Rgb], tuple[Rgb, Rgb]], goal: int) -> None:
    """What the score race shows whatever the scores (for the background layer): its panel and the goal, the
    empty tracks and the names under them (race_names), set one a row as large as the rows under the tracks allow."""
    box = vp.rect(zone)
    pygame.draw.rect(surface, palette.FELT_DARK, box, border_radius=vp.px(10))
    text.draw(surface, f"First to {goal}", vp.px(20), palette.GOLD_LIGHT, bold=True,
              center=vp.point(zone.centerx, zone.y + 16))
    named = lines, sizes, stacked = race_names(vp, zone, names)
    room = named_room(box, vp.px(NAME_MARGIN))
    y = vp.rect(tracks[0]).bottom + vp.px(4)
    size = stacked_size(named, box.bottom - y, text)
    for seat, (track, name, (light, _)) in enumerate(zip(tracks, lines, colours, strict=True)):
        pygame.draw.rect(surface, palette.RING_MAT, vp.rect(track), border_radius=vp.px(6))
        if not stacked:  # each name under its track
            text.draw(surface, name[0], sizes[seat], light, bold=True,
                      center=vp.point(track.centerx, track.bottom + 16))
            continue
        for line in name:
            anchor = {"topleft": (room.x, y)} if seat == 0 else {"topright": (room.right, y)}
            text.draw(surface, text.cut(line, size, room.w, bold=True), size, light, bold=True, **anchor)
            y += text.line_height(size, bold=True)


def score_race(surface: pygame.Surface, vp: Viewport, zone: pygame.Rect, tracks: tuple[pygame.Rect, pygame.Rect],
               scores: tuple[int, int], colours: tuple[tuple[Rgb, Rgb], tuple[Rgb, Rgb]], goal: int) -> None:
    """Over score_race_back: two tracks from 0 to the winning score, each filled to its seat's score, with the
    goal marked in gold across the top and every five points ticked; the scores big above them."""
    middle = (tracks[0].right + tracks[1].x) / 2
    for track, score, (light, dark) in zip(tracks, scores, colours, strict=True):
        text.draw(surface, str(score), vp.px(34), light, bold=True, center=vp.point(*score_spot(zone, track)))
        cells = vp.rect(track)
        top = cells.bottom - round(cells.h * min(score, goal) / goal)
        if score:
            pygame.draw.rect(surface, light, (cells.x, top, cells.w, cells.bottom - top), border_radius=vp.px(6))
        for mark in range(5, goal, 5):
            y = cells.bottom - round(cells.h * mark / goal)
            pygame.draw.line(surface, dark if y >= top else palette.RING_LINE, (cells.x, y), (cells.right - 1, y),
                             vp.px(2))
        pygame.draw.rect(surface, palette.GOLD, (cells.x - vp.px(3), cells.y - vp.px(2), cells.w + vp.px(6),
                                                 vp.px(4)))
    for mark in range(0, goal + 1, 5):
        at = tracks[0].bottom - tracks[0].h * mark / goal
        if mark == goal:
            text.draw(surface, str(mark), text.legible(vp.px(17)), palette.GOLD, bold=True,
                      center=vp.point(middle, at + 9))
        else:
            text.draw(surface, str(mark), text.legible(vp.px(15)), palette.DIM_TEXT, center=vp.point(middle, at))

