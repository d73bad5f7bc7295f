"""The Hint, whatever the game: a computer player's judgement of the moment, offered to the person at the screen.

What it looks for is game.scenes.advice's: the next command of the game's strongest bot, or a plan of several steps
its game declares (the campaign's combos to build). `TableHint` shows it as the table says a command is shown
(`Suggestion`) and plays it with one key, the same at every table; its button and keys are `hint_button` and
`hint_key`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.scenes.advice import BotHint, Hint, PlanHint, Plans
from game.ui import palette, shapes, text
from game.ui.status import fitted_block
from game.ui.toasts import Toast
from game.ui.widgets import Button


@dataclass(frozen=True)
class Suggestion:
    """How a table shows a command: what it does in a few words, the card it plays (its key at the table) and the
    place that card goes (design space), or the button that plays it (by its label); a plan of several steps draws
    the rest of itself (`drawn`: the campaign's combos laid faintly), under the lights."""

    words: str
    card: str | None = None
    place: pygame.Rect | None = None
    button: str | None = None
    drawn: Callable[[pygame.Surface], None] | None = None


TAKE_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER})  # with a hint shown, Enter takes it, at every table


def hint_keys(shown: bool) -> frozenset[int]:
    """The keys a table keeps from the keyboard's focus (Scene.own_keys): while a hint is shown, Enter takes it,
    whatever card has the focus (Space still picks that card up)."""
    return TAKE_KEYS if shown else frozenset()


# The Hint button's labels and key hints: asking, looking (pressed again: stop) and shown (pressed: take it)
ASK, THINKING, TAKE = ("Hint", "H"), ("Thinking...", "H: stop"), ("Take hint", "H or Enter")
LOOKING = "Hint: looking for your best move... (H again to stop)"  # over the status line while it is looked for


def hint_button(rect: tuple[float, float, float, float], hint: Hint, press: Callable[[], None],
                take: Callable[[], None], may_ask: bool) -> Button:
    """A table's Hint button in `rect` (design space), the same at every table: Hint (enabled when `may_ask`), then
    Thinking... while the hint is looked for (`press` again: stop), then Take hint (`take`) once it is shown."""
    if hint.shown:
        return Button(TAKE[0], rect, take, primary=True, hotkey=TAKE[1])
    if hint.thinking:
        return Button(THINKING[0], rect, press, hotkey=THINKING[1])
    return Button(ASK[0], rect, press, may_ask, hotkey=ASK[1])


def hint_key(event: pygame.event.Event, hint: Hint, press: Callable[[], None], take: Callable[[], None]) -> bool:
    """The Hint's keys, the same at every table: H presses the Hint button (`press`: ask, stop looking, or take the
    hint shown), Enter takes the hint shown (`take`), Esc puts away a hint shown or looked for; True when `event` was
    one of them."""
    if event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL:
        press()
    elif event.key in TAKE_KEYS and hint.shown:
        take()
    elif event.key == pygame.K_ESCAPE and hint.active:
        hint.dismiss()
    else:
        return False
    return True

GHOST_ALPHA = 150  # the card suggested, laid faintly where it would go
UNDER_GHOST = 255  # what lies there (a pile's top card) is veiled whole, so the ghost reads alone


