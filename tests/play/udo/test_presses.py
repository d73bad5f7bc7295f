"""What a press on the combo board stands for, read without a board: while combos are played a hand card or a combo's
finisher is picked up (a card under the finisher is not); a combo pressed afterwards resolves with the options set;
while an effect resolves only its target is chosen; an attack that got through opens the choice of the card it takes;
a pile pressed is looked through; a kept attack pressed is spent."""

from __future__ import annotations

from dataclasses import replace

from game.engine.udo import commands as cmd
from game.engine.udo.state import RESOLVE_ATTACKS, RESOLVE_COMBOS
from game.layout.slot import Slot
from game.layout.udo.board import CARD_H, CARD_W
from game.play.udo.presses import LOSS, PICK_UP, PILE, pressed
from tests.engine.udo.helpers import CATALOG, KAI_CATALOG, fight, kai_fight

HAND = Slot(0, 0, CARD_W, CARD_H, 100, "hand")
COMBO = Slot(0, 0, CARD_W, CARD_H, 300, "combo", group=0)
DISCARD = Slot(0, 0, CARD_W, CARD_H, 10, "discard")


def test_while_combos_are_played_a_hand_card_and_a_combos_finisher_are_picked_up_and_a_card_under_it_is_not():
    state = replace(fight("iron_body"), combos=(("right_arm_1", "left_leg"),))
    assert pressed(CATALOG, state, "jab", HAND, None, False, False) == PICK_UP
    assert pressed(CATALOG, state, "left_leg", COMBO, None, False, False) == PICK_UP
    assert pressed(CATALOG, state, "right_arm_1", COMBO, None, False, False) is None
    assert pressed(CATALOG, state, None, None, None, False, False) is None


def test_a_combo_pressed_after_fight_resolves_with_charge_spent_only_when_there_is_charge_to_spend():
    state = replace(fight("iron_body"), combos=(("right_arm_1",),), phase=RESOLVE_COMBOS)
    assert pressed(CATALOG, state, "right_arm_1", COMBO, None, True, True) == \
        cmd.ResolveCombo(combo=0, spend_charge=False, double=False)
    charged = replace(state, charge=2)
    assert pressed(CATALOG, charged, "right_arm_1", COMBO, None, True, False) == \
        cmd.ResolveCombo(combo=0, spend_charge=True, double=False)


def test_while_an_effect_resolves_only_its_target_is_chosen_a_heart_to_deal_to_or_an_attack_to_block():
    state = replace(fight("iron_body", revealed=("right_side_attack",), discard=("torso_turn",)),
                    combos=(("right_arm_1",),), phase=RESOLVE_COMBOS, resolving=0, pending=(("deal", 1),))
    assert pressed(CATALOG, state, None, None, "0.1", False, False) == cmd.CoverHeart(heart="0.1")
    assert pressed(CATALOG, state, "torso_turn", DISCARD, None, False, False) is None  # no pile meanwhile
    blocking = replace(state, pending=(("block", 1),))
    assert pressed(CATALOG, blocking, "right_side_attack", None, "0.1", False, False) == \
        cmd.BlockAttack(attack="right_side_attack")
    assert pressed(CATALOG, blocking, None, None, "0.1", False, False) is None


def test_an_attack_that_got_through_opens_the_choice_of_the_card_it_takes_and_a_pile_is_looked_through():
    state = replace(fight("iron_body", revealed=("right_side_attack",), discard=("torso_turn",)),
                    phase=RESOLVE_ATTACKS)
    assert pressed(CATALOG, state, "right_side_attack", None, None, False, False) == LOSS
    assert pressed(CATALOG, state, "torso_turn", DISCARD, None, False, False) == PILE


def test_a_kept_attack_pressed_is_spent_to_enrage_kai():
    state = kai_fight("crane", kept=("head_attack",))
    kept = Slot(0, 0, CARD_W, CARD_H, 60, "kept")
    assert pressed(KAI_CATALOG, state, "head_attack", kept, None, False, False) == \
        cmd.SpendKeptAttack(attack="head_attack")
