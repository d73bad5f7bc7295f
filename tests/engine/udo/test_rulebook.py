"""Every worked example and FAQ answer of the Master Udo rulebook, named after it."""

from __future__ import annotations

from dataclasses import replace

from game.engine.core import Session
from game.engine.udo import HIDDEN_CARD
from game.engine.udo import commands as cmd
from game.engine.udo import events as ev
from game.engine.udo.state import CHOOSE_MASTER, LOST, RESOLVE_ATTACKS, WON
from tests.engine.udo.helpers import CATALOG, RULES, STARTERS, do, fight, of_type, rejected

IRON_BODY = "iron_body"  # hearts 1, 3, 5, 7, ...: the hearts of the rulebook's damage figure
LIGHTSPEED_HEARTS = CATALOG.master("lightspeed").bodies[0].hearts
ALL_BUT_THE_4_HEART = frozenset(f"0.{i}" for i, v in enumerate(LIGHTSPEED_HEARTS) if v != 4)


def combo(index: int, *cards: str) -> list[cmd.Command]:
    return [cmd.PlayCard(card=card, combo=index) for card in cards]


# ----- Setup and turn structure --------------------------------------------------------------


def test_setup_puts_the_10_starter_cards_in_hand_and_shuffles_the_10_attacks_face_down():
    session = Session.new(RULES, seed=3)
    state = session.state
    assert state.phase == CHOOSE_MASTER
    assert len(state.hand) == 10 and set(state.hand) == set(STARTERS)
    assert sorted(state.deck) == sorted(a.id for a in CATALOG.attacks) and len(state.deck) == 10
    assert state.charge == 0
    shuffle = of_type(session.log, ev.AttackDeckShuffled)[0]
    assert shuffle.visibility() == "secret"
    assert RULES.view(state, 0).deck == ("hidden",) * 10


def test_fighting_master_lightspeed_draws_2_attack_cards_for_his_2_swords():
    session = Session.new(RULES, seed=3)
    top = session.state.deck[:2]
    assert session.submit(cmd.ChooseMaster(master="lightspeed")).ok
    assert sum(body.swords for body in CATALOG.master("lightspeed").bodies) == 2
    view = RULES.view(session.state, 0)
    assert view.revealed == top and HIDDEN_CARD not in top  # the top 2 of the deck, face up for the player
    assert view.deck == (HIDDEN_CARD,) * 8  # the other 8 stay face down


# ----- Combos ---------------------------------------------------------------------------------


def test_left_leg_finisher_on_two_right_arms_deals_3_damage_to_2_targets_then_the_right_arms_return():
    state = fight(IRON_BODY)
    state, _ = do(state, *combo(0, "right_arm_1", "right_arm_2", "left_leg"), cmd.FinishPlaying())
    state, events = do(state, cmd.ResolveCombo(combo=0))
    started = of_type(events, ev.ComboStarted)[0]
    assert started.cards == 3 and started.steps == (("deal", 3), ("deal", 3))
    state, events = do(state, cmd.CoverHeart(heart="0.1"))  # the 3 heart; the 1 heart is the only one left
    assert [e.heart for e in of_type(events, ev.HeartCovered)] == ["0.1", "0.0"]
    assert state.covered == {"0.0", "0.1"}
    assert state.discard == ("left_leg",)
    assert {"right_arm_1", "right_arm_2"} <= set(state.hand)


