"""Every rule and the worked example of Kai, the Tempest (the rulebook's last pages), named after them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import rulesets
from game.engine import log
from game.engine.core import Session, fold
from game.engine.udo import commands as cmd
from game.engine.udo import events as ev
from game.engine.udo import face, side
from game.engine.udo.state import CHOOSE_MASTER, PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS
from game.games import game
from tests.engine.udo.helpers import (
    CATALOG,
    KAI_CATALOG,
    KAI_RULES,
    KAI_STARTERS,
    STARTERS,
    do,
    fight,
    kai_fight,
    legal,
    of_type,
    rejected,
)

IRON_BODY = "iron_body"  # hearts 1, 3, 5, 7, 8
ALL = KAI_STARTERS
PUNCH, JAB, PARRY, GUARD, KICK = "kai_punch", "kai_jab", "kai_parry", "kai_guard", "kai_kick"
SNAP, SWEEP, HEAD, TORSO, PLANNING = "kai_snap", "kai_sweep", "kai_head_butt", "kai_torso", "kai_planning"


def combo(index: int, *cards: str) -> list[cmd.Command]:
    return [cmd.PlayCard(card=card, combo=index) for card in cards]


def ids(commands: list[cmd.Command]) -> set[str]:
    return {getattr(c, "card", getattr(c, "attack", "")) for c in commands}


# ----- Setup ----------------------------------------------------------------------------------


def test_setup_places_kai_the_calm_tempest_and_all_of_kais_starter_cards_calm_side_up_in_hand():
    session = Session.new(KAI_RULES, seed=3)
    state = session.state
    assert state.hero == "kai" and state.phase == CHOOSE_MASTER
    assert set(state.hand) == set(ALL) and len(state.hand) == len(STARTERS) == 10
    assert state.enraged == frozenset() and all(side(KAI_CATALOG, state, c) == "calm" for c in state.hand)
    assert state.kai_enraged is False and KAI_CATALOG.tempest.calm.name == "Kai the Calm Tempest"
    assert state.charge == 0


def test_kai_has_her_own_starter_cards_all_double_sided_calm_and_enraged():
    assert not set(ALL) & set(STARTERS)
    for card in ALL:
        assert KAI_CATALOG.two_sided(card)
        calm, enraged = KAI_CATALOG.face(card, False), KAI_CATALOG.face(card, True)
        assert calm.id == enraged.id == card
        assert (calm.conditions, calm.effects) != (enraged.conditions, enraged.effects)
    assert not any(KAI_CATALOG.two_sided(m.special_move.id) for m in KAI_CATALOG.masters)


def test_everything_else_is_the_udo_campaign_unchanged():
    assert KAI_CATALOG.masters == CATALOG.masters and KAI_CATALOG.attacks == CATALOG.attacks
    assert KAI_CATALOG.ranks == CATALOG.ranks and KAI_CATALOG.masters_to_defeat == CATALOG.masters_to_defeat
    assert game("kai").title == "Kai, the Tempest vs. the Four Martial Arts Masters"
    assert rulesets.ruleset("kai").id == "kai"


# ----- Calm vs. ENRAGED -----------------------------------------------------------------------


def test_rules_read_the_side_a_card_shows_conditions_effects_and_x():
    calm = kai_fight(IRON_BODY)
    assert "Left Leg Kick needs a Right Arm card under it" in rejected(
        do(calm, *combo(0, PARRY))[0], cmd.PlayCard(card=KICK, combo=0)).message
    raging = kai_fight(IRON_BODY, enraged=(KICK, PUNCH))
    state, _ = do(raging, *combo(0, PARRY, KICK))  # ENRAGED Kick stands on any Arm card
    assert face(KAI_CATALOG, raging, PUNCH).effects[0].plus == 1 and face(KAI_CATALOG, calm, PUNCH).effects[0].plus == 0
    _, events = do(raging, *combo(0, JAB, PUNCH), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert of_type(events, ev.ComboStarted)[0].steps == (("deal", 3),)  # ENRAGED Punch: Deal X+1
    _, events = do(calm, *combo(0, JAB, PUNCH), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert of_type(events, ev.ComboStarted)[0].steps == (("deal", 2),)  # calm Punch: Deal X


def test_a_card_keeps_its_side_in_hand_combos_discard_and_when_it_moves():
    state = kai_fight(IRON_BODY, enraged=(PARRY, PUNCH), covered=frozenset({"0.1", "0.2", "0.3", "0.4"}))
    state, _ = do(state, *combo(0, PARRY, PUNCH))
    assert {PARRY, PUNCH} <= state.enraged  # in a combo
    state, _ = do(state, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))  # covers the last heart: defeated
    assert state.phase == CHOOSE_MASTER and {PARRY, PUNCH} <= set(state.hand)  # back from the discard
    assert {PARRY, PUNCH} == state.enraged and side(KAI_CATALOG, state, "iron_body_torso") == "single"


# ----- How to ENRAGE --------------------------------------------------------------------------


def test_a_finishers_enrage_flips_calm_cards_she_picks_in_hand_or_in_the_combos_on_the_table():
    state = kai_fight(IRON_BODY, enraged=(SNAP,), defeated=("crane",))
    state, _ = do(state, *combo(0, PARRY, JAB, HEAD), *combo(1, PUNCH), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert state.pending == (("enrage", 2),)  # calm Head Butt: ENRAGE X-1
    options = ids(legal(state))
    assert {PARRY, JAB, HEAD, PUNCH, KICK} <= options  # its own combo, another combo, the hand
    assert SNAP not in options and "crane_left_arm" not in options  # already ENRAGED; techniques have one side
    assert "techniques have one side" in rejected(state, cmd.EnrageCard(card="crane_left_arm")).message
    state, _ = do(state, cmd.EnrageCard(card=PARRY), cmd.EnrageCard(card=PUNCH))
    assert state.enraged == {SNAP, PARRY, PUNCH} and state.discard == (HEAD,) and PARRY in state.hand
    _, events = do(state, cmd.ResolveCombo(combo=0))
    assert of_type(events, ev.ComboStarted)[0].steps == (("deal", 2),)  # Punch flipped in its combo: Deal X+1


def test_an_enrage_with_no_more_calm_cards_in_reach_than_its_count_flips_them_all_without_asking():
    state = kai_fight(IRON_BODY, enraged=tuple(c for c in ALL if c not in (PARRY, HEAD)))
    state, events = do(state, *combo(0, PARRY, JAB, PUNCH, HEAD), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert [e.card for e in of_type(events, ev.CardEnraged)] == [PARRY, HEAD]  # ENRAGE 3, two calm cards
    assert of_type(events, ev.EffectFizzled)[0] == ev.EffectFizzled(kind="enrage", value=1)
    assert state.enraged == frozenset(ALL)


def test_a_kept_attacks_enrage_picks_only_cards_in_hand():
    state = kai_fight(IRON_BODY, kept=("left_side_attack",))
    state, _ = do(state, *combo(0, PUNCH), *combo(1, PARRY, JAB), cmd.FinishPlaying(),
                  cmd.SpendKeptAttack(attack="left_side_attack"))
    assert state.phase == RESOLVE_COMBOS and state.pending == (("enrage", 2),)
    assert ids(legal(state)) == set(state.hand) and not {PUNCH, PARRY, JAB} & ids(legal(state))


def test_blocking_an_attack_that_grants_charge_keeps_it_until_the_end_of_the_battle():
    state = kai_fight("crane", revealed=("left_side_attack",), enraged=(PARRY,))
    state, events = do(state, *combo(0, JAB, SNAP, PARRY), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))  # Block 5
    assert of_type(events, ev.AttackKept)[0].charge == 2
    assert state.kept == ("left_side_attack",) and "left_side_attack" not in state.attack_discard
    assert state.charge == 0 and not of_type(events, ev.BonusChargeGained)


def test_a_blocked_attack_without_charge_is_discarded_as_usual():
    state = kai_fight("crane", revealed=("right_arm_attack",))
    state, _ = do(state, *combo(0, JAB, PARRY), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert state.kept == () and "right_arm_attack" in state.attack_discard


def test_a_kept_attack_is_discarded_during_play_combos_to_enrage_that_many_cards_of_her_hand_she_picks():
    state = kai_fight("crane", kept=("left_side_attack",))
    assert cmd.SpendKeptAttack(attack="left_side_attack") in legal(state)
    state, events = do(state, cmd.SpendKeptAttack(attack="left_side_attack"))
    assert of_type(events, ev.KeptAttackSpent)[0].charge == 2 and "left_side_attack" in state.attack_discard
    assert state.phase == PLAY and state.pending == (("enrage", 2),)
    assert {type(c) for c in legal(state)} == {cmd.EnrageCard}
    assert "ENRAGE" in rejected(state, cmd.PlayCard(card=JAB, combo=0)).message
    state, _ = do(state, cmd.EnrageCard(card=KICK), cmd.EnrageCard(card=JAB))
    assert state.enraged == {KICK, JAB} and state.pending == () and state.kept == ()


def test_a_kept_attack_may_be_discarded_between_combos_and_during_resolve_attacks_but_not_mid_effect():
    state = kai_fight(IRON_BODY, kept=("head_attack",), revealed=("right_leg_attack",))
    state, _ = do(state, *combo(0, PUNCH), *combo(1, JAB, PARRY, SWEEP), cmd.FinishPlaying())
    assert cmd.SpendKeptAttack(attack="head_attack") in legal(state)  # Resolve Combos, before a combo
    mid, _ = do(state, cmd.ResolveCombo(combo=1))  # Sweep: Deal 3 then Block 3; the deal has two hearts to pick
    assert mid.resolving is not None and "no choice is waiting" in rejected(
        mid, cmd.SpendKeptAttack(attack="head_attack")).message
    state = kai_fight(IRON_BODY, kept=("head_attack",), revealed=("right_leg_attack",))
    state, _ = do(state, cmd.FinishPlaying())
    assert state.phase == RESOLVE_ATTACKS and cmd.SpendKeptAttack(attack="head_attack") in legal(state)
    state, events = do(state, cmd.SpendKeptAttack(attack="head_attack"), cmd.EnrageCard(card=TORSO))
    assert state.enraged == {TORSO} and state.phase == RESOLVE_ATTACKS


def test_at_any_time_an_attack_kept_by_the_last_combo_may_be_discarded_before_kai_is_checked_at_the_reveal():
    """The rulebook: "You may discard it at any time". The last combo blocks and keeps the only attack, so no attack
    is left to hit her: the turn waits, she discards it to ENRAGE her last calm cards, and the next reveal finds
    every card of hers in hand ENRAGED."""
    state = kai_fight("crane", revealed=("left_side_attack",), enraged=tuple(c for c in ALL if c not in (KICK, HEAD)))
    state, _ = do(state, *combo(0, JAB, SNAP, PARRY), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))  # Block 5
    assert state.kept == ("left_side_attack",) and state.revealed == () and state.phase == RESOLVE_ATTACKS
    assert set(legal(state)) == {cmd.SpendKeptAttack(attack="left_side_attack"), cmd.EndTurn()}
    state, events = do(state, cmd.SpendKeptAttack(attack="left_side_attack"))  # ENRAGE 2: both calm cards flip
    assert [e.card for e in of_type(events, ev.CardEnraged)] == [KICK, HEAD]
    kinds = [type(e) for e in events]
    assert kinds.index(ev.CardEnraged) < kinds.index(ev.TurnEnded) < kinds.index(ev.KaiEnraged)
    assert state.phase == PLAY and state.kai_enraged and state.turn == 2


def test_ending_the_turn_without_discarding_keeps_the_attack_and_kai_is_checked_as_her_hand_stands():
    state = kai_fight("crane", revealed=("left_side_attack",), enraged=tuple(c for c in ALL if c not in (KICK, HEAD)))
    state, _ = do(state, *combo(0, JAB, SNAP, PARRY), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    state, events = do(state, cmd.EndTurn())
    assert of_type(events, ev.TurnEnded) and not of_type(events, ev.KaiEnraged) and not state.kai_enraged
    assert state.phase == PLAY and state.kept == ("left_side_attack",)
    assert cmd.SpendKeptAttack(attack="left_side_attack") in legal(state)  # still hers, for this turn


def test_the_turn_waits_at_its_end_only_while_a_kept_attack_could_enrage_a_calm_card_of_her_hand():
    state = kai_fight("crane", revealed=("left_side_attack",), enraged=ALL)  # nothing calm left to flip
    state, events = do(state, *combo(0, JAB, SNAP, PARRY), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert state.kept == ("left_side_attack",) and of_type(events, ev.TurnEnded) and state.phase == PLAY
    assert "every attack has hit" in rejected(state, cmd.EndTurn()).message
    udo = fight("crane", revealed=("left_side_attack",))
    assert cmd.EndTurn() not in legal(udo)


def test_on_the_last_turn_of_a_fight_a_kept_attack_may_enrage_cards_that_keep_their_side_into_the_next():
    state = kai_fight("crane", revealed=("left_side_attack",), covered=frozenset({"0.0", "0.1", "0.2", "0.3"}),
                      enraged=tuple(c for c in ALL if c not in (KICK, HEAD)))
    state, _ = do(state, *combo(0, JAB, SNAP, PARRY), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert state.phase == RESOLVE_ATTACKS  # every heart covered: the master falls once the turn ends
    state, events = do(state, cmd.SpendKeptAttack(attack="left_side_attack"))
    assert of_type(events, ev.MasterDefeated) and state.phase == CHOOSE_MASTER
    assert {KICK, HEAD} <= state.enraged and state.kept == ()


def test_kept_attacks_not_spent_are_discarded_when_the_fight_ends():
    state = kai_fight(IRON_BODY, kept=("head_attack",), covered=frozenset({"0.1", "0.2", "0.3", "0.4"}))
    state, events = do(state, *combo(0, PUNCH), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0), cmd.EndTurn())
    assert of_type(events, ev.KeptAttacksDiscarded)[0].attacks == ("head_attack",)
    assert state.phase == CHOOSE_MASTER and state.kept == () and "head_attack" in state.attack_discard


def test_planning_calms_the_cards_it_takes_and_keeps_some_in_hand():
    state = kai_fight(IRON_BODY, discard=(SNAP, TORSO), enraged=(SNAP, TORSO))
    state, events = do(state, *combo(0, JAB, PLANNING), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert of_type(events, ev.ComboStarted)[0].steps == (("retrieve", 2), ("keep", 1))  # calm: take X, keep X-1
    assert [e.card for e in of_type(events, ev.CardCalmed)] == [SNAP, TORSO]  # 2 cards: taken without asking
    assert state.retrieved == (SNAP, TORSO) and {type(c) for c in legal(state)} == {cmd.KeepCard}
    state, events = do(state, cmd.KeepCard(card=SNAP))
    assert of_type(events, ev.RetrievedDiscarded)[0].cards == (TORSO,)
    assert SNAP in state.hand and state.discard == (TORSO, PLANNING) and state.enraged == frozenset()


# ----- ENRAGING Kai ---------------------------------------------------------------------------


def next_turn(state):
    """Ends a turn with nothing played (attacks take the first card offered): the next attacks are
    revealed and Kai is checked."""
    state, events = do(state, cmd.FinishPlaying())
    while state.phase == RESOLVE_ATTACKS:
        state, more = do(state, next(c for c in legal(state) if isinstance(c, cmd.TakeHit)))
        events += more
    return state, events


def test_kai_becomes_enraged_when_every_card_of_hers_in_hand_is_enraged_at_the_reveal():
    state = kai_fight(IRON_BODY, enraged=ALL, defeated=("turtle",))  # Turtle's Right Arm: a technique, calm
    state, events = next_turn(state)
    assert of_type(events, ev.KaiEnraged) and state.kai_enraged
    reveal = [type(e) for e in events]
    assert reveal.index(ev.AttacksRevealed) < reveal.index(ev.KaiEnraged) < reveal.index(ev.StepBegan, 2)


def test_kai_is_not_enraged_while_a_card_of_hers_in_hand_is_calm():
    state, events = next_turn(kai_fight(IRON_BODY, enraged=ALL[1:]))
    assert not state.kai_enraged and not of_type(events, ev.KaiEnraged)


def test_kai_stays_enraged_only_as_long_as_her_hand_is_all_enraged_at_each_reveal():
    state, _ = next_turn(kai_fight(IRON_BODY, enraged=ALL))
    state, events = next_turn(state)
    assert state.kai_enraged and not of_type(events, ev.KaiCalmed)  # still all ENRAGED: still ENRAGED
    state = replace(state, enraged=state.enraged - {PUNCH})
    state, events = next_turn(state)
    assert not state.kai_enraged and of_type(events, ev.KaiCalmed)


def test_a_hand_with_no_card_of_kais_does_not_enrage_her():
    hand = ("crane_left_arm",)
    state = kai_fight(IRON_BODY, hand=hand, discard=ALL, enraged=ALL, defeated=("crane",))
    state, events = next_turn(state)
    assert not state.kai_enraged and not of_type(events, ev.KaiEnraged)


def test_enraged_kai_may_double_the_length_of_one_combo_a_turn():
    state = kai_fight(IRON_BODY, kai_enraged=True)
    state, _ = do(state, *combo(0, JAB, PARRY, PUNCH), *combo(1, SNAP), cmd.FinishPlaying())
    assert cmd.ResolveCombo(combo=1, double=True) in legal(state)
    state, events = do(state, cmd.ResolveCombo(combo=1, double=True))  # Snap: X = 2, Deal X+2
    assert of_type(events, ev.DoubledComboStarted)[0].steps == (("deal", 4),) and not of_type(events, ev.ComboStarted)
    state, _ = do(state, cmd.CoverHeart(heart="0.1"))
    assert cmd.ResolveCombo(combo=0, double=True) not in legal(state)
    assert "already doubled" in rejected(state, cmd.ResolveCombo(combo=0, double=True)).message


def test_calm_kai_and_master_udo_cannot_double_a_combo():
    state, _ = do(kai_fight(IRON_BODY), *combo(0, PUNCH), cmd.FinishPlaying())
    assert "only while ENRAGED" in rejected(state, cmd.ResolveCombo(combo=0, double=True)).message
    udo, _ = do(fight(IRON_BODY), *combo(0, "right_arm_1"), cmd.FinishPlaying())
    assert "Only ENRAGED Kai" in rejected(udo, cmd.ResolveCombo(combo=0, double=True)).message


def test_doubling_doubles_x_openings_included_and_conditions_still_count_cards():
    state = kai_fight(IRON_BODY, kai_enraged=True, revealed=("left_arm_attack",))  # +1 to Right Arm finishers
    state, _ = do(state, *combo(0, PARRY, PUNCH, JAB))
    assert "at most 3 cards" in rejected(state, cmd.PlayCard(card=SNAP, combo=0)).message  # calm Jab: max 3
    state, events = do(state, cmd.FinishPlaying(), cmd.ResolveCombo(combo=0, double=True))
    started = of_type(events, ev.DoubledComboStarted)[0]
    assert (started.cards, started.opening, started.steps) == (3, 1, (("deal", 9),))  # X = 2 * (3 + 1); Jab: X+1


# ----- The Kai example ------------------------------------------------------------------------


def test_kai_example_enraged_kai_doubles_punch_for_7_then_planning_calms_head_and_torso_and_keeps_the_torso():
    hand = tuple(c for c in ALL if c not in (HEAD, TORSO))
    state = kai_fight(IRON_BODY, hand=hand, discard=(HEAD, TORSO), enraged=ALL, kai_enraged=True)
    assert face(KAI_CATALOG, state, PUNCH).effects[0].plus == 1  # ENRAGED Punch: "Deal X+1"
    state, _ = do(state, *combo(0, PARRY, SWEEP, PUNCH), *combo(1, PLANNING), cmd.FinishPlaying())

    # Kai is ENRAGED and chooses to double the length of Punch, dealing 2*3 + 1 = 7.
    state, events = do(state, cmd.ResolveCombo(combo=0, double=True))
    assert of_type(events, ev.DoubledComboStarted)[0].steps == (("deal", 7),) and state.x == 6
    state, events = do(state, cmd.CoverHeart(heart="0.3"))  # the 7 heart
    assert of_type(events, ev.HeartCovered)[0].damage == 7
    # Punch is discarded and the other 2 cards return to the hand.
    assert state.discard == (HEAD, TORSO, PUNCH) and {PARRY, SWEEP} <= set(state.hand)
    assert {PARRY, SWEEP, PUNCH} <= state.enraged

    # She then uses Planning to retrieve 2 discarded cards.
    state, events = do(state, cmd.ResolveCombo(combo=0))
    assert of_type(events, ev.ComboStarted)[0].steps == (("retrieve", 2), ("keep", 1))  # ENRAGED: X+1, keep X
    state, events = do(state, cmd.RetrieveCard(card=HEAD), cmd.RetrieveCard(card=TORSO))
    # She flips the ENRAGED head and torso to their calm sides...
    assert [e.card for e in of_type(events, ev.CardCalmed)] == [HEAD, TORSO]
    assert state.retrieved == (HEAD, TORSO) and not {HEAD, TORSO} & state.enraged
    # ...then discards the calm head and takes the calm torso back into her hand.
    state, events = do(state, cmd.KeepCard(card=TORSO))
    assert of_type(events, ev.RetrievedDiscarded)[0].cards == (HEAD,)
    assert TORSO in state.hand and side(KAI_CATALOG, state, TORSO) == "calm"
    assert state.discard == (PUNCH, HEAD, PLANNING) and side(KAI_CATALOG, state, HEAD) == "calm"
    # With a calm Torso in hand, Kai is calm again when the next attacks are revealed.
    assert not state.kai_enraged and of_type(events, ev.KaiCalmed)


# ----- Charge does not exist for Kai ----------------------------------------------------------


def test_charge_on_a_master_technique_enrages_that_many_cards_for_kai():
    state = kai_fight(IRON_BODY, defeated=("monkey",), enraged=ALL[3:])
    assert state.enraged and "monkey_head" in state.hand
    state, events = do(state, *combo(0, PUNCH, "monkey_head"), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0))
    assert of_type(events, ev.ComboStarted)[0].steps == (("enrage", 3),)  # Charge X+1
    assert {JAB, PARRY} <= state.enraged and state.charge == 0  # Punch was in the combo
    assert not of_type(events, ev.ChargeGained)


def test_kai_never_has_charge_to_spend():
    state, _ = do(kai_fight(IRON_BODY), *combo(0, PUNCH), cmd.FinishPlaying())
    assert all(not c.spend_charge for c in legal(state) if isinstance(c, cmd.ResolveCombo))
    assert "no Charge" in rejected(state, cmd.ResolveCombo(combo=0, spend_charge=True)).message


# ----- Saves, undo, secrecy -------------------------------------------------------------------


def test_flips_are_undone_and_redone_like_any_other_play():
    session = Session.new(KAI_RULES, 7)
    assert session.submit(cmd.ChooseMaster(master="iron_body")).ok
    for command in combo(0, JAB, HEAD):
        assert session.submit(command).ok
    assert session.submit(cmd.FinishPlaying()).ok
    assert session.submit(cmd.ResolveCombo(combo=0)).ok
    before = session.state
    assert session.submit(cmd.EnrageCard(card=PUNCH)).ok
    after = session.state
    assert PUNCH in after.enraged and session.can_undo()
    session.undo()
    assert session.state == before and PUNCH not in session.state.enraged
    session.redo()
    assert session.state == after


def test_a_kai_save_keeps_its_own_card_data_and_refolds_to_the_same_state():
    session = Session.new(KAI_RULES, 9)
    for command in (cmd.ChooseMaster(master="crane"), *combo(0, PARRY, HEAD), cmd.FinishPlaying(),
                    cmd.ResolveCombo(combo=0)):
        assert session.submit(command).ok
    content = KAI_RULES.content()
    rebuilt = rulesets.ruleset("kai", content)
    assert rebuilt.catalog == KAI_CATALOG and rebuilt.content() == content
    text = log.dumps({"ruleset": "kai", "seed": 9}, session.batches)
    loaded = log.loads(text, rulesets.event_types)
    assert fold(rebuilt, [e for batch in loaded.batches for e in batch]) == session.state


def test_kais_view_hides_only_the_order_of_the_attack_deck():
    state = kai_fight(IRON_BODY, enraged=(PUNCH,), kept=("head_attack",))
    view = KAI_RULES.view(state, 0)
    assert view.deck == ("hidden",) * len(state.deck)
    assert replace(view, deck=state.deck) == state


@pytest.mark.parametrize("kind", [ev.CardEnraged, ev.CardCalmed, ev.KaiEnraged, ev.AttackKept, ev.CardRetrieved])
def test_kais_events_are_public(kind):
    assert kind.visibility(object.__new__(kind)) == "public" and not kind.hidden_information


# ----- Card data and invariants -----------------------------------------------------------------


def test_both_sides_of_a_card_of_kais_must_name_the_same_body_areas():
    from pydantic import ValidationError

    from game.engine.udo.kai_cards import KaiCard

    side = {"name": "Right Arm Punch", "effects": [{"kind": "deal"}]}
    with pytest.raises(ValidationError, match="same body areas"):
        KaiCard.model_validate({"id": "odd", "calm": side, "enraged": {**side, "name": "Left Leg Punch"}})


def test_the_invariants_see_a_card_in_two_places_a_technique_enraged_and_a_kept_attack_counted_twice():
    state = kai_fight(IRON_BODY, defeated=("crane",), kept=("head_attack",))
    assert KAI_RULES.check(state) == []
    assert any("duplicated" in p for p in KAI_RULES.check(replace(state, discard=(PUNCH,))))
    assert any("no ENRAGED side" in p for p in KAI_RULES.check(replace(state, enraged=frozenset({"crane_left_arm"}))))
    twice = replace(state, attack_discard=("head_attack",))
    assert any("kept attacks counted once" in p for p in KAI_RULES.check(twice))
    assert any("Kai has Charge" in p for p in KAI_RULES.check(replace(state, charge=1)))
