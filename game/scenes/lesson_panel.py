"""A lesson's panel of words on the table: where it goes (in design space), its buttons and its words.

At the Normal text the panel is the lesson's own (Lesson.panel), which its steps leave clear. At a larger text its
words are set larger (game.ui.text.as_large), so the panel grows: as much across as its words do, and down only as
far as their lines need; narrower and taller, or wider and shorter, where that is what the table has room for. It is
placed clear of everything the player must keep in sight (`keep`: the step's card and the place it goes, the table's
buttons, the turn box, the piles and cards the step talks about): about the lesson's own panel where it can be, else
in the free room of the table nearest to it. Once the step is explained it keeps in sight, too, every card the step
laid or moved where it now lies (a new combo, a card played), and moves only where it would cover one. A panel at
least TALL high has its buttons along its bottom, a shorter one at its right. When no room anywhere holds the words at
their size, the panel grows about the lesson's own by less, as far as it stays clear, and its words are set smaller to
fit it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import Any, Protocol

import pygame

from game.scenes.context import Context
from game.scenes.lesson import TOLD, WATCH, Lesson
from game.scenes.lesson_place import clear_of_lines, cuts, is_tall, placed
from game.ui import backdrop, palette, text
from game.ui.face_cache import out_of_time
from game.ui.shapes import edged_panel
from game.ui.widgets import Button
from game.words.lesson import Step

WORDS = 19  # the largest size of the lesson's words (design space)
WATCHING = "  \u2022  watch the table"  # after the step's heading while its answer plays
class PanelScene(Protocol):
    """What the panel reads of its lesson's scene."""

    ctx: Context
    lesson: Lesson
    table: Any
    index: int
    phase: str

    @property
    def step(self) -> Step: ...

    @property
    def last(self) -> bool: ...

    def next(self) -> None: ...

    def skip(self) -> None: ...

    def words(self) -> str: ...

    def _place(self, name: str, step: Step | None = None) -> pygame.Rect | None: ...


