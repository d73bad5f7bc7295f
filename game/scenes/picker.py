"""An overlay that asks the player to pick cards (the card an attack takes, a card to recover, the cards an ENRAGE
flips), or shows a pile to look through.

The table under it is dimmed well down and the picker sits on a panel of its own, so nothing of the table reads
through it. A choice of several cards (ENRAGE 3) is made as one: click cards to choose them, click again to
unchoose, and confirm once. A choice with one possible answer is taken on its own, after the card has been shown
for a moment. Resting the mouse on a card shows it enlarged (both sides, for a card that has two), and a picker
given a hint asks for it with H or its Hint button and chooses the suggested cards (Enter takes them, as it confirms
a choice of several). A choice of one may ask to be confirmed too, by a button of its own (`confirm`: a click chooses,
a click on another chooses that one instead). It pops with the chosen card (one to choose) or a tuple of cards
(several, or one confirmed), or None when cancelled. The cards are as large as the window lets
all of them show (game.scenes.picker_grid); a pile larger still scrolls, with the wheel, the arrows, Page Up and
Page Down, Home and End, and its scroll bar (game.ui.scrollbar), clicked or dragged. The keyboard chooses as the
mouse does: Tab goes through the cards in sight, then the buttons, and Enter on a card chooses it; the card in the
keyboard's focus is read enlarged, as one the mouse rests on. What the files had to tell (a save refused) shows on it
as on every table.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.layout.cards import SIDE_LABEL
from game.scenes.base import Pop, Result
from game.scenes.dialog import ENTER
from game.scenes.picker_grid import CARD_H, CARD_W, FOOT, GAP, HEAD, Grid
from game.scenes.table import TableScene, hover_counting
from game.scenes.worker import Thinker
from game.ui import marks, palette, shapes, text
from game.ui.button_rows import share_sizes
from game.ui.card_keys import spot
from game.ui.focus import Focusable
from game.ui.overlaid import draw_enlarged
from game.ui.painter import HOVER_DELAY
from game.ui.scrollbar import ScrollBar
from game.ui.widgets import Button

VEIL, VEIL_ALPHA = palette.FELT_DARK, 170  # over the dimmed table: what lies under a picker is barely there
AUTO_SECONDS = 0.9  # a choice with one answer is shown this long, then taken
ZOOM = 1.75
SCROLL_KEYS = frozenset({pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
                         pygame.K_END})

Face = Callable[[str, tuple[int, int]], pygame.Surface]
Sides = Callable[[str, tuple[int, int]], list[tuple[pygame.Surface, str]]]


class PickerScene(TableScene):
    overlay = True

    def __init__(self, ctx, title: str, cards: list[str], notes: dict[str, str], cancellable: bool,
                 selectable: bool = True, *, face: Face, choose: int = 1, sides: Sides | None = None,
                 hint: Callable[[], Callable[[], list[str]]] | None = None,
                 names: Callable[[str], str] | None = None, confirm: str | None = None, cancel: str | None = None):
        """`confirm`: the label of the button that takes the cards chosen (else Confirm, for several, and a choice of
        one is taken at its click); `cancel`: the label of the button that cancels (else Cancel, or Close)."""
        super().__init__(ctx)
        self.face = face  # draws a card as its owner shows it (the side it is on)
        self.sides = sides  # the enlarged faces of a card with their labels (both sides of a two-sided card)
        self.title = title
        self.cards = cards
        self.notes = notes
        self.cancellable = cancellable
        self.selectable = selectable  # False: only shows the cards (a pile being looked through)
        self.choose = min(choose, len(cards)) if selectable else 0
        self.confirm = confirm
        self.cancel = cancel or ("Cancel" if selectable else "Close")
        self.grid = Grid.fitting(len(cards), noted=bool(notes) or self.several)
        panel, grid = self.panel(), self.grid
        track = (panel.right - 24, panel.y + HEAD - 10, 8, grid.height - (grid.row_h - grid.card[1]))
        self.bar = ScrollBar(track, None, grid.shown_rows, step=1, total=grid.rows)  # `first`: the top row in sight
        self.names = names or (lambda card: card)
        self._result: Result = None  # what a button's action asks of the stack
        self.chosen: list[str] = []
        self.hovered: tuple[str, float] | None = None
        self.caption = ""
        self._hint = hint  # called when the hint is asked for; what it returns finds the cards, off the window's thread
        self._thinker = Thinker()
        # One possible answer: it is shown chosen for a moment, then taken.
        self.auto: float | None = None
        if selectable and len(cards) == self.choose:
            self.chosen = list(cards)
            self.auto = AUTO_SECONDS
            self.caption = f"The only choice: {', '.join(self.names(c) for c in cards)}."
        self.buttons = self._buttons()

    # ----- layout ----------------------------------------------------------------------------------

    @property
    def own_keys(self) -> frozenset[int]:  # type: ignore[override]  # read, never set
        """The keys that scroll the cards, where they scroll, rather than move the focus; and Enter on the card chosen
        of one to confirm, which confirms it as its button's key says (on another, Enter chooses that one)."""
        keys = SCROLL_KEYS if self.grid.scrolls else frozenset()
        focused = self.focus.on(self.focusable())
        confirming = self.confirm is not None and focused is not None and focused.label in self.chosen
        return keys | ENTER if confirming else keys

    @property
    def several(self) -> bool:
        """The cards chosen wait for their button: a choice of several, or one to confirm."""
        return self.choose > 1 or self.confirm is not None

    def panel(self) -> pygame.Rect:
        """The picker's own panel, in design space: its title, the cards in rows, and its buttons."""
        width = max(640, self.grid.width + 80)
        height = HEAD + self.grid.height + FOOT
        return pygame.Rect(640 - width // 2, max(8, 360 - height // 2), width, height)

    def _rects(self) -> dict[str, pygame.Rect]:
        """Design-space rectangles of the cards in sight, centred in their rows."""
        grid, rects = self.grid, {}
        top = self.panel().y + HEAD - 10
        first = self.bar.first * grid.per_row
        shown = self.cards[first : first + grid.shown_rows * grid.per_row]
        for row_start in range(0, len(shown), grid.per_row):
            row = shown[row_start : row_start + grid.per_row]
            width = len(row) * grid.card[0] + (len(row) - 1) * GAP
            y = top + (row_start // grid.per_row) * grid.row_h
            for i, card in enumerate(row):
                rects[card] = pygame.Rect(640 - width // 2 + i * (grid.card[0] + GAP), y, *grid.card)
        return rects

    def _scroll(self, rows: int) -> None:
        """The rows in sight move `rows` down the pile (up when negative), never past either end."""
        self.bar.first += rows
        self.bar.clamp()
        self.hovered = None

    def _buttons(self) -> list[Button]:
        panel = self.panel()
        y = panel.bottom - 62
        buttons = []
        if self.several:
            ready = len(self.chosen) == self.choose
            label = self.confirm or f"Confirm {len(self.chosen)} of {self.choose}"
            buttons.append(Button(label, (0, y, 240, 48), self._confirm, enabled=ready, primary=ready, hotkey="Enter"))
        if self._hint is not None and self.auto is None:
            label = "Thinking..." if self._thinker.thinking else "Hint"
            buttons.append(Button(label, (0, y, 150, 48), self._ask_hint, hotkey="H"))
        if self.cancellable:
            buttons.append(Button(self.cancel, (0, y, 150, 48), self._cancel, hotkey="Esc"))
        width = sum(b.rect[2] for b in buttons) + 16 * (len(buttons) - 1)
        x = 640 - width / 2
        for button in buttons:
            button.rect = (x, *button.rect[1:])
            x += button.rect[2] + 16
        return buttons

    def focusable(self) -> list[Focusable]:
        """The cards in sight that may be chosen (Enter on one chooses it as a click does), then the buttons."""
        choosing = self.selectable and self.auto is None
        cards: list[Focusable] = [spot(card, rect) for card, rect in self._rects().items()] if choosing else []
        return [*cards, *self.buttons]

    # ----- choosing --------------------------------------------------------------------------------

    def _confirm(self) -> None:
        self._result = self._taken()

    def _taken(self) -> Pop:
        """The cards chosen, as the picker pops them: a tuple where they wait for their button (several, or one to
        confirm), else the one card."""
        return Pop(tuple(self.chosen)) if self.several else Pop(self.chosen[0])

    def _cancel(self) -> None:
        self._result = Pop(None)

    def _ask_hint(self) -> None:
        if self._hint is None or self._thinker.thinking or self.auto is not None:
            return
        self.caption = "Hint: looking for the best cards..."
        self._thinker.start(self._hint())
        self.buttons = self._buttons()

    def _toggle(self, card: str) -> Result:
        if not self.several:
            return Pop(card)
        if card in self.chosen:
            self.chosen.remove(card)
        elif len(self.chosen) < self.choose:
            self.chosen.append(card)
        elif self.choose == 1:  # one to confirm: another card chosen instead
            self.chosen = [card]
        self.buttons = self._buttons()
        return None

    def handle(self, event: pygame.event.Event) -> Result:
        vp = self.ctx.viewport
        self._result = None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and self.cancellable:
                return Pop(None)
            if event.key in ENTER and self.chosen and len(self.chosen) == self.choose:
                return self._taken()  # of one card to choose: the hint's
            if event.key == pygame.K_h:
                self._ask_hint()
            if event.key in SCROLL_KEYS and self.grid.scrolls:
                steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.grid.shown_rows,
                         pygame.K_PAGEDOWN: self.grid.shown_rows, pygame.K_HOME: -self.grid.rows,
                         pygame.K_END: self.grid.rows}
                self._scroll(steps[event.key])
        if self.bar.handle(event, vp):  # the wheel, or the bar clicked or dragged
            self.hovered = None
            return None
        for button in self.buttons:
            if button.handle(event, vp):
                return self._result
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            under = vp.under(event.pos, self._rects())
            if under is None:
                self.hovered = None
            elif self.hovered is None or self.hovered[0] != under:
                self.hovered = (under, 0.0)
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and under is not None:
                if self.selectable and self.auto is None:
                    return self._toggle(under)
        return None

    def update(self, dt: float) -> Result:
        if self.hovered is not None:
            self.hovered = (self.hovered[0], self.hovered[1] + dt)
        if self._thinker.ready():
            suggested = [card for card in self._thinker.take() if card in self.cards][: self.choose]
            if suggested:
                self.chosen = suggested
                names = ', '.join(self.names(c) for c in suggested)
                self.caption = f"Hint: choose {names}." if self.several else f"Hint: {names}. Enter chooses it."
            else:
                self.caption = "Hint: nothing to suggest."
            self.buttons = self._buttons()
        if self.auto is not None:
            self.auto -= dt
            if self.auto <= 0:
                return self._taken()
        return super().update(dt)  # what the files had to tell, as every table shows it

    def moving(self) -> bool:
        """The mouse's rest before a card's enlarged face counts, the hint thinks, or the computer's choice is shown
        for a moment before the picker closes."""
        return hover_counting(self.hovered) or self._thinker.thinking or self.auto is not None or super().moving()

    # ----- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        if not self.overlay:  # a screen of its own: nothing lies under it but the felt
            self.draw_felt(surface)
        shapes.veil(surface, VEIL, VEIL_ALPHA)
        box = vp.rect(self.panel())
        shapes.edged_panel(surface, box, palette.GOLD, vp.px(2), vp.px(16))
        title = self.title
        text.draw(surface, title, text.fit(title, vp.px(30), box.w - vp.px(40), bold=True), palette.GOLD_LIGHT,
                  bold=True, center=(box.centerx, box.y + vp.px(38)))
        line = self.caption or self._instructions()
        if line:
            text.draw(surface, line, text.legible(text.fit(line, vp.px(19), box.w - vp.px(40))), palette.TEXT,
                      center=(box.centerx, box.y + vp.px(76)))
        for card, rect in self._rects().items():
            self._draw_card(surface, card, vp.rect(rect))
        self.bar.draw(surface, vp)
        share_sizes(self.buttons)
        for button in self.buttons:
            button.draw(surface, vp)
        draw_enlarged(surface, vp, self.zoom_boxes(surface))
        self.paint_toasts(surface)

    def _instructions(self) -> str:
        if not self.selectable:
            line = "Rest the mouse on a card to read it enlarged."
        elif self.choose > 1:
            line = f"Choose {self.choose}: click, or Tab and Enter (again to unchoose); then Confirm."
        elif self.confirm is not None:
            line = f"Choose one: click it, or Tab to it and press Enter. Then: {self.confirm}"
        else:
            line = "Click a card, or Tab to it and press Enter."
        if not self.grid.scrolls:
            return line
        first = self.bar.first * self.grid.per_row
        last = min(len(self.cards), first + self.grid.shown_rows * self.grid.per_row)
        more = "Page Down for more" if last < len(self.cards) else "Page Up for the first"
        return f"Cards {first + 1} to {last} of {len(self.cards)} (the wheel or {more}). {line}"

    def _draw_card(self, surface: pygame.Surface, card: str, box: pygame.Rect) -> None:
        vp = self.ctx.viewport
        chosen = card in self.chosen
        hovered = self.hovered is not None and self.hovered[0] == card and self.selectable
        if chosen or hovered:
            colour = palette.GOLD if chosen else palette.HIGHLIGHT
            pygame.draw.rect(surface, colour, box.inflate(vp.px(12), vp.px(12)), width=vp.px(5 if chosen else 3),
                             border_radius=vp.px(12))
        surface.blit(self.face(card, box.size), box)
        if chosen:
            marks.picked(surface, vp, box)
        note = self.notes.get(card)
        if chosen and self.choose > 1:
            note = f"chosen ({self.chosen.index(card) + 1})" + (f", {note}" if note else "")
        for row, line in enumerate(note.split("\n") if note else ()):  # a note may say two things, a line each
            size = text.legible(text.fit(line, vp.px(17), box.w + vp.px(16)))  # in the smallest window too
            text.draw(surface, line, size, palette.GOLD_LIGHT if chosen else palette.TEXT,
                      midtop=(box.centerx, box.bottom + vp.px(8) + row * text.line_height(size)))

    def read(self) -> str | None:
        """The card read enlarged: the one the mouse has rested on, or else the one in the keyboard's focus."""
        if self.hovered is not None:
            return self.hovered[0] if self.hovered[1] >= HOVER_DELAY else None
        focused = self.focus.find(self.focusable())
        return focused.label if focused is not None and focused.label in self._rects() else None

    def zoom_boxes(self, surface: pygame.Surface) -> list[tuple[pygame.Rect, pygame.Surface, str]]:
        """The enlarged faces of the card read enlarged (read), where they are drawn, with their labels."""
        card = self.read()
        if card is None:
            return []
        vp = self.ctx.viewport
        rect = vp.rect(self._rects()[card])
        size = vp.rect((0, 0, CARD_W * ZOOM, CARD_H * ZOOM)).size
        faces = self.sides(card, size) if self.sides is not None else [(self.face(card, size), "")]
        gap = vp.px(14)
        width = len(faces) * size[0] + (len(faces) - 1) * gap
        area = pygame.Rect(0, 0, width, size[1] + vp.px(SIDE_LABEL))
        area.midbottom = (rect.centerx, rect.top - vp.px(8))
        if area.top < 0:
            area.midtop = (rect.centerx, rect.bottom + vp.px(8))
        area.clamp_ip(surface.get_rect())
        return [(pygame.Rect(area.x + i * (size[0] + gap), area.y + vp.px(SIDE_LABEL), *size), face, label)
                for i, (face, label) in enumerate(faces)]
