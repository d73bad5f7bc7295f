"""What a computer did, shown as moves at every seated table: each command a computer's seat plays is one move,
its cards gliding from that seat's hand to where they went (the table's motion, from the events) and then lit in
the seat's colour where they lie; a command that plays no card (an end of turn, a rest, a pass) lights the seat's
own place instead. The moves of the computers' turn stay lit until the person at the screen acts, so the whole turn
is read after it, the newest move the brightest; the light comes on as its card lands, at the animation speed the
player chose in Settings.

A part of a game's table (game.scenes.seated), which says where each seat sits (`seat_place`), which cards a command
plays (`played_cards`) and the seat's colour (`_seat_colour`); its painter calls `draw` with the lights, over the
cards.

The words of those moves stay in the table's log (a turn box, the "At the table" panel), every line of them: the log
opens on its newest lines and is read back to its first by the wheel over it or by Page Up and Page Down
(`log_window`, `SCROLL_KEYS`; game.scenes.seated keeps how far it is scrolled)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.core import Command
from game.ui import palette, text
from game.ui.face_cache import MadeAhead
from game.ui.palette import Rgb

SCROLL_KEYS = {pygame.K_PAGEUP: 1, pygame.K_PAGEDOWN: -1}  # a table's log read back and forth, a line a press
FADED = 0.45  # the alpha of the oldest move's light, as a part of the newest's


@dataclass(frozen=True)
class Move:
    """One command of a computer's seat, as shown: the cards it played (none: the seat's place is lit)."""

    seat: int
    cards: tuple[str, ...]


class ShownMoves:
    def __init__(self, table: Any):
        self.table = table
        self.moves: list[Move] = []  # the computers' moves since the person at the screen last acted

    def played(self, seat: int, command: Command) -> None:
        """A computer's seat played `command`: one move more to show."""
        self.moves.append(Move(seat, tuple(self.table.played_cards(command))))

    def read(self) -> None:
        """The person at the screen acted (or the screen changed hands): the computers' moves have been read."""
        self.moves = []

    def places(self) -> list[tuple[Move, pygame.Rect]]:
        """Each move's lit places (window pixels), oldest first: its cards where they lie once they have landed, or
        its seat's place."""
        table, vp = self.table, self.table.ctx.viewport
        lit: list[tuple[Move, pygame.Rect]] = []
        for move in self.moves:
            if not move.cards:
                place = table.seat_place(move.seat)
                if place is not None:
                    lit.append((move, vp.rect(place)))
                continue
            for card in move.cards:
                sprite = table.by_key.get(card)
                if sprite is not None and not sprite.moving:
                    lit.append((move, sprite.rect.copy()))
        return lit

    def draw(self, surface: pygame.Surface) -> None:
        """The lights, over the cards (none while a card is held: the held card's places are lit then)."""
        if self.table.drag is not None or not self.moves:
            return
        vp = self.table.ctx.viewport
        newest = self.moves[-1]
        count = len(self.moves)
        for move, box in self.places():
            share = 1.0 if move is newest else FADED + (1 - FADED) * self.moves.index(move) / count
            colour = self.table._seat_colour(move.seat)
            ring = box.inflate(vp.px(10), vp.px(10))
            glow = pygame.Surface(ring.size, pygame.SRCALPHA)
            width = max(2, vp.px(4 if move is newest else 3))
            pygame.draw.rect(glow, (*colour, round(255 * share)), glow.get_rect(), width, border_radius=vp.px(12))
            surface.blit(glow, ring)
            if move is newest:
                pygame.draw.rect(surface, palette.INK, ring.inflate(vp.px(4), vp.px(4)), 1, border_radius=vp.px(14))


def log_window(said: list[str], back: int, size: int, width_px: int, rows: int,
               whole: bool = False) -> tuple[int, list[str], int]:
    """What a log box shows of its lines `said` with the newest `back` scrolled out below: how many lines lie before
    the ones shown, the rows shown (whole lines, the newest kept last) and how many after. A newest line longer than
    the rows is shortened, unless it is to be shown `whole` (a box partly covered): then none is shown."""
    back = max(0, min(back, len(said) - 1))
    upto = len(said) - back
    fits = rows > 0 and not (whole and upto and len(text.wrap(said[upto - 1], size, width_px)) > rows)
    shown = text.newest(said[:upto], size, width_px, rows) if fits else []
    first = upto
    while first > 0 and sum(len(text.wrap(line, size, width_px)) for line in said[first - 1:upto]) <= len(shown):
        first -= 1
    return first, shown, back


LOG_TITLE = "At the table"  # the heading of a table's log box, at its top left; more_line at its top right


def log_title_size(vp: Any) -> int:
    return text.legible(vp.px(15))


def draw_log_title(surface: pygame.Surface, vp: Any, zone: pygame.Rect, title: str = LOG_TITLE,
                   colour: Rgb = palette.DIM_TEXT) -> None:
    """A log box's `title` (by default LOG_TITLE) at the top left of the box (`zone`, design space)."""
    text.draw(surface, title, log_title_size(vp), colour, bold=True, topleft=vp.point(zone.x + 10, zone.y + 6))


def more_room(vp: Any, zone: pygame.Rect, title: str = LOG_TITLE) -> int:
    """The width left for more_line in the heading of a log box (`zone`, design space) beside its `title`."""
    return vp.px(zone.w - 20 - 12) - text.width(title, log_title_size(vp), bold=True)


