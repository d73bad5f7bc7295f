"""Thinking off the window's thread: a search (the computer's move, a hint) runs in a thread of its own so the
window keeps drawing while it thinks. What it reads must be immutable (the engine's states are), and its answer
is taken on the window's thread, where it is checked against the moment it was asked for.

A search nobody waits for any longer is stopped, not left to finish: Python runs one thread at a time, and a
search beside the window takes up to half of every frame's time. It is stopped by raising `Cancelled` inside
its thread (CPython's PyThreadState_SetAsyncExc), which lands between two lines of the search, so the searcher
may be left half-way through updating its own caches: whoever cancels a job never uses that searcher again.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from functools import cache
from typing import Any


class Cancelled(BaseException):
    """Raised inside a thinking thread whose job was cancelled."""


class Job:
    """One call running in a daemon thread, started once `after` (if any) has ended."""

    def __init__(self, call: Callable[..., Any], args: tuple[Any, ...], after: Job | None = None):
        self._result: Any = None
        self._error: BaseException | None = None
        self._cancelled = False
        self._thread = threading.Thread(target=self._run, args=(call, args, after), name="martial-masters-thinking",
                                        daemon=True)
        self._thread.start()

    def _run(self, call: Callable[..., Any], args: tuple[Any, ...], after: Job | None) -> None:
        try:
            try:
                if after is not None:
                    after.wait()
                self._result = call(*args)
            except BaseException as error:  # handed to the window's thread, which raises it in take()
                self._error = error
        except Cancelled:  # a cancel that landed as the call was ending
            pass

    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> bool:
        self._thread.join(timeout)
        return self.done()

    def take(self) -> Any:
        """The call's answer (it must be done); an exception it raised is raised here."""
        if self._error is not None:
            raise self._error
        return self._result

    def cancel(self) -> None:
        """Stops the call at its next line of Python (once: a second cancel could land after the first is
        handled)."""
        if self._cancelled or self.done() or self._thread.ident is None:
            return
        self._cancelled = True
        _hush_cancels_in_callbacks()
        import ctypes  # here, not at start-up

        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self._thread.ident), ctypes.py_object(Cancelled))


@cache
def _hush_cancels_in_callbacks() -> None:
    """A cancel that lands in a callback the interpreter runs in passing (a weak reference's, a collector's) is
    dropped there, and the job simply runs to its end; Python would print it as an "exception ignored"."""
    shown = sys.unraisablehook

    def hook(unraisable: Any) -> None:
        if not isinstance(unraisable.exc_value, Cancelled):
            shown(unraisable)

    sys.unraisablehook = hook


class Thinker:
    """A searcher's jobs, and every thinker's, one at a time: a searcher keeps caches that two threads must not
    share, and each thread that runs beside the window's takes half its time; so a job asked for while another
    (perhaps another thinker's, perhaps one being cancelled) is still running starts when that one ends."""

    _last: Job | None = None  # the job started last by any thinker

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

    def cancel(self) -> None:
        """Stops the job under way (the moment it was asked for has passed). Its searcher must not be used
        again: it may have been stopped half-way through updating itself."""
        if self._job is not None:
            self._job.cancel()
        self._job = None
