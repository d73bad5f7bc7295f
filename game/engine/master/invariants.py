"""What must hold in every state of a match; autoplay --check verifies it after every event."""

from __future__ import annotations

from collections import Counter

from game.engine.master.cards import Catalog
from game.engine.master.scoring import best, places
from game.engine.master.state import ACROSS, OVER, PLAY, SETUP, UPRIGHT, MasterState, PlacedSet


def check(catalog: Catalog, state: MasterState) -> list[str]:
    if state.phase not in (SETUP, PLAY, OVER):
        return [f"unknown phase {state.phase!r}"]
    if state.phase == SETUP and not state.draw:
        return []
    problems = _cards(catalog, state)
    players = state.players
    if not 2 <= players <= 6:
        problems.append(f"{players} players: Master is played by 2 to 6")
    if len(state.hands) != players or len(state.sets) != players:
        problems.append("there is not one hand and one area of sets per seat")
        return problems
    for seat, hand in enumerate(state.hands):
        if len(hand) > catalog.hand_size:
            problems.append(f"seat {seat} holds {len(hand)} cards, more than a hand of {catalog.hand_size}")
        problems += [f"seat {seat}'s set {index + 1}: {problem}" for index, placed in enumerate(state.sets[seat])
                     for problem in set_problems(catalog, placed, index)]
    problems += _rounds(state)
    if state.phase == PLAY:
        problems += _running(catalog, state)
    return problems


def _cards(catalog: Catalog, state: MasterState) -> list[str]:
    everywhere = state.cards_everywhere()
    if sorted(everywhere) == catalog.sorted_ids:  # every card once: what Counter equality says, far quicker
        return []
    held, expected = Counter(everywhere), Counter(catalog.ids)
    lost, extra = expected - held, held - expected
    return [f"cards lost {sorted(lost.elements())} or duplicated {sorted(extra.elements())}"]


def set_problems(catalog: Catalog, placed: PlacedSet, index: int) -> list[str]:
    """What is wrong with the `index`-th set of a seat's area (from 0)."""
    cards = placed.cards
    if len(cards) < 2 or not catalog.pairs(cards[0], cards[1]):
        return [f"{', '.join(cards)} is not a set"]
    problems = []
    if catalog.skill_of[cards[0]] != placed.skill:
        problems.append(f"it is of {catalog.skill_of[cards[0]]}, not {placed.skill}")
    if len(cards) > 2 and index == 0:
        problems.append("a player's first set was formed by that player, never won by a steal")
    problems += [f"{card} could not have stolen a {placed.skill} set" for card in cards[2:]
                 if not catalog.answers(card, placed.skill)]
    if placed.orientation != (ACROSS if index % 2 == 0 else UPRIGHT):
        problems.append("sets alternate across and upright, the first across")
    return problems


def _rounds(state: MasterState) -> list[str]:
    problems = []
    if len(state.past) != len(state.round_winners):
        problems.append("every finished round needs its winners")
    for index, (scores, winners) in enumerate(zip(state.past, state.round_winners, strict=False)):
        if len(scores) != state.players or any(score < 0 for score in scores):
            problems.append(f"round {index + 1} has no experience for every seat")
        elif winners != best(scores):
            problems.append(f"round {index + 1}'s winners do not have the most experience")
    if state.phase == OVER:
        if len(state.past) != state.rounds:
            problems.append(f"the match is over after {len(state.past)} of {state.rounds} rounds")
        elif state.winners != tuple(seat for seat, place in enumerate(places(state)) if place == 1):
            problems.append("the match's winners do not lead the standings")
    return problems


def _running(catalog: Catalog, state: MasterState) -> list[str]:
    problems = []
    # between a round's scoring and the next deal the round just scored counts among the finished
    if not 1 <= state.round <= state.rounds or len(state.past) not in (state.round - 1, state.round):
        problems.append(f"round {state.round} of {state.rounds} after {len(state.past)} finished rounds")
    if not 0 <= state.seat < state.players or not 0 <= state.dealer < state.players:
        problems.append("the seat on turn or the dealer is not at the table")
        return problems
    steal = state.steal
    if steal is None:
        return problems
    if steal.attacker != state.seat:
        problems.append("a steal is waiting from a seat whose turn it is not")
    if not 0 <= steal.target < state.players or steal.target == steal.attacker:
        problems.append("a steal is aimed at no other seat")
    elif len(state.sets[steal.target]) < 2 or not state.sets[steal.attacker]:
        problems.append("a steal is waiting that the rules do not allow")
    elif not catalog.answers(steal.card, state.sets[steal.target][-1].skill):
        problems.append("the attacking card is not of the attacked set's skill")
    return problems
