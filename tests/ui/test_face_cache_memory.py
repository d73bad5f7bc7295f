"""The face cache never bakes a stand-in into another face, and hands memory let go of back between frames, never in
one."""

from __future__ import annotations

import pygame
import pytest

from game.ui import face_cache
from game.ui.face_cache import SurfaceCache, paced_frame


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    pygame.display.set_mode((640, 360))


def test_no_stand_in_is_drawn_into_a_face_that_is_being_drawn(monkeypatch) -> None:
    cache = SurfaceCache(min_pixels=100_000)
    cache.get("special move", (10, 14), lambda: pygame.Surface((10, 14)))
    monkeypatch.setattr(face_cache, "FRAME_BUDGET", -1.0)  # as if this frame had already drawn plenty
    monkeypatch.setitem(face_cache._frame, "catching_up", False)  # as it was, after the test
    face_cache.window_resized()  # the frames in which stand-ins are shown
    inner: list[pygame.Surface] = []

    def master_back() -> pygame.Surface:
        inner.append(cache.get("special move", (20, 28), lambda: pygame.Surface((20, 28), pygame.SRCALPHA)))
        return pygame.Surface((40, 56))

    with paced_frame():
        cache.get("master back", (40, 56), master_back)
        assert face_cache.stand_ins() == 0
    assert inner[0].get_flags() & pygame.SRCALPHA  # drawn in full, not a scaled stand-in


def test_memory_let_go_of_is_handed_back_past_return_after_and_never_inside_a_frame(monkeypatch) -> None:
    trims: list[int] = []
    monkeypatch.setattr(face_cache, "_trim", trims.append)
    monkeypatch.setitem(face_cache._released, "bytes", 0)
    monkeypatch.setitem(face_cache._frame, "catching_up", False)
    cache = SurfaceCache(min_pixels=10_000, windows=0)  # 40 kB of 32-bit pixels, whatever the window
    with paced_frame():
        for key in range(8):
            cache.get(key, (100, 100), lambda: pygame.Surface((100, 100)))
    assert not face_cache.hand_back() and trims == []  # 7 x 40 kB let go of: under RETURN_AFTER
    monkeypatch.setattr(face_cache, "RETURN_AFTER", 100_000)
    with paced_frame():
        cache.get("one more", (100, 100), lambda: pygame.Surface((100, 100)))
    assert trims == []  # the frame itself hands nothing back
    assert face_cache.hand_back() and trims == [0] and face_cache._released["bytes"] == 0
    assert not face_cache.hand_back() and trims == [0]  # nothing let go of since


def test_nothing_is_handed_back_while_faces_catch_up_after_a_resize(monkeypatch) -> None:
    trims: list[int] = []
    monkeypatch.setattr(face_cache, "_trim", trims.append)
    monkeypatch.setitem(face_cache._released, "bytes", face_cache.RETURN_AFTER + 1)
    monkeypatch.setitem(face_cache._frame, "catching_up", False)
    face_cache.window_resized()
    assert not face_cache.hand_back() and trims == []
    with paced_frame():  # a frame with no face standing in: the new size's faces are all drawn
        pass
    assert face_cache.hand_back() and trims == [0]


def test_the_lit_places_and_the_veils_over_cards_are_kept_within_a_bound_of_pixels_not_a_count() -> None:
    """Their sizes vary (a card, a row of cards, a whole side of the table), so what they keep is bounded by their
    pixels: a count of them would keep any number of bytes."""
    from game.ui import playable, shapes

    surface = pygame.Surface((640, 360), pygame.SRCALPHA)
    for width in range(200, 1400, 20):
        shapes.glow(surface, (255, 220, 120, 70), pygame.Rect(0, 0, width, 100), 10)
        playable._veil((width, 100), 8)
    for kept in (shapes.GLOWS, playable.VEILS):
        assert 0 < kept.pixels <= kept.max_pixels


def test_a_new_text_size_drops_the_faces_but_keeps_the_lines_set_ahead_at_it() -> None:
    """Settings sets its words ahead at the text size the player may choose next; choosing it (game.app: every
    picture forgotten) must not drop them, since a line is kept by its size in pixels, right at any text size. A
    face, whose words follow the text size without its key saying so, is drawn again."""
    from game.files import settings
    from game.ui import text

    settings.change(text_size="normal")
    face_cache.forget_pictures()
    faces = SurfaceCache(min_pixels=100_000)
    faces.get("a face", (10, 14), lambda: pygame.Surface((10, 14)))
    with text.at_scale(settings.TEXT_SCALES["largest"]):
        ahead = text.render("Text size", 20, (255, 255, 255))
    face_cache.forget_pictures()  # the player chose Largest
    settings.change(text_size="largest")
    assert text.render("Text size", 20, (255, 255, 255)) is ahead
    redrawn: list[str] = []
    faces.get("a face", (10, 14), lambda: redrawn.append("a face") or pygame.Surface((10, 14)))
    assert redrawn == ["a face"]
