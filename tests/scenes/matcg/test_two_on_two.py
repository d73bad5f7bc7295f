"""Two-on-Two at the table: four fighters legible at one screen, an attack dropped on the enemy it is aimed at, the
answer handed to the fighter attacked and, when it calls, to its teammate; several people at one screen each see
only their own hand behind the curtain, and no seat's picture depends on another seat's hidden cards; the fight is
saved after every command and continues from the menu; whole fights are played with the mouse."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine.core import Session
from game.engine.matcg import events as ev
from game.engine.matcg.state import ATTACK, BLOCK, COUNTER
from game.engine.matcg.teams import TWO_ON_TWO
from game.games import game
from game.scenes import computer as computer_seat
from game.scenes.curtain import CurtainScene
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.setup import DuelSetupScene
from game.words.chairs import PERSON
from game.words.matcg.seating import Chair, Seating
from tests.engine.matcg.helpers import card, team_fight
from tests.scenes.helpers import (
    button_point,
    click,
    drag,
    frames_until,
    play_point,
    press_and_hold,
    zone_point,
)
from tests.scenes.matcg.helpers import (
    at_one_screen,
    bots_played,
    card_point,
    hidden_from,
    mouse_duel,
    opened,
    picture,
    set_up,
    settle,
    swapped,
    versus,
)

HANDS = (["reverse_punch", "lead_jab", "rising_block"], ["teep", "catch_kick"], ["front_kick", "slip"],
         ["long_guard", "inside_block", "teep"])
FOUR_PEOPLE = Seating((Chair(PERSON),) * 4)


def hand_shown(scene: DuelTableScene) -> set[str]:
    return {key for key, slot in scene.slots.items() if slot.zone == "hand"}


# ----- the table ------------------------------------------------------------------------------------------


def test_every_other_fighter_has_a_panel_the_enemies_first_and_the_teammate_last():
    _, _, scene = opened(team_fight(HANDS), 0, versus(0, seats=4))
    panels = [name for name in scene.zones if name.startswith("fighter_")]
    assert panels == ["fighter_1", "fighter_3", "fighter_2"]
    assert "opponent" not in scene.zones and scene.zones["fighter_1"].right < scene.zones["fighter_2"].x


def test_a_held_attack_lights_both_enemies_and_not_the_teammate():
    stack, surface, scene = opened(team_fight(HANDS), 0, versus(0, seats=4))
    press_and_hold(stack, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "fighter_3"))
    lit = {target.zone for target in scene.held_targets()}
    assert lit == {"fighter_1", "fighter_3"}
    aimed = next(t for t in scene.held_targets() if t.zone == "fighter_3")
    assert aimed.title == "Attack on Computer 4: Reverse Punch, ATK 3"


def test_an_attack_dropped_on_an_enemys_panel_is_aimed_at_that_enemy():
    session = team_fight(HANDS)
    stack, surface, scene = opened(session, 0, versus(0, seats=4))
    drag(stack, surface, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "fighter_3"))
    assert session.state.attack is not None and session.state.attack.target == 3
    assert scene.turn_lines()[1] == "You attack Computer 4"


def test_an_attack_dropped_on_the_teammate_slides_home_with_the_reason():
    session = team_fight(HANDS)
    stack, surface, scene = opened(session, 0, versus(0, seats=4))
    drag(stack, surface, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "fighter_2"))
    assert session.state.phase == ATTACK and session.state.attack is None
    assert scene.toasts[-1].message == "An attack is aimed at a fighter of the other team who is still standing."


def test_the_history_words_tell_the_teams_the_call_and_the_knockout():
    from game.words.matcg.telling import HistoryWords

    words = HistoryWords(game("matcg").rules().catalog, ("You", "Computer 2", "Computer 3", "Computer 4"))
    tell = lambda event: words.tell(event, None, None)  # noqa: E731 - each event says what it is about
    assert tell(ev.TeamsFormed(teams=((0, 2), (1, 3)))) == ["Teams: You and Computer 3 against Computer 2 and "
                                                            "Computer 4"]
    assert tell(ev.TeammateCalled(seat=1, teammate=3)) == ["Computer 2 called on Computer 4 to defend"]
    assert tell(ev.FighterKnockedOut(seat=3, by=0)) == ["Computer 4 was knocked out by you: out of the fight"]
    attack = ev.AttackPlayed(seat=0, target=3, card=card(0, "reverse_punch"), kind="attack", bonus=0)
    assert tell(attack) == ["You attacked Computer 4 with Reverse Punch"]
    assert tell(ev.FightWon(seat=2, reason="knockout", health=(30, 0, 12, 0))) == [
        "Computer 3's side won by knockout"]


# ----- several people at one screen -----------------------------------------------------------------------


def test_the_curtain_hands_the_answer_to_the_fighter_attacked_then_to_the_teammate_it_calls():
    session = team_fight(HANDS)
    stack, surface, scene = at_one_screen(session, FOUR_PEOPLE)
    assert isinstance(stack.top, CurtainScene) and stack.top.name == "Player 1"
    click(stack, surface, (640, 360))
    assert hand_shown(scene) == set(session.state.hands[0])
    drag(stack, surface, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "fighter_1"))
    settle(stack, surface)
    curtain = stack.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Player 2"
    assert curtain.prompt == "answer Player 1's Reverse Punch"
    assert set(curtain.others) == {"Player 1", "Player 3", "Player 4"}
    click(stack, surface, (640, 360))
    assert scene.viewer == 1 and scene.answering and hand_shown(scene) == set(session.state.hands[1])
    click(stack, surface, button_point(scene, "Call your teammate"))
    settle(stack, surface)
    curtain = stack.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Player 4"
    assert curtain.prompt == "defend Player 2 against Player 1's Reverse Punch"
    click(stack, surface, (640, 360))
    assert scene.viewer == 3 and scene.answering and hand_shown(scene) == set(session.state.hands[3])
    assert scene.turn_lines()[1] == "Defend Player 2!"
    drag(stack, surface, card_point(scene, card(3, "long_guard")), zone_point(scene, "fight"))
    assert session.state.health[1] == 30 and session.state.phase == COUNTER
    assert scene.viewer == 3  # the teammate who blocked it all may take the turn over by a counter-attack


def test_with_people_and_computers_mixed_only_people_take_the_screen(monkeypatch):
    monkeypatch.setattr(computer_seat, "THINK", 0.0)
    seating = Seating((Chair(PERSON), Chair("computer", "easy"), Chair(PERSON), Chair("computer", "hard")))
    session = team_fight(HANDS)
    stack, surface, scene = at_one_screen(session, seating)
    assert scene.names == ("Player 1", "Computer 2", "Player 3", "Computer 4")
    click(stack, surface, (640, 360))
    drag(stack, surface, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "fighter_1"))
    assert session.state.attack is not None and session.state.attack.target == 1
    # the computers answer from their own seats (the hard one blocks for its teammate and counter-attacks) until the
    # game waits for Player 1 again, with no curtain between
    frames_until(stack, surface, lambda: session.ruleset.to_act(session.state) == 0)
    assert session.ruleset.to_act(session.state) == 0
    assert stack.top is scene and scene.viewer == 0
    assert scene.computers.keys() == {1, 3} and scene.computers[3].level == "hard"


# ----- secrecy --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("ruleset_id", "seed"), [("matcg", 3), ("dgm", 8)])
def test_a_seats_picture_is_the_same_whatever_any_other_seat_holds(ruleset_id, seed):
    session = bots_played(ruleset_id, seed, lambda s: s.turn >= 3 and s.phase == ATTACK and min(
        len(d) for d in s.decks) > 10 and min(len(h) for h in s.hands) > 1, mode=TWO_ON_TWO)
    viewer = session.state.active
    seen = hidden_from(session, viewer)
    assert seen != picture(swapped(session, viewer), viewer)  # the check can fail


@pytest.mark.parametrize(("ruleset_id", "seed"), [("matcg", 5), ("dgm", 9)])
def test_the_answering_seats_picture_is_the_same_whatever_the_others_hold(ruleset_id, seed):
    session = bots_played(ruleset_id, seed, lambda s: s.phase == BLOCK and s.turn >= 2 and min(
        len(d) for d in s.decks) > 10 and min(len(h) for h in s.hands) > 1, mode=TWO_ON_TWO)
    answerer = session.state.attack.answerer
    _, _, scene = opened(session, answerer, versus(answerer, seats=4))
    assert scene.answering
    hidden_from(session, answerer)


# ----- saved, continued, played through --------------------------------------------------------------------


def test_the_set_up_starts_two_on_two_which_is_saved_after_every_command_and_continues():
    stack, surface, setup = set_up("Two-on-Two")
    assert [b.label for b in setup.buttons].count("Computer: Normal") == 3
    click(stack, surface, button_point(setup, "Start the fight"))
    table = stack.top
    assert isinstance(table, DuelTableScene)
    session = table.campaign.session
    assert session.table.mode == TWO_ON_TWO and session.state.seats == 4 and table.seating.people == {0}
    seat = session.ruleset.to_act(session.state)
    if seat == table.viewer:
        table.submit(session.legal(seat)[0])
    saved = session.state
    click(stack, surface, button_point(table, "Menu"))
    click(stack, surface, button_point(stack.top, "Leave"))  # asked first
    assert any(found.line.startswith("Two-on-Two, turn ") for found in stack.top.saved["matcg"])
    assert "Continue the Two-on-Two fight" in [b.label for b in DuelSetupScene(table.ctx).buttons]
    click(stack, surface, play_point(stack.top, "matcg", "Continue Two-on-Two"))
    again = stack.top
    assert isinstance(again, DuelTableScene) and again.campaign.session.state == saved
    assert again.seating == table.seating and "fighter_1" in again.zones


def test_two_people_on_opposite_sides_play_a_whole_fight_with_computers_at_one_screen(monkeypatch):
    monkeypatch.setattr(computer_seat, "THINK", 0.0)
    session: Session[Any] = Session.new(game("dgm").rules(), 21, {
        "mode": TWO_ON_TWO, "decks": ["karate", "taekwondo", "kung_fu", "muay_thai"]})
    seating = Seating((Chair(PERSON), Chair(PERSON), Chair("computer", "easy"), Chair("computer", "normal")))
    stack, surface, _ = at_one_screen(session, seating)
    curtains, answers = mouse_duel(stack, surface, session, frozenset({0, 1}), most=4000)
    assert curtains >= 4 and answers >= 2


@pytest.mark.parametrize("mode", [TWO_ON_TWO, "army"])
@pytest.mark.parametrize("ruleset_id", ["matcg", "dgm"])
@pytest.mark.parametrize("anything_goes", [False, True])
def test_every_mode_opens_at_the_table_under_either_rule_set_in_normal_play_or_anything_goes(mode, ruleset_id,
                                                                                            anything_goes):
    session: Session[Any] = Session.new(game(ruleset_id).rules(), 5, {"mode": mode, "anything_goes": anything_goes})
    seats = session.table.seats
    _, _, scene = opened(session, 0, versus(0, seats=seats))
    assert sorted(name for name in scene.zones if name.startswith("fighter_")) == sorted(
        f"fighter_{seat}" for seat in range(1, seats))
    assert scene.state.anything_goes == anything_goes and scene.status_line()


def test_undo_takes_back_your_own_command_within_your_turn_at_a_table_of_four():
    session = team_fight((["mountain_temple", *HANDS[0]], *HANDS[1:]), phase="prep")
    stack, surface, scene = opened(session, 0, versus(0, seats=4))
    drag(stack, surface, card_point(scene, card(0, "mountain_temple")), zone_point(scene, "my_event"))
    assert session.state.events[0] == card(0, "mountain_temple")
    click(stack, surface, button_point(scene, "Undo"))
    assert session.state.events[0] is None and card(0, "mountain_temple") in session.state.hands[0]
