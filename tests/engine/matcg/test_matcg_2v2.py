"""Two-on-Two, the rulebook's third extra mode of play, named after its words: "Alternate turns between each team. In
this mode, you are able to defend for your teammate and or taking over the turn by counter-attacking using the
linker. There can only be 1 Event Card in play per team, but you and your teammate can replace each others' Event
Card. Your Adrenaline points are pooled together but you can not use your Strategy cards on each other."

Seats sit A1 B1 A2 B2: team A is seats 0 and 2, team B seats 1 and 3. It is seat 0's Attack Phase unless a test
says otherwise.
"""

from __future__ import annotations

import hashlib

import pytest

from game.engine.core import SPECTATOR, ScenarioError, Session, fold
from game.engine.matcg import HIDDEN_CARD
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg import step_events as ts
from game.engine.matcg.state import ATTACK, BLOCK, COUNTER, DISCARD, LINK, OVER, PREP
from game.files import saves
from game.games import game
from game.tools.verify import verify
from tests.engine.matcg.helpers import (
    DGM,
    FILLER,
    MATCG,
    attack,
    block,
    card,
    do,
    of_type,
    rejected,
    strategy,
    take,
    team_fight,
)

LONG = FILLER + ["lead_jab", "front_kick", "slip", "inside_block"] * 2  # 16 cards: no Recovery Phase for a while


def aim(seat: int, card_id: str, target: int) -> cmd.PlayAttack:
    return cmd.PlayAttack(seat=seat, card=card(seat, card_id), target=target)


def call(seat: int) -> cmd.CallTeammate:
    return cmd.CallTeammate(seat=seat)


def pass_turn(session: Session) -> list[ev.TurnBegan]:
    """The seat in control plays nothing more this turn; the turns that begin."""
    seat = MATCG.to_act(session.state)
    commands = {PREP: [cmd.EndPhase(seat=seat), cmd.EndPhase(seat=seat)], ATTACK: [cmd.EndPhase(seat=seat)]}
    events = do(session, *commands.get(session.state.phase, []), cmd.EndTurn(seat=seat))
    return of_type(events, ev.TurnBegan)


# ----- the table ----------------------------------------------------------------------------------------------------


def test_two_on_two_seats_four_fighters_in_two_teams_with_30_health_and_7_cards():
    session = Session.new(MATCG, seed=3, options={"mode": "2v2"})
    state = session.state
    assert session.table.seats == 4 and session.table.teams == ((0, 2), (1, 3))
    assert state.teams == ((0, 2), (1, 3)) and state.health == (30,) * 4
    assert [len(hand) for hand in state.hands] == [7] * 4
    assert len(set(state.starter)) == 4  # each fighter its own starter deck
    with pytest.raises(ScenarioError, match="teams"):
        Session.new(MATCG, seed=3, options={"mode": "2v2", "teams": [[0, 1], [2, 3]]})


def test_turns_alternate_between_the_teams():
    session = team_fight(([], [], [], []), phase="resolve", deck=LONG)
    began = [turn.seat for _ in range(7) for turn in pass_turn(session)]
    assert began == [1, 2, 3, 0, 1, 2, 3]  # A1 B1 A2 B2 around the table
    team_a = session.state.teams[0]
    assert all((a in team_a) != (b in team_a) for a, b in zip(began, began[1:], strict=False))


def test_in_two_on_two_the_fighter_draws_3_and_every_other_standing_fighter_2():
    session = team_fight(([], [], [], []), phase="resolve")
    events = do(session, cmd.EndTurn(seat=0))
    assert {e.seat: len(e.cards) for e in of_type(events, ev.CardsDrawn)} == {1: 3, 0: 2, 2: 2, 3: 2}


def test_an_attack_is_aimed_at_either_enemy_and_its_combo_stays_on_it():
    session = team_fight((["reverse_punch", "tiger_claw"], ["slip"], [], ["slip"]))
    aimed = {c.target for c in MATCG.legal_commands(session.state, 0) if isinstance(c, cmd.PlayAttack)}
    assert aimed == {1, 3}
    refused = rejected(session, aim(0, "reverse_punch", 2))
    assert refused.message == "An attack is aimed at a fighter of the other team who is still standing."
    do(session, aim(0, "reverse_punch", 3), take(3))
    assert session.state.phase == LINK and session.state.health == (30, 30, 30, 27)
    assert rejected(session, aim(0, "tiger_claw", 1)).message == "A combo goes on against the fighter it hits."
    events = do(session, attack(0, "tiger_claw"))
    assert of_type(events, ev.AttackPlayed)[0].target == 3


# ----- defending for a teammate, and taking the turn over -----------------------------------------------------------


