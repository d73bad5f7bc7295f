"""Setting up a tournament of a game whose matches are duels (game.engine.tournament): a Round Robin or a
Championship, each within its number of entrants, the game's own choices (its `Entries`: the rules, say), and each
entrant: a name (click it and type), a person or the computer at a level (a button turns through them), and what the
game has each entrant bring (a deck: its button opens the list of those offered, and its whole name is told when the
pointer rests on it). What of the last tournament's choices no longer holds (a deck since deleted) is told as it
opens. Starting replaces the tournament in progress, after asking."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, Protocol

import pygame

from game.engine.tournament import CHAMPIONSHIP, KINDS, ROUND_ROBIN
from game.scenes.base import Pop, Push, Result, Scene
from game.scenes.setting_up import SetupScene
from game.ui import palette, text
from game.ui.fields import TextField, type_into
from game.ui.tip import draw_tip
from game.ui.toasts import Toast
from game.ui.tournament import SMALL
from game.ui.widgets import Button
from game.words.tournament import KIND_NAMES

GRID_TOP, ROW_H, PER_COLUMN = 196, 44, 10
COLUMN_X = (24, 660)
NAME_W, KIND_W, OWN_W = 190, 170, 180  # an entrant's row: its number, name field, kind and own buttons
FIELD_H = ROW_H - 4  # their height: two lines of the Largest text in the smallest window (a long deck's name)
Choose = Callable[[str, tuple[float, float, float, float], Callable[[], None], bool], None]  # a choice's button


class Entrant(Protocol):
    @property
    def name(self) -> str: ...


class Choices(Protocol):
    """A tournament's choices as a set-up holds them, with no drawing in it."""

    kind: str
    lost: list[str]  # what of the last tournament's choices no longer holds (a deck since deleted), in words

    @property
    def entrants(self) -> Sequence[Entrant]: ...

    def resize(self, count: int) -> None:
        """`count` entrants, within what the kind allows."""

    def name(self, number: int, name: str) -> None:
        """Entrant `number` named `name`."""

    def turn_kind(self, number: int) -> None:
        """Entrant `number` played by the next of the kinds every set-up offers (a person, the computer at a level)."""

    def kind_label(self, number: int) -> str:
        """Who plays entrant `number`, as its button says it."""
        ...


class Entries(Protocol):
    """What is the game's own in setting up its tournament: its own choices' rows, and a button of its own on every
    entrant's row (`own_label`, `own_tip`, `picker`, `pick`), for what each entrant brings to its matches (a deck)."""

    title: str  # over the set-up
    label: str  # before the row of its own choices ("Rules")
    note: str  # over the entrants: how their names, kinds and own buttons are changed
    most_name: int  # characters of an entrant's name

    @property
    def choices(self) -> Choices: ...

    def rows(self, choose: Choose) -> None:
        """The game's own choices, each by `choose` (its label, rect, action, and whether it is chosen now), in the
        rows beside and under the kind of tournament; the set-up shows the choices anew after each action."""

    def own_label(self, number: int) -> str:
        """The label of entrant `number`'s own button (its deck)."""
        ...

    def own_tip(self, number: int) -> list[tuple[str, str]]:
        """What the tip over entrant `number`'s own button tells (its deck's whole name)."""
        ...

    def picker(self, ctx: Any, number: int) -> Scene:
        """The overlay entrant `number`'s own button opens; it pops with what was chosen, or None."""
        ...

    def pick(self, number: int, value: object) -> None:
        """What the overlay chose for entrant `number`."""

    def saved(self) -> str | None:
        """A line about the tournament in progress, or None."""
        ...

    def resume(self, ctx: Any) -> tuple[Scene | None, str | None]:
        """The director of the tournament in progress, or None, and a notice for the player."""
        ...

    def path(self) -> Path:
        """Where the tournament in progress is saved."""
        ...

    def start(self, ctx: Any) -> Scene:
        """The new tournament, saved in place of any in progress, at its director."""
        ...


