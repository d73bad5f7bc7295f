"""The Rules screen: one tab per game, each showing that game's rules and rulings."""

from __future__ import annotations

import re
import sys
from typing import Any

import pygame
import pytest

from game.content.master import master_catalog
from game.files import settings
from game.scenes import base, rulebook, rules_page
from game.scenes.base import MOST_HELD, Stack
from game.scenes.rulebook import books, draw_figure, figure_makers, figure_size
from game.scenes.rules import RulesScene
from game.scenes.rules_page import Layout, Line
from game.ui import book_text, face_cache, palette, text
from game.ui.book_text import FIGURE, cells, figure_names, paragraphs, rules_text
from game.ui.viewport import Viewport
from game.words.master import glossary as master_glossary
from tests.scenes.helpers import IDLE, click, context, drag, frame


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


def test_the_pages_scroll_bar_dragged_to_its_foot_shows_the_end_and_a_click_over_the_thumb_pages_back():
    ctx, surface = context()
    scene = RulesScene(ctx, "matcg")
    stack = Stack(scene)
    frame(stack, surface)
    vp = ctx.viewport
    thumb = vp.rect(scene.bar.thumb()).center
    drag(stack, surface, thumb, (thumb[0], vp.rect(scene.bar.rect).bottom + 40))
    assert scene.scroll == scene._max_scroll() > 0
    x, y, _, _ = scene.bar.rect
    click(stack, surface, vp.point(x + 4, y + 4))
    assert 0 < scene.scroll == scene._max_scroll() - scene.bar.visible


def test_end_shows_the_foot_of_the_page_laid_out_to_its_end_and_home_its_top():
    """End went nowhere. In the game's paced stack, pressed on a tab just opened and not yet laid out, it shows the
    page's last lines once the whole page is laid out in the time frames leave (the page held till then); Home goes
    back to the top."""
    ctx, surface = context((1366, 768))
    scene = RulesScene(ctx, "udo")
    stack = Stack(scene, paced=True)
    frame(stack, surface)
    rules_page._pages.clear()
    tab = scene.tabs[list(scene.books).index("matcg")]
    for press in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        stack.handle(pygame.event.Event(press, pos=tab.screen_rect(ctx.viewport).center, button=1))
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    page, bottom = scene._page(), ctx.viewport.rect(scene.page).height
    assert scene.book == "matcg" and page.y == 0
    for _ in range(1000):
        stack.draw(surface)
        if stack.showing:
            break
        stack.after_frame(IDLE)
    assert page.done and scene.scroll == scene._max_scroll() == page.height() - bottom > 0
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    stack.draw(surface)
    assert scene.scroll == 0


PROGRAMS_WORDS = re.compile(r"`|\b(engine|rulesets?|JSON|bots?|ids?|seed of|fight's seed|log|seat 0)\b", re.IGNORECASE)


@pytest.mark.parametrize("book", list(books()))
def test_the_rules_and_the_glossary_speak_as_a_rulebook_not_as_the_program(book):
    """The Martial Arts page said "the engine knows no other text", its Army of One "the set-up option `leader`";
    Master's rulings counted seats from 0."""
    for page in (rules_text(book), rulebook.glossary_text(book)):
        assert [found.group() for found in PROGRAMS_WORDS.finditer(page)] == [], book


def test_masters_glossary_says_how_many_rounds_a_match_is_and_that_the_set_up_chooses():
    catalog = master_catalog()
    meaning = master_glossary.GLOSSARY.term("Round").meaning
    assert f"a match is {catalog.rounds} rounds" in meaning and f"1 to {catalog.max_rounds}" in meaning
    assert "set-up" in meaning


def test_a_table_in_the_rules_is_drawn_as_columns_side_by_side():
    """The Martial Arts book compares the rulebook and the DGM house rules difference by difference: the table's
    rows are read into cells, and each cell is drawn in its own column, a row's cells on the same line."""
    rows = [cells(raw) for raw in rules_text("matcg").splitlines() if raw.startswith("|")]
    assert rows[1] is None and ["Health", "30", "15"] in rows
    ctx, surface = context()
    scene = RulesScene(ctx, "dgm")
    stack = Stack(scene)
    frame(stack, surface)
    lines = scene._layout().lines
    columns = sorted({line.x for line in lines if line.x > ctx.viewport.px(40)})
    assert len(columns) == 2  # the two rule sets' columns (the labels sit at the page's left edge)
    at = {x: {line.y for line in lines if line.x == x} for x in columns}
    assert len(at[columns[0]] & at[columns[1]]) >= 10  # every difference has both sides on one line


