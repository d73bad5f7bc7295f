"""The combo board's words: an attack's caption says in plain words what it takes if it hits; one of Kai's cards read
enlarged names the side it shows and its other."""

from __future__ import annotations

from game.words.udo.board import hit_words, side_labels
from tests.engine.udo.helpers import CATALOG, fight


def test_an_attacks_caption_says_in_words_what_it_takes_if_it_hits():
    state = fight("iron_body", revealed=("right_side_attack", "left_arm_attack"))
    assert hit_words(CATALOG, state, "right_side_attack")[:2] == ("If it hits, you lose", "Torso Turn")
    assert hit_words(CATALOG, state, "left_arm_attack")[:2] == ("If it hits, you lose", "one of your 3 Left Arm cards")
    spent = fight("iron_body", revealed=("right_side_attack",), hand=tuple(
        c.id for c in CATALOG.starters if c.id != "torso_turn"), discard=("torso_turn",))
    assert hit_words(CATALOG, spent, "right_side_attack")[:2] == ("If it hits, you exhaust", "Torso Turn")
    gone = fight("iron_body", revealed=("right_side_attack",), hand=tuple(
        c.id for c in CATALOG.starters if c.id != "torso_turn"), exhausted=("torso_turn",))
    assert hit_words(CATALOG, gone, "right_side_attack")[:2] == ("No Torso card left:", "if it hits, you lose!")


def test_kais_card_read_enlarged_names_the_side_it_shows_and_its_other():
    assert side_labels(True) == ("Showing: ENRAGED side", "Other side: calm")
    assert side_labels(False) == ("Showing: calm side", "Other side: ENRAGED")
