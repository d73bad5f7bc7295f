"""Setting up a match of Master: 2 to 6 seats, each a person (named) or the computer at Easy, Normal or Hard; the
number of rounds; and Continue for the match in progress, which comes back exactly where it was."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.engine.core import Session
from game.files.paths import campaign_path
from game.play.master.setup import MOST_SEATS, MatchChoices
from game.scenes.base import Result
from game.scenes.master.board import MasterTableScene, new_table
from game.scenes.opening import campaign_for
from game.scenes.setting_up import NO_PERSON, SetupScene, resumed, saved_line
from game.ui import palette, text
from game.ui.fields import TextField
from game.ui.widgets import Button, Toast
from game.words.chairs import level_name, seat_kinds
from game.words.master import match_line
from game.words.master.seating import MOST_NAME, RULESET, Seating, offered_levels

ROWS_TOP, ROW_H = 214, 62
NAME_X, NAME_W = 250, 320
KIND_X, KIND_W = 600, 128


def saved_match(kind: str | None) -> str | None:
    """A line about the match in progress at a kind of table (game.files.kinds), or None when there is none."""
    return saved_line(RULESET, "match", match_line, kind)


class MasterSetupScene(SetupScene):
    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx, lambda: saved_match(self.kind()), lambda: resume_match(ctx, self.kind()))
        from game.games import game

        catalog = game(RULESET).rules().catalog
        self.choices = MatchChoices(catalog.rounds, catalog.max_rounds, offered_levels())
        self.editing: int | None = None  # the person's seat whose name is being typed, in `field`
        self.field = TextField((0, 0, 0, 0))
        self.saved: str | None = None
        self.buttons = self._buttons()

    # ----- the choices ---------------------------------------------------------------------------

    def kind(self) -> str:
        """The kind of table the seats chosen make (MatchChoices.kind)."""
        return self.choices.kind()

    def _buttons(self) -> list[Button]:
        self.saved = saved_match(self.kind())  # the match in progress at the table chosen
        choices = self.choices
        buttons: list[Button] = []
        self.ringed = []
        for k, count in enumerate(range(2, MOST_SEATS + 1)):
            self.offer(buttons, Button(str(count), (330 + k * 62, 134, 52, 46), partial(self._players, count)),
                       count == choices.players)
        buttons.append(Button("\u2212", (900, 134, 46, 46), partial(self._rounds, -1), choices.rounds > 1))
        buttons.append(Button("+", (1040, 134, 46, 46), partial(self._rounds, 1),
                              choices.rounds < choices.most_rounds))
        for seat in range(choices.players):
            y = ROWS_TOP + seat * ROW_H
            for k, (label, kind, chosen) in enumerate(seat_kinds(choices.chairs[seat], choices.levels, level_name)):
                self.offer(buttons, Button(label, (KIND_X + k * (KIND_W + 10), y, KIND_W, 46),
                                           partial(self._kind, seat, kind)), chosen)
        people = bool(choices.seating.people)
        buttons.append(Button("Start the match", (490, 612, 300, 60), self._start, people, primary=not self.saved))
        if self.saved is not None:
            buttons.append(Button("Continue the match", (880, 612, 360, 60), self._continue, primary=True,
                                  hotkey="Enter"))
        buttons.append(Button("Back", (40, 618, 170, 50), self._back, hotkey="Esc"))
        return buttons

    def _players(self, count: int) -> None:
        self.choices.players = count
        if self.editing is not None and self.editing >= count:
            self._edit(None)
        self.buttons = self._buttons()

    def _rounds(self, step: int) -> None:
        self.choices.step_rounds(step)
        self.buttons = self._buttons()

    def _kind(self, seat: int, kind: str) -> None:
        self.choices.seat(seat, kind)
        if self.editing == seat and self.choices.chairs[seat].computer:
            self._edit(None)
        self.buttons = self._buttons()

    def _start(self) -> None:
        if not self.choices.seating.people:
            self.toasts.append(Toast(NO_PERSON, (640, 600)))
            return
        self.replacing.offer(self, partial(self._begin, self.choices.named()), self.saved,
                             "Replace the match in progress?", "match", campaign_path(RULESET, self.kind()))

    def _begin(self, seating: Seating) -> MasterTableScene:
        self.choices.remember(seating)
        return new_table(self.ctx, seating, self.choices.rounds)

    # ----- input ---------------------------------------------------------------------------------

    def name_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(NAME_X, ROWS_TOP + seat * ROW_H, NAME_W, 46)

    def typing(self) -> bool:
        return self.editing is not None

    @property
    def selected(self) -> bool:
        """The whole name being typed is selected (Ctrl+A): what is typed next replaces it."""
        return self.editing is not None and self.field.selected

    def _edit(self, seat: int | None) -> None:
        """The name of `seat` takes the keyboard (None: no name does)."""
        self.editing = seat
        if seat is not None:
            box = self.name_rect(seat)
            self.field = TextField((box.x, box.y, box.w, box.h), self.choices.chairs[seat].name, most=MOST_NAME,
                                   focused=True, names=True)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT) and self.editing is not None:
            seat = self.editing
            if self.field.handle(event, self.ctx.viewport):
                self.choices.rename(seat, self.field.value)
            refused = self.field.take_refusal()
            if refused is not None:
                self.toasts.append(Toast(refused, (640, 600)))
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                self._edit(self.choices.person_after(seat))
            elif not self.field.focused:  # Enter or Esc: the name is kept
                self._edit(None)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            at = self.ctx.viewport.to_design(event.pos)
            self._edit(next((seat for seat, chair in enumerate(self.choices.seating.chairs)
                             if self.name_rect(seat).collidepoint(at) and not chair.computer), None))
        return super().handle(event)

    # ----- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        self.draw_heading(surface, "Master", "Collect sets of the four skills, steal your rivals' top sets: the most "
                          "experience wins.", (48, 56), (96, 22))
        text.draw(surface, "Players", vp.px(22), palette.DIM_TEXT, bold=True, midright=vp.point(312, 157))
        text.draw(surface, "Rounds", vp.px(22), palette.DIM_TEXT, bold=True, midright=vp.point(884, 157))
        text.draw(surface, str(self.choices.rounds), vp.px(34), palette.GOLD_LIGHT, bold=True,
                  center=vp.point(993, 157))
        for seat in range(self.choices.players):
            self._draw_seat(surface, seat)
        if not self.choices.seating.people:
            text.draw(surface, NO_PERSON, vp.px(18), palette.ERROR_RED, center=vp.point(640, 592))
        self.draw_in_progress(surface, 700)
        self.draw_widgets(surface)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        vp = self.ctx.viewport
        chair = self.choices.chairs[seat]
        y = ROWS_TOP + seat * ROW_H
        colour = palette.MASTER_SEATS[seat]
        pygame.draw.rect(surface, colour, vp.rect((96, y + 13, 20, 20)), border_radius=vp.px(4))
        text.draw(surface, f"Seat {seat + 1}", vp.px(22), colour, bold=True, midleft=vp.point(126, y + 23))
        if self.editing == seat:
            self.field.draw(surface, vp, 22)
            return
        box = vp.rect(self.name_rect(seat))
        pygame.draw.rect(surface, palette.PANEL if not chair.computer else palette.FELT_DARK, box,
                         border_radius=vp.px(8))
        pygame.draw.rect(surface, palette.FELT_LINE, box, width=vp.px(2), border_radius=vp.px(8))
        ink = palette.DIM_TEXT if chair.computer else palette.TEXT
        text.draw(surface, chair.name, text.fit(chair.name, vp.px(22), box.w - vp.px(20)), ink,
                  midleft=(box.x + vp.px(12), box.centery))
        if not chair.computer:
            text.draw(surface, "click to rename", text.legible(vp.px(15)), palette.DIM_TEXT,
                      midright=(box.right - vp.px(10), box.centery))


def resume_match(ctx: Any, kind: str | None) -> tuple[MasterTableScene | None, str | None]:
    """The table of the match in progress at a kind of table (None: one saved before the kinds were kept apart), or
    None; and a notice for the player."""
    def table_for(session: Session[Any]) -> MasterTableScene:
        seating = Seating.from_notes(session.notes, session.state.players)
        return MasterTableScene(ctx, campaign_for(ctx, session, seating), seating)

    return resumed(RULESET, kind, table_for)
