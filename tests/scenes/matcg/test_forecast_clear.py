"""The forecast of a held card lies beside it by the shared placement of tips (game.ui.tip.placed), clear of the
fighters' panels, the status line, the turn and the log (issue 33: at the Largest text in a 1024x600 window, "Block
with Long Guard" lay over the "You" panel's name), at a duel and at a table of teams."""

from __future__ import annotations

import pytest

from game.engine.matcg.teams import ARMY
from game.files import settings
from game.layout.matcg.places import fighter_zone
from tests.engine.matcg.helpers import DGM, MATCG, attack, card, do, fight, team_fight
from tests.scenes.helpers import frame, press_and_hold, zone_point
from tests.scenes.matcg.helpers import PEOPLE, card_point, opened, versus


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])
def test_the_forecast_of_a_held_block_leaves_the_panels_status_and_log_in_sight(rules, text_size, size):
    settings.change(text_size=text_size)
    session = fight((["long_guard", "reverse_punch", "rising_block"], ["teep", "lead_jab", "catch_kick"]),
                    rules=rules, seat=1)
    do(session, attack(1, "teep"))
    stack, surface, scene = opened(session, 0, PEOPLE, size=size)
    press_and_hold(stack, card_point(scene, card(0, "long_guard")), zone_point(scene, "fight"))
    frame(stack, surface, 0.0)
    box, _, target = scene.painter.forecast(scene.held_targets())
    vp = scene.ctx.viewport
    assert target.title == "Block with Long Guard"
    assert surface.get_rect().contains(box)
    covered = [name for name in ("me", "opponent", "status", "turn", "log")
               if box.colliderect(vp.rect(scene.zones[name]))]
    assert covered == []


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])
def test_the_forecast_of_the_heros_held_attack_leaves_the_other_panels_status_and_log_in_sight(rules, text_size, size):
    settings.change(text_size=text_size)
    session = team_fight((["reverse_punch", "lead_jab", "rising_block"], *[["long_guard", "teep"]] * 9), rules=rules,
                         mode=ARMY, leader=4)
    stack, surface, scene = opened(session, 0, versus(0, seats=10), size=size)
    press_and_hold(stack, card_point(scene, card(0, "reverse_punch")),
                   zone_point(scene, fighter_zone(scene.state, 0, 4)))
    frame(stack, surface, 0.0)
    box, _, target = scene.painter.forecast(scene.held_targets())
    vp = scene.ctx.viewport
    assert target.title.startswith("Attack on Enemy 4")
    assert surface.get_rect().contains(box)
    others = [fighter_zone(scene.state, 0, seat) for seat in range(1, 10) if seat != 4]
    covered = [name for name in ("me", *others, "status", "turn", "log") if box.colliderect(vp.rect(scene.zones[name]))]
    assert covered == []
