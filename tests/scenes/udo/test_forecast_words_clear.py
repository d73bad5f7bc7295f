"""The campaign board while a card is held over the combos, at each text size in the smallest window: the lit frames
of the combos it may join leave the X said above each combo in sight, and a forecast's X changed by something besides
its cards (an Opening) stands whole inside its mark, however many lines it takes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import make_context
from game.files import settings
from game.layout.udo.board import combo_under
from game.play.udo.forecast import preview
from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest, drawn
from game.ui import marks as lit_marks
from game.ui import text
from game.ui.face_cache import forget_pictures
from game.ui.udo import board_draw, board_forecast
from tests.scenes.helpers import asker

WINDOW = (1024, 600)
CASES = [(ruleset_id, size) for ruleset_id in ("udo", "kai") for size in ("normal", "largest")]


def forecast_shot(ruleset_id: str, text_size: str) -> tuple[Any, pygame.Surface]:
    """The screenshot scene of a card held over a combo, at `text_size` in the smallest window, and its window."""
    settings.change(text_size=text_size)
    forget_pictures()
    pygame.init()
    surface = pygame.display.set_mode(WINDOW)
    return scene_stack(ShotRequest(make_context(WINDOW, autosave=False), surface, ruleset_id, 1, 0, 0, None),
                       "combo_board_forecast"), surface


def held_over_the_combos(ruleset_id: str, text_size: str, monkeypatch: pytest.MonkeyPatch):
    """The screenshot scene of a card held over a combo, drawn with the outlines, marks and words of the board's
    parts recorded: (the scene, the frames' boxes drawn, the marks' words, the forecast's lines drawn)."""
    stack, surface = forecast_shot(ruleset_id, text_size)
    frames: list[pygame.Rect] = []
    marks: list[pygame.Surface] = []
    lines: list[str] = []
    real_outline, real_marked, real_draw = lit_marks.outline, board_draw.marked, text.draw

    def outline(surface, vp, box, color, pulse):
        frames.append(box.inflate(vp.px(8), vp.px(8)))  # as the outline draws it
        real_outline(surface, vp, box, color, pulse)

    def marked(vp, words, change):
        marks.append(words)
        return real_marked(vp, words, change)

    def draw(surface, line, size, color, bold=False, **anchor):
        if asker(__name__).startswith(board_forecast.__name__):
            lines.append(line)
        return real_draw(surface, line, size, color, bold, **anchor)

    monkeypatch.setattr(lit_marks, "outline", outline)
    monkeypatch.setattr(board_draw, "marked", marked)
    monkeypatch.setattr(text, "draw", draw)
    drawn(stack, surface)
    return stack.top, frames, marks, lines


@pytest.mark.parametrize(("ruleset_id", "text_size"), CASES)
def test_the_lit_frames_of_the_combos_leave_the_x_above_each_combo_in_sight(ruleset_id, text_size, monkeypatch):
    scene, frames, _, _ = held_over_the_combos(ruleset_id, text_size, monkeypatch)
    labels = [rect for _, rect in scene.painter._captions()[1][:len(scene.state.combos)]]
    assert frames and labels
    crossed = [(frame, label) for frame in frames for label in labels
               if frame.left < label.right and label.left < frame.right and frame.top < label.bottom <= frame.bottom]
    assert crossed == []


@pytest.mark.parametrize(("ruleset_id", "text_size"), CASES)
def test_a_forecasts_changed_x_stands_whole_inside_its_mark(ruleset_id, text_size, monkeypatch):
    scene, _, marks, lines = held_over_the_combos(ruleset_id, text_size, monkeypatch)
    card = scene.drag.sprite.key
    index = combo_under(scene.zones, scene.state.combos, scene.drag.centre())
    found = preview(scene.catalog, scene.state, index, card)
    x_line = board_forecast.lines(scene.catalog, scene.state, found)[1][0]
    assert x_line.startswith("X = ") and marks  # the X changed by the Opening, in its mark
    assert [line for line in lines if line in x_line] == []  # no part of it drawn outside the mark


MARK_INK = (250, 0, 250, 255)  # a colour nothing else on the board is drawn in


@pytest.mark.parametrize(("ruleset_id", "text_size"), CASES)
def test_a_forecasts_mark_lies_under_its_title_and_its_last_line_is_whole(ruleset_id, text_size, monkeypatch):
    """At the Largest text the mark of a changed X was drawn two pixels over the line above it, its ring through the
    title's letters, and its words were laid at the panel's line spacing, the foot of their last line cut off."""
    real_marked = board_draw.marked
    words_kept: list[pygame.Surface] = []
    titles: list[pygame.Rect] = []
    real_draw = text.draw

    def marked(vp, words, change):  # the mark, in a colour of its own, to be found where it is drawn
        words_kept.append(words)
        mark = real_marked(vp, words, change)
        mark.fill(MARK_INK)
        return mark

    def draw(surface, line, size, color, bold=False, **anchor):
        rect = real_draw(surface, line, size, color, bold, **anchor)
        if bold and asker(__name__).startswith(board_forecast.__name__):
            ink = text.render(line, size, color, bold).get_bounding_rect()
            titles.append(ink.move(rect.topleft))
        return rect

    stack, surface = forecast_shot(ruleset_id, text_size)
    monkeypatch.setattr(board_draw, "marked", marked)
    monkeypatch.setattr(text, "draw", draw)
    drawn(stack, surface)
    mask = pygame.mask.from_threshold(surface, MARK_INK, (1, 1, 1, 255))
    [mark] = mask.get_bounding_rects()
    [title] = titles
    assert not mark.colliderect(title), (mark, title)
    [words] = words_kept
    last_row = [words.get_at((x, words.get_height() - 1)).a for x in range(words.get_width())]
    assert max(last_row) == 0  # nothing of the last line reaches the foot of its picture: none of it is cut


@pytest.mark.parametrize(("ruleset_id", "text_size"), CASES)
def test_a_forecast_lies_beside_the_held_card_clear_of_all_the_board_reads(ruleset_id, text_size, monkeypatch):
    """The forecast is laid by the shared placement of tips (game.ui.tip.placed), as the tooltips and the Martial
    Arts forecast are: inside the window, beside the held card and over none of the status line, the master whose
    hearts it lights, the revealed attacks and their words, the Charge, the combos and the X over each, the buttons
    and glory."""
    panels: list[pygame.Rect] = []
    real = board_forecast.draw_preview

    def draw_preview(*args, **kwargs):
        panels.append(real(*args, **kwargs))
        return panels[-1]

    stack, surface = forecast_shot(ruleset_id, text_size)
    monkeypatch.setattr(board_forecast, "draw_preview", draw_preview)
    drawn(stack, surface)
    scene = stack.top
    vp = scene.ctx.viewport
    read = {name: vp.rect(scene.zones[name]) for name in ("status", "master", "charge", "combos", "buttons", "glory")}
    read |= {f"attack {k}": rect for k, rect in enumerate(scene.painter._captions().attacks)}
    read["held card"] = scene.drag.sprite.rect
    [panel] = panels
    assert surface.get_rect().contains(panel)
    assert [name for name, rect in read.items() if panel.colliderect(rect)] == []
