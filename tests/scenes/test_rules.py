"""The Rules screen: one tab per game, each showing that game's rules and rulings."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.base import Stack
from game.scenes.rules import (
    FIGURE,
    Line,
    RulesScene,
    books,
    cells,
    draw_figure,
    figure_makers,
    figure_names,
    rules_text,
)
from game.ui import text
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
    columns = sorted({line.x for line in lines if line.x > ctx.viewport.px(40)})
    assert len(columns) == 2  # the two rule sets' columns (the labels sit at the page's left edge)
    at = {x: {line.y for line in lines if line.x == x} for x in columns}
    assert len(at[columns[0]] & at[columns[1]]) >= 10  # every difference has both sides on one line


def _figure_rows(scene: RulesScene) -> list[tuple[int, int]]:
    """The (height, y) of every picture in the page wider than a line of text is tall: the figures."""
    px = scene.ctx.viewport.px(60)
    scene._layout()
    return [(s.get_height(), y) for s, _, y in scene._figures if s.get_height() > px]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_every_figure_a_rules_book_names_is_drawn_by_its_game_at_each_window_size(size):
    ctx, surface = context(size)
    for book in books():
        names = figure_names(book)
        assert names, f"the {book} rules place no figure"
        makers = figure_makers(book)
        for name in names:
            assert name in makers, f"{book}'s rules name a figure {name!r} its game does not draw"
            picture, problem = draw_figure(book, name, ctx.viewport.scale)
            assert picture is not None and not problem
            assert picture.get_width() <= ctx.viewport.px(RulesScene(ctx).page[2])
        scene = RulesScene(ctx)
        scene._opener(book)()
        stack = Stack(scene)
        assert len(_figure_rows(scene)) == len(names)
        for _, y in _figure_rows(scene):  # scrolled to each figure, the page draws
            scene.scroll = min(float(y), scene._max_scroll())
            frame(stack, surface)


def test_a_figure_the_game_does_not_draw_leaves_its_caption_and_says_so():
    ctx, surface = context()
    picture, problem = draw_figure("udo", "no_such_figure", ctx.viewport.scale)
    assert picture is None and "no_such_figure" in problem
    scene = RulesScene(ctx)
    lines: list = []
    bottom = scene._figure("no_such_figure", "A caption for it.", lines, 0, ctx.viewport.px(960))
    assert bottom > 0 and len(lines) == 2  # the reason and the caption, one line each


def test_figure_markers_are_not_printed_as_text():
    assert FIGURE.match("![figure: combo] Its caption").groups() == ("combo", "Its caption")
    assert FIGURE.match("![figure:break]").groups() == ("break", "")
    assert FIGURE.match("An ordinary line") is None


def _rendered(line: Line) -> bool:
    return text.TEXTS.holds((line.text, tuple(pygame.Color(line.color)), line.bold), text.pixels(line.size))


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_page_keeps_its_lines_words_and_renders_only_those_in_sight(size):
    """A whole rulebook rendered would hold megabytes at a large window: the page lays its lines out as tall as
    they are drawn, and each frame takes from the text cache only the lines it shows."""
    ctx, surface = context(size)
    scene = RulesScene(ctx, "matcg")
    text.TEXTS.clear()
    lines = scene._layout()
    assert not any(_rendered(line) for line in lines)
    frame(Stack(scene), surface)
    bottom = ctx.viewport.rect(scene.page).height
    shown = [line for line in lines if line.y < bottom]
    assert shown and all(_rendered(line) for line in shown)
    assert not any(_rendered(line) for line in lines if line.y > 2 * bottom)
    for line in shown:
        assert text.render(line.text, line.size, line.color, line.bold).get_height() == line.height
