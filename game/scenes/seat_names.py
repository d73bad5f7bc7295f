"""An overlay of a set-up where the people at one screen name their seats: a field per person's seat, by the seat's
row name ("Seat 1", or the game's own name of that seat), its default name shown until a name is typed, up to five
in a column and a second column beside it for more. Done (Enter, or Esc) pops with the names typed, one per seat
listed, "" where none was."""

from __future__ import annotations

import pygame

from game.scenes.base import Pop, Result
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.dialog_panel import draw_dialog
from game.ui.fields import TextField, type_into
from game.ui.toasts import Toast
from game.ui.widgets import Button

ROW, PER_COLUMN, FIELD_W = 56, 5, 300


class SeatNamesScene(TableScene):
    overlay = True

    def __init__(self, ctx, rows: list[tuple[str, str, str]], most: int):
        """`rows`: each person's seat as (its row name, the name typed so far, its default name); `most`: the most
        characters of a name."""
        super().__init__(ctx)
        columns = 1 if len(rows) <= PER_COLUMN else 2
        per = -(-len(rows) // columns)
        width = 140 + FIELD_W + 60 if columns == 1 else 2 * (140 + FIELD_W) + 80
        self.panel = pygame.Rect(640 - width // 2, 120, width, 120 + ROW * per + 80)
        self.labels = [label for label, _, _ in rows]
        self.fields = [TextField((self.panel.x + 170 + (k // per) * (140 + FIELD_W + 20),
                                  self.panel.y + 90 + (k % per) * ROW, FIELD_W, 44), typed, default, most,
                                 names=True)
                       for k, (_, typed, default) in enumerate(rows)]
        if self.fields:
            self.fields[0].focused = True
        self.buttons = [Button("Done", (640 - 90, self.panel.bottom - 70, 180, 50), self._done, primary=True,
                               hotkey="Enter")]

    def _done(self) -> None:
        self.outcome = Pop([field.value.strip() for field in self.fields])

    def typing(self) -> bool:
        return any(field.focused for field in self.fields)

    def handle(self, event: pygame.event.Event) -> Result:
        typed, refusals = type_into(self.fields, event, self.ctx.viewport)
        for refused in refusals:
            self.tell(Toast(refused, (640, self.panel.y - 10)))
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self._done()
            return self.take_outcome()
        return None if typed else self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        draw_dialog(surface, vp, self.panel, "The players' names", 46)
        for label, field in zip(self.labels, self.fields, strict=True):
            text.draw(surface, label, vp.px(20), palette.DIM_TEXT, bold=True,
                      midright=vp.point(field.rect[0] - 14, field.rect[1] + 22))
            field.draw(surface, vp, 20)
        self.draw_widgets(surface)