def test_a_combo_may_be_a_single_card():
    state = fight(IRON_BODY)
    state, _ = do(state, *combo(0, "right_arm_1"), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert state.covered == {"0.0"}  # 1 damage covers the 1 heart


def test_left_leg_needs_a_right_arm_under_it():
    state = fight(IRON_BODY)
    assert "Left Leg needs a Right Arm card under it" in rejected(state, cmd.PlayCard(card="left_leg", combo=0)).message
    state, _ = do(state, *combo(0, "left_arm_1"))
    assert "not Left Arm" in rejected(state, cmd.PlayCard(card="left_leg", combo=0)).message


def test_conditions_are_checked_before_resolve_combos():
    state = fight(IRON_BODY)
    state, _ = do(state, *combo(0, "head_focus"))
    problem = rejected(state, cmd.FinishPlaying())
    assert "Head Focus needs a combo of at least 2 cards" in problem.message
    state, _ = do(state, cmd.TakeBackCard(combo=0))
    assert state.combos == () and "head_focus" in state.hand


def test_combos_resolve_in_the_order_the_player_chooses():
    state = fight(IRON_BODY)
    state, _ = do(state, *combo(0, "right_arm_1"), *combo(1, "left_arm_1", "right_arm_2"), cmd.FinishPlaying())
    state, _ = do(state, cmd.ResolveCombo(combo=1))  # the second combo first: 2 damage, the 1 heart
    assert state.covered == {"0.0"} and state.combos == (("right_arm_1",),)


# ----- Resolving attacks ----------------------------------------------------------------------


def test_unblocked_right_arm_attack_makes_you_discard_a_right_arm_card_from_hand():
    state = fight("crane", revealed=("right_arm_attack",))
    state, _ = do(state, cmd.FinishPlaying())
    assert state.phase == RESOLVE_ATTACKS
    options = RULES.legal_commands(state, 0)
    assert {c.card for c in options} == {"right_arm_1", "right_arm_2"}
    state, events = do(state, cmd.TakeHit(attack="right_arm_attack", card="right_arm_1"))
    assert of_type(events, ev.AttackHit)[0].exhausted is False
    assert "right_arm_1" in state.discard and "right_arm_attack" in state.attack_discard


def test_unblocked_right_arm_attack_can_exhaust_a_right_arm_card_from_the_discard():
    state = fight("crane", revealed=("right_arm_attack",), discard=("right_arm_1",))
    state, _ = do(state, cmd.FinishPlaying(), cmd.TakeHit(attack="right_arm_attack", card="right_arm_1"))
    assert state.exhausted == ("right_arm_1",) and "right_arm_1" not in state.discard


def test_an_attack_takes_only_a_card_of_the_kind_its_red_x_half_lists():
    state = fight("crane", revealed=("right_arm_attack",))
    state, _ = do(state, cmd.FinishPlaying())
    assert "Right Arm card" in rejected(state, cmd.TakeHit(attack="right_arm_attack", card="left_arm_1")).message


def test_the_card_you_must_lose_is_listed_on_the_red_x_half_not_the_area_struck():
    """Low Sweep Attack strikes the Left Leg but its red X half lists any Leg card; Arm Lock Attack strikes the
    Right Arm but lists any Arm card."""
    for attack, struck, listed in (("low_sweep_attack", "Left Leg", {"left_leg", "right_leg", "right_leg_sweep"}),
                                   ("arm_lock_attack", "Right Arm", {"left_arm_1", "left_arm_2", "left_arm_guard",
                                                                     "right_arm_1", "right_arm_2"})):
        assert CATALOG.attack(attack).area == struck
        state, _ = do(fight("crane", revealed=(attack,)), cmd.FinishPlaying())
        assert {c.card for c in RULES.legal_commands(state, 0)} == listed


def test_you_can_resolve_attacks_in_any_order():
    state = fight("crane", revealed=("right_arm_attack", "left_arm_attack"))
    state, _ = do(state, cmd.FinishPlaying())
    assert {c.attack for c in RULES.legal_commands(state, 0)} == {"right_arm_attack", "left_arm_attack"}
    right = cmd.TakeHit(attack="right_arm_attack", card="right_arm_1")
    left = cmd.TakeHit(attack="left_arm_attack", card="left_arm_1")
    for order in ((right, left), (left, right)):
        after, events = do(state, *order)
        assert [e.attack for e in of_type(events, ev.AttackHit)] == [hit.attack for hit in order]
        assert set(after.discard) == {"right_arm_1", "left_arm_1"} and of_type(events, ev.TurnEnded)


def test_you_lose_when_an_attack_can_neither_discard_nor_exhaust_a_card():
    state = fight("crane", revealed=("right_arm_attack",), exhausted=("right_arm_1", "right_arm_2"))
    state, events = do(state, cmd.FinishPlaying())
    assert state.phase == LOST and of_type(events, ev.CampaignLost)[0].attack == "right_arm_attack"


# ----- Defeating a master ---------------------------------------------------------------------


def test_defeating_master_lightspeed_returns_the_discard_and_adds_lightspeed_right_leg():
    state = fight("lightspeed", covered=ALL_BUT_THE_4_HEART, discard=("head_focus",), charge=3)
    four = combo(0, "left_arm_1", "left_arm_2", "right_arm_2", "right_arm_1")
    state, events = do(state, *four, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))  # 4 damage: the 4 heart
    defeated = of_type(events, ev.MasterDefeated)[0]
    assert defeated.master == "lightspeed" and defeated.move == "lightspeed_right_leg"
    assert state.discard == () and {"head_focus", "right_arm_1", "lightspeed_right_leg"} <= set(state.hand)
    assert state.charge == 0  # Charge is reduced to 0 after defeating a master
    assert state.phase == CHOOSE_MASTER and "lightspeed" not in {c.master for c in RULES.legal_commands(state, 0)}


