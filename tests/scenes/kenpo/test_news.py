"""The news the Kenpo curtain and history tell about a Break say only what happened."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.kenpo.state import KenpoState
from game.scenes.kenpo.words import news_of
from tests.engine.kenpo.helpers import RULES, card, do, match, play, waiting

NAMES = ("Yellow", "Red")


def news(state: KenpoState, events: list[Event]) -> list[str]:
    lines = []
    for event in events:
        state = RULES.evolve(state, event)
        lines += news_of(event, RULES.catalog, NAMES, state)
    return lines


def test_faq_how_is_a_draw_possible_the_break_ends_the_match_and_nobody_goes_back_or_draws():
    """FAQ: at 18 and 19 points, a Back Round Kick waits and the opponent steps forward with a Reverse Punch: "a
    break would be called, and both cards would resolve immediately ... The game ends in a draw"."""
    state = match(((), (card(1, "reverse_punch"),)), seat=1, positions=((1, 0), (0, 1)), scores=(18, 19),
                  tables=((waiting(0, "back_round_kick", "none"),), ()))
    told = news(state, do(state, play(1, "reverse_punch", "forward"))[1])
    assert told[1] == "Break! Both fighters stood on one row."
    assert not [line for line in told if "start squares" in line or "draw" in line]


def test_a_break_that_leaves_the_match_running_sends_both_fighters_back_to_their_start_position_to_draw():
    """Rulebook, Breaks: "points are awarded, and both fighters go back to their start position. Each player draws
    one card." A Side Kick's Break names the card that called it."""
    state = match(((card(0, "side_kick"),), (card(1, "jab"),)), last_steps=((), ("forward",)))
    told = news(state, do(state, play(0, "side_kick", "none"))[1])
    assert told[1] == "Break! Yellow's Side Kick called it."
    assert told[-1] == "Both fighters went back to their start squares; each draws a card."
