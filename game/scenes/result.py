"""The end of a game, whatever the game: one layout for every result. Each game feeds it a `Board`: who won and how,
and its summary (game.engine.summary) as rows, one column per seat; this draws it, with the turns and whether hints
were used, and gives it Rematch (Enter: the same set-up on a new seed), Replay (R: the finished game from its first
move) and Menu (Esc). `ResultOverlay` shows it over the dimmed table, and answers Rematch and Menu to the table
below; a game whose end is a screen of its own (the campaign's) shows it over its felt, and may show cards between
the lines and the summary (`Shown`: the masters a campaign defeated)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.summary import Summary
from game.layout.cards import row
from game.play.campaign import hints_used
from game.scenes.base import Pop, Push, Result
from game.scenes.coach import COACH_KEY, COACH_LABEL, Coaching, CoachScene, coached_seat
from game.scenes.table import TableScene
from game.ui import palette, shapes, text
from game.ui.palette import Rgb
from game.ui.toasts import Toast
from game.ui.viewport import Viewport
from game.ui.widgets import Button

REMATCH, MENU = "rematch", "menu"
PANEL = pygame.Rect(90, 14, 1100, 692)  # design space
FLOOR = 20  # the least size of any word or number of a result (design px): an 11 px typeface at 1024x600
ROW_MOST, ROW_LEAST = 34, 22  # a row's height (design px)
LABELS = 300  # the width of the rows' labels (design px)
BUTTON_W, BUTTON_H, GAP = 200, 56, 20
SHOWN_HEAD, SHOWN_GAP, SHOWN_FOOT = 30, 20, 30  # design px, of cards shown: the heading's room, a gap, the labels'
REPLAY_KEY = pygame.K_r


@dataclass(frozen=True)
class Column:
    """A seat as the result names it, in its colour."""

    name: str
    ink: Rgb


@dataclass(frozen=True)
class Board:
    """What a result shows: the headline (in `ink`, which edges the panel too), the lines telling how the game
    ended, the summary's rows (a label and a value per column) and the line under them."""

    headline: str
    ink: Rgb
    lines: tuple[str, ...]
    columns: tuple[Column, ...]
    rows: tuple[tuple[str, tuple[str, ...]], ...]
    footer: str


@dataclass(frozen=True)
class Shown:
    """Cards a result shows between its lines and its summary: a heading over them, each card's key and the label
    under it, their size (design px), and how a card's face is drawn at a size in window pixels."""

    heading: str
    cards: tuple[tuple[str, str], ...]
    size: tuple[int, int]
    face: Callable[[str, tuple[int, int]], pygame.Surface]


def draw_shown(surface: pygame.Surface, vp: Viewport, shown: Shown, centre_x: float, top: float) -> float:
    """`shown` centred at `centre_x` from `top` (design space): its heading, then its cards side by side, their labels
    at one size, each within its card's column, so two never meet; returns where the summary goes."""
    text.draw(surface, shown.heading, vp.px(22), palette.GOLD_LIGHT, bold=True, center=vp.point(centre_x, top + 14))
    room = vp.px(shown.size[0] + SHOWN_GAP - 8)
    size = text.one_size([label for _, label in shown.cards], vp.px(20), room, bold=True)
    for (card, label), rect in zip(shown.cards, row(centre_x, top + SHOWN_HEAD, len(shown.cards), shown.size,
                                                    SHOWN_GAP), strict=True):
        box = vp.rect(rect)
        surface.blit(shown.face(card, box.size), box)
        text.draw(surface, text.cut(label, size, room, bold=True), size, palette.TEXT, bold=True,
                  midtop=(box.centerx, box.bottom + vp.px(4)))
    return top + SHOWN_HEAD + (shown.size[1] + SHOWN_FOOT if shown.cards else 0)


def rows_of(summary: Summary) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((figure.label, tuple(str(value) for value in figure.values)) for figure in summary.figures)


def footer(summary: Summary, session: Any) -> str:
    """The turns the game took, and whether a hint was shown (Records keeps such a game as assisted)."""
    turns = f"{summary.turns} turn{'' if summary.turns == 1 else 's'}"
    asked = hints_used(session.notes)
    if not session.notes.get("assisted"):
        hints = "No hints used"
    elif asked:
        hints = f"{asked} hint{'' if asked == 1 else 's'} used: recorded as assisted"
    else:  # a game saved before hints were counted
        hints = "Hints were used: recorded as assisted"
    return f"{turns}  \u2022  {hints}"


def _size(words: str, most: int, width: float, vp: Viewport, bold: bool = False) -> int:
    """The largest size up to `most` (design px) at which `words` fit `width`, never below FLOOR."""
    return max(vp.px(FLOOR), text.fit(words, vp.px(most), vp.px(width), bold=bold))


