"""A whole puzzle solved by the keyboard alone (Tab, the arrows and Enter: tests.scenes.walker) at every family's
table, from the Puzzles page: the walker tries what Tab reaches, and the table takes only the puzzle's intended
solution, command by command (any other is refused, as a wrong drop is), so the puzzle is solved only when every
command of the solution can be made by the keys."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from game.engine.core import Command, Rejected, Submitted
from game.files import puzzles, solved
from game.files.solved import Solved
from game.scenes.base import Stack
from game.scenes.puzzle import PuzzleScene
from game.scenes.puzzles import PuzzlesScene
from tests.scenes.helpers import context, frame, frames_until, key
from tests.scenes.walker import act


def alike(command: Command, wanted: Command) -> bool:
    """The same command, cards chosen together counted in any order (a set formed of the same cards)."""
    def fields(of: Command) -> dict[str, Any]:
        values = {field.name: getattr(of, field.name) for field in dataclasses.fields(of)}
        return {name: tuple(sorted(value)) if isinstance(value, tuple) else value for name, value in values.items()}
    return type(command) is type(wanted) and fields(command) == fields(wanted)


def only_the_solution(scene: PuzzleScene, steps: list[Command]) -> None:
    """The player's commands are refused unless they are the solution's next one (once it is all played, the player
    plays on as the table asks until the goal is judged); the opponent's pass."""
    campaign: Any = scene.campaign
    submit = campaign.submit

    def guarded(command: Command) -> Submitted:
        if campaign.scripted:
            return submit(command)  # type: ignore[no-any-return]
        if steps and not alike(command, steps[0]):
            return Submitted(rejected=Rejected("test", "not the puzzle's solution"))
        if steps:
            steps.pop(0)
        return submit(command)  # type: ignore[no-any-return]

    campaign.submit = guarded


@pytest.mark.parametrize(("ruleset_id", "number"), [("udo", 1), ("kenpo", 1), ("matcg", 4), ("dgm", 2), ("master", 5),
                                                    ("kai", 1), ("master", 1)])
def test_a_whole_puzzle_is_solved_by_the_keyboard_alone_at_every_familys_table(ruleset_id, number):
    ctx, surface = context()
    page = PuzzlesScene(ctx, ruleset_id)
    stack = Stack(page)
    frame(stack, surface)
    wanted = f"{number}. {puzzles.shelf(ruleset_id).puzzles[number - 1].title}"
    for _ in range(len(page.buttons)):
        key(stack, surface, pygame.K_TAB)
        if getattr(page.focus.find(page.focusable()), "label", None) == wanted:
            break
    key(stack, surface, pygame.K_RETURN)
    frame(stack, surface)
    scene = stack.top
    assert isinstance(scene, PuzzleScene) and scene.index == number - 1
    steps = list(scene.puzzle.solution)
    if steps[0] not in scene.campaign.legal():  # made as it opened: a campaign puzzle's master challenged
        steps.pop(0)
    only_the_solution(scene, steps)
    for _ in range(40):
        frames_until(stack, surface, lambda: scene.attempt.players_move() and not scene.moving()
                     or scene.status is not None, 60)
        if scene.status is not None:
            break
        act(stack, surface, scene)
    assert scene.status is True and steps == []
    assert solved.load()[0] == Solved(frozenset({scene.puzzle.key}))  # solved alone: no hint asked
