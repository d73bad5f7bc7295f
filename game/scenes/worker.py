"""Thinking in a process of its own: a search (the computer's move, a hint) runs in the thinking process, so the
window's thread never shares the interpreter with it and keeps its whole frame. A job is a module-level function
and its arguments, pickled to that process (they must not import pygame there); its answer comes back pickled and
is taken on the window's thread, where it is checked against the moment it was asked for.

What a search learns from one job to the next (a bot's plan for the turn, a searcher's caches) lives in the thinking
process: an `InWorker` is made there from its recipe by the first job that names it (cancelled or not), and every
later job naming it gets the same object; so do a game's rules travel, once a game.

A search nobody waits for any longer is stopped, not left to finish: its process would go on spending a core the
player's machine may need. `Cancelled` is raised in the thinking process's main thread (CPython's
PyThreadState_SetAsyncExc, from its thread that reads the window's messages) and lands between two lines of the
search, so whoever cancels a job never uses again an `InWorker` that the search updates (what it only reads, as the
rules, serves on). One process thinks for the whole program, one job at a time, in the order asked. It is started
with the spawn method (the same on every system, and in a PyInstaller build, whose `main` calls
multiprocessing.freeze_support() first) when the first job is asked for or `prepare` is called.
"""

from __future__ import annotations

import itertools
import multiprocessing
import pickle
import queue
import sys
import threading
import traceback
import weakref
from collections.abc import Callable
from functools import cache
from typing import Any

READY_TIMEOUT = 120.0  # seconds `wait()` with no timeout waits at most for the process to answer


class Cancelled(BaseException):
    """Raised inside the thinking process's search whose job was cancelled."""


class WorkerStopped(RuntimeError):
    """The thinking process ended before it answered (it crashed or was killed); the next job starts another."""


# ----- in the thinking process -----------------------------------------------------------------------------------

_HELD: dict[int, Any] = {}  # the InWorker objects made here, by token