def draw_lines(surface: pygame.Surface, vp: Viewport, lines: Sequence[str], centre_x: float, top: float,
               width: float, size: int = 24) -> float:
    """The lines centred at `centre_x` from `top`, each wrapped to `width`; returns where the next line goes."""
    y = top
    for line in lines:
        for part in text.wrap(line, vp.px(size), vp.px(width)):
            text.draw(surface, part, vp.px(size), palette.TEXT, center=vp.point(centre_x, y + size * 0.6))
            y += size * 1.3
    return y


def draw_board(surface: pygame.Surface, vp: Viewport, board: Board, area: pygame.Rect) -> None:
    """The summary of `board` in `area` (design space): the seats' names across the top, a row per figure (a single
    seat's rows flow into two halves), the footer under them."""
    rows, columns = board.rows, board.columns
    if len(columns) == 1:
        half = (len(rows) + 1) // 2
        width = (area.w - 40) / 2
        for k, part in enumerate((rows[:half], rows[half:])):
            _draw_rows(surface, vp, part, pygame.Rect(area.x + k * (width + 40), area.y, width, area.h - 40), None,
                       half)
    else:
        _draw_rows(surface, vp, rows, pygame.Rect(area.x, area.y, area.w, area.h - 40), columns, len(rows))
    size = _size(board.footer, 22, area.w, vp)
    text.draw(surface, board.footer, size, palette.GOLD_LIGHT, center=vp.point(area.centerx, area.bottom - 16))


def name_lines(name: str, size: int, width: int) -> list[str]:
    """A seat's name in lines no wider than `width` at `size` (window px), bold: wrapped at its spaces, and a word
    too long for a line broken where it must be."""
    lines = []
    for line in text.wrap(name, size, width, bold=True):
        while len(line) > 1 and text.width(line, size, bold=True) > width:
            cut = next(n for n in range(len(line) - 1, 0, -1) if text.width(line[:n], size, bold=True) <= width
                       or n == 1)
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines


def _draw_rows(surface: pygame.Surface, vp: Viewport, rows: Sequence[tuple[str, tuple[str, ...]]],
               area: pygame.Rect, columns: Sequence[Column] | None, slots: int) -> None:
    """`rows` in `area`, sized for `slots` rows (a half of a single seat's rows sized as the other half)."""
    heads = 0 if columns is None else 2
    row = max(ROW_LEAST, min(ROW_MOST, area.h / max(1, slots + heads)))
    labels = LABELS if columns is not None else area.w * 0.72
    cells = max(1, len(columns or ())) if columns is not None else 1
    cell = (area.w - labels) / cells
    size = max(FLOOR, min(24, round(row - 8)))
    top: float = area.y
    if columns is not None:
        for k, column in enumerate(columns):
            centre = area.x + labels + cell * (k + 0.5)
            lines = name_lines(column.name, vp.px(FLOOR), vp.px(cell - 6))
            step = min(row, row * 2 / len(lines))
            for n, line in enumerate(lines):
                text.draw(surface, line, _size(line, size, cell - 6, vp, bold=True), column.ink, bold=True,
                          center=vp.point(centre, top + row + step * (n - (len(lines) - 1) / 2)))
        top += row * 2
    for n, (label, values) in enumerate(rows):
        y = top + n * row
        if n % 2 == 0:
            pygame.draw.rect(surface, palette.FELT_DARK, vp.rect((area.x, y + 1, area.w, row - 2)),
                             border_radius=vp.px(6))
        text.draw(surface, label, _size(label, size, labels - 24, vp), palette.DIM_TEXT,
                  midleft=vp.point(area.x + 12, y + row / 2))
        for k, value in enumerate(values):
            ink = columns[k].ink if columns is not None else palette.TEXT
            if columns is None:
                text.draw(surface, value, _size(value, size, cell - 12, vp, bold=True), palette.TEXT, bold=True,
                          midright=vp.point(area.right - 12, y + row / 2))
            else:
                text.draw(surface, value, _size(value, size, cell - 6, vp, bold=True), ink, bold=True,
                          center=vp.point(area.x + labels + cell * (k + 0.5), y + row / 2))


def result_buttons(centre_x: float, top: float, rematch: Callable[[], None], replay: Callable[[], None],
                   menu: Callable[[], None], coach: Callable[[], None] | None = None) -> list[Button]:
    """Rematch, Replay, Where it turned (for a game against the computer: `coach`) and Menu side by side, centred at
    `centre_x` (design space)."""
    actions: list[tuple[str, Callable[[], None], str]] = [("Rematch", rematch, "Enter"), ("Replay", replay, "R")]
    if coach is not None:
        actions.append((COACH_LABEL, coach, "W"))
    actions.append(("Menu", menu, "Esc"))
    left = centre_x - (len(actions) * BUTTON_W + (len(actions) - 1) * GAP) / 2
    step = BUTTON_W + GAP
    return [Button(label, (left + k * step, top, BUTTON_W, BUTTON_H), action, primary=k == 0, hotkey=key,
                   size=20 if action is coach else 22)
            for k, (label, action, key) in enumerate(actions)]


