"""The big moments of a fight in words (game.words.udo.telling.moment): each says what happened with the names of
the cards, and is told apart by what it is; any other event is no big moment."""

from __future__ import annotations

from game.engine.core import Session
from game.engine.udo import events as ev
from game.rulesets import ruleset
from game.words.udo.telling import ENRAGED, CampaignWords, moment


def test_each_big_moment_is_said_with_the_names_of_its_cards():
    catalog = ruleset("kai").catalog
    assert moment(catalog, ev.AttackBlocked(attack="head_attack", block=3)) == ("Blocked Head Attack!", "blocked")
    assert moment(catalog, ev.CampaignLost(attack="head_attack")) == (
        "Head Attack strikes and you cannot answer it.", "lost")
    assert moment(catalog, ev.AttackKept(attack="head_attack", charge=2)) == (
        "Kept Head Attack: ENRAGE 2 later", "kept")
    assert moment(catalog, ev.ChargeGained(amount=2)) == ("+2 Charge", "charge")
    assert moment(catalog, ev.EffectFizzled(kind="block", value=2)) == ("Block 2 found no target.", "fizzled")
    assert moment(catalog, ev.KaiEnraged(turn=2)) == (ENRAGED, "enraged")
    assert moment(catalog, ev.CampaignWon(glory=9)) == ("Victory!", "won")


def test_no_charge_gained_and_a_card_played_are_no_big_moments():
    catalog = ruleset("udo").catalog
    assert moment(catalog, ev.ChargeGained(amount=0)) is None
    assert moment(catalog, ev.CardPlayed(card="head_focus", combo=0)) is None


def test_the_history_tells_a_big_moment_in_the_past_where_the_banner_says_it_as_it_happens():
    rules = ruleset("kai")
    state = Session.new(rules, seed=1).state
    told = CampaignWords(rules.catalog)
    beaten = ev.MasterDefeated(master="crane", glory=1, move="crane_left_arm")
    assert moment(rules.catalog, beaten) == (
        "Master Crane defeated! +1 glory. Crane Left Arm joins your hand.", "defeated")
    assert told.tell(beaten, state, state) == [
        "You defeated Master Crane: +1 glory, and Crane Left Arm joined your hand."]
    assert told.tell(ev.KaiEnraged(turn=2), state, state) == ["Kai was ENRAGED: she could double one combo that turn."]
