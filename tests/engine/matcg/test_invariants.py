"""No card is ever lost or duplicated: the check refuses every state where a seat's cards, wherever they lie, are not
exactly the cards it was dealt, or where it holds another seat's card; moving a card between a seat's own zones
is no fault."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.core import Session
from game.engine.matcg.state import MatcgState, put, revise
from tests.engine.matcg.helpers import MATCG

ZONES = ("hands", "decks", "discards")


def mid_fight(seed: int) -> MatcgState:
    """A fight some way in, played by random legal commands: every seat has cards in hand, deck and discards."""
    session = Session.new(MATCG, seed)
    choices = random.Random(seed)
    state = session.state
    while not MATCG.is_over(state) and not all(getattr(state, zone)[seat] for zone in ZONES
                                                for seat in range(state.seats)):
        assert session.submit(choices.choice(MATCG.legal_commands(state, MATCG.to_act(state)))).ok
        state = session.state
    assert MATCG.check(state) == []
    return state


STATE = mid_fight(5)


def changed(state: MatcgState, zone: str, seat: int, cards: tuple[str, ...]) -> MatcgState:
    return revise(state, **{zone: put(getattr(state, zone), seat, cards)})


def cards_problems(state: MatcgState) -> list[str]:
    return [problem for problem in MATCG.check(state) if "card" in problem]


spots = st.tuples(st.integers(0, 1), st.sampled_from(ZONES), st.integers(0, 10**6))


def picked(spot: tuple[int, str, int]) -> tuple[int, str, str]:
    """The seat, the zone and the card in it a drawn spot points at."""
    seat, zone, pick = spot
    cards = getattr(STATE, zone)[seat]
    return seat, zone, cards[pick % len(cards)]


def without(state: MatcgState, zone: str, seat: int, gone: str) -> MatcgState:
    return changed(state, zone, seat, tuple(card for card in getattr(state, zone)[seat] if card != gone))


@settings(max_examples=40, deadline=None)
@given(spot=spots, to=st.sampled_from(ZONES))
def test_a_card_moved_between_a_seats_own_zones_is_neither_lost_nor_duplicated(spot, to):
    seat, zone, moved = picked(spot)
    state = without(STATE, zone, seat, moved)
    state = changed(state, to, seat, getattr(state, to)[seat] + (moved,))
    assert MATCG.check(state) == []


@settings(max_examples=40, deadline=None)
@given(spot=spots)
def test_a_lost_card_is_refused(spot):
    seat, zone, lost = picked(spot)
    state = without(STATE, zone, seat, lost)
    assert cards_problems(state) == [f"seat {seat}: cards lost {[lost]} or duplicated []"]


@settings(max_examples=40, deadline=None)
@given(spot=spots, to=st.sampled_from(ZONES))
def test_a_duplicated_card_is_refused(spot, to):
    seat, _, copied = picked(spot)
    state = changed(STATE, to, seat, getattr(STATE, to)[seat] + (copied,))
    assert cards_problems(state) == [f"seat {seat}: cards lost [] or duplicated {[copied]}"]


@settings(max_examples=40, deadline=None)
@given(spot=spots, other=st.integers(0, 10**6))
def test_a_card_doubled_in_place_of_a_lost_one_is_refused_though_the_count_is_right(spot, other):
    seat, zone, lost = picked(spot)
    doubled = [card for card in STATE.cards[seat] if card != lost][other % (len(STATE.cards[seat]) - 1)]
    state = changed(STATE, zone, seat, tuple(doubled if card == lost else card for card in getattr(STATE, zone)[seat]))
    assert len(state.holdings(seat)) == len(STATE.cards[seat])
    assert cards_problems(state) == [f"seat {seat}: cards lost {[lost]} or duplicated {[doubled]}"]


def test_a_card_passed_to_the_other_seat_is_refused_for_both():
    mine, theirs = STATE.hands[0][0], STATE.hands[1][0]
    state = changed(STATE, "hands", 0, (theirs,) + STATE.hands[0][1:])
    state = changed(state, "hands", 1, (mine,) + STATE.hands[1][1:])
    assert cards_problems(state) == [
        f"seat 0: cards lost {[mine]} or duplicated {[theirs]}", f"seat 0 holds another seat's cards: {[theirs]}",
        f"seat 1: cards lost {[theirs]} or duplicated {[mine]}", f"seat 1 holds another seat's cards: {[mine]}"]


def test_another_seats_card_is_refused_even_where_the_deal_lists_it():
    stray = STATE.hands[1][0]
    state = changed(STATE, "hands", 0, STATE.hands[0] + (stray,))
    state = changed(state, "hands", 1, STATE.hands[1][1:])
    state = revise(state, cards=(STATE.cards[0] + (stray,), tuple(c for c in STATE.cards[1] if c != stray)))
    assert cards_problems(state) == [f"seat 0 holds another seat's cards: {[stray]}"]
