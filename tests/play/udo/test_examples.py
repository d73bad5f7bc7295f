"""The campaign rulebook's examples are found by the engine, read without a picture: a three-card combo whose finisher
deals damage, a combo whose Block meets a revealed attack's, and ENRAGED Kai's combo topped by her Punch, doubled."""

from __future__ import annotations

from game.content.udo import ruleset
from game.engine.udo.combos import steps_for
from game.play.udo import examples


def test_the_dealing_example_is_a_first_combo_of_three_whose_finisher_deals_damage():
    state = examples.dealing_combo()
    finisher = ruleset("udo").catalog.card(state.combos[0][-1])
    assert len(state.combos) == 1 and len(state.combos[0]) == 3
    assert any(kind == "deal" for kind, _ in steps_for(finisher, examples.x_of(state)))


def test_the_blocking_example_meets_a_revealed_attacks_block():
    state, attack_id = examples.blocking_combo()
    catalog = ruleset("udo").catalog
    assert attack_id in state.revealed
    steps = steps_for(catalog.card(state.combos[0][-1]), examples.x_of(state))
    assert any(kind == "block" and value >= catalog.attack(attack_id).block for kind, value in steps)


def test_kai_enraged_doubles_her_punch_combo_so_x_is_twice_its_length_and_openings():
    laid, resolving = examples.doubled_combo()
    assert laid.combos[0][-1] == "kai_punch" and "kai_punch" in laid.enraged
    assert resolving.x == 2 * sum(examples.x_parts(laid))


def test_every_example_comes_from_the_same_first_turn():
    for state in (examples.dealing_combo(), examples.blocking_combo()[0]):
        assert state.hand and set(state.combos[0]) | set(state.hand) <= set(examples.first_turn().hand)
