"""Names in any script: the glyphs DejaVu Sans lacks are set in the fallback face, measured and fitted as drawn, and
a character no face has is one replacement mark, never the empty box of a missing glyph."""

from __future__ import annotations

import pytest

from game.ui import text
from game.ui.text import faces
from tests.ui.helpers import display, picture

WHITE = (255, 255, 255)
SIZE = 30

pytestmark = pytest.mark.usefixtures(display.__name__)  # every test renders text, in a small window


def missing_box() -> bytes:
    """What DejaVu draws for a character it has no glyph for."""
    return picture(faces.face_at(text.pixels(SIZE), False).render("\uffff", True, WHITE))


def test_a_deck_named_in_chinese_and_japanese_is_drawn_in_the_fallback_face_not_as_boxes():
    name = "\u9f8d\u306e\u62f3"  # 龍の拳
    fallback = faces.face_at(text.pixels(SIZE), False, fallback=True)
    for char in name:
        assert picture(text.render(char, SIZE, WHITE)) != missing_box()
        assert picture(text.render(char, SIZE, WHITE)) == picture(fallback.render(char, True, WHITE))
    assert text.width(name, SIZE) == fallback.size(name)[0]


def test_a_seat_named_in_greek_with_an_emoji_keeps_its_greek_and_shows_the_emoji_as_one_replacement_mark():
    name = "\u0394\u03c1\u03ac\u03ba\u03c9\u03bd \U0001f409"  # Δράκων 🐉
    shown = "\u0394\u03c1\u03ac\u03ba\u03c9\u03bd \ufffd"
    assert faces.runs(name) == ((shown, False, None),)
    dejavu = faces.face_at(text.pixels(SIZE), False)
    assert picture(text.render(name, SIZE, WHITE)) == picture(dejavu.render(shown, True, WHITE))
    assert text.width(name, SIZE) == text.width(shown, SIZE)


def test_a_line_mixing_scripts_is_as_wide_as_its_runs_and_drawn_on_one_baseline():
    line = "Kai \u9f8d Kenpo"
    runs = faces.runs(line)
    assert runs == (("Kai ", False, None), ("\u9f8d", True, None), (" Kenpo", False, None))
    image = text.render(line, SIZE, WHITE)
    assert image.get_width() == text.width(line, SIZE) == sum(
        faces.face_at(text.pixels(SIZE), False, fallback).size(piece)[0] for piece, fallback, _ in runs)
    dejavu = faces.face_at(text.pixels(SIZE), False).render("Kai ", True, WHITE)
    fallback = faces.face_at(text.pixels(SIZE), False, fallback=True)
    top = fallback.get_ascent() - text.metrics(SIZE).ascent  # DejaVu's run sits on the taller fallback's baseline
    assert top >= 0 and picture(image.subsurface((0, top, dejavu.get_width(), dejavu.get_height()))) == picture(dejavu)


def test_names_in_the_fallback_face_are_fitted_cut_and_wrapped_by_their_drawn_width():
    name = "\u9f8d\u306e\u62f3 \u7a7a\u624b\u306e\u9053"
    room = text.width(name, 20)
    size = text.fit(name, 40, room)
    assert text.pixels(size) == text.pixels(20) and text.width(name, size + 1) > room
    short = text.cut(name, 20, room // 2)
    assert short.endswith("\u2026") and text.width(short, 20) <= room // 2
    assert text.wrap(name, 20, room - 1) == ["\u9f8d\u306e\u62f3", "\u7a7a\u624b\u306e\u9053"]


def test_text_all_in_dejavu_never_opens_the_fallback_face(monkeypatch):
    opened: list[str] = []
    real = faces._face_data.__wrapped__
    monkeypatch.setattr(faces, "_face_data", lambda name: opened.append(name) or real(name))
    monkeypatch.setattr(faces, "_fonts", type(faces._fonts)())
    for line in ("Master Udo \u2014 Glory 12", "\u00e9t\u00e9 \u0416 \u03c4 \u2026", "a\u200bb"):
        text.render(line, SIZE + 1, WHITE)
        text.width(line, SIZE + 1, bold=True)
    assert faces.FALLBACK not in opened
    text.width("\u9f8d", SIZE + 1)
    assert opened[-1] == faces.FALLBACK
