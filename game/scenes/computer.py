"""A computer's seat at any table: it decides in a worker thread from an immutable view of its own seat, so the
window keeps drawing while it thinks, and it plays one command at a time after a short pause the player can follow.
Its bot is the ruleset's own, at the level asked for, from the registry."""

from __future__ import annotations

from typing import Any

from game.engine.core import Command
from game.scenes.worker import Thinker

THINK = 0.7  # seconds at least between the end of the last animation and the computer's next command


class ComputerSeat:
    def __init__(self, ruleset_id: str, seat: int, level: str, seed: int, pause: float | None = None):
        self.ruleset_id = ruleset_id
        self.seat = seat
        self.level = level
        self.pause = THINK if pause is None else pause
        self._seed = seed
        self._bot = self._new_bot()
        self._thinker = Thinker()
        self._waited: float | None = None  # seconds since the decision was started; None before the turn is seen

    def _new_bot(self) -> Any:
        from game.games import game

        return game(self.ruleset_id).bots().make(self.level, self._seed)

    @property
    def thinking(self) -> bool:
        return self._thinker.thinking

    def poll(self, rules: Any, view: Any, dt: float) -> Command | None:
        """Called every frame while it is this seat's turn and nothing is animating: starts a decision from
        `view` (this seat's view, never the real state), and returns the command once it is ready and the
        pause is over. The frame that first shows the turn is drawn before the thinking starts: the thread
        shares the interpreter with the window, and that frame may be a whole new arena."""
        if self._waited is None:
            self._waited = 0.0
            return None
        if not self._thinker.thinking:
            self._thinker.start(self._bot.choose, rules, view)
        self._waited += dt
        if not self._thinker.ready() or self._waited < self.pause:
            return None
        self._waited = None
        return self._thinker.take()

    def cancel(self) -> None:
        """Stop a decision under way (after an undo the view it read is stale). The bot it ran in may have been
        stopped half-way through updating itself, so a new one takes its place."""
        if self._thinker.thinking:
            self._thinker.cancel()
            self._bot = self._new_bot()
        self._waited = None

