"""A tournament's set-up choices: as many entrants as its kind allows, each bringing a deck offered under the rules
chosen, and the tournament they make."""

from __future__ import annotations

from game.engine.tournament import CHAMPIONSHIP
from game.files.matcg.cup_setup import CupChoices


def offered(ruleset_id: str, anything_goes: bool) -> list[tuple[str, object]]:
    return [("Sideboard", "side")] if anything_goes else [("Karate", "karate"), ("Kung Fu", "kung_fu")]


def test_entrants_stay_within_the_kinds_bounds_and_bring_the_decks_offered_in_turn():
    choices = CupChoices(["matcg", "dgm"], "matcg", offered, levels=["easy", "normal", "hard"])
    choices.resize(1)  # a round robin has at least three
    assert [(e.name, e.level, e.deck) for e in choices.entrants] == [
        ("Fighter 1", None, "karate"), ("Fighter 2", "normal", "kung_fu"), ("Fighter 3", "normal", "karate")]
    choices.kind = CHAMPIONSHIP
    choices.resize(30)
    assert len(choices.entrants) == 20


def test_a_deck_no_longer_offered_gives_way_to_the_first_offered():
    choices = CupChoices(["matcg", "dgm"], "matcg", offered, levels=["normal"])
    choices.resize(3)
    choices.choose_deck(1, "karate")
    choices.anything_goes = True
    choices.offer()
    assert [(e.deck, e.deck_label) for e in choices.entrants] == [("side", "Sideboard")] * 3
    cup = choices.cup(seed=5)
    assert cup.anything_goes and cup.tournament.seed == 5 and cup.names == ("Fighter 1", "Fighter 2", "Fighter 3")
