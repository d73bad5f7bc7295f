"""The campaign's card text as the rulebook words it: each card's Condition and Effect, and what an attack takes, its
block bonus and its opening or guard."""

from __future__ import annotations

import pytest

from game.content.udo import udo_catalog
from game.words.udo.card_text import bonus_texts, condition_text, cost_text, effect_text, opening_text

CATALOG = udo_catalog()


@pytest.mark.parametrize(("card_id", "expected"), [
    ("left_leg", "On a Right Arm"),
    ("right_leg_sweep", "On an Arm"),
    ("right_leg", "Max combo size 3"),
    ("head_focus", "Combo of 2+ cards"),
    ("turtle_right_arm", "Only Arm cards"),
])
def test_condition_text(card_id: str, expected: str) -> None:
    assert [condition_text(c) for c in CATALOG.card(card_id).conditions] == [expected]


@pytest.mark.parametrize(("card_id", "expected"), [
    ("right_arm_1", ["Deal X"]),
    ("left_leg", ["Deal X twice"]),
    ("right_leg", ["Deal X+2"]),
    ("left_arm_1", ["Block X+1"]),
    ("head_focus", ["Charge X"]),
    ("torso_turn", ["Block X", "Charge +1"]),
    ("crane_left_arm", ["Block X", "Recover 1"]),
    ("monkey_head", ["Charge X+1"]),
    ("dragon_head", ["Deal X+2 twice"]),
])
def test_effect_text(card_id: str, expected: list[str]) -> None:
    assert [effect_text(e) for e in CATALOG.card(card_id).effects] == expected


def test_attack_text_names_the_loss_the_bonus_and_the_opening() -> None:
    assert cost_text(CATALOG.attack("left_side_attack")) == "Lose a Torso card"
    assert cost_text(CATALOG.attack("arm_lock_attack")) == "Lose an Arm card"
    assert bonus_texts(CATALOG.attack("left_side_attack").bonus) == ["Charge 2"]
    assert bonus_texts(CATALOG.attack("arm_lock_attack").bonus) == ["Recover 1"]
    opening = CATALOG.attack("left_arm_attack").opening
    guard = CATALOG.attack("low_sweep_attack").opening
    assert opening is not None and guard is not None
    assert opening_text(opening) == "Opening: +1 to Right Arm finishers this turn"
    assert opening_text(guard) == "Guard: -1 to Leg finishers this turn"
