"""A number shown as it stands, changed by something in play, wears the one mark of the kit (game.ui.marks.changed:
its colour, a ring and a triangle pointing the way it went) at every game where a shown value can change: a Martial
Arts card's ATK raised by a boost (the duel and DGM), the campaign's X, above a combo and in the forecast of one, that
a master's Guard lowers, and the points of Kenpo's waiting strikes where they are not the arrows printed."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.engine.kenpo.forecast import strikes_changed
from game.ui import face_cache, marks
from tests.scenes.helpers import frame
from tests.scenes.test_glossary import table_at
from tests.scenes.udo.test_combo_board import board, centre_of, drag, new_combo_point


def boosted_card(ruleset_id: str, monkeypatch: Any) -> Any:
    """A Martial Arts table whose Lead Jab in hand has +2 ATK from Absolute Focus; its face is drawn."""
    stack, surface, scene = table_at(ruleset_id)
    seat, state = scene.viewer, scene.state
    boosted = replace(state, focus=tuple(2 if s == seat else 0 for s in range(len(state.focus))),
                      events=(None,) * len(state.events), challenge=None)
    monkeypatch.setattr(type(scene), "state", property(lambda table: boosted))
    return lambda: scene.face(f"s{seat}_lead_jab_1", (140, 196))


def guarded_forecast(monkeypatch: Any) -> Any:
    """The combo board with Left Leg held over a Right Arm combo while Low Sweep Attack's Guard takes 1 from X of a
    Leg finisher; the board is drawn."""
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    frame(stack, surface)  # the card has landed in its combo
    guarded = replace(scene.state, turn_attacks=("low_sweep_attack",))
    monkeypatch.setattr(type(scene), "state", property(lambda table: guarded))
    start, under = centre_of(scene, "left_leg"), scene.by_key["right_arm_1"].rect
    over = (under.right, under.centery)  # a card laid on a combo covers the right half of the one below
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(1, 0, 0)))
    frame(stack, surface, 0.0)
    assert scene.drag is not None
    return lambda: scene.draw(surface)


def guarded_combo(monkeypatch: Any) -> Any:
    """The combo board with Left Leg laid on Right Arm while Low Sweep Attack's Guard takes 1 from its X."""
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    frame(stack, surface)
    under = scene.by_key["right_arm_1"].rect
    drag(stack, surface, centre_of(scene, "left_leg"), (under.right, under.centery))
    frame(stack, surface)
    assert scene.state.combos == (("right_arm_1", "left_leg"),)
    guarded = replace(scene.state, turn_attacks=("low_sweep_attack",))
    monkeypatch.setattr(type(scene), "state", property(lambda table: guarded))
    return lambda: scene.draw(surface)


def raised_strikes(monkeypatch: Any) -> Any:
    """A Kenpo ring where Red's Front Kick and Jab wait, worth more than their arrows print (a Hand Fake, a movement
    bonus); the ring is drawn."""
    stack, surface, scene = table_at("kenpo")
    attacker = 1 - scene.viewer
    assert strikes_changed(scene.catalog, scene.state, attacker) == 4
    return lambda: scene.draw(surface)


SHOWN = {"matcg card": (lambda patch: boosted_card("matcg", patch), 2),
         "dgm card": (lambda patch: boosted_card("dgm", patch), 2),
         "udo forecast": (guarded_forecast, -1), "udo combo": (guarded_combo, -1),
         "kenpo waiting strikes": (raised_strikes, 4)}


@pytest.mark.parametrize("shown", SHOWN)
def test_a_changed_number_wears_the_one_mark_of_the_kit_pointing_the_way_it_went(shown, monkeypatch):
    made, change = SHOWN[shown]
    drawn = made(monkeypatch)
    changes: list[int] = []
    monkeypatch.setattr(marks, "changed", lambda surface, box, change: changes.append(change))
    face_cache.forget_pictures()
    drawn()
    assert changes == [change]
