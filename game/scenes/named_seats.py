"""A set-up's seats in rows, whatever the game: each row shows the seat's colour and number and the name of who sits
there, the set-up's buttons of who may sit there (game.words.chairs.seat_kinds) beside it. A person's name is typed
in place: a click on it gives it the keyboard, Tab goes on to the next person's name, Enter or Esc keeps it (a name
field as every set-up's: game.ui.fields); a computer's name is shown dimmed and is not typed.

A part a set-up holds (`NamedSeats(top, step, name_box, most, rename)`), handed the seats' chairs as they stand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from game.ui import palette, text
from game.ui.fields import TextField
from game.ui.palette import Rgb
from game.ui.viewport import Viewport
from game.words.chairs import person_after

ROW_LEFT, ROW_H = 96, 46  # design px: a row's colour mark (the seat's number beside it), and its height


class NamedChair(Protocol):
    """Who sits at a seat, as the rows show it."""

    @property
    def name(self) -> str: ...

    @property
    def computer(self) -> bool: ...


class NamedSeats:
    """The rows of a set-up's seats from `top`, one every `step` design px, each name's box at x, width `name_box`;
    a name is at most `most` letters, and `rename(seat, name)` keeps it as it is typed."""

    def __init__(self, top: int, step: int, name_box: tuple[int, int], most: int,
                 rename: Callable[[int, str], None]) -> None:
        self.top, self.step, self.name_box, self.most, self.rename = top, step, name_box, most, rename
        self.editing: int | None = None  # the person's seat whose name is being typed, in `field`
        self.field = TextField((0, 0, 0, 0))

    def row_y(self, seat: int) -> int:
        return self.top + seat * self.step

    def name_rect(self, seat: int) -> pygame.Rect:
        x, w = self.name_box
        return pygame.Rect(x, self.row_y(seat), w, ROW_H)

    @property
    def selected(self) -> bool:
        """The whole name being typed is selected (Ctrl+A): what is typed next replaces it."""
        return self.editing is not None and self.field.selected

    def edit(self, seat: int | None, chairs: Sequence[NamedChair]) -> None:
        """The name of `seat` takes the keyboard (None: no name does)."""
        self.editing = seat
        if seat is not None:
            box = self.name_rect(seat)
            self.field = TextField((box.x, box.y, box.w, box.h), chairs[seat].name, most=self.most, focused=True,
                                   names=True)

    def seated(self, chairs: Sequence[NamedChair]) -> None:
        """The seats chosen anew: no name is typed at a seat gone or now the computer's."""
        if self.editing is not None and (self.editing >= len(chairs) or chairs[self.editing].computer):
            self.edit(None, chairs)

    def handle(self, event: pygame.event.Event, vp: Viewport, chairs: Sequence[NamedChair]
               ) -> tuple[bool, str | None]:
        """A key or typed text for the name being typed, or a click that gives a person's name the keyboard (or,
        elsewhere, takes it back). Whether the event goes no further, and why what was typed was refused (None: it
        was not)."""
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT) and self.editing is not None:
            seat = self.editing
            if self.field.handle(event, vp):
                self.rename(seat, self.field.value)
            refused = self.field.take_refusal()
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                self.edit(person_after({other for other, chair in enumerate(chairs) if not chair.computer}, seat),
                          chairs)
            elif not self.field.focused:  # Enter or Esc: the name is kept
                self.edit(None, chairs)
            return True, refused
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            at = vp.to_design(event.pos)
            self.edit(next((seat for seat, chair in enumerate(chairs)
                            if self.name_rect(seat).collidepoint(at) and not chair.computer), None), chairs)
        return False, None

    def draw(self, surface: pygame.Surface, vp: Viewport, chairs: Sequence[NamedChair], colours: Sequence[Rgb]
             ) -> None:
        """Each seat's row: its colour and number, and who sits there by name (a person's, to click and rename)."""
        for seat, chair in enumerate(chairs):
            y, colour = self.row_y(seat), colours[seat % len(colours)]
            pygame.draw.rect(surface, colour, vp.rect((ROW_LEFT, y + 13, 20, 20)), border_radius=vp.px(4))
            text.draw(surface, f"Seat {seat + 1}", vp.px(22), colour, bold=True,
                      midleft=vp.point(ROW_LEFT + 30, y + 23))
            if self.editing == seat:
                self.field.draw(surface, vp, 22)
                continue
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
