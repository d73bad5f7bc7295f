"""Who answers a steal, and who sees what: at one screen the curtain brings the attacked person to the screen and
passes it on after the answer; against the computer the answer comes from the computer's own seat, reading only its
view; a seat's picture never depends on another seat's hidden hand; and a whole match of four is played with the
mouse alone."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.engine.core import Session
from game.engine.master import events as ev
from game.engine.master.state import put, revise
from game.scenes import computer as computer_seat
from game.scenes.base import Stack
from game.scenes.curtain import CurtainScene
from game.scenes.master.board import MasterTableScene
from game.scenes.master.result import MasterResultScene
from game.scenes.opening import campaign_for
from tests.engine.master.helpers import c
from tests.scenes.helpers import (
    button_point,
    click,
    context,
    drag,
    frame,
    frames_until,
    still,
    watch_decisions,
    zone_point,
)
from tests.scenes.master.helpers import area_point, card_point, mouse_play, opened, people, settle, table, versus

SPORT_ON_TOP = [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]]


DEFENDER = (c("arts", 5), c("life", 2), c("knowledge", 3), c("knowledge", 4))


def three_seats(defender=DEFENDER):
    """Seat 0 to play with its first set laid and a Sport card in hand; seat 2's top set is Sport."""
    hands = [[c("sport", 2), c("life", 3), c("arts", 4), c("knowledge", 5)],
             [c("arts", 6), c("life", 7), c("knowledge", 8), c("knowledge", 9)], list(defender)]
    sets = [[[c("life", 1, "b"), c("life", 1, "c")]], [], SPORT_ON_TOP]
    return table(hands, sets=sets)


def shared(session: Session[Any], players: int) -> tuple[Stack, pygame.Surface, MasterTableScene]:
    """A table of people at one screen, opened as the game opens it: behind the curtain."""
    ctx, surface = context()
    seating = people(players)
    scene = MasterTableScene(ctx, campaign_for(ctx, session, seating), seating)
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


# ----- one screen: the curtain -----------------------------------------------------------------------


def test_a_shared_screen_opens_behind_the_curtain_naming_the_player_to_act():
    stack, surface, scene = shared(three_seats(), 3)
    assert isinstance(stack.top, CurtainScene) and not stack.top.overlay and stack.top.name == "Player 1"
    assert not any(slot.zone == "hand" for slot in scene.slots.values())  # no hand was drawn before the click
    click(stack, surface, (640, 360))
    assert stack.top is scene and scene.viewer == 0
    assert {key for key, slot in scene.slots.items() if slot.zone == "hand"} == set(scene.campaign.state.hands[0])


def test_a_steal_brings_the_curtain_to_the_attacked_player_who_lets_the_set_go_then_the_screen_passes_on():
    session = three_seats()
    stack, surface, scene = shared(session, 3)
    click(stack, surface, (640, 360))  # Player 1 takes the screen
    drag(stack, surface, card_point(scene, c("sport", 2)), area_point(scene, 2))
    assert session.state.steal is not None
    settle(stack, surface)
    curtain = stack.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Player 3"
    assert curtain.prompt == "answer Player 1's steal"
    assert scene.viewer == 0  # the screen changes hands only behind the curtain, once it is clicked
    under_way = "Player 1 is attempting to steal Player 3's Sport set (14 EXP) with Sport 2: Player 3 must answer."
    assert curtain.news[-1] == under_way and not any("Player 1 played" in line for line in curtain.news)
    click(stack, surface, (640, 360))
    assert stack.top is scene and scene.viewer == 2 and scene.answering
    assert {key for key, slot in scene.slots.items() if slot.zone == "hand"} == set(session.state.hands[2])
    assert "attacks your" in scene.status_line() and scene.log_lines()[-1] == under_way
    click(stack, surface, button_point(scene, "Let it go"))
    assert session.state.sets[0][-1].cards == (c("sport", 7, "b"), c("sport", 7, "c"), c("sport", 2))
    settle(stack, surface)
    nxt = stack.top
    assert isinstance(nxt, CurtainScene) and nxt.name == "Player 2" and nxt.prompt == "your turn"
    stolen = "Player 1 stole Player 3's Sport set (14 EXP) with Sport 2: +16 EXP."
    assert [line for line in nxt.news if "steal" in line or "stole" in line] == [stolen]
    assert scene.log_lines()[-1] == stolen
    click(stack, surface, (640, 360))
    assert scene.viewer == 1 and not scene.answering


