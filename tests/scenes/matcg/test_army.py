"""Army of One at the table: the Hero's nine enemies in two rows of panels, the leader crowned; the leader named by
a click on its panel, the Hero's attack dropped on the enemy it is aimed at, an enemy attacked calling the teammate
it chooses by a click on that teammate's panel; no seat's picture depends on another seat's hidden cards, at rest
or while answering."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.core import Session
from game.engine.matcg import commands as cmd
from game.engine.matcg.state import ATTACK, BLOCK, LEAD, LINK
from game.engine.matcg.teams import ARMY
from game.games import game
from game.layout.matcg.places import fighter_zone
from game.scenes import computer as computer_seat
from game.scenes.curtain import CurtainScene
from game.scenes.matcg.board import DuelTableScene
from game.words.chairs import COMPUTER, PERSON
from game.words.matcg.seating import Chair, Seating
from tests.engine.matcg.helpers import card, do, team_fight
from tests.scenes.helpers import click, drag, frame, key, press_and_hold, zone_point
from tests.scenes.matcg import helpers as table

HERO_HAND = ["reverse_punch", "lead_jab", "rising_block"]
ENEMY_HAND = ["long_guard", "teep"]


def army(seat: int = 0, phase: str = ATTACK, **position: Any) -> Session[Any]:
    return team_fight((HERO_HAND, *[ENEMY_HAND] * 9), mode=ARMY, seat=seat, phase=phase, **position)


def test_the_hero_sees_its_nine_enemies_in_two_rows_and_the_leader_crowned():
    _, _, scene = table.opened(army(leader=4), 0, table.versus(0, seats=10))
    panels = [scene.zones[f"fighter_{seat}"] for seat in range(1, 10)]
    assert len({rect.y for rect in panels}) == 2 and all(rect.h >= 76 for rect in panels)
    assert scene.painter.fighters.title(0) == "You \u00b7 Hero" and scene.state.army.leader == 4


def test_the_turn_line_counts_to_the_army_s_own_limit_twice_a_duel_s():
    _, _, scene = table.opened(army(leader=4), 0, table.versus(0, seats=10))
    assert scene.turn_lines()[0].startswith(f"Turn 2 of {2 * scene.rule_set.turn_limit} ")


def test_the_leader_is_named_by_a_click_on_its_panel():
    session: Session[Any] = Session.new(game("matcg").rules(), 4, {"mode": ARMY})
    assert session.state.phase == LEAD
    spokesman = session.ruleset.to_act(session.state)
    stack, surface, scene = table.opened(session, spokesman, table.versus(spokesman, seats=10))
    assert scene.status_line().startswith("Name the enemies' leader")
    picked = 6 if spokesman != 6 else 7
    click(stack, surface, zone_point(scene, fighter_zone(scene.state, scene.viewer, picked)))
    assert session.state.army.leader == picked


def test_the_heros_attack_is_dropped_on_the_enemy_it_is_aimed_at():
    session = army()
    stack, surface, scene = table.opened(session, 0, table.versus(0, seats=10))
    drag(stack, surface, table.card_point(scene, card(0, "reverse_punch")), zone_point(scene, "fighter_7"))
    assert session.state.attack is not None and session.state.attack.target == 7


def test_an_enemy_attacked_calls_the_teammate_it_clicks_to_defend_it():
    session = army()
    do(session, cmd.PlayAttack(seat=0, card=card(0, "reverse_punch"), target=2))
    assert session.state.phase == BLOCK and session.state.attack.target == 2
    stack, surface, scene = table.opened(session, 2, table.versus(2, seats=10))
    assert set(scene.steps.panel_picks()) == {1, 3, 4, 5, 6, 7, 8, 9}
    assert scene.turn_lines()[1] == "Answer the attack!"
    calls = [b.label for b in scene.buttons if b.label.startswith("Call ")]
    assert calls == [f"Call {scene.names[3]}"]  # the first clockwise from E2: E3
    click(stack, surface, zone_point(scene, "fighter_5"))
    assert session.state.attack.blocker == 5


@pytest.mark.parametrize(("ruleset_id", "seed"), [("matcg", 4), ("dgm", 8)])
def test_a_seats_picture_is_the_same_whatever_any_other_seat_holds(ruleset_id, seed):
    session = table.bots_played(ruleset_id, seed, lambda s: s.turn >= 2 and s.phase == ATTACK and min(
        len(d) for d in s.decks) > 8 and min(len(h) for h in s.hands) > 1, mode=ARMY)
    viewer = session.state.active
    seen = table.hidden_from(session, viewer)
    assert seen != table.picture(table.swapped(session, viewer), viewer)  # the check can fail


@pytest.mark.parametrize(("ruleset_id", "seed"), [("matcg", 5), ("dgm", 9)])
def test_the_answering_seats_picture_is_the_same_whatever_the_others_hold(ruleset_id, seed):
    session = table.bots_played(ruleset_id, seed, lambda s: s.phase == BLOCK and s.turn >= 2 and min(
        len(d) for d in s.decks) > 8 and min(len(h) for h in s.hands) > 1, mode=ARMY)
    answerer = session.state.attack.answerer
    _, _, scene = table.opened(session, answerer, table.versus(answerer, seats=10))
    assert scene.answering
    table.hidden_from(session, answerer)


def test_after_a_hit_the_heros_link_lights_every_enemy_and_forecasts_the_switch_bonus():
    session = team_fight((["lead_jab", "reverse_punch"], *[ENEMY_HAND] * 9), mode=ARMY)
    do(session, cmd.PlayAttack(seat=0, card=card(0, "lead_jab"), target=2), cmd.EndBlock(seat=2))
    assert session.state.phase == LINK
    stack, surface, scene = table.opened(session, 0, table.versus(0, seats=10))
    assert "onto another to switch (+1 ADR)" in scene.status_line()
    press_and_hold(stack, table.card_point(scene, card(0, "reverse_punch")), zone_point(scene, "fighter_4"))
    lit = {target.zone: target for target in scene.held_targets()}
    assert set(lit) == {f"fighter_{seat}" for seat in range(1, 10)}
    assert "Switches to Enemy 4: +1 ADR more if it hits" in lit["fighter_4"].lines
    assert not any(line.startswith("Switches") for line in lit["fighter_2"].lines)


def test_a_person_plays_the_hero_to_the_end_against_nine_computers_with_the_mouse(monkeypatch):
    monkeypatch.setattr(computer_seat, "THINK", 0.0)
    session: Session[Any] = Session.new(game("dgm").rules(), 12, {"mode": ARMY, "leader": 3, "goal": "leader"})
    stack, surface, scene = table.opened(session, 0, table.versus(0, "easy", seats=10))
    curtains, answers = table.mouse_duel(stack, surface, session, frozenset({0}), most=6000)
    assert curtains == 0 and answers >= 1 and scene.computers.keys() == set(range(1, 10))


def test_at_one_screen_the_enemy_attacked_takes_the_screen_behind_the_curtain_and_sees_only_its_hand(monkeypatch):
    monkeypatch.setattr(computer_seat, "THINK", 0.0)
    session = army(leader=4)
    seating = Seating(tuple(Chair(PERSON) if seat in (0, 4) else Chair(COMPUTER, "easy") for seat in range(10)))
    stack, surface, scene = table.at_one_screen(session, seating)
    assert isinstance(stack.top, CurtainScene) and stack.top.name == "Hero"
    click(stack, surface, (640, 360))
    drag(stack, surface, table.card_point(scene, card(0, "reverse_punch")), zone_point(scene, "fighter_4"))
    table.settle(stack, surface)
    curtain = stack.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Enemy 4"
    assert curtain.prompt == "answer Hero's Reverse Punch" and curtain.others == ["Hero"]
    click(stack, surface, (640, 360))
    shown = {key for key, slot in scene.slots.items() if slot.zone == "hand"}
    assert scene.viewer == 4 and scene.answering and shown == set(session.state.hands[4])


def test_the_history_words_tell_the_army_its_leader_the_heros_exhaustion_and_switch():
    from game.engine.matcg import events as ev
    from game.words.matcg.telling import HistoryWords

    names = Seating(tuple(Chair(PERSON) if seat == 0 else Chair(COMPUTER, "easy") for seat in range(10))).names
    words = HistoryWords(game("matcg").rules().catalog, names)

    def tell(event: Any) -> list[str]:
        return words.tell(event, None, None)

    assert tell(ev.ArmyFormed(hero=0, goal="leader", health=(30, *[10] * 9))) == [
        "Army of One: You, the Hero, against 9 enemies, to defeat their leader"]
    assert tell(ev.LeaderNamed(seat=1, leader=4, health=15)) == ["Enemy 4 led the enemies (15 health) and began"]
    assert tell(ev.HeroExhausted(seat=0, turn=9)) == ["You were exhausted: no cards to draw, so the turn was skipped"]
    assert tell(ev.SwitchBonusEarned(seat=0, target=3, adr=3)) == ["You switched to Enemy 3: +1 ADR (3 now)"]
    assert tell(ev.TeamsFormed(teams=((0,), tuple(range(1, 10))))) == [
        "Teams: You against Enemy 1, Enemy 2, Enemy 3, Enemy 4, Enemy 5, Enemy 6, Enemy 7, Enemy 8 and Enemy 9"]


def test_the_set_up_seats_the_hero_and_nine_enemies_with_the_goal_and_the_leader_chosen():
    from tests.scenes.helpers import button_point

    stack, surface, setup = table.set_up("Army of One")
    assert [b.label for b in setup.buttons].count("Computer: Normal") == 9
    click(stack, surface, button_point(setup, "Defeat every enemy"))
    click(stack, surface, button_point(setup, "Leader: Enemy 1"))
    click(stack, surface, button_point(setup, "Leader: Enemy 2"))
    click(stack, surface, button_point(setup, "Start the fight"))
    fight = stack.top
    assert isinstance(fight, DuelTableScene)
    state = fight.campaign.session.state
    assert fight.campaign.session.table.mode == ARMY and state.seats == 10
    assert state.army.goal == "all" and state.army.leader == 3 and state.health[3] == 15
    assert fight.seating.people == {0} and fight.viewer == 0


def test_continue_names_the_mode_of_each_fight_in_progress_and_a_save_it_cannot_read_a_duel():
    from game.engine.matcg.teams import TWO_ON_TWO
    from game.files import saves
    from game.files.paths import campaign_path
    from game.scenes.menu import MenuScene

    saves.save(Session.new(game("matcg").rules(), 4, {"mode": ARMY}))
    saves.save(Session.new(game("dgm").rules(), 4, {"mode": TWO_ON_TWO}))
    menu = MenuScene(table.context()[0])
    named = {b.label: b.action.args[1] for b in menu.buttons if b.label.startswith("Continue")}
    assert named == {"Continue Army of One": "matcg:army", "Continue DGM Two-on-Two": "dgm:2v2"}
    lines = [found.line for found in menu.saved["matcg"]]
    assert lines[0].startswith("Army of One, saved") and lines[1].startswith("Two-on-Two, DGM house rules, turn 1")
    from tests.scenes.helpers import WHOLE_AT_A_GLANCE  # a header with no table, saved before the kinds were apart

    campaign_path("dgm").write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    assert "Continue DGM duel" in [b.label for b in MenuScene(table.context()[0]).buttons]


def test_the_leader_is_named_and_a_particular_teammate_called_from_the_keyboard_alone():
    from tests.scenes.helpers import key, tab_to_card

    session: Session[Any] = Session.new(game("matcg").rules(), 4, {"mode": ARMY})
    spokesman = session.ruleset.to_act(session.state)
    stack, surface, scene = table.opened(session, spokesman, table.versus(spokesman, seats=10))
    picked = 6 if spokesman != 6 else 7
    lit = [spot.label for spot in scene.key_cards() if spot.label.startswith("panel ")]
    assert sorted(lit) == [f"panel {seat}" for seat in range(1, 10)]  # the spokesman may name itself too
    tab_to_card(stack, surface, f"panel {picked}")
    key(stack, surface, pygame.K_RETURN)
    assert session.state.army.leader == picked
    called = army()
    do(called, cmd.PlayAttack(seat=0, card=card(0, "reverse_punch"), target=2))
    stack, surface, scene = table.opened(called, 2, table.versus(2, seats=10))
    tab_to_card(stack, surface, "panel 5")
    key(stack, surface, pygame.K_RETURN)
    assert called.state.attack.blocker == 5



@pytest.mark.parametrize("seats", [4, 10])
def test_an_event_in_play_shows_on_its_fighters_panel_at_two_on_two_and_in_an_army(seats, monkeypatch):
    from game.ui.matcg import crowd

    events: list[str | None] = [None] * seats
    events[3] = "mountain_temple"
    hands = (HERO_HAND, *[ENEMY_HAND] * (seats - 1))
    session = army(events=events) if seats == 10 else team_fight(hands, events=events)
    seen: list[str] = []
    real = crowd.text.draw

    def draw(target: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> Any:
        seen.append(line)
        return real(target, line, *args, **kwargs)

    monkeypatch.setattr(crowd.text, "draw", draw)
    table.opened(session, 0, table.versus(0, seats=seats), size=(1024, 600))
    assert any("Mountain Temple" in line for line in seen)


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_army_set_ups_ten_rows_lie_in_the_window_with_every_label_in_sight(text_size):
    """In 1024x600 the second column's deck buttons ran past the window's right edge, and the first column's deck
    buttons lay over its labels ("my 5" of "Enemy 5")."""
    from game.app import make_context
    from game.files import settings
    from game.tools.screenshot import scene_stack
    from game.tools.shooting import ShotRequest, drawn
    from game.ui import text

    settings.change(text_size=text_size)
    pygame.init()
    surface = pygame.display.set_mode((1024, 600))
    stack = scene_stack(ShotRequest(make_context((1024, 600), autosave=False), surface, "dgm", 1, 0, 0, None),
                        "army_setup")
    scene = stack.top
    labels = {row.label for row in scene.rows()}
    inks: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def draw(surface_, line, size, color, bold=False, **anchor):
        if line in labels:
            image = text.render(line, size, color, bold)
            inks.append((line, image.get_bounding_rect().move(image.get_rect(**anchor).topleft)))
        return real(surface_, line, size, color, bold, **anchor)

    text.draw = draw
    try:
        drawn(stack, surface)
    finally:
        text.draw = real
    vp = scene.ctx.viewport
    buttons = [button.screen_rect(vp) for button in scene.buttons]
    assert all(surface.get_rect().contains(button) for button in buttons)
    assert sorted(line for line, _ in inks) == sorted(labels)
    assert [line for line, ink in inks if ink.collidelist(buttons) != -1] == []


def test_the_army_s_win_names_its_nine_fighters_as_a_list_not_a_chain_of_ands():
    """"Enemy 1 and Enemy 2 and Enemy 3 and … and Enemy 9 win by knockout" read as a stammer on the result."""
    from dataclasses import replace

    from game.words.matcg.result import how

    state = replace(army().state, winner=1, result="knockout")
    names = ("You", *(f"Enemy {n}" for n in range(1, 10)))
    assert how(state, names) == ("Enemy 1, Enemy 2, Enemy 3, Enemy 4, Enemy 5, Enemy 6, Enemy 7, Enemy 8 and Enemy 9 "
                                 f"win by knockout, on turn {state.turn}")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_held_cards_forecast_never_covers_the_at_the_table_log(size):
    """Over the panels next to the log, the forecast beside the pointer covered part of "At the table"."""
    session = team_fight((["lead_jab", "reverse_punch"], *[ENEMY_HAND] * 9), mode=ARMY)
    do(session, cmd.PlayAttack(seat=0, card=card(0, "lead_jab"), target=2), cmd.EndBlock(seat=2))
    stack, surface, scene = table.opened(session, 0, table.versus(0, seats=10), size=size)
    log = scene.ctx.viewport.rect(scene.zones["log"])
    covering = []
    for seat in range(1, 10):
        start = table.card_point(scene, card(0, "reverse_punch"))
        press_and_hold(stack, start, zone_point(scene, f"fighter_{seat}"))
        assert scene.drag is not None
        covering += [seat for box in scene.words_on_places() if box.colliderect(log)]
        key(stack, surface, pygame.K_ESCAPE)  # the card goes home
        for _ in range(10):
            frame(stack, surface, 0.2)
    assert covering == []


def test_the_set_up_names_the_mode_of_a_saved_fight_it_cannot_read():
    """A broken Army of One save was told as "A saved duel that cannot be read"."""
    from game.files.paths import campaign_path
    from tests.scenes.helpers import button_point

    stack, surface, setup = table.set_up()
    path = campaign_path("matcg", ARMY)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("not a save\n", encoding="utf-8")
    click(stack, surface, button_point(setup, "Army of One"))
    assert setup.saved == "A saved Army of One fight that cannot be read"



@pytest.mark.parametrize(("mode", "words"), [("Duel", "A duel of decks"), ("Two-on-Two", "Two teams of two"),
                                             ("Army of One", "One Hero against an army")])
def test_the_set_ups_line_under_its_title_tells_the_mode_chosen(monkeypatch, mode, words):
    from game.scenes.matcg.setup import DuelSetupScene

    stack, surface, setup = table.set_up(mode)
    lines: list[str] = []
    monkeypatch.setattr(DuelSetupScene, "draw_heading", lambda self, surface_, title, line, *at: lines.append(line))
    frame(stack, surface)
    assert len(lines) == 1 and lines[0].startswith(words)
