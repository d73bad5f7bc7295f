"""A tournament's pictures (game.ui.tournament) drawn from the pure tournament alone, with no game behind them: the
title over the standings, the latest results with their score in the word the game gives, and the bar at the foot
that tells the next match or the champion."""

from __future__ import annotations

import pygame
import pytest

from game.engine.tournament import ROUND_ROBIN, Tournament
from game.files import settings
from game.ui import tournament
from game.ui.viewport import Viewport
from game.words.tournament import result_parts
from tests.ui.helpers import lines_drawn

NAMES = ("Ann", "Bo", "Cy")


def drawn_lines(monkeypatch, paint) -> list[str]:
    """The lines of text `paint` draws into a window of 1024x600."""
    pygame.init()
    lines = lines_drawn(monkeypatch)
    paint(pygame.Surface((1024, 600)), Viewport(1024, 600))
    return lines


def played(results: list[int | None]) -> Tournament:
    cup = Tournament(ROUND_ROBIN, len(NAMES), 5)
    for pick in results:
        match = cup.next_match
        assert match is not None
        cup = cup.record(None if pick is None else match.players[pick])
    return cup


def test_the_latest_results_say_their_score_in_the_games_word(monkeypatch):
    cup = played([1, None])
    first, second = cup.played
    scores = ((0, 7), (3, 3))
    lines = drawn_lines(monkeypatch, lambda surface, vp: tournament.draw_tournament(
        surface, vp, cup, NAMES, "Round Robin of 3", scores, "points"))
    a, b = (NAMES[p] for p in first.players)
    c, d = (NAMES[p] for p in second.players)
    assert "Round Robin of 3" in lines and "Latest results" in lines
    assert f"{b} beat {a}, points 7 \u2013 0" in lines and f"{c} and {d} drew, points 3 \u2013 3" in lines


def test_the_bar_tells_the_next_match_and_once_there_is_one_the_champion(monkeypatch):
    cup = played([])
    match = cup.next_match
    assert match is not None
    lines = drawn_lines(monkeypatch, lambda surface, vp: tournament.draw_bar(
        surface, vp, cup, NAMES, 560, "Next: match 1, Round 1", None, None))
    assert lines == ["Next: match 1, Round 1", f"{NAMES[match.players[0]]}  v  {NAMES[match.players[1]]}"]
    waiting = drawn_lines(monkeypatch, lambda surface, vp: tournament.draw_bar(
        surface, vp, cup, NAMES, 560, "", "Bo's deck cannot be played", None))
    assert "Bo's deck cannot be played" in " ".join(waiting)
    while (upcoming := cup.next_match) is not None:
        cup = cup.record(upcoming.players[0])
    assert cup.champion is not None
    crowned = drawn_lines(monkeypatch, lambda surface, vp: tournament.draw_bar(
        surface, vp, cup, NAMES, 1110, "", None, None))
    assert crowned == [f"{NAMES[cup.champion]} is the champion!"]


@pytest.mark.parametrize("names", [tuple(f"Fighter {n}" for n in range(1, 6)),
                                   ("Siobhan O'Sullivan", "Bo", "Maximilian Featherstonehaugh-Wolfenstein", "Ann",
                                    "Jean-Luc Lefebvre")])
def test_a_result_too_long_for_one_line_is_broken_between_whole_names_or_shortened(monkeypatch, names):
    """At the Largest text in a 1024x600 window "Fighter 4 beat Fighter 3, health 2 – 0" went on two lines broken
    after "Fighter", under a second "Round 1" over the same round's other result. Every line is whole words of the
    result, never part of a name or of the score; a name too long for a line ends it with an ellipsis; a round is
    named once over its results."""
    settings.change(text_size="largest")
    cup = Tournament(ROUND_ROBIN, len(names), 5)
    for _ in range(3):
        match = cup.next_match
        assert match is not None
        cup = cup.record(match.players[1])
    scores = ((0, 12), (0, 2), (0, 17))
    lines = drawn_lines(monkeypatch, lambda surface, vp: tournament.draw_results(
        surface, vp, cup, names, pygame.Rect(890, 64, 370, 570), scores, "health"))
    headings = [line for line in lines if line.startswith("Round ")]
    assert headings == sorted(set(headings), reverse=True) == ["Round 2", "Round 1"]
    results = [line for line in lines if line != "Latest results" and line not in headings]
    wholes = set()
    for match in cup.played:
        parts = result_parts(match, cup.results[match.number], names, scores[match.number], "health")
        wholes |= {" ".join(parts[i:j]) for i in range(len(parts)) for j in range(i + 1, len(parts) + 1)}
    assert len(results) > len(cup.played)  # some on two lines
    assert all(line in wholes or line.endswith("\u2026") for line in results), results
