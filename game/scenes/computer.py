"""A computer's seat at any table: it decides in the thinking process (game/scenes/worker.py) from a pickled view of
its own seat, so the window keeps its whole frame while it thinks, and it plays one command at a time after a short
pause the player can follow. Its bot is the ruleset's own, at the level asked for, from the registry; the bot lives
in the thinking process for the whole game, so what it planned at the start of a turn serves the rest of it."""

from __future__ import annotations

from typing import Any

from game.engine.core import Command
from game.scenes.worker import InWorker, Thinker, prepare

THINK = 0.7  # seconds at least between the end of the last animation and the computer's next command


def make_bot(ruleset_id: str, level: str, seed: int) -> Any:
    """The bot, made in the thinking process."""
    from game.games import game

    return game(ruleset_id).bots().make(level, seed)


def choose(bot: Any, rules: Any, view: Any) -> Command:
    """One decision, in the thinking process."""
    return bot.choose(rules, view)  # type: ignore[no-any-return]


class ComputerSeat:
    def __init__(self, ruleset_id: str, seat: int, level: str, seed: int, pause: float | None = None):
        self.ruleset_id = ruleset_id
        self.seat = seat
        self.level = level
        self.pause = THINK if pause is None else pause
        self._seed = seed
        self._bot = self._new_bot()
        self._rules: tuple[Any, InWorker] | None = None  # the rules, and their copy in the thinking process
        self._thinker = Thinker()
        self._waited: float | None = None  # seconds since the decision was started; None before the turn is seen
        prepare(make_bot, ruleset_id, level, seed)  # a computer will think: its bots get imported now, aside

    def _new_bot(self) -> InWorker:
        return InWorker(make_bot, self.ruleset_id, self.level, self._seed)

    def _shared(self, rules: Any) -> InWorker:
        if self._rules is None or self._rules[0] is not rules:
            self._rules = (rules, InWorker.of(rules))
        return self._rules[1]

    @property
    def thinking(self) -> bool:
        return self._thinker.thinking

    def poll(self, rules: Any, view: Any, dt: float) -> Command | None:
        """Called every frame while it is this seat's turn and nothing is animating: starts a decision from
        `view` (this seat's view, never the real state), and returns the command once it is ready and the
        pause is over."""
        if self._waited is None:
            self._waited = 0.0
            return None
        if not self._thinker.thinking:
            self._thinker.start(choose, self._bot, self._shared(rules), view)
        self._waited += dt
        if not self._thinker.ready() or self._waited < self.pause:
            return None
        self._waited = None
        return self._thinker.take()  # type: ignore[no-any-return]

    def cancel(self) -> None:
        """Stop a decision under way (after an undo the view it read is stale). The bot it ran in may have been
        stopped half-way through updating itself, so a new one takes its place."""
        if self._thinker.thinking:
            self._thinker.cancel()
            self._bot = self._new_bot()
        self._waited = None