class TableHint:
    """The Hint at a seated table (game.scenes.seated): H (or the table's Hint button) asks the strongest computer
    player for the next move of the seat in turn, when that seat is the person at the screen; the card and its place
    are lit in the hint's colour, the card laid faintly where it would go, and the table's status line says it in
    words. H again or Enter plays it, Esc puts it away; H while it is looked for stops the search. A game may declare
    a plan of several steps instead (`plans`: the campaign's combos), looked for by its own search, shown as it says
    and played out step by step.

    The table says how a command (or a plan found) is shown (`suggestion`), and rebuilds its buttons (`_buttons`)
    with `button`."""

    def __init__(self, table: Any, plans: Plans | None = None):
        self.table = table
        self.bot: BotHint | PlanHint = BotHint(table.campaign) if plans is None else PlanHint(table.campaign, plans)
        self._drawn: tuple[bool, bool] = (False, False)  # shown and thinking, as the buttons last showed them
        self._ghost: tuple[pygame.Surface, pygame.Surface] | None = None  # a card's face, and it laid faintly
        self._seen = True  # whether the hint (or that there is none) was drawn since it came in
        self._asked_set: tuple[object, ...] | None = None  # the window and text size `_asked_ahead` set words for

    def wait(self, timeout: float | None = None) -> bool:
        """Blocks until the hint asked for is found (for scripts and tests)."""
        return self.bot.wait(timeout)

    @property
    def active(self) -> bool:
        """A hint is shown or being looked for (as Hint.active)."""
        return self.bot.active

    @property
    def shown(self) -> bool:
        """A hint is shown (as Hint.shown)."""
        return self.bot.shown

    def dismiss(self) -> None:
        """The hint shown or looked for is put away."""
        self.bot.dismiss()

    def button(self, rect: tuple[float, float, float, float]) -> Button:
        """The table's Hint button in `rect` (design space): Hint, then Thinking..., then Take hint."""
        return hint_button(rect, self.bot, self.press, self.take, bool(self.table._legal()))

    def row(self, rect: tuple[float, float, float, float], gap: float) -> list[Button]:
        """Undo, Redo and the Hint button side by side in `rect` (design space), `gap` apart, each as wide as its
        label needs at the player's text size, shared in proportion where the row is narrower: the Hint's widest
        label ("Take hint", "H or Enter") is set whole at the Largest text in the smallest window, and the row
        stays as it is whatever the Hint is doing."""
        x, y, w, h = rect
        undo, redo = self.table.undo.buttons(rect, rect)
        hint = self.button(rect)
        viewport = self.table.ctx.viewport
        widest = max(Button(label, rect, self.press, hotkey=key).wanted(viewport)
                     for label, key in (ASK, THINKING, TAKE))
        wanted = [undo.wanted(viewport), redo.wanted(viewport), widest]
        share = (w - 2 * gap) / sum(wanted)
        for button, width in zip((undo, redo, hint), wanted, strict=True):
            button.rect = (x, y, width * share, h)
            x += width * share + gap
        return [undo, redo, hint]

    def key(self, event: pygame.event.Event) -> bool:
        """The Hint's keys (hint_key); True when `event` was one of them. The buttons follow what the hint is doing:
        H and Enter have set them (press, take), Esc has not."""
        if not hint_key(event, self.bot, self.press, self.take):
            return False
        if (self.bot.shown, self.bot.thinking) != self._drawn:
            self._refresh()
        return True

    def press(self) -> None:
        """Asks for a hint; pressed while one is shown it plays it, while one is looked for it stops looking."""
        table = self.table
        if self.bot.shown:
            self.take()
            return
        if self.bot.thinking:
            self.bot.dismiss()
        elif not table._legal():
            table.toasts.append(Toast("A hint helps when it is your move.", table.refused_at, 2.0, palette.DIM_TEXT))
        else:
            table._skip()
            self.bot.ask(table.viewer)  # the seat in turn: the person at the screen may act only then
        self._refresh()

    def take(self) -> None:
        """Plays the command suggested, or the plan's steps one after another until the engine refuses one."""
        steps = self.bot.steps()
        self.bot.dismiss()
        for command in steps:
            self.table._skip()
            if not self.table.submit(command):
                break
        self._refresh()

    @property
    def found(self) -> Any:
        """What the hint shown suggests (a command, or the plan its game declared), or None."""
        return self.bot.found if self.bot.shown else None

    def update(self) -> None:
        """Called every frame: shows the hint found a frame ago or more (if `ahead` has not: Hint.arrived); the
        buttons follow what the hint is doing."""
        self._take(framed=True)
        if (self.bot.shown, self.bot.thinking) != self._drawn:
            self._refresh()
        if not self.bot.shown:
            self._ghost = None

    def moving(self) -> bool:
        """The hint is looked for, or has come in (between frames, or while the window rested) and is not drawn yet:
        the table draws its next frame."""
        return self.bot.thinking or not self._seen

    def ahead(self) -> bool:
        """Between frames (GameTable.ahead): the hint asked for is sent to the thinking process (Hint.send); the hint
        found is taken in, and its card laid faintly, its words made and the buttons it changes (Take hint) set, so
        that the frame that shows it only blits them; while none is asked for, what pressing H first shows
        (_asked_ahead). True when it sent one, took one in or set those words."""
        if self.bot.send():
            return True
        if not self._take():
            return self._asked_ahead()
        self._refresh()
        for button in self.table.buttons:
            button.set_ahead(self.table.ctx.viewport)
        shown = self.suggested()
        if shown is not None:
            self._laid(shown)
            _, size, lines = self._fitted(self._words(shown))
            for part in lines:
                text.render(part, size, palette.GHOST)
        return True

    def _asked_ahead(self) -> bool:
        """While no hint is asked for: the words a press of H first shows (the Hint button saying Thinking..., the
        line over the status line), set once for each window and text size, so that frame only blits them."""
        vp = self.table.ctx.viewport
        wanted = (vp.width, vp.height, text.scale())
        if self.bot.active or self._asked_set == wanted:
            return False
        self._asked_set = wanted
        asking = next((button for button in self.table.buttons if button.label == ASK[0]), None)
        if asking is not None:
            Button(THINKING[0], asking.rect, self.press, hotkey=THINKING[1]).set_ahead(vp)
        _, size, lines = self._fitted(LOOKING)
        for part in lines:
            text.render(part, size, palette.GHOST)
        return True

    def _take(self, framed: bool = False) -> bool:
        """Takes in the hint once it is found (in a frame, `framed`, once it was found a frame ago: Hint.arrived);
        that nothing was is said in a toast. True when it came in."""
        if not self.bot.arrived(framed):
            return False
        self._seen = False
        if self.bot.found is None:
            self.bot.dismiss()
            self.table.toasts.append(Toast("Nothing to suggest here.", self.table.refused_at, 2.0, palette.DIM_TEXT))
        return True

    def _refresh(self) -> None:
        self._drawn = (self.bot.shown, self.bot.thinking)
        self.table.buttons = self.table._buttons()

    def suggested(self) -> Suggestion | None:
        """How the table shows the command (or plan) suggested, while it is shown."""
        found = self.found
        return self.table.suggestion(found) if found is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        """The hint over the table (after its cards, before the zoom): the card and its place lit, the card laid
        faintly there, or the button lit, and the line in words over the status line."""
        table, vp = self.table, self.table.ctx.viewport
        self._seen = True
        if self.bot.thinking:
            self._line(surface, LOOKING)
            return
        shown = self.suggested()
        if shown is None:
            return
        line, radius = max(2, vp.px(4)), vp.px(12)
        if shown.drawn is not None:
            shown.drawn(surface)
        sprite = table.by_key.get(shown.card) if shown.card is not None else None
        if shown.place is not None:
            box = vp.rect(shown.place)
            laid = self._laid(shown)
            if laid is not None:
                ghost, at = laid
                shapes.veil(surface, palette.FELT_DARK, UNDER_GHOST, at.clip(surface.get_rect()))  # what lies there
                surface.blit(ghost, at)
            pygame.draw.rect(surface, palette.GHOST, box.inflate(vp.px(8), vp.px(8)), line, radius)
        if sprite is not None:  # outside the light of a card that can be played
            pygame.draw.rect(surface, palette.GHOST, sprite.rect.inflate(vp.px(16), vp.px(16)), line, radius)
        for button in table.buttons:
            if shown.button is not None and button.label == shown.button:
                pygame.draw.rect(surface, palette.GHOST, button.screen_rect(vp).inflate(vp.px(10), vp.px(10)),
                                 line, radius)
        self._line(surface, self._words(shown))

    def _laid(self, shown: Suggestion) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The card suggested laid faintly within its place, as it would lie there, and where; made once a face."""
        table, vp = self.table, self.table.ctx.viewport
        sprite = table.by_key.get(shown.card) if shown.card is not None else None
        if shown.place is None or sprite is None:
            return None
        box = vp.rect(shown.place)
        width, height = sprite.rect.size
        scale = min(1.0, box.w / width, box.h / height)  # within the place, as the card lies there
        face = table.face(sprite.key, (round(width * scale), round(height * scale)))
        if self._ghost is None or self._ghost[0] is not face:
            ghost = face.copy()
            ghost.set_alpha(GHOST_ALPHA)
            self._ghost = (face, ghost)
        return self._ghost[1], self._ghost[1].get_rect(center=box.center)

    @staticmethod
    def _words(shown: Suggestion) -> str:
        return f"Hint: {shown.words}. H or Enter: do it; Space: pick up the card in focus; Esc: put it away."

    def _fitted(self, line: str) -> tuple[pygame.Rect, int, list[str]]:
        """Where the hint's words go over the status line, and their size and lines there."""
        vp = self.table.ctx.viewport
        room = vp.rect(self.table.zones["status"]).inflate(-vp.px(16), -vp.px(4))
        size, lines = fitted_block(line, text.as_large(vp.px(18)), room.w, room.h)  # as large as the status line
        return room, size, lines

    def _line(self, surface: pygame.Surface, line: str) -> None:
        """The hint in words, over the table's status line."""
        vp = self.table.ctx.viewport
        zone = vp.rect(self.table.zones["status"])
        pygame.draw.rect(surface, palette.PANEL, zone, border_radius=vp.px(8))
        pygame.draw.rect(surface, palette.GHOST, zone, max(1, vp.px(2)), vp.px(8))
        room, size, lines = self._fitted(line)
        text.draw_lines(surface, [(part, palette.GHOST) for part in lines], size, room)
