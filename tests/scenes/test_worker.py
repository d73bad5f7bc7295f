"""Thinking in a process of its own: answers are taken on the window's side, errors reach it, a search nobody waits
for is stopped, one job runs at a time, and what a searcher learns stays in the thinking process between jobs.

The jobs are module-level functions (they are pickled to the thinking process, which imports this module)."""

from __future__ import annotations

import gc
import os
import time
from pathlib import Path

import pytest

from game.scenes import worker
from game.scenes.worker import InWorker, Thinker


def pid() -> int:
    return os.getpid()


def slow_double(x: int, seconds: float) -> int:
    time.sleep(seconds)
    return x * 2


def broken() -> None:
    raise ValueError("no move")


def search(log: str) -> str:
    end = time.monotonic() + 60
    while time.monotonic() < end:  # pure Python, as a search is
        pass
    Path(log).open("a").write("searched to the end\n")
    return "stale"


def note(log: str, text: str, seconds: float = 0.0) -> str:
    with Path(log).open("a") as out:
        out.write(f"{text} began\n")
    time.sleep(seconds)
    with Path(log).open("a") as out:
        out.write(f"{text} ended\n")
    return text


class Counter:
    def __init__(self, start: int):
        self.count = start


def bump(counter: Counter) -> int:
    counter.count += 1
    return counter.count


def held() -> int:
    return len(worker._HELD)


@pytest.fixture(autouse=True)
def fresh_process():
    yield
    worker.stop()


def test_a_job_runs_in_another_process_and_its_answer_is_taken_once_ready():
    thinker = Thinker()
    thinker.start(pid)
    assert thinker.wait(60) and thinker.take() != os.getpid()
    thinker.start(slow_double, 21, 0.5)
    assert thinker.thinking and not thinker.ready()
    assert thinker.wait(30) and thinker.ready()
    assert thinker.take() == 42
    assert not thinker.thinking


def test_answered_waits_for_every_job_asked_for_a_cancelled_one_too(tmp_path):
    first, second = Thinker(), Thinker()
    first.start(slow_double, 1, 0.5)
    second.start(note, str(tmp_path / "log"), "second", 0.3)
    second.cancel()
    assert worker.answered(60)
    assert first.ready() and first.take() == 2  # in already: no wait
    assert worker.answered(0.0)  # nothing left to wait for


def test_an_error_in_the_thinking_process_is_raised_where_the_answer_is_taken():
    thinker = Thinker()
    thinker.start(broken)
    assert thinker.wait(60)
    with pytest.raises(ValueError, match="no move"):
        thinker.take()


def test_a_cancelled_search_stops_at_its_next_line_and_the_next_job_runs_after_it(tmp_path):
    log = str(tmp_path / "log")
    thinker = Thinker()
    thinker.start(pid)
    assert thinker.wait(60)
    thinker.take()
    thinker.start(search, log)
    time.sleep(0.3)
    thinker.cancel()
    assert not thinker.thinking
    thinker.start(note, log, "second")
    assert thinker.wait(20)
    assert thinker.take() == "second"
    assert Path(log).read_text().splitlines() == ["second began", "second ended"]


def test_a_job_asked_for_after_a_cancel_waits_for_the_cancelled_one_to_stop(tmp_path):
    log = str(tmp_path / "log")
    thinker = Thinker()
    thinker.start(note, log, "first", 1.0)  # asleep in C: the cancel lands once it wakes, before it goes on
    time.sleep(0.3)
    thinker.cancel()
    thinker.start(note, log, "second")
    assert thinker.wait(30) and thinker.take() == "second"
    assert Path(log).read_text().splitlines()[-2:] == ["second began", "second ended"]
    assert "first ended" not in Path(log).read_text()


def test_two_thinkers_never_think_at_once(tmp_path):
    log = str(tmp_path / "log")
    first, second = Thinker(), Thinker()
    first.start(note, log, "first", 0.5)
    second.start(note, log, "second")
    assert second.wait(30) and first.wait(30)
    assert (first.take(), second.take()) == ("first", "second")
    assert Path(log).read_text().splitlines() == ["first began", "first ended", "second began", "second ended"]


def test_an_object_in_the_worker_keeps_what_it_learns_and_is_forgotten_with_its_recipe():
    thinker = Thinker()
    counter = InWorker(Counter, 10)
    for expected in (11, 12, 13):
        thinker.start(bump, counter)
        assert thinker.wait(60) and thinker.take() == expected
    thinker.start(held)
    assert thinker.wait(60) and thinker.take() == 1
    del counter
    gc.collect()
    thinker.start(held)
    assert thinker.wait(60) and thinker.take() == 0


def test_an_object_named_first_by_a_job_cancelled_before_it_ran_is_made_all_the_same_for_the_next_job():
    busy, thinker = Thinker(), Thinker()
    busy.start(slow_double, 1, 2.0)  # the thinking process is busy with it when the next job comes and is cancelled
    counter = InWorker(Counter, 10)
    thinker.start(bump, counter)
    thinker.cancel()
    thinker.start(bump, counter)  # names the counter as made already
    assert thinker.wait(60) and thinker.take() == 11
    assert busy.wait(60) and busy.take() == 2


def test_a_stopped_thinking_process_is_reported_and_the_next_job_starts_another():
    thinker = Thinker()
    thinker.start(pid)
    assert thinker.wait(60)
    first = thinker.take()
    worker._Worker.current.process.kill()
    worker._Worker.current.process.join(10)
    thinker.start(pid)
    assert thinker.wait(60)
    try:
        second = thinker.take()
    except worker.WorkerStopped:  # the job went to the process that was killed
        thinker.start(pid)
        assert thinker.wait(60)
        second = thinker.take()
    assert second != first


def test_a_cancel_landing_as_a_job_ends_is_answered_all_the_same(monkeypatch):
    """A cancel raised in the thinking process just after the job returned, as it takes the lock to say the job is
    over: the job is still answered (cancelled), since the window waits for every answer (worker.answered). It was
    not, and every later wait for the thinking process ran out."""
    import pickle
    import threading
    from multiprocessing import Pipe

    class Landing:
        """The lock of the job running, where a cancel lands the second time it is taken: as the job ends."""

        def __init__(self) -> None:
            self.lock, self.taken = threading.Lock(), 0

        def __enter__(self) -> bool:
            self.taken += 1
            if self.taken == 2:
                raise worker.Cancelled
            return self.lock.__enter__()

        def __exit__(self, *raised: object) -> None:
            self.lock.__exit__(*raised)

    class Running(worker._Running):
        def __init__(self) -> None:
            super().__init__()
            self.lock = Landing()  # type: ignore[assignment]

    monkeypatch.setattr(worker, "_Running", Running)
    ours, theirs = Pipe()
    serving = threading.Thread(target=worker.serve, args=(theirs,), daemon=True)  # the thinking process's loop
    serving.start()
    ours.send(("job", 7, pickle.dumps((slow_double, (4, 0.0)))))
    assert ours.poll(60)
    assert pickle.loads(ours.recv_bytes()) == ("cancelled", 7, None)
    ours.send(("stop",))
    serving.join(60)
    assert not serving.is_alive()
