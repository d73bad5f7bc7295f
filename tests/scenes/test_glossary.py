"""The numbers and keywords explained at every game's table, and each game's glossary (game.words.glossary), each
test parametrised over the games: a card rested on shows its tooltip beside it, every keyword a card prints has a
glossary entry, a number's parts add up to the value the card shows, and a changed number is marked."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.engine.core import Session
from game.engine.kenpo.cards import Catalog as KenpoCatalog
from game.engine.master.cards import Catalog as MasterCatalog
from game.engine.matcg.cards import Catalog as MatcgCatalog
from game.engine.matcg.cards import rules_text
from game.engine.udo.cards import Catalog as UdoCatalog
from game.games import game, ids
from game.rulesets import ruleset
from game.scenes import card_table as table_module
from game.scenes.rules import RulesScene
from game.tools.shooting import ShotRequest
from game.ui import text
from game.ui.matcg.faces import duel_face
from game.ui.painter import HOVER_DELAY
from game.ui.tip import size as tip_size
from game.words.glossary import Glossary
from game.words.kenpo import glossary as kenpo
from game.words.master import glossary as master
from game.words.matcg import glossary as matcg
from game.words.udo import glossary as udo
from game.words.udo.card_text import bonus_texts, condition_text, cost_text, effect_text, opening_text
from tests.scenes.helpers import context, frame


def printed_keywords(ruleset_id: str) -> set[str]:
    """Every keyword a card of the game prints, as its glossary module reads the cards."""
    rules: Any = ruleset(ruleset_id)
    catalog = rules.catalog
    family = game(ruleset_id).family
    if family == "udo":
        assert isinstance(catalog, UdoCatalog)
        faces = [catalog.face(card, side) for card in catalog.cards_by_id for side in (False, True)
                 if side is False or catalog.two_sided(card)]
        return ({word for face in faces for word in udo.card_keywords(face, catalog.is_kai)}
                | {word for attack in catalog.attacks for word in udo.attack_keywords(attack, catalog.is_kai)}
                | set(udo.MASTER_KEYWORDS))
    if family == "kenpo":
        assert isinstance(catalog, KenpoCatalog)
        return {word for card in catalog.cards_by_id.values() for word in kenpo.keywords(card)}
    if family == "matcg":
        assert isinstance(catalog, MatcgCatalog)
        return {word for card in catalog.by_id.values() for word in matcg.keywords(card)}
    assert isinstance(catalog, MasterCatalog)
    return {word for card in catalog.by_id for word in master.keywords(catalog, card)}


@pytest.mark.parametrize("ruleset_id", ids())
def test_every_keyword_a_card_of_the_game_prints_has_a_glossary_entry(ruleset_id):
    glossary: Glossary = game(ruleset_id).front().screens().glossary
    missing = [word for word in sorted(printed_keywords(ruleset_id)) if word.lower() not in
               {term.name.lower() for term in glossary.terms}]
    assert not missing


@pytest.mark.parametrize("ruleset_id", ids())
def test_the_glossary_names_the_keywords_the_issue_asks_for(ruleset_id):
    asked = {"udo": ("Recover", "Guard", "Opening", "Exhaust"), "kai": ("Planning", "ENRAGE", "Guard", "Opening"),
             "kenpo": ("Break", "Rest"), "matcg": ("Weapon", "Illegal Move"), "dgm": ("Weapon", "Illegal Move"),
             "master": ("Steal", "Wild card", "EXP")}[ruleset_id]
    glossary: Glossary = game(ruleset_id).front().screens().glossary
    assert all(glossary.term(word).meaning for word in asked)


def said_keywords(words: str, glossary: Glossary) -> set[str]:
    """The glossary's keywords a card's words say, each as a word of its own ("Kick", not the "Kick" of "Kicks")."""
    return {term.name for term in glossary.terms
            if re.search(rf"(?<![\w-]){re.escape(term.name)}(?![\w-])", words)}


def worded_cards(ruleset_id: str) -> list[tuple[str, set[str]]]:
    """Every card of the game that prints words: the words, and the keywords its tooltip explains."""
    rules: Any = ruleset(ruleset_id)
    catalog = rules.catalog
    family = game(ruleset_id).family
    if family == "udo":
        kai = catalog.is_kai
        faces = [catalog.face(card, side) for card in catalog.cards_by_id for side in (False, True)
                 if side is False or catalog.two_sided(card)]
        return ([(" ".join([*map(condition_text, face.conditions), *map(effect_text, face.effects)]),
                  set(udo.card_keywords(face, kai))) for face in faces]
                + [(" ".join([cost_text(attack), *bonus_texts(attack.bonus),
                              *([opening_text(attack.opening)] if attack.opening else [])]),
                    set(udo.attack_keywords(attack, kai))) for attack in catalog.attacks])
    if family == "kenpo":
        return [(card.text, set(kenpo.keywords(card))) for card in catalog.cards_by_id.values()]
    if family == "matcg":
        return [(card.text or rules_text(card), set(matcg.keywords(card))) for card in catalog.by_id.values()]
    return []  # Master's cards print a number and a skill, no words


@pytest.mark.parametrize("ruleset_id", ids())
def test_every_keyword_a_cards_words_say_is_explained_when_it_is_rested_on(ruleset_id):
    glossary: Glossary = game(ruleset_id).front().screens().glossary
    unexplained = [(words, sorted(said_keywords(words, glossary) - explained))
                   for words, explained in worded_cards(ruleset_id) if said_keywords(words, glossary) - explained]
    assert not unexplained


def table_at(ruleset_id: str, size: tuple[int, int] = (1024, 600)) -> tuple[Any, pygame.Surface, Any]:
    ctx, surface = context(size)
    stack = game(ruleset_id).tools().shots["table"](ShotRequest(ctx, surface, ruleset_id, 1, 6, 0, None))
    frame(stack, surface, 0.0)
    return stack, surface, stack.top


def rest_on(stack: Any, surface: pygame.Surface, point: tuple[int, int]) -> None:
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    stack.update(HOVER_DELAY + 0.1)
    stack.draw(surface)


@pytest.mark.parametrize("ruleset_id", ids())
def test_resting_on_a_card_shows_its_tooltip_beside_it_in_the_window_and_readable(ruleset_id, monkeypatch):
    stack, surface, scene = table_at(ruleset_id)
    drawn: list[tuple[list[tuple[str, str]], pygame.Rect | None]] = []
    real = table_module.draw_tip

    def spy(surface: pygame.Surface, vp: Any, rows: Any, beside: pygame.Rect, avoid: Any = ()) -> pygame.Rect | None:
        box = real(surface, vp, rows, beside, avoid)
        drawn.append((list(rows), box))
        return box

    monkeypatch.setattr(table_module, "draw_tip", spy)
    for sprite in list(scene.by_key.values()):
        rest_on(stack, surface, sprite.rect.center)
        key = scene.hovered[0] if scene.hovered is not None else None
        if key is not None and scene.explained(key).rows():
            break
    assert key is not None
    card = scene.by_key[key]
    rows, box = drawn[-1]  # the whole card's explanation, or the part of it printed where the mouse rests
    assert rows and set(rows) <= set(scene.explained(card.key).rows())
    assert box is not None and surface.get_rect().contains(box)
    assert not box.colliderect(card.rect)
    assert text.pixels(tip_size(scene.ctx.viewport)) >= 11  # a 1024x600 window


@pytest.mark.parametrize("ruleset_id", ids())
def test_every_number_explained_at_the_table_adds_up_to_the_value_shown(ruleset_id):
    stack, surface, scene = table_at(ruleset_id)
    checked = 0
    for key in scene.by_key:
        for figure in scene.explained(key).figures:
            assert sum(part.amount for part in figure.parts) == figure.value
            assert figure.line().startswith(f"{figure.name} {figure.value}")
            checked += 1
    assert checked or game(ruleset_id).family in ("udo", "kenpo")  # their hands print no numbers


@pytest.mark.parametrize("ruleset_id", ["matcg", "dgm"])
def test_a_card_in_hand_shows_its_atk_as_changed_by_a_boost_and_marked(ruleset_id, monkeypatch):
    stack, surface, scene = table_at(ruleset_id)
    catalog: Any = scene.catalog
    seat = scene.viewer
    lead_jab = f"s{seat}_lead_jab_1"  # ATK 2 as printed
    state = scene.state
    boosted = replace(state, focus=tuple(2 if s == seat else 0 for s in range(len(state.focus))),
                      events=(None,) * len(state.events), challenge=None)  # Absolute Focus played, no Event
    assert matcg.now(catalog, boosted, lead_jab) == (("ATK", catalog.by_id["lead_jab"].atk + 2),)
    atk = matcg.explain(catalog, boosted, lead_jab).figures[0]
    assert atk.changed and atk.told() == f"= {catalog.by_id['lead_jab'].atk} printed + 2 Boost ATK"
    plain = pygame.image.tobytes(scene.face(lead_jab, (140, 196)), "RGBA")
    monkeypatch.setattr(type(scene), "state", property(lambda table: boosted))
    marked = pygame.image.tobytes(scene.face(lead_jab, (140, 196)), "RGBA")
    assert marked != plain
    assert marked == pygame.image.tobytes(duel_face(catalog, lead_jab, (140, 196), (("ATK", atk.value),)), "RGBA")


@pytest.mark.parametrize("family", ["udo", "kenpo", "matcg", "master"])
def test_the_rules_screen_has_a_glossary_page_for_each_game_from_the_same_entries(family):
    ctx, surface = context((1280, 720))
    scene = RulesScene(ctx, family)
    glossary: Glossary = game(family).front().screens().glossary
    scene.glossary_button.action()
    assert scene.glossary_button.label == "Rules"
    scene.draw(surface)
    said = " ".join(line.text for line in scene._layout().lines)
    assert all(term.name in said for term in glossary.terms)


def test_resting_on_a_finisher_that_deals_x_twice_says_twice():
    """The tooltip read 'Deal 2 | cards' over 'Left Leg: Deal X twice'."""
    rules: Any = ruleset("udo")
    state = replace(Session.new(rules, 1).state, combos=(("right_arm_1", "left_leg"),))
    rows = udo.explain(rules.catalog, state, "left_leg", use_charge=False, master_key="master").rows()
    assert ("X 2", "= 2 cards") in rows and ("Deal 2, twice", "= 2 cards") in rows
