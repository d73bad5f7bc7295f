"""The campaigns of both heroes in a lived-in record book (game.tools.lived_in): the Records screenshot's, won and
lost against every master, a few played with hints."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.files import records


def lived_in(rng: random.Random, date: Callable[[], str]) -> dict[str, tuple[Any, ...]]:
    """The campaigns of a player's record book after some weeks (game.tools.lived_in), by the book's kind."""
    from game.content.udo import udo_catalog

    catalog = udo_catalog()
    kept = []
    for hero in ("udo", "kai") * 9:
        masters = [master.id for master in catalog.masters]
        rng.shuffle(masters)
        fallen = rng.choice((1, 2, 3, 4, 4))
        won = fallen == 4
        glory = fallen * 3 + rng.randrange(6)
        kept.append(records.Record(hero=hero, won=won, glory=glory, rank=catalog.rank(glory),
                                   masters=tuple(masters[:fallen]), lost_to=None if won else masters[fallen],
                                   assisted=rng.random() < 0.15, date=date(), seed=rng.randrange(2**31)))
    return {"records": tuple(kept)}
