"""A fighter's health under both rule sets: the rulebook's "you and your opponent have 30 health points" (the DGM
sheet's 15) is also the most a fighter has, whatever heals it."""

from __future__ import annotations

import pytest

from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from tests.engine.matcg.helpers import DGM, MATCG, attack, do, fight, of_type, strategy, take


@pytest.mark.parametrize(("rules", "full"), [(MATCG, 30), (DGM, 15)], ids=["matcg", "dgm"])
def test_nobody_is_healed_above_the_health_it_began_with(rules, full):
    session = fight((["second_wind"], ["slip"]), rules=rules, adr=[2, 0], health=[full - 1, full])
    events = do(session, strategy(0, "second_wind"))  # "Heal 4." one below the top
    assert of_type(events, ev.Healed) == [ev.Healed(seat=0, amount=1, health=full)]
    hit = fight((["spinning_elbow"], ["slip"]), rules=rules)
    events = do(hit, attack(0, "spinning_elbow"), take(1))  # a hit that heals, at full health
    assert of_type(events, ev.Healed) == [] and hit.state.health[0] == full
    temple = fight((["slip"], ["slip"]), rules=rules, phase="resolve", health=[full, full - 3],
                   events=["mountain_temple", None])
    events = do(temple, cmd.EndTurn(seat=0))  # "At the end of every turn both players heal 1."
    assert of_type(events, ev.Healed) == [ev.Healed(seat=1, amount=1, health=full - 2)]
