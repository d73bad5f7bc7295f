"""The overlays that hold a list in a panel (game.scenes.listing), shown with no game behind them: a list of choices
walked by the keys and set at one size, and a report of more lines than fit, counted."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.base import Pop
from game.scenes.listing import Choice, ListChoiceScene, ReportScene
from tests.scenes.helpers import context


def pressed(scene: ListChoiceScene, code: int) -> object:
    return scene.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def test_the_keys_walk_the_list_from_the_row_chosen_now_and_choose_only_a_row_that_can_be():
    ctx, _ = context()
    choices = [Choice("Oak", "", "oak"), Choice("Broken", "cannot be read", None, good=False), Choice("Elm", "", "elm")]
    scene = ListChoiceScene(ctx, "A list", choices, "", current="elm")
    assert scene.lit == 2
    assert pressed(scene, pygame.K_UP) is None and scene.lit == 1
    assert pressed(scene, pygame.K_RETURN) is None  # shown, but it cannot be chosen
    assert pressed(scene, pygame.K_HOME) is None and scene.lit == 0
    chosen = pressed(scene, pygame.K_RETURN)
    assert isinstance(chosen, Pop) and chosen.value == "oak"
    closed = pressed(scene, pygame.K_ESCAPE)
    assert isinstance(closed, Pop) and closed.value is None


def test_a_report_of_more_lines_than_fit_counts_those_left_out():
    ctx, _ = context()
    lines = [f"line {k} cannot be read" for k in range(10_000)]
    rows = ReportScene(ctx, "A report", lines).rows()
    assert len(rows) == ReportScene.SHOWN and rows[:2] == lines[:2]
    assert rows[-1] == "\u2026 and 9,987 more lines that could not be read"
    assert ReportScene(ctx, "A report", lines, more="reasons").rows()[-1] == "\u2026 and 9,987 more reasons"
    assert ReportScene(ctx, "A report", lines[:3]).rows() == lines[:3]


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_load_list_sets_every_deck_name_at_one_size_even_beside_one_too_long_to_fit(text_size, monkeypatch):
    from game.files import settings
    from game.ui import text

    settings.change(text_size=text_size)
    ctx, surface = context((1024, 600))
    names = ["A very long deck name that someone typed without stopping for breath at all, ever", "broken",
             "half typed", "Tiger & Crane (v2)", "W" * 40]
    scene = ListChoiceScene(ctx, "Load a saved deck", [Choice(name, "54 cards", name) for name in names], "")
    sizes: dict[str, int] = {}
    draw = text.draw

    def spying(target, words, size, *rest, **anchor):
        sizes[words] = size
        return draw(target, words, size, *rest, **anchor)

    monkeypatch.setattr(text, "draw", spying)
    scene.draw(surface)
    shown = {words: size for words, size in sizes.items()
             if any(name == words or words.endswith("\u2026") and name.startswith(words[:-1]) for name in names)}
    assert len(shown) == len(names) and len(set(shown.values())) == 1, shown
