"""The Rules screen: one tab per game, each showing that game's rules and rulings."""

from __future__ import annotations

from game.scenes.base import Stack
from game.scenes.rules import RulesScene, books, cells, rules_text
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


def test_a_table_in_the_rules_is_drawn_as_columns_side_by_side():
    """The Martial Arts book compares the rulebook and the DGM house rules difference by difference: the table's
    rows are read into cells, and each cell is drawn in its own column, a row's cells on the same line."""
    rows = [cells(raw) for raw in rules_text("matcg").splitlines() if raw.startswith("|")]
    assert rows[1] is None and ["Health", "30", "15"] in rows
    ctx, surface = context()
    scene = RulesScene(ctx, "dgm")
    stack = Stack(scene)
    frame(stack, surface)
    lines = scene._layout()
    columns = sorted({x for _, x, _ in lines if x > ctx.viewport.px(40)})
    assert len(columns) == 2  # the two rule sets' columns (the labels sit at the page's left edge)
    at = {x: {y for _, lx, y in lines if lx == x} for x in columns}
    assert len(at[columns[0]] & at[columns[1]]) >= 10  # every difference has both sides on one line
