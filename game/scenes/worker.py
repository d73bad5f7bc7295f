"""Thinking off the window's thread: a search (the computer's move, a hint) runs in a thread of its own so the
window keeps drawing while it thinks. What it reads must be immutable (the engine's states are), and its answer
is taken on the window's thread, where it is checked against the moment it was asked for."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class Job:
    """One call running in a daemon thread, started once `after` (if any) has ended."""

    def __init__(self, call: Callable[..., Any], args: tuple[Any, ...], after: Job | None = None):
        self._result: Any = None
        self._error: BaseException | None = None
        self._done = threading.Event()
        threading.Thread(target=self._run, args=(call, args, after), name="martial-masters-thinking",
                         daemon=True).start()

    def _run(self, call: Callable[..., Any], args: tuple[Any, ...], after: Job | None) -> None:
        try:
            if after is not None:
                after.wait()
            self._result = call(*args)
        except BaseException as error:  # handed to the window's thread, which raises it in take()
            self._error = error
        finally:
            self._done.set()

    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)

    def take(self) -> Any:
        """The call's answer (it must be done); an exception it raised is raised here."""
        if self._error is not None:
            raise self._error
        return self._result


class Thinker:
    """A searcher's jobs, and every thinker's, one at a time: a searcher keeps caches that two threads must not
    share, and each thread that runs beside the window's takes half its time; so a job asked for while another
    (perhaps forgotten, perhaps another thinker's) is still running starts when that one ends."""

    _last: Job | None = None  # the job started last by any thinker, awaited or forgotten

    def __init__(self) -> None:
        self._job: Job | None = None  # the job whose answer is awaited

    @property
    def thinking(self) -> bool:
        return self._job is not None

    def start(self, call: Callable[..., Any], *args: Any) -> None:
        last = Thinker._last if Thinker._last is not None and not Thinker._last.done() else None
        self._job = Thinker._last = Job(call, args, after=last)

    def ready(self) -> bool:
        return self._job is not None and self._job.done()

    def wait(self, timeout: float | None = None) -> bool:
        """Blocks until the awaited job is done (for scripts and tests); False on timeout."""
        return self._job is None or self._job.wait(timeout)

    def take(self) -> Any:
        """The awaited job's answer (it must be ready); the thinker is then idle."""
        job, self._job = self._job, None
        assert job is not None and job.done()
        return job.take()

    def forget(self) -> None:
        """Stop waiting for the job under way (the moment it was asked for has passed)."""
        self._job = None
