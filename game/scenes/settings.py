"""The Settings screen: a row per setting, each a choice of buttons, the chosen one lit and marked by shape too (a
ring and a tick, as on the set-up screens, whatever the colour-blind setting). A choice is put in force
and written at once (game.files.settings); the window, the text size and the animations change while the screen shows.
Opened from the menu and from the gear beside every table's Menu button (`menu_buttons`); Back or Esc returns where
it was opened.

A choice costs its frame about what any other frame costs: the buttons are laid out once and a choice lights them anew,
what they draw is kept (their bodies, their labels' lines, each row's one size: game.ui.widgets), and while the screen
waits, its words and buttons are set ahead as the choices that set them anew will show them (`ahead`: another text
size, the colour-blind marks), once for each state of the settings and size of the window."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.files import settings
from game.files.settings import Settings
from game.scenes.base import Pop, Push, Result
from game.scenes.table import TableScene
from game.ui import palette, sound, text
from game.ui.widgets import Button, one_size

LABEL_X, CHOICES_X, CHOICES_RIGHT = 60, 510, 1230
TOP, ROW = 104, 52
VOLUMES = (0, 20, 40, 60, 80, 100)
TICK = "\u2713"
SETTINGS_MARK = "\u2699"  # a gear: the button beside a table's Menu that opens Settings


@dataclass(frozen=True)
class Row:
    label: str
    about: str  # a few words under the label
    choices: tuple[tuple[str, Any], ...]  # (what the button says, the value it sets)
    chosen: Callable[[Settings, tuple[int, int]], Any]  # the value in force (of the settings and the window's size
    # now), matched to the nearest choice
    put: Callable[[Any], dict[str, Any]]  # the settings a choice changes


def _volume(field: str, label: str, about: str) -> Row:
    return Row(label, about, tuple((f"{v}%", v) for v in VOLUMES), lambda s, _: getattr(s, field),
               lambda v: {field: v})


def _window(value: Any) -> dict[str, Any]:
    return {"fullscreen": True} if value == "full" else {"fullscreen": False, "window": value}


ROWS: tuple[Row, ...] = (
    _volume("master_volume", "Volume", "all sound"),
    _volume("effects_volume", "Effects", "cards, hits, buttons"),
    _volume("music_volume", "Music", "menu and table"),
    Row("Sound", "mute everything", (("On", False), ("Muted", True)), lambda s, _: s.muted, lambda v: {"muted": v}),
    Row("Window", "F11 also switches", (*((f"{w}\u00d7{h}", (w, h)) for w, h in settings.WINDOW_SIZES),
                                        ("Full screen", "full")),
        lambda s, window: "full" if s.fullscreen else window, _window),  # the window as it is (resized by hand, too)
    Row("Animations", "how fast cards move", (("Slow", "slow"), ("Normal", "normal"), ("Fast", "fast"),
                                             ("Instant", "instant")),
        lambda s, _: s.animation, lambda v: {"animation": v}),
    Row("Text size", "every word of the game", (("Normal", "normal"), ("Large", "large"), ("Largest", "largest")),
        lambda s, _: s.text_size, lambda v: {"text_size": v}),
    Row("Colour-blind safe", "sides, choices and moves by shape too", (("Off", False), ("On", True)),
        lambda s, _: s.colour_blind, lambda v: {"colour_blind": v}),
    Row("Privacy curtain", "between people at one screen", (("Shown", True), ("Not shown", False)),
        lambda s, _: s.curtain, lambda v: {"curtain": v}),
    Row("Replacing or leaving", "a game in progress, a table, a lesson, the game",
        (("Ask first", True), ("Just do it", False)),
        lambda s, _: s.confirm_replace, lambda v: {"confirm_replace": v}),
)


def nearest(row: Row, value: Any) -> int:
    """The index of the choice the value in force shows as (a volume between two steps: the nearer one)."""
    values = [choice for _, choice in row.choices]
    if value in values:
        return values.index(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return min(range(len(values)), key=lambda k: abs(values[k] - value))
    return -1  # a window size the list does not offer: none is lit


class SettingsScene(TableScene):
    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.rows = self._rows()
        self.buttons = [*(button for row in self.rows for button in row),
                        Button("Back", (1090, 650, 150, 50), lambda: self._back(), hotkey="Esc")]
        self._light(settings.current())
        self._set_ahead: set[tuple[int, int, Settings]] = set()  # (window size, settings) whose words are set
        self._kept_words: tuple[tuple[object, ...], list[tuple[pygame.Surface, pygame.Rect]]] | None = None

    def _rows(self) -> list[list[Button]]:
        """A row of buttons for each setting, a button for each of its choices, laid out once: a choice lights
        them anew (`_light`) rather than laying them out again."""
        rows: list[list[Button]] = []
        for index, row in enumerate(ROWS):
            count = len(row.choices)
            gap = 10
            width = min(150, (CHOICES_RIGHT - CHOICES_X - gap * (count - 1)) // count)
            choices = [Button(label, (CHOICES_X + k * (width + gap), TOP + index * ROW, width, ROW - 9),
                              self._chooser(row, value)) for k, (label, value) in enumerate(row.choices)]
            one_size(choices)  # "1920×1080" no smaller than "1024×600" beside it
            rows.append(choices)
        return rows

    def _light(self, now: Settings) -> None:
        """Each row's button of the value in force under `now`, in the window as it is, lit and ringed (and with the
        colour-blind marks on, ticked: chosen, by a sign too); none in a row where the value is not offered (a
        window size)."""
        window = (self.ctx.viewport.width, self.ctx.viewport.height)
        for row, choices in zip(ROWS, self.rows, strict=True):
            lit = nearest(row, row.chosen(now, window))
            for k, (button, (label, _)) in enumerate(zip(choices, row.choices, strict=True)):
                button.primary = k == lit
                button.label = f"{TICK} {label}" if k == lit and now.colour_blind else label
        self.ringed = [button for row in self.rows for button in row if button.primary]

    def _chooser(self, row: Row, value: Any) -> Callable[[], None]:
        def choose() -> None:
            before = settings.current()
            settings.change(**row.put(value))
            if settings.current().volume("music") != before.volume("music"):
                sound.follow_volume()
            self._light(settings.current())

        return choose

    def _back(self) -> None:
        self.outcome = Pop()

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop()
        return self.handle_buttons(event)

    def resume(self, value: object) -> None:
        self._light(settings.current())

    def resized(self) -> None:
        super().resized()
        self._light(settings.current())  # the window's size shows lit as it now is

    def ahead(self) -> bool | None:
        """Sets the screen's words and its buttons' labels (laid out, rendered) as they will be after a choice that
        sets them anew, one such choice a call, for the settings in force and the window as it is: each other text
        size, and the colour-blind marks turned on or off (a tick beside each chosen value). The frame that shows
        that choice finds them set. Falsy once each is set."""
        now, vp = settings.current(), self.ctx.viewport
        nexts = [now.replaced(text_size=size) for size in settings.TEXT_SCALES if size != now.text_size]
        for then in (*nexts, now.replaced(colour_blind=not now.colour_blind)):
            if (vp.width, vp.height, then) in self._set_ahead:
                continue
            self._set_ahead.add((vp.width, vp.height, then))
            self._light(then)  # the buttons as that choice will light them, for a moment
            try:
                with text.at_scale(then.text_scale):
                    for words, size, color, bold, _ in self._words():
                        text.render(words, size, color, bold)
                    for button in self.buttons:
                        button.set_ahead(vp)
            finally:
                self._light(now)
            return True
        return None

    def _words(self) -> Iterator[tuple[str, int, tuple[int, int, int], bool, dict[str, tuple[float, float]]]]:
        """What the screen writes besides its buttons, at the text size in force: (words, size, colour, bold, where)."""
        vp = self.ctx.viewport
        yield "Settings", vp.px(52), palette.GOLD, True, {"center": vp.point(640, 54)}
        room = vp.px(CHOICES_X - LABEL_X - 20)
        label_size, about_size = _column_sizes(vp.px(24), vp.px(17), room, vp.px(ROW), text.scale())
        label_step, about_step = text.line_height(label_size, bold=True), text.line_height(about_size)
        for index, row in enumerate(ROWS):
            x, middle = vp.point(LABEL_X, TOP + index * ROW + (ROW - 9) / 2)
            lines = [text.cut(line, about_size, room) for line in text.balanced(row.about, about_size, room)]
            top = middle - (label_step + about_step * len(lines)) // 2  # the label over its words, the two centred
            yield (text.cut(row.label, label_size, room, bold=True), label_size, palette.GOLD_LIGHT, True,
                   {"topleft": (x, top)})
            for k, line in enumerate(lines):
                yield line, about_size, palette.DIM_TEXT, False, {"topleft": (x, top + label_step + about_step * k)}
        line = "Changes take effect at once and are kept for the next time."
        yield line, text.legible(vp.px(18)), palette.DIM_TEXT, False, {"midleft": vp.point(LABEL_X, 675)}

    def _written(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The screen's words as they are blitted, kept for the window and the text size they were set for."""
        key = (self.ctx.viewport, text.scale())
        if self._kept_words is None or self._kept_words[0] != key:
            lines = [(text.render(words, size, color, bold), at) for words, size, color, bold, at in self._words()]
            self._kept_words = key, [(line, line.get_rect(**at)) for line, at in lines]
        return self._kept_words[1]

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_felt(surface)
        surface.blits(self._written(), doreturn=False)
        self.draw_widgets(surface)


