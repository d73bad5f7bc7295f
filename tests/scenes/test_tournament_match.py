"""A tournament's match at a table (game.scenes.tournament_match), held by a table made for the test: watched, its
own buttons and keys (Pause, the speed, Skip to the end) and its pace; at the end, the way back to the director with
the result, the match so far, or nothing."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.engine.tournament import Match
from game.play.tournament import Played, Skipped
from game.scenes.base import Pop, Result
from game.scenes.tournament_match import TournamentMatch
from game.ui.widgets import Button

MATCH = Match(number=3, players=(0, 2), stage="Round 2", seed=11)


class Rules:
    def is_over(self, state: str) -> bool:
        return state == "over"


@dataclass
class Session:
    state: str = "playing"
    ruleset: Rules = field(default_factory=Rules)
    batches: list[tuple[str, ...]] = field(default_factory=lambda: [("a",), ("b", "c")])


@dataclass
class Campaign:
    session: Session = field(default_factory=Session)


class Table:
    """A table with one button of its own, holding the match's part."""

    def __init__(self, watching: bool) -> None:
        self.campaign: Any = Campaign()
        self.zones = {"buttons": pygame.Rect(1000, 400, 260, 200)}
        self.outcome: Result = None
        self.closed = 0
        self.tournament = TournamentMatch(self, MATCH, watching, self._played, lambda: None)
        self.buttons = self._buttons()

    def _played(self, number: int, session: Any) -> Played:
        return Played(number, 1, (0, 6))

    def _buttons(self) -> list[Button]:
        return self.tournament.buttons([Button("Menu", (1000, 640, 260, 54), lambda: None)])

    def _close(self) -> None:
        self.closed += 1


def labels(table: Table) -> list[str]:
    return [button.label for button in table.buttons]


def key(match: TournamentMatch, code: int) -> bool:
    return match.key(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def test_a_match_with_a_person_in_it_adds_nothing_to_the_table_and_plays_at_its_own_pace():
    table = Table(watching=False)
    match = table.tournament
    assert labels(table) == ["Menu"]
    assert not key(match, pygame.K_SPACE) and not key(match, pygame.K_2)
    assert match.pace(0.5) == 0.5 and not match.halted()


def test_a_watched_match_is_paused_and_sped_up_by_its_buttons_and_keys():
    table = Table(watching=True)
    match = table.tournament
    assert labels(table) == ["Pause", "Speed 1x", "Skip to the end", "Menu"]
    table.buttons[1].action()
    assert labels(table)[1] == "Speed 2x" and match.pace(0.5) == 1.0
    assert key(match, pygame.K_4) and match.pace(0.5) == 2.0
    assert key(match, pygame.K_SPACE) and match.halted() and match.pace(0.5) == 0.0
    assert labels(table)[0] == "Play"
    table.buttons[0].action()
    assert not match.halted() and labels(table)[0] == "Pause"


def test_skipping_to_the_end_hands_the_director_the_match_so_far():
    table = Table(watching=True)
    table.buttons[2].action()
    assert table.closed == 1 and isinstance(table.outcome, Pop)
    assert table.outcome.value == Skipped(MATCH.number, [["a"], ["b", "c"]])


def test_leaving_hands_the_director_the_result_of_a_match_over_and_nothing_of_one_under_way():
    table = Table(watching=False)
    table.tournament.leave()
    assert isinstance(table.outcome, Pop) and table.outcome.value is None
    table.campaign.session.state = "over"
    table.tournament.leave()
    assert isinstance(table.outcome, Pop) and table.outcome.value == Played(MATCH.number, 1, (0, 6))
    over = Table(watching=True)
    over.campaign.session.state = "over"
    over.buttons[2].action()  # Skip to the end of a match already over: its result
    assert isinstance(over.outcome, Pop) and over.outcome.value == Played(MATCH.number, 1, (0, 6))