def _figure_rows(scene: RulesScene) -> list[tuple[int, int]]:
    """The (height, y) of every picture in the page wider than a line of text is tall: the figures."""
    px = scene.ctx.viewport.px(60)
    return [(f.height, f.y) for f in scene._layout().figures if f.height > px]


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
    page = Layout("udo", ctx.viewport, ctx.viewport.px(960), "![figure: no_such_figure] A caption for it.").whole(
        face_cache.SurfaceCache(min_pixels=0))
    assert page.figures == [] and len(page.captions) == 2  # the reason and the caption, one line each


def test_figure_markers_are_not_printed_as_text():
    assert FIGURE.match("![figure: combo] Its caption").groups() == ("combo", "Its caption")
    assert FIGURE.match("![figure:break]").groups() == ("break", "")
    assert FIGURE.match("An ordinary line") is None


def _rendered(line: Line) -> bool:
    return text.made(line.text, line.size, line.color, line.bold)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_page_keeps_its_lines_words_and_renders_only_those_in_sight(size):
    """A whole rulebook rendered would hold megabytes at a large window: the page lays its lines out as tall as
    they are drawn, and each frame takes from the text cache only the lines it shows."""
    ctx, surface = context(size)
    scene = RulesScene(ctx, "matcg")
    text.TEXTS.clear()
    lines = scene._layout().lines
    assert not any(_rendered(line) for line in lines)
    frame(Stack(scene), surface)
    bottom = ctx.viewport.rect(scene.page).height
    shown = [line for line in lines if line.y < bottom]
    assert shown and all(_rendered(line) for line in shown)
    assert not any(_rendered(line) for line in lines if line.y > 2 * bottom)
    for line in shown:
        assert text.render(line.text, line.size, line.color, line.bold).get_height() == line.height


def test_the_page_draws_only_the_figures_in_sight_and_back_at_a_size_it_had_wraps_and_draws_nothing(monkeypatch):
    """Each figure is placed at the size its game gives, and drawn when it comes into sight; the page keeps its
    layouts and its figures by window scale, so a window back at a size it had lays the page out alike, wrapping
    no text and drawing no figure."""
    ctx, surface = context()
    scene = RulesScene(ctx, "udo")
    stack = Stack(scene)
    drawn: list[str] = []
    monkeypatch.setattr(rules_page, "draw_figure",
                        lambda book, name, scale: (drawn.append(name), draw_figure(book, name, scale))[1])
    laid_out = {}
    for again in (False, True):
        if again:
            monkeypatch.setattr(text, "wrap", lambda *args, **kwargs: pytest.fail("wrapped again"))
        for size in [(1024, 600), (1366, 768)]:
            drawn.clear()
            surface = pygame.display.set_mode(size)
            ctx.viewport = Viewport(*size)
            stack.resized()
            frame(stack, surface)
            page = scene._page()
            if again:
                assert (page.lines, page.figures) == laid_out[size] and drawn == []
            else:
                in_sight = [f.name for f in page.figures if f.y < ctx.viewport.rect(scene.page).height]
                assert drawn == in_sight and 0 < len(in_sight) < len(page.figures)
                laid_out[size] = (list(page.lines), list(page.figures))


