"""The menu's tiles hold their words at every window size and text size: wrapped inside their tile, clear of its
buttons and of each other, and, at the smallest window with the normal text size, nothing under the readable size."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from game.files import settings
from game.files.paths import campaign_path, saves_dir
from game.scenes.menu import MenuScene
from game.ui import text
from game.ui.face_cache import forget_pictures
from tests.scenes.helpers import WHOLE_AT_A_GLANCE, context

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@contextmanager
def drawn_texts() -> Iterator[list[tuple[str, int, pygame.Rect]]]:
    """Each text drawn meanwhile: its words, its size and where it lands, whole (not clipped to the window), one
    line's height tall (a line's picture is a little taller: lines of a block are set closer than that)."""
    found: list[tuple[str, int, pygame.Rect]] = []
    real_draw, real_render = text.draw, text.render

    def draw(surface, line, size, color, bold=False, **anchor):
        whole = real_render(line, size, color, bold).get_rect(**anchor)
        found.append((line, size, pygame.Rect(whole.x, whole.centery - text.line_height(size, bold) // 2, whole.w,
                                              text.line_height(size, bold))))
        return real_draw(surface, line, size, color, bold, **anchor)

    text.draw = draw
    try:
        yield found
    finally:
        text.draw = real_draw


def menu_with_games_in_progress(size: tuple[int, int], text_size: str) -> tuple[MenuScene, pygame.Surface]:
    settings.change(text_size=text_size)
    forget_pictures()
    for ruleset_id in ("udo", "kai", "kenpo"):
        campaign_path(ruleset_id).write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    ctx, surface = context(size)
    return MenuScene(ctx), surface


@pytest.mark.parametrize("text_size", ["normal", "large", "largest"])
@pytest.mark.parametrize("size", SIZES)
def test_every_tile_holds_its_words_inside_it_clear_of_its_buttons_and_of_each_other(size, text_size):
    menu, surface = menu_with_games_in_progress(size, text_size)
    vp = menu.ctx.viewport
    for index, game in enumerate(menu.shown()):
        tile = vp.rect(menu.tile(index))
        buttons = [b.screen_rect(vp) for b in menu.buttons if tile.colliderect(b.screen_rect(vp))]
        with drawn_texts() as found:
            menu._draw_tile(surface, menu.tile(index), game)
        words = " ".join(line for line, _, _ in found)
        assert game.blurb.split()[-1] in words and "\u2026" not in words, words  # every word, none cut
        for k, (line, _, rect) in enumerate(found):
            assert tile.contains(rect), (line, rect, tile)
            assert rect.collidelist(buttons) == -1, line
            assert all(not rect.colliderect(other) for _, _, other in found[k + 1:]), line


def test_nothing_on_the_menu_is_drawn_under_the_readable_size_in_the_smallest_window():
    menu, surface = menu_with_games_in_progress((1024, 600), "normal")
    forget_pictures()  # the buttons' lines too (game.ui.widgets keeps those of buttons drawn lately)
    asked: list[tuple[int, str]] = []
    real = text.render

    def render(line: str, size: int, color, bold: bool = False) -> pygame.Surface:
        asked.append((size, line))
        return real(line, size, color, bold)

    text.render = render
    try:
        menu.draw(surface)
    finally:
        text.render = real
    assert any(line == "Esc" for _, line in asked)  # the buttons were drawn afresh, their hints too
    assert sorted({f"{size}: {line}" for size, line in asked if size < text.READABLE}) == []


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_tile_with_three_games_in_progress_keeps_a_line_about_its_game_at_the_largest_text(size):
    """At 1024x600 the Martial Arts tile showed no words about the game; at 1920x1080 they were set tiny."""
    menu, surface = menu_with_games_in_progress(size, "largest")
    for kind in ("computer", "hotseat", "2v2"):
        campaign_path("matcg", kind).write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    menu = MenuScene(menu.ctx)
    index = next(k for k, game in enumerate(menu.shown()) if game.family == "matcg")
    with drawn_texts() as found:
        menu._draw_tile(surface, menu.tile(index), menu.shown()[index])
    about = [size_ for line, size_, _ in found if line.startswith("2 players \u2022")]  # its first line
    assert about and text.pixels(about[0]) >= text.pixels(menu.ctx.viewport.px(14))


def test_a_martial_arts_duels_continue_is_named_as_briefly_as_kenpos_and_set_as_large_as_the_tournaments():
    """At 1024x600 with the Largest text 'Continue duel v. computer' was set at 11 px, the tournament's at 14."""
    menu, _ = menu_with_games_in_progress((1024, 600), "largest")
    (saves_dir() / "tournament.json").write_text("{}", encoding="utf-8")
    campaign_path("matcg", "computer").write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    menu = MenuScene(menu.ctx)
    vp = menu.ctx.viewport
    sizes = {b.label: text.legible_line(b.label, vp.px(b.size), b.screen_rect(vp).w - vp.px(12), bold=True)[1]
             for b in menu.buttons if b.label in ("Continue tournament", "Continue v. computer")}
    assert len(sizes) == 2 and sizes["Continue v. computer"] >= sizes["Continue tournament"]


