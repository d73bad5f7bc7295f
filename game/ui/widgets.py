"""Buttons, laid out in design space and drawn at the window's scale (toasts: game.ui.toasts)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from game.ui import palette, sound, text
from game.ui.face_cache import SurfaceCache
from game.ui.kept import Kept, kept
from game.ui.viewport import Viewport

PAD = 12  # design px: a button's label keeps half of it clear of each edge at the Normal text (_margins)


class Button:
    """A labelled button in design space (`rect`); a left click runs its action. It is drawn from its body, kept for
    how it looks (its colour and size), and its label's lines, laid out once (`_label`). `hotkey` is shown small under
    the label (e.g. "Ctrl+Z"); `size` is the label's largest size (design space): a one-symbol button draws it
    larger."""

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
        self.shared: tuple[Button, ...] = ()  # its row as where it lies makes it (game.ui.button_rows), `row` in it
        self.grouped: tuple[object, ...] = ()  # the layout of the buttons `shared` was found in (button_rows)
        self._row_size: tuple[tuple[object, ...], int | None] | None = None
        self._placed: tuple[Viewport, tuple[float, float, float, float], pygame.Rect, tuple[int, ...]] | None = None
        self._drawn: tuple[tuple[object, ...], list[tuple[pygame.Surface, tuple[int, int], pygame.Rect]]] | None = None

    def _place(self, viewport: Viewport) -> tuple[pygame.Rect, tuple[int, ...]]:
        """Where the button is in the window, and the sizes of its parts: worked out once per window size and design
        rect (`_PLACES`, for buttons laid out again too), as every event and frame asks for them of every button."""
        placed = self._placed
        if placed is None or placed[0] is not viewport or placed[1] != self.rect:
            where = kept(_PLACES, (viewport.width, viewport.height, tuple(self.rect), self.size), lambda: (
                viewport.rect(self.rect), tuple(viewport.px(n) for n in (8, 3, PAD, self.size, 13))), LAYOUTS_KEPT)
            placed = self._placed = (viewport, self.rect, *where)
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
        return (max(widths) + _margins(viewport.px(PAD))) / viewport.scale

    def handle(self, event: pygame.event.Event, viewport: Viewport) -> object | None:
        """Runs the action on a left click inside the button; returns what the action returned."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._place(viewport)[0].collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.enabled:
            if self._place(viewport)[0].collidepoint(event.pos):
                sound.play("button")
                return self.action() or True
        return None

    def _looks(self) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
        """Its body's colour and its label's."""
        if not self.enabled:
            return palette.FELT_LINE, palette.DIM_TEXT
        if self.primary:
            return (palette.GOLD_LIGHT if self.hovered else palette.GOLD), palette.INK
        return (palette.PAPER if self.hovered else palette.PAPER_SHADE), palette.INK

    def draw(self, surface: pygame.Surface, viewport: Viewport) -> None:
        rect, sizes = self._place(viewport)
        surface.blit(self._body(rect, sizes), rect)
        surface.blits(self._lines(viewport, rect, sizes, self._looks()[1]), doreturn=False)

    def _body(self, rect: pygame.Rect, sizes: tuple[int, ...]) -> pygame.Surface:
        """Its body as it looks now, drawn once for every button of that look and size."""
        body = (self._looks()[0], rect.size, sizes[0], sizes[1])
        return _BODIES.get(body, rect.size, lambda: _body(*body))

    def _lines(self, viewport: Viewport, rect: pygame.Rect, sizes: tuple[int, ...],
               ink: tuple[int, int, int]) -> list[tuple[pygame.Surface, tuple[int, int], pygame.Rect]]:
        """Its label's lines as they are blitted (rendered, placed in the window, cut to its picture), kept while it
        looks the same: its words, its place, the text size, its row's one size and its ink; and for a button made
        anew looking as one drawn lately (`_LINES`: a table lays its buttons out again after every move)."""
        row_size = self.row_size(viewport)
        key = (tuple(rect), sizes, self.label, self.hotkey, text.scale(), row_size, ink)
        if self._drawn is None or self._drawn[0] != key:
            self._drawn = key, _LINES(key, lambda: [
                (text.render(line.words, line.size, ink, line.bold), (rect.x + line.at[0], rect.y + line.at[1]),
                 line.part) for line in _label(self.label, self.hotkey, rect.size, sizes, row_size)])
        return self._drawn[1]

    def set_ahead(self, viewport: Viewport) -> None:
        """Its body made and its label laid out and its lines rendered as `draw` will set them at the text size in
        force, nothing drawn: for a screen that makes ahead what a later frame will show (Settings, at the text sizes
        the player may choose next; a lesson's Next, lit once its step is explained)."""
        rect, sizes = self._place(viewport)
        self._body(rect, sizes)
        ink = self._looks()[1]
        for line in _label(self.label, self.hotkey, rect.size, sizes, self.row_size(viewport)):
            text.render(line.words, line.size, ink, line.bold)

    def row_size(self, viewport: Viewport) -> int | None:
        """The size every label of its row is set at at most (one_size): the least of the sizes at which each fits
        its own button whole, on one line or, too long for that, on two, never under the least legible; None for a
        button on its own. Worked out once per window, text size and look of the row's buttons, for all of them."""
        row = self.shared or self.row
        if not row:
            return None
        key = (viewport.px(1000), text.scale(), tuple((b.label, b.hotkey, b.size, b.rect) for b in row))
        if self._row_size is None or self._row_size[0] != key:
            self._row_size = key, kept(_ROW_SIZES, key, lambda: max(
                text.least_legible(), min(_row_fit(b, viewport) for b in row)), LAYOUTS_KEPT)
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
    too long for one ("Continue v. computer" in a menu tile at the Largest text). Worked out once per label, button
    size and text size (`_FITS`): a choice that changes one label of a row (Settings' tick) finds the others'."""
    rect, sizes = button._place(viewport)
    return kept(_FITS, (button.label, button.hotkey, rect.size, sizes, text.scale()),
                lambda: _fit(button.label, button.hotkey, rect.size, sizes), LAYOUTS_KEPT)


def _fit(label: str, hotkey: str, size: tuple[int, int], sizes: tuple[int, ...]) -> int:
    _, largest, halves, one_line = _rooms(label, hotkey, size, sizes)
    return halves[0] if halves is not None else text.fit(label, largest, one_line, bold=True)


def _margins(pad: int) -> int:
    """The room a label leaves inside its button, both sides together: `pad` (window pixels) at the Normal text, and
    as much larger as the text is, so that larger words keep as clear of the button's edges."""
    return round(pad * text.scale())


def _rooms(label: str, hotkey: str, size: tuple[int, int],
           sizes: tuple[int, ...]) -> tuple[int, int, tuple[int, list[str]] | None, int]:
    """How a label is set in its button (its `size` and `sizes`, as Button._place gives them): the width within its
    margins (also its key hint's), its largest size, its two lines where it is too long for one (two_lines), and the
    width it is set in on one line: within its margins, narrowed toward `pad` only as far as lets it stand whole at
    the least legible size, rather than cut."""
    (width, height), (_, _, pad, label_px, hint_px) = size, sizes
    room = width - _margins(pad)
    largest = _largest(hotkey, label_px, hint_px, height, room)
    halves = None if hotkey else two_lines(label, largest, room, height)
    return room, largest, halves, max(room, min(width - pad, text.width(label, text.least_legible(), bold=True)))


def _hint(hotkey: str, room: int, hint_px: int) -> tuple[str, int]:
    """A button's key hint, small under its label, and its size (`hint_px`: the hint's size in the window)."""
    return text.floored_line(hotkey, text.readable(hint_px), room, text.least_legible())


def _largest(hotkey: str, label_px: int, hint_px: int, height: int, room: int) -> int:
    """The largest size of a button's label: its own (`label_px`, in the window), or with a key hint, as tall as
    leaves the hint its room."""
    if hotkey:
        return _tallest(label_px, height - text.metrics(_hint(hotkey, room, hint_px)[1]).height)
    return label_px


class Line:
    """A line of a button's label (or of its key hint) as it is drawn: where in the button, and which part of it. A
    plain class: a NamedTuple compiles code for itself at start-up (tests/test_startup.py)."""

    __slots__ = ("at", "bold", "part", "size", "words")

    def __init__(self, words: str, size: int, bold: bool, at: tuple[int, int], part: pygame.Rect) -> None:
        self.words = words
        self.size = size
        self.bold = bold
        self.at = at  # its top left in the button
        self.part = part  # the part of the line drawn: all of it but what would stand past the button's picture


# A button is drawn as two parts, each kept apart: its body, painted once for each way it looks and shared by every
# button of that colour and size, and its label, set in lines (game.ui.text keeps each line drawn, at each text
# size). So a new text size sets only the labels again, and the bodies a scene shows are a few pictures, not one a
# button: three tenths of a window hold the bodies of the busiest scene with one hovered (a set-up's twenty buttons
# have ten bodies, 0.15 of a window), where the buttons' pictures took four tenths.
BUTTON_WINDOWS = 0.3
_BODIES = SurfaceCache(min_pixels=300_000, windows=BUTTON_WINDOWS, keyed_whole=True)  # no words in them
# Where each label's lines lie in its button, by what decides it (the words, the button's size, the window's scale,
# the text size, the row's one size), each row's one size and each label's largest size that fits, and where a button
# lies in the window: a scene that lays out its buttons again (Settings, after each choice) finds them worked out.
# Each is emptied when full.
LAYOUTS_KEPT = 4_000
_LAYOUTS: dict[Hashable, tuple[Line, ...]] = {}
_ROW_SIZES: dict[Hashable, int] = {}
_FITS: dict[Hashable, int] = {}
_PLACES: dict[Hashable, tuple[pygame.Rect, tuple[int, ...]]] = {}
# The lines of the buttons drawn lately, rendered and placed, by how they look: a table's buttons made anew after a
# move are drawn as the ones they replace were. Few, as they hold pictures (which game.ui.text keeps as well).
LINES_KEPT = 64
_LINES = Kept[Hashable, list[tuple[pygame.Surface, tuple[int, int], pygame.Rect]]](LINES_KEPT)


def _body(fill: tuple[int, int, int], size: tuple[int, int], radius: int, drop: int) -> pygame.Surface:
    """A button's body with its shadow `drop` pixels under it, on a transparent ground: painted once, blitted every
    frame (made fast to blit, convert_alpha, by the cache that keeps it)."""
    width, height = size
    body = pygame.Surface((width, height + drop), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, width, height)
    pygame.draw.rect(body, palette.FELT_DARK, rect.move(0, drop), border_radius=radius)
    pygame.draw.rect(body, fill, rect, border_radius=radius)
    return body


def _label(label_text: str, hotkey: str, size: tuple[int, int], sizes: tuple[int, ...],
           row_size: int | None) -> tuple[Line, ...]:
    """The lines of a button's label and of its key hint, worked out once (`_LAYOUTS`)."""
    return kept(_LAYOUTS, (label_text, hotkey, size, sizes, text.scale(), row_size),
                lambda: _laid_out(label_text, hotkey, size, sizes, row_size), LAYOUTS_KEPT)


def _laid_out(label_text: str, hotkey: str, size: tuple[int, int], sizes: tuple[int, ...],
              row_size: int | None) -> tuple[Line, ...]:
    """A label set in its button: on one line, or on two lines at a readable size when too long for one, set at most
    at `row_size`, its row's one size; with a key hint under it. Each line is cut to the edges of the button's picture
    (its shadow included), as it was when the label was painted into it."""
    width, height = size
    drop, hint_px = sizes[1], sizes[4]
    rect = pygame.Rect(0, 0, width, height)
    room, largest, halves, one_room = _rooms(label_text, hotkey, size, sizes)
    placed: list[tuple[str, int, bool, pygame.Rect]] = []
    if halves is not None:  # too long for one line at a readable size: two lines at that size or larger
        two_size, lines = halves
        two_size = two_size if row_size is None else min(two_size, row_size)
        step = text.line_height(two_size, bold=True)
        top = rect.centery - step * len(lines) / 2
        placed += [(line, two_size, True, text.render(line, two_size, palette.INK, bold=True).get_rect(
            center=(rect.centerx, top + step * (i + 0.5)))) for i, line in enumerate(lines)]
    else:
        one_line = largest if row_size is None else min(largest, row_size)
        line, line_size = text.legible_line(label_text, one_line, one_room, bold=True)
        label = text.render(line, line_size, palette.INK, bold=True).get_rect(center=rect.center)
        if hotkey:
            hint_line, hint_size = _hint(hotkey, room, hint_px)
            hint = text.render(hint_line, hint_size, palette.INK).get_rect()
            top = rect.centery - (label.height + hint.height) // 2
            placed.append((hint_line, hint_size, False, hint.move_to(midtop=(rect.centerx, top + label.height))))
            label = label.move_to(midtop=(rect.centerx, top))
        placed.append((line, line_size, True, label))
    picture = pygame.Rect(0, 0, width, height + drop)
    return tuple(Line(words, line_size, bold, shown.clip(picture).topleft,
                      shown.clip(picture).move(-shown.x, -shown.y))
                 for words, line_size, bold, shown in placed if shown.colliderect(picture))


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
