"""Each game's end-of-game summary (game.engine.<family>.summary) counts what its event log says: a seeded game
played to its end by the computer, its figures checked against the events and against the state they fold to."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine.kenpo import events as kenpo_ev
from game.engine.kenpo.summary import summary as kenpo_summary
from game.engine.master import events as master_ev
from game.engine.master.scoring import rounds_won, totals
from game.engine.master.summary import summary as master_summary
from game.engine.matcg import events as matcg_ev
from game.engine.matcg.summary import summary as matcg_summary
from game.engine.udo import events as udo_ev
from game.engine.udo.summary import summary as udo_summary
from tests.played import finished


def count(log: list[Any], kind: type) -> int:
    return sum(isinstance(event, kind) for event in log)


@pytest.mark.parametrize("hero", ["udo", "kai"])
@pytest.mark.parametrize("seed", [1, 4])
def test_a_campaigns_summary_adds_up_its_glory_masters_and_attacks(hero: str, seed: int) -> None:
    session = finished(hero, seed)
    state, log = session.state, session.log
    summary = udo_summary(log)
    assert summary.turns == state.turn
    assert summary.figure("Glory").values == (state.glory,)
    assert summary.figure("Masters defeated").values == (len(state.defeated),)
    assert summary.figure("Attacks taken").values == (count(log, udo_ev.AttackHit),)
    assert summary.figure("Attacks blocked").values == (count(log, udo_ev.AttackBlocked),)
    assert summary.figure("Cards lost for good").values == (len(state.exhausted),)
    combos = [e.cards for e in log if isinstance(e, udo_ev.ComboStarted | udo_ev.DoubledComboStarted)]
    assert summary.figure("Combos").values == (len(combos),)
    assert summary.figure("Biggest combo (cards)").values == (max(combos, default=0),)


def test_a_kenpo_summary_scores_what_the_match_scored() -> None:
    session = finished("kenpo", 3)
    state, log = session.state, session.log
    summary = kenpo_summary(log)
    assert summary.turns == state.turn
    assert summary.figure("Points scored").values == state.scores
    played = [count([e for e in log if getattr(e, "seat", None) == seat], kenpo_ev.CardPlayed) for seat in (0, 1)]
    assert summary.figure("Cards played").values == tuple(played)
    biggest = summary.figure("Biggest attack").values
    assert max(biggest) == max(e.points for e in log if isinstance(e, kenpo_ev.AttackResolved))


@pytest.mark.parametrize(("ruleset_id", "mode"), [("matcg", "duel"), ("dgm", "duel"), ("matcg", "2v2"),
                                                  ("matcg", "army")])
def test_a_fights_damage_taken_is_the_health_each_fighter_lost(ruleset_id: str, mode: str) -> None:
    session = finished(ruleset_id, 2, {"mode": mode})
    state, log = session.state, session.log
    summary = matcg_summary(log)
    seats = state.seats
    taken, healed = summary.figure("Damage taken").values, summary.figure("Health recovered").values
    for seat in range(seats):
        assert state.full_health(seat) - taken[seat] + healed[seat] == state.health[seat]
    assert sum(summary.figure("Damage dealt").values) == sum(taken)
    resolved = [e.damage for e in log if isinstance(e, matcg_ev.AttackResolved)]
    reflected = [e.amount for e in log if isinstance(e, matcg_ev.DamageReflected)]
    assert sum(taken) == sum(resolved) + sum(reflected)
    assert summary.figure("Health left").values == tuple(max(0, health) for health in state.health)
    assert sum(summary.figure("Blocks played").values) == count(log, matcg_ev.BlockPlayed)
    assert summary.turns == state.turn
    if seats > 2:
        beaten = sum(health <= 0 for health in state.health)
        assert sum(summary.figure("Knockouts").values) == beaten


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_master_summary_counts_experience_and_steals_each_way(players: int) -> None:
    session = finished("master", 5, {"seats": players})
    state, log = session.state, session.log
    summary = master_summary(log)
    assert summary.figure("Experience").values == totals(state)
    assert summary.figure("Rounds won").values == rounds_won(state)
    won, lost = summary.figure("Steals won").values, summary.figure("Sets lost to steals").values
    assert sum(won) == sum(lost) == count(log, master_ev.SetStolen)
    tried, defended = summary.figure("Steals tried").values, summary.figure("Steals defended").values
    assert sum(tried) == count(log, master_ev.StealAttempted) == sum(won) + sum(defended)
    assert summary.turns == count(log, master_ev.TurnBegan)
