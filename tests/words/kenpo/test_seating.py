"""A player's name split for two lines (game.words.kenpo.seating.halves): at the space nearest its middle, or at its
middle when it has none, nothing lost but the space."""

from __future__ import annotations

from game.words.kenpo.seating import halves


def test_a_name_splits_at_the_space_nearest_its_middle_or_at_its_middle():
    assert halves("Jean Luc Picard") == ["Jean Luc", "Picard"]
    assert halves("Ana de la Cruz") == ["Ana de", "la Cruz"]
    assert halves("Siobhan") == ["Sio", "bhan"]
    assert halves("\u00d6l\u00e7\u00fcm \u015eahin-\u00d8r") == ["\u00d6l\u00e7\u00fcm", "\u015eahin-\u00d8r"]
