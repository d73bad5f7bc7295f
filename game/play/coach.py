"""Where a game turned: the moments a seat's choice cost it most, by the strongest bot's own judgement.

A finished game's log is walked command by command. At each decision of the coached seat the command it made is
found again (the legal command that decides into the very events of that batch), and the family's appraiser
(`game.ai.<family>.appraise`, reached through the registry: game.games.Game.appraiser) weighs it against the best
move it finds, reading only the seat's view of that moment (`rules.view(state, seat)`), never the real state. The
three biggest swings are kept, the earliest first among equals, and told in the order they happened. A decision is
a turning point only where the best move found differs from the one made: for a bot that plans several commands at
once, the whole plan (one that merely begins with the command made is still another plan).

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


class Appraiser(Protocol):
    """A family's judge of decisions. `appraise` is handed the seat's view only and the command the seat made
    there; None: nothing to judge there (no real choice, or a decision the bot judges as part of a later one). Its
    effort is set by counts alone, so a decision is judged the same however long it takes."""

    unit: str  # what a swing is counted in ("points", "experience", ...)
    decisive: float  # a swing from here up is the game itself: the better move wins it where the move made loses

    def appraise(self, rules: Any, view: Any, seat: int, made: Command) -> Appraisal | None: ...


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


def turning_points(rules: Any, seed: int, batches: Sequence[Sequence[Event]], seat: int, appraiser: Appraiser,
                   count: int = MOMENTS) -> list[Turning]:
    """The `count` decisions of `seat` whose swing was biggest (ties: the earliest), in the order they happened."""
    found: list[Turning] = []
    for number, state, made in decisions(rules, seed, batches, seat):
        view = rules.view(state, seat)
        judged = appraiser.appraise(rules, view, seat, made)
        if judged is not None and judged.swing > LEAST_SWING and judged.best != (made,):  # the whole plan differs
            found.append(Turning(number, made, judged.best, judged.swing, judged.swing >= appraiser.decisive))
    biggest = sorted(found, key=lambda turning: (-turning.swing, turning.batch))[:count]
    return sorted(biggest, key=lambda turning: turning.batch)


def coach(rules: Any, seed: int, batches: Sequence[Sequence[Event]], seat: int) -> tuple[list[Turning], str]:
    """The turning points of a finished game played by `rules` for `seat`, and the unit of their swings: the job the
    thinking process runs after a game (all its arguments pickle)."""
    from game.games import game

    appraiser = game(rules.id).appraiser()
    return turning_points(rules, seed, batches, seat, appraiser), appraiser.unit