@pytest.mark.parametrize("scale", [0.8333, 1.0, 1.5])
def test_every_figure_is_drawn_as_large_as_its_game_says_it_is(scale):
    context()
    for book in books():
        for name in figure_names(book):
            picture, _ = draw_figure(book, name, scale)
            assert picture is not None and figure_size(book, name, scale) == picture.get_size()


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_every_figures_labels_are_legible_in_the_smallest_window_at_the_text_size(monkeypatch, text_size):
    """At 1024x600 a figure is painted at 0.8 of its design size: its labels and chips are still set at least
    text.LEAST_PX, and each label still fits its room whole (none is cut with an ellipsis)."""
    context((1024, 600))
    settings.change(text_size=text_size)
    labelled: list[tuple[str, int]] = []
    real_render = text.render

    def render(line: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
        if sys._getframe(1).f_globals.get("__name__") == "game.ui.sketch":
            labelled.append((line, text.pixels(size)))
        return real_render(line, size, colour, bold)

    monkeypatch.setattr(text, "render", render)
    for book in books():
        for name in figure_names(book):
            assert draw_figure(book, name, Viewport(1024, 600).scale)[0] is not None
    assert labelled
    assert [(line, px) for line, px in labelled if px < text.LEAST_PX] == []
    assert [line for line, _ in labelled if line.endswith("\u2026")] == []


def test_a_figure_drawn_past_a_frames_budget_after_a_resize_holds_every_face_whole(monkeypatch):
    """After a resize, a face past the frame's budget stands in, scaled from another size, for a frame or two; the
    page keeps its figures, so no face in them ever stands in."""
    context()
    draw_figure("udo", "combo", 1.0)  # its faces drawn at one size
    monkeypatch.setitem(face_cache._frame, "catching_up", False)  # as it was, after the test
    face_cache.window_resized()
    with face_cache.paced_frame():
        monkeypatch.setattr(face_cache, "FRAME_BUDGET", -1.0)  # the frame's budget spent
        picture, _ = draw_figure("udo", "combo", 0.9137)
        assert face_cache.stand_ins() == 0
    whole, _ = draw_figure("udo", "combo", 0.9137)
    assert picture is not None and whole is not None
    assert pygame.image.tobytes(picture, "RGBA") == pygame.image.tobytes(whole, "RGBA")


def test_past_a_frames_budget_after_a_resize_a_figure_drawn_at_another_size_stands_in_for_a_frame(monkeypatch):
    """As the faces do: past its budget a frame draws one figure anew (so catching up always ends) and shows the
    others scaled from the size they had, and draws them whole in a frame that has the time."""
    ctx, surface = context()
    scene = RulesScene(ctx, "udo")
    scene.scroll = 450.0  # the first two figures in sight, at both sizes
    stack = Stack(scene)
    frame(stack, surface)
    first, second = (placed.name for placed in scene._page().figures[:2])  # drawn at this size
    drawn: list[str] = []
    monkeypatch.setattr(rules_page, "draw_figure",
                        lambda book, name, scale: (drawn.append(name), draw_figure(book, name, scale))[1])
    monkeypatch.setitem(face_cache._frame, "catching_up", False)  # as it was, after the test
    surface = pygame.display.set_mode((1024, 600))
    ctx.viewport = Viewport(1024, 600)
    stack.resized()
    scene.scroll = 450.0
    monkeypatch.setattr(face_cache, "FRAME_BUDGET", -1.0)  # the frame's budget spent
    stack.draw(surface)
    assert len(drawn) == 1 and face_cache.stand_ins() == 1
    monkeypatch.setattr(face_cache, "FRAME_BUDGET", 1.0)
    stack.draw(surface)
    assert sorted(drawn) == sorted([first, second]) and face_cache.stand_ins() == 0


def test_a_figure_that_fails_to_draw_says_why_in_its_place(monkeypatch):
    from game.ui.sketch import Figure

    def broken(sketch) -> None:
        raise ValueError("the ink ran out")

    real = rulebook.figure_makers
    monkeypatch.setattr(rulebook, "figure_makers", lambda book: {
        name: Figure(maker.height, broken, maker.width) for name, maker in real(book).items()})
    ctx, _ = context()
    scene = RulesScene(ctx)
    scene._opener("udo")()
    placed = scene._layout().figures[0]
    said: list[str] = []
    real_draw_lines = text.draw_lines
    monkeypatch.setattr(text, "draw_lines", lambda surface, lines, *rest, **named: said.extend(
        line for line, _ in lines) or real_draw_lines(surface, lines, *rest, **named))
    picture = scene._picture(placed, ctx.viewport.px(scene.page[2]))
    assert picture.get_size() == (placed.width, placed.height)
    assert "the ink ran out" in " ".join(said) and placed.name in " ".join(said)
    assert picture.get_bounding_rect().width > 0  # the words are drawn, not an empty box


@pytest.mark.parametrize("book", sorted(books()))
def test_markdowns_bold_and_italic_marks_are_not_printed_as_text(book):
    """"*(The rulebook: ...)*" after a ruling, "*Sideboard:*" in a deck list: the marks go, the words stay."""
    ctx, _ = context((1280, 720))
    shown = [line.text for line in RulesScene(ctx, book)._layout().lines]
    assert shown and not any("*" in line for line in shown), [line for line in shown if "*" in line][:3]
    assert book != "matcg" or any("(The rulebook:" in line for line in shown)


def test_a_paragraph_or_item_the_rules_file_breaks_over_lines_is_one_line_to_wrap_to_the_page():
    """The Master book's lines broke mid-sentence on the page ('..., and take the' then 'experience of ...')."""
    book = ("# Master\n\nGrow your experience\nin four skills.\n\n## The cards\n120 cards:\n"
            "- 27 cards\n  of each skill\n1. The dealer\n   deals 4.\n### a) Form a set\n| a | b |\n|---|---|\n"
            "![figure: set] A set\nTwo wild cards")
    assert paragraphs(book) == ["# Master", "", "Grow your experience in four skills.", "", "## The cards",
                                "120 cards:", "- 27 cards of each skill", "1. The dealer deals 4.", "### a) Form a set",
                                "| a | b |", "|---|---|", "![figure: set] A set", "Two wild cards"]


def test_a_third_level_heading_is_a_heading_without_its_marks():
    """Master's '### a) Form a set' showed its marks as words."""
    words, _, bold, color, _ = book_text.styled("### a) Form a set")
    assert (words, bold, color) == ("a) Form a set", True, palette.GOLD_LIGHT)


def test_a_tab_clicked_in_the_game_lays_out_its_first_screen_after_the_frame_and_the_rest_ahead(monkeypatch):
    """A click on a tab laid the whole rulebook out in its frame (Martial Arts: 123 ms at 1366x768). In the game's
    paced stack a frame that may be held lays out nothing (a paragraph costs up to milliseconds): the frame of the
    click is not shown (the last page stays on screen); the time after it lays out and draws as far as the page shows,
    and the time later frames leave lays out the rest, a paragraph at a time, to the page laid out at once."""
    ctx, surface = context((1366, 768))
    scene = RulesScene(ctx, "udo")
    stack = Stack(scene, paced=True)
    frame(stack, surface)
    rules_page._pages.clear()
    wrapped: list[str] = []
    real_wrap = text.wrap
    monkeypatch.setattr(text, "wrap", lambda words, *rest, **named: wrapped.append(words) or real_wrap(
        words, *rest, **named))
    tab = scene.tabs[list(scene.books).index("matcg")]
    for press in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        stack.handle(pygame.event.Event(press, pos=tab.screen_rect(ctx.viewport).center, button=1))
    stack.draw(surface)
    assert scene.book == "matcg" and not stack.showing and wrapped == []
    stack.after_frame(1.0)  # an idle second: the first screen, then the rest ahead while time is left
    stack.draw(surface)
    page, bottom = scene._page(), ctx.viewport.rect(scene.page).height
    assert stack.showing and page.y >= bottom
    assert all(_rendered(line) for line in page.lines if line.y < bottom)
    whole = Layout("matcg", ctx.viewport, ctx.viewport.px(scene.page[2]), rules_text("matcg")).whole(
        face_cache.SurfaceCache(min_pixels=0))
    for _ in range(1000):
        if page.done:
            break
        stack.after_frame(IDLE)
        stack.draw(surface)
    assert (page.lines, page.figures, page.captions, page.height()) == (whole.lines, whole.figures, whole.captions,
                                                                         whole.height())


@pytest.mark.parametrize("scroll", ["wheel", "arrow", "bar"])
def test_a_page_scrolled_frame_after_frame_shows_every_frame_whose_room_makes_its_new_lines(monkeypatch, scroll):
    """The wheel turned, an arrow held or the bar dragged brings a few new lines into sight every frame. A frame
    whose room for making pictures (FRAME_ROOM, here plenty) renders them is shown, as it would be for new faces: they
    were all left for the time after it, so no frame of a steady scroll was shown but one in seven (MOST_HELD), drawn
    in full."""
    ctx, surface = context((1366, 768))
    scene = RulesScene(ctx, "matcg")
    stack = Stack(scene, paced=True)
    for _ in range(3):
        frame(stack, surface)
    monkeypatch.setattr(base, "FRAME_ROOM", 1.0)
    monkeypatch.setattr("game.scenes.rules.LINES_ROOM", 1.0)
    vp = ctx.viewport
    thumb = vp.rect(scene.bar.thumb()).center
    if scroll == "bar":
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb, button=1))
    shown, scrolled = [], []
    for step in range(1, 25):
        if scroll == "wheel":
            stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                            precise_y=-1.0))
        elif scroll == "arrow":
            stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        else:
            stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb[0], thumb[1] + 3 * step), rel=(0, 3),
                                            buttons=(1, 0, 0)))
        scrolled.append(scene.scroll)
        frame(stack, surface)
        shown.append(stack.showing)
    assert scrolled == sorted(set(scrolled)) and all(shown)


