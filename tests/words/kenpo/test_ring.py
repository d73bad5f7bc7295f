"""The ring arena's words besides its status line: whose cards in play, the turn's panel, what the Hint suggests and
its step as the person at the screen sees it, and a finished match's headline."""

from __future__ import annotations

from dataclasses import replace

from game.content.kenpo import ruleset
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.state import OVER
from game.words.kenpo.ring import headline, stepping, suggested, table_labels, turn_lines
from game.words.kenpo.seating import OPEN, VERSUS, Table

NAMES = ("You", "Computer")
START = ruleset("kenpo").initial()


def test_the_cards_in_play_are_labelled_by_whose_combo_is_built_this_turn():
    assert table_labels(NAMES, 0, 0, watched=False) == ("Your combo this turn", "Computer's waiting attacks")
    assert table_labels(NAMES, 0, 1, watched=False) == ("Your waiting attacks", "Computer's combo this turn")


def test_while_the_computers_turn_shows_where_the_combo_goes_its_label_says_so():
    assert table_labels(NAMES, 0, 0, watched=False, news=True) == ("Computer's last turn, then your combo",
                                                                   "Computer's waiting attacks")


def test_a_watched_tables_cards_in_play_are_labelled_by_both_seats_names():
    """A replay, or an open table ("Watching the match"), has nobody at the screen to call "Your"."""
    assert table_labels(("Yellow", "Red"), 0, 1, watched=True) == ("Yellow's waiting attacks",
                                                                   "Red's combo this turn")
    # a replay of a match against the computer names its seats as its History does: "You" and "Computer"
    assert table_labels(("You", "Computer"), 1, 1, watched=True) == ("Computer's combo this turn",
                                                                     "Your waiting attacks")


def test_the_turn_panel_says_the_turn_and_the_table_small_and_whose_turn_large_and_a_watched_table_names_the_seat():
    """As at every table: the turn counted in the small line, over whose turn it is; a replay's "Computer to play"
    fits the panel at 1024x600 where "Turn 4: Computer to play" was cut, and its small line is only the turn, which
    fits where "Turn 33 · Watching the match" would not."""
    view = replace(START, turn=3, seat=0)
    versus = Table(VERSUS, "normal", 0)
    assert turn_lines(view, 0, NAMES, versus) == ("Turn 3 · You play Yellow against the computer (Normal)",
                                                  "Your turn")
    assert turn_lines(view, 0, ("Yellow", "Red"), Table(OPEN)) == ("Turn 3", "Yellow to play")
    assert turn_lines(view, 1, NAMES, versus)[1] == "You to play"
    assert turn_lines(replace(view, phase=OVER), 0, NAMES, versus)[1] == "Match over"


def test_the_hint_suggests_a_button_or_a_card_with_where_it_goes_and_the_attack_it_answers():
    catalog = ruleset("kenpo").catalog
    assert suggested(catalog, cmd.EndTurn(seat=0), None) == "end your turn"
    assert suggested(catalog, cmd.Rest(seat=0), None) == "rest and draw 2 cards"
    blocked = cmd.PlayCard(seat=1, card="red_block_1", move="back", target="yellow_front_kick_1")
    assert suggested(catalog, blocked, "stepping back") == "play Block, stepping back, against Front Kick"
    assert suggested(catalog, cmd.PlayCard(seat=0, card="yellow_jab_1"), None) == "play Jab onto your cards in play"


def test_a_suggested_step_is_said_as_the_person_at_the_screen_sees_the_ring():
    assert stepping(0, 0) == "standing where you are"
    assert stepping(-130, 0) == "stepping to your left" and stepping(0, -130) == "stepping forward"
    assert stepping(0, 130) == "stepping back"


def test_a_finished_match_is_headed_by_its_winner_or_as_a_draw():
    won = replace(START, scores=(20, 12), winner=1)
    assert headline(won, NAMES, 20) == ("Computer wins!", ("You 20 \u2013 12 Computer",))
    assert headline(replace(won, winner=0), NAMES, 20)[0] == "You win!"
    drawn = replace(START, scores=(21, 21), winner=None)
    assert headline(drawn, NAMES, 20)[1] == ("You 21 \u2013 21 Computer", "Both reached 20 with the same total.")