@pytest.mark.parametrize("kinds", [("computer", "hotseat"), ("hotseat", "army")])
@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_a_martial_arts_continue_is_drawn_whole_at_a_readable_size_in_the_smallest_window(text_size, kinds):
    """At 1024x600 with the Largest text "Continue DGM v. computer" and "Continue DGM Army of One" were set at 11 px
    to fit one line, "Continue DGM hot-seat duel" cut even at the Normal text: a label too long for one line at a
    readable size is set on two. (Two games in progress: a tile of three at the Largest text lists the third.)"""
    menu, surface = menu_with_games_in_progress((1024, 600), text_size)
    for kind in kinds:
        campaign_path("dgm", kind).write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    menu = MenuScene(menu.ctx)
    named = {"computer": "Continue DGM v. computer", "hotseat": "Continue DGM hot-seat duel",
             "army": "Continue DGM Army of One"}
    labels = {named[kind] for kind in kinds}
    rendered: list[tuple[str, int]] = []
    real_render = text.render

    def render(line, size, color, bold=False):
        rendered.append((line, size))
        return real_render(line, size, color, bold)

    for button in menu.buttons:  # laid out first (a line is set once to measure it), then drawn below
        if button.label in labels:
            button.draw(surface, menu.ctx.viewport)
            button._drawn = None
    forget_pictures()  # the lines of buttons drawn lately, which game.ui.widgets keeps, with every picture
    text.render = render
    try:
        for button in menu.buttons:
            if button.label in labels:
                button.draw(surface, menu.ctx.viewport)
    finally:
        text.render = real_render
    assert " ".join(line for line, _ in rendered) == " ".join(sorted(labels, key=[b.label for b in menu.buttons].index))
    assert min(text.pixels(size) for _, size in rendered) >= text.pixels(text.least_readable())


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_a_tile_with_three_games_in_progress_keeps_its_whole_description_in_the_smallest_window(text_size):
    """At 1024x600 the Martial Arts tile with three games in progress read "…attack, block, chain…": its rows of
    games in progress take the room under the whole description (at the Largest text, two: the last lists the rest),
    and every game in progress is still continued from the tile."""
    menu, surface = menu_with_games_in_progress((1024, 600), text_size)
    for kind in ("computer", "hotseat", "2v2"):
        campaign_path("matcg", kind).write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    menu = MenuScene(menu.ctx)
    index = next(k for k, game in enumerate(menu.shown()) if game.family == "matcg")
    game, vp = menu.shown()[index], menu.ctx.viewport
    with drawn_texts() as found:
        menu._draw_tile(surface, menu.tile(index), game)
    words = " ".join(line for line, _, _ in found)
    assert game.blurb in words and "\u2026" not in words, words
    tile = vp.rect(menu.tile(index))
    continues = [b.label for b in menu.buttons if b.label.startswith("Continue") and tile.contains(b.screen_rect(vp))]
    named = [label for label in continues if label != "Continue\u2026"]
    assert len(named) == 3 or (len(continues) - len(named) == 1 and f"and {3 - len(named)} more" in words)
