"""The short locks between copies of the game: a copy waits for one other copy's lock at most LOCK_WAIT, however
many copies take their turn before it. Time here is the lock's own clock, made to pass by the test: nothing
depends on how fast the machine is."""

from __future__ import annotations

from contextlib import ExitStack

import pytest

from game.files import filelocks
from game.files.storage import StorageError


class Clock:
    """The locks' clock (monotonic, sleep): each pause of the copy waiting lasts a second, during which `turn`
    runs (what the other copies do meanwhile)."""

    def __init__(self, turn) -> None:
        self.now, self.turn = 0.0, turn

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += 1.0
        self.turn()


def test_a_copy_waits_as_long_as_other_copies_take_the_lock_in_turn(tmp_path, monkeypatch):
    lock = tmp_path / "records.json.lock"
    others = ExitStack()
    others.enter_context(filelocks.locked(lock))
    turns = []

    def next_copy() -> None:  # the copy holding the lock lets go, and another takes it
        others.close()
        if len(turns) < 3 * filelocks.LOCK_WAIT:
            turns.append(1)
            others.enter_context(filelocks.locked(lock))

    clock = Clock(next_copy)
    monkeypatch.setattr(filelocks, "time", clock)
    with filelocks.locked(lock):
        assert clock.now > 2 * filelocks.LOCK_WAIT  # it waited through thirty turns of the others


def test_a_copy_gives_up_on_a_lock_one_other_copy_holds_past_the_wait(tmp_path, monkeypatch):
    lock = tmp_path / "records.json.lock"
    clock = Clock(lambda: None)
    with filelocks.locked(lock):
        monkeypatch.setattr(filelocks, "time", clock)
        with pytest.raises(StorageError, match="held by another program for more than 10 s"):
            with filelocks.locked(lock):
                pass
    assert filelocks.LOCK_WAIT <= clock.now <= filelocks.LOCK_WAIT + 2
