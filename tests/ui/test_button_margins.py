"""A button's label keeps clear of its edges at every text size: in the smallest window with the Largest text the
deck builder's "Anything Goes" filled its button edge to edge. Every screen with rows of buttons (the menu, the
set-ups, the tournament director, Settings, the deck builder) is drawn at 1024x600 at each text size, and every
label on one line stands inside each side of its button by MARGIN at the Normal text, as much larger as the text is
(a pixel less, as rounded to the window's pixels)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from game.app import make_context
from game.files import settings
from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest
from game.ui import text, widgets
from game.ui.face_cache import forget_pictures

SMALL = (1024, 600)
MARGIN = 6  # design px
SCREENS = [("matcg", "menu"), ("matcg", "settings"), ("matcg", "deck_builder"), ("matcg", "duel_setup"),
           ("matcg", "team_setup"), ("matcg", "army_setup"), ("matcg", "tournament"), ("master", "master_setup"),
           ("kenpo", "kenpo_setup")]


@contextmanager
def buttons_drawn() -> Iterator[list[widgets.Button]]:
    """Every button drawn while the block runs."""
    drawn: list[widgets.Button] = []
    real = widgets.Button.draw

    def draw(button: widgets.Button, surface: pygame.Surface, viewport) -> None:
        drawn.append(button)
        real(button, surface, viewport)

    widgets.Button.draw = draw  # type: ignore[method-assign]  # a spy of the same shape
    try:
        yield drawn
    finally:
        widgets.Button.draw = real  # type: ignore[method-assign]


def cramped(ruleset_id: str, scene: str, text_size: str) -> list[str]:
    """The labels on one line of the screen drawn at `text_size` that come closer to a side of their button than
    its margin, with how close."""
    settings.change(text_size=text_size)
    forget_pictures()
    pygame.init()
    surface = pygame.display.set_mode(SMALL)
    ctx = make_context(SMALL, autosave=False)
    stack = scene_stack(ShotRequest(ctx, surface, ruleset_id, 1, 0, 0), scene)
    with buttons_drawn() as drawn:
        stack.draw(surface)
    assert len(drawn) >= 4
    found = []
    least = ctx.viewport.px(2 * MARGIN) * settings.TEXT_SCALES[text_size] / 2 - 1
    for button in drawn:
        rect, sizes = button._place(ctx.viewport)
        lines = widgets._label(button.label, button.hotkey, rect.size, sizes, button.row_size(ctx.viewport))
        if len([line for line in lines if line.bold]) != 1:
            continue  # a label on two lines
        for line in lines:
            sides = line.at[0], rect.width - line.at[0] - line.part.width
            if min(sides) < least:
                found.append(f"{line.words!r}: {sides} px for a {text.pixels(line.size)} px typeface")
    return found


@pytest.mark.parametrize("text_size", list(settings.TEXT_SCALES))
@pytest.mark.parametrize(("ruleset_id", "scene"), SCREENS)
def test_every_buttons_label_keeps_a_margin_inside_it_at_every_text_size(ruleset_id, scene, text_size):
    assert cramped(ruleset_id, scene, text_size) == []


@pytest.mark.parametrize("text_size", list(settings.TEXT_SCALES))
def test_the_deck_builders_rule_sets_and_plays_are_as_wide_as_their_labels_need_clear_of_each_other_and_back(text_size):
    """Rather than shrink "Anything Goes" to its button, the deck builder's top row gives each label the room it needs
    at its full size: there is room to spare before Back."""
    from game.scenes.matcg.deckbuilder import DeckBuilderScene

    settings.change(text_size=text_size)
    forget_pictures()
    ctx = make_context(SMALL, autosave=False)
    scene = DeckBuilderScene(ctx, "matcg")
    vp = ctx.viewport
    top = sorted((button for button in scene.buttons if button.rect[1] == 12), key=lambda button: button.rect[0])
    assert [button.label for button in top] == ["MATCG", "DGM", "Normal play", "Anything Goes", "Back"]
    rects = [button.screen_rect(vp) for button in top]
    assert all(left.right < right.left for left, right in zip(rects, rects[1:], strict=False))
    for button in top[:-1]:
        rect, sizes = button._place(vp)
        (line,) = widgets._label(button.label, "", rect.size, sizes, button.row_size(vp))
        assert (line.words, line.size) == (button.label, vp.px(button.size))
