"""The pictures of a tournament the director shows: a round robin's standings table (played, won, drawn, lost,
tie-break wins and place) with the latest results beside it, and a championship's bracket drawn as two halves that
converge on the final in the middle, byes and winners shown, the champion over the final. The next match is ringed
in gold. Everything is laid out in design space; no text is drawn smaller than SMALL, which is READABLE
(game.ui.text) in a 1024x600 window. A name too long for its place in the bracket is written on two lines, split at a
space or a hyphen, where the column has the room (every column but the crowded first of a big bracket)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.tournament import Match, Tournament, bracket, stage_name, standings
from game.ui import palette, text
from game.ui.viewport import Viewport

SMALL = 19  # design size: 15 (READABLE) at 1024x600, where one design pixel is 0.8 window pixel
FIRST_WIDTH = 1.45  # the first round's columns, where every entrant stands on one line, against the others' 1
BYE = "bye"


@dataclass(frozen=True)
class Row:
    place: str
    entrant: int
    played: int
    wins: int
    draws: int
    losses: int
    tie_wins: int | None  # wins in tie-break rounds, for those who played them


def table_rows(tournament: Tournament) -> list[Row]:
    """The standings table: the round robin's own rounds as the engine counts them (game.engine.tournament
    standings), the tie-break rounds' wins beside them; the champion first once there is one, then by wins, tie-break
    wins, fewest losses. Entrants who cannot be told apart share a place ("=2")."""
    main = [m for m in tournament.played if not m.stage.startswith("Tie-break")]
    ties = [m for m in tournament.played if m.stage.startswith("Tie-break")]
    upcoming = tournament.next_match
    tie_wins = {row.entrant: row.wins for row in standings(tournament, ties)}
    tied: set[int] = set()
    if ties or (upcoming is not None and upcoming.stage.startswith("Tie-break")):  # the leaders play them
        counted_main = standings(tournament, main)
        tied = {row.entrant for row in counted_main if row.wins == counted_main[0].wins}
    champion = tournament.champion

    def key(row: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        entrant, wins, _, losses = row
        return 0 if entrant == champion else 1, -wins, -tie_wins.get(entrant, 0) if entrant in tied else 0, losses

    counted = [(s.entrant, s.wins, s.draws, s.losses) for s in standings(tournament, main)]
    counted.sort(key=lambda row: (key(row), row[0]))
    rows, places = [], [key(row) for row in counted]
    for index, (entrant, wins, draws, losses) in enumerate(counted):
        first = places.index(places[index])
        shared = places.count(places[index]) > 1
        rows.append(Row(f"={first + 1}" if shared else str(first + 1), entrant, wins + draws + losses, wins, draws,
                        losses, tie_wins.get(entrant, 0) if entrant in tied else None))
    return rows


# ----- the round robin ---------------------------------------------------------------------------------------------

COLUMNS = (("Place", 80), ("Name", 300), ("Played", 90), ("Won", 80), ("Drawn", 90), ("Lost", 80), ("Tie-break", 120))


def draw_standings(surface: pygame.Surface, vp: Viewport, tournament: Tournament, names: tuple[str, ...],
                   box: pygame.Rect) -> None:
    """The standings table in `box` (design space), a row per entrant, the next match's two rows ringed."""
    rows = table_rows(tournament)
    upcoming = tournament.next_match
    step = min(48, box.h // (len(rows) + 1))
    size = max(SMALL, min(24, int(step * 0.55)))
    x = box.x
    for label, w in COLUMNS:
        text.draw(surface, label, text.legible(vp.px(SMALL)), palette.DIM_TEXT, bold=True,
                  midleft=vp.point(x + 8, box.y + step / 2))
        x += w
    for index, row in enumerate(rows):
        y = box.y + step * (index + 1)
        band = pygame.Rect(box.x, y + 2, sum(w for _, w in COLUMNS), step - 4)
        ringed = upcoming is not None and row.entrant in upcoming.players
        fill = palette.GOLD_DARK if ringed else (palette.FELT_LINE if index % 2 == 0 else palette.FELT_DARK)
        pygame.draw.rect(surface, fill, vp.rect(band), border_radius=vp.px(6))
        if ringed:
            pygame.draw.rect(surface, palette.GOLD_LIGHT, vp.rect(band), width=vp.px(3), border_radius=vp.px(6))
        ink = palette.GOLD_LIGHT if row.entrant == tournament.champion else palette.TEXT
        cells = (row.place, names[row.entrant], str(row.played), str(row.wins), str(row.draws), str(row.losses),
                 "" if row.tie_wins is None else str(row.tie_wins))
        x = box.x
        for (label, w), cell in zip(COLUMNS, cells, strict=True):
            bold = label in ("Name", "Won")
            shown = text.cut(cell, vp.px(size), vp.px(w - 16), bold)
            text.draw(surface, shown, text.legible(vp.px(size)), ink, bold=bold, midleft=vp.point(x + 8, y + step / 2))
            x += w


def result_line(match: Match, winner: int | None, names: tuple[str, ...], scores: tuple[int, int] | None = None
                ) -> str:
    """"Ann beat Bo, health 12 – 0": the score (the health each had left, the winner's first) where it was kept."""
    a, b = (names[p] for p in match.players)
    if winner is None:
        return f"{a} and {b} drew" + (f", health {scores[0]} – {scores[1]}" if scores is not None else "")
    first = match.players.index(winner)
    said = f", health {scores[first]} – {scores[1 - first]}" if scores is not None else ""
    return f"{names[winner]} beat {names[match.players[1 - first]]}{said}"


def draw_results(surface: pygame.Surface, vp: Viewport, tournament: Tournament, names: tuple[str, ...],
                 box: pygame.Rect, scores: tuple[tuple[int, int], ...] = ()) -> None:
    """The latest results, newest first, under the stage they were played in, each with its score (`scores`, the
    health each match's players had left, in their order, for every match played, or none where they were not
    kept), as many as `box` holds; a result too long for one line goes on two."""
    step, size = 28, 21
    text.draw(surface, "Latest results", vp.px(24), palette.GOLD, bold=True, topleft=vp.point(box.x, box.y))
    played = list(reversed(tournament.played))
    if not played:
        text.draw(surface, "No match played yet.", text.legible(vp.px(SMALL)), palette.DIM_TEXT,
                  topleft=vp.point(box.x, box.y + 40))
    y, stage = box.y + 40, None
    for match in played:
        score = scores[match.number] if scores else None
        lines = name_lines(result_line(match, tournament.results[match.number], names, score), vp.px(size),
                           vp.px(box.w - 16), True, False)
        heading = match.stage != stage
        if y + step * (len(lines) + heading) > box.bottom:
            break
        ink = palette.HIGHLIGHT if match.stage.startswith("Tie-break") else palette.TEXT
        if heading:
            small = text.legible(vp.px(SMALL))
            text.draw(surface, text.cut(match.stage, small, vp.px(box.w), True), small, palette.DIM_TEXT, bold=True,
                      topleft=vp.point(box.x, y + 4))
            y += step
        for k, line in enumerate(lines):
            text.draw(surface, line, text.legible(vp.px(size)), ink, topleft=vp.point(box.x + 16 * (k + 1), y))
            y += step


# ----- the championship bracket ------------------------------------------------------------------------------------


def bracket_slots(tournament: Tournament) -> list[list[int | None | str]]:
    """Every round's places from the top of the bracket down, the final's last: an entrant, BYE for a bye's empty
    place, or None for one not yet known."""
    size = 1
    while size < tournament.entrants:
        size *= 2
    known = bracket(tournament)
    rounds: list[list[int | None | str]] = []
    count = size
    for number in range(max(1, size.bit_length() - 1)):
        if number < len(known):
            slots: list[int | None | str] = [p for a, b, _ in known[number] for p in (a, b)]
            if number == 0:
                slots = [BYE if p is None else p for p in slots]
        elif number - 1 < len(known):
            slots = [through for _, _, through in known[number - 1]]
        else:
            slots = [None] * count
        rounds.append(slots)
        count //= 2
    return rounds


def winners(tournament: Tournament) -> list[list[int | None]]:
    return [[through for _, _, through in row] for row in bracket(tournament)]


def columns(rounds: int, box: pygame.Rect) -> list[tuple[float, float]]:
    """(x, width) of each column of a bracket of `rounds` rounds: the top half's rounds, the final, the bottom
    half's rounds mirrored; the outer columns, where every entrant's name stands, are the widest."""
    halves = rounds - 1
    weights = [FIRST_WIDTH if number == 0 else 1.0 for number in range(halves)]
    weights = weights + [1.0] + weights[::-1]
    unit = box.w / sum(weights)
    out, x = [], float(box.x)
    for weight in weights:
        out.append((x, weight * unit))
        x += weight * unit
    return out


def draw_bracket(surface: pygame.Surface, vp: Viewport, tournament: Tournament, names: tuple[str, ...],
                 box: pygame.Rect) -> None:
    """The bracket in `box`: the top half's rounds from the left edge inwards, the bottom half's from the right edge
    inwards, the final in the middle with the champion over it; each round named over its columns."""
    rounds = bracket_slots(tournament)
    won = winners(tournament)
    upcoming = tournament.next_match
    halves = len(rounds) - 1  # columns on each side of the final
    spots = columns(len(rounds), box)
    top = box.y + 30
    high = box.h - 30
    rows = max(1, len(rounds[0]) // 2) if halves else 1
    pill_h = min(44.0, high / rows - 4)
    size = max(SMALL, min(24, int(pill_h * 0.6)))
    left = len(rounds[0])
    for number, slots in enumerate(rounds[:-1]):
        stage = stage_name(left, number + 1)
        left //= 2
        half = len(slots) // 2
        for side in (0, 1):
            x, w = spots[number if side == 0 else 2 * halves - number]
            heading, heading_size = text.legible_line(stage, text.legible(vp.px(SMALL)), vp.px(w - 8), bold=True)
            text.draw(surface, heading, heading_size, palette.DIM_TEXT, bold=True,
                      center=vp.point(x + w / 2, box.y + 10))
            shown = [names[p] for p in slots[side * half:(side + 1) * half] if isinstance(p, int)]
            tall = column_pill(vp, shown, w - 12, high / half, pill_h, size)
            for j in range(half):
                index = side * half + j
                y = top + (j + 0.5) * high / half
                pill = pygame.Rect(round(x + 6), round(y - tall / 2), round(w - 12), round(tall))
                _slot(surface, vp, pill, slots[index], number, index, won, upcoming, names, size)
                if j % 2 == 0:
                    _joint(surface, vp, pill, y, high / half, side)
    x, w = spots[halves]
    middle = top + high / 2
    last = rounds[-1]
    tall = column_pill(vp, [names[p] for p in last if isinstance(p, int)], w - 12, high / 4, pill_h, size)
    final = pygame.Rect(round(x + 6), round(middle - tall - 6), round(w - 12), round(tall))
    for k in (0, 1):
        _slot(surface, vp, final.move(0, k * (tall + 12)), last[k], len(rounds) - 1, k, won, upcoming, names, size)
    text.draw(surface, "Final", text.legible(vp.px(SMALL)), palette.DIM_TEXT, bold=True,
              midbottom=vp.point(final.centerx, final.y - 4))
    champion = tournament.champion
    text.draw(surface, "Champion", vp.px(22), palette.GOLD, bold=True, midbottom=vp.point(final.centerx, final.y - 70))
    name = names[champion] if champion is not None else "to be decided"
    crowned, crowned_size = text.legible_line(name, vp.px(26), vp.px(w + 60), bold=True)
    text.draw(surface, crowned, crowned_size, palette.GOLD_LIGHT if champion is not None else palette.DIM_TEXT,
              bold=True, midbottom=vp.point(final.centerx, final.y - 36))


def name_lines(name: str, size: int, width_px: int, two: bool, bold: bool = True) -> list[str]:
    """`name` on one line when it fits `width_px` at `size` (window pixels), else, when `two` lines may be used,
    split at the space or hyphen that leaves the longer line shortest; what still does not fit is cut short."""
    if text.width(name, size, bold) <= width_px or not two:
        return [text.cut(name, size, width_px, bold)]
    cuts = [at + 1 for at, ch in enumerate(name[:-1]) if ch in " -"]
    if not cuts:
        return [text.cut(name, size, width_px, bold)]

    def longer(at: int) -> int:
        return max(text.width(name[:at].strip(), size, bold), text.width(name[at:].strip(), size, bold))

    at = min(cuts, key=longer)
    return [text.cut(name[:at].strip(), size, width_px, bold), text.cut(name[at:].strip(), size, width_px, bold)]


def column_pill(vp: Viewport, labels: list[str], width: float, slot: float, pill_h: float, size: int) -> float:
    """The height of a column's places: one line's, or two lines' when a name needs them and the slot has room."""
    font = text.legible(vp.px(size))  # as _slot draws the names, in as much room
    two_h = 2 * text.line_height(font, True) / vp.scale + 10
    room = vp.px(width - 11)
    if two_h <= pill_h or two_h > slot - 4 or all(text.width(n, font, True) <= room for n in labels):
        return pill_h
    return two_h


def _slot(surface: pygame.Surface, vp: Viewport, pill: pygame.Rect, who: int | None | str, number: int,
          index: int, won: list[list[int | None]], upcoming: Match | None, names: tuple[str, ...],
          size: int) -> None:
    winner = won[number][index // 2] if number < len(won) else None
    lost = isinstance(who, int) and winner is not None and winner != who
    ringed = (upcoming is not None and isinstance(who, int) and who in upcoming.players
              and number == len(won) - 1 and won[number][index // 2] is None)
    fill = palette.FELT_DARK if who is None or who == BYE else (palette.GOLD_DARK if ringed else palette.PANEL)
    pygame.draw.rect(surface, fill, vp.rect(pill), border_radius=vp.px(6))
    edge = palette.GOLD_LIGHT if ringed else (palette.GOLD_DARK if isinstance(who, int) and winner == who
                                              else palette.FELT_LINE)
    pygame.draw.rect(surface, edge, vp.rect(pill), width=vp.px(3 if ringed else 2), border_radius=vp.px(6))
    if who is None:
        return
    label = BYE if who == BYE else names[int(who)]
    ink = palette.DIM_TEXT if who == BYE or lost else (palette.GOLD_LIGHT if winner == who or ringed else palette.TEXT)
    bold = not lost and who != BYE
    # measured as drawn, at a legible size, and set smaller, down to the least legible size, before it is cut
    # ("Siobhan O'S…", "Raghu…" at the Largest text)
    font, room = text.legible(vp.px(size)), vp.px(pill.w - 11)  # from 8 in, clear of the edge
    two = pill.h >= 2 * text.line_height(font, True) / vp.scale
    lines = name_lines(label, font, room, two, True)
    while font > text.least_legible() and any("\u2026" in line for line in lines) and "\u2026" not in label:
        font -= 1
        lines = name_lines(label, font, room, two, True)
    step = text.line_height(font, True) / vp.scale
    for k, line in enumerate(lines):
        y = pill.centery + (k - (len(lines) - 1) / 2) * step
        text.draw(surface, line, font, ink, bold=bold, midleft=vp.point(pill.x + 8, y))


def _joint(surface: pygame.Surface, vp: Viewport, pill: pygame.Rect, y: float, step: float, side: int) -> None:
    """The lines joining a pair of places to the place of its winner in the next column (towards the middle)."""
    edge = pill.right if side == 0 else pill.left
    middle = edge + (6 if side == 0 else -6)
    points = [(edge, y), (middle, y), (middle, y + step), (edge, y + step)]
    pygame.draw.lines(surface, palette.FELT_LINE, False, [vp.point(*p) for p in points], vp.px(2))
    mid_y = y + step / 2
    pygame.draw.line(surface, palette.FELT_LINE, vp.point(middle, mid_y),
                     vp.point(middle + (12 if side == 0 else -12), mid_y), vp.px(2))
