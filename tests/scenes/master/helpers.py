"""Master tables for scene tests: prepared positions on a scene stack, and the mouse doing what a command asks."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import Command, Session
from game.engine.master import commands as cmd
from game.play.campaign import Campaign
from game.scenes.base import Push, Stack
from game.scenes.master.board import MasterTableScene
from game.words.chairs import COMPUTER, PERSON
from game.words.master.seating import Chair, Seating, computer_name, default_name
from tests.engine.master.helpers import table
from tests.scenes.helpers import button_point, click, context, drag, frame, zone_point

__all__ = ["table"]


def people(players: int) -> Seating:
    return Seating(tuple(Chair(PERSON, default_name(seat)) for seat in range(players)))


def versus(players: int, person: int = 0, level: str = "easy") -> Seating:
    return Seating(tuple(Chair(PERSON, default_name(s)) if s == person else Chair(COMPUTER, computer_name(s), level)
                         for s in range(players)))


def opened(session: Session[Any], seat: int, seating: Seating | None = None, autosave: bool = False
           ) -> tuple[Stack, pygame.Surface, MasterTableScene]:
    """The table showing `seat`'s view, opened from the menu as in the game; at one screen that person has already
    clicked the curtain away."""
    from game.scenes.menu import MenuScene

    seating = seating or versus(session.state.players, seat)
    ctx, surface = context()
    scene = MasterTableScene(ctx, Campaign(session, autosave=autosave, seat=seat), seating)
    scene.curtain_first, scene.claimed = False, True
    scene._sync(snap=True)
    stack = Stack(MenuScene(ctx))
    stack.apply(Push(scene))
    frame(stack, surface)
    return stack, surface, scene


def settle(stack: Stack, surface: pygame.Surface, seconds: float = 20.0) -> None:
    """Frames until nothing animates any more."""
    for _ in range(int(seconds / 0.1)):
        frame(stack, surface, 0.1)
        scene: Any = stack.top
        if not isinstance(scene, MasterTableScene) or not scene.timeline.busy:
            break
    frame(stack, surface, 1.0)


def card_point(scene: MasterTableScene, card: str) -> tuple[int, int]:
    return scene.by_key[card].rect.center


def area_point(scene: MasterTableScene, seat: int) -> tuple[int, int]:
    return scene.ctx.viewport.rect(scene.seat_areas()[seat].pile).center


def mouse_play(stack: Stack, surface: pygame.Surface, scene: MasterTableScene, command: Command) -> None:
    """Does `command` the way a player would: drags, or the Let it go button."""
    view, seat = scene.campaign.state, scene.viewer
    if isinstance(command, cmd.YieldSet):
        click(stack, surface, button_point(scene, "Let it go"))
    elif isinstance(command, cmd.DefendSteal):
        drag(stack, surface, card_point(scene, command.card), area_point(scene, seat))
    elif isinstance(command, cmd.AttemptSteal):
        drag(stack, surface, card_point(scene, command.card), area_point(scene, command.target))
    elif isinstance(command, cmd.DiscardCard):
        top = view.discard[-1] if view.discard else None
        pairs = top is not None and scene.catalog.pairs(command.card, top)
        drag(stack, surface, card_point(scene, command.card), zone_point(scene, "discard_instead" if pairs
                                                                          else "discard"))
    elif isinstance(command, cmd.FormSet):
        hand = view.hands[seat]
        mine = [card for card in command.cards if card in hand]
        if len(mine) == 1:  # with the top card of the discard pile
            drag(stack, surface, card_point(scene, mine[0]), zone_point(scene, "discard"))
        else:
            drag(stack, surface, card_point(scene, mine[0]), area_point(scene, seat))
            drag(stack, surface, card_point(scene, mine[1]), area_point(scene, seat))
    else:
        raise AssertionError(f"no mouse gesture for {command}")