@lru_cache(maxsize=64)
def _column_sizes(label_largest: int, about_largest: int, room: int, band: int, text_scale: float) -> tuple[int, int]:
    """The sizes of the labels and of the words under them (the column never mixes sizes), at the text scale (a key
    of the cache: the answer changes with it): the labels as large as the longest fits `room`; the words as large as
    they are asked for, as other words are, wrapped onto two lines where the row's `band` (its height) holds them
    under the label, else as large as the longest fits one line."""
    label = text.one_size([row.label for row in ROWS], label_largest, room, bold=True)
    under = band - text.line_height(label, bold=True)
    for size in range(about_largest, text.least_legible() - 1, -1):
        rows = min(2, under // text.line_height(size))
        if rows and all(len(text.balanced(row.about, size, room)) <= rows for row in ROWS):
            return label, size
    return label, text.one_size([row.about for row in ROWS], about_largest, room)


def menu_buttons(table: TableScene, box: tuple[float, float, float, float], leave: Callable[[], None]) -> list[Button]:
    """A table's way out, in the box its layout gives it: Menu (Esc), which `leave`s the table, and a square
    button beside it that opens Settings over the table."""
    x, y, w, h = box

    def open_settings() -> None:
        table.outcome = Push(SettingsScene(table.ctx))

    return [Button("Menu", (x, y, w - h - 8, h), leave, hotkey="Esc"),
            Button(SETTINGS_MARK, (x + w - h, y, h, h), open_settings, size=36)]
