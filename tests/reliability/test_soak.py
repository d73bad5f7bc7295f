"""Whole campaigns with every invariant checked after every event (autoplay --check).

The fast slice runs in CI; the slow soak (pytest -m slow) plays 10,000 campaigns per ruleset.
A failure prints the seed that reproduces it (autoplay prints it with each error or violation).
"""

from __future__ import annotations

import io
import re

import pytest

from game import autoplay
from game.rulesets import known


def soak(ruleset_id: str, games: int, seed: int, bot: str) -> dict[str, int]:
    out = io.StringIO()
    code = autoplay.run(ruleset_id, games, seed, [bot], True, out)
    last = out.getvalue().strip().splitlines()[-1]
    figures = {key: int(value) for key, value in re.findall(r"(\w+)=(\d+)(?=\s|$)", last)}
    assert code == 0 and figures["errors"] == 0 and figures["violations"] == 0, out.getvalue()[-3000:]
    assert figures["finished"] == games
    return figures


@pytest.mark.parametrize("ruleset_id", known())
def test_a_slice_of_checked_campaigns_finds_no_violation(ruleset_id):
    soak(ruleset_id, 40, seed=10_000, bot="greedy")
    soak(ruleset_id, 40, seed=20_000, bot="random")


@pytest.mark.slow
@pytest.mark.parametrize("ruleset_id", known())
def test_ten_thousand_checked_campaigns_per_ruleset(ruleset_id):
    total = 0
    for bot, games, seed in (("random", 4_000, 100_000), ("greedy", 5_800, 200_000), ("search", 200, 300_000)):
        total += soak(ruleset_id, games, seed, bot)["finished"]
    print(f"soak ruleset={ruleset_id} games={total}")
    assert total >= 10_000
