"""A lesson's names of the places of the combos, read without drawing the board: "combo N" is the N-th combo on the
table, "combos in play" all of them with the lines said over them, and a combo not on the table is nowhere."""

from __future__ import annotations

from game.layout import zones_now
from game.layout.udo.board import COMBO_LABEL, combo_place, combo_rects, combos_area

ZONES = zones_now("combo_board")
COMBOS = (("head_focus", "right_arm_1"), ("left_leg_1",))


def test_combo_n_is_the_nth_combo_on_the_table_and_a_combo_not_there_is_nowhere():
    rects = combo_rects(combos_area(ZONES), COMBOS)
    assert combo_place(ZONES, COMBOS, "combo 0") == rects[0] and combo_place(ZONES, COMBOS, "combo 1") == rects[1]
    assert combo_place(ZONES, COMBOS, "combo 2") is None


def test_the_combos_in_play_are_all_of_them_with_the_lines_over_them():
    place = combo_place(ZONES, COMBOS, "combos in play")
    assert place is not None and all(place.contains(rect) for rect in combo_rects(combos_area(ZONES), COMBOS))
    assert place.top == min(rect.top for rect in combo_rects(combos_area(ZONES), COMBOS)) - COMBO_LABEL
    assert combo_place(ZONES, (), "combos in play") is None and combo_place(ZONES, COMBOS, "hand") is None
