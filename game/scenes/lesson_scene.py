"""The lesson at the real table: the family's own table scene on the lesson's game, under a panel of words.

The table takes the input as in any game (its drops become commands, refused ones snap home with the step's hint);
over it a panel says what to do, a pulsing ring lights the card and the place to drop it, and once the command is
made (and the computer's scripted answer has played) the panel explains what happened. Next (Enter) goes on, Skip
tutorial (or Esc) asks whether to leave, as leaving a table does; after the last step the lesson leaves, to `after`
(the game's set-up, when the lesson was taken on the way to it) or back to the menu. What the table draws over
everything (the hint, a card enlarged with its glossary, a banner, the toasts) is drawn over the panel too.

The keyboard plays the lesson as it plays the table (game.ui.card_keys): Tab and the arrows go through the table's
cards, its buttons and the lesson's; Enter picks a card up and lays it. As a step waits for the player, the focus
starts on what it lights (Tab's first stop, what Enter uses; once its switch is used, its target); once it is
explained, the focus (if the keyboard has one) moves to Next, so Enter goes on as it does with no focus."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.engine.core import Session
from game.scenes.base import Pop, Replace, Result, Scene
from game.scenes.confirm import ask_to_leave
from game.scenes.lesson import DO, TOLD, WATCH, Lesson
from game.scenes.lesson_campaign import LessonCampaign
from game.scenes.lesson_panel import LessonPanel
from game.ui import palette, text
from game.ui.card_keys import CardFocus, Spot
from game.ui.drag import Drag
from game.ui.painter import LAYERS
from game.ui.shade import shade
from game.ui.toasts import Toast
from game.ui.widgets import Button
from game.words.lesson import Step

PULSE_HZ = 1.2
PULSES = 3  # the ring pulses this many times as a step begins, then holds still at its brightest until the step is made
PULSING = (PULSES + 0.25) / PULSE_HZ  # seconds: it ends where the pulse is at its brightest
RING = (255, 255, 255)  # the lit ring pulses from gold to this (the tables light playable cards in green)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
OVER_PANEL = LAYERS.index("hints")  # the table's layers from this one on are drawn over the lesson's panel


class LessonScene(Scene):
    focus: CardFocus  # the keyboard's, over the table's cards and the lesson's buttons

    def __init__(self, ctx: Any, lesson: Lesson, after: Callable[[], Scene] | None = None):
        super().__init__(ctx)
        self.lesson = lesson
        self.after = after
        self.words_panel = LessonPanel(self)
        self._seat(lesson.start())
        self.focus = CardFocus(self)
        self.index, self.phase, self.clock = 0, DO, 0.0
        self.updates = 0  # the frames the lesson has been updated in
        self.answer_after: int | None = None  # the answer of a step opened in this update plays in the next
        self.outcome: Result = None
        self.asked_to_leave = False  # the player is asked whether to leave the lesson (Esc)
        self._refusal_set: tuple[object, ...] | None = None  # what the refusal's words were set ahead for
        self._aimed: int | None = None  # the step whose lit thing the keyboard's focus starts on (_aim)
        self._begin(0)

    # ----- the steps ---------------------------------------------------------------------------

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index == len(self.lesson.steps) - 1

    def _seat(self, session: Session[Any]) -> None:
        """The lesson's game at the family's table."""
        self.campaign = LessonCampaign(session, self.lesson.seat)
        self.table: Any = self.lesson.table(self.ctx, self.campaign)
        self.table.computers = {}  # the lesson plays the other seats' answers itself, as its script says
        self.table.leaving = self.skip  # its Menu asks the lesson's question, as Esc does (CardTable._menu)
        self.words_panel.forget()

    def _begin(self, index: int) -> None:
        self.index, self.clock, self.phase = index, 0.0, DO
        step = self.step
        if step.fight is not None:  # a new game, at a new table: the last one's work stopped
            self._close_table()
            self._seat(step.fight())
        self.campaign.expect(step)
        if step.command is None and step.answer:  # played after the frame that opens the step (`ahead`), which
            self.phase, self.answer_after = WATCH, self.updates  # shows its words over the table as it stood
        elif step.command is None:
            self._answer()

    def _answer(self) -> None:
        """The other seats play the step's scripted answer; the words follow once it has been shown."""
        self.answer_after, self.focus.first = None, None
        for command in self.step.answer:
            self.campaign.play(command, self.table.submit)
        self.phase = WATCH

    def next(self) -> None:
        """Next: the following step, or out of the lesson after the last."""
        if self.phase != TOLD:
            return
        if self.last:
            self.leave()
        else:
            self._begin(self.index + 1)

    def skip(self) -> None:
        """Skip tutorial, the table's Menu (or Esc): asks whether to leave, as a table does (settings permitting)."""
        self.asked_to_leave = True
        ask_to_leave(self, "Leave the lesson?", ["A lesson is never saved: its Tutorial button on the menu "
                                                 "gives it again from the start."])

    def leave(self) -> None:
        """Out of the lesson: what the table has under way (a computer's decision, a hint) is stopped."""
        self._close_table()
        self.outcome = Replace(self.after()) if self.after is not None else Pop()

    def _close_table(self) -> None:
        self.table._close()  # every lesson's table is a card table (game.scenes.card_table.CardTable._close)

    def _idle(self) -> bool:
        return idle(self.table)

    @property
    def buttons(self) -> list[Button]:
        """The table's buttons and the lesson's."""
        return [*self.table.buttons, *self.own_buttons()]

    @property
    def by_key(self) -> dict[str, Any]:
        """The cards on the table, by key (as on every table)."""
        return getattr(self.table, "by_key", {})  # type: ignore[no-any-return]

    @property
    def zones(self) -> dict[str, Any]:
        return getattr(self.table, "zones", {})  # type: ignore[no-any-return]

    def own_buttons(self) -> list[Button]:
        """The lesson's buttons on its panel (LessonPanel.buttons)."""
        return self.words_panel.buttons()

    @property
    def panel(self) -> tuple[int, int, int, int]:
        """Where the words are (design space, LessonPanel.rect: as placed for the picture shown)."""
        return self.words_panel.rect

    # ----- the scene ---------------------------------------------------------------------------

    def focusable(self) -> list[Button]:
        return self.buttons

    @property
    def drag(self) -> Drag | None:
        """The card the table's player holds (game.ui.card_keys.CardTable, as the table's cards and places)."""
        return getattr(self.table, "drag", None)

    def key_cards(self) -> list[Spot]:
        return self.table.key_cards()  # type: ignore[no-any-return]

    def key_targets(self) -> list[Spot]:
        return self.table.key_targets()  # type: ignore[no-any-return]

    def keep_clear(self) -> list[pygame.Rect]:
        return self.table.keep_clear()  # type: ignore[no-any-return]

    def words_on_places(self) -> list[pygame.Rect]:
        return self.table.words_on_places()  # type: ignore[no-any-return]

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.skip()
            return self._take()
        if event.type == pygame.KEYDOWN and event.key in ENTER and self.phase == TOLD:
            self.next()
            return self._take()
        if getattr(self.table, "drag", None) is None:  # a card let go over the panel is the table's drop
            for button in self.own_buttons():
                if button.handle(event, self.ctx.viewport):
                    return self._take()
            if event.type == pygame.MOUSEBUTTONDOWN and self.ctx.viewport.rect(self.panel).collidepoint(
                    event.pos):
                return None  # the panel covers that part of the table
        labels = [b.label for b in self.table.buttons]
        result = self.table.handle(event)
        self._switched(labels)
        return self._take() or result

    def _take(self) -> Result:
        result, self.outcome = self.outcome, None
        return result

    def update(self, dt: float) -> Result:
        if self.answer_after is not None and self.updates > self.answer_after:
            self._answer()  # a step that opens with its answer: a computer's whole turn (Kenpo's sixth step)
        self.clock += dt
        result = self.table.update(dt)
        if self.phase == DO and self.campaign.made:
            self._answer()
        if self.phase == DO and self._aimed != self.index and self._idle():
            self._aim()
        if self.phase == WATCH and self.answer_after is None and self._idle():
            self.phase = TOLD
            if self.focus.key is not None:  # the keyboard's next press goes on (not to the card after one laid)
                self.words_panel.place()  # where it is once explained, before the focus goes to Next (else as drawn)
                self.focus._set(self.own_buttons()[0])
                self.focus.then = None
                self.table._hover(None)  # a card read enlarged for the focus is no longer
        self._drop_stale()
        self.updates += 1
        return self._take() or result

    def _aim(self) -> None:
        """The keyboard's focus starts on what the step lights for the player to use (its switch, else its card, else
        where it goes): Tab's first stop, and what Enter uses (Focus.first); the focus left on the dim Next goes."""
        self._aimed = self.index
        lit = self._lit_item(self.step.press or self.step.card or self.step.target)
        if lit is not None:
            self.focus.first, self.focus.key = (lit.label, lit.rect), None

    def _lit_item(self, name: str | None) -> Spot | Button | None:
        """The card, spot or button the keyboard reaches that lies most over the place `name` (None: none does)."""
        box = self._place(name) if name is not None else None
        if box is None:
            return None

        def overlap(item: Spot | Button) -> int:
            common = pygame.Rect(item.rect).clip(box)
            return common.w * common.h

        items: list[Spot | Button] = [*self.key_cards(), *self.buttons]
        lit = max((item for item in items if item.enabled), key=overlap, default=None)
        return lit if lit is not None and overlap(lit) > 0 else None

    def _switched(self, before: list[str]) -> None:
        """The step's switch used (the button labels were `before`): the focus (or its start) goes to the target."""
        if (self.phase == DO and self.step.press and not self.campaign.made and before != [
                b.label for b in self.table.buttons] and (then := self._lit_item(self.step.target)) is not None):
            self.focus.first = (then.label, then.rect)
            self.focus._set(then if self.focus.key is not None else None)

    def _drop_stale(self) -> None:
        """A refusal's toast whose words are no longer true (the step made, or gone on from) goes."""
        stale = self.campaign.said - {self.campaign.hint}
        if stale and any(toast.message in stale for toast in self.table.toasts):
            self.table.toasts = [toast for toast in self.table.toasts if toast.message not in stale]

    def moving(self) -> bool:
        """The ring pulses as a step begins, the step made waits for its answer, the answer plays, or the table
        moves (a card held or gliding, a refusal's words): a step waiting for the player, its ring held, is still."""
        return (self.phase == WATCH or (self.phase == DO and (self.campaign.made or self.clock < PULSING))
                or self.outcome is not None or self.table.moving())

    def ahead(self) -> bool | None:
        """The answer of a step that opens with it, played in the time the frame that opened the step leaves (else
        at the next frame's update); the words the panel shows next (LessonPanel.ahead: the step's heading while its
        answer plays, its words once explained, the next step's), then the refusal's, then what the table makes
        ahead (faces the hand will need, the pictures of a first pick-up): made while the player reads, not in the
        frame that needs them. The panel's come before the table's: a few lines, read and gone on from (Enter)
        before a table just opened has made its faces."""
        if self.answer_after is not None:
            self._answer()
            return True
        return self.words_panel.ahead() or self._refusal_ahead() or self.table.ahead()

    def _refusal_ahead(self) -> bool:
        """The words of the toast every move but the step's is refused with (the step's hint, LessonCampaign), set
        once for each step, hint, window and text size: the frame of a first refusal set them (0.6 to 0.8 ms of it
        at 1600x900 and 1920x1080). True when it set them."""
        vp = self.ctx.viewport
        wanted = (self.index, self.campaign.hint, vp.width, vp.height, text.scale())
        if self._refusal_set == wanted:
            return False
        self._refusal_set = wanted
        Toast(self.campaign.hint, (0, 0)).set_ahead(vp)
        return True

    def resume(self, value: Any) -> None:
        if self.asked_to_leave:  # the answer to "Leave the lesson?"
            self.asked_to_leave = False
            if value is True:
                self.leave()
            return
        self.table.resume(value)

    def resized(self) -> None:
        self.table.resized()

    def draw(self, surface: pygame.Surface) -> None:
        """The table under the lesson's light and panel, but for its top layers (OVER_PANEL): a card enlarged and its
        glossary, asked for over the panel, are read whole over it. A step's panel is placed before the table is
        painted, so that the table keeps its log clear of it in the same frame."""
        self.words_panel.place()
        self.words_panel.fit(surface, self.table.layers(self.focus)[:OVER_PANEL])
        self._draw(surface)

    def _draw(self, surface: pygame.Surface) -> None:
        layers = self.table.layers(self.focus)  # its ring on a card: the lesson's, over the panel, under the zoom
        for paint in layers[:OVER_PANEL]:
            paint(surface)
        if self.phase == DO:
            self._light(surface)
        self.words_panel.draw(surface)
        for paint in layers[OVER_PANEL:]:
            paint(surface)
        self.focus.draw(surface, self.ctx.viewport, self.focusable())  # a button's ring, over the panel

    def _light(self, surface: pygame.Surface) -> None:
        """The rest of the table a shade darker, and a pulsing ring round the step's card and the place it goes."""
        vp = self.ctx.viewport
        boxes = self.lit()
        if not boxes:
            return
        glow = 0.5 + 0.5 * math.sin(min(self.clock, PULSING) * PULSE_HZ * 2 * math.pi)
        colour = tuple(round(a + (b - a) * glow) for a, b in zip(palette.GOLD, RING, strict=True))
        width = vp.px(4 + 3 * glow)
        rings = [box.inflate(2 * width, 2 * width) for box in boxes]
        window = surface.get_rect()
        words = [rect.clip(window) for rect in self.table.words_on_places()  # a held card's: read wherever they lie
                 if (self.drag is not None or rect.collidelist(rings) != -1) and rect.colliderect(window)]
        if self.drag is None:  # a ring takes in the words it would cross (a place's label over its edge)
            rings = [ring.unionall([rect.inflate(2 * width, 2 * width) for rect in words if ring.colliderect(rect)])
                     for ring in rings]
        kept = [(rect, surface.subsurface(rect).copy()) for rect in words]
        shade(surface, [box.inflate(vp.px(12), vp.px(12)) for box in boxes])
        for ring in rings:
            pygame.draw.rect(surface, colour, ring, width=width, border_radius=vp.px(10))
        for rect, picture in kept:  # the table's numbers and words on a lit place (or a held card's) stay unshaded
            surface.blit(picture, rect)

    def lit(self) -> list[pygame.Rect]:
        """The boxes lit now (window pixels): the step's card in the hand (and its identical copies), until a card is
        picked up (the table draws it as it carries it), and where it goes."""
        boxes: list[pygame.Rect] = []
        by_key = getattr(self.table, "by_key", {})
        carrying = getattr(self.table, "drag", None) is not None
        for card in () if carrying else (self.step.card, *(getattr(c, "card", None) for c in self.step.alike)):
            sprite = by_key.get(card) if card else None
            if sprite is not None:
                boxes.append(pygame.Rect(sprite.rect))
        for name in (self.step.press, self.step.target):
            box = self._place(name) if name is not None else None
            if box is not None:
                boxes.append(self.ctx.viewport.rect(box))
        return boxes

    def _place(self, name: str, step: Step | None = None) -> pygame.Rect | None:
        """A place named in the table's own terms, in design space: a button (the one `step`, by default the step
        shown, presses named by the start of its label), one of its zones, a card, or the lesson's own names."""
        press = (step or self.step).press
        button = next((b for b in self.table.buttons if b.label == name), None) or next(
            (b for b in self.table.buttons if name == press and b.label.startswith(name)), None)
        if button is not None:
            return pygame.Rect(button.rect)
        zones = getattr(self.table, "zones", {})
        if name in zones:
            return pygame.Rect(zones[name])
        sprite = getattr(self.table, "by_key", {}).get(name)
        if sprite is not None:  # a card on the table
            return self.ctx.viewport.in_design(sprite.rect)
        return self.lesson.place(self.table, name) if self.lesson.place is not None else None

    def words(self) -> str:
        return self.step.then if self.phase == TOLD and self.step.then else self.step.say


