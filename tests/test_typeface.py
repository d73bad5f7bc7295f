"""The table of the characters the game's typeface draws (game.files.typeface, which the deck name rule reads without
pygame) matches the bundled fonts: made from their cmap tables, and drawn by pygame as glyphs, not as the empty box
of a missing one."""

from __future__ import annotations

import pygame

from game.files import decks
from game.files.typeface import DRAWN, FALLBACK_DRAWN
from game.tools import typeface
from game.ui import text
from game.ui.text import faces


def test_the_table_of_drawn_characters_is_the_one_the_fonts_give():
    assert list(DRAWN) == typeface.drawn()
    assert typeface.table_text() == typeface.TABLE.read_text(encoding="utf-8")


def test_a_character_outside_the_table_draws_as_the_fonts_missing_glyph_box_and_one_inside_does_not():
    pygame.font.init()
    face = faces.face_at(text.pixels(20), False)

    def picture(char: str) -> bytes:
        return pygame.image.tobytes(face.render(char, True, (255, 255, 255)), "RGBA")

    def in_table(char: str) -> bool:
        return any(first <= ord(char) <= last for first, last in DRAWN)

    missing = picture("\uffff")
    for char in "\u7a7a\u306e\u9053":
        assert not in_table(char) and picture(char) == missing
    for char in "A\u00e9\u0416\u03c4&":
        assert in_table(char) and picture(char) != missing


def test_the_fallback_faces_table_holds_chinese_japanese_and_korean_and_the_deck_names_read_it():
    for char in "\u7a7a\u306e\u9053\ud55c":
        assert any(first <= ord(char) <= last for first, last in FALLBACK_DRAWN) and decks.drawable(char)
    assert not decks.drawable("\u0928") and not decks.drawable("\U0001f409")
