"""The log hashes of seeded bot games, frozen: a reshaping of the code must not change a single event.

`python -m tests.contracts.frozen_logs` writes them anew; do that only for a change that is meant to change how a
game plays, and say so in the commit.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from game.engine.core import Session
from game.engine.log import dumps
from game.rulesets import ruleset

FROZEN = Path(__file__).with_name("frozen_logs.json")
LEVELS = ("random", "greedy")  # fast levels every two-seat and solo ruleset shipped before the registry has
GAMES = 120  # per level and ruleset
MOST_COMMANDS = 5000


def log_hash(ruleset_id: str, level: str, seed: int) -> str:
    """The sha256 of the whole log of one game, every seat played by a fresh bot of `level` from its own view."""
    from game.games import game

    rules = ruleset(ruleset_id)
    make_bot = game(ruleset_id).bots().make
    session = Session.new(rules, seed)
    bots: dict[int, object] = {}
    for _ in range(MOST_COMMANDS):
        seat = rules.to_act(session.state)
        if seat is None or rules.is_over(session.state):
            break
        bot = bots.setdefault(seat, make_bot(level, seed * 7 + seat))
        session.submit(bot.choose(rules, rules.view(session.state, seat)))  # type: ignore[attr-defined]
    text = dumps({"ruleset": ruleset_id, "seed": seed}, session.batches, 1)  # format 1: the hashes pin the events
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def all_hashes(ruleset_id: str) -> dict[str, str]:
    return {f"{level}:{seed}": log_hash(ruleset_id, level, seed) for level in LEVELS for seed in range(GAMES)}


if __name__ == "__main__":
    frozen = {ruleset_id: all_hashes(ruleset_id) for ruleset_id in ("udo", "kai", "kenpo")}
    FROZEN.write_text(json.dumps(frozen, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {sum(len(v) for v in frozen.values())} hashes to {FROZEN}")
