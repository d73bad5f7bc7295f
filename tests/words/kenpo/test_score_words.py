"""A Kenpo score is written one way wherever it shows: the curtain's and the set-up's score line, the history's
match won or drawn, the result's headline and the Records' best win, as the tournaments and Martial Arts' records
write theirs ("2 \u2013 5")."""

from __future__ import annotations

from game.engine.kenpo import events as ev
from game.files.records import DuelRecord
from game.rulesets import ruleset
from game.words.kenpo.records import best_win
from game.words.kenpo.seating import HOTSEAT, Table
from game.words.kenpo.telling import HistoryWords


def test_the_score_reads_the_same_on_the_curtain_in_the_history_and_in_the_records():
    assert Table(HOTSEAT).scoreline((2, 5)) == "Yellow 2 \u2013 5 Red"
    told = HistoryWords(ruleset("kenpo").catalog, ("Yellow", "Red"), 0)
    assert told.tell(ev.MatchWon(seat=1, scores=(12, 20)), None, None) == ["Red won the match 20 \u2013 12."]
    assert told.tell(ev.MatchDrawn(scores=(21, 21)), None, None) == ["The match was drawn 21 \u2013 21."]
    won = DuelRecord(game="kenpo", mode="versus", level="hard", human=1, winner=1, scores=(9, 20), turns=30,
                     date="2026-11-30T10:00:00", seed=1)
    assert best_win([won]) == "20 \u2013 9 against Hard, 30 turns"
