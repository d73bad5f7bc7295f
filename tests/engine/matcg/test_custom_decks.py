"""A player's own deck at the start of a fight: checked by the rule set's legality check, played card for card, and
carried in the FightStarted event so a saved game refolds exactly."""

from __future__ import annotations

import pytest

from game.engine import log
from game.engine.core import ScenarioError, Session
from game.engine.matcg import events as ev
from game.engine.matcg.legality import count_problems
from tests.engine.matcg.helpers import DGM, MATCG, of_type

CATALOG = MATCG.catalog
NORMAL = [card for card in CATALOG.cards if card.card_class == "normal"]


def own_deck(size: int, name: str = "Tiger Style") -> dict:
    """A legal deck of `size` cards: four copies of each normal card in order, the last one topped up."""
    cards: dict[str, int] = {}
    for card in NORMAL:
        if sum(cards.values()) >= size:
            break
        cards[card.id] = min(4, size - sum(cards.values()))
    return {"name": name, "cards": cards}


def test_a_deck_of_your_own_is_played_card_for_card_in_the_order_of_its_card_ids():
    deck = own_deck(50)
    deck["cards"] = dict(reversed(deck["cards"].items()))  # as the deck builder lists it: not by id
    session = Session.new(MATCG, seed=3, options={"decks": [deck, "karate"]})
    started = of_type(session.log, ev.FightStarted)[0]
    assert started.starter == ("Tiger Style", "karate")
    expected = [card_id for card_id, count in sorted(deck["cards"].items()) for _ in range(count)]
    assert [card.split("_", 1)[1].rsplit("_", 1)[0] for card in started.cards[0]] == expected
    assert len(session.state.hands[0]) + len(session.state.decks[0]) == 50
    assert MATCG.check(session.state) == []


def test_a_dgm_deck_of_40_is_played_whole_and_no_cards_are_left_out():
    session = Session.new(DGM, seed=3, options={"decks": ["kung_fu", own_deck(40)]})
    assert len(session.state.cards[1]) == 40


def test_a_saved_fight_with_a_deck_of_your_own_refolds_exactly():
    session = Session.new(MATCG, seed=8, options={"decks": [own_deck(52), own_deck(50, "Crane")]})
    for _ in range(6):
        session.submit(session.legal(MATCG.to_act(session.state))[0])
    text = log.dumps({"ruleset": "matcg", "seed": 8, "table": session.table.start_options()}, session.batches)
    loaded = log.loads(text, lambda ruleset_id: MATCG.event_types)
    again = Session(MATCG, 8, loaded.batches)
    assert again.state == session.state
    assert of_type(again.log, ev.FightStarted)[0].starter == ("Tiger Style", "Crane")


def test_a_saved_fight_with_a_deck_listed_not_by_card_id_continues(tmp_path):
    """The save's header keeps the deck's cards by id, as JSON with sorted keys writes them; a deck listed in another
    order (the deck builder's: attacks first) was dealt in that order, so its own save was refused on Continue as
    one whose set-up its seed and table do not deal."""
    from game.files import saves

    deck = own_deck(52)
    deck["cards"] = dict(reversed(deck["cards"].items()))
    session = Session.new(MATCG, seed=8, options={"decks": [deck, "kung_fu"]})
    for _ in range(4):
        session.submit(session.legal(MATCG.to_act(session.state))[0])
    path = saves.save(session, tmp_path / "own-deck.jsonl")
    saves.forget(path)  # read as a later run of the game reads it: every move re-derived from the header
    again = saves.read(path)
    assert again.state == session.state


def test_an_illegal_deck_is_refused_naming_every_problem_of_every_seat():
    short = own_deck(30)
    heavy = own_deck(50, "Heavy")
    heavy["cards"] = {**heavy["cards"], "nunchaku": 2, "shin_block": 9, "flying_dragon": 1}
    with pytest.raises(ScenarioError) as raised:
        Session.new(MATCG, seed=1, options={"decks": [short, heavy]})
    message = str(raised.value)
    assert "seat 1's deck: Tiger Style: 30 cards: a deck holds at least 50" in message
    assert "seat 2's deck: Heavy: there is no card 'flying_dragon'" in message
    assert "9 copies of Shin Block: at most 4" in message
    assert "Nunchaku is a Weapon: only in Anything Goes" in message


def test_weapons_join_a_deck_of_your_own_only_in_anything_goes():
    deck = own_deck(50)
    deck["cards"]["nunchaku"] = 2
    session = Session.new(MATCG, seed=1, options={"decks": [deck, "karate"], "anything_goes": True})
    assert len(session.state.cards[0]) == 52  # no sideboard is added to a deck of your own: it holds what it holds
    assert len(session.state.cards[1]) == 54 + sum(CATALOG.decks_by_id["karate"].sideboard.values())


def test_dgm_refuses_a_deck_of_more_than_50():
    with pytest.raises(ScenarioError, match="54 cards: DGM decks hold 40 to 50"):
        Session.new(DGM, seed=1, options={"decks": [own_deck(54), "karate"]})


@pytest.mark.parametrize("deck, words", [
    ("flying_dragon", "'flying_dragon' is neither a starter deck"),
    ({"name": "X"}, "neither a starter deck"),
    ({"name": "", "cards": {}}, "its name must be some words"),
    ({"name": "X", "cards": ["shin_block"]}, "its cards must be card ids with their copies"),
    ({"name": "X", "cards": {"shin_block": -1}}, "-1 copies of Shin Block: give a whole number"),
    ({"name": "X", "cards": {"shin_block": True}}, "True copies of Shin Block"),
    ({"name": "X", "cards": {"shin_block": 999_999_999}}, "999999999 copies of Shin Block: at most 4"),
])
def test_a_deck_that_is_not_one_is_refused_with_a_reason(deck, words):
    with pytest.raises(ScenarioError, match=words):
        Session.new(MATCG, seed=1, options={"decks": [deck, "karate"]})


def test_the_legality_check_judges_counts_without_expanding_them():
    huge = 10**12
    assert count_problems(CATALOG, {"Shin Block": huge}, "matcg") == [f"{huge} copies of Shin Block: at most 4"]
    assert count_problems(CATALOG, {"Shin Block": huge}, "dgm") == [f"{huge} cards: DGM decks hold 40 to 50",
                                                                   f"{huge} copies of Shin Block: at most 4"]