class LessonPanel:
    """The lesson's panel of words, a part of its scene: where it is for the step (`rect`, found by `place` as the
    step is first drawn, and once it is explained), its buttons (Next or Finish, and Skip tutorial) and its words."""

    def __init__(self, scene: PanelScene):
        self.scene = scene
        self.rect: tuple[int, int, int, int] = scene.lesson.panel  # where the words are (design space), as last placed
        self._shown: tuple[tuple[int, str, tuple[int, ...]], list[Button]] | None = None
        self._grown: tuple[tuple[int, bool, float], tuple[int, int, int, int]] | None = None  # the panel, for its step
        self._began: tuple[int, dict[str, pygame.Rect]] | None = None  # where the cards lay as its step began
        self._set: tuple[int, bool, tuple[int, int, int, int], float] | None = None  # what `ahead` set words for
        self._found: tuple[Hashable, tuple[int, int, int, int]] | None = None  # the last panel placed, by what it read
        self.lines: list[pygame.Rect] = []  # the lines of words the table shows, as the panel was last fitted (design)
        self._fitted: tuple[tuple[int, bool, float], tuple[int, int, int, int]] | None = None  # the panel fitted, for
        # its step (fit)

    def forget(self) -> None:
        """A new table: the panel is found again for it."""
        self._grown = self._began = self._fitted = None

    def buttons(self) -> list[Button]:
        """Next (or Finish, after the last step), lit once the step is explained, and Skip tutorial."""
        scene, panel = self.scene, self.rect
        if self._shown is not None and self._shown[0] == (scene.index, scene.phase, panel):
            return self._shown[1]
        shown = self._buttons(panel, scene.phase == TOLD, scene.last)
        self._shown = ((scene.index, scene.phase, panel), shown)
        return shown

    def _buttons(self, panel: tuple[int, int, int, int], told: bool, last: bool) -> list[Button]:
        """The buttons of a panel placed at `panel` as they look while the step is `told` (explained) or not, at the
        `last` step or another."""
        scene, (x, y, w, h) = self.scene, panel
        label = "Finish" if last else "Next"
        if is_tall(panel):  # the buttons along the bottom, the words over the whole width
            return [Button(label, (x + w - 170, y + h - 52, 158, 44), scene.next, told, primary=told, hotkey="Enter"),
                    Button("Skip tutorial", (x + w - 340, y + h - 48, 158, 40), scene.skip, size=17)]
        return [Button(label, (x + w - 170, y + 8, 158, 42), scene.next, told, primary=told, hotkey="Enter"),
                Button("Skip tutorial", (x + w - 170, y + h - 44, 158, 36), scene.skip, size=17)]

    def place(self) -> None:
        """Places the panel for the step shown (`rect`, design space): the lesson's panel, grown as much as its words
        are larger than at the Normal text (game.ui.text.as_large) and placed clear of what the player must keep in
        sight (kept, placed); and sets what the table keeps clear of. Found for each step as it is first drawn (the
        card not yet carried), and again once it is explained: where it was, unless that covers a card the step laid
        or moved (moved). Called before the table is painted, so that its log is laid out clear of the panel in the
        frame that first shows it, and as the step is explained, before the focus goes to Next."""
        scene = self.scene
        told, size = scene.phase == TOLD, text.enlarged(scene.ctx.viewport.px(WORDS))
        if self._grown is not None and self._grown[0] == (scene.index, told, size):
            return
        kept, was = self.kept(), self._grown
        if not told:
            self._began = (scene.index, self._places())
        if told and was is not None and was[0] == (scene.index, False, size) and \
                pygame.Rect(was[1]).collidelist(kept) == -1:
            panel = was[1]
        else:
            panel = self._placed(scene.step, kept)
        self._grown = ((scene.index, told, size), panel)
        self._at(panel)

    def _at(self, panel: tuple[int, int, int, int]) -> None:
        """The panel at `panel`: a refusal's words are not hidden under the lesson's, nor drawn over the place they
        name."""
        self.rect = panel
        self.scene.table.covered = [pygame.Rect(panel), *self.step_places(self.scene.step)]

    def fit(self, surface: pygame.Surface, paint: Sequence[Callable[[pygame.Surface], None]]) -> None:
        """Once the panel is placed (place), it is drawn back from the lines of words the table shows that its edge
        would cut, or grown over them (clear_of_lines): seen by painting the table (`paint`, its layers under the
        panel) onto `surface` once, before the frame paints it, with the panel where it was placed. A paced frame
        leaves that to the time after it (face_cache.out_of_time: 1.7 ms at 1366x768, and the frame that opens a step
        or its words is not presented), as a frame leaves a face never drawn."""
        scene = self.scene
        if self._grown is None or (self._fitted is not None and self._fitted[0] == self._grown[0]) or out_of_time(
                costly=True):
            return
        was = [pygame.Rect(self._fitted[1])] if self._fitted is not None and self._fitted[0][0] == scene.index else []
        vp = scene.ctx.viewport
        with backdrop.in_place(letting_go=False), text.recorded(surface) as drawn:
            for layer in paint:
                layer(surface)
        lines = [vp.in_design(line).inflate(2, 2) for line in drawn]
        kept, needed = self.kept(), partial(self.needed, scene.step)
        fitted = clear_of_lines(pygame.Rect(self.rect), lines, kept,
                                lambda spot: needed(spot.w, is_tall(spot)) <= spot.h, was)
        if any(cuts(fitted, line) for line in lines):  # placed again, clear of them
            fitted = placed(pygame.Rect(scene.lesson.panel), text.enlarged(vp.px(WORDS)), kept, needed, lines,
                            pygame.Rect(self.rect))
        self.lines = lines
        self._at((fitted.x, fitted.y, fitted.w, fitted.h))
        self._fitted = (self._grown[0], self.rect)

    def _placed(self, step: Step, kept: list[pygame.Rect]) -> tuple[int, int, int, int]:
        """The panel of `step` placed clear of `kept` (placed), found again only when what it reads changed: the one
        `ahead` found for the next step, while the player read this one, is the one its first frame shows."""
        vp = self.scene.ctx.viewport
        size = text.enlarged(vp.px(WORDS))
        reads = (step, vp.width, vp.height, text.scale(), size, tuple(tuple(box) for box in kept), self.rect)
        if self._found is None or self._found[0] != reads:
            grown = placed(pygame.Rect(self.scene.lesson.panel), size, kept, partial(self.needed, step),
                           after=pygame.Rect(self.rect))
            self._found = (reads, (grown.x, grown.y, grown.w, grown.h))
        return self._found[1]

    def needed(self, step: Step, width: int, tall: bool) -> int:
        """The height (design space) a panel `width` wide wants for `step`'s words at the lesson's size, said and
        told after, with its buttons along its bottom (`tall`) or at its right."""
        vp = self.scene.ctx.viewport
        size = text.as_large(vp.px(WORDS))
        room = max(1, vp.px(width - 32 if tall else width - 16 - 186))
        lines = max(len(text.wrap(words, size, room)) for words in (step.say, step.then or ""))
        words = lines * text.line_height(size) / vp.scale
        return round(words + (29 + 58 + 8 if tall else 27 + 8))

    def kept(self) -> list[pygame.Rect]:
        """What the panel keeps in sight now (design space): what the step shown keeps (keeps), and once it is
        explained the cards it laid or moved (moved)."""
        return [*self.keeps(self.scene.step), *self.moved()]

    def keeps(self, step: Step) -> list[pygame.Rect]:
        """What the panel of `step` keeps in sight as it begins (design space): what the step asks the player to use,
        the table's buttons, and the places the lesson always shows (Lesson.keep: the turn box) and the step talks
        about (Step.shows)."""
        scene = self.scene
        shown = (scene._place(name, step) for name in (*scene.lesson.keep, *step.shows))
        return [*self.step_boxes(step), *(pygame.Rect(button.rect) for button in scene.table.buttons),
                *(box for box in shown if box is not None)]

    def _places(self) -> dict[str, pygame.Rect]:
        """Where each card on the table lies (design space)."""
        vp = self.scene.ctx.viewport
        return {key: vp.in_design(sprite.rect) for key, sprite in getattr(self.scene.table, "by_key", {}).items()}

    def moved(self) -> list[pygame.Rect]:
        """Once the step is explained, the cards it laid or moved where they now lie (design space): those not lying
        where they lay as it began."""
        scene = self.scene
        if scene.phase != TOLD or self._began is None or self._began[0] != scene.index:
            return []
        began = self._began[1]
        return [box for key, box in self._places().items() if began.get(key) != box]

    def step_boxes(self, step: Step) -> list[pygame.Rect]:
        """What `step` asks the player to use (design space): its card in the hand (and its identical copies), the
        place it goes and the button it presses."""
        scene = self.scene
        by_key = getattr(scene.table, "by_key", {})
        return [*(scene.ctx.viewport.in_design(by_key[card].rect)
                  for card in (step.card, *(getattr(c, "card", None) for c in step.alike)) if card and card in by_key),
                *self.step_places(step)]

    def step_places(self, step: Step) -> list[pygame.Rect]:
        """The place `step`'s card goes and the button it presses (design space)."""
        boxes = (self.scene._place(name, step) for name in (step.press, step.target) if name is not None)
        return [box for box in boxes if box is not None]

    def draw(self, surface: pygame.Surface) -> None:
        """The panel: the lesson's title and step, the step's words as large as the room lets them be, its buttons."""
        scene, vp = self.scene, self.scene.ctx.viewport
        x, y, w, h = self.rect
        box = vp.rect((x, y, w, h))
        edged_panel(surface, box, palette.GOLD, vp.px(3), vp.px(12))
        head = self._head(scene.index) + (WATCHING if scene.phase == WATCH else "")
        text.draw(surface, head, text.legible(vp.px(15)), palette.GOLD_LIGHT, bold=True,
                  topleft=vp.point(x + 16, y + 7))
        room = self._room(self.rect)
        size, lines = self._lines(scene.words(), room)
        top = room.y
        for line in lines:
            text.draw(surface, line, size, palette.TEXT, topleft=(room.x, top))
            top += text.line_height(size)
        for button in self.buttons():
            button.draw(surface, vp)

    def ahead(self) -> bool:
        """Sets, while the player reads, the words the panel shows next: the step's heading while its answer plays and
        its words once explained, in this place; and, once it is explained, the next step's panel placed where its
        first frame will find it (_placed: a third of that frame at the Largest text), with its words and heading
        there, and the buttons as they look then (Next lit, then dim again), so that the frames that first show them
        only blit them (setting a step's words took a third of the frame that opens it). True when it set them: once
        a step, phase and place."""
        scene = self.scene
        vp = scene.ctx.viewport
        wanted = (scene.index, scene.phase == TOLD, self.rect, text.enlarged(vp.px(WORDS)))
        if self._set == wanted:
            return False
        self._set = wanted
        steps = scene.lesson.steps
        following = [(step, self._opening(step)) for step in steps[scene.index + 1 : scene.index + 2]]
        sets = [*([(scene.step.then, self.rect)] if scene.step.then else []),
                *((step.say, there) for step, there in following)]
        for words, panel in sets:
            size, lines = self._lines(words, self._room(panel))
            for line in lines:
                text.render(line, size, palette.TEXT)
        heads = [self._head(scene.index) + WATCHING] + [self._head(scene.index + 1)] * len(following)
        for head in heads:
            text.render(head, text.legible(vp.px(15)), palette.GOLD_LIGHT, bold=True)
        looks = [(self.rect, True, scene.last)] + [(there, False, scene.index + 1 == len(steps) - 1)
                                                   for _, there in following]
        for panel, told, last in looks:  # Next lit once the step is explained, then dim at the next step
            for button in self._buttons(panel, told, last):
                button.set_ahead(vp)
        return True

    def _opening(self, step: Step) -> tuple[int, int, int, int]:
        """Where the panel of `step`, the next, will open: placed now, once the step shown is explained, where `step`
        opens at this table as it stands (no new game set up, no answer played as it begins); else here."""
        if self.scene.phase == TOLD and step.fight is None and step.command is not None:
            return self._placed(step, self.keeps(step))
        return self.rect

    def _head(self, index: int) -> str:
        lesson = self.scene.lesson
        return f"{lesson.title}: step {index + 1} of {len(lesson.steps)}"

    def _room(self, panel: tuple[int, int, int, int]) -> pygame.Rect:
        """Where the words go in a panel placed at `panel` (window pixels): beside the buttons, or over them in a tall
        panel."""
        x, y, w, h = panel
        return self.scene.ctx.viewport.rect((x + 16, y + 29, w - 32, h - 29 - 58) if is_tall(panel) else
                                            (x + 16, y + 27, w - 16 - 186, h - 31))

    def _lines(self, words: str, room: pygame.Rect) -> tuple[int, list[str]]:
        """`words` as the panel sets them in `room`: their size and lines."""
        return text.readable_block(words, text.as_large(self.scene.ctx.viewport.px(WORDS)), text.least_legible(),
                                   room.w, room.h)
