"""The Hint's words at the duel table: a card is played or discarded by name, or onto the place its drag lights, in
that place's words; a fighter's panel is named or called; a step says its button's words inside the sentence."""

from __future__ import annotations

from game.content.loader import load_model
from game.engine.matcg import commands as cmd
from game.engine.matcg.cards import Catalog, physical_ids
from game.files.paths import asset
from game.words.matcg.steps import card_hint, pick_hint, said

CATALOG = load_model(asset("matcg", "cards.json"), Catalog)


def test_a_card_is_hinted_onto_its_place_or_by_its_name():
    card = physical_ids(0, (CATALOG.by_name["Shin Block"].id,))[0]
    assert card_hint(CATALOG, card, False, "Block the Jab") == "block the Jab"
    assert card_hint(CATALOG, card, True, "Discard it") == "discard Shin Block"
    assert card_hint(CATALOG, card, False, None) == "play Shin Block"


def test_a_panel_is_named_or_called_and_a_step_said_in_its_buttons_words():
    assert pick_hint(cmd.NameLeader(seat=0, leader=2), "Player 3") == "name Player 3 the leader"
    assert pick_hint(cmd.CallTeammate(seat=0, teammate=2), "Player 3") == "call Player 3 to defend you"
    assert said("Take the hit") == "take the hit"
