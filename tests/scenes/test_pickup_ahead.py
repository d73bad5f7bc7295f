"""What a first pick-up draws is made ahead at every card table (game.scenes.pickups, with each painter's
ready_pickup): once the table rests on the player's turn, picking up any card that can be played draws no
picture in that frame; the places it may go, their words and the status line while it is held are only blitted. Nor
does picking up one that cannot: why it has no place was asked of the engine and its words set (game.ui.no_place)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest
from game.ui.face_cache import forget_pictures, pictures_drawn
from tests.scenes.helpers import context

FRAME = 1 / 60
TABLES = [("kenpo", "ring_arena", 4), ("matcg", "duel_table", 16), ("master", "set_table", 2)]  # the player to act
# a hand with cards that cannot be played now (at Master, every card can: a set is formed or a card let go); the
# campaign's board is a card table, not a seated one, and makes them ahead all the same
UNPLAYABLE = [("kenpo", "ring_arena", 15, False), ("matcg", "duel_table", 16, False), ("udo", "combo_board", 1, False)]


def rested(stack: Any, surface: pygame.Surface) -> None:
    """Frames as the window makes them (update, draw, then what is made in the time left) until the stack is still."""
    for _ in range(400):
        if stack.still():
            return
        stack.update(FRAME)
        stack.draw(surface)
        stack.after_frame(FRAME)
    raise AssertionError("the table never came to rest")


def rested_table(ruleset_id: str, scene_name: str, steps: int) -> tuple[Any, pygame.Surface, Any, Any, frozenset[str]]:
    """The game's table with no picture kept from the tests before, once it has rested: its context, surface, stack,
    scene and the cards that can be played."""
    forget_pictures()
    ctx, surface = context()
    stack = scene_stack(ShotRequest(ctx, surface, ruleset_id, 1, steps, 0), scene_name)
    rested(stack, surface)
    scene: Any = stack.top
    return ctx, surface, stack, scene, scene.lit.playable() or frozenset()


@pytest.mark.parametrize(("ruleset_id", "scene_name", "steps", "can_be_played"),
                         [(*table, True) for table in TABLES] + UNPLAYABLE)
def test_a_first_pick_up_draws_no_picture_once_the_table_has_rested(ruleset_id, scene_name, steps, can_be_played):
    _, surface, stack, scene, playable = rested_table(ruleset_id, scene_name, steps)
    cards = [key for key, slot in scene.slots.items()
             if slot.zone in scene.hand_zones and (key in playable) == can_be_played]
    assert cards
    for key in cards:
        drawn = pictures_drawn()
        x, y = scene.by_key[key].rect.center
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 2, y - 2), rel=(2, -2), buttons=(1, 0, 0)))
        stack.update(FRAME)
        stack.draw(surface)
        assert scene.drag is not None and pictures_drawn() == drawn, key
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))  # let go where it was
        rested(stack, surface)


def key(stack: Any, pressed: int) -> None:
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pressed, mod=0, unicode=""))
    stack.handle(pygame.event.Event(pygame.KEYUP, key=pressed, mod=0, unicode=""))


KEYED = [("kenpo", "ring_arena", 4), ("master", "set_table", 2), ("udo", "combo_board", 1)]  # the player to act


@pytest.mark.parametrize(("ruleset_id", "scene_name", "steps"), KEYED)
def test_a_first_pick_up_by_the_keys_draws_no_picture_where_it_points_first(ruleset_id, scene_name, steps):
    """Enter on a card picks it up and holds it over its first place: what it would do there (the combo's forecast,
    the square's points) was made ahead too."""
    _, surface, stack, scene, playable = rested_table(ruleset_id, scene_name, steps)
    picked = 0
    for _ in range(len(scene.key_cards())):
        key(stack, pygame.K_TAB)
        focused = scene.focus.card(scene.key_cards())
        if focused is None or focused.label not in playable:
            continue
        drawn = pictures_drawn()
        key(stack, pygame.K_RETURN)
        stack.update(FRAME)
        stack.draw(surface)
        assert scene.drag is not None and pictures_drawn() == drawn, focused.label
        picked += 1
        key(stack, pygame.K_ESCAPE)  # put back where it was
        rested(stack, surface)
    assert picked


@pytest.mark.parametrize(("ruleset_id", "scene_name", "steps"), TABLES)
def test_a_first_pick_up_with_the_pointer_over_a_place_it_may_go_draws_no_picture(ruleset_id, scene_name, steps):
    """A card picked up while the pointer is over one of its places (as the keyboard's Enter picks one up, the
    pointer left where it was) finds that place lit as it is under the pointer, made ahead too, whichever place."""
    ctx, surface, stack, scene, playable = rested_table(ruleset_id, scene_name, steps)
    for card in [card for card, slot in scene.slots.items() if slot.zone in scene.hand_zones and card in playable]:
        x, y = scene.by_key[card].rect.center
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
        places = [ctx.viewport.rect(spot.rect).center for spot in scene.key_targets()]
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))  # let go where it was
        rested(stack, surface)
        for over in places:
            drawn = pictures_drawn()
            stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
            stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(1, 0, 0)))
            stack.update(FRAME)
            stack.draw(surface)
            assert scene.drag is not None and pictures_drawn() == drawn, (card, over)
            stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0)))
            stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
            rested(stack, surface)
