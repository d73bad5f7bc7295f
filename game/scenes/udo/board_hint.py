"""The Hint on the combo board: ghost combos to build, or the one choice to make next (game.scenes.hinting: asking
marks the campaign as assisted; once the game moves on, a card played or a heart covered, the hint disappears).

A part the board holds (`BoardHint(board)`), reading the board through `HintedBoard`, with the Hint's button and keys
as at every table (H asks, stops looking or takes it; Enter takes it; Esc puts it away): what it has to say (there is
nothing to look for, or to choose; the engine refused a step) it says in a toast, and it rebuilds the board's buttons
as the Hint's button changes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.ai.udo.hint import HINTED_PHASES, Hinter, find
from game.engine.core import Command
from game.engine.udo.cards import Catalog
from game.engine.udo.combos import forecast
from game.layout.udo.board import CARD_H, CARD_W, combo_rects, combo_step, combos_area
from game.play.campaign import Campaign
from game.play.udo.hint import play_out
from game.scenes.hinting import GHOST_ALPHA, Hint, hint_key
from game.scenes.worker import InWorker
from game.ui import marks, palette, shapes
from game.ui.face_cache import pictures_forgotten, whole_faces
from game.ui.udo import board_draw as draw
from game.ui.udo import faces
from game.ui.udo.board_moments import STATUS_TOAST
from game.ui.udo.board_places import BoardPlaces
from game.ui.widgets import Button, Toast
from game.words.udo.board import hint_caption, steps_text

if TYPE_CHECKING:
    from game.scenes.context import Context

VEIL_ALPHA = 255  # the combos on the table are covered: the ghosts lay them out again with the new ones
MOST_GHOSTS = 8  # composed ghost combos kept (one hint has at most a handful)


class HintedBoard(Protocol):
    """What BoardHint reads of the board: of it, it sets only its `toasts` and `buttons`."""

    ctx: Context
    campaign: Campaign
    zones: dict[str, pygame.Rect]
    places: BoardPlaces  # where the one thing to click lies
    clock: float
    toasts: list[Toast]
    buttons: list[Button]

    @property
    def catalog(self) -> Catalog: ...

    def _buttons(self) -> list[Button]: ...


class BoardHint(Hint):
    def __init__(self, board: HintedBoard):
        super().__init__(board.campaign, _hinter)
        self.board = board
        self._drawn = (False, False)  # shown and thinking, as the buttons last showed them
        self._ghosts: dict[tuple[tuple[str, ...], tuple[int, int], int, int], pygame.Surface] = {}

    @property
    def plan(self) -> tuple[tuple[str, ...], ...] | None:
        return self.found[0] if self.found is not None else None

    @property
    def command(self) -> Command | None:
        return self.found[1] if self.found is not None else None

    def press(self) -> None:
        """Asks for a hint; pressed again while one is shown it takes it, while one is looked for it stops looking."""
        view = self.campaign.state
        if self.shown:
            self.take()
            return
        if self.thinking:
            self.dismiss()
        elif view.phase not in HINTED_PHASES:
            self._say("Hints help while you build combos and resolve them.")
        else:
            self.start(find, view)
        self._refresh()

    def take(self) -> None:
        """Plays the hint out (game.play.udo.hint.play_out), saying why if the engine refused a step."""
        plan, command = self.plan, self.command
        self.dismiss()
        self._say(play_out(self.campaign, plan, command))
        self._refresh()

    def key(self, event: pygame.event.Event) -> bool:
        """The Hint's keys (hint_key); True when `event` was one of them."""
        if not hint_key(event, self, self.press, self.take):
            return False
        self._refresh()
        return True

    def update(self) -> None:
        """Called every frame: shows the hint once it is found (that there was nothing to suggest, in a toast); the
        buttons follow what the hint is doing."""
        if self.arrived() and self.plan is None and self.command is None:
            self.dismiss()
            self._say("Nothing to choose here.")
        if (self.shown, self.thinking) != self._drawn:
            self._refresh()

    def moving(self) -> bool:
        """The hint is looked for."""
        return self.thinking

    def _say(self, message: str | None) -> None:
        if message:
            self.board.toasts.append(Toast(message, STATUS_TOAST))

    def _refresh(self) -> None:
        self._drawn = (self.shown, self.thinking)
        self.board.buttons = self.board._buttons()

    def caption(self) -> str | None:
        """What the status line says while the hint is looked for or shown (None while it is neither)."""
        return hint_caption(self.board.catalog, self.thinking, self.plan, self.command) if self.active else None

    def draw(self, surface: pygame.Surface) -> None:
        """Ghost cards where the plan's combos would lie, each with what it would do, over the dimmed band; or a
        steady glow on the one thing to click."""
        board = self.board
        vp, catalog, zones = board.ctx.viewport, board.catalog, board.zones
        if self.plan:
            area = combos_area(zones)
            shapes.veil(surface, palette.FELT_DARK, VEIL_ALPHA, vp.rect(zones["combos"]))
            step = vp.px(combo_step(self.plan, area.width))
            for combo, rect in zip(self.plan, combo_rects(area, self.plan), strict=True):
                box = vp.rect(rect)
                surface.blit(self._ghost(catalog, combo, vp.rect((0, 0, CARD_W, CARD_H)).size, step), box)
                pygame.draw.rect(surface, palette.GHOST, box.inflate(vp.px(8), vp.px(8)), width=vp.px(2),
                                 border_radius=vp.px(12))
                x, steps = forecast(catalog, self.campaign.state, combo, spend_charge=False)
                rendered = draw.combo_header(vp, f"X={x}: {steps_text(steps)}", box, palette.GHOST)
                surface.blit(rendered, rendered.get_rect(midbottom=(box.centerx, box.top - vp.px(6))))
        place = board.places.box(self.command) if self.command is not None else None
        if place is not None:
            marks.outline(surface, vp, place, palette.GHOST, marks.pulse(board.clock))

    def _ghost(self, catalog: Catalog, combo: tuple[str, ...], size: tuple[int, int], step: int) -> pygame.Surface:
        """A whole combo laid out opaque, then made translucent as one picture (so cards do not show
        through each other)."""
        key = (combo, size, step, pictures_forgotten())  # a new text size draws the cards' words anew
        if key not in self._ghosts:
            if len(self._ghosts) > MOST_GHOSTS:
                self._ghosts.clear()
            ghost = pygame.Surface((size[0] + step * (len(combo) - 1), size[1]))
            ghost.fill(palette.FELT_DARK)
            with whole_faces():  # kept: no face in it may stand in
                for i, card in enumerate(combo):
                    ghost.blit(faces.card_face(catalog.card(card), size), (i * step, 0))
            ghost.set_alpha(GHOST_ALPHA)
            self._ghosts[key] = ghost
        return self._ghosts[key]


def _hinter(rules: InWorker) -> tuple[InWorker]:
    """The campaign's hinter, made in the thinking process around the copy there of the rules."""
    return (InWorker(Hinter, rules),)

