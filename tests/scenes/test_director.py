"""The tournament director (game.scenes.director) run for a game it knows only through its House and its Cup: a
person's match opened at the game's table and its result recorded and saved, an entrant whose deck cannot be played
given another, and the last result crowning the champion."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.engine.tournament import CHAMPIONSHIP, Match, Tournament
from game.play.tournament import Played
from game.scenes.base import Push, Scene, Stack
from game.scenes.director import DirectorScene
from game.scenes.table import TableScene
from tests.scenes.helpers import context, frame


@dataclass(frozen=True)
class Seat:
    level: str | None


@dataclass(frozen=True)
class Cup:
    tournament: Tournament
    entrants: tuple[Seat, ...]
    decks: tuple[str, ...]
    names: tuple[str, ...] = ("Ann", "Bo")
    title: str = "A tournament"
    ruleset_id: str = "any"
    results: tuple[Any, ...] = ()

    def has_person(self, match: Match) -> bool:
        return any(self.entrants[p].level is None for p in match.players)

    def deck_problem(self, number: int) -> str | None:
        return "it has no cards" if not self.decks[number] else None

    def options(self, match: Match) -> dict[str, Any]:
        return {}

    def record(self, seat_won: int | None, match: Match, scores: tuple[int, int] | None = None,
               assisted: bool = False) -> Cup:
        return replace(self, tournament=self.tournament.record(None if seat_won is None else match.players[seat_won]))


class House:
    score_word = "points"

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx
        self.saved: list[Cup] = []
        self.finished: list[Cup] = []
        self.tables: list[Match] = []
        self.discarded = 0

    def save(self, cup: Cup) -> None:
        self.saved.append(cup)

    def finish(self, cup: Cup) -> str | None:
        self.finished.append(cup)
        return None

    def saved_match(self, cup: Cup) -> tuple[None, None]:
        return None, None

    def discard_match(self) -> None:
        self.discarded += 1

    def conclude(self, session: Any, saving: bool = True) -> None:
        raise AssertionError("no match is played out here")

    def match_session(self, cup: Cup, match: Match, batches: Any = None) -> Any:
        raise AssertionError("no match is played out here")

    def played(self, number: int, session: Any) -> Played:
        raise AssertionError("no match is played out here")

    def table(self, ctx: Any, cup: Cup, match: Match, watch: bool, session: Any) -> Scene:
        self.tables.append(match)
        return TableScene(ctx)

    def deck_picker(self, ctx: Any, cup: Cup, number: int) -> Scene:
        return TableScene(ctx)

    def with_deck(self, cup: Cup, number: int, deck: object) -> Cup:
        return replace(cup, decks=tuple(str(deck) if k == number else d for k, d in enumerate(cup.decks)))


def directed(decks: tuple[str, ...] = ("Oak", "Elm")) -> tuple[DirectorScene[Cup], House]:
    """A final between a person (Ann) and the computer (Bo), at its director, drawn once."""
    ctx, surface = context()
    house = House(ctx)
    cup = Cup(Tournament(CHAMPIONSHIP, 2, 7), (Seat(None), Seat("easy")), decks)
    director = DirectorScene(ctx, cup, house)
    frame(Stack(director), surface, 0.0)
    return director, house


def labels(director: DirectorScene[Cup]) -> list[str]:
    return [button.label for button in director.buttons]


def test_a_persons_match_opens_at_the_games_table_and_its_result_is_recorded_saved_and_crowns_the_champion():
    director, house = directed()
    assert labels(director) == ["Menu", "Play the match"]
    next(button for button in director.buttons if button.label == "Play the match").action()
    assert isinstance(director.take_outcome(), Push) and house.tables == [director.cup.tournament.next_match]
    final = director.cup.tournament.next_match
    assert final is not None
    director.resume(Played(final.number, 0, (9, 0)))
    assert director.cup.tournament.champion == final.players[0] and house.finished == [director.cup]
    assert house.saved == [] and house.discarded == 1  # the tournament over: finished, not saved again
    assert [toast.message for toast in director.toasts] == [f"{director.cup.names[final.players[0]]} is the champion!"]
    assert labels(director) == ["Menu"]


def test_a_result_of_a_match_that_is_not_the_next_changes_nothing():
    director, house = directed()
    director.resume(Played(5, 0))
    assert director.cup.tournament.results == () and house.discarded == 0


def test_an_entrant_whose_deck_cannot_be_played_is_given_another_from_the_games_list():
    director, house = directed(decks=("Oak", ""))
    assert labels(director) == ["Menu", "Choose a deck"] and director.unplayable == (1, "it has no cards")
    next(button for button in director.buttons if button.label == "Choose a deck").action()
    assert isinstance(director.take_outcome(), Push) and director.choosing == 1
    director.resume("Pine")
    assert director.cup.decks == ("Oak", "Pine") and house.saved == [director.cup]
    assert labels(director) == ["Menu", "Play the match"]