def idle(table: Any) -> bool:
    """Nothing on a game's table is still showing a command: no beat playing, no card held or gliding (a lesson's
    words, or a puzzle's computer move, wait for it)."""
    timeline = getattr(table, "timeline", None)
    gliding = any(getattr(sprite, "moving", False) for sprite in getattr(table, "by_key", {}).values())
    glide = getattr(table, "glide", None)  # the kit's motion: cards leaving sight, fighters stepping, points flying
    flying = ((glide is not None and glide.moving())
              or getattr(table, "banner", None))  # a word across the table (a Break, Adrenaline earned)
    return ((timeline is None or not timeline.busy) and getattr(table, "drag", None) is None and not gliding
            and not flying)


def at_step(ctx: Any, lesson: Lesson, number: int, seconds: float = 30.0) -> LessonScene:
    """The lesson at its step `number` (from 1; past the last, the last), every step before it made as the player
    would make it and explained: the screenshot scene `tutorial` and the tests start here."""
    scene = LessonScene(ctx, lesson)
    for _ in range(max(1, min(number, len(lesson.steps))) - 1):
        if scene.phase == DO and scene.step.command is not None:
            scene.table.submit(scene.step.command)
        settle(scene, lambda: scene.phase == TOLD, seconds)
        scene.next()
    settle(scene, lambda: scene.phase != WATCH and scene._idle(), seconds)
    return scene


def settle(scene: LessonScene, done: Callable[[], bool], seconds: float, step: float = 0.05) -> None:
    """Updates the scene until `done()` (or `seconds` of its time have passed)."""
    for _ in range(round(seconds / step)):
        if done():
            return
        scene.update(step)