def more_words(earlier: int, later: int) -> str:
    """What a log box says of the lines scrolled out of it, and how to read them; nothing when all are shown."""
    return more_wordings(earlier, later)[0]


def more_wordings(earlier: int, later: int) -> tuple[str, ...]:
    """more_words, then shorter wordings of it, the last only the counts; nothing when all are shown."""
    more = "  ".join(word for word in (f"\u25b2 {earlier} earlier" if earlier else "",
                                       f"\u25bc {later} later" if later else "") if word)
    return (f"{more}: scroll or PgUp/PgDn", f"{more}: PgUp/PgDn", more) if more else ("",)


def more_line(earlier: int, later: int, max_size: int, width_px: int) -> tuple[str, int]:
    """more_words fitted to `width_px` at a size up to `max_size`: the longest wording that fits whole at the least
    legible size (at the Largest text "▲ 16 earlier: scroll or Pg…" was cut), at the largest size it then fits."""
    wordings = more_wordings(earlier, later)
    return text.legible_line(text.first_fit(wordings, text.least_legible(), width_px), max_size, width_px)


def log_room(vp: Any, box: pygame.Rect, top: int, covered: Sequence[pygame.Rect]) -> tuple[int, int]:
    """The top and bottom (window px) of the rows of a log box (`box`, window px; rows from `top`) left in sight by
    what another scene lays over part of it (`covered`, design space: a lesson's panel over its foot or its head), so
    that no row is drawn half under it."""
    bottom = box.bottom - vp.px(8)
    for over in (vp.rect(rect) for rect in covered):
        if over.right <= box.left or over.left >= box.right or over.bottom <= top or over.top >= bottom:
            continue
        if over.top > top:
            bottom = over.top - vp.px(4)
        elif over.bottom < bottom:
            top = over.bottom + vp.px(4)
    return top, max(top, bottom)


LOG_AHEAD = 1  # lines either way from where a log box was drawn last made ahead: a wheel notch, a Page key


Row = tuple[str, int, Rgb, dict[str, tuple[int, int]]]  # a line of a log box: its words, size, ink and anchor


def draw_log(surface: pygame.Surface, vp: Any, zone: pygame.Rect, log: list[str], back: int, size: int,
             top: int, title: str = LOG_TITLE, covered: Sequence[pygame.Rect] = ()) -> None:
    """A table's log box (`zone`, design space) below `top` (window px): the lines of `log` scrolled `back` (log_window)
    that fit whole in what `covered` leaves in sight (log_room; a newest line too long for that room is not shown cut),
    the newest line last and brightest, and more_line at the box's top right, beside its `title`, saying what is
    scrolled out. What it draws is the box `log_ahead` reads."""
    for line, line_size, ink, anchor in _log_rows(vp, zone, log, back, size, top, title, covered):
        image = text.render(line, line_size, ink)
        surface.blit(image, image.get_rect(**anchor))
    _log_drawn["box"] = (vp, zone, tuple(log), back, size, top, title, tuple(covered))


def _log_rows(vp: Any, zone: pygame.Rect, log: Sequence[str], back: int, size: int, top: int, title: str,
              covered: Sequence[pygame.Rect]) -> list[Row]:
    box, width, step = vp.rect(zone), vp.px(zone.w - 20), text.line_height(size)
    uncovered = log_room(vp, box, top, ())
    top, bottom = log_room(vp, box, top, covered)
    earlier, shown, later = log_window(list(log), back, size, width, (bottom - top) // step,
                                       (top, bottom) != uncovered)
    newest = len(text.wrap(log[-1 - later], size, width)) if log else 0
    y = bottom - len(shown) * step
    rows: list[Row] = [(line, size, palette.TEXT if row >= len(shown) - newest else palette.DIM_TEXT,
                        {"topleft": (box.x + vp.px(10), y + row * step)}) for row, line in enumerate(shown)]
    line, more = more_line(earlier, later, text.readable(vp.px(13)), more_room(vp, zone, title))
    if line:
        rows.append((line, more, palette.DIM_TEXT, {"topright": vp.point(zone.right - 10, zone.y + 7)}))
    return rows


_log_drawn: dict[str, Any] = {"box": None, "near": None, "wanted": ()}  # the log box drawn last, and its lines near
_log_ahead: MadeAhead[tuple[str, int, Rgb]] = MadeAhead()


def log_ahead() -> bool:
    """Between frames (game.scenes.seated.GameTable.ahead): one line that reading the log box drawn last up to
    LOG_AHEAD lines back or forth (the wheel, Page Up and Down) would bring into sight, or light as the newest, or the
    words saying what is scrolled out, made, so that the frame that scrolls (which paints the table's still layer
    anew, the log in it) draws none of them. True when it made one (there may be more)."""
    drawn = _log_drawn["box"]
    if drawn is None:
        return False
    if _log_drawn["near"] != drawn:
        vp, zone, log, back, size, top, title, covered = drawn
        near = range(max(0, back - LOG_AHEAD), min(len(log) - 1, back + LOG_AHEAD) + 1)
        _log_drawn["near"], _log_drawn["wanted"] = drawn, tuple(dict.fromkeys(
            (line, line_size, ink) for other in near if other != back
            for line, line_size, ink, _ in _log_rows(vp, zone, log, other, size, top, title, covered)))
    return _log_ahead.one(_log_drawn["wanted"], lambda line: text.render(*line))
