"""Master's matches in a lived-in record book (game.tools.lived_in): the Records screenshot's, at every seat count
and level, a few played with hints."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.files import records
from game.tools.lived_in import LEVELS, PEOPLE


def lived_in(rng: random.Random, date: Callable[[], str]) -> dict[str, tuple[Any, ...]]:
    """The matches of a player's record book after some weeks (game.tools.lived_in), by the book's kind: every seat
    count and level."""
    kept = []
    for _ in range(16):
        seats = rng.randrange(2, 7)
        people = {0} if rng.random() < 0.8 else set(range(seats))
        levels = tuple(None if seat in people else rng.choice(LEVELS) for seat in range(seats))
        scores = tuple(rng.randrange(10, 60) for _ in range(seats))
        top = max(scores)
        names = tuple(PEOPLE[seat] if seat in people else f"Computer {seat + 1}" for seat in range(seats))
        kept.append(records.MatchRecord(game="master", names=names, levels=levels,
                                        winners=tuple(seat for seat, score in enumerate(scores) if score == top),
                                        scores=scores, rounds=rng.choice((1, 3)), date=date(),
                                        seed=rng.randrange(2**31), assisted=rng.random() < 0.1))
    return {"matches": tuple(kept)}
