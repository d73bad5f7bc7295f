"""A fight with a person in it has no time limit: at the turn limit the table shows the judges' offer of a draw,
the computer answers for its own seat, and the person accepts the draw or fights on with the buttons."""

from __future__ import annotations

import pytest

from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg.state import OFFER, PREP
from game.scenes import computer as computer_seat
from tests.engine.matcg.helpers import MATCG
from tests.scenes.helpers import button_point, click, frames_until, watch_decisions
from tests.scenes.matcg.helpers import fight, opened, settle, versus

LIMIT = MATCG.rules.turn_limit


@pytest.fixture
def watched(monkeypatch):
    monkeypatch.setattr(computer_seat, "THINK", 0.0)
    return watch_decisions(monkeypatch)


@pytest.mark.parametrize(("button", "over"), [("Accept the draw", True), ("Fight on", False)])
def test_the_table_shows_the_judges_offer_and_the_person_and_the_computer_both_answer(watched, button, over):
    session = fight((["slip"], ["slip"]), phase="resolve", turn=LIMIT, health=[20, 10], people=[0])
    stack, surface, scene = opened(session, 0, versus(0, "normal"))
    click(stack, surface, button_point(scene, "End the turn"))
    frames_until(stack, surface, lambda: MATCG.to_act(session.state) == 0)
    settle(stack, surface)
    assert session.state.phase == OFFER and watched[-1][1] == cmd.AcceptDraw(seat=1)  # the computer, behind, agrees
    assert "judges offer a draw" in scene.status_line() and "Computer has accepted" in scene.status_line()
    assert scene.turn_lines()[1] == "A draw is offered" and "of 80" not in scene.turn_lines()[0]
    click(stack, surface, button_point(scene, button))
    assert session.state.over == over
    if over:
        assert [e.reason for e in session.log if isinstance(e, ev.FightDrawn)] == ["agreed"]
    else:
        assert session.state.turn == LIMIT + 1 and session.state.phase == PREP
