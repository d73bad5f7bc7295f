"""What must hold in every state of a match; autoplay --check verifies it after every event."""

from __future__ import annotations

from collections import Counter

from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.geometry import STEPS, in_ring, side_by_side
from game.engine.kenpo.state import OVER, PLAY, SETUP, KenpoState


def check(catalog: Catalog, state: KenpoState) -> list[str]:
    if state.phase not in (SETUP, PLAY, OVER):
        return [f"unknown phase {state.phase!r}"]
    if state.phase == SETUP:
        return []
    problems: list[str] = []
    for seat in (0, 1):
        if sorted(state.holdings(seat)) != sorted(catalog.deck_ids(seat)):  # what Counter equality says, far quicker
            held, expected = Counter(state.holdings(seat)), Counter(catalog.deck_ids(seat))
            lost, extra = expected - held, held - expected
            problems.append(f"seat {seat}: cards lost {sorted(lost.elements())} or duplicated "
                            f"{sorted(extra.elements())}")
        if not 0 <= state.scores[seat] < catalog.winning_score + catalog.most_points:
            problems.append(f"seat {seat} has {state.scores[seat]} points, beyond what the match allows")
        if not in_ring(state.positions[seat]):
            problems.append(f"seat {seat}'s fighter is outside the ring")
    if state.positions[0] == state.positions[1]:
        problems.append("both fighters stand on one square")
    if state.phase == PLAY:
        problems += _running(catalog, state)
    elif max(state.scores) < catalog.winning_score:
        problems.append("the match is over but nobody reached the winning score")
    elif (state.winner is None) != (state.scores[0] == state.scores[1]):
        problems.append("the result does not match the scores")
    return problems


def _running(catalog: Catalog, state: KenpoState) -> list[str]:
    problems = []
    if state.seat not in (0, 1):
        problems.append(f"seat {state.seat!r} cannot be the seat to act")
        return problems
    if state.winner is not None:
        problems.append("a running match has a winner")
    waiting = state.tables[1 - state.seat]
    if any(not catalog.card(p.card).attack for p in waiting):
        problems.append("a card with no attack waits on the table of the seat not acting")
    if state.step is not None and state.step not in STEPS:
        problems.append(f"unknown movement {state.step!r}")
    if state.rested and state.tables[state.seat]:
        problems.append("a resting seat played cards")
    if state.positions[0][1] > state.positions[1][1]:
        problems.append("the fighters have passed each other without a Break")
    # A Break is the one moment fighters share a row: from the step onto it until they go back to their start
    # squares, the seat that called it has just moved (this turn, or on the turn it has just ended).
    if side_by_side(*state.positions) and not (state.steps or state.last_steps[state.seat]):
        problems.append("both fighters stand on one row with no Break called")
    return problems
