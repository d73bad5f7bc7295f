"""Buttons and toasts, laid out in design space and drawn at the window's scale."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui import palette, shapes, sound, text
from game.ui.face_cache import SurfaceCache
from game.ui.viewport import Viewport


class Button:
    """A labelled button in design space (`rect`); a left click runs its action. It is drawn from a picture kept for
    how it looks (its label, colours and size). `hotkey` is shown small under the label (e.g. "Ctrl+Z"); `size` is
    the label's largest size (design space): a one-symbol button draws it larger."""

    def __init__(self, label: str, rect: tuple[float, float, float, float], action: Callable[[], object],
                 enabled: bool = True, primary: bool = False, hotkey: str = "", size: int = 22) -> None:
        self.label = label
        self.rect = rect
        self.action = action
        self.enabled = enabled
        self.primary = primary
        self.hotkey = hotkey
        self.size = size
        self.hovered = False
        self.row: tuple[Button, ...] = ()  # the buttons whose labels share one size with this one's (one_size)
        self._row_size: tuple[tuple[object, ...], int | None] | None = None
        self._placed: tuple[Viewport, tuple[float, float, float, float], pygame.Rect, tuple[int, ...]] | None = None

    def _place(self, viewport: Viewport) -> tuple[pygame.Rect, tuple[int, ...]]:
        """Where the button is in the window, and the sizes of its picture's parts: worked out once per window size
        and design rect, as every event and frame asks for them of every button."""
        placed = self._placed
        if placed is None or placed[0] is not viewport or placed[1] != self.rect:
            sizes = tuple(viewport.px(length) for length in (8, 3, 12, self.size, 13))
            placed = self._placed = (viewport, self.rect, viewport.rect(self.rect), sizes)
        return placed[2], placed[3]

    def screen_rect(self, viewport: Viewport) -> pygame.Rect:
        return pygame.Rect(self._place(viewport)[0])

    def wanted(self, viewport: Viewport) -> float:
        """The design width at which its label and key hint are set whole at their full sizes at the player's text
        size, as its picture sets them where the room allows: for a row that shares its width by what each needs."""
        label_size = viewport.px(self.size)
        widths = [0]
        if self.hotkey:
            hint_size = text.readable(viewport.px(13))
            widths.append(text.width(self.hotkey, hint_size))
            label_size = _tallest(label_size, viewport.px(self.rect[3]) - text.metrics(hint_size).height)
        widths.append(text.width(self.label, label_size, bold=True))
        return (max(widths) + viewport.px(12)) / viewport.scale

    def handle(self, event: pygame.event.Event, viewport: Viewport) -> object | None:
        """Runs the action on a left click inside the button; returns what the action returned."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._place(viewport)[0].collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.enabled:
            if self._place(viewport)[0].collidepoint(event.pos):
                sound.play("button")
                return self.action() or True
        return None

    def draw(self, surface: pygame.Surface, viewport: Viewport) -> None:
        rect, sizes = self._place(viewport)
        if not self.enabled:
            fill, ink = palette.FELT_LINE, palette.DIM_TEXT
        elif self.primary:
            fill, ink = (palette.GOLD_LIGHT if self.hovered else palette.GOLD), palette.INK
        else:
            fill, ink = (palette.PAPER if self.hovered else palette.PAPER_SHADE), palette.INK
        row_size = self.row_size(viewport)
        # the text size in force is part of how it looks: a picture drawn at another is never shown for it, even
        # before every picture is let go of (forget_pictures)
        key = (self.label, self.hotkey, fill, ink, rect.size, sizes, text.pixels(1000), row_size)
        picture = _PICTURES.get(key, rect.size, lambda: _picture(self.label, self.hotkey, self.size, fill, ink,
                                                                 rect.size, viewport, row_size))
        surface.blit(picture, rect)

    def row_size(self, viewport: Viewport) -> int | None:
        """The size every label of its row is set at at most (one_size): the least of the sizes at which each fits
        its own button whole, on one line or, too long for that, on two, never under the least legible; None for a
        button on its own. Worked out once per window, text size and place of the row's buttons."""
        if not self.row:
            return None
        key = (viewport.px(1000), text.pixels(1000), tuple(button.rect for button in self.row))
        if self._row_size is None or self._row_size[0] != key:
            fits = [_row_fit(button, viewport) for button in self.row]
            self._row_size = key, max(text.least_legible(), min(fits))
        return self._row_size[1]


def one_size(buttons: Sequence[Button]) -> None:
    """The labels of `buttons` (a row of choices, a column of tabs) set at one size, so a row never mixes a label
    shrunk to fit with whole ones at their full size; a label too long for one line is still set on two, and the
    others no larger than those two lines."""
    row = tuple(buttons)
    for button in row:
        button.row = row


