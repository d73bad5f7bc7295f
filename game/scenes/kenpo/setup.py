"""Setting up a Kenpo Masters duel: at each of the two seats (Yellow, then Red) a person, named, or the computer at
Easy, Normal or Hard; two people play hot-seat, one plays the computer in the colour of their seat; and Continue for
the duel in progress of the kind of table chosen, which comes back exactly where it was."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.files.kenpo.names import MOST_NAME
from game.play.kenpo.choices import DuelChoices
from game.scenes.kenpo.arena import RingArenaScene, arena_for, new_duel
from game.scenes.named_seats import NamedSeats
from game.scenes.setting_up import SetupScene, resumed, saved_line
from game.ui import palette, text
from game.ui.widgets import Button
from game.words.chairs import level_name, seat_kinds
from game.words.kenpo.seating import Table, told_in_progress

ROWS_TOP, ROW_H = 236, 70
NAME_X, NAME_W = 250, 320
KIND_X, KIND_W = 600, 128
COLOURS = (palette.KENPO_YELLOW, palette.KENPO_RED)


class KenpoSetupScene(SetupScene):
    seats: NamedSeats  # Yellow's row, then Red's

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx, lambda: saved_line("kenpo", "duel", told_in_progress, self.choices.kind()),
                         lambda: resume_duel(ctx, self.choices.kind()), self._lay)
        self.choices = DuelChoices.recalled()
        self.seats = NamedSeats(ROWS_TOP, ROW_H, (NAME_X, NAME_W), MOST_NAME, self.choices.rename, self.choices.shown)
        self.buttons = self._buttons()

    def _lay(self) -> list[Button]:
        buttons: list[Button] = []
        choices = self.choices
        for seat, chair in enumerate(choices.chairs):
            self.offer_kinds(buttons, seat, seat_kinds(chair, choices.levels, level_name), KIND_X, KIND_W, choices.seat)
        self.foot(buttons, "duel", self._start, bool(choices.table().people), 612)
        return buttons

    def _start(self) -> None:
        table = self.choices.table()
        self.start_seated(table, partial(self._begin, table), "duel", "kenpo", self.choices.kind(), 600)

    def _begin(self, table: Table) -> RingArenaScene:
        self.choices.remember()
        return new_duel(self.ctx, table)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        self.draw_heading(surface, "Ancient Arts: Kenpo Masters", "Two fighters in a 3 by 3 ring. Move and strike with "
                          "your cards; the first to 20 points wins.", (62, 56), (112, 22))
        self.seats.draw(surface, vp, COLOURS)
        table = self.choices.table()
        if not self.draw_no_person(surface, table, 420):
            line, size = text.legible_line(table.setup_line(), vp.px(19), vp.px(1100))
            text.draw(surface, line, size, palette.TEXT, center=vp.point(640, 420))
        self.draw_in_progress(surface, 700)
        self.draw_widgets(surface)


def resume_duel(ctx: Any, kind: str | None) -> tuple[RingArenaScene | None, str | None]:
    """The arena of the duel in progress of a kind of table, or None; and a notice for the player."""
    return resumed("kenpo", kind, lambda session: arena_for(ctx, session, Table.from_notes(session.notes)))

