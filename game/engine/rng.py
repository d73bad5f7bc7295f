"""Seeded randomness. Outcomes are written into events, so replay never rolls again.

Each decision point draws from a generator seeded by the game's seed and the position in the
log, so a game resumed from a save shuffles exactly as the uninterrupted game would have.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def rng_for(seed: int, position: int) -> random.Random:
    return random.Random(f"martial-masters/{seed}/{position}")


def shuffled(items: Sequence[T], seed: int, position: int) -> tuple[T, ...]:
    order = list(items)
    rng_for(seed, position).shuffle(order)
    return tuple(order)
