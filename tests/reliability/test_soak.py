"""Whole campaigns with every invariant checked after every event (autoplay --check).

The fast slice runs in CI; the slow soak (pytest -m slow) plays 10,000 campaigns per ruleset.
A failure prints the seed that reproduces it (autoplay prints it with each error or violation).
"""

from __future__ import annotations

import io
import re

import pytest

from game.games import game
from game.rulesets import known
from game.tools import autoplay


def soak(ruleset_id: str, games: int, seed: int, bot: str) -> dict[str, int]:
    out = io.StringIO()
    code = autoplay.run(ruleset_id, games, seed, [bot], True, out)
    last = out.getvalue().strip().splitlines()[-1]
    figures = {key: int(value) for key, value in re.findall(r"(\w+)=(\d+)(?=\s|$)", last)}
    assert code == 0 and figures["errors"] == 0 and figures["violations"] == 0, out.getvalue()[-3000:]
    assert figures["finished"] == games
    return figures


def levels(ruleset_id: str) -> tuple[str, ...]:
    """The ruleset's bot levels, weakest (random) first and strongest last."""
    return game(ruleset_id).bots().levels


def plan(ruleset_id: str) -> list[tuple[str, int, int]]:
    """(level, games, seed) of the slow soak: 4,000 games of random, 200 of the strongest level, and the 5,800
    between shared by the levels in between, each half as many as the level below it (a stronger level searches
    more, and the strongest costs seconds a game), so the whole soak stays within the hour."""
    first, *middle, last = levels(ruleset_id)
    weights = [2 ** (len(middle) - 1 - i) for i in range(len(middle))]
    shares = [-(-5_800 * weight // sum(weights)) for weight in weights]
    return ([(first, 4_000, 100_000)] + [(level, share, 200_000 + 1_000_000 * i)
                                         for i, (level, share) in enumerate(zip(middle, shares, strict=True))]
            + [(last, 200 if middle else 6_000, 300_000)])


@pytest.mark.parametrize("ruleset_id", known())
def test_a_slice_of_checked_campaigns_finds_no_violation(ruleset_id):
    soak(ruleset_id, 40, seed=10_000, bot=levels(ruleset_id)[1])
    soak(ruleset_id, 40, seed=20_000, bot=levels(ruleset_id)[0])


@pytest.mark.parametrize("ruleset_id", known())
def test_the_slow_soak_plays_every_level_of_the_ruleset(ruleset_id):
    assert {level for level, _, _ in plan(ruleset_id)} == set(levels(ruleset_id))
    assert sum(games for _, games, _ in plan(ruleset_id)) >= 10_000


@pytest.mark.slow
@pytest.mark.parametrize("ruleset_id", known())
def test_ten_thousand_checked_campaigns_per_ruleset(ruleset_id):
    total = 0
    for bot, games, seed in plan(ruleset_id):
        total += soak(ruleset_id, games, seed, bot)["finished"]
    print(f"soak ruleset={ruleset_id} games={total}")
    assert total >= 10_000
