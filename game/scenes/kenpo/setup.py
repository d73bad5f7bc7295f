"""Setting up a Kenpo Masters duel: two players at one screen (hot-seat) or one against the computer at a level,
in the colour they choose; and Continue for the duel in progress, which comes back exactly where it was."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.files import kinds
from game.play.kenpo.choices import DuelChoices
from game.scenes.base import Result
from game.scenes.kenpo.arena import RingArenaScene, arena_for, new_duel
from game.scenes.setting_up import SetupScene, resumed, saved_line
from game.ui import palette, text
from game.ui.fields import TextField, type_into
from game.ui.widgets import Button, Toast
from game.words.chairs import level_name
from game.words.kenpo.seating import COLOUR_NAMES, MOST_NAME, Table, told_in_progress

LEFT = pygame.Rect(120, 252, 500, 360)
NAME_X = 180  # a name field's left, from the hot-seat panel's: its label ("Yellow's name") left of it
RIGHT = pygame.Rect(660, 252, 500, 360)


def saved_duel(kind: str) -> str | None:
    """A line about the duel in progress of a kind of table (game.files.kinds), or None when there is none."""
    return saved_line("kenpo", "duel", told_in_progress, kind)


def saved_duels() -> dict[str, str]:
    """A line about the duel in progress of each kind of table that has one: hot-seat, then against the computer."""
    lines = {kind: saved_duel(kind) for kind in (kinds.HOTSEAT, kinds.COMPUTER)}
    return {kind: line for kind, line in lines.items() if line is not None}


class KenpoSetupScene(SetupScene):
    def __init__(self, ctx):
        super().__init__(ctx, self._saved, self._resume)
        self.choices = DuelChoices.recalled()
        self.fields = [TextField((LEFT.x + NAME_X, LEFT.y + 86 + 54 * seat, 290, 44), placeholder=COLOUR_NAMES[seat],
                                 most=MOST_NAME, names=True) for seat in (0, 1)]  # the hot-seat players' names
        for field, name in zip(self.fields, self.choices.names, strict=True):
            field.value = name
        self.kept = saved_duels()  # the duel in progress of each kind of table
        self.saved = next(iter(self.kept.values()), None)  # the one Enter continues
        self.buttons = self._buttons()

    def _buttons(self) -> list[Button]:
        buttons: list[Button] = []
        for number, kind in enumerate(self.kept):  # above the panel of its kind of table
            self.continue_over(buttons, "Continue the duel", LEFT if kind == kinds.HOTSEAT else RIGHT,
                               partial(resume_duel, self.ctx, kind), number == 0)
        buttons.append(Button("Start hot-seat duel", (LEFT.x + 90, LEFT.bottom - 84, LEFT.w - 180, 60),
                              self._hotseat, primary=kinds.HOTSEAT not in self.kept))
        levels = self.choices.levels
        width = (RIGHT.w - 60 - 12 * (len(levels) - 1)) / len(levels)
        self.ringed = []  # the level and the colour chosen
        for i, level in enumerate(levels):
            self.offer(buttons, Button(level_name(level), (RIGHT.x + 30 + i * (width + 12), RIGHT.y + 112, width, 46),
                                       partial(self._pick_level, level)), level == self.choices.level)
        for seat, name in enumerate(COLOUR_NAMES):
            self.offer(buttons, Button(name, (RIGHT.x + 30 + seat * 226, RIGHT.y + 200, 214, 46),
                                       partial(self._pick_colour, seat)), seat == self.choices.human)
        buttons.append(Button("Start versus computer", (RIGHT.x + 90, RIGHT.bottom - 84, RIGHT.w - 180, 60),
                              self._versus, primary=kinds.COMPUTER not in self.kept))
        buttons.append(Button("Back", (40, 644, 170, 50), self._back, hotkey="Esc"))
        return buttons

    def _pick_level(self, level: str) -> None:
        self.choices.level = level
        self.buttons = self._buttons()

    def _pick_colour(self, seat: int) -> None:
        self.choices.human = seat
        self.buttons = self._buttons()

    def _hotseat(self) -> None:
        self._start(self._typed().hotseat())

    def _versus(self) -> None:
        self._start(self._typed().versus())

    def _typed(self) -> DuelChoices:
        """The choices, with the names as their fields hold them now (kept whichever duel starts)."""
        self.choices.names = (self.fields[0].value, self.fields[1].value)
        return self.choices

    def _start(self, table: Table) -> None:
        """A new duel; with one of the same kind of table in progress, only once the player has agreed to replace it
        (a duel of the other kind stays, to be continued)."""
        kind = kinds.chosen_kind("kenpo", table.notes())
        self.replacing.offer(self, partial(self._begin, table), self.kept.get(kind), "Replace the duel in progress?",
                             "duel", kinds.save_place("kenpo", kind))

    def _begin(self, table: Table) -> RingArenaScene:
        self.choices.remember()
        return new_duel(self.ctx, table)

    def typing(self) -> bool:
        return any(field.focused for field in self.fields)

    def handle(self, event: pygame.event.Event) -> Result:
        """A name field has the keyboard while it is focused (Tab goes on to the other); else the set-up's keys."""
        typed, refusals = type_into(self.fields, event, self.ctx.viewport)
        self.toasts += [Toast(refused, (640, LEFT.y - 14)) for refused in refusals]
        return None if typed else super().handle(event)

    def _saved(self) -> str | None:
        self.kept = saved_duels()
        return next(iter(self.kept.values()), None)

    def _resume(self) -> tuple[RingArenaScene | None, str | None]:
        return resume_duel(self.ctx, next(iter(self.kept), kinds.HOTSEAT))

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        self.draw_heading(surface, "Ancient Arts: Kenpo Masters", "Two fighters in a 3 by 3 ring. Move and strike with "
                          "your cards; the first to 20 points wins.", (62, 56), (112, 22))
        for kind, saved in self.kept.items():
            self.draw_kept(surface, saved, LEFT if kind == kinds.HOTSEAT else RIGHT)
        self.draw_panel(surface, LEFT, "Two players, one screen", palette.KENPO_YELLOW)
        for seat, field in enumerate(self.fields):  # each label in the panel, left of its field
            label, size = text.legible_line(f"{COLOUR_NAMES[seat]}'s name", vp.px(20), vp.px(NAME_X - 28), bold=True)
            text.draw(surface, label, size, palette.DIM_TEXT, bold=True,
                      midright=vp.point(field.rect[0] - 12, field.rect[1] + 22))
            field.draw(surface, vp, 20)
        curtain = ("Between turns a curtain hides the table:", "each hand is shown only to its player.")
        for i, line in enumerate(curtain):
            text.draw(surface, line, text.legible(vp.px(19)), palette.TEXT,
                      center=vp.point(LEFT.centerx, LEFT.y + 204 + 26 * i))
        self.draw_panel(surface, RIGHT, "Versus the computer", palette.KENPO_RED)
        text.draw(surface, "Computer's level", vp.px(20), palette.DIM_TEXT, bold=True,
                  midleft=vp.point(RIGHT.x + 30, RIGHT.y + 96))
        text.draw(surface, "You play", vp.px(20), palette.DIM_TEXT, bold=True,
                  midleft=vp.point(RIGHT.x + 30, RIGHT.y + 184))
        if self.kept:
            note = "Starting a new duel asks before it replaces the one in progress at the same kind of table."
            text.draw(surface, note, text.legible(vp.px(17)), palette.DIM_TEXT, center=vp.point(640, 640))
        self.draw_widgets(surface)


def resume_duel(ctx: Any, kind: str | None) -> tuple[RingArenaScene | None, str | None]:
    """The arena of the duel in progress of a kind of table, or None; and a notice for the player."""
    return resumed("kenpo", kind, lambda session: arena_for(ctx, session, Table.from_notes(session.notes)))
