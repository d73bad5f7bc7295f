"""The one place a table's animations read a game's real state, whatever the game: the events of a command,
stepped through one at a time, each as a seat may see it.

Each game's timeline makes its beats from these, so no beat can carry what the seat may not see (another seat's
hand, the order of a shuffle), in a picture or in an animation.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.engine.core import Event, visible_to


def seen(rules: Any, real_before: Any, events: list[Event], seat: int) -> Iterator[tuple[Event | None, Any, Any]]:
    """Each event as `seat` may see it (None: something it may not see happened), with the seat's view before and
    after it, from the real state before the first."""
    state = real_before
    before = rules.view(state, seat)
    for event in events:
        state = rules.evolve(state, event)
        after = rules.view(state, seat)
        yield (event if visible_to(event, seat) else None), before, after
        before = after
