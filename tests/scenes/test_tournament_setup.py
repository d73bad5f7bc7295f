"""Setting up a tournament (game.scenes.tournament_setup) for a game made for the test, known only through its
Entries and their Choices: the kind and number of entrants, the game's own row of choices shown anew once chosen, an
entrant's name typed, its own button's overlay, and starting the tournament."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pygame

from game.engine.tournament import CHAMPIONSHIP, KINDS, ROUND_ROBIN
from game.scenes.base import Push, Replace, Scene, Stack
from game.scenes.table import TableScene
from game.scenes.tournament_setup import Choose, TournamentSetupScene
from tests.scenes.helpers import click, context, frame


@dataclass(frozen=True)
class Named:
    name: str
    brings: str = "Oak"
    computer: bool = False


class Choices:
    def __init__(self) -> None:
        self.kind = ROUND_ROBIN
        self.entrants = [Named(f"Player {k + 1}") for k in range(3)]
        self.lost: list[str] = []

    def resize(self, count: int) -> None:
        fewest, most = KINDS[self.kind]
        count = max(fewest, min(most, count))
        self.entrants = (self.entrants + [Named(f"Player {k + 1}") for k in range(len(self.entrants), count)])[:count]

    def name(self, number: int, name: str) -> None:
        self.entrants[number] = replace(self.entrants[number], name=name)

    def turn_kind(self, number: int) -> None:
        self.entrants[number] = replace(self.entrants[number], computer=not self.entrants[number].computer)

    def kind_label(self, number: int) -> str:
        return "Computer" if self.entrants[number].computer else "Person"


class Entries:
    title = "A tournament"
    label = "Pace"
    note = "Click a name to type another."
    most_name = 12

    def __init__(self, where: Path) -> None:
        self.choices = Choices()
        self.fast = False
        self.where = where
        self.started: list[Scene] = []

    def rows(self, choose: Choose) -> None:
        choose(f"Fast: {'on' if self.fast else 'off'}", (130, 120, 238, 44), self._fast, self.fast)

    def _fast(self) -> None:
        self.fast = not self.fast

    def own_label(self, number: int) -> str:
        return self.choices.entrants[number].brings

    def own_tip(self, number: int) -> list[tuple[str, str]]:
        return [("Brings", self.own_label(number))]

    def picker(self, ctx: Any, number: int) -> Scene:
        return TableScene(ctx)

    def pick(self, number: int, value: object) -> None:
        self.choices.entrants[number] = replace(self.choices.entrants[number], brings=str(value))

    def saved(self) -> str | None:
        return None

    def resume(self, ctx: Any) -> tuple[Scene | None, str | None]:
        return None, None

    def path(self) -> Path:
        return self.where

    def start(self, ctx: Any) -> Scene:
        self.started.append(TableScene(ctx))
        return self.started[-1]


def opened(tmp_path: Path) -> tuple[Stack, pygame.Surface, TournamentSetupScene, Entries]:
    ctx, surface = context()
    entries = Entries(tmp_path / "tournament.json")
    setup = TournamentSetupScene(ctx, entries)
    stack = Stack(TableScene(ctx))
    stack.scenes.append(setup)
    frame(stack, surface, 0.0)
    return stack, surface, setup, entries


def button(setup: TournamentSetupScene, label: str) -> Any:
    return next(b for b in setup.buttons if b.label == label)


def test_the_games_own_choice_is_shown_anew_and_ringed_once_chosen(tmp_path):
    _, _, setup, entries = opened(tmp_path)
    off = button(setup, "Fast: off")
    assert off not in setup.ringed
    off.action()
    assert entries.fast and button(setup, "Fast: on") in setup.ringed


def test_the_kind_and_the_count_of_entrants_keep_within_what_the_kind_allows_with_a_name_field_each(tmp_path):
    _, _, setup, entries = opened(tmp_path)
    assert not button(setup, "\u2212").enabled  # a round robin's fewest
    button(setup, "+").action()
    assert len(entries.choices.entrants) == len(setup.fields) == 4
    button(setup, f"Championship ({KINDS[CHAMPIONSHIP][0]}\u2013{KINDS[CHAMPIONSHIP][1]})").action()
    assert entries.choices.kind == CHAMPIONSHIP and button(setup, "\u2212").enabled
    button(setup, "Person").action()
    assert entries.choices.entrants[0].computer and [b.label for b in setup.buttons].count("Computer") == 1


def test_a_name_is_typed_into_its_entrant_and_its_own_button_opens_the_games_overlay(tmp_path):
    stack, surface, setup, entries = opened(tmp_path)
    click(stack, surface, setup.ctx.viewport.rect(setup.name_rect(1)).center)
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="Ann"))
    assert entries.choices.entrants[1].name == "Player 2Ann"  # typed on after the name the field held
    own = [b for b in setup.buttons if b.label == "Oak"]
    assert len(own) == 3
    own[2].action()
    assert isinstance(setup.take_outcome(), Push) and setup.picking == 2
    setup.resume("Elm")
    assert entries.choices.entrants[2].brings == "Elm" and [b.label for b in setup.buttons].count("Elm") == 1


def test_starting_with_no_tournament_in_progress_opens_the_new_one_in_the_set_ups_place(tmp_path):
    _, _, setup, entries = opened(tmp_path)
    button(setup, "Start the tournament").action()
    outcome = setup.take_outcome()
    assert isinstance(outcome, Replace) and outcome.scene is entries.started[0]


def test_what_of_the_last_tournaments_choices_no_longer_holds_is_told_once_as_the_set_up_opens(tmp_path):
    _, _, setup, _ = opened(tmp_path)
    assert setup.toasts == []
    entries = Entries(tmp_path / "tournament.json")
    entries.choices.lost = ["Player 1's deck is gone.", "Player 2's deck is gone."]
    setup = TournamentSetupScene(setup.ctx, entries)
    assert [toast.message for toast in setup.toasts] == ["Player 1's deck is gone. Player 2's deck is gone."]