class TournamentSetupScene(SetupScene):
    def __init__(self, ctx: Any, entries: Entries):
        super().__init__(ctx, entries.saved, lambda: entries.resume(ctx), self._lay)
        self.entries = entries
        self.choices = entries.choices
        self.picking: int | None = None  # the entrant whose own overlay is open
        self._fields()
        self.buttons = self._buttons()
        self.tell_lost(self.choices.lost)

    def _resize(self, count: int) -> None:
        self.choices.resize(count)
        self._fields()
        self.buttons = self._lay()

    def _fields(self) -> None:
        """A field per entrant for its name, as every set-up's names are typed (game.ui.fields)."""
        self.fields = [TextField(self.name_rect(number), entrant.name, most=self.entries.most_name, names=True)
                       for number, entrant in enumerate(self.choices.entrants)]

    def row_box(self, number: int) -> tuple[float, float]:
        return COLUMN_X[number // PER_COLUMN], GRID_TOP + (number % PER_COLUMN) * ROW_H

    def name_rect(self, number: int) -> tuple[float, float, float, float]:
        x, y = self.row_box(number)
        return (x + 40, y, NAME_W, FIELD_H)

    # ----- the buttons ---------------------------------------------------------------------------

    def _lay(self) -> list[Button]:
        """The buttons as the choices stand: what a choice changes lays them out again with this alone, the
        tournament in progress not read again (as SetupScene._buttons does)."""
        self.ringed = []
        self.own_buttons: dict[int, Button] = {}  # by entrant: its own button, over which its tip tells more
        buttons: list[Button] = []
        chosen = self.choices

        def choice(label: str, rect: tuple[float, float, float, float], action: Callable[[], None],
                   chosen: bool) -> None:
            self.offer(buttons, Button(label, rect, partial(self._chosen, action), size=20), chosen)

        for k, kind in enumerate((ROUND_ROBIN, CHAMPIONSHIP)):
            fewest, most = KINDS[kind]
            choice(f"{KIND_NAMES[kind]} ({fewest}\u2013{most})", (130 + k * 250, 66, 238, 44),
                   partial(self._kind, kind), kind == chosen.kind)
        buttons.append(Button("\u2212", (790, 66, 56, 44), partial(self._count, -1), size=26,
                              enabled=len(chosen.entrants) > KINDS[chosen.kind][0]))
        buttons.append(Button("+", (930, 66, 56, 44), partial(self._count, 1), size=26,
                              enabled=len(chosen.entrants) < KINDS[chosen.kind][1]))
        self.entries.rows(choice)
        for number in range(len(chosen.entrants)):
            x, y = self.row_box(number)
            buttons.append(Button(chosen.kind_label(number), (x + 50 + NAME_W, y, KIND_W, FIELD_H),
                                  partial(self._turn_kind, number), size=20))
            buttons.append(Button(self.entries.own_label(number), (x + 60 + NAME_W + KIND_W, y, OWN_W, FIELD_H),
                                  partial(self._pick, number), size=20))
            self.own_buttons[number] = buttons[-1]
        buttons.append(Button("Back", (24, 654, 160, 54), self._back, hotkey="Esc"))
        buttons.append(Button("Start the tournament", (470, 654, 340, 54), self._start, primary=not self.saved,
                              hotkey="" if self.saved else "Enter"))
        if self.saved:
            buttons.append(Button("Continue the tournament", (880, 654, 376, 54), self._continue, primary=True,
                                  hotkey="Enter"))
        return buttons

    def _chosen(self, action: Callable[[], None]) -> None:
        """A choice's `action`, then the buttons made anew to show what it changed."""
        action()
        self.buttons = self._lay()

    def _kind(self, kind: str) -> None:
        self.choices.kind = kind
        self._resize(len(self.choices.entrants))

    def _count(self, step: int) -> None:
        self._resize(len(self.choices.entrants) + step)

    def _turn_kind(self, number: int) -> None:
        """The next of the kinds every set-up offers: Person, then the computer at each level, then Person again."""
        self.choices.turn_kind(number)
        self.buttons = self._lay()

    def _pick(self, number: int) -> None:
        """The game's overlay for an entrant (its list of decks); `resume` takes what was chosen."""
        self.picking = number
        self.outcome = Push(self.entries.picker(self.ctx, number))

    def _choose(self, number: int, value: object) -> None:
        self.entries.pick(number, value)
        self.buttons = self._lay()

    # ----- starting ------------------------------------------------------------------------------

    def _start(self) -> None:
        self.replacing.offer(self, lambda: self.entries.start(self.ctx), self.entries.saved(),
                             "Replace the tournament in progress?", "tournament", self.entries.path())

    def resume(self, value: object) -> None:
        """Back from an entrant's overlay (what was chosen, or None: closed), or from the question before replacing
        the tournament in progress."""
        if self.picking is not None:
            number, self.picking = self.picking, None
            if value is not None:
                self._choose(number, value)
        else:
            self.replacing.answer(self, value)

    def _back(self) -> None:
        """Back to the set-up that opened it."""
        self.outcome = Pop()

    # ----- input ---------------------------------------------------------------------------------

    def typing(self) -> bool:
        return any(field.focused for field in self.fields)

    def handle(self, event: pygame.event.Event) -> Result:
        typed, refusals = type_into(self.fields, event, self.ctx.viewport)
        for refused in refusals:
            self.tell(Toast(refused, (640, 600)))
        for number, field in enumerate(self.fields):
            if field.value != self.choices.entrants[number].name:
                self.choices.name(number, field.value)
        if typed:
            return None
        return super().handle(event)  # Esc goes back, Enter presses the gold Start or Continue

    # ----- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, self.entries.title, vp.px(36), palette.GOLD, bold=True, center=vp.point(640, 32))
        for label, y in (("Kind", 88), (self.entries.label, 142)):
            text.draw(surface, label, vp.px(21), palette.DIM_TEXT, bold=True, midright=vp.point(118, y))
        text.draw(surface, "Entrants", vp.px(21), palette.DIM_TEXT, bold=True, midright=vp.point(780, 88))
        count = str(len(self.choices.entrants))
        text.draw(surface, count, vp.px(28), palette.TEXT, bold=True, center=vp.point(888, 88))
        text.draw(surface, self.entries.note, vp.px(SMALL), palette.DIM_TEXT, center=vp.point(640, 180))
        for number, field in enumerate(self.fields):
            x, top = self.row_box(number)
            text.draw(surface, f"{number + 1}.", vp.px(20), palette.DIM_TEXT, bold=True,
                      midright=vp.point(x + 34, top + FIELD_H / 2))
            field.draw(surface, vp, 20)
        self.draw_widgets(surface)
        for number, button in self.own_buttons.items():
            if button.hovered:  # the whole of what a long label's button shortens
                draw_tip(surface, vp, self.entries.own_tip(number), button.screen_rect(vp))
