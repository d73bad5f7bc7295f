"""The replay, the lessons and the tournament director rest like every other scene: once nothing on them moves the
window asks for no frame (game.app.resting), and input, a move played or a match under way sets them drawing again.
Nothing here measures time: the tests ask whether the loop would draw the next frame."""

from __future__ import annotations

from typing import Any

import pygame

from game import app
from game.scenes.lesson_scene import PULSING
from tests.scenes.test_idle import FRAME, Warm, at, settled, shown


def resting(stack: Any) -> bool:
    return app.resting(stack, Warm(done=True))  # type: ignore[arg-type]


def key(stack: Any, code: int) -> None:
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def test_a_paused_replay_rests_and_a_step_or_play_sets_it_moving_again():
    stack, surface = at("udo", "replay")
    scene: Any = stack.top
    assert settled(stack, surface) < 400 and resting(stack)
    for _ in range(20):  # a step on at a time, until one moves cards on the table
        key(stack, pygame.K_RIGHT)
        if scene.watch.busy:
            break
    assert scene.watch.busy and not stack.still()
    assert settled(stack, surface) < 400 and resting(stack)  # the move shown, paused again
    key(stack, pygame.K_SPACE)  # Play
    shown(stack, surface, frames=5)
    assert scene.playing and not stack.still()
    key(stack, pygame.K_SPACE)  # Pause
    assert settled(stack, surface) < 400 and resting(stack)


def test_a_lessons_ring_pulses_as_a_step_begins_then_holds_still_until_the_player_acts():
    stack, surface = at("udo", "tutorial", steps=2)
    scene: Any = stack.top
    scene.clock = 0.0
    shown(stack, surface)
    assert not stack.still()  # the ring pulses
    frames = settled(stack, surface)
    assert frames < 400 and resting(stack)
    assert scene.clock >= PULSING - FRAME and scene.phase == "do"  # it held still at the step, waiting
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    assert not stack.still()  # input is drawn


def test_a_lesson_moves_while_the_answer_to_the_step_plays_and_rests_once_it_is_explained():
    stack, surface = at("udo", "tutorial", steps=2)
    scene: Any = stack.top
    settled(stack, surface)
    scene.campaign.play(scene.step.command, scene.table.submit)  # the step's command, as the player's drop makes it
    scene.campaign.made = True
    assert not stack.still()
    assert settled(stack, surface) < 400 and resting(stack)
    assert scene.phase == "told"


def test_the_tournament_director_rests_and_moves_while_a_match_is_played_out():
    stack, surface = at("matcg", "tournament_bracket", steps=1)  # the next match is between computers
    assert settled(stack, surface) < 400 and resting(stack)
    scene: Any = stack.top
    key(stack, pygame.K_RETURN)  # Play it out: the first match is between computers
    try:
        assert scene.running is not None and not stack.still()
    finally:
        scene._cancel()
    shown(stack, surface)
    assert settled(stack, surface) < 400 and resting(stack)
