"""A match begun from a prepared position (a scenario): each seat's hand, deck order and discards, where the
fighters stand, the scores, whose turn and which turn it is. The position starts a turn: no card is in play.

It becomes the ordinary set-up events (each deck in the given order, the hands drawn from it, the turn begun) and
one PositionSet for the board, so a scenario game saves, replays and undoes like any other."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from game.engine.core import Event, ScenarioError
from game.engine.kenpo import events as ev
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.geometry import START, side_by_side

Cards = tuple[StrictStr, ...]


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    hands: tuple[Cards, Cards]
    decks: tuple[Cards, Cards]  # top card first
    discards: tuple[Cards, Cards] = ((), ())
    positions: tuple[tuple[StrictInt, StrictInt], tuple[StrictInt, StrictInt]] = START
    scores: tuple[StrictInt, StrictInt] = (0, 0)
    to_act: StrictInt = Field(default=0, ge=0, le=1)
    turn: StrictInt = Field(default=1, ge=1)


def scenario(catalog: Catalog, data: Mapping[str, Any]) -> list[Event]:
    try:
        position = Position.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the position"
        raise ScenarioError(f"{where}: {first['msg']}") from None
    for seat in (0, 1):
        _check_seat(catalog, position, seat)
    for seat, (column, row) in enumerate(position.positions):
        if not (0 <= column <= 2 and 0 <= row <= 2):
            raise ScenarioError(f"seat {seat}'s fighter stands outside the ring at {[column, row]}")
    if position.positions[0] == position.positions[1]:
        raise ScenarioError("both fighters stand on the same square")
    if side_by_side(*position.positions):
        raise ScenarioError(f"both fighters stand on row {position.positions[0][1]}: fighters on one horizontal "
                            "line call a Break at once, so a turn never starts with them there")
    if any(not 0 <= score < catalog.winning_score for score in position.scores):
        raise ScenarioError(f"scores must be from 0 to {catalog.winning_score - 1} (the match would be over)")
    events: list[Event] = [ev.MatchStarted(decks=catalog.ids_by_seat)]
    for seat in (0, 1):
        events.append(ev.DeckShuffled(seat=seat, order=position.hands[seat] + position.decks[seat]))
        events.append(ev.CardsDrawn(seat=seat, cards=position.hands[seat]))
    events += [ev.PositionSet(positions=position.positions, scores=position.scores, discards=position.discards),
               ev.StartingSeatChosen(seat=position.to_act),
               ev.TurnBegan(seat=position.to_act, turn=position.turn, fresh=True)]
    return events


def _check_seat(catalog: Catalog, position: Position, seat: int) -> None:
    """Every card of the seat's deck is in exactly one of its hand, deck and discards, and no other card is."""
    placed = position.hands[seat] + position.decks[seat] + position.discards[seat]
    twice = sorted(card for card, count in Counter(placed).items() if count > 1)
    if twice:
        raise ScenarioError(f"card {twice[0]!r} appears twice in seat {seat}'s cards")
    own = set(catalog.ids_by_seat[seat])
    stranger = sorted(set(placed) - own)
    if stranger:
        raise ScenarioError(f"card {stranger[0]!r} is not a card of seat {seat}'s deck")
    missing = sorted(own - set(placed))
    if missing:
        raise ScenarioError(f"seat {seat}'s card {missing[0]!r} is in none of its hand, deck and discards "
                            f"({len(missing)} missing)")
