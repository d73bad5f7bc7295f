"""The Master table's still layer changes nothing on screen: a frame blitted from it is the frame painted in place,
move after move of a match of two to six seats (a steal answered among them), with a card held and after a resize;
and it is painted once while a card is carried over the table."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.core import Session
from game.engine.master import commands as cmd
from game.games import game
from game.ui.viewport import Viewport
from tests.scenes.helpers import assert_cached_frame_is_the_painted_one, frame, press_and_hold, zone_point
from tests.scenes.master.helpers import card_point, opened, settle


@pytest.mark.parametrize("players", [3, 6])
def test_a_frame_from_the_still_layer_is_the_frame_painted_in_place_move_after_move(players: int) -> None:
    session: Session[Any] = Session.new(game("master").rules(), 7, {"seats": players})
    stack, surface, scene = opened(session, 0)
    rules = session.ruleset
    bots = {seat: game("master").bots().make("normal", 11 + seat) for seat in range(players)}
    stolen = False
    for _ in range(60):
        settle(stack, surface)
        assert_cached_frame_is_the_painted_one(scene, surface)
        seat = rules.to_act(session.state)
        if seat is None:
            break
        stolen = stolen or session.state.steal is not None
        steals = [command for command in session.legal(seat) if isinstance(command, cmd.AttemptSteal)]
        assert scene.submit(steals[0] if steals else bots[seat].choose(rules, session.view(seat)))
    assert stolen  # the layer showed an attacked seat too


def test_a_card_carried_over_the_table_paints_the_layer_once_and_looks_as_painted_in_place() -> None:
    session: Session[Any] = Session.new(game("master").rules(), 3, {"seats": 3})
    stack, surface, scene = opened(session, 0)
    settle(stack, surface)
    card = next(key for key, slot in scene.slots.items() if slot.zone == "hand")
    start, end = card_point(scene, card), zone_point(scene, "log")
    press_and_hold(stack, start, end)
    frame(stack, surface, 1 / 60)
    assert scene.drag is not None and scene.backdrop is not None
    painted = scene.backdrop.painted  # the status line names the card held
    for step in range(1, 11):
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(end[0], end[1] - 20 * step), rel=(0, -20),
                                        buttons=(1, 0, 0)))
        frame(stack, surface, 1 / 60)
    assert scene.backdrop.painted == painted
    assert_cached_frame_is_the_painted_one(scene, surface)
    surface = pygame.display.set_mode((1024, 600))
    scene.ctx.viewport = Viewport(1024, 600)
    stack.resized()
    frame(stack, surface, 1 / 60)
    assert_cached_frame_is_the_painted_one(scene, surface)