def test_the_attacked_player_keeps_the_set_by_dragging_a_card_of_its_skill_onto_it():
    session = three_seats(defender=(c("sport", 5), c("life", 2), c("knowledge", 3), c("knowledge", 4)))
    stack, surface, scene = shared(session, 3)
    click(stack, surface, (640, 360))
    drag(stack, surface, card_point(scene, c("sport", 2)), area_point(scene, 2))
    settle(stack, surface)
    click(stack, surface, (640, 360))  # Player 3 at the screen
    assert scene.viewer == 2 and scene.answering
    drag(stack, surface, card_point(scene, c("sport", 5)), area_point(scene, 2))
    state = session.state
    assert state.steal is None and state.sets[2][-1].cards == tuple(SPORT_ON_TOP[1])
    assert state.discard[-2:] == (c("sport", 2), c("sport", 5))


def test_a_card_that_cannot_defend_is_refused_with_the_engines_reason():
    session = three_seats()
    stack, surface, scene = shared(session, 3)
    click(stack, surface, (640, 360))
    drag(stack, surface, card_point(scene, c("sport", 2)), area_point(scene, 2))
    settle(stack, surface)
    click(stack, surface, (640, 360))
    before = session.state
    drag(stack, surface, card_point(scene, c("life", 2)), area_point(scene, 2))
    assert session.state == before
    assert any("Defend a Sport set with" in toast.message for toast in scene.toasts)


# ----- against the computer -----------------------------------------------------------------------------


@pytest.fixture
def watched(monkeypatch):
    """Every view a computer seat decides from, and the command it chose."""
    monkeypatch.setattr(computer_seat, "THINK", 0.0)
    return watch_decisions(monkeypatch)


def test_against_the_computer_the_answer_to_a_steal_comes_from_its_own_seat(watched):
    session = three_seats(defender=(c("sport", 5), c("life", 2), c("knowledge", 3), c("knowledge", 4)))
    stack, surface, scene = opened(session, 0, versus(3, 0, "normal"))
    drag(stack, surface, card_point(scene, c("sport", 2)), area_point(scene, 2))
    frames_until(stack, surface, lambda: session.state.steal is None)
    assert session.state.steal is None
    view, answer = watched[0]
    assert answer.seat == 2 and type(answer).__name__ in ("DefendSteal", "YieldSet")
    assert view.steal is not None and view.steal.target == 2
    assert set(view.hands[0]) == {"hidden"} and set(view.hands[1]) == {"hidden"}  # it never saw another hand
    assert scene.viewer == 0 and not isinstance(stack.top, CurtainScene)


def test_the_computer_steals_and_the_person_answers_at_their_own_screen(watched):
    hands = [[c("arts", 6), c("life", 7), c("sport", 8), c("knowledge", 9)],
             [c("sport", 2), c("life", 3), c("arts", 4), c("knowledge", 5)]]
    sets = [SPORT_ON_TOP, [[c("life", 1, "b"), c("life", 1, "c")]]]
    session = table(hands, sets=sets, turn=1)
    stack, surface, scene = opened(session, 0, versus(2, 0, "normal"))
    frames_until(stack, surface, lambda: session.state.steal is not None)
    settle(stack, surface)
    assert session.state.steal is not None and scene.answering
    drag(stack, surface, card_point(scene, c("sport", 8)), area_point(scene, 0))
    assert session.state.steal is None and session.state.sets[0][-1].cards == tuple(SPORT_ON_TOP[1])


