"""Where the fighters' names lie (game.layout.kenpo.names). On a token in the ring (issue 33: the "Computer" plate
stuck out past its token at 1024x600, a label stuck on beside the squares' chips): the plate lies inside the token's
disc for every name a player can type (up to settings.LONGEST_NAME letters), in every window and at every text size,
its words at 11 px or more; "Computer" and the colours' names are whole. Under the score race: a name too long for
one line is split, never cut, and names set one a row are set smaller where their rows would not fit under the
tracks."""

from __future__ import annotations

import math

import pytest

from game.files import settings
from game.layout.kenpo.names import RaceNames, held_name, name_lines, name_plate, stacked_size
from game.layout.kenpo.ring import FIGHTER_RADIUS
from game.ui import text
from game.ui.viewport import Viewport
from tests.ui.helpers import display

WINDOWS = ((1024, 600), (1280, 720), (1920, 1080))
WHOLE = ("Computer", "Yellow", "Red", "You")
NAMES = (*WHOLE, "Grandmaster of the Iron Palm", "W" * settings.LONGEST_NAME,
         " ".join(["Wu"] * (settings.LONGEST_NAME // 3)), "\u9f8d\u306e\u62f3\u306e\u5e2b\u7bc4\u4ee3\u7406\u4eba")


pytestmark = pytest.mark.usefixtures(display.__name__)


@pytest.mark.parametrize("window_size", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("text_size", settings.TEXT_SCALES)
def test_every_name_lies_inside_its_token(window_size, text_size):
    settings.change(text_size=text_size)
    vp = Viewport(*window_size)
    r = vp.px(FIGHTER_RADIUS)
    wrong = []
    for name in NAMES:
        plate = name_plate(name, vp.px(22), r, vp.px(8), vp.px(2), text, settings.current().text_scale)
        box = plate.box
        corners = [(box.left, box.top), (box.right, box.top), (box.left, box.bottom), (box.right, box.bottom)]
        if any(math.hypot(x, y) > r + 1 for x, y in corners):
            wrong.append(f"{name!r}: {box.size} past a disc of {r} px")
        if text.pixels(plate.size) < text.LEAST_PX:
            wrong.append(f"{name!r} at {text.pixels(plate.size)} px")
        if any(text.width(line, plate.size, plate.bold) > box.w for line in plate.lines):
            wrong.append(f"{name!r}: {plate.lines} wider than the plate")
        if name in WHOLE and plate.lines != (name,):
            wrong.append(f"{name!r} shown as {plate.lines}")
    assert wrong == []


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_a_long_name_under_the_score_race_is_shown_whole_on_two_lines(text_size):
    """A name one line of the race's panel cannot hold (game.layout.kenpo.names.race_names) splits at the space nearest
    its middle, or at its middle where it has none; its token's plate is test_every_name_lies_inside_its_token's."""
    settings.change(text_size=text_size)
    vp = Viewport(1024, 600)
    room = vp.px(109)  # narrower than either name on one line
    for name, halves in (("\u9f8d\u306e\u62f3\u306e\u5e2b\u7bc4\u4ee3\u7406\u4eba\u3055\u3093", None),
                         ("\u00d6l\u00e7\u00fcm \u015eahin-\u00d8r", ["\u00d6l\u00e7\u00fcm", "\u015eahin-\u00d8r"])):
        lines, size = name_lines(name, vp.px(22), room, text)
        assert len(lines) == 2 and "".join(lines).replace(" ", "") == name.replace(" ", ""), lines
        assert halves is None or lines == halves
        assert size >= text.least_legible() and all(text.width(line, size, bold=True) <= room for line in lines)
    assert name_lines("Ana", vp.px(22), room, text)[0] == ["Ana"]


def test_names_set_one_a_row_shrink_until_their_rows_fit_under_the_tracks_but_never_below_the_least_legible():
    named = RaceNames([["Grandmaster of", "the Iron Palm"], ["Computer"]], [22, 22], True)
    rows = 3 * text.line_height(22, bold=True)
    assert stacked_size(named, rows, text) == 22
    size = stacked_size(named, rows - 1, text)
    assert size < 22 and 3 * text.line_height(size, bold=True) <= rows - 1
    assert stacked_size(named, 0, text) == text.least_legible()


def test_a_held_cards_name_takes_two_lines_at_most_and_is_shortened_after_a_whole_word_beyond_them():
    size, lines = held_name("Back Round Kick", text.readable(22), 120, text)
    assert len(lines) <= 2 and " ".join(lines) == "Back Round Kick" and size >= text.least_readable()
    size, lines = held_name("Grandmaster of the Iron Palm Strike", text.readable(22), 60, text)
    assert len(lines) == 2 and lines[-1].endswith("\u2026") and size == text.least_readable()
