"""A fight begun from a prepared position (a tutorial step, a puzzle, a test), validated as strictly as a save.

The position is plain JSON data:

    {"hands": [["lead_jab", "shin_block"], ["slip"]],      # card ids, per seat (required)
     "decks": [["teep", ...], [...]],                      # top first (default: empty)
     "discards": [[...], [...]], "events": ["sudden_rain", null],
     "challenge": "sudden_rain",                           # DGM: the challenge Event, in play all fight (counted
                                                           # among the first seat's cards, as if set aside from them)
     "health": [30, 12], "adr": [1, 0],
     "seat": 0, "turn": 3, "phase": "attack",              # whose turn; "prep", "attack" or "resolve"
     "anything_goes": false,
     "mode": "duel",                                       # or "2v2": four of everything, seats A1 B1 A2 B2
                                                           # or "army": ten, the Hero first, with "leader" (an
                                                           # enemy seat, default 1) and "goal" ("leader" or "all")
     "people": [0]}                                        # the seats a person plays (default: none)

Each seat's cards are numbered in the order given (hand, deck, discards, Event): "s0_lead_jab_1", ...
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.engine.core import Event, ScenarioError
from game.engine.matcg import army
from game.engine.matcg import cards as c
from game.engine.matcg import events as ev
from game.engine.matcg.agreement import people_of
from game.engine.matcg.cards import Catalog, physical_ids
from game.engine.matcg.legality import MAX_COPIES
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import ATTACK, PREP, RESOLVE, put
from game.engine.matcg.teamplay import is_army, seating
from game.engine.matcg.teams import turn_limit

KEYS = {"hands", "decks", "discards", "events", "challenge", "health", "adr", "seat", "turn", "phase",
        "anything_goes", "mode", "leader", "goal", "people"}


def scenario(catalog: Catalog, rules: RuleSet, position: Mapping[str, Any]) -> list[Event]:
    if not isinstance(position, Mapping):
        raise ScenarioError("a position is a JSON object")
    unknown = sorted(set(position) - KEYS)
    if unknown:
        raise ScenarioError(f"unknown keys in the position: {', '.join(unknown)} (known: {', '.join(sorted(KEYS))})")
    if "hands" not in position:
        raise ScenarioError("the position must give each seat's hand")
    seats, teams = seating({"mode": position.get("mode", "duel")})
    parts = _army(rules, position) if is_army(position) else None
    full = (rules.health,) * seats
    if parts is not None:
        formed, named = parts
        full = put(formed.health, named.leader, named.health)
    anything_goes = position.get("anything_goes", False)
    if not isinstance(anything_goes, bool):
        raise ScenarioError("anything_goes is true or false")
    hands = _zones(catalog, position, "hands", seats)
    decks = _zones(catalog, position, "decks", seats)
    discards = _zones(catalog, position, "discards", seats)
    events = _events(catalog, position.get("events", [None] * seats), seats)
    challenge = _challenge(catalog, rules, position.get("challenge"))
    health = _numbers(position, "health", 0, 1, max(full), seats) if "health" in position else full
    for s in range(seats):
        if health[s] > full[s]:
            raise ScenarioError(f"health: seat {s} begins with {full[s]}, not {health[s]}")
    adr = _numbers(position, "adr", 0, 0, 99, seats)
    seat = _number(position, "seat", 0, 0, seats - 1)
    turn = _number(position, "turn", 2, 1, turn_limit(rules.turn_limit, seats))
    phase = position.get("phase", PREP)
    if phase not in (PREP, ATTACK, RESOLVE):
        raise ScenarioError(f"phase {phase!r}: a position begins in the prep, attack or resolve phase")
    cards = []
    for s in range(seats):
        event = events[s]
        names = list(hands[s] + decks[s] + discards[s]) + ([event] if event is not None else [])
        names += [challenge] if challenge is not None and s == 0 else []
        _check_cards(catalog, rules, s, names, anything_goes)
        cards.append(physical_ids(s, tuple(names)))
    ids = [_split(cards[s], hands[s], decks[s], discards[s]) for s in range(seats)]
    out: list[Event] = [ev.FightStarted(ruleset=rules.id, starter=("scenario",) * seats, cards=tuple(cards),
                                        anything_goes=anything_goes, health=rules.health)]
    if teams:
        out.append(ev.TeamsFormed(teams=teams))
    people = people_of(position, seats)
    if people:
        out.append(ev.PeopleSeated(seats=people))
    if parts is not None:
        out += parts
    for s in range(seats):
        hand, deck, _ = ids[s]
        out.append(ev.DeckShuffled(seat=s, order=hand + deck + cards[s][len(hand) + len(deck):]))
        if hand:
            out.append(ev.CardsDrawn(seat=s, cards=hand))
    if challenge is not None:
        dealt = cards[0][-1]
        out += [ev.EventsSetAside(seat=0, cards=(dealt,)), ev.ChallengeDealt(card=dealt)]
    placed = tuple(cards[s][len(hands[s]) + len(decks[s]) + len(discards[s])] if events[s] is not None else None
                   for s in range(seats))
    out.append(ev.PositionPrepared(health=health, adr=adr, discards=tuple(ids[s][2] for s in range(seats)),
                                   events=placed, turn=turn, seat=seat, phase=phase))
    return out


def _army(rules: RuleSet, position: Mapping[str, Any]) -> tuple[ev.ArmyFormed, ev.LeaderNamed]:
    """An Army of One's parts: the Hero, the goal and the leader (seat 1 unless the position names another)."""
    goal, leader = army.parse_options({"goal": position.get("goal", army.GOALS[0]),
                                       "leader": position.get("leader", army.ENEMIES[0])})
    assert leader is not None
    return army.formed(rules.health, goal), army.named(leader, leader, rules.health)


