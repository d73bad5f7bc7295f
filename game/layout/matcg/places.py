"""Where each fighter sits at a table of Martial Arts, in design space: pure arithmetic over the zones of the map.

A duel (levels/matcg.tmx) has the opponent's panel across the top and the seat's own above its hand. A fight of
teams (levels/matcg_teams.tmx) keeps the seat's own panel above its hand and lays every other fighter out as a
compact panel in the "others" strip: the fighters of the other side first, clockwise from the seat, then its
teammates; one row for up to four of them, two rows for more. Each such panel is a zone of its own,
`fighter_<seat>`, onto which an attack aimed at that fighter is dropped.
"""

from __future__ import annotations

from math import ceil

import pygame

from game.engine.matcg.state import MatcgState
from game.engine.matcg.teams import team_of

DUEL_LEVEL, TEAMS_LEVEL = "matcg", "matcg_teams"
GAP = 8
ONE_ROW = 4  # up to this many other fighters lie in one row
FIGHTER = "fighter_"  # the zone of another fighter's panel: FIGHTER + its seat


def level_for(view: MatcgState) -> str:
    """The map of the table: the duel's, or the one for fights of teams."""
    return TEAMS_LEVEL if view.teams else DUEL_LEVEL


def others(view: MatcgState, viewer: int) -> list[int]:
    """The other fighters in the order their panels lie: the other side first, clockwise, then the teammates."""
    mine = team_of(view, viewer)
    around = [(viewer + step) % view.seats for step in range(1, view.seats)]
    return [seat for seat in around if seat not in mine] + [seat for seat in around if seat in mine]


def grid(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    """`count` panels filling the zone, row by row."""
    if count <= 0:
        return []
    rows = 1 if count <= ONE_ROW else 2
    cols = ceil(count / rows)
    w = (zone.w - GAP * (cols - 1)) / cols
    h = (zone.h - GAP * (rows - 1)) / rows
    return [pygame.Rect(round(zone.x + (k % cols) * (w + GAP)), round(zone.y + (k // cols) * (h + GAP)), round(w),
                        round(h)) for k in range(count)]


def fighter_zone(view: MatcgState, viewer: int, seat: int) -> str:
    """The name of the zone where `seat`'s panel lies, as the viewer sees the table."""
    if seat == viewer:
        return "me"
    return f"{FIGHTER}{seat}" if view.teams else "opponent"


def table_zones(level: dict[str, pygame.Rect], view: MatcgState, viewer: int) -> dict[str, pygame.Rect]:
    """The map's zones, with a panel zone for every other fighter at a table of teams."""
    zones = dict(level)
    if view.teams and "others" in zones:
        seated = others(view, viewer)
        for seat, rect in zip(seated, grid(zones["others"], len(seated)), strict=True):
            zones[f"{FIGHTER}{seat}"] = rect
    return zones
