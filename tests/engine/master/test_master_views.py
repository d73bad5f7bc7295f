"""What each seat may see: its own hand, the size of the others' hands and of the draw pile, everything face up;
never another hand (not even while that seat answers a steal) and never the draw order. A spectator sees no hand."""

from __future__ import annotations

from game.engine.core import SPECTATOR, Session, visible_to
from game.engine.master import HIDDEN_CARD
from game.engine.master import commands as cmd
from game.engine.master import events as ev
from tests.engine.master.helpers import RULES, c, table

HANDS = [[c("sport", 2), c("life", 3), c("arts", 4), c("knowledge", 5)],
         [c("sport", 5), c("life", 7), c("knowledge", 8), c("knowledge", 9)],
         [c("arts", 6), c("life", 6), c("sport", 6), c("knowledge", 6)]]
SETS = [[[c("life", 1, "b"), c("life", 1, "c")]],
        [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]], []]


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    session = Session.new(RULES, 11, {"seats": 4})
    for seat in range(4):
        view = session.view(seat)
        for other in range(4):
            expected = session.state.hands[other] if other == seat else (HIDDEN_CARD,) * 4
            assert view.hands[other] == expected
        assert view.draw == (HIDDEN_CARD,) * len(session.state.draw)
        assert view.discard == session.state.discard


def test_while_a_seat_answers_a_steal_its_hand_stays_hidden_from_the_attacker():
    session = table(HANDS, sets=SETS)
    session.submit(cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)))
    assert RULES.to_act(session.state) == 1
    attacker, defender, other = session.view(0), session.view(1), session.view(2)
    assert defender.hands[1] == session.state.hands[1]
    assert attacker.hands[1] == (HIDDEN_CARD,) * 4 and other.hands[1] == (HIDDEN_CARD,) * 4
    assert attacker.steal == defender.steal  # the attacking card lies face up on the set
    # the defender decides from its own view: its legal answers are the same from it
    assert RULES.legal_commands(defender, 1) == session.legal(1)


def test_a_spectator_sees_no_hand():
    session = table(HANDS, sets=SETS)
    view = session.view(SPECTATOR)
    assert all(set(hand) == {HIDDEN_CARD} for hand in view.hands)
    assert view.sets == session.state.sets


def test_draws_are_seen_only_by_the_drawer_and_shuffles_by_nobody():
    session = Session.new(RULES, 4, {"seats": 3})
    session.submit(session.legal(0)[-1])
    for event in session.log:
        if isinstance(event, ev.CardsDrawn | ev.CardsDealt):
            assert [seat for seat in (*range(3), SPECTATOR) if visible_to(event, seat)] == [event.seat]
        if isinstance(event, ev.DeckShuffled):
            assert not any(visible_to(event, seat) for seat in (*range(3), SPECTATOR))
            assert event.hidden_information
    assert not session.can_undo()  # the discard drew a card: undo cannot cross it
