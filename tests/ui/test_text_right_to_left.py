"""Names written right to left: an Arabic or Hebrew name is drawn with DejaVu's own glyphs, its Arabic letters
joined, laid right to left, and a line mixing it with words written left to right puts each run where the Unicode
Bidirectional Algorithm puts it."""

from __future__ import annotations

import pytest

from game.files import names
from game.ui import text
from game.ui.text import bidi, faces
from tests.ui.helpers import display, picture

WHITE = (255, 255, 255)
SIZE = 30
MUHAMMAD = "\u0645\u062d\u0645\u062f"  # محمد
SHALOM = "\u05e9\u05dc\u05d5\u05dd"  # שלום
DAR = "\u062f\u0627\u0631"  # دار: letters that never join the letter after them, so each keeps one form either way
ZWNJ = "\u200c"  # keeps the letters on either side of it apart: each in its isolated form

pytestmark = pytest.mark.usefixtures(display.__name__)  # every test renders text, in a small window


def test_the_typeface_has_a_glyph_of_its_own_for_every_arabic_and_hebrew_letter_of_the_names():
    missing = picture(faces.face_at(text.pixels(SIZE), False).render("\uffff", True, WHITE))
    for char in MUHAMMAD + SHALOM:
        assert names.drawable(char) and picture(text.render(char, SIZE, WHITE)) != missing


def test_an_arabic_name_is_drawn_with_its_letters_joined_not_as_isolated_letters():
    joined = text.render(MUHAMMAD, SIZE, WHITE)
    isolated = text.render(ZWNJ.join(MUHAMMAD), SIZE, WHITE)
    assert joined.get_width() < isolated.get_width()  # joined letters meet: the isolated ones stand apart
    assert text.width(MUHAMMAD, SIZE) == joined.get_width()


@pytest.mark.parametrize("name", [SHALOM, DAR])
def test_a_hebrew_or_arabic_name_is_drawn_right_to_left_as_its_letters_reversed_would_be_left_to_right(name):
    left_to_right = faces.face_at(text.pixels(SIZE), False).render(name[::-1], True, WHITE)
    assert picture(text.render(name, SIZE, WHITE)) == picture(left_to_right)


@pytest.mark.parametrize("line, drawn", [
    (MUHAMMAD, ((MUHAMMAD, "Arab"),)),
    (f"{MUHAMMAD} 12", (("12", None), (f"{MUHAMMAD} ", "Arab"))),  # digits after it: at its left, left to right
    (f"Hot-seat: {SHALOM} won", (("Hot-seat: ", None), (SHALOM, "Hebr"), (" won", None))),
    (f"{SHALOM} (Yellow)", ((SHALOM, "Hebr"), (" (Yellow)", None))),  # a line begun right to left: still the game's
    (f"({MUHAMMAD})", (("(", None), (MUHAMMAD, "Arab"), (")", None))),
    (f"{MUHAMMAD} {SHALOM}", ((SHALOM, "Hebr"), (f"{MUHAMMAD} ", "Arab"))),  # two scripts right to left: one run
    ("Ana \u9f8d", (("Ana \u9f8d", None),)),  # nothing right to left: one run, as before
])
def test_a_line_mixing_directions_is_drawn_in_the_order_of_the_unicode_bidirectional_algorithm(line, drawn):
    assert bidi.visual_runs(line) == drawn


@pytest.mark.parametrize("line, drawn", [
    (f"{SHALOM} ({SHALOM})", ((f"{SHALOM} ({SHALOM})", "Hebr"),)),  # was ")" apart, after the run, left to right
    (f"Seat 2: {MUHAMMAD} ({DAR}) won", (("Seat 2: ", None), (f"{MUHAMMAD} ({DAR})", "Arab"), (" won", None))),
    (f"{SHALOM} [3] (Dan)", (("]", "Hebr"), ("3", None), (f"{SHALOM} [", "Hebr"), (" (Dan)", None))),
    (f"Dan ({SHALOM})", (("Dan (", None), (SHALOM, "Hebr"), (")", None))),  # after words left to right: theirs
    (f"{SHALOM} (Dan)", ((SHALOM, "Hebr"), (" (Dan)", None))),  # words left to right inside: theirs
    (f"{SHALOM} (]", ((SHALOM, "Hebr"), (" (]", None))),  # no pair: marks at the line's end, as before
])
def test_a_pair_of_brackets_takes_one_direction_as_rule_n0_of_the_bidirectional_algorithm_gives_it(line, drawn):
    assert bidi.visual_runs(line) == drawn


def test_a_hebrew_name_in_brackets_after_a_hebrew_name_is_drawn_with_its_brackets_mirrored_round_it():
    """The reader sees "(םולש) םולש": the brackets close round the second
    name, not one bracket inside the run and one after it."""
    seen = f"({SHALOM[::-1]}) {SHALOM[::-1]}"
    left_to_right = faces.face_at(text.pixels(SIZE), False).render(seen, True, WHITE)
    assert picture(text.render(f"{SHALOM} ({SHALOM})", SIZE, WHITE)) == picture(left_to_right)


def test_a_line_with_an_arabic_name_is_as_wide_as_its_runs_and_drawn_in_their_order():
    line = f"Hot-seat: {MUHAMMAD} won"
    assert faces.runs(line) == (("Hot-seat: ", False, None), (MUHAMMAD, False, "Arab"), (" won", False, None))
    pixel_size = text.pixels(SIZE)
    assert text.render(line, SIZE, WHITE).get_width() == text.width(line, SIZE) == sum(
        faces.face_at(pixel_size, False, fallback, script).size(piece)[0]
        for piece, fallback, script in faces.runs(line))


@pytest.mark.parametrize("name, refused", [
    (MUHAMMAD, None), (SHALOM, None), (f"Ana {MUHAMMAD}", None),
    ("\u07d3\u07ca", "the game cannot draw Nko letters yet"),  # N'Ko, right to left: drawn but not shaped
    ("\u0928\u092e", "the game cannot draw Devanagari letters yet"),
])
def test_names_in_arabic_and_hebrew_may_be_typed_and_only_what_cannot_be_drawn_is_refused(name, refused):
    assert names.undrawn(name) == refused
