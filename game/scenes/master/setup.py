"""Setting up a match of Master: 2 to 6 seats, each a person (named) or the computer at Easy, Normal or Hard; the
number of rounds; and Continue for the match in progress, which comes back exactly where it was."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.engine.core import Session
from game.play.master.setup import MOST_NAME, MOST_SEATS, MatchChoices
from game.scenes.master.board import MasterTableScene, new_table
from game.scenes.named_seats import NamedSeats
from game.scenes.opening import campaign_for
from game.scenes.setting_up import SetupScene, resumed, saved_line
from game.ui import palette, text
from game.ui.widgets import Button
from game.words.chairs import level_name, seat_kinds
from game.words.master import match_line
from game.words.master.seating import RULESET, Seating, offered_levels

ROWS_TOP, ROW_H = 214, 62
NAME_X, NAME_W = 250, 320
KIND_X, KIND_W = 600, 128


def saved_match(kind: str | None) -> str | None:
    """A line about the match in progress at a kind of table (game.files.kinds), or None when there is none."""
    return saved_line(RULESET, "match", match_line, kind)


class MasterSetupScene(SetupScene):
    seats: NamedSeats  # a row per seat playing

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx, lambda: saved_match(self.choices.kind()), lambda: resume_match(ctx, self.choices.kind()),
                         self._lay)
        from game.games import game

        catalog = game(RULESET).rules().catalog
        self.choices = MatchChoices(catalog.rounds, catalog.max_rounds, offered_levels())
        self.seats = NamedSeats(ROWS_TOP, ROW_H, (NAME_X, NAME_W), MOST_NAME, self.choices.rename,
                                lambda: self.choices.seating.chairs)
        self.buttons = self._buttons()

    # ----- the choices ---------------------------------------------------------------------------

    def _lay(self) -> list[Button]:
        buttons: list[Button] = []
        choices = self.choices
        for k, count in enumerate(range(2, MOST_SEATS + 1)):
            self.offer(buttons, Button(str(count), (330 + k * 62, 134, 52, 46), partial(self._players, count)),
                       count == choices.players)
        buttons.append(Button("\u2212", (900, 134, 46, 46), partial(self._rounds, -1), choices.rounds > 1))
        buttons.append(Button("+", (1040, 134, 46, 46), partial(self._rounds, 1),
                              choices.rounds < choices.most_rounds))
        for seat in range(choices.players):
            self.offer_kinds(buttons, seat, seat_kinds(choices.chairs[seat], choices.levels, level_name), KIND_X,
                             KIND_W, choices.seat)
        self.foot(buttons, "match", self._start, bool(choices.seating.people), 612)
        return buttons

    def _players(self, count: int) -> None:
        self.choices.players = count
        self.buttons = self._buttons()

    def _rounds(self, step: int) -> None:
        self.choices.step_rounds(step)
        self.buttons = self._buttons()

    def _start(self) -> None:
        seating = self.choices.named()
        self.start_seated(seating, partial(self._begin, seating), "match", RULESET, self.choices.kind(), 600)

    def _begin(self, seating: Seating) -> MasterTableScene:
        self.choices.remember(seating)
        return new_table(self.ctx, seating, self.choices.rounds)

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
        self.seats.draw(surface, vp, palette.MASTER_SEATS)
        self.draw_no_person(surface, self.choices.seating, 592)
        self.draw_in_progress(surface, 700)
        self.draw_widgets(surface)


def resume_match(ctx: Any, kind: str | None) -> tuple[MasterTableScene | None, str | None]:
    """The table of the match in progress at a kind of table (None: one saved before the kinds were kept apart), or
    None; and a notice for the player."""
    def table_for(session: Session[Any]) -> MasterTableScene:
        seating = Seating.from_notes(session.notes, session.state.players)
        return MasterTableScene(ctx, campaign_for(ctx, session, seating), seating)

    return resumed(RULESET, kind, table_for)
