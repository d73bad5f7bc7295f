"""The Hint on the combo board, a plan of several steps (game.scenes.advice.Plans): the combos to build, laid as
ghosts to take as one, or the one choice to make next, lit where it is clicked. The kit's Hint (game.scenes.hinting
.TableHint) asks, shows its words, plays it out step by step and forgets it once the game moves on.

A part the board holds (`ComboPlans(board)`), reading the board through `HintedBoard`."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.ai.udo.hint import Hinter, find
from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.combos import forecast
from game.engine.udo.state import UdoState
from game.layout.udo.board import CARD_H, CARD_W, combo_rects, combo_step, combos_area
from game.play.campaign import Campaign
from game.play.udo.hint import hint_steps
from game.scenes.hinting import GHOST_ALPHA, Suggestion
from game.scenes.worker import InWorker
from game.ui import palette, shapes
from game.ui.face_cache import pictures_forgotten, whole_faces
from game.ui.shown_table import ShownTable
from game.ui.udo import board_draw as draw
from game.ui.udo import faces
from game.ui.udo.board_places import BoardPlaces
from game.words.udo.board import hint_words, steps_text

if TYPE_CHECKING:
    from game.scenes.context import Context

VEIL_ALPHA = 255  # the combos on the table are covered: the ghosts lay them out again with the new ones
MOST_GHOSTS = 8  # composed ghost combos kept (one hint has at most a handful)
Plan = tuple[tuple[str, ...], ...]  # the combos to build, each its cards in order
BUTTONS: dict[type[Command], str] = {cmd.FinishPlaying: "Fight!", cmd.EndTurn: "End turn"}  # the commands played
# by a button, by its label


class HintedBoard(ShownTable[UdoState, Catalog], Protocol):
    """What ComboPlans reads of the board, besides the view shown and the cards; it changes none of it."""

    ctx: Context
    campaign: Campaign
    zones: dict[str, pygame.Rect]
    places: BoardPlaces  # where the one thing to click lies


class ComboPlans:
    """The campaign's Hint: its search, its steps and how it shows."""

    def __init__(self, board: HintedBoard):
        self.board = board
        self._ghosts: dict[tuple[tuple[str, ...], tuple[int, int], int, int], pygame.Surface] = {}

    def searcher(self, rules: InWorker) -> tuple[InWorker, ...]:
        """The campaign's hinter, made in the thinking process around the copy there of the rules."""
        return (InWorker(Hinter, rules),)

    @property
    def job(self) -> Callable[..., Any]:
        return find

    def steps(self, found: tuple[Plan | None, Command | None]) -> Iterator[Command]:
        return hint_steps(self.board.campaign, *found)

    def suggestion(self, found: tuple[Plan | None, Command | None]) -> Suggestion:
        """The combos planned laid as ghosts, or the place clicked (or the button pressed) for the one command."""
        board = self.board
        plan, command = found
        place, button = (None, None) if command is None else (board.places.box(command), BUTTONS.get(type(command)))
        return Suggestion(hint_words(board.catalog, plan, command),
                          place=board.ctx.viewport.in_design(place) if place is not None else None,
                          button=button, drawn=partial(self.draw, plan) if plan else None)

    def draw(self, plan: Plan, surface: pygame.Surface) -> None:
        """Ghost cards where the plan's combos would lie, each with what it would do, over the dimmed band."""
        board = self.board
        vp, catalog, zones = board.ctx.viewport, board.catalog, board.zones
        area = combos_area(zones)
        shapes.veil(surface, palette.FELT_DARK, VEIL_ALPHA, vp.rect(zones["combos"]))
        step = vp.px(combo_step(plan, area.width))
        for combo, rect in zip(plan, combo_rects(area, plan), strict=True):
            box = vp.rect(rect)
            surface.blit(self._ghost(catalog, combo, vp.rect((0, 0, CARD_W, CARD_H)).size, step), box)
            pygame.draw.rect(surface, palette.GHOST, box.inflate(vp.px(8), vp.px(8)), width=vp.px(2),
                             border_radius=vp.px(12))
            x, steps = forecast(catalog, board.campaign.state, combo, spend_charge=False)
            rendered = draw.combo_header(vp, f"X={x}: {steps_text(steps)}", box, palette.GHOST)
            surface.blit(rendered, rendered.get_rect(midbottom=(box.centerx, box.top - vp.px(6))))

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