def test_the_window_keeps_drawing_while_the_computer_thinks(monkeypatch):
    from tests.scenes.gate import Gate, gated_bot

    monkeypatch.setattr(computer_seat, "make_bot", gated_bot)
    session = table([[c("arts", 6), c("life", 7), c("arts", 8), c("life", 9)],
                     [c("sport", 2), c("life", 3), c("arts", 4), c("life", 5)]], turn=1)
    with Gate() as gate:
        stack, surface, scene = opened(session, 0, versus(2, 0, "easy"))
        for _ in range(5):
            frame(stack, surface, 0.2)  # returns at once although the decision is not made
        assert scene.computers[1].thinking and len(session.batches) == 1
        assert "thinking" in scene.status_line()
        gate.open()
        frames_until(stack, surface, lambda: len(session.batches) > 1)
    assert len(session.batches) > 1


# ----- secrecy ----------------------------------------------------------------------------------------


def bots_played(seed: int, players: int, until: Any, most: int = 800) -> Session[Any]:
    """A match played by easy bots from their own views until `until(state)` holds."""
    from game.ai.master import make_bot
    from game.rulesets import ruleset

    rules = ruleset("master")
    session: Session[Any] = Session.new(rules, seed, {"seats": players})
    bots = {seat: make_bot("normal", seed + seat) for seat in range(players)}
    for _ in range(most):
        if until(session.state):
            return session
        seat = rules.to_act(session.state)
        assert seat is not None, "the match ended first"
        session.submit(bots[seat].choose(rules, session.view(seat)))
    raise AssertionError("never came to the moment")


def swapped(session: Session[Any], seat: int) -> Session[Any]:
    """The same match, but `seat`'s hidden hand dealt from other cards (the top of the draw pile)."""
    copy: Session[Any] = Session(session.ruleset, session.seed, session.batches, session.notes, session.table)
    state = copy.state
    hand = state.hands[seat]
    assert len(state.draw) >= len(hand) and not set(hand) & set(state.draw[: len(hand)])
    copy._state = revise(state, hands=put(state.hands, seat, state.draw[: len(hand)]),
                         draw=hand + state.draw[len(hand):])
    return copy


def picture(session: Session[Any], seat: int, players: int) -> bytes:
    stack, surface, _ = opened(session, seat, versus(players, seat))
    still(stack, surface, 0.0)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize(("seed", "players"), [(3, 4), (11, 6)])
def test_a_seats_picture_is_the_same_whatever_another_seat_holds(seed, players):
    session = bots_played(seed, players, lambda s: s.turn >= 12 and s.steal is None and len(s.draw) > 8)
    viewer = session.state.seat
    for other in {(viewer + 1) % players, (viewer + players - 1) % players}:
        assert picture(session, viewer, players) == picture(swapped(session, other), viewer, players)
    real = picture(session, viewer, players)
    changed = swapped(session, viewer)
    assert picture(changed, viewer, players) != real  # the check can fail: the seat's own hand shows


@pytest.mark.parametrize("seed", [5, 9])
def test_the_answering_seats_picture_is_the_same_whatever_the_attacker_holds(seed):
    session = bots_played(seed, 4, lambda s: s.steal is not None and len(s.draw) > 8)
    steal = session.state.steal
    target, attacker = steal.target, steal.attacker
    stack, surface, scene = opened(session, target, versus(4, target))
    assert scene.answering
    for other in {attacker, next(s for s in range(4) if s not in (attacker, target))}:
        assert picture(session, target, 4) == picture(swapped(session, other), target, 4)


# ----- a whole match with the mouse ---------------------------------------------------------------------


