"""Master's history tells each round's deal as Kenpo's tells the cards drawn: who dealt, the hand the seat was dealt
and each card it draws (never another seat's), and the card that starts the discard pile; it said "Nothing has
happened yet." after the deal. A steal is told once answered, in one line of what happened; while its answer is
awaited it is said as under way, never as a line of the history."""

from __future__ import annotations

from game.engine.core import SPECTATOR, Session
from game.engine.master import events as ev
from game.play.history import News, since_last_turn, told, under_way
from game.rulesets import ruleset
from game.tools.shooting import played
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


SEED, ATTEMPTED = 5, 9  # this seed's match of three, played by the strongest bots: its 9th command is a steal


def test_a_steal_awaiting_its_answer_is_said_as_under_way_and_told_once_answered_in_one_past_tense_line():
    """The answer decides what the steal was (the rulebook's Skill Steal): while it is awaited no line of the
    history tells it (the curtain and the table say it as under way), and the answer's first line tells what
    happened, the lines before it kept as they were."""
    waiting = played("master", SEED, ATTEMPTED, 3)
    assert isinstance(waiting.batches[-1][0], ev.StealAttempted)
    before = told(waiting, 1)
    assert not [entry for entry in before if entry.batch == ATTEMPTED]
    attempt = ("Player 3 is attempting to steal Player 2's Knowledge set (8 EXP) with Knowledge 3: "
               "Player 2 must answer.")
    assert since_last_turn(waiting, 1)[-1] == attempt
    assert [entry.text for entry in under_way(waiting, SPECTATOR)] == [attempt]  # the History's last line
    news = News(HistoryWords(waiting.ruleset.catalog, ("Player 1", "Player 2", "Player 3")))
    news.read(waiting, 1)
    assert news.waiting == [attempt] and attempt not in news.lines
    blocked, stolen = played("master", SEED, ATTEMPTED + 1, 3), played("master", SEED, ATTEMPTED + 3, 3)
    after = told(blocked, 1)
    assert after[: len(before)] == before
    assert after[len(before)].text == ("Player 3 tried to steal Player 2's Knowledge set (8 EXP) with Knowledge 3: "
                                       "Player 2 blocked it with Knowledge 7.")
    assert [entry.text for entry in told(stolen, 1) if entry.batch == ATTEMPTED + 3] == [
        "Player 1 stole Player 2's Knowledge set (8 EXP) with Study wild: +13 EXP."]
    news.read(stolen, 1)
    assert news.waiting == [] and under_way(stolen, 1) == []


def test_a_steal_is_told_alike_by_the_history_and_a_replay_of_its_log():
    session = played("master", SEED, ATTEMPTED + 3, 3)
    again = Session(session.ruleset, session.seed, session.batches, session.notes, session.table)
    assert told(again, 1) == told(session, 1)
    texts = [entry.text for entry in told(session, 1)]
    assert len([text for text in texts if "steal" in text or "stole" in text]) == 2  # each steal once


def test_the_seat_at_the_screen_is_told_it_blocked_a_steal_in_the_second_person():
    rules = ruleset("master")
    catalog = rules.catalog
    session = played("master", SEED, ATTEMPTED, 3)
    view = rules.view(session.state, 1)
    words = HistoryWords(catalog, ("Ana", "You", "Bo"))
    assert words.awaited(view) == [
        "Bo is attempting to steal your Knowledge set (8 EXP) with Knowledge 3: you must answer."]
    answer = ev.StealDefended(seat=1, card="knowledge_7_b")
    assert words.tell(answer, view, rules.evolve(view, answer)) == [
        "Bo tried to steal your Knowledge set (8 EXP) with Knowledge 3: you blocked it with Knowledge 7."]
