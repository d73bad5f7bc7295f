"""One order of layers at every table (game.ui.painter.LAYERS), each test parametrised over the games: the table is
every game's `table` screenshot scene, waiting for the person at the screen. The table's painter part paints each
layer to the hints; the toasts and the card enlarged are the table's own, the ring its keyboard's focus's."""

from __future__ import annotations

import pygame
import pytest

from game.ui.painter import LAYERS
from tests.scenes.helpers import button_point, press_and_hold, still
from tests.scenes.test_table_hint import SEATED, table

TABLES = ("udo", "kai", *SEATED)
GROUND = (255, 0, 255)  # what the held layer is painted on alone, to find where it lies


@pytest.mark.parametrize("ruleset_id", TABLES)
def test_every_table_draws_its_frame_in_the_one_order_of_layers(ruleset_id, monkeypatch):
    _, surface, scene = table(ruleset_id)
    drawn: list[str] = []
    own = {"toasts": scene, "ring": scene.focus, "zoom": scene}
    for name, paint in zip(LAYERS, scene.layers(), strict=True):
        assert paint.__name__ == f"paint_{name}"
        assert paint.__self__ is own.get(name, scene.painter)  # the painter part's, to the hints

        def noted(at: pygame.Surface, name: str = name, paint=paint) -> None:
            drawn.append(name)
            paint(at)

        monkeypatch.setattr(own.get(name, scene.painter), paint.__name__, noted)
    scene.draw(surface)
    assert drawn == list(LAYERS)


@pytest.mark.parametrize("ruleset_id", TABLES)
def test_the_card_held_is_drawn_over_the_buttons(ruleset_id, monkeypatch):
    """Where the held card lies over a button, the frame is not the button's picture: the card (even see-through,
    as some tables hold it away from the hand) is over it."""
    stack, surface, scene = table(ruleset_id)
    card = scene.key_cards()[0]
    vp = scene.ctx.viewport
    press_and_hold(stack, vp.point(*card.at()), button_point(scene, "History"))
    still(stack, surface, 0.0)
    assert scene.drag is not None
    held = surface.copy()
    ground = pygame.Surface(surface.get_size())
    ground.fill(GROUND)
    alone = ground.copy()
    scene.painter.paint_held(alone)
    monkeypatch.setattr(scene.painter, "paint_held", lambda at: None)
    scene.draw(surface)  # the same frame without the held card
    button = next(b for b in scene.buttons if b.label == "History").screen_rect(vp)
    under = [(x, y) for x in range(button.left, button.right) for y in range(button.top, button.bottom)
             if alone.get_at((x, y)) != ground.get_at((x, y))]
    assert len(under) > 100, "the held card lies over the button"
    covered = [point for point in under if held.get_at(point) != surface.get_at(point)]
    assert len(covered) > len(under) // 2  # (under the button, next to none would differ)
