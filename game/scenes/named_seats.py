"""A set-up's seats in rows, whatever the game: each row shows the seat's colour and number and the name of who sits
there, the set-up's buttons of who may sit there (game.words.chairs.seat_kinds) beside it. A person's name is typed
in place: a click on it gives it the keyboard, Tab goes on to the next person's name, Enter or Esc keeps it (a name
field as every set-up's: game.ui.fields); a computer's name is shown dimmed and is not typed.

A part a set-up holds (`NamedSeats(top, step, name_box, most, rename, chairs)`), reading the seats' chairs as they
stand through `chairs`; the set-up's base (game.scenes.setting_up.SetupScene) gives it the keyboard."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from game.ui import palette, text
from game.ui.fields import TextField, type_into
from game.ui.palette import Rgb
from game.ui.viewport import Viewport

ROW_LEFT, ROW_H = 96, 46  # design px: a row's colour mark (the seat's number beside it), and its height
RENAME = "click to rename"  # beside a person's name, where the name leaves room for it


class NamedChair(Protocol):
    """Who sits at a seat, as the rows show it."""

    @property
    def name(self) -> str: ...

    @property
    def computer(self) -> bool: ...


class NamedSeats:
    """The rows of a set-up's seats from `top`, one every `step` design px, each name's box at x, width `name_box`;
    a name is at most `most` letters, and `rename(seat, name)` keeps it as it is typed; `chairs()`: who sits at each
    seat now."""

    def __init__(self, top: int, step: int, name_box: tuple[int, int], most: int,
                 rename: Callable[[int, str], None], chairs: Callable[[], Sequence[NamedChair]]) -> None:
        self.top, self.step, self.name_box, self.most, self.rename = top, step, name_box, most, rename
        self.chairs = chairs
        self.fields: dict[int, TextField] = {}  # a name field at each person's seat, in the seats' order

    def row_y(self, seat: int) -> int:
        return self.top + seat * self.step

    def name_rect(self, seat: int) -> pygame.Rect:
        x, w = self.name_box
        return pygame.Rect(x, self.row_y(seat), w, ROW_H)

    @property
    def editing(self) -> int | None:
        """The person's seat whose name is being typed (None: none is)."""
        return next((seat for seat, field in self.fields.items() if field.focused), None)

    @property
    def selected(self) -> bool:
        """The whole name being typed is selected (Ctrl+A): what is typed next replaces it."""
        return any(field.focused and field.selected for field in self.fields.values())

    def seated(self) -> None:
        """The seats chosen anew: a name field at each person's seat, the name being typed keeping the keyboard."""
        editing, self.fields = self.editing, {}
        for seat, chair in enumerate(self.chairs()):
            if not chair.computer:
                box = self.name_rect(seat)
                self.fields[seat] = TextField((box.x, box.y, box.w, box.h), chair.name, most=self.most,
                                              focused=seat == editing, names=True)

    def handle(self, event: pygame.event.Event, vp: Viewport) -> tuple[bool, list[str]]:
        """A key or typed text for the name being typed (game.ui.fields.type_into: Tab goes on to the next
        person's name), or a click that gives a person's name the keyboard (or, elsewhere, takes it back). Whether
        the event goes no further, and why what was typed was refused."""
        typed, refusals = type_into(list(self.fields.values()), event, vp)
        chairs = self.chairs()
        for seat, field in self.fields.items():
            if field.value != chairs[seat].name:
                self.rename(seat, field.value)
        return typed, refusals

    def draw(self, surface: pygame.Surface, vp: Viewport, colours: Sequence[Rgb]) -> None:
        """Each seat's row: its colour and number, and who sits there by name (a person's, to click and rename)."""
        for seat, chair in enumerate(self.chairs()):
            y, colour = self.row_y(seat), colours[seat % len(colours)]
            pygame.draw.rect(surface, colour, vp.rect((ROW_LEFT, y + 13, 20, 20)), border_radius=vp.px(4))
            text.draw(surface, f"Seat {seat + 1}", vp.px(22), colour, bold=True,
                      midleft=vp.point(ROW_LEFT + 30, y + 23))
            field = self.fields.get(seat)
            if field is not None and field.focused:
                field.draw(surface, vp, 22)
                continue
            box = vp.rect(self.name_rect(seat))
            pygame.draw.rect(surface, palette.PANEL if not chair.computer else palette.FELT_DARK, box,
                             border_radius=vp.px(8))
            pygame.draw.rect(surface, palette.FELT_LINE, box, width=vp.px(2), border_radius=vp.px(8))
            ink = palette.DIM_TEXT if chair.computer else palette.TEXT
            size, hint_size = text.fit(chair.name, vp.px(22), box.w - vp.px(20)), text.legible(vp.px(15))
            text.draw(surface, chair.name, size, ink, midleft=(box.x + vp.px(12), box.centery))
            room = box.w - vp.px(30) - text.width(chair.name, size)  # beside the name, a gap either side
            if not chair.computer and text.width(RENAME, hint_size) <= room:  # a long name goes without it
                text.draw(surface, RENAME, hint_size, palette.DIM_TEXT, midright=(box.right - vp.px(10), box.centery))
