"""A match begun from a prepared position, validated as strictly as a save.

A position is plain JSON data:
  hands:   one list of card ids per seat (2 to 6 seats)
  draw:    the draw pile, top first
  discard: the discard pile, bottom first (the last card is the top)
  sets:    per seat, its sets first laid first, each a list of card ids bottom first (a wild under its skill card,
           a steal's card on top); they lie across, upright, across...
  turn:    the seat whose turn it is (default 0)
  past:    the experience of each earlier round, one number per seat (default none)
  rounds:  the rounds of the match (default the catalog's)
  dealer:  who dealt this round (default: the last seat dealt the first round and the deal passes right)
  steal:   {"attacker", "target", "card"}: a steal waiting for its answer, made by the seat on turn
Every card of the game must be in exactly one place.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.engine.core import Event, ScenarioError
from game.engine.master import events as ev
from game.engine.master.cards import Catalog
from game.engine.master.invariants import set_problems
from game.engine.master.moves import steal_problem
from game.engine.master.scoring import best
from game.engine.master.state import ACROSS, UPRIGHT, MasterState, PlacedSet, Steal

KEYS = ("hands", "draw", "discard", "sets", "turn", "past", "rounds", "dealer", "steal")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _cards(catalog: Catalog, value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or not all(isinstance(card, str) for card in value):
        raise ScenarioError(f"{where} must be a list of card ids")
    for card in value:
        if card not in catalog.by_id:
            raise ScenarioError(f"unknown card {card!r} in {where}")
    return tuple(value)


def _seat(value: Any, players: int, where: str) -> int:
    if not _is_int(value) or not 0 <= value < players:
        raise ScenarioError(f"{where} must be a seat from 0 to {players - 1}, not {value!r}")
    return int(value)


def scenario(catalog: Catalog, position: Mapping[str, Any]) -> list[Event]:
    if not isinstance(position, Mapping):
        raise ScenarioError("a position is a mapping of its parts (hands, draw, discard, sets, ...)")
    unknown = sorted(set(position) - set(KEYS))
    if unknown:
        raise ScenarioError(f"the position has an unknown entry {unknown[0]!r} (it may have {', '.join(KEYS)})")
    raw_hands = position.get("hands")
    if not isinstance(raw_hands, list | tuple) or not 2 <= len(raw_hands) <= 6:
        raise ScenarioError("the position needs 'hands': one list of card ids per seat, for 2 to 6 seats")
    players = len(raw_hands)
    hands = tuple(_cards(catalog, hand, f"seat {seat}'s hand") for seat, hand in enumerate(raw_hands))
    draw = _cards(catalog, position.get("draw", []), "the draw pile")
    discard = _cards(catalog, position.get("discard", []), "the discard pile")
    sets = _sets(catalog, position.get("sets", [[] for _ in range(players)]), players)
    steal = _steal(catalog, position.get("steal"), players)
    _every_card_once(catalog, hands, draw, discard, sets, steal)
    turn = _seat(position.get("turn", steal.attacker if steal else 0), players, "'turn'")
    past, rounds = _past(catalog, position, players)
    round_ = len(past) + 1
    dealer = _seat(position.get("dealer", (players - 1 + round_ - 1) % players), players, "'dealer'")
    _hands_fit(catalog, hands, draw, turn, steal)
    if steal is not None:
        _steal_fits(catalog, steal, turn, hands, sets, players)
    events: list[Event] = [ev.MatchStarted(players=players, rounds=rounds)]
    events += [ev.RoundEnded(round=index + 1, experience=scores, winners=best(scores))
               for index, scores in enumerate(past)]
    gathered = [card for hand in hands for card in hand] + ([steal.card] if steal else [])
    gathered += [card for seat_sets in sets for placed in seat_sets for card in placed.cards]
    events.append(ev.DeckShuffled(order=tuple(gathered) + discard + draw))
    events.append(ev.RoundBegan(round=round_, dealer=dealer))
    for seat in range(players):
        dealt = hands[seat] + ((steal.card,) if steal and steal.attacker == seat else ())
        events += [ev.CardsDealt(seat=seat, cards=dealt), ev.HandFilled(seat=seat, count=len(dealt))]
        events += [ev.SetLaidOut(seat=seat, cards=placed.cards, skill=placed.skill, orientation=placed.orientation)
                   for placed in sets[seat]]
    events += [ev.DiscardStarted(card=card) for card in discard]
    events.append(ev.TurnBegan(seat=turn, turn=1))
    if steal is not None:
        events.append(ev.StealAttempted(seat=steal.attacker, target=steal.target, card=steal.card))
    return events


def _sets(catalog: Catalog, value: Any, players: int) -> tuple[tuple[PlacedSet, ...], ...]:
    if not isinstance(value, list | tuple) or len(value) != players:
        raise ScenarioError(f"'sets' must hold one list of sets per seat ({players})")
    areas = []
    for seat, seat_sets in enumerate(value):
        if not isinstance(seat_sets, list | tuple):
            raise ScenarioError(f"seat {seat}'s sets must be a list of sets")
        area = []
        for index, raw in enumerate(seat_sets):
            cards = _cards(catalog, raw, f"seat {seat}'s set {index + 1}")
            if not cards:
                raise ScenarioError(f"seat {seat}'s set {index + 1} is empty")
            skill = catalog.skill_of[cards[0]]
            placed = PlacedSet(cards=cards, skill=skill, orientation=ACROSS if index % 2 == 0 else UPRIGHT)
            problems = set_problems(catalog, placed, index)
            if problems:
                raise ScenarioError(f"seat {seat}'s set {index + 1}: {problems[0]}")
            area.append(placed)
        areas.append(tuple(area))
    return tuple(areas)


def _steal(catalog: Catalog, value: Any, players: int) -> Steal | None:
    if value is None:
        return None
    if not isinstance(value, Mapping) or set(value) != {"attacker", "target", "card"}:
        raise ScenarioError("'steal' must name exactly its 'attacker', 'target' and 'card'")
    card = value["card"]
    if not isinstance(card, str) or card not in catalog.by_id:
        raise ScenarioError(f"unknown card {card!r} in the steal")
    return Steal(attacker=_seat(value["attacker"], players, "the steal's attacker"),
                 target=_seat(value["target"], players, "the steal's target"), card=card)


def _every_card_once(catalog: Catalog, hands: tuple[tuple[str, ...], ...], draw: tuple[str, ...],
                     discard: tuple[str, ...], sets: tuple[tuple[PlacedSet, ...], ...], steal: Steal | None) -> None:
    placed = [card for hand in hands for card in hand] + list(draw) + list(discard)
    placed += [card for seat_sets in sets for one in seat_sets for card in one.cards]
    placed += [steal.card] if steal is not None else []
    counts = Counter(placed)
    twice = [card for card in catalog.ids if counts[card] > 1]
    if twice:
        raise ScenarioError(f"card {twice[0]!r} appears {counts[twice[0]]} times")
    missing = [card for card in catalog.ids if not counts[card]]
    if missing:
        raise ScenarioError(f"card {missing[0]!r} is missing ({len(missing)} in all): every card must be in a "
                            f"hand, a set, the discard pile or the draw pile")


def _past(catalog: Catalog, position: Mapping[str, Any], players: int) -> tuple[tuple[tuple[int, ...], ...], int]:
    rounds = position.get("rounds", catalog.rounds)
    if not _is_int(rounds) or not 1 <= rounds <= catalog.max_rounds:
        raise ScenarioError(f"a match of Master is 1 to {catalog.max_rounds} rounds, not {rounds!r}")
    raw = position.get("past", [])
    if not isinstance(raw, list | tuple):
        raise ScenarioError("'past' must list the experience of each earlier round")
    past = []
    for index, scores in enumerate(raw):
        if (not isinstance(scores, list | tuple) or len(scores) != players
                or not all(_is_int(score) and score >= 0 for score in scores)):
            raise ScenarioError(f"round {index + 1} in 'past' must give each of the {players} seats its experience")
        past.append(tuple(int(score) for score in scores))
    if len(past) >= rounds:
        raise ScenarioError(f"{len(past)} rounds are already over in a match of {rounds}: nothing is left to play")
    return tuple(past), int(rounds)


def _hands_fit(catalog: Catalog, hands: tuple[tuple[str, ...], ...], draw: tuple[str, ...], turn: int,
               steal: Steal | None) -> None:
    size = catalog.hand_size
    for seat, hand in enumerate(hands):
        full = size - 1 if steal is not None and seat == steal.attacker else size
        if len(hand) > full:
            raise ScenarioError(f"seat {seat} holds {len(hand)} cards; a hand is at most {full} here")
        if draw and len(hand) < full:
            raise ScenarioError(f"seat {seat} holds {len(hand)} cards while the draw pile has cards: hands are "
                                f"refilled to {size} while it lasts")
    if not any(hands) and steal is None:
        raise ScenarioError("every hand is empty: the round is already over")
    if not hands[turn] and steal is None:
        raise ScenarioError(f"seat {turn} is to play but holds no cards")


def _steal_fits(catalog: Catalog, steal: Steal, turn: int, hands: tuple[tuple[str, ...], ...],
                sets: tuple[tuple[PlacedSet, ...], ...], players: int) -> None:
    if steal.attacker != turn:
        raise ScenarioError("only the seat whose turn it is can be waiting on a steal")
    if not hands[steal.target]:
        raise ScenarioError(f"seat {steal.target} has no cards to answer the steal with: the set would have moved")
    state = MasterState(players=players, hands=tuple(h + ((steal.card,) if s == turn else ())
                                                     for s, h in enumerate(hands)), sets=sets)
    problem = steal_problem(catalog, state, steal.attacker, steal.target, steal.card)
    if problem is not None:
        raise ScenarioError(f"the steal cannot be made: {problem}")
