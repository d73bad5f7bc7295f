"""The Martial Arts set-up's choices apart from its screen (game.play.matcg.setup): a mode keeps the seats already
chosen and seats computers with other decks at the new ones; a deck no longer offered gives way to the first one; the
engine's options carry the mode's own; names typed that would not tell the seats apart are not used."""

from __future__ import annotations

from game.engine.matcg.teams import ARMY, DUEL, TWO_ON_TWO
from game.play.matcg.setup import DuelChoices
from game.words.chairs import COMPUTER, PERSON
from game.words.matcg.seating import Chair

DECKS: list[object] = ["karate", "kung_fu", "boxing"]


def offered(ruleset_id: str, anything_goes: bool) -> list[object]:
    return DECKS[:2] if anything_goes else list(DECKS)


def test_a_new_mode_keeps_the_seats_chosen_and_seats_computers_with_the_next_decks_at_the_others():
    choices = DuelChoices(offered, "matcg")
    choices.chairs[1] = Chair(COMPUTER, "hard")
    choices.choose_mode(TWO_ON_TWO)
    assert choices.chairs == [Chair(PERSON), Chair(COMPUTER, "hard"), Chair(COMPUTER, choices.middle),
                              Chair(COMPUTER, choices.middle)]
    assert choices.decks == ["karate", "kung_fu", "boxing", "karate"]
    choices.choose_mode(DUEL)
    assert len(choices.chairs) == len(choices.decks) == 2


def test_a_deck_no_longer_offered_gives_way_to_the_first_deck_offered():
    choices = DuelChoices(offered, "matcg")
    choices.decks = ["boxing", "kung_fu"]
    choices.anything_goes = True
    choices.offer()
    assert choices.decks == ["karate", "kung_fu"]


def test_the_engine_options_carry_the_decks_and_the_mode_s_own():
    choices = DuelChoices(offered, "matcg")
    assert "mode" not in choices.options() and choices.options()["decks"] == ["karate", "kung_fu"]
    choices.choose_mode(ARMY)
    choices.goal, choices.leader = "all", 3
    options = choices.options()
    assert (options["mode"], options["goal"], options["leader"]) == (ARMY, "all", 3)


def test_names_typed_are_used_only_where_they_tell_the_people_apart():
    choices = DuelChoices(offered, "matcg")
    choices.chairs[1] = Chair(PERSON)
    choices.typed = {0: "Ana", 1: "Ben"}
    assert choices.seating().names == ("Ana", "Ben")
    choices.typed = {0: "Ana", 1: "Ana"}
    assert choices.seating().names == ("Player 1", "Player 2")
