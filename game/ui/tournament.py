"""The pictures of a tournament (game.engine.tournament) as its director shows it, for any game whose matches are
duels: a round robin's standings table (played, won, drawn, lost, tie-break wins and place) with the latest results
beside it, and a championship's bracket drawn as two halves that converge on the final in the middle, byes and
winners shown, each decided match's score between its two places (what each had left, the winner's first),
the champion over the final. The next match is ringed in gold.
Everything is laid out in design space; no text is drawn smaller than SMALL, which is READABLE (game.ui.text) in a
1024x600 window. A name too long for its place in the bracket is written on two lines, split at a space or a
hyphen, where the column has the room (every column but the crowded first of a big bracket)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

import pygame

from game.engine.tournament import CHAMPIONSHIP, Match, Tournament, bracket, stage_name
from game.layout.bracket import columns
from game.play.tournament import BYE, bracket_scores, bracket_slots, table_rows, winners
from game.ui import palette, text
from game.ui.viewport import Viewport
from game.words.tournament import champion_line, pairing, result_parts, score_label

SMALL = 19  # design size: 15 (READABLE) at 1024x600, where one design pixel is 0.8 window pixel
BAR_Y = 652  # the bar at the foot: the next match and the director's buttons


def draw_tournament(surface: pygame.Surface, vp: Viewport, tournament: Tournament, names: tuple[str, ...],
                    title: str, scores: tuple[tuple[int, int], ...], score_word: str) -> None:
    """The tournament as it stands over the bar at the foot: its `title`, then its bracket (a championship) or its
    standings table with the latest results beside it (a round robin), their scores named by `score_word`."""
    text.draw(surface, title, text.fit(title, vp.px(30), vp.px(1240), bold=True), palette.GOLD, bold=True,
              center=vp.point(640, 26))
    if tournament.kind == CHAMPIONSHIP:
        draw_bracket(surface, vp, tournament, names, pygame.Rect(20, 60, 1240, 580), scores)
    else:
        draw_standings(surface, vp, tournament, names, pygame.Rect(20, 60, 840, 580))
        draw_results(surface, vp, tournament, names, pygame.Rect(890, 64, 370, 570), scores, score_word)


def draw_bar(surface: pygame.Surface, vp: Viewport, tournament: Tournament, names: tuple[str, ...], left: float,
             heading: str, problem: str | None, clock: float | None) -> None:
    """The bar at the foot, left of the director's buttons (which start at x `left` + 20): the champion once there
    is one; else why the next match waits (`problem`, in red), or the next match's `heading` ("Next: match 3,
    Round 2") over who meets whom, and while it is played out (`clock`: the seconds the director has run, else
    None) a bar that keeps moving."""
    match = tournament.next_match
    if match is None:
        text.draw(surface, champion_line(tournament.champion, names), vp.px(28), palette.GOLD_LIGHT, bold=True,
                  midleft=vp.point(20, BAR_Y + 28))
        return
    small = text.legible(vp.px(SMALL))
    if problem is not None:
        lines = text.wrap(problem, small, vp.px(left - 20))[:3]
        text.draw_lines(surface, [(line, palette.ERROR_RED) for line in lines], small,
                        vp.rect((20, BAR_Y - 8, left - 40, 72)), align="left")
        return
    text.draw(surface, text.cut(heading, small, vp.px(left - 20)), small, palette.DIM_TEXT,
              topleft=vp.point(20, BAR_Y - 2))
    line = text.cut(pairing(match, names), vp.px(24), vp.px(left - 20), bold=True)
    text.draw(surface, line, vp.px(24), palette.TEXT, bold=True, topleft=vp.point(20, BAR_Y + 24))
    if clock is not None:
        track = pygame.Rect(20, BAR_Y + 58, left - 20, 6)
        pygame.draw.rect(surface, palette.FELT_LINE, vp.rect(track), border_radius=vp.px(3))
        span = track.w // 4
        x = track.x + int((clock * 260) % (track.w - span))
        pygame.draw.rect(surface, palette.GOLD, vp.rect((x, track.y, span, 6)), border_radius=vp.px(3))


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


def draw_results(surface: pygame.Surface, vp: Viewport, tournament: Tournament, names: tuple[str, ...],
                 box: pygame.Rect, scores: tuple[tuple[int, int], ...], score_word: str) -> None:
    """The latest results, newest first, under the stage they were played in, each with its score (`scores`, what
    each match's players had left, in their order, for every match played, or none where they were not kept; the
    game's `score_word` names it), as many as `box` holds; a result too long for one line goes on more
    (part_lines)."""
    step, size = 28, 21
    text.draw(surface, "Latest results", vp.px(24), palette.GOLD, bold=True, topleft=vp.point(box.x, box.y))
    played = list(reversed(tournament.played))
    if not played:
        text.draw(surface, "No match played yet.", text.legible(vp.px(SMALL)), palette.DIM_TEXT,
                  topleft=vp.point(box.x, box.y + 40))
    y, stage, font = box.y + 40, None, text.legible(vp.px(size))
    for match in played:
        score = scores[match.number] if scores else None
        lines = part_lines(result_parts(match, tournament.results[match.number], names, score, score_word), font,
                           vp.px(box.w - 32))
        heading = match.stage != stage
        if y + step * (len(lines) + heading) > box.bottom:
            break
        ink = palette.HIGHLIGHT if match.stage.startswith("Tie-break") else palette.TEXT
        if heading:
            small = text.legible(vp.px(SMALL))
            text.draw(surface, text.cut(match.stage, small, vp.px(box.w), True), small, palette.DIM_TEXT, bold=True,
                      topleft=vp.point(box.x, y + 4))
            y, stage = y + step, match.stage
        for k, line in enumerate(lines):
            text.draw(surface, line, font, ink, topleft=vp.point(box.x + (32 if k else 16), y))  # the rest indented
            y += step


# ----- the championship bracket ------------------------------------------------------------------------------------


def draw_bracket(surface: pygame.Surface, vp: Viewport, tournament: Tournament, names: tuple[str, ...],
                 box: pygame.Rect, scores: tuple[tuple[int, int], ...]) -> None:
    """The bracket in `box`: the top half's rounds from the left edge inwards, the bottom half's from the right edge
    inwards, the final in the middle with the champion over it; each round named over its columns. Every column
    keeps room between a pair's two places for their score (`scores`, as bracket_scores takes them)."""
    rounds = bracket_slots(tournament)
    won = winners(tournament)
    pairs, kept = bracket(tournament), bracket_scores(tournament, scores)
    upcoming = tournament.next_match
    halves = len(rounds) - 1  # columns on each side of the final
    spots = columns(len(rounds), box)
    top = box.y + 30
    high = box.h - 30
    rows = max(1, len(rounds[0]) // 2) if halves else 1
    least_place = text.line_height(text.legible(vp.px(SMALL)), True) / vp.scale + 4  # a name's line in its place
    pill_h = min(44.0, max(least_place, high / rows - score_room(vp, high / rows, least_place)[1] / 2 - 3))
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
            slot = high / half
            score_font, gap = score_room(vp, slot, least_place)
            tall = column_pill(vp, shown, w - 12, slot - gap / 2 + 1, pill_h, size)
            spread = max(slot, tall + gap) / 2  # from a pair's middle to its places' middles
            for pair in range(half // 2):
                middle = top + (2 * pair + 1) * slot
                index = side * half + 2 * pair
                for k in (0, 1):
                    pill = pygame.Rect(round(x + 6), round(middle + (2 * k - 1) * spread - tall / 2), round(w - 12),
                                       round(tall))
                    _slot(surface, vp, pill, slots[index + k], number, index + k, won, upcoming, names, size)
                _joint(surface, vp, pill, middle - spread, 2 * spread, side)
                said = score_label(pairs[number][index // 2], kept) if number < len(pairs) else None
                if said is not None:
                    _score(surface, vp, said, score_font, pill, middle, side)
    x, w = spots[halves]
    middle = top + high / 2
    last = rounds[-1]
    tall = column_pill(vp, [names[p] for p in last if isinstance(p, int)], w - 12, high / 4, pill_h, size)
    gap = score_room(vp, high, least_place)[1]
    final = pygame.Rect(round(x + 6), round(middle - tall - gap), round(w - 12), round(tall))
    for k in (0, 1):
        _slot(surface, vp, final.move(0, k * (tall + 2 * gap)), last[k], len(rounds) - 1, k, won, upcoming, names,
              size)
    said = score_label(pairs[-1][0], kept) if len(pairs) == len(rounds) else None
    if said is not None:  # the final's, in gold, apart from the semi-finals' beside it
        text.draw(surface, said, text.legible(vp.px(22)), palette.GOLD_LIGHT, bold=True,
                  center=vp.point(final.centerx, middle))
    text.draw(surface, "Final", text.legible(vp.px(SMALL)), palette.DIM_TEXT, bold=True,
              midbottom=vp.point(final.centerx, final.y - 4))
    champion = tournament.champion
    text.draw(surface, "Champion", vp.px(22), palette.GOLD, bold=True, midbottom=vp.point(final.centerx, final.y - 70))
    name = names[champion] if champion is not None else "to be decided"
    crowned, crowned_size = text.legible_line(name, vp.px(26), vp.px(w + 60), bold=True)
    text.draw(surface, crowned, crowned_size, palette.GOLD_LIGHT if champion is not None else palette.DIM_TEXT,
              bold=True, midbottom=vp.point(final.centerx, final.y - 36))


def score_room(vp: Viewport, slot: float, least_place: float) -> tuple[int, float]:
    """The size of the scores of a column whose places are `slot` apart, and the room one takes between a pair's two
    places (its figures' height): SMALL, or smaller where a crowded column's places would be lower than `least_place`
    (the first column of a big bracket at the Largest text), never under the least legible size."""
    font = text.legible(vp.px(SMALL))
    while font > text.least_legible() and slot - text.pixels(font) / vp.scale / 2 - 3 < least_place:
        font -= 1
    return font, text.pixels(font) / vp.scale


def _score(surface: pygame.Surface, vp: Viewport, said: str, font: int, pill: pygame.Rect, y: float,
           side: int) -> None:
    """A pair's score between its two places, its figures centred on the line between them, at the end nearer the
    line that joins them."""
    image = text.render(said, font, palette.TEXT, True)
    ink = image.get_bounding_rect()
    x, middle = vp.point(pill.right - 8 if side == 0 else pill.x + 8, y)
    left = x - ink.right if side == 0 else x - ink.x
    surface.blit(image, (left, middle - ink.centery))


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


def part_lines(parts: Sequence[str], size: int, width_px: int) -> list[str]:
    """`parts` (each a name, a word or the score) on as few lines of `width_px` at `size` (window pixels) as hold
    them, broken between parts where the longest line is shortest, never within one: a part too wide for a line
    alone (a long name) is shortened with an ellipsis, as the standings shorten it."""
    parts = [text.cut(part, size, width_px) for part in parts]
    for count in range(1, len(parts) + 1):
        splits = [[" ".join(parts[a:b]) for a, b in zip((0, *cuts), (*cuts, len(parts)), strict=True)]
                  for cuts in combinations(range(1, len(parts)), count - 1)]
        fitting = [(max(text.width(line, size) for line in lines), lines) for lines in splits
                   if all(text.width(line, size) <= width_px for line in lines)]
        if fitting:
            return min(fitting, key=lambda found: found[0])[1]
    return parts


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
