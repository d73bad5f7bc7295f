"""The lines the searching Kenpo Masters bots plan from seeded positions, frozen: a change that makes a bot quicker
must not change a single command it plans.

The positions are those two seeded matches of greedy bots pass through (their logs are pinned by the frozen log
hashes), each seen by the seat to act. `python -m tests.ai.kenpo.planned_lines` writes the lines anew; do that only
for a change that is meant to change how a bot plays, and say so in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.ai.kenpo.bot import SETTINGS
from game.ai.kenpo.sample import guesser
from game.ai.kenpo.search import Search
from game.engine.core import Session
from game.engine.kenpo.state import KenpoState
from tests.engine.kenpo.helpers import RULES

FROZEN = Path(__file__).with_name("planned_lines.json")
MATCH_SEEDS = (11, 12)
EVERY = {"easy": 7, "normal": 7, "hard": 28}  # the hard search takes longest: it plans from every 28th position
SEED = 5


def positions() -> list[KenpoState]:
    """Every position of the seeded greedy matches where the seat to act has a choice, in its own view."""
    from game.ai.kenpo import make_bot

    found = []
    for seed in MATCH_SEEDS:
        session = Session.new(RULES, seed)
        bots = [make_bot("greedy", seed * 2 + seat) for seat in (0, 1)]
        while not RULES.is_over(session.state):
            state = session.state
            view = RULES.view(state, state.seat)
            if len(RULES.legal_commands(view, state.seat)) > 1:
                found.append(view)
            assert session.submit(bots[state.seat].choose(RULES, view)).ok
    return found


def planned(level: str) -> list[list[str]]:
    """The commands of the line `level` plans from each of its positions."""
    search = Search(RULES.catalog, SETTINGS[level])
    return [[repr(command) for command in search.plan(view, guesser(SEED, view)).commands]
            for view in positions()[:: EVERY[level]]]


if __name__ == "__main__":
    lines = {level: planned(level) for level in SETTINGS}
    FROZEN.write_text(json.dumps(lines, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {sum(len(v) for v in lines.values())} lines to {FROZEN}")
