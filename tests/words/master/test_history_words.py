"""Master's history tells each round's deal as Kenpo's tells the cards drawn: who dealt, the hand the seat was dealt
and each card it draws (never another seat's), and the card that starts the discard pile; it said "Nothing has
happened yet." after the deal."""

from __future__ import annotations

from game.engine.core import Session
from game.engine.master import events as ev
from game.play.history import told
from game.rulesets import ruleset
from game.words.master.telling import HistoryWords, card_name


def test_the_history_at_the_start_tells_the_deal_and_only_the_seats_own_hand():
    session = Session.new(ruleset("master"), 3, {"seats": 3})
    catalog, state = session.ruleset.catalog, session.state
    dealt = {event.seat: event.cards for event in session.log if isinstance(event, ev.CardsDealt)}
    dealer = next(event.dealer for event in session.log if isinstance(event, ev.RoundBegan))
    for seat in range(3):
        hand = ", ".join(card_name(catalog, card) for card in dealt[seat])
        assert [entry.text for entry in told(session, seat)] == [
            f"Round 1: Player {dealer + 1} dealt each player 4 cards.",
            f"Player {seat + 1} was dealt {hand}.",
            f"{card_name(catalog, state.discard[-1])} was turned up to start the discard pile."]


def test_the_seat_at_the_screen_is_told_what_it_was_dealt_and_drew_in_the_second_person():
    catalog = ruleset("master").catalog
    words = HistoryWords(catalog, ("You", "Ana"))
    card = next(iter(catalog.value_of))
    assert words.tell(ev.CardsDealt(seat=0, cards=(card,)), None, None) == [
        f"You were dealt {card_name(catalog, card)}."]
    assert words.tell(ev.CardsDrawn(seat=0, cards=(card,)), None, None) == [f"You drew {card_name(catalog, card)}."]
    assert words.tell(ev.RoundBegan(round=2, dealer=1), None, None) == ["Round 2: Ana dealt each player 4 cards."]
