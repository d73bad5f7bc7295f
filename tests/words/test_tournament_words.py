"""The director's bar in words: the match to play next (or being played out, with how many have been in a row), who
meets whom, why a match waits on a deck that cannot be played, and the champion."""

from __future__ import annotations

from game.engine.tournament import Match
from game.words.tournament import champion_line, match_heading, pairing, unplayable_line

NAMES = ("Ann", "Bo", "Cy")
MATCH = Match(2, (0, 2), "Round 2", 7)


def test_the_next_match_is_headed_with_its_number_and_stage_and_names_who_meets_whom():
    assert match_heading(MATCH, playing=False) == "Next: match 3, Round 2"
    assert match_heading(MATCH, playing=True, played=4) == "Playing: match 3, Round 2 \u00b7 4 played"
    assert pairing(MATCH, NAMES) == "Ann  v  Cy"


def test_a_deck_that_cannot_be_played_says_why_and_the_champion_is_named_once_there_is_one():
    assert unplayable_line("Bo", "it has 38 cards") == (
        "Bo's deck cannot be played: it has 38 cards. Choose another to play the match.")
    assert champion_line(1, NAMES) == "Bo is the champion!"
    assert champion_line(None, NAMES) == ""
