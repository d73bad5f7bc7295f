"""What the part of a card the mouse rests on names: an attack's Block badge its Block, its red panel what it takes; a
card's left half its Condition, its right half its Effect with X; off every part, nothing."""

from __future__ import annotations

from game.words.udo.glossary import part_keywords
from tests.engine.udo.helpers import CATALOG, fight


def test_an_attacks_block_badge_names_its_block_and_its_red_panel_what_it_takes():
    state = fight("iron_body", revealed=("right_side_attack",))
    assert part_keywords(CATALOG, state, "right_side_attack", "block") == ("Block needed", "Block")
    assert part_keywords(CATALOG, state, "right_side_attack", "lose") == ("Lose a card", "Exhaust")


def test_a_cards_halves_name_its_condition_and_its_effect_and_off_every_part_nothing():
    state = fight("iron_body")
    assert part_keywords(CATALOG, state, "left_leg", "condition")[0] == "Condition"
    assert "X" in part_keywords(CATALOG, state, "left_leg", "effect")
    assert part_keywords(CATALOG, state, "left_leg", "") == ()
