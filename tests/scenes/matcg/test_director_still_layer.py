"""The tournament director paints the tournament as it stands once, into the tables' still layer, and draws only its
bar and buttons over it every frame: a bracket of 20 drawn anew each frame cost several times a table's frame. A
result recorded paints it again, so the picture is never stale."""

from __future__ import annotations

from typing import Any

from game.play.tournament import Played
from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest
from tests.scenes.helpers import context


def test_the_director_paints_the_tournament_once_and_again_when_a_result_changes_it():
    ctx, surface = context()
    stack = scene_stack(ShotRequest(ctx, surface, "matcg", 1, 1, 0, 20), "tournament")
    scene: Any = stack.top
    for _ in range(3):
        stack.draw(surface)
    assert scene.backdrop.painted == 1
    before = surface.copy()
    match = scene.cup.tournament.next_match
    scene.record(Played(match.number, 0))
    stack.draw(surface)
    assert scene.backdrop.painted == 2
    assert surface.get_view("2").raw != before.get_view("2").raw  # the bracket shows the winner
