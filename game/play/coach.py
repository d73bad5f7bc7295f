"""Where a game turned: the moments a seat's choice cost it most, by the strongest bot's own judgement.

A finished game's log is walked command by command. At each decision of the coached seat the command it made is
found again (the legal command that decides into the very events of that batch), and the family's appraiser
(`game.ai.<family>.appraise`, reached through the registry: game.games.Game.appraiser) weighs it against the best
move it finds, reading only the seat's view of that moment (`rules.view(state, seat)`), never the real state. The
three biggest swings are kept, the earliest first among equals, and told in the order they happened. A decision is
a turning point only where the best move found differs from the one made: for a bot that plans several commands at
once, the whole plan (one that merely begins with the command made is still another plan).

However long the game, the judging is bounded: a game of no more decisions than the appraiser's `most` has every one
judged in full; in a longer one (a fight with a person in it has no turn limit) each decision is first glanced at
(Appraiser.glance: the same judgement by much smaller counts) and only the `most` whose glanced swing is biggest are
judged in full. The look is made a few decisions at a time (Judging.step), so whoever waits is told how far it has
got.

Pure: no pygame, no files and no clock. Each appraiser's judgement is bounded by its own counts (deals, candidates,
lines searched), never by time, so the same game gives the same moments on any machine and under any load. It runs
in the thinking process (game.scenes.worker) after the game, never at a table.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game.engine.core import Command, Event, Rejected

MOMENTS = 3  # the turning points told
LEAST_SWING = 1e-6  # a choice as good as the best found is no turning point


@dataclass(frozen=True)
class Appraisal:
    """An appraiser's judgement of one decision: what the move made is worth, the best move it found (one command,
    or the commands of a whole plan where the bot plans several at once) and what that is worth, in `unit`."""

    made: float
    best: tuple[Command, ...]
    value: float

    @property
    def swing(self) -> float:
        return self.value - self.made


def swing_words(swing: float, unit: str) -> str:
    """A swing as a player reads it: in whole units of its game ("about 5 health", "about 1 point"), "less than 1"
    under one."""
    amount = round(swing)
    if amount < 1:
        return f"less than 1 {unit.removesuffix('s')}"
    return f"about {amount} {unit.removesuffix('s') if amount == 1 else unit}"


def swing_line(turning: Turning, unit: str) -> str:
    """The coach's line for a turning point's swing: its size in `unit`, or the whole game where the swing is
    decisive, told as one sentence."""
    if turning.decisive:
        return "Estimated swing: the whole game, as the computer's move wins it as far as it looks ahead"
    return f"Estimated swing: {swing_words(turning.swing, unit)}"


class Appraiser(Protocol):
    """A family's judge of decisions. `appraise` is handed the seat's view only and the command the seat made
    there; None: nothing to judge there (no real choice, or a decision the bot judges as part of a later one). Its
    effort is set by counts alone, so a decision is judged the same however long it takes."""

    unit: str  # what a swing is counted in ("points", "experience", ...)
    decisive: float  # a swing from here up is the game itself: the better move wins it where the move made loses

    def most(self, view: Any) -> int:
        """The decisions of one game judged in full at most (a longer game's are glanced at first), `view` the
        coached seat's at its first decision (a family may count fewer at a larger table)."""
        ...

    def appraise(self, rules: Any, view: Any, seat: int, made: Command) -> Appraisal | None: ...

    def glance(self, rules: Any, view: Any, seat: int, made: Command) -> float | None:
        """The swing of the decision as `appraise` would find it, estimated by much smaller counts (None: nothing
        to judge there): what picks the decisions of a long game judged in full."""
        ...


@dataclass(frozen=True)
class Turning:
    """A turning point: the command of the log (its batch) the seat made, the moment before it (the table as the
    seat saw it then: the replay's moment `batch - 1`), the command made, the best move found and the swing."""

    batch: int
    made: Command
    best: tuple[Command, ...]
    swing: float
    decisive: bool = False  # the swing is the game itself (Appraiser.decisive)

    @property
    def before(self) -> int:
        return self.batch - 1


def made_command(rules: Any, state: Any, seat: int, events: Sequence[Event], seed: int,
                 position: int) -> Command | None:
    """The seat's legal command that decides, from `state`, into exactly `events` (None if none does)."""
    wanted = list(events)
    for command in rules.legal_commands(state, seat):
        decided = rules.decide(state, command, seed, position)
        if not isinstance(decided, Rejected) and list(decided) == wanted:
            return command  # type: ignore[no-any-return]
    return None


def decisions(rules: Any, seed: int, batches: Sequence[Sequence[Event]],
              seat: int) -> Iterator[tuple[int, Any, Command]]:
    """Each decision `seat` made in the log: (its batch, the state before it, the command made)."""
    state = rules.initial()
    position = 0
    for number, batch in enumerate(batches):
        if number and rules.to_act(state) == seat:
            made = made_command(rules, state, seat, batch, seed, position)
            if made is not None:
                yield number, state, made
        for event in batch:
            state = rules.evolve(state, event)
        position += len(batch)


class Judging:
    """The coach's look at one game for `seat`, made a few decisions at a time (`step`): `done` of `total` steps so
    far, each a decision judged or glanced at. Every decision is judged in full where the game has no more than the
    appraiser's `most`; else each is glanced at first, and the `most` with the biggest glanced swing (ties: the
    earliest) are then judged in full: never more than `most` full judgements, however long the game."""

    def __init__(self, rules: Any, seed: int, batches: Sequence[Sequence[Event]], seat: int, appraiser: Appraiser):
        self.rules, self.seat, self.appraiser = rules, seat, appraiser
        self._decided = list(decisions(rules, seed, batches, seat))
        self.most = appraiser.most(rules.view(self._decided[0][1], seat)) if self._decided else 0
        self._glanced: list[float | None] = []  # a long game's glanced swings, decision by decision
        self._judging = None if len(self._decided) > self.most else self._decided  # the decisions judged
        self._judged = 0  # of `_judging`
        self._found: list[Turning] = []
        self.done = 0
        self.total = len(self._decided) + (self.most if self._judging is None else 0)

    @property
    def finished(self) -> bool:
        return self._judging is not None and self._judged == len(self._judging)

    def step(self, count: int = 1) -> bool:
        """Up to `count` more decisions glanced at or judged; True once the look is done."""
        for _ in range(count):
            if self.finished:
                break
            if self._judging is None:
                self._glance()
            else:
                self._judge(*self._judging[self._judged])
                self._judged += 1
            self.done += 1
        return self.finished

    def turnings(self, count: int = MOMENTS) -> list[Turning]:
        """The `count` decisions judged whose swing was biggest (ties: the earliest), in the order they happened."""
        biggest = sorted(self._found, key=lambda turning: (-turning.swing, turning.batch))[:count]
        return sorted(biggest, key=lambda turning: turning.batch)

    def _glance(self) -> None:
        _, state, made = self._decided[len(self._glanced)]
        self._glanced.append(self.appraiser.glance(self.rules, self.rules.view(state, self.seat), self.seat, made))
        if len(self._glanced) == len(self._decided):  # the most promising, to be judged in the order they happened
            ranked = sorted((-swing, k) for k, swing in enumerate(self._glanced) if swing is not None)
            self._judging = [self._decided[k] for k in sorted(k for _, k in ranked[: self.most])]
            self.total = len(self._decided) + len(self._judging)

    def _judge(self, number: int, state: Any, made: Command) -> None:
        view = self.rules.view(state, self.seat)
        judged = self.appraiser.appraise(self.rules, view, self.seat, made)
        if judged is not None and judged.swing > LEAST_SWING and judged.best != (made,):  # the whole plan differs
            decisive = judged.swing >= self.appraiser.decisive
            self._found.append(Turning(number, made, judged.best, judged.swing, decisive))


def turning_points(rules: Any, seed: int, batches: Sequence[Sequence[Event]], seat: int, appraiser: Appraiser,
                   count: int = MOMENTS) -> list[Turning]:
    """The `count` decisions of `seat` whose swing was biggest (ties: the earliest), in the order they happened."""
    judging = Judging(rules, seed, batches, seat, appraiser)
    while not judging.step(judging.total):
        pass
    return judging.turnings(count)


def judging(rules: Any, seed: int, batches: Sequence[Sequence[Event]], seat: int) -> Judging:
    """The look at a finished game played by `rules` for `seat`, by its family's appraiser: made in the thinking
    process (game.scenes.worker.InWorker; all its arguments pickle)."""
    from game.games import game

    return Judging(rules, seed, batches, seat, game(rules.id).appraiser())


def advance(look: Judging, count: int) -> tuple[int, int, list[Turning] | None, str]:
    """The job the thinking process runs after a game, again and again: `count` more steps of the look, and how far
    it has got (steps done, of how many), with the turning points and the unit of their swings once done."""
    look.step(count)
    return look.done, look.total, look.turnings() if look.finished else None, look.appraiser.unit
