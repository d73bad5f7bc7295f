"""The deck builder paints its still part (the felt, the filters and sliders, the collection's grid, the verdict and the
curves, the deck list) into the window-sized layer every table shares, and paints it again only when what it shows
changes: each frame is the very frame drawn with nothing kept, whatever the player did since."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.layout.matcg import deck as at
from game.scenes.base import Stack
from game.scenes.matcg import deck_view
from game.scenes.matcg.deckbuilder import DeckBuilderScene
from game.ui.face_cache import forget_pictures
from tests.scenes.helpers import click, context, drag, frame


def _pixels(surface: pygame.Surface) -> bytes:
    return bytes(surface.get_view("2").raw)


def _move(stack: Stack, pos: tuple[int, int]) -> None:
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _right_click(stack: Stack, pos: tuple[int, int]) -> None:
    _move(stack, pos)
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3))


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_every_frame_of_the_builder_is_the_frame_drawn_with_nothing_kept(text_size):
    from game.files import settings

    settings.change(text_size=text_size)
    forget_pictures()  # as the window does when the text size changes
    ctx, surface = context((1280, 720))
    stack = Stack(DeckBuilderScene(ctx, "matcg"))
    frame(stack, surface)
    scene = stack.top
    vp = ctx.viewport
    tile = vp.rect(at.tile_rect(0)).center
    row = vp.rect(at.row_rects(0)[1]).center
    track = scene.sliders["atk"].track(vp)
    low_end, high_end = vp.point(track.x + 8, track.centery), vp.point(track.right - 8, track.centery)
    steps: list[Callable[[], None]] = [
        lambda: _move(stack, tile),  # a tile under the pointer
        lambda: click(stack, surface, tile),  # a copy into the deck: the tile, the verdict, curves and list change
        lambda: click(stack, surface, vp.rect(at.tile_rect(1)).center),
        lambda: _move(stack, row),  # a row under the pointer
        lambda: drag(stack, surface, high_end, vp.point(track.centerx, track.centery)),  # a slider's range narrowed
        lambda: drag(stack, surface, vp.point(track.centerx, track.centery), high_end),  # and widened again
        lambda: _right_click(stack, tile),  # a copy taken out: back to what was drawn before
        lambda: _move(stack, low_end),
    ]
    for step in steps:
        step()
        frame(stack, surface)
        kept = _pixels(surface)
        forget_pictures()
        stack.draw(surface)
        assert _pixels(surface) == kept


def test_the_verdict_and_curves_are_drawn_again_only_when_the_deck_changes(monkeypatch):
    ctx, surface = context((1280, 720))
    stack = Stack(DeckBuilderScene(ctx, "matcg"))
    frame(stack, surface)
    judged: list[int] = []
    real = deck_view._judged
    monkeypatch.setattr(deck_view, "_judged", lambda surface, scene: (judged.append(scene.draft.size),
                                                                      real(surface, scene)))
    vp = ctx.viewport
    for shown in range(3):  # the pointer rests on one tile after another
        _move(stack, vp.rect(at.tile_rect(shown)).center)
        frame(stack, surface)
    assert judged == []
    click(stack, surface, vp.rect(at.tile_rect(0)).center)
    frame(stack, surface)
    assert judged == [1]


def test_the_builders_tiles_rows_and_cards_as_drawn_go_when_it_closes():
    """Nothing else draws them: a builder left is not kept in memory by the pictures it drew."""
    import weakref

    from game.scenes.base import scenes_left

    ctx, surface = context((1280, 720))
    stack = Stack(DeckBuilderScene(ctx, "matcg"))
    frame(stack, surface)
    _move(stack, ctx.viewport.rect(at.tile_rect(0)).center)  # a tile under the pointer, and the card read whole
    frame(stack, surface)
    drawn = stack.top.drawn
    assert len(drawn)
    gone = weakref.ref(drawn)
    del drawn, stack
    scenes_left()
    assert gone() is None
