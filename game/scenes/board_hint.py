"""The Hint on the combo board: ghost combos to build, or the one choice to make next.

Asking for a hint marks the campaign as assisted. A hint belongs to the moment it was asked for:
once the game moves on (a card played, a heart covered) it disappears.
"""

from __future__ import annotations

import pygame

from game.ai.hint import HINTED_PHASES, Hinter, next_step
from game.campaign import Campaign
from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.combos import forecast
from game.engine.udo.state import PLAY, UdoState
from game.scenes import board_draw as draw
from game.scenes.board_layout import CARD_H, CARD_W, combo_rects, combo_step, combos_area
from game.ui import faces, palette, text
from game.ui.viewport import Viewport

GHOST_ALPHA = 150
MOST_GHOSTS = 8  # composed ghost combos kept (one hint has at most a handful)
MOST_STEPS = 40  # accepting a plan never takes more commands than this


class BoardHint:
    def __init__(self, campaign: Campaign):
        self.campaign = campaign
        self._hinter: Hinter | None = None
        self._moment: object | None = None  # the engine state the hint was found for
        self.plan: tuple[tuple[str, ...], ...] | None = None
        self.command: Command | None = None
        self._ghosts: dict[tuple[tuple[str, ...], tuple[int, int], int], pygame.Surface] = {}

    @property
    def shown(self) -> bool:
        if self._moment is not None and self._moment is not self.campaign.session.state:
            self.dismiss()
        return self._moment is not None

    def dismiss(self) -> None:
        self._moment, self.plan, self.command = None, None, None

    def ask(self) -> str | None:
        """Finds the hint for now; returns a message when there is nothing to suggest."""
        view = self.campaign.state
        if view.phase not in HINTED_PHASES:
            return "Hints help while you build combos and resolve them."
        if self._hinter is None or self._hinter.rules is not self.campaign.rules:
            self._hinter = Hinter(self.campaign.rules)
        self.campaign.mark_assisted()
        if view.phase == PLAY:
            self.plan, self.command = self._hinter.combos(view), None
        else:
            self.plan, self.command = None, self._hinter.command(view)
            if self.command is None:
                return "Nothing to choose here."
        self._moment = self.campaign.session.state
        return None

    def accept(self) -> str | None:
        """Plays the hint out; returns the reason if the engine refused a step."""
        plan, command = self.plan, self.command
        self.dismiss()
        if command is not None:
            result = self.campaign.submit(command)
            return None if result.ok or result.rejected is None else result.rejected.message
        for _ in range(MOST_STEPS):
            step = next_step(self.campaign.state, plan or ())
            if step is None:
                return None
            result = self.campaign.submit(step)
            if not result.ok:
                return result.rejected.message if result.rejected is not None else "The hint no longer fits."
        return None

    def caption(self, catalog: Catalog) -> str:
        """One line saying what the hint suggests."""
        if self.plan is not None:
            if not self.plan:
                return "Hint: keep your cards this turn. Press Fight!"
            return f"Hint: build {len(self.plan)} combo{'s' if len(self.plan) > 1 else ''}. Click Accept to lay them."
        return f"Hint: {describe(catalog, self.command)}"

    def draw(self, surface: pygame.Surface, vp: Viewport, catalog: Catalog, state: UdoState,
             zones: dict[str, pygame.Rect]) -> None:
        """Ghost cards where the plan's combos would lie, each with what it would do."""
        if not self.plan:
            return
        area = combos_area(zones)
        veil = pygame.Surface(vp.rect(zones["combos"]).size, pygame.SRCALPHA)
        veil.fill((*palette.FELT_DARK, 190))
        surface.blit(veil, vp.rect(zones["combos"]))
        step = vp.px(combo_step(self.plan, area.width))
        for combo, rect in zip(self.plan, combo_rects(area, self.plan), strict=True):
            surface.blit(self._ghost(catalog, combo, vp.rect((0, 0, CARD_W, CARD_H)).size, step), vp.rect(rect))
            pygame.draw.rect(surface, palette.GHOST, vp.rect(rect).inflate(vp.px(8), vp.px(8)), width=vp.px(2),
                             border_radius=vp.px(12))
            x, steps = forecast(catalog, state, combo, spend_charge=False)
            line = f"X={x}: {draw.steps_text(steps)}"
            size = text.fit(line, vp.px(16), max(vp.rect(rect).width, vp.px(150)), bold=True)
            rendered = text.render(line, size, palette.GHOST, bold=True)
            surface.blit(rendered, rendered.get_rect(midbottom=(vp.rect(rect).centerx, vp.rect(rect).top - vp.px(6))))

    def _ghost(self, catalog: Catalog, combo: tuple[str, ...], size: tuple[int, int], step: int) -> pygame.Surface:
        """A whole combo laid out opaque, then made translucent as one picture (so cards do not show
        through each other)."""
        key = (combo, size, step)
        if key not in self._ghosts:
            if len(self._ghosts) > MOST_GHOSTS:
                self._ghosts.clear()
            ghost = pygame.Surface((size[0] + step * (len(combo) - 1), size[1]))
            ghost.fill(palette.FELT_DARK)
            for i, card in enumerate(combo):
                ghost.blit(faces.card_face(catalog.card(card), size), (i * step, 0))
            ghost.set_alpha(GHOST_ALPHA)
            self._ghosts[key] = ghost
        return self._ghosts[key]


CHOSEN: dict[type, str] = {cmd.RecoverCard: "recover", cmd.EnrageCard: "ENRAGE", cmd.RetrieveCard: "take back",
                           cmd.KeepCard: "keep"}


def describe(catalog: Catalog, command: Command | None) -> str:
    """A suggested command in words."""
    if isinstance(command, cmd.ResolveCombo):
        charge = ", spending your Charge" if command.spend_charge else ""
        double = ", doubled by ENRAGED Kai" if command.double else ""
        return f"resolve combo {command.combo + 1} next{charge}{double}."
    if isinstance(command, cmd.SpendKeptAttack):
        return f"discard the kept {catalog.attack(command.attack).name} to ENRAGE cards."
    if isinstance(command, cmd.CoverHeart):
        return "cover the glowing heart."
    if isinstance(command, cmd.BlockAttack):
        return f"block {catalog.attack(command.attack).name}."
    if isinstance(command, tuple(CHOSEN)):
        return f"{CHOSEN[type(command)]} {catalog.card(command.card).name}."
    if isinstance(command, cmd.TakeHit):
        return f"let {catalog.attack(command.attack).name} take {catalog.card(command.card).name}."
    return "nothing to suggest."
