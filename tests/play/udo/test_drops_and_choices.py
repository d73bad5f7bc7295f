"""What a card held on the combo board means, and the choices of cards the engine offers, read without a board: a
hand card let go on the new combo's place starts a combo, let go nowhere goes back; a finisher dragged out of its combo
is taken back, and the keyboard lays each where it may; an attack that got through offers the cards it may take, each
with what becomes of it."""

from __future__ import annotations

from dataclasses import replace

from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.engine.udo.state import RESOLVE_ATTACKS
from game.layout import zones_now
from game.layout.slot import Slot
from game.layout.udo.board import CARD_H, CARD_W, combo_targets
from game.play.campaign import Campaign
from game.play.udo.choices import loss_choice, pending_choice
from game.play.udo.drops import drop_command, drop_targets, held_places, no_place_attempts
from game.rulesets import ruleset
from tests.engine.udo.helpers import CATALOG, fight

ZONES = zones_now("combo_board")
HAND = Slot(0, 0, CARD_W, CARD_H, 100, "hand")


def test_a_hand_card_let_go_on_the_new_combos_place_starts_a_combo_and_let_go_nowhere_goes_back():
    state = fight("iron_body")
    new_combo = ZONES["new_combo"].center
    assert drop_command(ZONES, state, HAND, "right_arm_1", new_combo) == cmd.PlayCard(card="right_arm_1", combo=0)
    assert drop_command(ZONES, state, HAND, "right_arm_1", ZONES["hand"].center) is None


def test_a_finisher_dragged_out_of_its_combo_is_taken_back_and_let_go_inside_it_stays():
    state = replace(fight("iron_body"), combos=(("right_arm_1",),),
                    hand=tuple(c for c in fight("iron_body").hand if c != "right_arm_1"))
    slot = Slot(0, 0, CARD_W, CARD_H, 300, "combo", group=0)
    inside = combo_targets(ZONES, state.combos)[0].center
    assert drop_command(ZONES, state, slot, "right_arm_1", inside) is None
    assert drop_command(ZONES, state, slot, "right_arm_1", ZONES["hand"].center) == cmd.TakeBackCard(combo=0)
    assert no_place_attempts(state, slot, "right_arm_1") == [("", cmd.TakeBackCard(combo=0))]


def test_a_hand_card_may_be_laid_where_the_engine_allows_and_is_asked_about_every_combo_and_a_new_one():
    session = Session.new(ruleset("udo"), seed=21)
    session.submit(cmd.ChooseMaster(master="iron_body"))
    campaign = Campaign(session, autosave=False)
    assert list(drop_targets(campaign, ZONES, "left_leg")) == []  # Left Leg needs a Right Arm under it
    assert list(drop_targets(campaign, ZONES, "right_arm_1")) == [0]
    assert held_places(campaign, ZONES, HAND, "right_arm_1") == [("combo 1", ZONES["new_combo"])]
    assert held_places(campaign, ZONES, HAND, "left_leg") == []
    assert [place for place, _ in no_place_attempts(campaign.state, None, "left_leg")] == ["New combo"]
    assert pending_choice(campaign) is None  # no step waits for a choice of cards
    campaign.submit(cmd.PlayCard(card="right_arm_1", combo=0))
    finisher = Slot(0, 0, CARD_W, CARD_H, 300, "combo", group=0)
    assert held_places(campaign, ZONES, finisher, "right_arm_1") == [("back to the hand", ZONES["hand"])]


def test_an_attack_that_got_through_offers_the_cards_it_may_take_and_what_becomes_of_each():
    state = replace(fight("iron_body", revealed=("right_side_attack",), discard=("torso_turn",)),
                    phase=RESOLVE_ATTACKS)
    choice = loss_choice(CATALOG, state, "right_side_attack")
    assert choice.title == "Right Side Attack hits you: choose the card you lose"
    assert choice.options == {card: cmd.TakeHit(attack="right_side_attack", card=card) for card in choice.options}
    assert choice.notes["torso_turn"] == "exhaust for good" and choice.choose == 1
    assert all(note == "discard from hand" for card, note in choice.notes.items() if card in state.hand)
