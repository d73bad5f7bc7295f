"""The Rules screen: one tab per game, each showing that game's rules and rulings."""

from __future__ import annotations

from game.scenes.base import Stack
from game.scenes.rules import RulesScene, books, rules_text
from tests.scenes.helpers import click, context, frame


def test_every_book_has_its_rules_and_a_numbered_list_of_rulings():
    for book in books():
        text = rules_text(book)
        assert "could not be read" not in text and "\n1. " in text


def test_kai_opens_the_udo_book_and_the_kenpo_tab_switches_to_kenpos_rules():
    ctx, surface = context()
    scene = RulesScene(ctx, "kai")
    stack = Stack(scene)
    frame(stack, surface)
    assert scene.book == "udo"
    tab = next(t for t in scene.tabs if t.label == "Kenpo Masters")
    click(stack, surface, tab.screen_rect(ctx.viewport).center)
    frame(stack, surface)
    assert scene.book == "kenpo" and tab.primary
