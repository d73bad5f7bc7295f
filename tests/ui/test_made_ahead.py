"""Pictures made ahead between frames (face_cache.MadeAhead): one a call, each asked for once while what is wanted
stays the same, so a scene at rest makes nothing more and pictures that outgrow their store never evict one another
in turn."""

from __future__ import annotations

import pygame
import pytest

from game.ui.face_cache import MadeAhead, SurfaceCache, forget_pictures, pictures_drawn


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    pygame.display.set_mode((64, 36))


def drawer(store: SurfaceCache):
    def face(wanted: tuple[str, tuple[int, int]]) -> pygame.Surface:
        card, size = wanted
        return store.get(card, size, lambda: pygame.Surface(size))

    return face


def test_one_picture_a_call_until_every_one_wanted_is_made() -> None:
    store, ahead = SurfaceCache(min_pixels=10_000, windows=0), MadeAhead[tuple[str, tuple[int, int]]]()
    wanted = (("jab", (10, 14)), ("kick", (10, 14)), ("jab", (20, 28)))
    made = [ahead.one(wanted, drawer(store)) for _ in range(4)]
    assert made == [True, True, True, False]
    assert all(store.holds(card, size) for card, size in wanted)


def test_what_is_made_already_is_not_counted_and_asking_again_draws_nothing() -> None:
    store, ahead = SurfaceCache(min_pixels=10_000, windows=0), MadeAhead[tuple[str, tuple[int, int]]]()
    store.get("jab", (10, 14), lambda: pygame.Surface((10, 14)))
    wanted = (("jab", (10, 14)), ("kick", (10, 14)))
    assert ahead.one(wanted, drawer(store)) and not ahead.one(wanted, drawer(store))
    drawn = pictures_drawn()
    assert not ahead.one(wanted, drawer(store)) and pictures_drawn() == drawn  # at rest: nothing more


def test_pictures_that_outgrow_their_store_are_each_made_once() -> None:
    store, ahead = SurfaceCache(min_pixels=150, windows=0), MadeAhead[tuple[str, tuple[int, int]]]()  # room for one
    wanted = (("jab", (10, 14)), ("kick", (10, 14)), ("block", (10, 14)))
    made = [ahead.one(wanted, drawer(store)) for _ in range(6)]
    assert made == [True, True, True, False, False, False]  # never one evicting another in turn
    assert len(store) == 1


def test_a_change_of_what_is_wanted_or_of_the_text_size_walks_again() -> None:
    store, ahead = SurfaceCache(min_pixels=10_000, windows=0), MadeAhead[tuple[str, tuple[int, int]]]()
    wanted = (("jab", (10, 14)),)
    assert ahead.one(wanted, drawer(store)) and not ahead.one(wanted, drawer(store))
    assert ahead.one((*wanted, ("jab", (20, 28))), drawer(store))  # the window resized: the new size is made
    forget_pictures()  # a new text size: every picture dropped
    assert ahead.one((*wanted, ("jab", (20, 28))), drawer(store))
