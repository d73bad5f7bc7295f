"""Seeded bot games play exactly as they did before the program was reshaped: the same log, byte for byte."""

from __future__ import annotations

import json

import pytest

from tests.contracts.frozen_logs import FROZEN, GAMES, LEVELS, log_hash

FROZEN_HASHES: dict[str, dict[str, str]] = json.loads(FROZEN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("ruleset_id", sorted(FROZEN_HASHES))
def test_seeded_games_give_the_frozen_log_hashes(ruleset_id):
    frozen = FROZEN_HASHES[ruleset_id]
    assert len(frozen) == len(LEVELS) * GAMES
    changed = [key for key, digest in frozen.items()
               if log_hash(ruleset_id, *key.split(":")[:1], int(key.split(":")[1])) != digest]
    assert changed == [], f"{len(changed)} of {len(frozen)} games changed, first {changed[:3]}"
