"""The keyboard's focus on a scene's buttons. Tab and Shift+Tab step through the enabled buttons in reading order,
the arrows go to the nearest enabled button in their direction, and Enter or Space presses the focused one as a
click on it would. The focus starts on nothing, and a click of the mouse puts it back there; while nothing has the
focus, Enter and Space are the scene's own. The focused button wears a ring: a dark outline hugging it inside a
light one, so it shows on light and dark grounds, and a chevron at its left edge, so it is not told by colour alone
(the buttons that can have the focus are enabled ones, whose faces are light)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Protocol, TypeVar

import pygame

from game.ui import palette
from game.ui.viewport import Viewport

Box = tuple[float, float, float, float]

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
PRESSES = {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE}
ACROSS_WEIGHT = 3  # how much more a step sideways counts than a step in the arrow's direction


class Focusable(Protocol):
    """What the focus may rest on: a button, or anything laid out like one (game.ui.card_keys: a card, a place)."""

    @property
    def label(self) -> str: ...

    @property
    def rect(self) -> Box: ...

    @property
    def enabled(self) -> bool: ...

    def screen_rect(self, vp: Viewport) -> pygame.Rect: ...


F = TypeVar("F", bound=Focusable)


def reading_order(buttons: Sequence[F]) -> list[F]:
    """Row by row from the top, left to right in a row; a button whose middle lies above the bottom of a row's first
    button belongs to that row."""
    rows: list[list[F]] = []
    for button in sorted(buttons, key=lambda b: (b.rect[1] + b.rect[3] / 2, b.rect[0])):
        x, y, w, h = button.rect
        if rows and y + h / 2 < rows[-1][0].rect[1] + rows[-1][0].rect[3]:
            rows[-1].append(button)
        else:
            rows.append([button])
    return [button for row in rows for button in sorted(row, key=lambda b: b.rect[0])]


def distance(start: Box, box: Box, direction: tuple[int, int]) -> tuple[float, float] | None:
    """How far `box` lies from `start` going in `direction`, a step across counted ACROSS_WEIGHT times (nothing
    across when the two overlap side on), then how far apart their middles are across; None when it does not lie
    that way."""
    dx, dy = direction
    along = sum((box[a] + box[a + 2] / 2 - start[a] - start[a + 2] / 2) * step for a, step in enumerate(direction))
    if along <= 0:
        return None
    axis = 1 if dx else 0  # the axis across the arrow
    low, high = start[axis], start[axis] + start[axis + 2]
    across = max(0.0, box[axis] - high, low - (box[axis] + box[axis + 2]))
    middles = abs(box[axis] + box[axis + 2] / 2 - start[axis] - start[axis + 2] / 2)
    return along + ACROSS_WEIGHT * across, middles


class Focus:
    """Which button has the keyboard, known by its place (a scene builds its buttons anew after most changes), or
    by its label when it has moved."""

    def __init__(self) -> None:
        self.key: tuple[str, Box] | None = None
        self.first: tuple[str, Box] | None = None  # where the focus starts while nothing has it (a lesson's lit thing)
        self.spaced = False  # Space just pressed a button: the text it types (" ") is the focus's too
        self.drawn = False  # the scene drew the ring this frame, among its own layers (under its marks and toasts)

    def find(self, buttons: Sequence[Focusable]) -> Focusable | None:
        """The focused button, enabled or not, among `buttons`."""
        if self.key is None:
            return None
        label, box = self.key
        return (next((b for b in buttons if b.rect == box), None)
                or next((b for b in buttons if b.label == label), None))

    def on(self, buttons: Sequence[Focusable]) -> Focusable | None:
        """The focused button when it can be pressed."""
        found = self.find(buttons)
        return found if found is not None and found.enabled else None

    def follow(self, before: Sequence[Focusable], after: Sequence[Focusable]) -> None:
        """The scene built its buttons anew (`before`, now `after`): the focus goes with its button where it moved,
        known by its label when that names one button alone (a game's Continue, listed first once it is played
        again), and else stays at its place."""
        held = self.find(before)
        same = [] if held is None else [b for b in after if b.label == held.label]
        if len(same) == 1:
            self._set(same[0])

    def _set(self, button: Focusable | None) -> None:
        self.key = None if button is None else (button.label, button.rect)

    def _start(self, event: pygame.event.Event, buttons: Sequence[Focusable]) -> bool:
        """While nothing has the focus, Tab, an arrow or a press puts it on `first` (when it is among `buttons`, and
        enabled): True when that was the key's whole use (Tab and the arrows stop there first); a press goes on to
        use it."""
        if self.key is not None or self.first is None or not (event.key == pygame.K_TAB or event.key in ARROWS
                                                               or event.key in PRESSES):
            return False
        self.key = self.first
        start = self.on(buttons)
        self._set(start)
        return start is not None and event.key not in PRESSES

    def translate(self, event: pygame.event.Event, buttons: Sequence[Focusable], own_keys: Collection[int],
                  vp: Viewport) -> pygame.event.Event | Iterable[pygame.event.Event] | None:
        """What the scene should handle for `event`: the event itself when the focus has no use for it, None when
        the focus used it up (a step), or a click on the focused button (a press); a focus of its own may turn a key
        into several events (game.ui.card_keys)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.key = None
            return event
        if event.type == pygame.TEXTINPUT and self.spaced:
            self.spaced = False
            return None if event.text == " " else event
        if event.type != pygame.KEYDOWN or event.key in own_keys:
            return event
        self.spaced = False
        if self._start(event, buttons):
            return None
        if event.key == pygame.K_TAB:
            self._step(buttons, forward=not event.mod & pygame.KMOD_SHIFT)
            return None
        if event.key in ARROWS:
            self._toward(buttons, ARROWS[event.key])
            return None
        pressed = self.on(buttons)
        if event.key in PRESSES and pressed is not None:
            self.spaced = event.key == pygame.K_SPACE
            return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pressed.screen_rect(vp).center, button=1)
        return event

    def order(self, buttons: Sequence[Focusable]) -> list[Focusable]:
        """The order Tab goes in."""
        return reading_order(buttons)

    def _step(self, buttons: Sequence[Focusable], forward: bool) -> None:
        order = self.order(buttons)
        current = self.find(order)
        if current is None:
            enabled = [b for b in order if b.enabled]
            self._set(enabled[0 if forward else -1] if enabled else None)
            return
        at = order.index(current)
        after = order[at + 1:] + order[:at] if forward else order[:at][::-1] + order[at + 1:][::-1]
        self._set(next((b for b in after if b.enabled), current))

    def _toward(self, buttons: Sequence[Focusable], direction: tuple[int, int]) -> None:
        current = self.find(buttons)
        if current is None:
            self._step(buttons, forward=direction in ((1, 0), (0, 1)))
            return
        reach = [(d, i) for i, b in enumerate(buttons)
                 if b.enabled and b is not current and (d := distance(current.rect, b.rect, direction)) is not None]
        if reach:
            self._set(buttons[min(reach)[1]])

    def draw(self, surface: pygame.Surface, vp: Viewport, buttons: Sequence[Focusable]) -> None:
        """The ring around the focused button, and its chevron pointing in from the left."""
        self.drawn = True
        button = self.on(buttons)
        if button is None:
            return
        box = button.screen_rect(vp)
        double_ring(surface, vp, box)
        half = max(4, min(vp.px(9), box.h // 4))  # the chevron, inside the button's left edge: room is there
        left, y = box.left + max(2, vp.px(4)), box.centery
        pygame.draw.polygon(surface, palette.INK, [(left, y - half), (left + half, y), (left, y + half)])


class BoxedFocus(Focus):
    """A focus whose Tab goes through every button inside one box (a menu's tile) before those of the next, the
    boxes in the order `boxes()` gives them as they stand now, then through the buttons in no box; each lot in reading
    order."""

    def __init__(self, boxes: Callable[[], Sequence[pygame.Rect]]) -> None:
        super().__init__()
        self.boxes = boxes

    def order(self, buttons: Sequence[Focusable]) -> list[Focusable]:
        boxes = self.boxes()
        lots: list[list[Focusable]] = [[] for _ in range(len(boxes) + 1)]
        for button in buttons:
            x, y, w, h = button.rect
            lots[next((k for k, box in enumerate(boxes) if box.collidepoint(x + w / 2, y + h / 2)), -1)].append(button)
        return [button for lot in lots for button in reading_order(lot)]


def ring_widths(vp: Viewport) -> tuple[int, int]:
    """The dark inner and light outer widths of the focus ring at this window size."""
    return max(2, vp.px(3)), max(3, vp.px(5))


def double_ring(surface: pygame.Surface, vp: Viewport, box: pygame.Rect) -> pygame.Rect:
    """The focus ring around a box, told by shape as well as colour: a dark outline inside a light one. Returns
    the ring's outer edge."""
    dark, light = ring_widths(vp)
    inner = box.inflate(2 * dark, 2 * dark)
    outer = inner.inflate(2 * light, 2 * light)
    radius = vp.px(10)
    pygame.draw.rect(surface, palette.TEXT, outer, width=light, border_radius=radius + light)
    pygame.draw.rect(surface, palette.INK, inner, width=dark, border_radius=radius)
    return outer