def test_four_people_play_a_whole_match_at_one_screen_with_the_mouse_alone():
    from game.ai.master import make_bot
    from game.rulesets import ruleset

    session: Session[Any] = Session.new(ruleset("master"), 21, {"seats": 4, "rounds": 2})
    ctx, surface = context()
    seating = people(4)
    stack = Stack(MasterTableScene(ctx, campaign_for(ctx, session, seating), seating))
    frame(stack, surface)
    players = {seat: make_bot("normal", seat) for seat in range(4)}
    curtains = answers = 0
    for _ in range(4000):
        top = stack.top
        if isinstance(top, MasterResultScene):
            break
        if isinstance(top, CurtainScene):
            curtains += 1
            click(stack, surface, (640, 360))
            continue
        scene = top
        assert isinstance(scene, MasterTableScene) and scene.viewer == session.ruleset.to_act(session.state)
        answers += session.state.steal is not None
        before = len(session.batches)
        command = players[scene.viewer].choose(session.ruleset, session.view(scene.viewer))
        mouse_play(stack, surface, scene, command)
        assert len(session.batches) == before + 1, scene.toasts[-1].message if scene.toasts else f"{command}"
        frame(stack, surface, 10.0)
    assert isinstance(stack.top, MasterResultScene) and session.state.over
    assert curtains >= 20 and answers >= 1
    assert any(isinstance(e, ev.RoundEnded) for e in session.log)
    assert replace  # (dataclasses.replace is used by the helpers' callers)


def test_while_your_move_is_still_shown_the_status_line_and_the_turn_panel_name_the_same_player(monkeypatch):
    from tests.scenes.gate import Gate, gated_bot

    monkeypatch.setattr(computer_seat, "make_bot", gated_bot)
    session = table([[c("arts", 6), c("life", 7), c("arts", 8), c("life", 9)],
                     [c("sport", 2), c("life", 3), c("arts", 4), c("life", 5)]])
    with Gate() as gate:
        stack, surface, scene = opened(session, 0, versus(2, 0, "easy"))
        settle(stack, surface)
        drag(stack, surface, card_point(scene, c("life", 9)), zone_point(scene, "discard"))
        assert session.state.seat == 1 and scene.timeline.busy  # the game has moved on; the discard is shown
        assert scene.turn_lines()[1] == "Your turn" and scene.status_line() == "Your turn."
        frames_until(stack, surface, lambda: not scene.timeline.busy)
        assert scene.turn_lines()[1] == "Computer 2 to play"
        assert scene.status_line() == "Computer 2 is thinking..."
        gate.open()


def test_the_one_person_among_computers_is_you_in_the_tables_words(watched):
    """A Master match against the computer called its person "Player 1" (the set-up's name box) where the Martial
    Arts duel says "You": the table's names, its history and its result say "You"; a table of several people keeps
    their names."""
    from game.words.chairs import COMPUTER, PERSON
    from game.words.master.seating import Chair, Seating
    from game.words.master.telling import round_titles

    session = three_seats()
    stack, surface, scene = opened(session, 0, versus(3, 0, "normal"))
    assert scene.names == ("You", "Computer 2", "Computer 3")
    drag(stack, surface, card_point(scene, c("sport", 2)), area_point(scene, 2))
    frames_until(stack, surface, lambda: session.state.steal is None)
    settle(stack, surface)
    log = scene.log_lines()
    assert "You stole Computer 3's Sport set (14 EXP) with Sport 2: +16 EXP." in log, log
    assert not any("Player 1" in line for line in log)
    shared_round, won_round = ev.RoundEnded(1, (14, 3, 14), (0, 2)), ev.RoundEnded(1, (14, 3, 2), (0,))
    assert round_titles(shared_round, scene.names)[1] == "You and Computer 3 shared it with 14 EXP."
    assert round_titles(won_round, scene.names)[1] == "You won it with 14 EXP."
    two_people = Seating((Chair(PERSON, "Player 1"), Chair(PERSON, "Ana"), Chair(COMPUTER, "Computer 3", "easy")))
    assert two_people.names == ("Player 1", "Ana", "Computer 3")
    assert people(3).names == ("Player 1", "Player 2", "Player 3")