def _make(token: int, recipe: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    """Unpickling an InWorker the first time: make it here and keep it."""
    _HELD[token] = made = recipe(*args)
    return made


def _held(token: int) -> Any:
    """Unpickling an InWorker named again: the one made here before."""
    return _HELD[token]


class _Running:
    """The job the thinking process's main thread is running, shared with its reading thread."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.job: int | None = None
        self.started = 0  # the last job taken up (jobs come in the order of their numbers)
        self.cancelled: set[int] = set()  # jobs cancelled before they were taken up


def serve(conn: Any) -> None:
    """The thinking process: its main thread runs the jobs (and forgets what it is told to) in the order they came;
    a second thread reads what the window sends, so a cancel reaches a search while it runs."""
    _hush_cancels_in_callbacks()
    jobs: queue.SimpleQueue[Any] = queue.SimpleQueue()
    running = _Running()
    reader = threading.Thread(target=_read, args=(conn, jobs, running, threading.get_ident()),
                              name="martial-masters-mailbox", daemon=True)
    reader.start()
    while True:
        message = jobs.get()  # no cancel lands here: one is raised only as a job runs, and lands before its answer
        if message is None:
            return
        try:
            if message[0] == "forget":
                _HELD.pop(message[1], None)
            else:
                _run(conn, message, running)
        except Cancelled:  # landed as the job was ending, before its answer went: answered() waits for every one
            with running.lock:
                running.job = None
            _send(conn, ("cancelled", message[1], None))


def _read(conn: Any, jobs: queue.SimpleQueue[Any], running: _Running, main: int) -> None:
    import ctypes

    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):  # the window has gone
            jobs.put(None)
            return
        if message[0] == "cancel":
            with running.lock:
                if running.job == message[1]:
                    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(main), ctypes.py_object(Cancelled))
                elif message[1] > running.started:  # else it has already answered
                    running.cancelled.add(message[1])
        elif message[0] == "stop":
            jobs.put(None)
            return
        else:
            jobs.put(message)


def _run(conn: Any, message: tuple[Any, ...], running: _Running) -> None:
    _, ident, payload = message
    try:  # first, cancelled or not, where no cancel lands: it makes the objects the window counts as made once sent
        job: tuple[Callable[..., Any], tuple[Any, ...]] | Exception = pickle.loads(payload)
    except Exception as error:  # noqa: BLE001 - raised where the job would run
        job = error
    with running.lock:
        cancelled = ident in running.cancelled
        running.cancelled.discard(ident)
        running.job = None if cancelled else ident
        running.started = ident
    if cancelled:
        _send(conn, ("cancelled", ident, None))
        return
    try:
        if isinstance(job, Exception):
            raise job
        answer: tuple[Any, ...] = ("done", ident, job[0](*job[1]))
    except Cancelled:
        answer = ("cancelled", ident, None)
    except BaseException as error:  # handed to the window, which raises it where the answer is taken
        answer = ("error", ident, _portable(error))
    with running.lock:
        running.job = None
    _send(conn, answer)


def _send(conn: Any, message: tuple[Any, ...]) -> None:
    try:
        payload = pickle.dumps(message)
    except Exception as error:  # noqa: BLE001 - an answer that does not pickle is answered with why
        payload = pickle.dumps(("error", message[1], _portable(error)))
    conn.send_bytes(payload)


def _portable(error: BaseException) -> BaseException:
    """The error as it can cross to the window: itself if it pickles, else a RuntimeError saying what it was; with
    the thinking process's traceback as a note."""
    where = "".join(traceback.format_exception(error)).rstrip()
    try:
        portable = pickle.loads(pickle.dumps(error))
    except Exception:  # noqa: BLE001 - anything that does not survive the trip
        portable = RuntimeError(f"{type(error).__name__}: {error}")
    portable.add_note(f"in the thinking process:\n{where}")
    return portable


@cache
def _hush_cancels_in_callbacks() -> None:
    """A cancel that lands in a callback the interpreter runs in passing (a weak reference's, a collector's) is
    dropped there, and the job simply runs to its end; Python would print it as an "exception ignored"."""
    shown = sys.unraisablehook

    def hook(unraisable: Any) -> None:
        if not isinstance(unraisable.exc_value, Cancelled):
            shown(unraisable)

    sys.unraisablehook = hook


# ----- in the window's process -----------------------------------------------------------------------------------

_TOKENS = itertools.count(1)


class InWorker:
    """An object that lives in the thinking process, made there by `recipe(*args)` (an argument may itself be an
    InWorker) when the first job naming it arrives; later jobs get the same object. `InWorker.of(x)` sends x itself,
    once. The window holds only the recipe; once it drops the InWorker, the thinking process does too."""

    def __init__(self, recipe: Callable[..., Any], *args: Any):
        self.recipe = recipe
        self.args = args
        self.token = next(_TOKENS)
        weakref.finalize(self, _forget, self.token)

    @classmethod
    def of(cls, thing: Any) -> InWorker:
        return cls(_same, thing)

    def __reduce__(self) -> tuple[Any, ...]:
        worker = _Worker.current
        if worker is None:
            return _make, (self.token, self.recipe, self.args)
        if self.token in worker.holds or self.token in worker.sending:
            return _held, (self.token,)
        worker.sending.add(self.token)
        return _make, (self.token, self.recipe, self.args)


def _same(thing: Any) -> Any:
    return thing


def _forget(token: int) -> None:
    worker = _Worker.current
    if worker is not None and token in worker.holds:
        worker.holds.discard(token)
        worker.post(("forget", token))


class _Worker:
    """The thinking process as the window sees it: its pipe, and the answers read from it so far."""

    current: _Worker | None = None

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, theirs = context.Pipe()
        self.process = context.Process(target=serve, args=(theirs,), name="martial-masters-thinking", daemon=True)
        self.holds: set[int] = set()  # tokens of the InWorker objects made there
        self.sending: set[int] = set()  # those being pickled into the message being sent
        self.answers: dict[int, tuple[str, Any]] = {}
        self.dropped: set[int] = set()  # jobs cancelled: their answers, if they still come, are thrown away
        self.unanswered: set[int] = set()  # jobs sent whose answers (done, error or cancelled) have not come in
        self.lock = threading.RLock()
        self.alive = True
        self.process.start()
        theirs.close()

    @classmethod
    def get(cls) -> _Worker:
        if cls.current is None or not cls.current.alive or not cls.current.process.is_alive():
            cls.current = _Worker()
        return cls.current

    def job(self, ident: int, call: Callable[..., Any], args: tuple[Any, ...]) -> None:
        """Sends a job; pickling it here raises here (an argument that does not pickle)."""
        with self.lock:
            self.sending.clear()
            try:
                payload = pickle.dumps((call, args))
            finally:
                sent, self.sending = self.sending, set()
            if self.post(("job", ident, payload)):
                self.holds |= sent
                self.unanswered.add(ident)

    def post(self, message: tuple[Any, ...]) -> bool:
        with self.lock:
            if not self.alive:
                return False
            try:
                self.conn.send(message)
                return True
            except (OSError, EOFError):
                self._stopped()
                return False

    def read(self, timeout: float = 0.0) -> None:
        """Takes in every answer already sent (waiting up to `timeout` seconds for the first)."""
        with self.lock:
            try:
                while self.alive and self.conn.poll(timeout):
                    kind, ident, value = pickle.loads(self.conn.recv_bytes())
                    self.unanswered.discard(ident)
                    if ident in self.dropped:
                        self.dropped.discard(ident)
                    else:
                        self.answers[ident] = (kind, value)
                    timeout = 0.0
            except (EOFError, OSError):
                self._stopped()

    def cancel(self, ident: int) -> None:
        with self.lock:
            if self.answers.pop(ident, None) is None:
                self.dropped.add(ident)
            self.post(("cancel", ident))

    def _stopped(self) -> None:
        self.alive = False
        self.holds.clear()

    def stop(self) -> None:
        self.post(("stop",))
        self.process.join(5)
        if self.process.is_alive():
            self.process.kill()
        self._stopped()


def get_ready() -> None:
    """What starting the thinking process needs on the window's side, done ahead by the warm-up thread so that
    starting it later takes a millisecond of a frame: the spawn method's modules and the resource tracker process."""
    from multiprocessing import connection, spawn  # noqa: F401

    if sys.platform == "win32":
        from multiprocessing import popen_spawn_win32  # noqa: F401
    else:
        from multiprocessing import popen_spawn_posix, resource_tracker  # noqa: F401

        resource_tracker.ensure_running()


def prepare(call: Callable[..., Any] | None = None, *args: Any) -> None:
    """Starts the thinking process now, if it is not running, and has it run `call(*args)` first, its answer thrown
    away: what the searches to come need imported and built, a second or so the first answer would otherwise wait."""
    worker = _Worker.get()
    if call is not None:
        ident = next(_TOKENS)
        worker.dropped.add(ident)
        worker.job(ident, call, args)


def answered(timeout: float = READY_TIMEOUT) -> bool:
    """Blocks until every job asked for so far has answered or the thinking process has stopped (tests: the next
    frame then finds every answer it could wait for, however busy the machine); False if `timeout` seconds pass idle."""
    worker = _Worker.current
    while worker is not None and worker.alive and worker.unanswered:
        waiting = len(worker.unanswered)
        worker.read(timeout)
        if len(worker.unanswered) == waiting and worker.alive:
            return False
    return True


def stop() -> None:
    """Ends the thinking process (tests; a later job starts another)."""
    if _Worker.current is not None:
        _Worker.current.stop()
        _Worker.current = None


class Thinker:
    """A searcher's jobs, asked one at a time: `start` sends one to the thinking process, `ready` says when its
    answer is in, `take` hands it over (raising what the job raised), `cancel` stops it."""

    def __init__(self) -> None:
        self._job: int | None = None  # the job whose answer is awaited
        self._worker: _Worker | None = None

    @property
    def thinking(self) -> bool:
        return self._job is not None

    def start(self, call: Callable[..., Any], *args: Any) -> None:
        """`call(*args)` in the thinking process: `call` is a module-level function, and the arguments pickle."""
        worker = _Worker.get()
        ident = next(_TOKENS)
        worker.job(ident, call, args)
        self._worker, self._job = worker, ident

    def ready(self) -> bool:
        job, worker = self._job, self._worker
        if job is None or worker is None:
            return False
        if job not in worker.answers:
            worker.read()
        return job in worker.answers or not worker.alive

    def wait(self, timeout: float | None = None) -> bool:
        """Blocks until the awaited answer is in (for scripts and tests); False on timeout."""
        left = READY_TIMEOUT if timeout is None else timeout
        while not self.ready():
            if self._job is None or self._worker is None:
                return True
            if left <= 0:
                return False
            step = min(left, 0.05)
            self._worker.read(step)
            left -= step
        return True

    def take(self) -> Any:
        """The awaited answer (it must be ready); the thinker is then idle."""
        job, worker, self._job = self._job, self._worker, None
        assert job is not None and worker is not None
        kind, value = worker.answers.pop(job, ("error", WorkerStopped("the thinking process stopped")))
        if kind == "error":
            raise value
        if kind == "cancelled":
            raise WorkerStopped("the search was cancelled")
        return value

    def cancel(self) -> None:
        """Stops the job under way (the moment it was asked for has passed). Any InWorker it updates must not be used
        again: it may have been stopped half-way through updating itself."""
        if self._job is not None and self._worker is not None:
            self._worker.cancel(self._job)
        self._job = None


__all__ = ["Cancelled", "InWorker", "Thinker", "WorkerStopped", "prepare", "stop"]
