"""The Kenpo Masters evaluation and search as the bots rely on them: a won match beats any match still on, and
a waiting attack is worth what the hand it meets lets that fighter escape."""

from __future__ import annotations

from game.ai.kenpo.bot import SETTINGS
from game.ai.kenpo.evaluate import WIN, Evaluator, Weights
from game.ai.kenpo.search import Search, dealt
from game.engine.kenpo.state import OVER, revise
from tests.engine.kenpo.helpers import CATALOG, RULES, card, match, waiting

EVALUATOR = Evaluator(CATALOG, Weights())
FACE_TO_FACE = ((1, 0), (1, 1))  # seat 1 stands right in front of seat 0


def kicked(defender_hand: tuple[str, ...]):
    """Seat 0's Front Kick waits (7 points from the front), seat 1 to act holding `defender_hand`."""
    return match(((card(0, "jab"),), defender_hand), seat=1, positions=FACE_TO_FACE,
                 tables=((waiting(0, "front_kick", "none"),), ()))


def test_a_won_match_is_worth_more_than_any_match_still_on_and_a_lost_one_less():
    state = kicked((card(1, "jab"),))
    won = revise(state, phase=OVER, winner=0, scores=(20, 12))
    lost = revise(state, phase=OVER, winner=1, scores=(19, 20))
    on = revise(state, scores=(19, 0))
    assert EVALUATOR.value(won, 0) > EVALUATOR.value(on, 0) > EVALUATOR.value(lost, 0)


def test_a_waiting_attack_is_worth_more_against_a_hand_that_cannot_step_out_of_it():
    escapes = kicked((card(1, "jab"),))  # a Jab steps back, out of reach
    stuck = kicked((card(1, "elbow_strike"),))  # an Elbow Strike steps aside at best: 2 at that angle, +2 as played
    unseen = RULES.view(escapes, 0)
    assert EVALUATOR.value(stuck, 0) - EVALUATOR.value(escapes, 0) == 4
    # a hand the seat cannot see might stand and take it, or step out of it: somewhere in between
    assert EVALUATOR.value(escapes, 0) < EVALUATOR.value(unseen, 0) < EVALUATOR.value(stuck, 0)


def test_a_guessed_world_deals_the_opponent_its_hand_and_deck_and_leaves_the_seats_own():
    state = kicked((card(1, "jab"), card(1, "block")))
    view = RULES.view(state, 0)
    line = revise(view, scores=(3, 0))
    world = dealt(line, state, 0)
    assert world.hands == state.hands and world.decks[1] == state.decks[1]
    assert world.decks[0] == view.decks[0] and world.scores == (3, 0)


def test_hard_screens_its_lines_in_the_guessed_worlds_and_answers_more_of_them_than_normal():
    hard, normal = SETTINGS["hard"], SETTINGS["normal"]
    assert hard.screen > hard.width >= normal.width and normal.screen == 0
    assert hard.worlds >= normal.worlds


def red_strikes_home(scores: tuple[int, int]):
    """Seat 0's Jab waits from (1, 1); seat 1, to act on (0, 2), holds two Hand Fakes and an Elbow Strike and
    nothing else it could hold (every other red card is spent): stepping forward onto seat 0's row calls a
    Break with the Elbow Strike and both fakes, 6 points."""
    hand = (card(1, "hand_fake"), card(1, "hand_fake", 2), card(1, "elbow_strike"))
    return match(((card(0, "block"),), hand), seat=1, positions=((1, 1), (0, 2)), scores=scores,
                 tables=((waiting(0, "jab", "forward", bonus=4),), ()),
                 discards=((), tuple(c for c in CATALOG.deck_ids(1) if c not in hand)))


def test_a_strike_that_takes_the_seat_to_act_to_the_winning_score_first_is_nearly_a_win_to_hard():
    finishing = Evaluator(CATALOG, SETTINGS["hard"].weights)
    home, short = red_strikes_home((18, 16)), red_strikes_home((18, 12))  # 16 + 6 reaches 20; 12 + 6 does not
    assert finishing.value(home, 1) > WIN / 2 > EVALUATOR.value(home, 1)
    assert abs(finishing.value(short, 1) - EVALUATOR.value(short, 1)) < 1e-9
    assert finishing.decisive(home, 1) == 1 and finishing.decisive(short, 1) == 0


def test_waiting_attacks_no_escape_of_the_hand_avoids_are_nearly_a_loss_to_the_seat_that_meets_them():
    finishing = Evaluator(CATALOG, SETTINGS["hard"].weights)
    stuck = revise(kicked((card(1, "elbow_strike"),)), scores=(16, 10))  # 4 at best reaches 20 first
    escapes = revise(kicked((card(1, "jab"),)), scores=(16, 10))
    assert finishing.decisive(stuck, 1) == -1 and finishing.decisive(escapes, 1) == 0
    assert finishing.value(stuck, 0) > WIN / 2 > finishing.value(escapes, 0)


def test_hard_answers_a_reply_of_more_cards_than_it_lists_when_that_reply_wins_the_match():
    """Hard lists the opponent's replies of two cards; a Break of three (two fakes and a strike) that wins at once
    is still counted, by the evaluator's knowledge of how a match ends."""
    search = Search(CATALOG, SETTINGS["hard"])
    assert search._reply(red_strikes_home((18, 16)), 0, (0, 0)) < -WIN / 2
    assert search._reply(red_strikes_home((18, 12)), 0, (0, 0)) > -WIN / 2
