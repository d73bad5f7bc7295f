"""Where a held card may go, with each place's forecast, is worked out once per view and card: the lights, the
forecast and the keys ask for it several times a frame, and at the Army of One's ten seats working it out each time
took a third of the frame. Each card's places are kept while the view stays (a table works them out ahead of the
pick-up, for every card that can be played); the game moved on, and they are worked out again."""

from __future__ import annotations

import pygame

from game.engine.matcg.teams import ARMY
from game.layout.matcg.places import fighter_zone
from game.scenes.matcg import board
from tests.engine.matcg.helpers import card, team_fight
from tests.scenes.helpers import frame, press_and_hold, zone_point
from tests.scenes.matcg.helpers import card_point, opened, versus


def test_the_places_of_a_held_card_are_worked_out_once_while_the_view_and_the_card_stay(monkeypatch):
    session = team_fight((["reverse_punch", "lead_jab", "rising_block"], *[["long_guard", "teep"]] * 9), mode=ARMY,
                         leader=4)
    worked: list[str] = []
    real = board.held_targets
    monkeypatch.setattr(board, "held_targets", lambda *args: (worked.append(args[5]), real(*args))[1])
    stack, surface, scene = opened(session, 0, versus(0, seats=10))
    enemy = zone_point(scene, fighter_zone(scene.state, 0, 4))
    start = card_point(scene, card(0, "reverse_punch"))
    press_and_hold(stack, start, enemy)
    for _ in range(3):
        frame(stack, surface, 0.0)
    assert worked.count(card(0, "reverse_punch")) == 1
    first = scene.held_targets()
    assert any(target.title.startswith("Attack on Enemy 4") for target in first)

    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(1, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))  # let go where it was picked up
    frame(stack, surface)
    press_and_hold(stack, card_point(scene, card(0, "lead_jab")), enemy)
    frame(stack, surface, 0.0)
    assert worked.count(card(0, "lead_jab")) == 1 and scene.held_targets() is not first
