"""The common shape of the table's scenes: buttons and toasts on the felt (a table where a game is played with its
cards is game.scenes.card_table.CardTable).

Button actions run in the middle of handling an event; what an action asks of the stack is kept
in `outcome` and handed over at the end of handle() or update().
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.files import storage, userlock
from game.scenes.base import Result, Scene
from game.scenes.notices import shown
from game.ui import marks, palette, text
from game.ui.button_rows import share_sizes
from game.ui.focus import Focusable
from game.ui.painter import HOVER_DELAY
from game.ui.toasts import Toast, draw_toasts
from game.ui.viewport import Viewport
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.engine.core import Submitted

READ_KEY = pygame.K_i  # a card's numbers and keywords told one at a time, for the keyboard (CardTable.read_next)

def hover_counting(hovered: tuple[str, float] | None) -> bool:
    """The mouse rests on a card whose enlarged face is not shown yet: the time it has rested counts (it moves)."""
    return hovered is not None and hovered[1] < HOVER_DELAY


NOT_SAVING = "Saved aside"  # the mark of a table in a second copy of the game: its game is not saved in the user
# folder (another copy owns it) but in this copy's own folder, which joins it once either copy is closed


def draw_not_saving(surface: pygame.Surface, vp: Viewport) -> pygame.Rect:
    """The small mark in the table's top left corner that says what is played here is not saved in the user folder
    (game.files.userlock); its rect."""
    words = text.render(NOT_SAVING, max(text.READABLE, vp.px(16)), palette.ERROR_RED, True)
    box = words.get_rect().inflate(vp.px(14), vp.px(2))
    box.topleft = vp.point(3, 1)  # above the panels every table has at its top
    pygame.draw.rect(surface, palette.PANEL, box, border_radius=vp.px(6))
    pygame.draw.rect(surface, palette.ERROR_RED, box, 1, border_radius=vp.px(6))
    surface.blit(words, words.get_rect(center=box.center))
    return box


class TableScene(Scene):
    def __init__(self, ctx):
        super().__init__(ctx)
        self.buttons: list[Button] = []
        self.toasts: list[Toast] = []
        self.ringed: list[Button] = []  # the buttons of what is chosen now (a set-up's choices): ringed and ticked
        self.covered: list[pygame.Rect] = []  # what another scene lays over the table (design space): a lesson's words
        self.outcome: Result = None

    def focusable(self) -> Sequence[Focusable]:
        return self.buttons

    def refused(self, result: Submitted, at: tuple[float, float]) -> bool:
        """Whether the engine refused a command (`result`, its answer): its reason then shows at `at` (design space),
        where the card was dropped or the button pressed (`tell`)."""
        if result.rejected is not None:
            self.tell(Toast(result.rejected.message, at))
        return result.rejected is not None

    def tell(self, toast: Toast) -> None:
        """Shows `toast`; one of the same words already shown gives way to it (one toast, its time begun again, where
        a refusal made twice, or a key typed on past a name's room, stacked one a time)."""
        self.toasts = [shown for shown in self.toasts if shown.message != toast.message] + [toast]

    def take_outcome(self) -> Result:
        result, self.outcome = self.outcome, None
        return result

    def handle_buttons(self, event: pygame.event.Event) -> Result:
        for button in self.buttons:
            button.handle(event, self.ctx.viewport)
        return self.take_outcome()

    def update(self, dt: float) -> Result:
        # What the storage layer had to tell the player (a save that could not be written, a second copy of the
        # game using the same folder) shows on whichever table is open, each file by its name as the menu says it.
        self.toasts += [Toast(message, (640, 700), seconds=10.0)
                        for message in shown(storage.take_notices(), closing=False)]
        self.toasts = [toast for toast in self.toasts if toast.update(dt)]
        return self.take_outcome()

    def moving(self) -> bool:
        """A toast is new or fades (Toast.moving), or a button's action waits for the next update to be carried out."""
        return any(toast.moving() for toast in self.toasts) or self.outcome is not None or super().moving()

    def draw_felt(self, surface: pygame.Surface) -> None:
        """The felt, with darker bars where the window's shape differs from the table's."""
        table = self.ctx.viewport.rect((0, 0, 1280, 720))
        if table.size != surface.get_size():
            surface.fill(palette.FELT_DARK)
        surface.fill(palette.FELT, table)

    def words_on_places(self) -> list[pygame.Rect]:
        """The numbers and words the table shows on or beside its places (window pixels): a lesson's light round a
        place is drawn under them, never across them."""
        return []

    def keep_clear(self) -> list[pygame.Rect]:
        """What toasts must never cover (design space): a table's status line."""
        return []

    def draw_widgets(self, surface: pygame.Surface) -> None:
        self.draw_buttons(surface)
        self.paint_toasts(surface)

    def offer(self, buttons: list[Button], button: Button, chosen: bool) -> None:
        """`button` added to `buttons` as one of a choice: ringed while what it chooses is `chosen`."""
        buttons.append(button)
        if chosen:
            self.ringed.append(button)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The buttons, each group of them with its labels at one size (button_rows), the keyboard's focus, and a ring
        round each of what is chosen now, so it is told by shape as well as by colour (marks.chosen)."""
        vp = self.ctx.viewport
        share_sizes(self.buttons)
        for button in self.buttons:
            button.draw(surface, vp)
        self.focus.draw(surface, vp, self.focusable())
        for button in self.ringed:
            marks.chosen(surface, vp, button.screen_rect(vp))

    def covered_shown(self) -> list[pygame.Rect]:
        """What another scene lays over the table (`covered`: a lesson's words), in window pixels."""
        return [self.ctx.viewport.rect(rect) for rect in self.covered]

    def toasts_clear_of(self) -> list[pygame.Rect]:
        """What toasts never cover (design space): what the scene keeps clear, its buttons (a footer's among them)
        and what another scene lays over it."""
        return self.keep_clear() + [pygame.Rect(button.rect) for button in self.buttons] + self.covered

    def paint_toasts(self, surface: pygame.Surface) -> None:
        """The toasts, and the mark of a table whose game is not saved."""
        draw_toasts(surface, self.ctx.viewport, self.toasts, self.toasts_clear_of())
        if userlock.holding():
            draw_not_saving(surface, self.ctx.viewport)
