"""Duel tables for scene tests: prepared positions on a scene stack, and the mouse doing what a command asks."""

from __future__ import annotations

from typing import Any

import pygame

from game.campaign import Campaign
from game.engine.core import Command, Session
from game.engine.matcg import commands as cmd
from game.scenes.base import Push, Stack
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.forecast import ZONES
from game.scenes.matcg.seating import COMPUTER, PERSON, Chair, Seating
from tests.engine.matcg.helpers import fight
from tests.scenes.helpers import click, context, drag, frame, zone_point

__all__ = ["fight"]

PEOPLE = Seating((Chair(PERSON), Chair(PERSON)))


def versus(person: int = 0, level: str = "easy") -> Seating:
    return Seating(tuple(Chair(PERSON) if s == person else Chair(COMPUTER, level) for s in range(2)))


def opened(session: Session[Any], seat: int, seating: Seating | None = None, autosave: bool = False,
           size: tuple[int, int] = (1280, 720)) -> tuple[Stack, pygame.Surface, DuelTableScene]:
    """The table showing `seat`'s view, opened from the menu as in the game; at one screen that person has already
    clicked the curtain away."""
    from game.scenes.menu import MenuScene

    seating = seating or versus(seat)
    ctx, surface = context(size)
    scene = DuelTableScene(ctx, Campaign(session, autosave=autosave, seat=seat), seating)
    scene.curtain_first, scene.claimed = False, True
    scene._sync(snap=True)
    scene.buttons = scene._buttons()
    stack = Stack(MenuScene(ctx))
    stack.apply(Push(scene))
    frame(stack, surface)
    return stack, surface, scene


def settle(stack: Stack, surface: pygame.Surface, seconds: float = 20.0) -> None:
    """Frames until nothing animates any more."""
    for _ in range(int(seconds / 0.1)):
        frame(stack, surface, 0.1)
        scene: Any = stack.top
        if not isinstance(scene, DuelTableScene) or not scene.timeline.busy:
            break
    frame(stack, surface, 1.0)


def card_point(scene: DuelTableScene, card: str) -> tuple[int, int]:
    """Where a hand card is on the screen, turning the hand's row until it shows."""
    for _ in range(20):
        if card in scene.row.cards:
            return scene.by_key[card].rect.center
        right = scene.state.hands[scene.viewer].index(card) > scene.row.first
        scene._turn_row(scene.row.shown - 1 if right else 1 - scene.row.shown)
        for sprite in scene.by_key.values():
            sprite.finish()
        scene.animate(0.0)
    raise AssertionError(f"{card} never shows in the hand")


def mouse_play(stack: Stack, surface: pygame.Surface, scene: DuelTableScene, command: Command) -> None:
    """Does `command` the way a player would: a card dragged onto its zone, or a step's button."""
    card = getattr(command, "card", None)
    if card is not None:
        drag(stack, surface, card_point(scene, card), zone_point(scene, ZONES[type(command)]))
        return
    button = next((b for b in scene.buttons if b.enabled and b.label == scene._step_label(command)), None)
    assert button is not None, f"no button for {command}: {[b.label for b in scene.buttons]}"
    click(stack, surface, button.screen_rect(scene.ctx.viewport).center)


def step_commands() -> tuple[type, ...]:
    return (cmd.EndBlock, cmd.EndCombo, cmd.DeclineCounter, cmd.LetResolve, cmd.EndPhase, cmd.EndTurn)
