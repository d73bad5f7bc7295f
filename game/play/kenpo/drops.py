"""What a card held at the ring arena may target, and which command a card let go asks for: a square of the ring
the card's move reaches (each lit with its forecast), the player's cards in play (an effect card, or a card played
without a move), or, for a defence card that may reduce several waiting attacks, a question (a Choice) the player
answers next (against: the attack chosen); a drop on a square no move reaches says why instead. A question whose
every answer scores the same for both fighters is not asked: the card goes against the first attack the engine
lists. And the card of the hand a command plays (played_cards), which the Hint and the moves shown light.

A part the arena holds (`RingDrops(arena)`), reading the arena through `DroppingRing`. It only names the command;
the engine decides whether it stands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from game.engine.core import Command
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.combos import defence_targets
from game.engine.kenpo.forecast import GuardOption, Square, SquareForecast, drop_squares, guard_options, is_moving
from game.engine.kenpo.state import KenpoState
from game.layout.kenpo.ring import square_at, square_rect, step_to
from game.play.held import HeldTargets

ONE_SQUARE = "A fighter moves one square at a time: forward, back, left or right (or stays where it is)."


def played_cards(command: Command) -> tuple[str, ...]:
    """The card of the hand `command` plays: the card played (End turn and Rest play none)."""
    return (command.card,) if isinstance(command, cmd.PlayCard) else ()


@dataclass(frozen=True)
class Choice:
    """A defence card dropped where it may reduce several waiting attacks, waiting for the player to say which:
    what the arena asks, its keys walk and its painter draws."""

    card: str
    move: str | None
    options: dict[str, GuardOption]  # by waiting attack
    at: tuple[float, float]


class DroppingRing(Protocol):
    """What RingDrops reads of the arena; it changes none of it."""

    zones: dict[str, pygame.Rect]

    @property
    def state(self) -> KenpoState:
        """The shown view."""
        ...

    @property
    def viewer(self) -> int: ...

    @property
    def catalog(self) -> Catalog: ...

    def _legal(self) -> list[Command]:
        """What the person at the screen may do now."""
        ...


class RingDrops:
    """Where a card may go at the ring, and the command a drop makes there."""

    def __init__(self, arena: DroppingRing) -> None:
        self.arena = arena
        self._forecasts: HeldTargets[dict[Square, SquareForecast]] = HeldTargets()

    def forecasts(self, card: str) -> dict[Square, SquareForecast]:
        """The squares `card` may be dropped on now, each with its forecast: worked out once per view shown."""
        arena = self.arena
        view, legal = arena.state, arena._legal()
        return self._forecasts.get(view, legal, card, lambda: drop_squares(arena.catalog, view, arena.viewer, card,
                                                                           legal))

    def command(self, card: str, at: tuple[float, float]) -> Command | Choice | str | None:
        """What a drop of `card` at `at` asks for: a command; a Choice of the attack a defence reduces, where the
        answers score differently; why no move reaches the square; or None for a drop on nothing."""
        arena = self.arena
        view, seat, zones = arena.state, arena.viewer, arena.zones
        kind = arena.catalog.card(card).kind
        square = square_at(zones, seat, at)
        if kind == "effect":
            on_table = zones["my_table"].collidepoint(at) or square is not None
            return cmd.PlayCard(seat=seat, card=card) if on_table else None
        if square is None:
            return cmd.PlayCard(seat=seat, card=card) if zones["my_table"].collidepoint(at) else None
        move = step_to(seat, view.positions[seat], square)
        if move is None:
            return ONE_SQUARE
        if not is_moving(view):
            move = None if square == view.positions[seat] else move
        options = guard_options(arena.catalog, view, seat, card, move) if self._defends(card, move) else {}
        if len({(option.taken, option.hit_back) for option in options.values()}) > 1:
            return Choice(card, move, options, at)
        target = next(iter(options), None)
        return cmd.PlayCard(seat=seat, card=card, move=move, target=target)

    def places(self, card: str) -> list[tuple[str, pygame.Rect]]:
        """Where `card` may be let go now, each named (the keyboard's places): an effect card the engine lets the
        player play, on their cards in play; any other, on each square it may go to (forecasts)."""
        arena = self.arena
        if arena.catalog.card(card).kind != "effect":
            return [(f"square {square}", square_rect(arena.zones, arena.viewer, square))
                    for square in self.forecasts(card)]
        plays = any(isinstance(command, cmd.PlayCard) and command.card == card for command in arena._legal())
        return [("your cards in play", arena.zones["my_table"])] if plays else []

    def square_for(self, command: cmd.PlayCard) -> Square | None:
        """The square a card is let go on to play `command`: the one its move leads to (the first it may go to, when
        no move is made this turn); None: it goes onto the cards in play."""
        moving = is_moving(self.arena.state)
        return next((square for square, forecast in self.forecasts(command.card).items()
                     if forecast.move == command.move or not moving), None)

    def against(self, choice: Choice, target: str) -> cmd.PlayCard:
        """What the answer to a defence's `choice` asks for: the defence played against the attack `target`."""
        return cmd.PlayCard(seat=self.arena.viewer, card=choice.card, move=choice.move, target=target)

    def _defends(self, card: str, move: str | None) -> bool:
        arena = self.arena
        used = move if move is not None else (arena.state.step or "none")
        return bool(defence_targets(arena.catalog, arena.state, arena.viewer, card, used))
