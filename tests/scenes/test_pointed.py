"""Resting the mouse on one number a card prints shows where that number comes from alone, in one short line, and
resting elsewhere on the card its whole explanation (game.scenes.card_table.CardTable.pointed), at each game whose cards
print numbers: the Martial Arts duel and DGM (ATK, DEF, LNK, CPT in the cells along a card's bottom); and resting
on a half of a campaign card (its Condition, its Effect), a part of a master's attack (its Block, what it takes,
its bonus), a part of a Kenpo card (its qualifiers, its words) or the skill band of a Master card explains that
part's keywords and numbers alone. By the keyboard, I tells the focused card's numbers and keywords one at a time,
at every game."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.games import ids
from game.layout.master.card_face import NAMED_FROM, name_band
from game.layout.udo.card_face import attack_parts, halves
from game.scenes import card_table as table_module
from game.scenes.table import READ_KEY
from game.ui import text
from game.ui.kenpo.faces import regions
from game.ui.matcg.faces import number_cells
from tests.scenes.helpers import focused_card, key
from tests.scenes.test_glossary import rest_on, table_at
from tests.scenes.udo.test_combo_board import board


@pytest.mark.parametrize("ruleset_id", ["matcg", "dgm"])
def test_resting_on_a_cards_number_explains_that_number_alone(ruleset_id, monkeypatch):
    stack, surface, scene = table_at(ruleset_id)
    drawn: list[list[tuple[str, str]]] = []
    monkeypatch.setattr(table_module, "draw_tip", lambda surface, vp, rows, beside, avoid=(): drawn.append(list(rows)))
    shown = sorted(scene.by_key.values(), key=lambda s: scene.slots[s.key].zone != "hand")  # the hand's first
    sprite: Any = next(s for s in shown if scene.explained(s.key).figures)
    figures = scene.explained(sprite.key).figures
    cells = number_cells(sprite.rect.size, len(figures))
    for figure, cell in zip(figures, cells, strict=True):
        rest_on(stack, surface, cell.move(sprite.rect.topleft).center)
        assert scene.hovered is not None and scene.hovered[0] == sprite.key
        assert drawn[-1] == [(f"{figure.name} {figure.value}", figure.told())]
    rest_on(stack, surface, (sprite.rect.centerx, sprite.rect.y + sprite.rect.h // 3))  # its picture
    assert drawn[-1] == scene.explained(sprite.key).rows() and len(drawn[-1]) > 1


def test_resting_on_a_half_of_a_campaign_card_explains_that_halfs_keywords_alone(monkeypatch):
    stack, surface, scene = board()
    drawn: list[list[tuple[str, str]]] = []
    monkeypatch.setattr(table_module, "draw_tip", lambda surface, vp, rows, beside, avoid=(): drawn.append(list(rows)))
    sprite = scene.by_key["left_leg"]  # On a Right Arm | Deal X twice
    left, right = halves(sprite.rect.size, text.line_height(text.least_legible()))
    rest_on(stack, surface, left.move(sprite.rect.topleft).center)
    assert [head for head, _ in drawn[-1]] == ["Condition", "On a card"]
    rest_on(stack, surface, right.move(sprite.rect.topleft).center)
    assert [head for head, _ in drawn[-1]] == ["Deal", "X"]
    rest_on(stack, surface, (sprite.rect.centerx, sprite.rect.y + sprite.rect.h // 3))  # its figure
    assert [head for head, _ in drawn[-1]] == ["Condition", "On a card", "Deal", "X"]


def test_resting_on_a_part_of_a_kenpo_card_explains_that_parts_keywords_alone(monkeypatch):
    stack, surface, scene = table_at("kenpo")
    drawn: list[list[tuple[str, str]]] = []
    monkeypatch.setattr(table_module, "draw_tip", lambda surface, vp, rows, beside, avoid=(): drawn.append(list(rows)))
    key = next(k for k, slot in scene.slots.items() if slot.zone == "hand" and scene.catalog.card(k).qualifiers)
    sprite, card = scene.by_key[key], scene.catalog.card(key)
    whole = scene.explained(key)
    heads = {}
    for region, box in regions(card, sprite.rect.size).items():
        rest_on(stack, surface, box.move(sprite.rect.topleft).center)
        heads[region] = [head for head, _ in drawn[-1]]
    assert heads["tags"] == list(card.qualifiers)  # the qualifiers under the name
    assert heads["band"] == heads["art"] == [head for head, _ in whole.rows()]  # the name, the arrows: the whole card
    assert set(heads["panel"]) <= {head for head, _ in whole.rows()} and heads["panel"] != heads["band"]


def test_resting_on_the_skill_band_of_a_master_card_explains_its_skill_alone(monkeypatch):
    stack, surface, scene = table_at("master")
    drawn: list[list[tuple[str, str]]] = []
    monkeypatch.setattr(table_module, "draw_tip", lambda surface, vp, rows, beside, avoid=(): drawn.append(list(rows)))
    key = next(k for k, sprite in scene.by_key.items() if min(sprite.rect.size) >= NAMED_FROM)
    sprite = scene.by_key[key]
    rest_on(stack, surface, name_band(sprite.rect.size).move(sprite.rect.topleft).center)
    whole = [head for head, _ in scene.explained(key).rows()]
    assert [head for head, _ in drawn[-1]] == [head for head in whole if not head.startswith("EXP")]
    rest_on(stack, surface, sprite.rect.center)  # its symbol: the whole card, its number's worth first
    assert [head for head, _ in drawn[-1]] == whole and whole[0].startswith("EXP")


@pytest.mark.parametrize("ruleset_id", ids())
def test_the_key_i_tells_the_focused_cards_numbers_and_keywords_one_at_a_time(ruleset_id, monkeypatch):
    stack, surface, scene = table_at(ruleset_id)
    drawn: list[list[tuple[str, str]]] = []
    monkeypatch.setattr(table_module, "draw_tip", lambda surface, vp, rows, beside, avoid=(): drawn.append(list(rows)))
    for _ in range(len(scene.key_cards()) + 1):  # Tab to a card of the hand with more than one thing to tell
        key(stack, surface, pygame.K_TAB)
        card = focused_card(scene)
        if card is not None and scene.hovered is not None and len(scene.explained(card).rows()) > 1:
            break
    assert card is not None and scene.hovered is not None and scene.hovered[0] == card
    rows = scene.explained(card).rows()
    assert drawn[-1] == rows
    for row in rows:
        key(stack, surface, READ_KEY)
        assert drawn[-1] == [row]
    key(stack, surface, READ_KEY)
    assert drawn[-1] == rows  # round to the whole card


def test_resting_on_a_part_of_a_campaign_attack_explains_that_parts_keywords_alone(monkeypatch):
    stack, surface, scene = board()
    drawn: list[list[tuple[str, str]]] = []
    monkeypatch.setattr(table_module, "draw_tip", lambda surface, vp, rows, beside, avoid=(): drawn.append(list(rows)))
    attack = next(a for a in scene.state.revealed if a in scene.by_key)
    sprite, block = scene.by_key[attack], scene.catalog.attack(attack).block
    parts = attack_parts(sprite.rect.size, text.line_height(text.least_legible()))
    rest_on(stack, surface, parts["block"].move(sprite.rect.topleft).center)
    assert [head for head, _ in drawn[-1]] == [f"Block needed {block}", "Block"]
    rest_on(stack, surface, parts["lose"].move(sprite.rect.topleft).center)
    assert [head for head, _ in drawn[-1]] == ["Lose a card", "Exhaust"]
    rest_on(stack, surface, parts["figure"].move(sprite.rect.topleft).center)
    assert drawn[-1] == scene.explained(attack).rows()