def test_a_player_may_defend_for_a_teammate():
    session = team_fight((["reverse_punch"], ["slip"], [], ["rising_block", "reverse_punch"]))
    do(session, aim(0, "reverse_punch", 1))
    assert MATCG.to_act(session.state) == 1  # the fighter attacked answers first
    assert rejected(session, block(3, "rising_block")).code == "not_your_turn"
    assert call(1) in MATCG.legal_commands(session.state, 1)
    do(session, call(1))
    assert MATCG.to_act(session.state) == 3 and session.state.attack.blocker == 3
    events = do(session, block(3, "rising_block"))
    resolved = of_type(events, ev.AttackResolved)[0]
    assert resolved.target == 1 and resolved.damage == 0 and session.state.health == (30,) * 4
    assert session.state.phase == COUNTER and MATCG.to_act(session.state) == 3  # the defender may counter


def test_a_teammate_called_may_let_the_attack_land_on_the_fighter_attacked():
    session = team_fight((["reverse_punch"], ["slip"], [], ["rising_block"]))
    do(session, aim(0, "reverse_punch", 1), call(1), take(3))
    assert session.state.health == (30, 27, 30, 30)


def test_a_fighter_with_no_card_calls_its_teammate_at_once():
    session = team_fight((["reverse_punch"], [], [], ["rising_block"]))
    events = do(session, aim(0, "reverse_punch", 1))
    assert of_type(events, ev.TeammateCalled) == [ev.TeammateCalled(seat=1, teammate=3)]
    assert session.state.phase == BLOCK and MATCG.to_act(session.state) == 3
    lone = team_fight((["reverse_punch"], ["slip"], [], []))
    do(lone, aim(0, "reverse_punch", 1))
    assert call(1) not in MATCG.legal_commands(lone.state, 1)  # a teammate with no card cannot defend
    assert rejected(lone, call(1)).message.startswith("Your teammate cannot defend for you")


def test_taking_the_turn_over_by_counter_attacking_with_the_linker():
    session = team_fight((["reverse_punch"], ["slip"], [], ["rising_block", "front_kick", "reverse_punch"]))
    do(session, aim(0, "reverse_punch", 1), call(1), block(3, "rising_block"))
    refused = rejected(session, attack(3, "front_kick"))  # CPT 2 below Rising Block's LNK 3
    assert "cannot counter-attack from that block" in refused.message
    events = do(session, attack(3, "reverse_punch"))
    counter = of_type(events, ev.AttackPlayed)[0]
    assert counter.kind == "counter" and counter.target == 0  # it hits the fighter in control
    assert session.state.active == 3 and session.state.owner == 0  # team B has taken the turn over
    assert session.state.phase == LINK and session.state.health[0] == 27 and session.state.adr == (0, 1, 0, 1)
    do(session, cmd.EndCombo(seat=3))
    began = pass_turn(session)
    assert [turn.seat for turn in began] == [2]  # team B ended the turn: team A's next fighter begins


# ----- ADR, Strategy and Event cards --------------------------------------------------------------------------------


def test_adr_is_pooled_per_team():
    session = team_fight((["lead_jab", "reverse_punch"], ["slip"], [], []))
    do(session, aim(0, "lead_jab", 1), take(1), attack(0, "reverse_punch"), take(1))
    assert session.state.adr == (1, 0, 1, 0)  # earned by A1, in team A's pool
    spender = team_fight(([], ["slip"], ["read_the_opponent"], []), seat=2, phase="prep", adr=[1, 0, 1, 0])
    do(spender, strategy(2, "read_the_opponent"))
    assert spender.state.adr == (0, 0, 0, 0)  # spent by A2 from the same pool
    with pytest.raises(ScenarioError, match="one ADR pool"):
        team_fight(([], [], [], []), adr=[1, 0, 0, 0])


def test_strategy_cards_are_never_played_on_a_teammate():
    session = team_fight((["absolute_focus"], [], ["divert_their_attention"], ["slip"]), adr=[2, 1, 2, 1])
    events = do(session, strategy(0, "absolute_focus"))
    assert of_type(events, ts.AnswerAwaited) == [ts.AnswerAwaited(seat=3)]  # an enemy answers, never the teammate
    alone = team_fight((["absolute_focus"], [], ["divert_their_attention"], []), adr=[2, 1, 2, 1])
    events = do(alone, strategy(0, "absolute_focus"))
    assert not of_type(events, ts.AnswerAwaited) and alone.state.focus[0] == 2  # no enemy can: it resolves
    divert = team_fight((["divert_their_attention"], [], [], []), adr=[1, 0, 1, 0])
    events = do(divert, strategy(0, "divert_their_attention"))
    assert [e.seat for e in of_type(events, ts.Diverted)] == [1]  # an enemy is diverted, never the teammate


