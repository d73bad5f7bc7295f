"""The Kenpo Masters evaluation and search as the bots rely on them: a won match beats any match still on, and
a waiting attack is worth what the hand it meets lets that fighter escape."""

from __future__ import annotations

from game.ai.kenpo.bot import SETTINGS
from game.ai.kenpo.evaluate import Evaluator, Weights
from game.ai.kenpo.search import dealt
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
