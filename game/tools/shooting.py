"""What `screenshot` asks of every game's screenshot scenes (its tools' `shots`, game.tools.manifest), and what they do
to reach the moment a picture shows: a game played by the strongest bots, a card held over a place, a stack drawn
until every face is in full. The `screenshot` tool (game.tools.screenshot) takes them from here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.core import Command, Session
from game.engine.log import dumps
from game.games import game
from game.rulesets import ruleset
from game.scenes.base import Stack
from game.ui.face_cache import stand_ins

if TYPE_CHECKING:
    from game.scenes.context import Context


class ShotError(Exception):
    """A picture `screenshot` cannot take as asked (a scene or a seat the game does not have, a moment the game never
    comes to), in words for the player."""


@dataclass(frozen=True)
class ShotRequest:
    """What `screenshot` asks for: a scene of a game started with `seed`, after `steps` commands chosen by the
    strongest bot of each seat to act, as `seat` sees it, drawn on `surface`; at a table of `players` seats where the
    game has several (None: the fewest its first mode allows)."""

    ctx: Context
    surface: pygame.Surface
    ruleset_id: str
    seed: int
    steps: int
    seat: int
    players: int | None = None


# A screenshot scene: builds the scene, plays it to the moment the picture shows (it may draw on the surface to
# lay the scene out first), and gives the stack the tool draws and saves.
Shot = Callable[[ShotRequest], Stack]


ON_TO_A_TURN = 2000  # commands `table` plays on at most, until the game waits for the seat shown


def drawn(stack: Stack, surface: pygame.Surface) -> None:
    """Draws until every face is drawn in full: a frame has a budget for drawing faces, and past it a face
    drawn at another size stands in, scaled (a table has many faces to draw the first time)."""
    for _ in range(40):
        surface.fill((0, 0, 0))
        stack.draw(surface)
        if not stand_ins():
            return


class _Begun:
    """A game `played` has begun: the commands its bots have chosen so far, and the bots, ready to choose on."""

    def __init__(self) -> None:
        self.commands: list[Command] = []
        self.seated: dict[int, Any] = {}


# Each game `played` began, by what plays it: its bots are seeded and made afresh for it, so the same start is the
# same commands. A second picture over it (another scene, another text size) replays them without thinking again, a
# shorter game is the start of a longer one, and a longer one is thought on from where the last one stopped.
_begun: dict[tuple[Any, ...], _Begun] = {}
# The commands `played_on` played from each game it was given, by the goal and what plays them.
_played_on: dict[tuple[Any, ...], list[Command]] = {}


Remembered = tuple[dict[tuple[Any, ...], list[Command]], dict[tuple[Any, ...], list[Command]]]


def remembered() -> Remembered:
    """The commands the bots chose for every game `played` and `played_on` so far, by what asked for them: what
    another process needs to reach the same moments with no bot thinking there (`recall`)."""
    return {key: list(begun.commands) for key, begun in _begun.items()}, {key: list(commands) for key, commands in
                                                                         _played_on.items()}


def recall(known: Remembered) -> None:
    """Takes the commands another process `remembered` as chosen here: the games they begin are replayed, not
    thought again (a game asked to go further than they reach is thought on by bots made afresh)."""
    begun, played_on = known
    for key, commands in begun.items():
        mine = _begun.setdefault(key, _Begun())
        if len(commands) > len(mine.commands):
            mine.commands[:] = commands
            mine.seated.clear()  # bots that chose fewer would choose on from their own moment, not this one's
    _played_on.update(played_on)


def played(ruleset_id: str, seed: int, steps: int, players: int | None = None,
           options: dict[str, Any] | None = None) -> Session[Any]:
    """A game after `steps` commands (fewer if it ends first), each chosen by the strongest bot of the seat to
    act, reading only that seat's view; at a table of `players` seats (None: the ruleset's own table), started
    with the start `options` (a mode, ...)."""
    rules: Any = ruleset(ruleset_id)
    chosen = {**(options or {}), **({} if players is None else {"seats": players})}
    session: Session[Any] = Session.new(rules, seed, chosen or None)
    bots = game(ruleset_id).bots()
    key = (ruleset_id, seed, tuple(sorted(chosen.items())), bots, bots.strongest)  # the level that plays, too
    begun = _begun.setdefault(key, _Begun())
    for command in begun.commands[:steps]:
        session.submit(command)
    try:
        for _ in range(steps - len(begun.commands)):
            seat = rules.to_act(session.state)
            if seat is None or rules.is_over(session.state):
                break
            bot = begun.seated.setdefault(seat, bots.make(bots.strongest, seed + seat))
            begun.commands.append(bot.choose(rules, rules.view(session.state, seat)))
            session.submit(begun.commands[-1])
    except BaseException:
        del _begun[key]  # a bot stopped half-way through a choice is not asked again
        raise
    return session


def held_over(stack: Stack, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A card picked up at `start` (window pixels) and held over `end`, not let go: the pose of a picture that
    shows what its drop would do."""
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    stack.update(0.0)


def to_turn_of(session: Session[Any], seed: int, seat: int, handed: bool = False) -> Session[Any]:
    """The game played on, each command chosen by the strongest bot of the seat to act, until it waits for `seat`
    (every game's `table` scene); with `handed`, until it waits for `seat` just after another seat's command, the
    moment the screen is handed to it (every game's `curtain`)."""
    return played_on(session, seed, ("turn of", seat, handed),
                     lambda session, to_act, last: to_act == seat and not (handed and last in (None, seat)),
                     f"the game does not wait for seat {seat} after those steps: try another --seed or --steps")


Reached = Callable[[Session[Any], "int | None", "int | None"], bool]


def played_on(session: Session[Any], seed: int, goal: object, reached: Reached, never: str,
              most: int = ON_TO_A_TURN) -> Session[Any]:
    """The game played on, each command chosen by the strongest bot of the seat to act (made afresh, seeded with
    `seed` and the seat), until `reached(session, seat to act, seat of the last command played here)`; ShotError
    `never` if the game ends or `most` commands pass first. The same game played on to the same `goal` (what
    `reached` asks) by the same bots is the same commands: they are remembered, as `played` remembers its own, and
    played again."""
    rules = session.ruleset
    bots = game(rules.id).bots()
    key = (rules.id, seed, goal, bots, bots.strongest, session.seed, repr(session.table), dumps({}, session.batches))
    known = _played_on.get(key)
    if known is not None:
        for command in known:
            session.submit(command)
        return session
    chosen: dict[int, Any] = {}
    commands: list[Command] = []
    last: int | None = None  # the seat of the last command played here
    for _ in range(most):
        to_act = rules.to_act(session.state)
        if reached(session, to_act, last):
            _played_on[key] = commands
            return session
        if to_act is None:
            break
        bot = chosen.setdefault(to_act, bots.make(bots.strongest, seed + to_act))
        commands.append(bot.choose(rules, rules.view(session.state, to_act)))
        session.submit(commands[-1])
        last = to_act
    raise ShotError(never)