def test_a_page_scrolled_keeps_its_place_in_the_book_when_the_window_is_resized():
    """The page is laid out in window pixels: a scroll kept as it was showed another part of the book at another
    size (from 1366x768 to 1024x600, 290 pixels past the heading the player had at the top; a window made full screen,
    back). The paragraph at the top of the page stays at its top, in the game's paced stack too (once shown: at the
    latest in the frame drawn in full after MOST_HELD held)."""
    ctx, surface = context((1366, 768))
    scene = RulesScene(ctx, "matcg")
    stack = Stack(scene, paced=True)
    frame(stack, surface)
    scene.scroll = float(_heading(scene, "Counter-attacks"))
    for size in [(1024, 600), (1920, 1080), (1366, 768)]:
        surface = pygame.display.set_mode(size)
        ctx.viewport = Viewport(*size)
        stack.resized()
        for _ in range(MOST_HELD + 1):
            frame(stack, surface)
        assert stack.showing and scene.scroll == _heading(scene, "Counter-attacks")


def _heading(scene: RulesScene, words: str) -> int:
    """Where the line saying `words` lies on the page laid out now."""
    return next(line.y for line in scene._layout().lines if line.text == words)


def test_a_page_half_laid_out_guesses_its_height_from_the_letters_left():
    """The scroll bar's measure while the rest of the page is laid out ahead."""
    ctx, _ = context((1366, 768))
    layout = Layout("matcg", ctx.viewport, ctx.viewport.px(960), rules_text("matcg"))
    pictures = face_cache.SurfaceCache(min_pixels=0)
    while layout.y < 2000:
        layout.more(pictures)
    guess = layout.height()
    assert not layout.done and guess > layout.bottom
    assert 0.5 < guess / layout.whole(pictures).height() < 2