def widths_by_need(wanted: Sequence[float], room: float) -> list[float]:
    """The widths of a row of buttons sharing `room` (design space), given the width each label needs whole
    (Button.wanted): as wide as each other where the widest fits an equal share, else each as wide as it needs with
    the room left shared out equally."""
    if max(wanted) * len(wanted) <= room:
        return [room / len(wanted)] * len(wanted)
    return [want + (room - sum(wanted)) / len(wanted) for want in wanted]


def _row_fit(button: Button, viewport: Viewport) -> int:
    """The largest size at which a button's label fits it whole: on one line, or on the two lines it is set on when
    too long for one ("Continue v. computer" in a menu tile at the Largest text)."""
    width, height = button.screen_rect(viewport).size
    room = width - viewport.px(12)
    largest = _largest(button.hotkey, button.size, height, room, viewport)
    halves = None if button.hotkey else two_lines(button.label, largest, room, height)
    return halves[0] if halves is not None else text.fit(button.label, largest, room, bold=True)


def _hint(hotkey: str, room: int, viewport: Viewport) -> tuple[str, int]:
    """A button's key hint, small under its label, and its size."""
    return text.floored_line(hotkey, text.readable(viewport.px(13)), room, text.least_legible())


def _largest(hotkey: str, label_size: int, height: int, room: int, viewport: Viewport) -> int:
    """The largest size of a button's label: its own, or with a key hint, as tall as leaves the hint its room."""
    largest = viewport.px(label_size)
    if hotkey:
        largest = _tallest(largest, height - text.metrics(_hint(hotkey, room, viewport)[1]).height)
    return largest


# The buttons drawn, each way it looks, the most recently drawn kept up to this share of the largest window's area:
# the most one scene shows is a set-up scene's twenty buttons, 0.29 of the window, so it is drawn once with a
# button or two hovered and a dialog over it.
BUTTON_WINDOWS = 0.4
_PICTURES = SurfaceCache(min_pixels=400_000, windows=BUTTON_WINDOWS)  # a new text size draws them again


def _picture(label_text: str, hotkey: str, label_size: int, fill: tuple[int, int, int], ink: tuple[int, int, int],
             size: tuple[int, int], viewport: Viewport, row_size: int | None = None) -> pygame.Surface:
    """A button as it looks, with its shadow, on a transparent ground: painted once, blitted every frame. A label, on
    one line or two, is set at most at `row_size`, its row's one size."""
    width, height = size
    drop = viewport.px(3)
    picture = pygame.Surface((width, height + drop), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, width, height)
    radius = viewport.px(8)
    pygame.draw.rect(picture, palette.FELT_DARK, rect.move(0, drop), border_radius=radius)
    pygame.draw.rect(picture, fill, rect, border_radius=radius)
    room = rect.width - viewport.px(12)
    largest = _largest(hotkey, label_size, rect.height, room, viewport)
    halves = None if hotkey else two_lines(label_text, largest, room, rect.height)
    if halves is not None:  # too long for one line at a readable size: two lines at that size or larger
        two_size, lines = halves
        two_size = two_size if row_size is None else min(two_size, row_size)
        text.draw_lines(picture, [(line, ink) for line in lines], two_size, rect, bold=True)
        return picture
    hint = text.render(*_hint(hotkey, room, viewport), ink) if hotkey else None
    one_line = largest if row_size is None else min(largest, row_size)
    label = text.render(*text.legible_line(label_text, one_line, room, bold=True), ink, bold=True)
    if hint is not None:
        top = rect.centery - (label.get_height() + hint.get_height()) // 2
        picture.blit(label, label.get_rect(midtop=(rect.centerx, top)))
        picture.blit(hint, hint.get_rect(midtop=(rect.centerx, top + label.get_height())))
    else:
        picture.blit(label, label.get_rect(center=rect.center))
    return picture  # made fast to blit (convert_alpha) by the cache that keeps it


def two_lines(label: str, largest: int, width: int, height: int) -> tuple[int, list[str]] | None:
    """A bold label too long for one line of `width` at a readable size ("Continue DGM Army of One" at the Largest
    text in the smallest window) as two lines, split where the longer line is shortest, at the largest size <=
    `largest` at which both fit `width` and together `height`; None when it fits one line at a readable size, or
    when two lines would not be at a readable size either."""
    if text.fit(label, largest, width, bold=True) >= text.least_readable():
        return None
    words = label.split(" ")
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    if not splits:
        return None
    first, second = min(splits, key=lambda pair: max(text.width(half, largest, True) for half in pair))
    size = min(text.fit(first, largest, width, bold=True), text.fit(second, largest, width, bold=True))
    while size > text.least_readable() and 2 * text.line_height(size, bold=True) > height:
        size -= 1
    if size < text.least_readable() or 2 * text.line_height(size, bold=True) > height:
        return None
    return size, [first, second]


def _tallest(size: int, height: int) -> int:
    """The largest bold label size <= `size` whose line is at most `height` pixels tall, never under the least
    legible size: the label and its key hint stand inside the button together."""
    while size > text.least_legible() and text.metrics(size, bold=True).height > height:
        size -= 1
    return size


