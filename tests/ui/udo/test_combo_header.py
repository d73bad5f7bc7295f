"""The words over a combo (its X and what its finisher does, the hint's ghost combos' too) are shown whole: on two
lines where one cannot hold them at a legible size, never breaking between a step and its number."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.ui import palette, text
from game.ui.udo import board_draw
from game.ui.viewport import Viewport


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_a_combos_header_too_long_for_one_line_is_shown_whole_on_two(text_size, monkeypatch):
    settings.change(text_size=text_size)
    vp = Viewport(1024, 600)
    drawn: list[str] = []
    render = text.render
    monkeypatch.setattr(text, "render", lambda words, *rest, **kw: drawn.append(words) or render(words, *rest, **kw))
    line = "X=2: Planning: take 3, keep 1"
    header = board_draw.combo_header(vp, line, pygame.Rect(0, 0, vp.px(100), vp.px(150)), palette.GOLD_LIGHT)
    assert " ".join(drawn).replace("\u00a0", " ") == line and len(drawn) == 2
    assert header.get_width() <= vp.px(150) and header.get_height() >= 2 * text.line_height(text.least_legible(),
                                                                                             bold=True) - 2


@pytest.mark.parametrize("line", ["X=2: Deal 2, Block 2", "X=3: Deal 3, Charge +1", "X=8: Deal 8 \u00d72, Block 8"])
def test_a_combos_header_on_two_lines_keeps_each_step_with_its_number(line, monkeypatch):
    vp = Viewport(1024, 600)
    drawn: list[str] = []
    render = text.render
    monkeypatch.setattr(text, "render", lambda words, *rest, **kw: drawn.append(words) or render(words, *rest, **kw))
    board_draw.combo_header(vp, line, pygame.Rect(0, 0, vp.px(60), vp.px(150)), palette.GOLD_LIGHT)
    assert len(drawn) == 2, drawn
    assert all(not part.split()[0][0].isdigit() and part.split()[0][0] not in "+\u00d7" for part in drawn[1:]), drawn
