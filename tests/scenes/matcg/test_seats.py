"""Who answers an attack, and who sees what: at one screen the curtain brings the defender to the screen and hands
it back after the answer; against the computer the answer comes from the computer's own seat, reading only its
view; a seat's picture never depends on the other seat's hidden hand and deck, at rest or while answering; and
whole duels are played with the mouse alone, between two people and against the computer at each level."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.core import Session
from game.engine.matcg import HIDDEN_CARD
from game.engine.matcg.state import BLOCK
from game.games import game
from game.scenes import computer as computer_seat
from game.scenes.base import Stack
from game.scenes.curtain import CurtainScene
from game.scenes.matcg.board import DuelTableScene
from game.scenes.opening import campaign_for
from tests.engine.matcg.helpers import card
from tests.scenes.helpers import (
    button_point,
    click,
    context,
    drag,
    frame,
    frames_until,
    press_and_hold,
    watch_decisions,
    zone_point,
)
from tests.scenes.matcg.helpers import (
    PEOPLE,
    at_one_screen,
    bots_played,
    card_point,
    fight,
    mouse_duel,
    opened,
    picture,
    settle,
    swapped,
    versus,
)

MINE = ["reverse_punch", "lead_jab", "rising_block"]
THEIRS = ["long_guard", "teep", "catch_kick"]


def shared(session: Session[Any]) -> tuple[Stack, pygame.Surface, DuelTableScene]:
    """Two people at one screen, the table opened as the game opens it: behind the curtain."""
    return at_one_screen(session, PEOPLE)


# ----- one screen: the curtain -----------------------------------------------------------------------


def test_a_shared_screen_opens_behind_the_curtain_naming_the_player_to_act():
    stack, surface, scene = shared(fight((MINE, THEIRS)))
    assert isinstance(stack.top, CurtainScene) and stack.top.name == "Player 1" and stack.top.prompt == "your turn"
    assert not any(slot.zone == "hand" for slot in scene.slots.values())  # no hand was drawn before the click
    click(stack, surface, (640, 360))
    assert stack.top is scene and scene.viewer == 0
    assert {key for key, slot in scene.slots.items() if slot.zone == "hand"} == set(scene.campaign.state.hands[0])


def test_an_attack_brings_the_curtain_to_the_defender_who_blocks_then_the_screen_goes_back():
    session = fight((MINE, THEIRS))
    stack, surface, scene = shared(session)
    click(stack, surface, (640, 360))
    drag(stack, surface, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "opponent"))
    settle(stack, surface)
    curtain = stack.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Player 2"
    assert curtain.prompt == "answer Player 1's Reverse Punch" and scene.viewer == 0
    assert any("attacked with Reverse Punch" in line for line in curtain.news)
    click(stack, surface, (640, 360))
    assert scene.viewer == 1 and scene.answering
    assert {key for key, slot in scene.slots.items() if slot.zone == "hand"} == set(session.state.hands[1])
    press_and_hold(stack, card_point(scene, card(1, "long_guard")), zone_point(scene, "fight"))
    target = next(t for t in scene.held_targets() if t.zone == "fight")
    assert target.lines[0] == "ATK 3 against DEF 3: you take 0 (health 30 to 30)"
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=zone_point(scene, "fight"), button=1))
    assert session.state.health == (30, 30) and session.state.phase == "counter"
    click(stack, surface, button_point(scene, "No counter"))
    settle(stack, surface)
    back = stack.top
    assert isinstance(back, CurtainScene) and back.name == "Player 1" and back.prompt == "your turn"
    click(stack, surface, (640, 360))
    assert scene.viewer == 0 and not scene.answering


def test_with_the_curtain_off_the_defender_answers_at_once_and_the_screen_comes_straight_back():
    from game.files import settings

    settings.change(curtain=False)
    session = fight((MINE, THEIRS))
    ctx, surface = context()
    scene = DuelTableScene(ctx, campaign_for(ctx, session, PEOPLE), PEOPLE)
    stack = Stack(scene)
    frame(stack, surface)
    assert stack.top is scene and scene.viewer == 0
    drag(stack, surface, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "opponent"))
    settle(stack, surface)
    assert stack.top is scene and scene.viewer == 1 and scene.answering
    click(stack, surface, button_point(scene, "Take the hit"))
    settle(stack, surface)
    assert not any(isinstance(each, CurtainScene) for each in stack.scenes)
    assert stack.top is scene and scene.viewer == 0 and not scene.answering


def test_taking_the_hit_is_a_button_of_the_answer():
    session = fight((MINE, THEIRS))
    stack, surface, scene = shared(session)
    click(stack, surface, (640, 360))
    drag(stack, surface, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "opponent"))
    settle(stack, surface)
    click(stack, surface, (640, 360))
    click(stack, surface, button_point(scene, "Take the hit"))
    assert session.state.health[1] == 27


# ----- against the computer -----------------------------------------------------------------------------


@pytest.fixture
def watched(monkeypatch):
    """Every view a computer seat decides from, and the command it chose."""
    monkeypatch.setattr(computer_seat, "THINK", 0.0)
    return watch_decisions(monkeypatch)


def test_against_the_computer_the_answer_to_an_attack_comes_from_its_own_seat(watched):
    session = fight((MINE, THEIRS))
    stack, surface, scene = opened(session, 0, versus(0, "normal"))
    drag(stack, surface, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "opponent"))
    frames_until(stack, surface, lambda: session.state.phase != BLOCK)
    assert session.state.phase != BLOCK
    view, answer = watched[0]
    assert answer.seat == 1 and view.phase == BLOCK and view.attack.target == 1
    assert set(view.hands[0]) == {HIDDEN_CARD}  # it never saw the person's hand
    assert scene.viewer == 0 and not isinstance(stack.top, CurtainScene)


def test_the_computer_attacks_and_the_person_blocks_at_their_own_screen(watched):
    session = fight((["rising_block", "inside_block"], ["reverse_punch", "front_kick"]), seat=1)
    stack, surface, scene = opened(session, 0, versus(0, "easy"))
    frames_until(stack, surface, lambda: session.state.phase == BLOCK)
    settle(stack, surface)
    assert session.state.phase == BLOCK and scene.answering and "Answer the attack!" in scene.turn_lines()[1]
    drag(stack, surface, card_point(scene, card(0, "rising_block")), zone_point(scene, "fight"))
    assert session.state.phase != BLOCK and card(0, "rising_block") in session.state.discards[0]


# ----- secrecy ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("ruleset_id", "seed"), [("matcg", 3), ("dgm", 8)])
def test_a_seats_picture_is_the_same_whatever_the_other_seat_holds(ruleset_id, seed):
    session = bots_played(ruleset_id, seed, lambda s: s.turn >= 4 and s.phase == "attack" and
                          min(len(d) for d in s.decks) > 10 and min(len(h) for h in s.hands) > 1)
    viewer = session.state.active
    other = 1 - viewer
    assert picture(session, viewer) == picture(swapped(session, other), viewer)
    assert picture(session, viewer) != picture(swapped(session, viewer), viewer)  # the check can fail


@pytest.mark.parametrize(("ruleset_id", "seed"), [("matcg", 5), ("dgm", 9)])
def test_the_defenders_picture_is_the_same_whatever_the_attacker_holds(ruleset_id, seed):
    session = bots_played(ruleset_id, seed, lambda s: s.phase == BLOCK and s.turn >= 2 and
                          min(len(d) for d in s.decks) > 10 and min(len(h) for h in s.hands) > 1)
    attack = session.state.attack
    target, attacker = attack.target, attack.seat
    _, _, scene = opened(session, target, versus(target))
    assert scene.answering
    assert picture(session, target) == picture(swapped(session, attacker), target)


# ----- whole duels with the mouse ---------------------------------------------------------------------


def test_two_people_play_a_whole_duel_at_one_screen_with_the_mouse_alone():
    session: Session[Any] = Session.new(game("dgm").rules(), 21, {"decks": ["karate", "taekwondo"]})
    stack, surface, _ = shared(session)
    curtains, answers = mouse_duel(stack, surface, session, frozenset({0, 1}))
    assert curtains >= 4 and answers >= 2


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_one_person_plays_a_whole_duel_against_the_computer_with_the_mouse(level, monkeypatch):
    monkeypatch.setattr(computer_seat, "THINK", 0.0)
    session: Session[Any] = Session.new(game("dgm").rules(), 30, {"decks": ["muay_thai", "kung_fu"]})
    stack, surface, scene = opened(session, 0, versus(0, level))
    curtains, answers = mouse_duel(stack, surface, session, frozenset({0}))
    assert curtains == 0 and answers >= 1
    assert scene.computers[1].level == level
