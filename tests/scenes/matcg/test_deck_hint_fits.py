"""The deck builder's help line under its collection is read whole at every window size and text size (at 1600x900
with the Largest text it was cut: "Rest on one to r...")."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.files.settings import TEXT_SCALES, WINDOW_SIZES
from game.layout.matcg import deck as at
from game.scenes.matcg.deck_view import HINTS
from game.ui import text
from game.ui.matcg.deck_tiles import least
from game.ui.viewport import Viewport


@pytest.mark.parametrize("size", WINDOW_SIZES)
@pytest.mark.parametrize("text_size", sorted(TEXT_SCALES))
def test_one_wording_of_the_deck_builder_s_help_fits_whole(size, text_size):
    pygame.init()
    settings.change(text_size=text_size)
    vp = Viewport(*size)
    room = vp.px(at.GRID.w + 20)
    assert any(text.width(words, least(vp)) <= room for words in HINTS)