def test_a_master_is_defeated_only_at_the_end_of_resolve_attacks():
    state = fight("lightspeed", covered=ALL_BUT_THE_4_HEART, revealed=("head_attack",), exhausted=("head_focus",))
    four = combo(0, "left_arm_1", "left_arm_2", "right_arm_2", "right_arm_1")
    state, events = do(state, *four, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert state.phase == LOST and not of_type(events, ev.MasterDefeated)


def test_if_you_have_defeated_your_4th_master_you_win_the_game():
    hearts = CATALOG.master("crane").bodies[0].hearts
    all_but_the_1_heart = frozenset(f"0.{i}" for i, value in enumerate(hearts) if value != 1)
    state = fight("crane", defeated=("tiger", "dragon", "shadow"), covered=all_but_the_1_heart)
    assert CATALOG.masters_to_defeat == 4
    state, events = do(state, *combo(0, "right_arm_1"), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert of_type(events, ev.MasterDefeated)[0].master == "crane"
    glory = sum(CATALOG.master(m).glory for m in ("tiger", "dragon", "shadow", "crane"))
    assert of_type(events, ev.CampaignWon) == [ev.CampaignWon(glory=glory)] and state.glory == glory
    assert state.phase == WON and RULES.legal_commands(state, 0) == []


# ----- Dealing damage and blocking ------------------------------------------------------------


def test_5_damage_may_cover_the_1_3_or_5_heart_but_not_the_7():
    state = fight(IRON_BODY)
    five = combo(0, "left_arm_1", "left_arm_2", "torso_turn", "right_arm_2", "right_arm_1")
    state, _ = do(state, *five, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert {c.heart for c in RULES.legal_commands(state, 0)} == {"0.0", "0.1", "0.2"}
    assert "5 damage" in rejected(state, cmd.CoverHeart(heart="0.3")).message
    state, _ = do(state, cmd.CoverHeart(heart="0.2"))
    assert state.covered == {"0.2"}


def test_left_side_attack_is_blocked_by_block_5_and_grants_charge_2():
    state = fight("crane", revealed=("left_side_attack",))
    block_5 = combo(0, "right_arm_1", "right_arm_2", "left_arm_2", "left_arm_1")  # Left Arm: Block X+1
    state, events = do(state, *block_5, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert of_type(events, ev.AttackBlocked)[0].attack == "left_side_attack"
    assert state.charge == 2 and "left_side_attack" in state.attack_discard


def test_a_block_bonus_adds_to_the_finishers_own_charge():
    state = fight("crane", revealed=("left_side_attack",))
    torso_turn = combo(0, "right_arm_1", "right_arm_2", "left_arm_1", "left_arm_2", "torso_turn")  # Block 5, Charge +1
    state, _ = do(state, *torso_turn, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert state.charge == 3


def test_block_4_cannot_block_left_side_attack():
    state = fight("crane", revealed=("left_side_attack",))
    block_4 = combo(0, "right_arm_1", "right_arm_2", "left_arm_1")
    state, events = do(state, *block_4, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert of_type(events, ev.EffectFizzled)[0].value == 4
    assert state.revealed == ("left_side_attack",) and state.charge == 0


# ----- Charge ---------------------------------------------------------------------------------


def test_spending_charge_6_adds_6_to_the_combo_length_and_sets_charge_to_0():
    state = fight(IRON_BODY, charge=6)
    plays = [*combo(0, "right_arm_1"), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0, spend_charge=True)]
    state, events = do(state, *plays)
    started = of_type(events, ev.ComboStarted)[0]
    assert started.charge == 6 and started.steps == (("deal", 7),)
    assert state.charge == 0
    assert CATALOG.master(IRON_BODY).bodies[0].hearts[3] == 7
    assert "0.3" in {c.heart for c in RULES.legal_commands(state, 0)}


def test_charge_gained_from_a_combo_can_be_used_the_same_turn():
    state = fight(IRON_BODY)
    plays = [*combo(0, "left_arm_1", "head_focus"), *combo(1, "right_arm_1"), cmd.FinishPlaying()]
    state, _ = do(state, *plays, cmd.ResolveCombo(combo=0))  # Head Focus: Charge X = 2
    assert state.charge == 2
    state, events = do(state, cmd.ResolveCombo(combo=0, spend_charge=True))
    assert of_type(events, ev.ComboStarted)[0].steps == (("deal", 3),)


def test_charge_gained_from_a_block_can_be_used_the_same_turn():
    state = fight(IRON_BODY, revealed=("left_side_attack",))
    plays = [*combo(0, "right_arm_2", "torso_turn", "left_arm_2", "left_arm_1"), *combo(1, "right_arm_1")]
    state, _ = do(state, *plays, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert state.charge == 2
    state, events = do(state, cmd.ResolveCombo(combo=0, spend_charge=True))
    assert of_type(events, ev.ComboStarted)[0].steps == (("deal", 3),)


def test_charge_lifts_a_combo_past_max_combo_size_3():
    state = fight(IRON_BODY, charge=4)
    state, _ = do(state, *combo(0, "left_arm_1", "right_arm_1", "right_leg"))
    assert "at most 3 cards" in rejected(state, cmd.PlayCard(card="right_arm_2", combo=0)).message
    state, events = do(state, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0, spend_charge=True))
    assert of_type(events, ev.ComboStarted)[0].steps == (("deal", 9),)  # X = 3 + 4, Right Leg deals X+2


# ----- Difficulty and glory -------------------------------------------------------------------


def test_master_iron_body_is_medium_difficulty_and_grants_2_glory():
    master = CATALOG.master(IRON_BODY)
    assert master.difficulty == "medium" and master.glory == 2


def test_end_game_glory_scoring_guide():
    assert CATALOG.rank(12) == CATALOG.rank(10) == "You are undoubtedly the strongest"
    assert CATALOG.rank(9) == "You are one of the greatest masters"
    assert CATALOG.rank(8) == "You are exceptional"
    assert CATALOG.rank(7) == "You are pretty strong"
    assert CATALOG.rank(6) == CATALOG.rank(4) == "You are strong, but you failed to realize your full potential"


# ----- FAQ ------------------------------------------------------------------------------------


def test_faq_two_master_shadow_clones_defeated_draw_only_1_attack():
    shadow = CATALOG.master("shadow")
    assert len(shadow.bodies) == 3 and all(body.swords == 1 for body in shadow.bodies)
    clones_0_and_1 = frozenset(f"{b}.{h}" for b in (0, 1) for h in range(len(shadow.bodies[b].hearts)))
    state, events = do(fight("shadow", covered=clones_0_and_1), cmd.FinishPlaying())
    assert [len(e.attacks) for e in of_type(events, ev.AttacksRevealed)] == [1]
    _, events = do(fight("shadow"), cmd.FinishPlaying())
    assert sum(len(e.attacks) for e in of_type(events, ev.AttacksRevealed)) == 3


def test_ruling_when_the_attack_deck_runs_out_the_attack_discard_pile_is_shuffled_into_a_new_deck():
    """Master Shadow's three clones need 3 attacks and the deck holds 1: it is drawn, then the 9 attacks of the
    discard pile become a new deck, in the order the shuffle recorded, and 2 more are drawn from it."""
    spent = tuple(a.id for a in CATALOG.attacks if a.id != "head_attack")
    state = replace(fight("shadow"), deck=("head_attack",), attack_discard=spent)
    state, events = do(state, cmd.FinishPlaying())
    revealed, shuffled = of_type(events, ev.AttacksRevealed), of_type(events, ev.AttackDeckShuffled)
    assert revealed[0].attacks == ("head_attack",) and sorted(shuffled[0].order) == sorted(spent)
    assert revealed[1].attacks == shuffled[0].order[:2]
    assert state.revealed == ("head_attack", *shuffled[0].order[:2]) and state.deck == shuffled[0].order[2:]
    assert state.attack_discard == ()


def test_faq_a_right_arm_finisher_buff_applies_to_every_such_combo_that_turn_even_after_the_attack_is_discarded():
    opening = CATALOG.attack("left_arm_attack").opening
    assert opening is not None and opening.keyword == "Right Arm" and opening.plus == 1
    state = fight(IRON_BODY, revealed=("left_arm_attack",))
    plays = [*combo(0, "left_arm_1", "left_arm_2"), *combo(1, "right_arm_1"), *combo(2, "right_arm_2")]
    state, _ = do(state, *plays, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))  # Block 3 blocks it
    assert "left_arm_attack" in state.attack_discard
    state, first = do(state, cmd.ResolveCombo(combo=0))
    state, second = do(state, cmd.ResolveCombo(combo=0))
    for events in (first, second):
        started = of_type(events, ev.ComboStarted)[0]
        assert started.opening == 1 and started.steps == (("deal", 2),)


def test_faq_charge_applies_to_both_targets_of_deal_x_twice():
    state = fight(IRON_BODY, charge=3)
    state, events = do(state, *combo(0, "right_arm_1", "left_leg"), cmd.FinishPlaying(),
                       cmd.ResolveCombo(combo=0, spend_charge=True))
    assert of_type(events, ev.ComboStarted)[0].steps == (("deal", 5), ("deal", 5))


def test_faq_turtles_right_arm_condition_applies_only_when_it_is_used_in_a_combo():
    state = fight(IRON_BODY, defeated=("turtle",))
    assert "turtle_right_arm" in state.hand
    # In hand it restricts nothing: a mixed combo is fine.
    mixed, _ = do(state, *combo(0, "right_arm_1", "right_leg_sweep"))
    # In a combo it applies, both to cards laid on it and to the combo it joins.
    with_turtle, _ = do(state, *combo(0, "left_arm_1", "turtle_right_arm"))
    assert "only Arm cards" in rejected(with_turtle, cmd.PlayCard(card="right_leg_sweep", combo=0)).message
    assert "only Arm cards" in rejected(mixed, cmd.PlayCard(card="turtle_right_arm", combo=0)).message
    # Outside a combo it is simply a Right Arm card, which a Right Arm Attack may take.
    hit = fight("crane", defeated=("turtle",), revealed=("right_arm_attack",))
    hit, _ = do(hit, cmd.FinishPlaying())
    assert "turtle_right_arm" in {c.card for c in RULES.legal_commands(hit, 0)}


def test_key_terms_lightspeed_right_leg_is_a_right_leg_card():
    state = fight("crane", defeated=("lightspeed",), revealed=("right_leg_attack",))
    state, _ = do(state, cmd.FinishPlaying())
    assert "lightspeed_right_leg" in {c.card for c in RULES.legal_commands(state, 0)}


def test_the_player_sees_every_event_but_the_order_of_the_shuffled_attack_deck():
    session = Session.new(RULES, seed=3)
    session.submit(cmd.ChooseMaster(master="crane"))
    seen = session.log_for(0)
    assert not of_type(seen, ev.AttackDeckShuffled)
    assert len(seen) == len(session.log) - 1 and of_type(seen, ev.AttacksRevealed)