def result_key(key: int, rematch: Callable[[], None], replay: Callable[[], None], menu: Callable[[], None],
               coach: Callable[[], None] | None = None) -> None:
    """The key `key` pressed at a result does what the button naming it does (result_buttons): Enter Rematch, R
    Replay, W Where it turned (where it is offered) and Esc Menu."""
    actions = {pygame.K_RETURN: rematch, pygame.K_KP_ENTER: rematch, REPLAY_KEY: replay, pygame.K_ESCAPE: menu}
    if coach is not None:
        actions[COACH_KEY] = coach
    action = actions.get(key)
    if action is not None:
        action()


def coach_of(ctx: Any, coaching: Any) -> Push:
    """Where it turned, for the game a result shows (game.scenes.coach)."""
    return Push(CoachScene(ctx, coaching))


def replay_of(ctx: Any, session: Any, seat: int) -> Push:
    """The finished game watched again from its first move, as `seat` saw it."""
    from game.scenes.replay import ReplayScene

    return Push(ReplayScene(ctx, session, max(0, seat), moment=0))


def panel_for(board: Board) -> pygame.Rect:
    """The result's panel (design space): PANEL's width, as tall as the board needs at the largest rows (at most
    PANEL's height), centred on the table."""
    lines = sum(len(line) // 80 + 1 for line in board.lines)  # about 80 characters to a line of PANEL's width
    wanted = 76 + lines * 31 + 8 + (len(board.rows) + 2) * ROW_MOST + 40 + BUTTON_H + 28
    height = min(PANEL.h, wanted)
    return pygame.Rect(PANEL.x, PANEL.centery - height // 2, PANEL.w, height)


class ResultOverlay(TableScene):
    overlay = True

    def __init__(self, ctx: Any, session: Any, seat: int, board: Board, panel: pygame.Rect | None = None,
                 shown: Shown | None = None, notice: str | None = None):
        """`session`: the finished game (Replay watches it); `seat`: whose view the replay shows. A game one person
        played against the computer offers Where it turned for that person's seat (game.scenes.coach). `panel`: where
        the result lies (design space), its buttons at its foot: as the board needs (panel_for), unless given;
        `shown`: cards between the lines and the summary; `notice`: what the player is told of the game's record
        (game.play.campaign.Campaign.notice: the record book was damaged and set aside, or the game could not be
        recorded), under the result."""
        super().__init__(ctx)
        if notice:
            self.toasts.append(Toast(notice, (640, 700), seconds=8.0))
        self.session = session
        self.seat = seat
        self.board = board
        self.panel = panel or panel_for(board)
        self.shown = shown
        coached = coached_seat(session)
        self.coaching = None if coached is None else Coaching(session, coached)
        self.buttons = result_buttons(PANEL.centerx, self.panel.bottom - BUTTON_H - 16, self._rematch, self._replay,
                                      self._menu, None if self.coaching is None else self._coach)

    def _rematch(self) -> None:
        self.outcome = Pop(REMATCH)

    def _replay(self) -> None:
        self.outcome = replay_of(self.ctx, self.session, self.seat)

    def _menu(self) -> None:
        self.outcome = Pop(MENU)

    def _coach(self) -> None:
        self.outcome = coach_of(self.ctx, self.coaching)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN:
            result_key(event.key, self._rematch, self._replay, self._menu,
                       None if self.coaching is None else self._coach)
        return self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        vp, board, panel = self.ctx.viewport, self.board, self.panel
        if not self.overlay:  # a screen of its own: nothing lies under it but the felt
            self.draw_felt(surface)
        box = vp.rect(panel)
        shapes.edged_panel(surface, box, board.ink, vp.px(4), vp.px(16))
        text.draw(surface, board.headline, _size(board.headline, 50, panel.w - 60, vp, bold=True), board.ink,
                  bold=True, center=vp.point(panel.centerx, panel.y + 40))
        top = draw_lines(surface, vp, board.lines, panel.centerx, panel.y + 76, panel.w - 80)
        if self.shown is not None:
            top = draw_shown(surface, vp, self.shown, panel.centerx, top)
        area = pygame.Rect(panel.x + 30, top + 8, panel.w - 60, panel.bottom - BUTTON_H - 28 - (top + 8))
        draw_board(surface, vp, board, area)
        self.draw_widgets(surface)
