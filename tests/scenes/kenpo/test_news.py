"""The news the Kenpo curtain and history tell: a Break says only what happened, and every step is said from the
side of the player at the screen."""

from __future__ import annotations

import pytest

from game.engine.core import SPECTATOR, Event
from game.engine.kenpo import commands as cmd
from game.engine.kenpo import events as ev
from game.engine.kenpo.geometry import destination
from game.engine.kenpo.state import KenpoState
from game.layout.kenpo.ring import on_screen
from game.play.history import told
from game.play.replay import Replayed
from game.tools.shooting import played
from game.words.kenpo.seating import HOTSEAT, OPEN, Table
from game.words.kenpo.telling import HistoryWords, news_of
from tests.engine.kenpo.helpers import RULES, card, do, match, play, waiting

NAMES = ("Yellow", "Red")


def news(state: KenpoState, events: list[Event], viewer: int = 0, names: tuple[str, str] = NAMES) -> list[str]:
    lines = []
    for event in events:
        state = RULES.evolve(state, event)
        lines += news_of(event, RULES.catalog, names, state, viewer)
    return lines


@pytest.mark.parametrize("step", ["forward", "back", "left", "right"])
@pytest.mark.parametrize("mover", [0, 1])
def test_every_word_about_the_ring_is_said_from_the_side_of_the_player_at_the_screen(mover, step):
    """The rules text: "your fighter faces the far end, so its left is on your left; your opponent's fighter faces
    you, so its left is on your right". Each seat sees the ring from its own end (the hot-seat player at the screen
    too), so a step is told as it is seen there: the way it goes across the screen and up or down it."""
    here, other = (1, 1), (0, 2) if mover == 0 else (0, 0)
    positions = (here, other) if mover == 0 else (other, here)
    state = match(((card(0, "jab"),), (card(1, "jab"),)), seat=mover, positions=positions)
    played = do(state, play(mover, "jab", step))[1][0]
    assert isinstance(played, ev.CardPlayed)
    there = destination(mover, here, step)
    for viewer in (0, 1):
        (column, row), (to_column, to_row) = on_screen(viewer, here), on_screen(viewer, there)
        line = news_of(played, RULES.catalog, NAMES, state, viewer)[0]
        across = {-1: "left.", 0: None, 1: "right."}[to_column - column]
        if across is not None:  # the screen's side: the viewer's own left and right
            assert line.endswith(f"moving {across}" if viewer == mover else f"moving to your {across}"), line
        else:  # up the screen is away from the player at it
            words = ("forward", "back") if viewer == mover else ("away from you", "toward you")
            assert line.endswith(f"moving {words[0] if to_row < row else words[1]}."), line
        told = HistoryWords(RULES.catalog, NAMES, viewer).tell(played, state, state)
        assert told == [line]  # the history tells it as the curtain does
    watched = news_of(played, RULES.catalog, NAMES, state, SPECTATOR)[0]
    assert watched.endswith({"forward": "forward.", "back": "back.", "left": "to its left.",
                             "right": "to its right."}[step])


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
    assert told[-1] == "Both fighters went back to their start squares; each drew a card."


@pytest.mark.parametrize(("names", "prevented", "said"), [
    (("You", "Computer"), 3, "Your Blitz scored nothing: Computer's block stopped it."),
    (("Computer", "You"), 2, "Computer's Blitz scored nothing: your block stopped it."),
    (("You", "Computer"), 0, "Your Blitz scored nothing: out of reach."),
])
def test_an_attack_that_scored_nothing_says_why_a_block_or_out_of_reach(names, prevented, said):
    """ "Your Blitz scored nothing" is read with its cause, the computer's Block, not left to guess."""
    blitz = card(0, "blitz")
    event = ev.AttackResolved(seat=0, card=blitz, points=0, prevented=prevented, doubled=False)
    assert news_of(event, RULES.catalog, names, match(((), ())), 0) == [said]


def test_play_example_a_block_names_the_attack_it_reduces_and_the_attack_what_it_kept_off():
    """The Play Example: "Adam chooses to step to his right while blocking ... so Adam blocks the Jab", and "Cullam
    scores 2 points for the Front Kick"; had he stood still and blocked the Front Kick, it would keep 2 of its 5."""
    hands = ((card(0, "front_kick"), card(0, "jab")), (card(1, "block"), card(1, "round_kick")))
    state, _ = do(match(hands), play(0, "front_kick", "forward"), play(0, "jab"), cmd.EndTurn(seat=0))
    stepped = news(state, do(state, play(1, "block", "right", target=card(0, "jab")), cmd.EndTurn(seat=1))[1], 1,
                   ("Yellow", "You"))
    assert stepped[0] == "You played Block against Yellow's Jab, moving right."
    assert "Yellow's Jab scored nothing: your block stopped it." in stepped
    block = play(1, "block", "none", target=card(0, "front_kick"))
    played = do(state, block)[1][0]
    told = HistoryWords(RULES.catalog, ("Yellow", "You"), 1).tell(played, state, state)
    assert told == ["You played Block against Yellow's Front Kick."]  # the history tells it as the curtain does
    stood = news(state, do(state, block, cmd.EndTurn(seat=1))[1], 0, ("You", "Red"))
    assert stood[:3] == ["Red played Block against your Front Kick.", "Your Front Kick scored 2 (3 blocked).",
                         "Your Jab scored 4 (doubled)."]


@pytest.mark.parametrize("table", [HOTSEAT, OPEN])
def test_a_watched_match_is_told_to_nobody_at_the_ring_its_steps_from_each_fighters_own_side(table):
    """A replay, or an open table ("Watching the match"), names the fighters by colour: a step there is told as the
    fighter made it ("moving forward", "to its left"), never "toward you", which only a player at the ring reads."""
    session = played("kenpo", 3, 30)
    session.notes["table"] = Table(table).notes()
    steps = [event for event in session.log if isinstance(event, ev.CardPlayed) and event.move not in (None, "none")]
    assert {event.seat for event in steps} == {0, 1}  # both fighters stepped
    watched = [told(Replayed(session), 0)] if table == HOTSEAT else [told(session, 0), told(session, 1)]
    for entries in watched:
        lines = [entry.text for entry in entries if "moving" in entry.text]
        assert lines and not [line for line in lines if "you" in line], lines
    if table == HOTSEAT:  # at the table itself, each person reads the other's steps from its own end
        assert any("you" in entry.text for entry in told(session, 0) if "moving" in entry.text)


@pytest.mark.parametrize("attacks", [True, False])
def test_the_status_line_warns_of_the_other_seats_waiting_attacks_only_when_some_wait(attacks):
    """Once a card is played, End turn lets the other seat's waiting attacks resolve: said only when some wait (it
    was said over an empty row of cards in play)."""
    from game.words.kenpo.telling import Moment, status_line

    state = match(((card(0, "jab"), card(0, "block")), ()), tables=((), (waiting(1, "front_kick", "none"),)
                                                                       if attacks else ()))
    state = do(state, play(0, "jab", "none"))[0]
    line = status_line(Moment(state, 0, ("You", "Computer"), RULES.legal_commands(state, 0)), RULES.catalog)
    assert "End turn (E)" in line and ("Computer's waiting attacks then resolve" in line) == attacks, line