def test_a_rehearsal_or_a_frame_past_its_time_leaves_the_rest_for_after_and_a_frame_not_paced_never_does():
    for may_hold in (False, True):  # a rehearsal after a frame, or a frame of the paced stack with its room
        with face_cache.paced_frame(rehearsal=1.0, may_hold=may_hold):
            assert face_cache.rehearsed() and not face_cache.out_of_time() and not face_cache.stand_ins()
        with face_cache.paced_frame(rehearsal=1e-9, may_hold=may_hold):
            assert face_cache.out_of_time() and face_cache.stand_ins() == face_cache.blank_stand_ins() == 1
    for frame_not_paced in (face_cache.paced_frame(), face_cache.whole_faces()):
        with frame_not_paced:
            assert not face_cache.rehearsed() and not face_cache.out_of_time()


def test_a_turn_of_the_wheel_finds_the_lines_and_figures_it_brings_into_sight_made_ahead():
    """What a frame shows when the page scrolls by a turn of the wheel, made in the time frames left before: the
    lines one turn away either way, and the figures half a page away (here the first, just under the page)."""
    ctx, surface = context((1366, 768))
    scene = RulesScene(ctx, "matcg")
    stack = Stack(scene, paced=True)
    frame(stack, surface)
    bottom = ctx.viewport.rect(scene.page).height
    figure = scene._layout().figures[0]
    scene.scroll = float(figure.y - bottom - ctx.viewport.px(30))
    frame(stack, surface)
    while scene.ahead():
        pass
    assert scene._pictures.holds(("matcg", figure.name), (figure.width, figure.height))
    made, scroll = face_cache.pictures_drawn(), scene.scroll
    stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    stack.draw(surface)
    assert stack.showing and scene.scroll > scroll and face_cache.pictures_drawn() == made