def _split(cards: tuple[str, ...], hand: tuple[str, ...], deck: tuple[str, ...],
           discards: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    a, b = len(hand), len(hand) + len(deck)
    return cards[:a], cards[a:b], cards[b : b + len(discards)]


def _zones(catalog: Catalog, position: Mapping[str, Any], key: str, seats: int) -> tuple[tuple[str, ...], ...]:
    value = position.get(key, [[] for _ in range(seats)])
    if not isinstance(value, list) or len(value) != seats or not all(isinstance(z, list) for z in value):
        raise ScenarioError(f"{key}: give a list of card ids for each of the {seats} seats")
    for zone in value:
        for card in zone:
            if not isinstance(card, str) or card not in catalog.by_id:
                raise ScenarioError(f"{key}: there is no card {card!r}")
    return tuple(tuple(zone) for zone in value)


def _events(catalog: Catalog, value: Any, seats: int) -> tuple[str | None, ...]:
    if not isinstance(value, list) or len(value) != seats:
        raise ScenarioError(f"events: give an Event card id or null for each of the {seats} seats")
    for card in value:
        if card is not None and not isinstance(catalog.by_id.get(card), c.EventCard):
            raise ScenarioError(f"events: {card!r} is not an Event card")
    return tuple(value)


def _challenge(catalog: Catalog, rules: RuleSet, value: Any) -> str | None:
    if value is None:
        return None
    if not rules.challenge_option:
        raise ScenarioError(f"challenge: {rules.id} has no challenge Event: it is a DGM house rule")
    if not isinstance(value, str) or not isinstance(catalog.by_id.get(value), c.EventCard):
        raise ScenarioError(f"challenge: {value!r} is not an Event card")
    return value


def _number(position: Mapping[str, Any], key: str, default: int, low: int, high: int) -> int:
    value = position.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ScenarioError(f"{key}: a whole number from {low} to {high}, not {value!r}")
    return value


def _numbers(position: Mapping[str, Any], key: str, default: int, low: int, high: int,
             seats: int) -> tuple[int, ...]:
    value = position.get(key, [default] * seats)
    if not isinstance(value, list) or len(value) != seats:
        raise ScenarioError(f"{key}: give a number for each of the {seats} seats")
    return tuple(_number({key: item}, key, default, low, high) for item in value)


def _check_cards(catalog: Catalog, rules: RuleSet, seat: int, names: list[str], anything_goes: bool) -> None:
    for card_id, count in Counter(names).items():
        printed = catalog.by_id[card_id]
        if count > MAX_COPIES:
            raise ScenarioError(f"seat {seat} has {count} copies of {printed.name}: at most {MAX_COPIES}")
        if printed.card_class != "normal" and not anything_goes:
            raise ScenarioError(f"seat {seat} has {printed.name}, a sideboard card: set anything_goes")
