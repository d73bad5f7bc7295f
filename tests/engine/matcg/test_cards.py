"""The card pool: validated, every card's text is what the engine does, the starter decks are legal, and the
rulings are written beside the data and in the Rules screen."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from game.content.loader import load_model
from game.engine.matcg.cards import AttackCard, Catalog, DefenseCard, EventCard, StrategyCard, rules_text
from game.engine.matcg.legality import deck_problems
from game.files.paths import asset

CATALOG = load_model(asset("matcg", "cards.json"), Catalog)
NAMED_BY_THE_RULEBOOK = ("Shin Block", "Sudden Rain", "Absolute Focus", "Divert their Attention",
                         "Enter the Phoenix", "Tai Chi")


def data() -> dict:
    return json.loads(asset("matcg", "cards.json").read_text(encoding="utf-8"))


def test_every_card_the_rulebook_names_is_in_the_pool():
    for name in NAMED_BY_THE_RULEBOOK:
        assert name in CATALOG.by_name, name
    assert isinstance(CATALOG.by_name["Shin Block"], DefenseCard)
    assert isinstance(CATALOG.by_name["Sudden Rain"], EventCard)
    assert isinstance(CATALOG.by_name["Absolute Focus"], StrategyCard)
    assert isinstance(CATALOG.by_name["Divert their Attention"], StrategyCard)


def test_the_pool_has_every_kind_of_card_and_a_sideboard_of_weapons_and_illegal_moves():
    kinds = {card.kind for card in CATALOG.cards}
    assert kinds == {"attack", "defense", "strategy", "event"}
    classes = {card.card_class for card in CATALOG.cards}
    assert classes == {"normal", "weapon", "illegal"}


def test_at_least_four_starter_decks_of_54_in_distinct_styles():
    decks = CATALOG.starter_decks
    assert len(decks) >= 4
    assert len({deck.style for deck in decks}) == len(decks)
    for deck in decks:
        assert sum(deck.cards.values()) == 54
        kinds = {CATALOG.by_id[c].kind for c in deck.cards}
        assert kinds == {"attack", "defense", "strategy", "event"}, deck.id


def test_every_cards_text_is_exactly_what_its_effects_do():
    for card in CATALOG.cards:
        assert card.text == rules_text(card), card.id


def test_a_card_whose_text_the_engine_does_not_do_is_refused():
    bad = data()
    bad["cards"][0]["text"] = "Stuns the opponent for a turn."
    with pytest.raises(ValidationError, match="prints"):
        Catalog.model_validate(bad)


def test_an_effect_outside_the_vocabulary_is_refused():
    bad = data()
    bad["cards"][0]["effects"] = [{"effect": "stun", "turns": 1}]
    with pytest.raises(ValidationError):
        Catalog.model_validate(bad)


def test_a_starter_deck_with_5_copies_is_refused():
    bad = data()
    deck = bad["starter_decks"][0]
    first = next(iter(deck["cards"]))
    deck["cards"][first] = 5
    with pytest.raises(ValidationError, match="5 copies"):
        Catalog.model_validate(bad)


def test_cards_are_frozen():
    card = CATALOG.by_name["Shin Block"]
    with pytest.raises(ValidationError):
        card.defense = 9  # type: ignore[misc]


def test_deck_legality_names_every_reason():
    others = [card.name for card in CATALOG.cards if card.card_class == "normal" and card.name != "Shin Block"]
    names = ["Shin Block"] * 5 + others[:33]
    assert deck_problems(CATALOG, names, "matcg") == ["38 cards: a deck holds at least 50",
                                                      "5 copies of Shin Block: at most 4"]
    assert deck_problems(CATALOG, names, "dgm")[0] == "38 cards: DGM decks hold 40 to 50"
    assert "Nunchaku is a Weapon: only in Anything Goes" in deck_problems(CATALOG, ["Nunchaku"] * 4, "matcg")
    assert "Eye Gouge is an Illegal Move: only in Anything Goes" in deck_problems(CATALOG, ["Eye Gouge"], "dgm")
    assert not any("Nunchaku" in p for p in deck_problems(CATALOG, ["Nunchaku"] * 4, "matcg", anything_goes=True))
    assert "Flying Dragon: there is no such card" in deck_problems(CATALOG, ["Flying Dragon"], "matcg")


def test_the_starter_decks_are_legal_in_both_rule_sets_normal_and_anything_goes():
    for deck in CATALOG.starter_decks:
        for ruleset_id in ("matcg", "dgm"):
            for anything_goes in (False, True):
                names = [CATALOG.by_id[c].name for c in deck.ids(ruleset_id, anything_goes)]
                assert deck_problems(CATALOG, names, ruleset_id, anything_goes) == []


def test_dgm_starter_decks_hold_40_to_50_cards():
    for deck in CATALOG.starter_decks:
        assert 40 <= len(deck.ids("dgm", False)) <= 50
        assert 40 <= len(deck.ids("dgm", True)) <= 50
        assert len(deck.ids("matcg", False)) == 54


def test_every_ruling_is_written_beside_the_data_and_in_the_rules_screen():
    rules_md = asset("matcg", "rules.md").read_text(encoding="utf-8")
    assert "## Where DGM differs" in rules_md and "## Rulings of this edition" in rules_md
    assert len(CATALOG.rulings) >= 10
    for ruling in CATALOG.rulings:
        assert ruling.ruling in rules_md, ruling.id


def test_attack_cards_as_blocks_absorb_less_than_defense_cards():
    attacks = [c.defense for c in CATALOG.cards if isinstance(c, AttackCard) and c.card_class == "normal"]
    defenses = [c.defense for c in CATALOG.cards if isinstance(c, DefenseCard) and c.card_class == "normal"
                and c.id != "tai_chi"]
    assert max(attacks) <= 2 and sum(defenses) / len(defenses) > sum(attacks) / len(attacks) + 1
def test_every_ruling_names_a_test_that_exists():
    """The game's engine tests hold its rulings; the tournaments' rulings are held by the shared tournament engine's
    tests, where the director's rules are played."""
    import pathlib

    here = pathlib.Path(__file__).parent
    files = [*here.glob("test_*.py"), here.parent / "test_tournament.py"]
    source = "\n".join(p.read_text(encoding="utf-8") for p in files)
    missing = [test for r in CATALOG.rulings for test in r.tests if f"def {test}(" not in source]
    assert missing == []




def test_the_rules_screen_lists_each_starter_deck_as_its_data_holds_it():
    rules_md = asset("matcg", "rules.md").read_text(encoding="utf-8")

    def counted(cards: dict[str, int]) -> str:
        return ", ".join(f"{copies} {CATALOG.by_id[card].name}" for card, copies in cards.items())

    for deck in CATALOG.starter_decks:
        line = (f"- **{deck.name}**: {counted(deck.cards)}. *Sideboard:* {counted(deck.sideboard)}. "
                f"*Left out under DGM:* {counted(deck.dgm_leave_out)}.")
        assert line in rules_md.splitlines(), deck.id
