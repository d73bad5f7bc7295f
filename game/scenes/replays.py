"""Replays, from the menu: the games in progress and the finished games kept (game.files.finished), to watch again.

Each row names the game, when it was saved or ended and how it stands (a finished game: who played and who won,
"Championship of 8, Final: Ada beat Bo, health 12 to 0"). A row is read in full when it is chosen: a file that cannot
be used says why in its row (a damaged finished game is then set aside as `….bak`, game.files.finished; a game in
progress is left for its Continue). A chosen game offers a
Watch button per seat (a solo game has one); the replay shows the game from that seat's view. A finished game one
person played against the computer also offers Where it turned for that person (game.scenes.coach)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.files import finished, saves
from game.scenes.base import Pop, Push, Result
from game.scenes.coach import COACH_KEY, COACH_LABEL, Coaching, CoachScene, coached_seat
from game.scenes.replay import ReplayScene, seat_names
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.toasts import Toast
from game.ui.widgets import Button

ROWS = 7
LIST = pygame.Rect(140, 100, 1000, 7 * 62)
ROW_H = 56
TITLE_Y, OUTCOME_Y = 18, 40  # the middles of a row's title (and time) and of its outcome under it, from its top
SEATS_Y = 560
FOOT_Y = 640
NOTE = pygame.Rect(725, FOOT_Y, 255, 54)  # "Page 2 of 3", between Back (565 to 715) and "Page ▶" (990 on)


class ReplaysScene(TableScene):
    def __init__(self, ctx: Any):
        super().__init__(ctx)
        self.kept = finished.listed()
        self.page = 0
        self.chosen: int | None = None
        self.session: Any = None
        self.coaching: Coaching | None = None  # Where it turned, for the game chosen
        self.problems: dict[int, str] = {}  # rows found damaged when chosen
        self.buttons = self._buttons()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.kept) // ROWS))

    def row(self, k: int) -> pygame.Rect:
        return pygame.Rect(LIST.x, LIST.y + k * 62, LIST.w, ROW_H)

    def shown(self) -> list[tuple[int, finished.Kept]]:
        first = self.page * ROWS
        return list(enumerate(self.kept))[first : first + ROWS]

    def problem(self, index: int) -> str | None:
        return self.problems.get(index) or self.kept[index].problem

    def _buttons(self) -> list[Button]:
        buttons = []
        if self.session is not None:
            names = seat_names(self.session)
            width = min(220, (LIST.w - 10 * (len(names) - 1)) // len(names))
            left = 640 - (len(names) * width + 10 * (len(names) - 1)) // 2
            for seat, name in enumerate(names):
                label = "Watch" if len(names) == 1 else f"Watch as {name}"
                buttons.append(Button(label, (left + seat * (width + 10), SEATS_Y, width, 50),
                                      partial(self._watch, seat), primary=True,
                                      hotkey="Enter" if seat == 0 else ""))
        if self.coaching is not None:
            buttons.append(Button(COACH_LABEL, (310, FOOT_Y, 235, 54), self._coach, hotkey="W", size=20))
        if self.pages > 1:
            buttons.append(Button("\u25c0 Page", (140, FOOT_Y, 150, 54), partial(self._turn, -1), self.page > 0))
            buttons.append(Button("Page \u25b6", (990, FOOT_Y, 150, 54), partial(self._turn, 1),
                                  self.page < self.pages - 1))
        buttons.append(Button("Back", (565, FOOT_Y, 150, 54), self._back, hotkey="Esc"))
        return buttons

    def _turn(self, step: int) -> None:
        self.page = min(max(0, self.page + step), self.pages - 1)
        self.buttons = self._buttons()

    def _choose(self, index: int) -> None:
        self.chosen, self.session, self.coaching = index, None, None
        if self.problem(index) is None:
            try:
                self.session = saves.read(self.kept[index].path)
            except saves.SaveError as error:  # told as Continue tells it: set aside if damaged, or left alone
                told = saves.refused(self.kept[index].path, error) or str(error)
                self.problems[index] = told.removeprefix(f"{self.kept[index].path}: ")
        if self.session is not None:
            coached = coached_seat(self.session)
            self.coaching = None if coached is None else Coaching(self.session, coached)
        self.buttons = self._buttons()

    def _watch(self, seat: int) -> None:
        if self.session is not None:
            self.outcome = Push(ReplayScene(self.ctx, self.session, seat))

    def _coach(self) -> None:
        if self.coaching is not None:
            self.outcome = Push(CoachScene(self.ctx, self.coaching))
            return
        self.toasts.append(Toast(self._no_coach(), (640, SEATS_Y - 12), seconds=4.0, color=palette.GOLD))

    def _no_coach(self) -> str:
        """Why W (Where it turned) opens nothing for the game chosen, or for none."""
        if self.session is None:
            return "Choose a finished game first: Where it turned looks back at one."
        if not self.session.ruleset.is_over(self.session.state):
            return "Where it turned looks back at a finished game: this one is still in progress."
        return ("Where it turned follows one person's play against the computer: this game had no such player "
                "(the computer alone, or people only).")

    def _back(self) -> None:
        self.outcome = Pop()

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._watch(0)
        elif event.type == pygame.KEYDOWN and event.key == COACH_KEY:
            self._coach()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self._turn(1 if event.key == pygame.K_PAGEDOWN else -1)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            at = self.ctx.viewport.to_design(event.pos)
            for k, (index, _) in enumerate(self.shown()):
                if self.row(k).collidepoint(at):
                    self._choose(index)
        return self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, "Replays", vp.px(48), palette.GOLD, bold=True, center=vp.point(640, 50))
        if not self.kept:
            line = "No game to watch yet: games in progress and finished games appear here."
            text.draw(surface, line, vp.px(22), palette.DIM_TEXT, center=vp.point(640, 300))
        shown = self.shown()
        # the page's titles at one size, and its outcomes at one size: no row shrunk alone among whole ones
        room = self._title_room(shown)
        titles = text.one_size([self._title(kept) for _, kept in shown], vp.px(20), room, bold=True)
        outcomes = text.one_size([kept.outcome for _, kept in shown], vp.px(17), vp.px(LIST.w - 40))
        while titles > text.least_legible() and (text.line_height(titles, bold=True) + text.line_height(outcomes)
                                                  > 2 * vp.px(OUTCOME_Y - TITLE_Y)):
            titles -= 1  # the title's line clear of the outcome's under it
        for k, (index, kept) in enumerate(shown):
            self._draw_row(surface, self.row(k), index, kept, (titles, room), outcomes)
        problem = None if self.chosen is None or self.session is not None else self.problem(self.chosen)
        if problem is not None:  # the whole of it, where the row has room only for its start
            box = vp.rect(pygame.Rect(LIST.x, SEATS_Y - 10, LIST.w, FOOT_Y - SEATS_Y))
            text.draw_block(surface, f"This file cannot be watched: {problem}", box, palette.DIM_TEXT, vp.px(20),
                            vp.px(text.READABLE))
        elif self.chosen is None and self.kept:
            line = "Choose a game to watch it again."
            text.draw(surface, line, vp.px(20), palette.DIM_TEXT, center=vp.point(640, SEATS_Y + 25))
        if self.pages > 1:  # on the foot's row, in the room between Back and the next page, never touching them
            note, size = text.legible_line(f"Page {self.page + 1} of {self.pages}", vp.px(20),
                                           vp.px(NOTE.w))
            text.draw(surface, note, size, palette.DIM_TEXT, center=vp.point(*NOTE.center))
        self.draw_widgets(surface)

    @staticmethod
    def _title(kept: finished.Kept) -> str:
        return f"{kept.title}  \u2022  {'Finished' if kept.finished else 'In progress'}"

    def _title_room(self, shown: list[tuple[int, finished.Kept]]) -> int:
        """The width of the page's titles (window pixels): a row's, less its margins and the widest time at its
        right."""
        vp = self.ctx.viewport
        when = max((text.width(kept.when, text.legible(vp.px(17))) for _, kept in shown), default=0)
        return vp.px(LIST.w - 2 * 18 - 20) - when

    def _draw_row(self, surface: pygame.Surface, box: pygame.Rect, index: int, kept: finished.Kept,
                  titles: tuple[int, int], outcomes: int) -> None:
        """A kept game's row, its title and outcome at the page's sizes for them (the titles' size and width)."""
        vp = self.ctx.viewport
        chosen = index == self.chosen
        pygame.draw.rect(surface, palette.PANEL if chosen else palette.FELT_DARK, vp.rect(box),
                         border_radius=vp.px(10))
        if chosen:
            pygame.draw.rect(surface, palette.GOLD, vp.rect(box), width=vp.px(2), border_radius=vp.px(10))
        title = self._title(kept)
        size, room = titles
        text.draw(surface, text.cut(title, size, room, bold=True), size, palette.GOLD_LIGHT, bold=True,
                  midleft=vp.point(box.x + 18, box.y + TITLE_Y))
        problem = self.problem(index)
        if problem is not None:  # on two lines rather than shrunk past reading (the whole of it below when chosen)
            area = vp.rect(pygame.Rect(box.x + 18, box.y + 29, box.w - 40, box.h - 29))
            text.draw_block(surface, f"{kept.path.name}: {problem}", area, palette.ERROR_RED, vp.px(17),
                            text.least_readable(), align="left")
        else:
            text.draw(surface, text.cut(kept.outcome, outcomes, vp.px(box.w - 40)), outcomes, palette.TEXT,
                      midleft=vp.point(box.x + 18, box.y + OUTCOME_Y))
        text.draw(surface, kept.when, text.legible(vp.px(17)), palette.DIM_TEXT,
                  midright=vp.point(box.right - 18, box.y + TITLE_Y))
