"""The positions the Kenpo rulebook's figures show (game.ui.kenpo.figures draws them), each played through the
engine from a prepared deal: a move and its attack, a block, and a Break; and the numbers they tell."""

from __future__ import annotations

from functools import cache

from game.content.kenpo import ruleset
from game.engine.core import Event
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.geometry import START, relation
from game.engine.kenpo.state import KenpoState
from game.play.prepared import played

Square = tuple[int, int]
# The prepared position: these cards in hand, the rest of each deck to draw, Yellow to play.
HANDS = (("yellow_front_kick_1", "yellow_jab_1"), ("red_block_1", "red_jab_1"))


def dealt(positions: tuple[Square, Square] = START) -> KenpoState:
    """The prepared deal, the fighters on `positions`."""
    rules = ruleset("kenpo")
    state = rules.initial()
    decks = tuple(tuple(c for c in rules.catalog.deck_ids(seat) if c not in HANDS[seat]) for seat in (0, 1))
    for event in rules.scenario({"hands": HANDS, "decks": decks, "positions": positions}):
        state = rules.evolve(state, event)
    return state


@cache
def kicked() -> tuple[KenpoState, KenpoState]:
    """Yellow steps forward with a Front Kick; then Red stands still and blocks it."""
    rules = ruleset("kenpo")
    kick, _ = played(rules, dealt(), [cmd.PlayCard(card="yellow_front_kick_1", move="forward"), cmd.EndTurn()])
    block = cmd.PlayCard(seat=1, card="red_block_1", move="none", target="yellow_front_kick_1")
    blocked, _ = played(rules, kick, [block])
    return kick, blocked


@cache
def broken() -> tuple[KenpoState, list[Event]]:
    """Red, a column aside, steps forward onto Yellow's row: a Break."""
    steps = [cmd.PlayCard(card="yellow_jab_1", move="none"), cmd.EndTurn(),
             cmd.PlayCard(seat=1, card="red_jab_1", move="forward")]
    return played(ruleset("kenpo"), dealt(((1, 1), (0, 2))), steps)


def kick() -> tuple[str, int]:
    """The way Yellow's Front Kick strikes at Red from where it stepped (`kicked`), and its points that way."""
    moved, _ = kicked()
    way = toward(0, *moved.positions)
    return way, ruleset("kenpo").catalog.card(HANDS[0][0]).attack[way]


def block() -> tuple[int, int]:
    """Where Red blocks (`kicked`): the Front Kick's points toward Red, and what Red's Block prevents of them."""
    _, blocked = kicked()
    yellow, red = blocked.positions
    catalog = ruleset("kenpo").catalog
    attack = catalog.card(HANDS[0][0]).attack[toward(0, yellow, red)]
    return attack, catalog.card(HANDS[1][0]).defence[toward(1, red, yellow)]


def toward(seat: int, square: Square, other: Square) -> str:
    """Where `other` stands around the fighter of `seat` on `square`: the figures' fighters stand side by side."""
    found = relation(seat, square, other)
    assert found is not None
    return found
