"""A tournament's pictures (game.ui.tournament) drawn from the pure tournament alone, with no game behind them: the
title over the standings, the latest results with their score in the word the game gives, and the bar at the foot
that tells the next match or the champion."""

from __future__ import annotations

import pygame

from game.engine.tournament import ROUND_ROBIN, Tournament
from game.ui import tournament
from game.ui.viewport import Viewport
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
