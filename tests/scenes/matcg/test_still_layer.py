"""The duel table's still layer changes nothing on screen: a frame blitted from it is the frame painted in place,
in a duel, at Two-on-Two and in the army, under both rule sets, mid-fight, after a move, with a card held and after
a resize; and the layer is painted once while nothing it shows changes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.matcg import commands as cmd
from game.games import game
from game.ui.viewport import Viewport
from tests.scenes.helpers import assert_cached_frame_is_the_painted_one, frame
from tests.scenes.matcg.helpers import bots_played, card_point, opened, settle, versus

MOMENTS = [(ruleset_id, mode) for ruleset_id in ("matcg", "dgm") for mode in ("duel", "2v2", "army")]


def at_table(ruleset_id: str, mode: str) -> Any:
    """A fight of the mode a few turns in, at a moment the seat at the screen (seat 0) plays a card from its hand."""
    def ready(state: Any) -> bool:
        return state.turn >= 2 and state.phase == "attack" and state.active == 0 and bool(state.hands[0])

    for seed in range(5, 25):  # the first fight of the bots' that comes to the moment (some end before it)
        try:
            session = bots_played(ruleset_id, seed, ready, most=2000, mode=mode)
        except AssertionError:
            continue
        return opened(session, 0, versus(0, seats=session.table.seats))
    raise AssertionError("no fight came to the moment")


def played_out(scene: Any) -> None:
    """The table's animations run to their end (the computer's turn is not started: the test moves every seat)."""
    for _ in range(400):
        scene.animate(0.1)
        if not scene.timeline.busy:
            return
    raise AssertionError("the table never came to rest")


@pytest.mark.parametrize(("ruleset_id", "mode"), MOMENTS)
def test_a_frame_from_the_still_layer_is_the_frame_painted_in_place(ruleset_id: str, mode: str) -> None:
    """After each of 40 moves of a fight, whoever makes it (the same seat often moves twice in a row)."""
    stack, surface, scene = at_table(ruleset_id, mode)
    rules = scene.campaign.rules
    bots = {seat: game(ruleset_id).bots().make("normal", 11 + seat) for seat in range(scene.state.seats)}
    for _ in range(40):
        played_out(scene)
        assert_cached_frame_is_the_painted_one(scene, surface)
        seat = rules.to_act(scene.campaign.session.state)
        if seat is None:
            break
        assert scene.submit(bots[seat].choose(rules, scene.campaign.session.view(seat)))


def test_a_held_card_and_the_window_resized_look_the_same_through_the_layer() -> None:
    stack, surface, scene = at_table("matcg", "duel")
    settle(stack, surface)
    card = next(c.card for c in scene.campaign.legal() if isinstance(c, cmd.PlayAttack))
    start = card_point(scene, card)
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 250), rel=(0, -250),
                                    buttons=(1, 0, 0)))
    frame(stack, surface, 0.1)
    assert scene.drag is not None
    assert_cached_frame_is_the_painted_one(scene, surface)
    surface = pygame.display.set_mode((1920, 1080))
    scene.ctx.viewport = Viewport(1920, 1080)
    stack.resized()
    frame(stack, surface, 0.1)
    assert_cached_frame_is_the_painted_one(scene, surface)


def test_the_layer_is_painted_once_while_nothing_it_shows_changes() -> None:
    stack, surface, scene = at_table("dgm", "duel")
    settle(stack, surface)
    assert scene.backdrop is not None
    before = scene.backdrop.painted
    for k in range(30):  # the mouse sweeps the table: hovers and zooms, but no move
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(40 * k, 20 * k), rel=(0, 0), buttons=(0, 0, 0)))
        frame(stack, surface, 1 / 60)
    assert scene.backdrop.painted == before
