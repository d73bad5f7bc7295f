"""Every screenshot scene of every ruleset, drawn as `screenshot` draws it in the smallest window (1024x600) with the
Largest text and with the Normal text: every text drawn on the window lies inside it, and every text a player must
read is set in a typeface of at least LEAST_PX pixels (game.ui.text.pixels).

Text is told apart by who asked for it: the function that called game.ui.text. The text of a card's face is read
enlarged (a card in play is shown large when the pointer or the keyboard's focus rests on it; the faces of a hand are
measured in tests/ui/test_readable_text.py), so it is one of the EXCEPTIONS, each with its reason. STILL_SMALL names,
for each text size, the places of each ruleset's scenes that still draw under LEAST_PX in this window: each must still
be small (the test says when one is fixed, so the list only shrinks), and no other place may be. There are none.

Each ruleset's scenes are one test, at every text size in turn: the tests of the rulesets run side by side (-n), and
a game its scenes play is played once and replayed at the next text size (game.tools.shooting.played). What is
checked is how a scene is drawn, not how well its game was played: the games are played by each game's weakest level
above random, not its strongest (Kenpo's `result` took half a minute of the strongest's thinking, the duel's replay
ten seconds). The menu, Rules and Settings are the same for every ruleset and are drawn once, with the first. The
replay of Kenpo and its `ring_result` play a whole game with the strongest bots (minutes on a shared machine): they
run with the slow tests (-m slow).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from game.app import make_context
from game.files import settings
from game.games import ids
from game.tools.screenshot import RECORDS, SHARED, scene_names, scene_stack
from game.tools.shooting import ShotRequest, drawn
from game.ui import text
from game.ui.face_cache import forget_pictures
from tests.scenes.helpers import asker

WINDOW = (1024, 600)
LEAST_PX = 11

CARD_FACE = "a card's face: read enlarged where the card rests under the pointer or the keyboard's focus"
EXCEPTIONS = {  # modules whose every text is an exception, with the reason
    "game.ui.card_parts": CARD_FACE,
    "game.ui.udo.card_art": CARD_FACE,
    "game.ui.udo.faces": CARD_FACE,
    "game.ui.kenpo.faces": CARD_FACE,
    "game.ui.kenpo.diagram": CARD_FACE + " (the ring diagram printed on a Kenpo card)",
    "game.ui.matcg.faces": CARD_FACE,
    "game.ui.master.faces": CARD_FACE,
}
# text size: (ruleset, module:function) of a place of that ruleset's scenes still drawing under LEAST_PX at 1024x600
STILL_SMALL: dict[str, set[tuple[str, str]]] = {  # (issue 33)
    "largest": set(),
    "normal": set(),
}
SLOW = {("kenpo", "replay"), ("kenpo", "ring_result")}


def scenes() -> list[tuple[str, str]]:
    """(ruleset, scene) for every scene `screenshot` renders, the scenes of no game once."""
    first = ids()[0]
    return [(ruleset_id, name) for ruleset_id in ids() for name in scene_names(ruleset_id)
            if name not in SHARED or name == RECORDS or ruleset_id == first]


@contextmanager
def written() -> Iterator[tuple[list[tuple[str, int, str]], list[tuple[str, pygame.Rect]]]]:
    """Every text rendered (its words, its typeface's pixel size, who asked) and every text drawn on a surface of the
    window's size (its words and its whole rect, not clipped to the surface)."""
    rendered: list[tuple[str, int, str]] = []
    placed: list[tuple[str, pygame.Rect]] = []
    real_render, real_draw = text.render, text.draw

    def render(line: str, size: int, color: Any, bold: bool = False) -> pygame.Surface:
        rendered.append((line, text.pixels(size), asker(__name__)))
        return real_render(line, size, color, bold)

    def draw(surface: pygame.Surface, line: str, size: int, color: Any, bold: bool = False,
             **anchor: tuple[float, float]) -> pygame.Rect:
        if surface.get_size() == WINDOW and line.strip():
            placed.append((line, real_render(line, size, color, bold).get_rect(**anchor)))
        return real_draw(surface, line, size, color, bold, **anchor)

    text.render, text.draw = render, draw
    try:
        yield rendered, placed
    finally:
        text.render, text.draw = real_render, real_draw


def excepted(who: str) -> bool:
    return who.split(":")[0] in EXCEPTIONS


def shown(ruleset_id: str, name: str, text_size: str) -> tuple[list[str], dict[str, tuple[int, str]]]:
    """The scene drawn in the window at the text size: the texts drawn (partly) outside the window, and where text is
    drawn under LEAST_PX, outside the EXCEPTIONS (who asked: the pixel size and the words)."""
    settings.change(text_size=text_size)
    pygame.init()
    surface = pygame.display.set_mode(WINDOW)
    request = ShotRequest(make_context(WINDOW, autosave=False), surface, ruleset_id, 1, 0, 0, None)
    with written() as (rendered, placed):
        drawn(scene_stack(request, name), surface)
    window = surface.get_rect()
    outside = [f"{ruleset_id} {name}: {line!r} at {rect}" for line, rect in placed if not window.contains(rect)]
    small = {who: (px, line) for line, px, who in rendered if px < LEAST_PX and line.strip() and not excepted(who)}
    return outside, small


def still_small(text_size: str, ruleset_id: str) -> set[str]:
    """The places of the ruleset's scenes STILL_SMALL names at the text size."""
    return {who for listed, who in STILL_SMALL[text_size] if listed == ruleset_id}


@pytest.fixture
def played_quickly(monkeypatch):
    """The scenes' games played by each game's weakest level above random (`Bots.strongest`, which every shot asks
    for), and remembered apart from the games of the strongest (game.tools.shooting's `_begun`)."""
    from game.ai import Bots
    from game.tools import shooting

    monkeypatch.setattr(Bots, "strongest", property(lambda bots: bots.levels[1]))
    monkeypatch.setattr(shooting, "_begun", {})


@pytest.mark.usefixtures("played_quickly")
@pytest.mark.parametrize("ruleset_id", ids())
def test_every_scene_in_the_smallest_window_at_every_text_size_is_inside_it_and_readable_but_the_places_named(
        ruleset_id):
    for text_size in sorted(STILL_SMALL):
        forget_pictures()
        outside: list[str] = []
        small: dict[str, tuple[int, str]] = {}
        for shown_id, name in scenes():
            if shown_id == ruleset_id and (shown_id, name) not in SLOW:
                off, under = shown(ruleset_id, name, text_size)
                outside += off
                small |= under
        assert outside == [], text_size
        assert {who: said for who, said in small.items() if who not in still_small(text_size, ruleset_id)} == {}, \
            text_size
        assert sorted(still_small(text_size, ruleset_id) - set(small)) == [], text_size  # readable now: off the list


@pytest.mark.slow
@pytest.mark.parametrize("text_size", sorted(STILL_SMALL))
@pytest.mark.parametrize(("ruleset_id", "name"), sorted(SLOW))
def test_the_scenes_that_play_a_whole_game_are_inside_the_window_and_readable_but_the_places_named(ruleset_id, name,
                                                                                                   text_size):
    forget_pictures()
    outside, small = shown(ruleset_id, name, text_size)
    assert outside == []
    assert {who: said for who, said in small.items() if who not in still_small(text_size, ruleset_id)} == {}


def test_a_tables_turn_is_readable_in_the_smallest_window_with_the_normal_text():
    """Master asks its turn's small line at 15 design px: fitted to the zone, it drew 9 px at 1024x600. Both lines
    are drawn at least LEAST_PX, inside the zone (cut after the letters that fit)."""
    from game.ui.status import draw_turn
    from game.ui.viewport import Viewport

    settings.change(text_size="normal")
    pygame.init()
    surface = pygame.Surface(WINDOW)
    zone = pygame.Rect(1000, 20, 260, 80)
    with written() as (rendered, placed):
        draw_turn(surface, Viewport(*WINDOW), zone, ("Round 1 of 3 · turn 12", "Computer 2 to play", (255, 0, 0)),
                  ((15, 18), (25, 48)))
    assert len(rendered) == 2 and min(px for _, px, _ in rendered) >= LEAST_PX, rendered
    assert all(Viewport(*WINDOW).rect(zone).contains(rect) for _, rect in placed), placed


def test_a_tables_status_is_readable_in_the_smallest_window_with_the_normal_text():
    """Master's status wrapped in two lines at 10 px at 1024x600: it keeps an 11 px floor, inside its room."""
    from game.ui.status import draw_status
    from game.ui.viewport import Viewport

    settings.change(text_size="normal")
    pygame.init()
    surface = pygame.Surface(WINDOW)
    zone = pygame.Rect(360, 440, 565, 50)
    with written() as (rendered, placed):
        draw_status(surface, Viewport(*WINDOW), zone,
                    "Your turn: drag two cards that make a set onto your area, or one card onto the discard pile.", 8)
    assert rendered and min(px for _, px, _ in rendered) >= LEAST_PX, rendered
    assert all(Viewport(*WINDOW).rect(zone).contains(rect) for _, rect in placed), placed


def test_a_tables_status_follows_a_change_of_the_text_size():
    """The status line's fitting was kept by its words and room alone: after the Largest text, the Normal text drew
    it at the Largest text's floor, 10 px."""
    from game.ui.status import fitted_block

    line = "Your turn: drag two cards that make a set onto your area, or one card onto the discard pile."
    settings.change(text_size="largest")
    fitted_block(line, 15, 300, 60)
    settings.change(text_size="normal")
    size, _ = fitted_block(line, 15, 300, 60)
    assert text.pixels(size) >= LEAST_PX


@pytest.mark.parametrize("text_size", sorted(STILL_SMALL))
def test_the_count_of_another_players_hand_is_drawn_whole_inside_its_seat(text_size):
    """Master at four seats: "4 in hand" ran past its seat's column, to the window's right edge at the right-hand
    seat; the backs stand closer together, so the words fit beside them."""
    settings.change(text_size=text_size)
    pygame.init()
    surface = pygame.display.set_mode(WINDOW)
    with written() as (_, placed):  # the shot draws the table to lay it out: its still layer is painted then
        stack = scene_stack(ShotRequest(make_context(WINDOW, autosave=False), surface, "master", 1, 0, 0, 4), "table")
        drawn(stack, surface)
    table: Any = stack.top
    columns = [table.ctx.viewport.rect(area.info) for seat, area in table.seat_areas().items() if seat != table.viewer]
    counts = [(line, rect) for line, rect in placed if line.startswith("4 in")]
    assert [line for line, _ in counts] == ["4 in hand"] * 3
    assert all(any(column.contains(rect) for column in columns) for _, rect in counts), (counts, columns)
