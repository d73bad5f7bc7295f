"""Kenpo Masters' duels in a lived-in record book (game.tools.lived_in): the Records screenshot's, every level and
hot-seat duels among them, a few played with hints."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.files import records
from game.tools.lived_in import LEVELS, PEOPLE
from game.words.kenpo.seating import HOTSEAT


def lived_in(rng: random.Random, date: Callable[[], str]) -> dict[str, tuple[Any, ...]]:
    """The duels of a player's record book after some weeks (game.tools.lived_in), by the book's kind: its first
    hot-seat duel kept before names were, the later ones with the names the players typed."""
    kept: list[records.DuelRecord] = []
    for number in range(14):
        level = rng.choice(LEVELS)
        hotseat = rng.random() < 0.3
        winner = None if rng.random() < 0.06 else int(rng.random() > (0.75, 0.55, 0.35)[LEVELS.index(level)])
        scores = tuple(20 if seat == winner else rng.randrange(4, 19) for seat in (0, 1))
        kept.append(records.DuelRecord(
            game="kenpo", mode="hotseat" if hotseat else "versus", level=None if hotseat else level,
            human=None if hotseat else 0, winner=winner, scores=(scores[0], scores[1]), turns=rng.randrange(8, 40),
            date=date(), seed=rng.randrange(2**31), assisted=not hotseat and rng.random() < 0.1,
            names=(PEOPLE[1 + number % 3], PEOPLE[4]) if hotseat and any(d.names is None for d in kept
                                                                           if d.mode == HOTSEAT) else None))
    return {"duels": tuple(kept)}
