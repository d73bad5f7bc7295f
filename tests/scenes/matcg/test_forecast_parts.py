"""The forecast of a held card tells each number it names that something in play changes with its parts, as the
card's tooltip does: an attack's ATK raised by Absolute Focus, under the rulebook's rules and the DGM house rules; and
a card held with nowhere to go says why, in the engine's words, and where it goes back to."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.engine.matcg.commands import Block
from game.play.matcg.targets import held_targets
from game.ui import no_place
from tests.engine.matcg.helpers import DGM, MATCG, card, fight
from tests.scenes.helpers import frame, press_and_hold, zone_point
from tests.scenes.matcg.helpers import PEOPLE, card_point, opened

MINE = ["reverse_punch", "lead_jab", "rising_block"]
THEIRS = ["long_guard", "teep", "catch_kick"]


@pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])
def test_a_held_attack_boosted_by_absolute_focus_forecasts_its_atk_with_the_boost_as_a_part(rules):
    session = fight((MINE, THEIRS), rules=rules)
    punch = card(0, "reverse_punch")
    plain = session.view(0)
    boosted = replace(plain, focus=(2, 0))
    printed = rules.catalog.by_id["reverse_punch"].atk

    def lines(view):
        target, = held_targets(rules.catalog, rules.rules, view, 0, session.legal(0), punch, ("You", "Them"))
        return target.lines

    assert f"ATK {printed + 2} = {printed} printed + 2 Boost ATK" in lines(boosted)
    assert lines(boosted)[0].startswith(f"Unblocked: {printed + 2} damage")
    assert not any(line.startswith("ATK ") for line in lines(plain))  # an unchanged ATK needs no parts


@pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])
def test_a_card_held_with_nowhere_to_go_says_why_in_the_engines_words_and_where_it_goes_back(rules, monkeypatch):
    session = fight((MINE, THEIRS), rules=rules)
    stack, surface, scene = opened(session, 0, PEOPLE)
    said: list[list[str]] = []
    draw = no_place.draw
    monkeypatch.setattr(no_place, "draw", lambda surface, vp, card, why: said.append(list(why)) or draw(surface, vp,
                                                                                                        card, why))
    rising_block = card(0, "rising_block")
    press_and_hold(stack, card_point(scene, rising_block), zone_point(scene, "fight"))
    frame(stack, surface, 0.0)
    assert scene.held_targets() == []
    refused = session.refusal(Block(seat=0, card=rising_block))
    assert refused is not None and refused.message
    assert said[-1] == [refused.message]
    assert [line for line, _ in no_place.lines(said[-1])] == [
        "No place for this card now", refused.message, "Let go, Esc or Tab: it goes back where it was"]