class Toast:
    """A short message shown where the player is looking (e.g. why a card snapped back), with its bottom at `at`
    (design space), for `seconds`."""

    def __init__(self, message: str, at: tuple[float, float], seconds: float = 3.0,
                 color: tuple[int, int, int] = palette.ERROR_RED, width: float = 360) -> None:
        self.message = message
        self.at = at
        self.seconds = seconds
        self.color = color
        self.width = width  # design px its words are wrapped to, at the Normal text

    def update(self, dt: float) -> bool:
        self.seconds -= dt
        return self.seconds > 0

    def _lines(self, viewport: Viewport) -> list[pygame.Surface]:
        """Its words, half as large again at the Largest text as at the Normal (a hint told at the table), in a box
        as much wider."""
        size = text.as_large(viewport.px(18))
        width = min(round(viewport.px(self.width) * text.enlarged(viewport.px(18))), viewport.width - viewport.px(40))
        return [text.render(line, size, palette.TEXT) for line in text.wrap(self.message, size, width)]

    def box(self, viewport: Viewport, bounds: pygame.Rect, avoid: Sequence[pygame.Rect] = (),
            taken: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Where the toast is drawn (window pixels, inside `bounds`): its bottom at `at`; where it would cover one of
        `avoid` (design space: a status line the player must be able to read, a lesson's words) or of `taken`
        (window pixels: the toasts drawn before it), the nearest place just above or below one of them that covers
        none; where there is no such place, at `at`, or when that covers one of `taken`, the nearest place that covers
        none of them."""
        return self._placed(self._lines(viewport), viewport, bounds, avoid, taken)

    def _placed(self, rendered: list[pygame.Surface], viewport: Viewport, bounds: pygame.Rect,
                avoid: Sequence[pygame.Rect], taken: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        pad = viewport.px(10)
        box = pygame.Rect(0, 0, max(r.get_width() for r in rendered) + 2 * pad,
                          sum(r.get_height() for r in rendered) + 2 * pad)
        box.midbottom = viewport.point(*self.at)
        box.clamp_ip(bounds)
        clear = [viewport.rect(rect) for rect in avoid] + list(taken)
        if box.collidelist(clear) < 0:
            return box
        gap = viewport.px(4)
        places = [box.move(0, y - box.y) for rect in clear for y in (rect.top - gap - box.h, rect.bottom + gap)]
        free = [place for place in places if bounds.contains(place) and place.collidelist(clear) < 0]
        if not free and box.collidelist(list(taken)) >= 0:  # no room clear of all: clear of the toasts at least
            free = [place for place in places if bounds.contains(place) and place.collidelist(list(taken)) < 0]
        return min(free, key=lambda place: abs(place.y - box.y)) if free else box

    def draw(self, surface: pygame.Surface, viewport: Viewport, avoid: Sequence[pygame.Rect] = (),
             taken: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Draws the toast where `box` places it, fading out over its last moments; where it was drawn."""
        rendered, pad = self._lines(viewport), viewport.px(10)  # wrapped and rendered once a frame
        box = self._placed(rendered, viewport, surface.get_rect(), avoid, taken)
        alpha = max(0, min(255, int(255 * self.seconds / 0.4)))
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*palette.FELT_DARK, 235), panel.get_rect(), border_radius=viewport.px(8))
        pygame.draw.rect(panel, self.color, panel.get_rect(), width=viewport.px(2), border_radius=viewport.px(8))
        top = pad
        for r in rendered:
            panel.blit(r, (pad, top))
            top += r.get_height()
        panel.set_alpha(alpha)
        surface.blit(panel, box)
        return box


def draw_toasts(surface: pygame.Surface, viewport: Viewport, toasts: Sequence[Toast],
                avoid: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """Draws toasts, each clear of `avoid` and of those drawn before it: several asked for at one spot (the notices
    of a start-up) are stacked, the later ones above, never drawn over one another. Where each was drawn."""
    drawn: list[pygame.Rect] = []
    for toast in toasts:
        drawn.append(toast.draw(surface, viewport, avoid, drawn))
    return drawn


def draw_dialog(surface: pygame.Surface, vp: Viewport, panel: pygame.Rect, title: str, drop: int,
                size: int = 30) -> pygame.Rect:
    """A dialog's panel (`panel`, design space) with its gold border, and its title in gold as large as fits up to
    `size` design px, its centre `drop` design px below the panel's top; the panel's rect in window pixels."""
    box = vp.rect(panel)
    shapes.edged_panel(surface, box, palette.GOLD, vp.px(3), vp.px(16))
    text.draw(surface, title, text.fit(title, vp.px(size), box.w - vp.px(40), bold=True), palette.GOLD_LIGHT,
              bold=True, center=vp.point(panel.centerx, panel.y + drop))
    return box