DEFENDERS = {"2v2": (1, 3), "army": (3, 5)}  # the fighter attacked and the teammate it calls, in each mode


def guarded(mode: str, attacked: list[str], teammate: list[str]) -> Session:
    """A1 (in Army of One the Hero) holds two Axe Kicks (ATK 5); the fighter it attacks and that fighter's teammate
    hold the hands given, their team 1 ADR."""
    target, mate = DEFENDERS[mode]
    seats = 4 if mode == "2v2" else 10
    hands = [["axe_kick", "axe_kick"] if seat == 0 else attacked if seat == target else teammate if seat == mate
             else [] for seat in range(seats)]
    adr = [0, 1, 0, 1] if mode == "2v2" else [0] + [1] * 9
    return team_fight(tuple(hands), mode=mode, adr=adr)


def calling(mode: str) -> cmd.CallTeammate:
    target, mate = DEFENDERS[mode]
    return cmd.CallTeammate(seat=target, teammate=mate if mode == "army" else None)


@pytest.mark.parametrize("mode", list(DEFENDERS))
def test_the_teammate_called_defends_for_it_with_its_own_iron_body(mode):
    target, mate = DEFENDERS[mode]
    session = guarded(mode, ["slip"], ["iron_body", "slip"])
    do(session, aim(0, "axe_kick", target), calling(mode), strategy(mate, "iron_body"))
    resolved = of_type(do(session, block(mate, "slip")), ev.AttackResolved)[0]
    assert (resolved.defense, resolved.damage) == (4, 1)  # Slip's DEF 1 and the teammate's Iron Body's +3
    assert not any(session.state.brace)  # spent on the block it played


@pytest.mark.parametrize("mode", list(DEFENDERS))
def test_iron_body_helps_only_the_player_who_plays_it(mode):
    target, mate = DEFENDERS[mode]
    session = guarded(mode, ["iron_body", "slip"], ["slip"])
    do(session, aim(0, "axe_kick", target), strategy(target, "iron_body"), calling(mode))
    resolved = of_type(do(session, block(mate, "slip")), ev.AttackResolved)[0]
    assert (resolved.defense, resolved.damage) == (1, 4)  # the teammate's Slip alone
    assert session.state.brace[target] == 3  # "Your next block this turn gets +3 DEF": it waits for its own block
    again = cmd.PlayAttack(seat=0, card=card(0, "axe_kick", 2), target=target)
    resolved = of_type(do(session, cmd.EndCombo(seat=0), again, block(target, "slip")), ev.AttackResolved)[0]
    assert (resolved.defense, resolved.damage) == (4, 1) and not any(session.state.brace)


def test_one_event_in_play_per_team_and_either_teammate_may_replace_it():
    session = team_fight(([], [], ["training_camp"], []), seat=2, phase="prep",
                         events=["sudden_rain", "stone_courtyard", None, None])
    events = do(session, cmd.PlayEvent(seat=2, card=card(2, "training_camp")))
    assert of_type(events, ev.EventPlayed)[0].replaced == "s0_sudden_rain_1"  # A1's Event, replaced by A2
    state = session.state
    assert state.events == (None, "s1_stone_courtyard_1", "s2_training_camp_1", None)  # B's stays
    assert "s0_sudden_rain_1" in state.discards[0]  # back to its owner's discards
    with pytest.raises(ScenarioError, match="more than one Event"):
        team_fight(([], [], [], []), events=["sudden_rain", None, "training_camp", None])


# ----- knockouts ----------------------------------------------------------------------------------------------------


def test_a_knocked_out_fighters_turns_are_skipped():
    session = team_fight((["reverse_punch", "front_kick"], ["slip"], [], []), health=[30, 3, 30, 30])
    events = do(session, aim(0, "reverse_punch", 1), take(1))
    assert of_type(events, ev.FighterKnockedOut) == [ev.FighterKnockedOut(seat=1, by=0)]
    state = session.state
    assert state.hands[1] == () and "s1_slip_1" in state.discards[1]  # out of the fight: its hand is laid down
    assert state.phase == ATTACK and state.active == 0  # the combo is over; the turn goes on
    assert {c.target for c in MATCG.legal_commands(state, 0) if isinstance(c, cmd.PlayAttack)} == {3}
    before = len(session.log)
    began = [turn.seat for _ in range(4) for turn in pass_turn(session)]
    drawn = [e for e in session.log[before:] if isinstance(e, ev.CardsDrawn) and e.seat == 1]
    assert began == [3, 2, 3, 0] and len(drawn) == 0  # B2 takes every turn of team B, and B1 draws nothing


@pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])
def test_a_fighter_knocked_out_in_its_own_turn_ends_that_turn(rules):
    eight = ["lead_jab", "back_fist", "cross", "teep", "hook_punch", "slip", "tiger_claw", "knee_strike"]
    session = team_fight((["front_kick"], ["shin_block"], eight, []), rules=rules, health=[1, 10, 10, 10],
                         events=[None, "mountain_temple", None, None])
    events = do(session, aim(0, "front_kick", 1), block(1, "shin_block"))  # Shin Block's hit-back knocks A1 out
    assert of_type(events, ev.FighterKnockedOut) == [ev.FighterKnockedOut(seat=0, by=1)]
    assert session.state.health == (0, 11, 11, 11)  # its End Turn: Mountain Temple heals every standing fighter
    if rules is DGM:  # and A2 discards down to seven before the turn ends
        assert session.state.phase == DISCARD and DGM.to_act(session.state) == 2 and not of_type(events, ev.TurnEnded)
        events += do(session, cmd.DiscardCard(seat=2, card=card(2, "lead_jab")))
    assert of_type(events, ev.TurnEnded) == [ev.TurnEnded(seat=0)]
    assert [turn.seat for turn in of_type(events, ev.TurnBegan)] == [1]  # team B's turn


def test_a_team_loses_when_both_its_fighters_are_out():
    session = team_fight((["reverse_punch", "front_kick"], [], [], []), health=[30, 3, 30, 3])
    do(session, aim(0, "reverse_punch", 1))
    assert not session.state.over and session.state.health[1] == 0
    events = do(session, aim(0, "front_kick", 3))
    assert of_type(events, ev.FightWon)[0].seat == 0 and session.state.phase == OVER
    outcome = MATCG.outcome(session.state)
    assert outcome.places == (1, 2, 1, 2) and outcome.winners == (0, 2)


def test_a_knocked_out_fighter_is_not_healed_back_into_the_fight():
    session = team_fight((["reverse_punch"], [], [], []), health=[30, 3, 30, 30], events=[None, "mountain_temple",
                                                                                           None, None])
    do(session, aim(0, "reverse_punch", 1), cmd.EndPhase(seat=0), cmd.EndTurn(seat=0))
    assert session.state.health[1] == 0 and session.state.owner == 3


def test_the_judges_give_every_fighter_of_two_on_two_a_duels_turns():
    session = team_fight(([], [], [], []), phase="resolve", turn=159, health=[30, 20, 10, 25])
    pass_turn(session)
    assert pass_turn(session) == [] and session.state.result == "judges"
    assert session.state.winner == 3  # team B's 45 health against team A's 40: its healthiest fighter is named
    assert MATCG.outcome(session.state).places == (2, 1, 2, 1)


def test_dgm_two_on_two_plays_by_the_dgm_sheet():
    session = Session.new(DGM, seed=5, options={"mode": "2v2"})
    assert session.state.health == (15,) * 4 and session.state.max_health == 15
    limited = team_fight(([], [], [], []), rules=DGM, phase="resolve", turn=119)
    assert pass_turn(limited) and pass_turn(limited) == [] and limited.state.result == "judges"  # 2 x 60 turns


# ----- what each seat sees, and saves --------------------------------------------------------------------------------


def test_teammates_do_not_see_each_others_hands():
    session = Session.new(MATCG, seed=4, options={"mode": "2v2"})
    state = session.state
    for seat in range(4):
        view = MATCG.view(state, seat)
        assert view.hands[seat] == state.hands[seat]
        assert all(view.hands[other] == (HIDDEN_CARD,) * 7 for other in range(4) if other != seat)
    watched = MATCG.view(state, SPECTATOR)
    assert all(hand == (HIDDEN_CARD,) * 7 for hand in watched.hands)


def test_a_two_on_two_save_refolds_to_the_same_hash(tmp_path):
    entry = game("matcg")
    session = Session.new(MATCG, seed=11, options={"mode": "2v2"})
    bots = {seat: entry.bots().make("normal", seat) for seat in range(4)}
    for _ in range(150):
        seat = MATCG.to_act(session.state)
        if seat is None:
            break
        assert session.submit(bots[seat].choose(MATCG, MATCG.view(session.state, seat))).ok
    text = saves.dumps(session)
    path = tmp_path / "two-on-two.jsonl"
    path.write_text(text, encoding="utf-8")
    loaded = saves.read(path)
    assert loaded.table == session.table and loaded.table.mode == "2v2"
    assert fold(MATCG, loaded.log) == session.state
    assert saves.dumps(loaded) == text
    assert verify(path).endswith(f"hash={hashlib.sha256(text.encode('utf-8')).hexdigest()[:16]}")
