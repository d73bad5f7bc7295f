"""On the game's paced stack the deck builder's frames that input changed cost about what a frame at rest costs: what a
click or the pointer brings that is not drawn yet (the still part with a copy added, the tile lit under the pointer,
the card read whole) is drawn in the time after the frame, which is not presented, and the next frame shows it all;
and a copy added neither seeks the filtered collection again nor lays out buttons that show nothing new."""

from __future__ import annotations

import pygame

from game.layout.matcg import deck as at
from game.scenes.base import Stack
from game.scenes.matcg.deckbuilder import DeckBuilderScene
from game.ui.face_cache import pictures_drawn
from tests.scenes.helpers import context, frame


def _paced(size: tuple[int, int] = (1280, 720)) -> tuple[Stack, pygame.Surface, DeckBuilderScene]:
    ctx, surface = context(size)
    scene = DeckBuilderScene(ctx, "matcg")
    stack = Stack(scene, paced=True)
    for _ in range(3):
        frame(stack, surface)
    return stack, surface, scene


def _move(stack: Stack, pos: tuple[int, int]) -> None:
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _click(stack: Stack, pos: tuple[int, int]) -> None:
    _move(stack, pos)
    for press in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        stack.handle(pygame.event.Event(press, pos=pos, button=1))


def _tile(scene: DeckBuilderScene, shown: int) -> tuple[int, int]:
    return scene.ctx.viewport.rect(at.tile_rect(shown)).center


def test_a_click_on_a_catalog_card_draws_no_picture_in_its_frame_and_the_next_shows_the_copy_added():
    stack, surface, scene = _paced()
    card = scene.tiles()[0]
    _click(stack, _tile(scene, 0))
    drawn = pictures_drawn()
    stack.draw(surface)
    assert scene.draft.copies(card.id) == 1
    assert pictures_drawn() == drawn and not stack.showing  # held: the picture on screen stays
    stack.after_frame(1.0)
    assert pictures_drawn() > drawn  # the tile with its copy, lit, and the card read whole
    drawn = pictures_drawn()
    stack.draw(surface)
    assert stack.showing and pictures_drawn() == drawn


def test_the_pointer_on_a_card_not_drawn_lit_yet_leaves_the_tile_and_the_card_read_whole_to_the_time_after():
    stack, surface, scene = _paced((1024, 600))
    for shown in (4, 5):
        _move(stack, _tile(scene, shown))
        drawn = pictures_drawn()
        stack.draw(surface)
        assert pictures_drawn() == drawn and not stack.showing
        stack.after_frame(1.0)
        assert pictures_drawn() > drawn  # the tile lit, the card read whole, its words and picture
        drawn = pictures_drawn()
        stack.draw(surface)
        assert stack.showing and pictures_drawn() == drawn
    _move(stack, _tile(scene, 4))  # back on a card drawn lit: shown at once
    stack.draw(surface)
    assert stack.showing


def test_a_copy_added_keeps_the_filtered_collection_and_the_buttons_and_a_filter_changes_them(monkeypatch):
    stack, surface, scene = _paced()
    sought: list[int] = []
    real = scene.shown
    monkeypatch.setattr(scene, "shown", lambda: sought.append(1) or real())
    _click(stack, _tile(scene, 0))  # the first copy: the deck may now be sampled, and is unsaved
    frame(stack, surface)
    buttons = list(scene.buttons)
    _click(stack, _tile(scene, 1))
    frame(stack, surface)
    assert sum(scene.draft.counts.values()) == 2
    assert sought == [] and scene.buttons == buttons
    scene.kind("attack")
    assert sought == [1] and scene.buttons != buttons
    assert all(card.kind == "attack" for card in scene.visible)


def test_the_buttons_are_in_the_still_part_and_a_frame_draws_only_the_one_under_the_pointer(monkeypatch):
    from game.ui.widgets import Button

    stack, surface, scene = _paced()
    drawn: list[str] = []
    real = Button.draw
    monkeypatch.setattr(Button, "draw", lambda button, *rest: drawn.append(button.label) or real(button, *rest))
    frame(stack, surface)
    assert drawn == []  # at rest: every button comes with the still part
    back = next(button for button in scene.buttons if button.label == "Back")
    painted = scene.backdrop.painted
    _move(stack, back.screen_rect(scene.ctx.viewport).center)
    frame(stack, surface)
    assert drawn == ["Back"] and scene.backdrop.painted == painted  # lit over the still part, which stays


def test_the_card_under_the_pointer_is_found_among_places_worked_out_once_per_window_size(monkeypatch):
    stack, surface, scene = _paced()
    for shown in (0, 1):
        _click(stack, _tile(scene, shown))
        frame(stack, surface)
    laid: list[int] = []
    for name in ("tile_rect", "row_rects"):
        real = getattr(at, name)
        monkeypatch.setattr(at, name, lambda shown, real=real: laid.append(shown) or real(shown))
    vp = scene.ctx.viewport
    cards = scene.tiles()
    assert [scene.card_at(_tile(scene, shown)) for shown in (4, 20)] == [(cards[4].id, "collection"),
                                                                         (cards[20].id, "collection")]
    assert scene.card_at(vp.rect(at.row_rects(1)[1]).center) == (scene.deck_cards()[1].id, "deck")
    assert scene.card_at(vp.rect(at.row_rects(0)[2]).center) == (scene.deck_cards()[0].id, "+")
    laid.clear()
    scene.card_at((5, 5))
    assert laid == []
