"""Setting up a match of Master: 2 to 6 seats, each a person (named) or the computer at Easy, Normal or Hard; the
number of rounds; and Continue for the match in progress, which comes back exactly where it was."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from game.engine.core import Session
from game.engine.master.scoring import experience
from game.files import kinds, setups
from game.files import names as naming
from game.scenes.base import Result
from game.scenes.confirm import Replacing
from game.scenes.master.board import MasterTableScene
from game.scenes.master.seating import new_session
from game.scenes.opening import campaign_for
from game.scenes.setting_up import NO_PERSON, SetupScene, resumed, saved_line
from game.ui import palette, text
from game.ui.fields import TextField
from game.ui.widgets import Button, Toast
from game.words.chairs import COMPUTER, PERSON, kept_seat, level_name, recalled_seat, seat_kinds
from game.words.master.seating import MOST_NAME, RULESET, Chair, Seating, computer_name, default_name, offered_levels

ROWS_TOP, ROW_H = 214, 62
NAME_X, NAME_W = 250, 320
KIND_X, KIND_W = 600, 128
MOST_SEATS = 6


def saved_match(kind: str | None) -> str | None:
    """A line about the match in progress at a kind of table (game.files.kinds), or None when there is none."""
    return saved_line(RULESET, "match", _told, kind)


def _told(session: Session[Any]) -> str:
    state = session.state
    seating = Seating.from_notes(session.notes, state.players)
    rules: Any = session.ruleset
    scores = experience(rules.catalog, state)
    points = ", ".join(f"{name} {score}" for name, score in zip(seating.names, scores, strict=True))
    return f"{seating.describe()}, round {state.round} of {state.rounds}: {points} EXP"


class MasterSetupScene(SetupScene):
    def __init__(self, ctx):
        super().__init__(ctx, lambda: saved_match(self.kind()), lambda: resume_match(ctx, self.kind()))
        from game.games import game

        catalog = game(RULESET).rules().catalog
        self.most_rounds = catalog.max_rounds
        self.rounds = catalog.rounds
        self.levels = offered_levels()
        middle = self.levels[len(self.levels) // 2]
        self.chairs = [Chair(PERSON, default_name(0))]
        self.chairs += [Chair(COMPUTER, computer_name(seat), middle) for seat in range(1, MOST_SEATS)]
        self.players = 4
        self._recall()
        self.editing: int | None = None  # the person's seat whose name is being typed, in `field`
        self.field = TextField((0, 0, 0, 0))
        self.replacing = Replacing()  # a new match in place of the one in progress at the kind of table chosen
        self.saved: str | None = None
        self.buttons = self._buttons()

    # ----- the choices ---------------------------------------------------------------------------

    def _recall(self) -> None:
        """The seats, names and rounds of the last match started here (game.files.setups), as far as they still hold."""
        kept = setups.remembered(RULESET)
        players, rounds = setups.number(kept, "players"), setups.number(kept, "rounds")
        self.players = players if players is not None and 2 <= players <= MOST_SEATS else self.players
        self.rounds = rounds if rounds is not None and 1 <= rounds <= self.most_rounds else self.rounds
        for seat in range(MOST_SEATS):
            kind, rest = recalled_seat(kept.get(f"seat{seat + 1}", ""), self.levels)
            if kind == PERSON and rest.strip() and rest.isprintable():
                self.chairs[seat] = Chair(PERSON, rest[:MOST_NAME])
            elif kind == COMPUTER:
                self.chairs[seat] = Chair(COMPUTER, computer_name(seat), rest)

    def _remember(self, seating: Seating) -> None:
        """The choices a match starts with are the set-up's next time (every seat's, even those not playing)."""
        chairs = [*seating.chairs, *self.chairs[len(seating.chairs):]]
        setups.remember(RULESET, {"players": str(self.players), "rounds": str(self.rounds), **{
            f"seat{seat + 1}": kept_seat(chair, chair.name) for seat, chair in enumerate(chairs)}})

    @property
    def seating(self) -> Seating:
        return Seating(tuple(self.chairs[: self.players]))

    def kind(self) -> str:
        """The kind of table the seats chosen make (game.files.kinds): Continue and the question before replacing are
        of its match in progress, and a match of the other kind stays."""
        return kinds.kind_of(RULESET, None, {"table": self.seating.notes()}) or kinds.HOTSEAT

    def _buttons(self) -> list[Button]:
        self.saved = saved_match(self.kind())  # the match in progress at the table chosen
        buttons: list[Button] = []
        self.ringed = []
        for k, count in enumerate(range(2, MOST_SEATS + 1)):
            self.offer(buttons, Button(str(count), (330 + k * 62, 134, 52, 46), partial(self._players, count)),
                       count == self.players)
        buttons.append(Button("\u2212", (900, 134, 46, 46), partial(self._rounds, -1), self.rounds > 1))
        buttons.append(Button("+", (1040, 134, 46, 46), partial(self._rounds, 1), self.rounds < self.most_rounds))
        for seat in range(self.players):
            y = ROWS_TOP + seat * ROW_H
            for k, (label, kind, chosen) in enumerate(seat_kinds(self.chairs[seat], self.levels, level_name)):
                self.offer(buttons, Button(label, (KIND_X + k * (KIND_W + 10), y, KIND_W, 46),
                                           partial(self._kind, seat, kind)), chosen)
        people = bool(self.seating.people)
        buttons.append(Button("Start the match", (490, 612, 300, 60), self._start, people, primary=not self.saved))
        if self.saved is not None:
            buttons.append(Button("Continue the match", (880, 612, 360, 60), self._continue, primary=True,
                                  hotkey="Enter"))
        buttons.append(Button("Back", (40, 618, 170, 50), self._back, hotkey="Esc"))
        return buttons

    def _players(self, count: int) -> None:
        self.players = count
        if self.editing is not None and self.editing >= count:
            self._edit(None)
        self.buttons = self._buttons()

    def _rounds(self, step: int) -> None:
        self.rounds = min(self.most_rounds, max(1, self.rounds + step))
        self.buttons = self._buttons()

    def _kind(self, seat: int, kind: str) -> None:
        chair = self.chairs[seat]
        if kind == PERSON:
            name = chair.name if not chair.computer else default_name(seat)
            self.chairs[seat] = Chair(PERSON, name)
        else:
            self.chairs[seat] = Chair(COMPUTER, computer_name(seat), kind)
            if self.editing == seat:
                self._edit(None)
        self.buttons = self._buttons()

    def _start(self) -> None:
        seating = self.seating
        if not seating.people:
            self.toasts.append(Toast(NO_PERSON, (640, 600)))
            return
        self.replacing.offer(self, partial(self._begin, self._named(seating)), self.saved,
                             "Replace the match in progress?", "match")

    def _begin(self, seating: Seating) -> MasterTableScene:
        self._remember(seating)
        return new_table(self.ctx, seating, self.rounds)

    def resume(self, value: object) -> None:
        """Back from the question before replacing the match in progress."""
        self.replacing.answer(self, value)

    def _named(self, seating: Seating) -> Seating:
        """Names that show nothing become the seat's default, and two people never share a name."""
        chairs, seen = [], set()
        for seat, chair in enumerate(seating.chairs):
            name = naming.shown(chair.name, default_name(seat))  # nothing visible (U+034F alone): the seat's own
            if name in seen:
                name = f"{name} ({seat + 1})"[:MOST_NAME + 4]
            seen.add(name)
            chairs.append(replace(chair, name=name))
        return Seating(tuple(chairs))

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
            self.field = TextField((box.x, box.y, box.w, box.h), self.chairs[seat].name, most=MOST_NAME, focused=True,
                                   names=True)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT) and self.editing is not None:
            seat = self.editing
            if self.field.handle(event, self.ctx.viewport):
                self.chairs[seat] = replace(self.chairs[seat], name=self.field.value)
            refused = self.field.take_refusal()
            if refused is not None:
                self.toasts.append(Toast(refused, (640, 600)))
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                people = [other for other in range(self.players) if not self.chairs[other].computer]
                self._edit(([other for other in people if other > seat] or people)[0])
            elif not self.field.focused:  # Enter or Esc: the name is kept
                self._edit(None)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            at = self.ctx.viewport.to_design(event.pos)
            self._edit(next((seat for seat in range(self.players) if self.name_rect(seat).collidepoint(at)
                             and not self.chairs[seat].computer), None))
        return super().handle(event)

    # ----- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        self.draw_heading(surface, "Master", "Collect sets of the four skills, steal your rivals' top sets: the most "
                          "experience wins.", (48, 56), (96, 22))
        text.draw(surface, "Players", vp.px(22), palette.DIM_TEXT, bold=True, midright=vp.point(312, 157))
        text.draw(surface, "Rounds", vp.px(22), palette.DIM_TEXT, bold=True, midright=vp.point(884, 157))
        text.draw(surface, str(self.rounds), vp.px(34), palette.GOLD_LIGHT, bold=True, center=vp.point(993, 157))
        for seat in range(self.players):
            self._draw_seat(surface, seat)
        if not self.seating.people:
            text.draw(surface, NO_PERSON, vp.px(18), palette.ERROR_RED, center=vp.point(640, 592))
        self.draw_in_progress(surface, 700)
        self.draw_widgets(surface)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        vp = self.ctx.viewport
        chair = self.chairs[seat]
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


def new_table(ctx: Any, seating: Seating, rounds: int | None = None) -> MasterTableScene:
    """A fresh match on a random seed, saved at once, and the table that plays it."""
    return table_for(ctx, new_session(ctx, seating, rounds), seating)


def table_for(ctx: Any, session: Session[Any], seating: Seating) -> MasterTableScene:
    return MasterTableScene(ctx, campaign_for(ctx, session, seating), seating)


def resume_match(ctx: Any, kind: str | None) -> tuple[MasterTableScene | None, str | None]:
    """The table of the match in progress at a kind of table (None: one saved before the kinds were kept apart), or
    None; and a notice for the player."""
    return resumed(RULESET, kind, lambda session: table_for(ctx, session, Seating.from_notes(
        session.notes, session.state.players)))
