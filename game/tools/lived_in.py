"""A lived-in record book for `screenshot --scene records`: a player's after some weeks of every game and mode, at
every level, with several decks and seat counts, a few games played with hints, and tournaments with their matches'
scores. Each family makes its own records (its tools' `lived_in`, game.tools.manifest); made from a seed, so the same
picture comes every time, and read back through the door (game.files.records) as a player's own file is."""

from __future__ import annotations

import random
import tempfile
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from game.files import records
from game.games import families
from game.words.chairs import NAMED_LEVELS

LEVELS = NAMED_LEVELS  # the computer levels a lived-in record book spreads its games over
PEOPLE = ("You", "Bo", "Chen", "Dara", "Eli", "Fen", "Gus", "Hana")  # the people at a lived-in book's tables


def book(seed: int = 7) -> records.RecordBook:
    """The book, written to a file of its own and read back as Records reads the player's."""
    made = _made(random.Random(seed))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "records.json"
        path.write_text(made.model_dump_json(indent=1), encoding="utf-8")
        return records.read(path)


def _made(rng: random.Random) -> records.RecordBook:
    clock = iter(datetime(2026, 10, 1, 18, 0) + timedelta(hours=7 * n + rng.randrange(5)) for n in range(10_000))

    def date() -> str:
        return next(clock).isoformat(timespec="minutes")

    kinds: dict[str, tuple[Any, ...]] = {kind: () for kind in records.KINDS}
    for family in families():
        lived_in = family.tools().lived_in
        for kind, kept in (lived_in(rng, date) if lived_in is not None else {}).items():
            kinds[kind] += kept
    return records.RecordBook.model_validate(kinds)
