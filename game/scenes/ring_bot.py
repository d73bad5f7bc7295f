"""The computer's seat at the ring: it decides in a worker thread from an immutable view, so the window keeps
drawing while it thinks, and it plays one command at a time after a short pause the player can follow."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.engine.core import Command

THINK = 0.7  # seconds at least between the end of the last animation and the computer's next command


class ComputerSeat:
    def __init__(self, seat: int, level: str, seed: int, pause: float | None = None):
        from game.ai.kenpo import make_bot

        self.seat = seat
        self.level = level
        self.pause = THINK if pause is None else pause
        self._bot = make_bot(level, seed)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kenpo-computer")
        self._future: Future[Command] | None = None
        self._waited = 0.0

    @property
    def thinking(self) -> bool:
        return self._future is not None

    def poll(self, rules: Any, view: Any, dt: float) -> Command | None:
        """Called every frame while it is this seat's turn and nothing is animating: starts a decision from
        `view` (this seat's view, never the real state), and returns the command once it is ready and the
        pause is over."""
        if self._future is None:
            self._future = self._pool.submit(self._bot.choose, rules, view)
            self._waited = 0.0
        self._waited += dt
        if not self._future.done() or self._waited < self.pause:
            return None
        future, self._future = self._future, None
        return future.result()

    def cancel(self) -> None:
        """Forget a decision under way (after an undo the view it read is stale)."""
        self._future = None

    def close(self) -> None:
        self._future = None
        self._pool.shutdown(wait=False, cancel_futures=True)
