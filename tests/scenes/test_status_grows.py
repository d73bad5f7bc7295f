"""The status line and the hint of every table are set half as large again at the Largest text as at the Normal, at
1024x600, in a box that grows with them where the table leaves it room (the maps' "status_largest"), never over a
zone of cards: at the Largest text they were 12 px against 11."""

from __future__ import annotations

import pygame
import pytest

from game.app import make_context
from game.files import settings
from game.layout import layout
from game.layout.tiled import AT_LARGEST
from game.scenes import hinting
from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest, drawn
from game.ui import status, text
from game.ui.face_cache import forget_pictures

WINDOW = (1024, 600)
TABLES = [("udo", "table", 3), ("kai", "table", 3), ("kenpo", "table", 3), ("matcg", "duel_table", 3),
          ("dgm", "duel_table", 3), ("master", "set_table", 3), ("matcg", "team_table", 3),
          ("matcg", "army_table", 3), ("master", "hint", 0)]
STATUS_DRAWERS = ("game.ui.udo.board_draw:status", "game.ui.kenpo.panels:status", "game.ui.status:draw_status",
                  f"{hinting.__name__}:_line")
MAPS = ("combo_board", "ring", "master", "matcg", "matcg_teams")
# zones a status's box may reach at the Largest text: the log beside it, made shorter (matcg), and the overlay
# drawn over the whole table (the banner of a round's end)
MAY_MEET = {"log", "banner"}


def status_pixels(ruleset_id: str, name: str, steps: int, text_size: str) -> list[int]:
    """The pixel sizes of the status lines (and the hint over them) one frame draws."""
    settings.change(text_size=text_size)
    forget_pictures()
    status._fitted_block.cache_clear()
    pygame.init()
    surface = pygame.display.set_mode(WINDOW)
    found: list[int] = []
    real = text.draw_lines

    def draw_lines(surface, lines, size, rect, bold=False, align="center") -> None:
        import sys

        frame = sys._getframe(1)
        if f"{frame.f_globals['__name__']}:{frame.f_code.co_name}" in STATUS_DRAWERS:
            found.append(text.pixels(size))
        real(surface, lines, size, rect, bold, align)

    text.draw_lines = draw_lines  # type: ignore[assignment]  # a spy of the same shape
    try:  # a table paints its still layer, the status with it, as it is set up
        request = ShotRequest(make_context(WINDOW, autosave=False), surface, ruleset_id, 1, steps, 0, None)
        drawn(scene_stack(request, name), surface)
    finally:
        text.draw_lines = real  # type: ignore[assignment]
    return found


@pytest.mark.parametrize("ruleset_id, name, steps", TABLES)
def test_the_status_line_is_half_as_large_again_at_the_largest_text(ruleset_id, name, steps):
    normal = status_pixels(ruleset_id, name, steps, "normal")
    largest = status_pixels(ruleset_id, name, steps, "largest")
    assert normal and largest
    assert min(largest) >= 1.5 * max(normal), (normal, largest)


@pytest.mark.parametrize("level", MAPS)
def test_a_status_box_grown_for_the_largest_text_meets_no_zone_it_did_not_meet_before(level):
    laid = layout(level)
    normal, largest = laid.laid_out(1.0), laid.laid_out(1.5)
    assert normal["status"] == laid.zone("status") and largest["status"] == laid.zone("status" + AT_LARGEST)
    for name, rect in largest.items():
        if name.endswith(AT_LARGEST) or name in MAY_MEET or name == "status" or name.startswith("square_"):
            continue
        assert not rect.colliderect(largest["status"]), name
    if "log" + AT_LARGEST in largest:  # the log made shorter by as much as the status grew
        assert largest["log"].top >= largest["status"].bottom and largest["log"].bottom == normal["log"].bottom


def test_a_hint_told_in_a_toast_is_half_as_large_again_at_the_largest_text():
    from game.ui.toasts import Toast
    from game.ui.viewport import Viewport

    pygame.init()
    viewport, toast = Viewport(*WINDOW), Toast("Hint: drag Right Arm onto the new combo, then press Fight.", (640, 338))
    heights = {}
    for text_size in ("normal", "largest"):
        settings.change(text_size=text_size)
        lines = toast._made(viewport)[0]
        heights[text_size] = lines[0].get_height()
        assert len(lines) <= 2 and max(line.get_width() for line in lines) <= WINDOW[0]
    assert heights["largest"] >= 1.5 * heights["normal"]


LAID_OUT_AGAIN = [("udo", "table", "combo_board"), ("kenpo", "table", "ring"), ("matcg", "duel_table", "matcg"),
                  ("master", "set_table", "master")]


@pytest.mark.parametrize("ruleset_id, name, level", LAID_OUT_AGAIN)
def test_a_table_open_when_the_text_size_changes_lays_its_status_out_again(ruleset_id, name, level):
    settings.change(text_size="normal")
    pygame.init()
    surface = pygame.display.set_mode(WINDOW)
    stack = scene_stack(ShotRequest(make_context(WINDOW, autosave=False), surface, ruleset_id, 1, 0, 0, None), name)
    scene = stack.scenes[0]
    assert scene.zones["status"] == layout(level).zone("status")
    settings.change(text_size="largest")
    stack.resized()  # as the window does when the text size changes (game.app)
    assert scene.zones["status"] == layout(level).zone("status" + AT_LARGEST)
