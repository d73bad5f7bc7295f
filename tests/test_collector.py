"""Once warmed up, the game sets what it holds apart from Python's collector of cycles: the garbage there is then
is collected first (never kept for good), and a full pass afterwards walks only what was made since."""

from __future__ import annotations

import gc
import weakref

from game.app import keep_for_good


class _Knot:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the collector frees it


def test_keep_for_good_collects_the_garbage_first_then_sets_the_rest_apart() -> None:
    garbage, alive = _Knot(), _Knot()
    gone = weakref.ref(garbage)
    del garbage
    try:
        keep_for_good()
        assert gone() is None
        assert gc.get_freeze_count() >= len(gc.get_objects(generation=None)) // 2
        assert not any(obj is alive for obj in gc.get_objects())  # set apart: the collector no longer walks it
    finally:
        gc.unfreeze()
