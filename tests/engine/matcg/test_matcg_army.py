"""Army of One, the rulebook's fourth extra mode of play, named after its words: "one Hero fights against 9
Enemies. The Enemies will declare their leader and that player will start the match. The goal is for the Hero to
defeat the leader or all the enemies ... The Hero will draw 1 extra card during their draw phase and while drawing
when an enemy draws to begin their offense. As well, the Hero is exhausted, after running out of cards to draw in
their deck, every other turn." The Hero sits at seat 0, the enemies E1 to E9 at seats 1 to 9; E1 leads unless a
test says otherwise, and it is the Hero's Attack Phase.
"""

from __future__ import annotations

import pytest

from game.engine.core import ScenarioError, Session, fold
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg import step_events as ts
from game.engine.matcg.army import part_of
from game.engine.matcg.state import ATTACK, DISCARD, LEAD, LINK, OVER, revise
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
)
from tests.engine.matcg.test_matcg_2v2 import LONG, aim

ENEMIES = range(1, 10)


def army_fight(hands: dict[int, list[str]], *, rules=MATCG, seat: int = 0, phase: str = "attack",
               deck: list[str] = FILLER, **position) -> Session:
    """An Army of One from a position: each seat's hand (empty unless given), every deck `deck`."""
    data = {"mode": "army", "hands": [list(hands.get(s, [])) for s in range(10)],
            "decks": [list(deck) for _ in range(10)], "seat": seat, "phase": phase, **position}
    session = Session.from_scenario(rules, seed=7, position=data, options={"mode": "army"})
    assert rules.check_at_rest(session.state) == []
    return session


def link(seat: int, card_id: str, copy: int, target: int) -> cmd.PlayAttack:
    return cmd.PlayAttack(seat=seat, card=card(seat, card_id, copy), target=target)


def call(seat: int, teammate: int) -> cmd.CallTeammate:
    return cmd.CallTeammate(seat=seat, teammate=teammate)


def end_turn(session: Session) -> list[ev.Event]:
    """The seat in control plays nothing more this turn: the events until the next seat waits."""
    seat = session.ruleset.to_act(session.state)
    commands = {"prep": [cmd.EndPhase(seat=seat)] * 2, ATTACK: [cmd.EndPhase(seat=seat)]}
    return do(session, *commands.get(session.state.phase, []), cmd.EndTurn(seat=seat))


def turns(events: list[ev.Event]) -> list[int]:
    return [event.seat for event in of_type(events, ev.TurnBegan)]


def drawn(events: list[ev.Event]) -> dict[int, int]:
    return {event.seat: len(event.cards) for event in of_type(events, ev.CardsDrawn)}


# ----- the table ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("anything_goes", [False, True])
def test_army_of_one_seats_one_hero_against_nine_enemies(anything_goes):
    session = Session.new(MATCG, seed=3, options={"mode": "army", "anything_goes": anything_goes})
    state = session.state
    assert session.table.seats == 10 and session.table.teams == ((0,), tuple(ENEMIES))
    assert state.army.hero == 0 and state.teams == ((0,), tuple(ENEMIES))
    assert [len(hand) for hand in state.hands] == [7] * 10 and set(state.starter) == set(MATCG.catalog.decks_by_id)
    assert {len(cards) for cards in state.cards} == {60 if anything_goes else 54}


def test_the_enemies_declare_their_leader_and_that_player_starts_the_match():
    session = Session.new(MATCG, seed=3, options={"mode": "army"})
    assert session.state.phase == LEAD and MATCG.to_act(session.state) == 1  # E1 speaks for the enemies
    assert MATCG.legal_commands(session.state, 1) == [cmd.NameLeader(seat=1, leader=s) for s in ENEMIES]
    assert rejected(session, cmd.NameLeader(seat=1, leader=0)).message.startswith("The leader is one of the enemies")
    assert rejected(session, cmd.NameLeader(seat=2, leader=2)).code == "not_your_turn"
    events = do(session, cmd.NameLeader(seat=1, leader=4))
    assert of_type(events, ev.LeaderNamed) == [ev.LeaderNamed(seat=1, leader=4, health=15)]
    assert turns(events) == [4] and not of_type(events, ev.CardsDrawn)  # the leader starts; nobody draws
    assert session.state.army.leader == 4 and session.state.owner == 4
    named = Session.new(MATCG, seed=3, options={"mode": "army", "leader": 6})  # named at set-up
    assert named.state.army.leader == 6 and named.state.owner == 6 and named.state.phase != LEAD
    for wrong, words in (({"leader": 0}, "leader"), ({"leader": "E2"}, "leader"), ({"goal": "most"}, "goal")):
        with pytest.raises(ScenarioError, match=words):
            Session.new(MATCG, seed=3, options={"mode": "army", **wrong})


def test_the_hero_has_30_health_the_leader_15_and_the_other_enemies_10():
    session = Session.new(MATCG, seed=3, options={"mode": "army", "leader": 2})
    assert session.state.health == (30, 10, 15, 10, 10, 10, 10, 10, 10, 10) == session.state.full
    hurt = army_fight({1: ["second_wind"], 5: ["second_wind"]}, seat=1, phase="prep", adr=[0] + [4] * 9,
                      health=[30, 13] + [8] * 8)
    do(hurt, strategy(1, "second_wind"))
    assert hurt.state.health[1] == 15  # the leader heals to its 15, no further
    for_all = army_fight({5: ["second_wind"]}, seat=5, phase="prep", adr=[0] + [2] * 9, health=[30, 15] + [8] * 8)
    do(for_all, strategy(5, "second_wind"))
    assert for_all.state.health[5] == 10


def test_the_hero_draws_one_extra_card_in_its_draw_phase_and_when_an_enemy_draws_to_begin_its_offence():
    session = army_fight({0: ["slip"]}, seat=1, phase="resolve", deck=LONG)
    events = end_turn(session)
    assert turns(events) == [0] and drawn(events) == {0: 4}  # the Hero 3 + 1, no enemy
    events = end_turn(session)
    assert turns(events) == [2] and drawn(events) == {2: 3, 0: 3}  # the enemy 3, the Hero 2 + 1, nobody else


def test_once_out_of_cards_to_draw_the_hero_is_exhausted_every_other_turn():
    session = army_fight({0: ["slip"]}, seat=1, phase="resolve", turn=5, deck=LONG,
                         decks=[[]] + [LONG] * 9, discards=[LONG] + [[]] * 9)
    events = end_turn(session)  # the Hero's turn 6 begins with nothing to draw: its Recovery Phase, exhausted
    assert turns(events) == [0, 2] and of_type(events, ev.HeroExhausted) == [ev.HeroExhausted(seat=0, turn=6)]
    assert of_type(events, ev.RecoveryTaken) and drawn(events) == {2: 3, 0: 3}  # it still draws in E2's turn
    seen = [turns(end_turn(session)) for _ in range(4)]
    log = session.log
    assert seen == [[0], [3], [0, 4], [0]]  # played (turn 8), exhausted (turn 10), played (turn 12)
    assert [e.turn for e in of_type(log, ev.HeroExhausted)] == [6, 10] and len(of_type(log, ev.RecoveryTaken)) == 1
    assert session.state.phase == "prep" and session.state.owner == 0


def test_dgm_the_hero_out_of_cards_is_exhausted_every_other_turn_without_reshuffling():
    session = army_fight({0: ["slip"]}, rules=DGM, seat=1, phase="resolve", turn=5, deck=LONG,
                         decks=[[]] + [LONG] * 9)
    assert turns(end_turn(session)) == [0, 2]
    seen = [turns(end_turn(session)) for _ in range(3)]
    assert seen == [[0], [3], [0, 4]] and not of_type(session.log, ev.RecoveryTaken)
    assert [e.turn for e in of_type(session.log, ev.HeroExhausted)] == [6, 10] and session.state.decks[0] == ()


# ----- attacking and defending ----------------------------------------------------------------------------------


def test_on_the_heros_turn_the_hero_can_declare_an_attack_on_any_one_enemy():
    session = army_fight({0: ["reverse_punch"], 3: ["slip"]})
    targets = {c.target for c in MATCG.legal_commands(session.state, 0) if isinstance(c, cmd.PlayAttack)}
    assert targets == set(ENEMIES)
    assert "other team" in rejected(session, aim(0, "reverse_punch", 0)).message
    enemy = army_fight({0: ["slip"], 4: ["reverse_punch"]}, seat=4)
    assert {c.target for c in MATCG.legal_commands(enemy.state, 4) if isinstance(c, cmd.PlayAttack)} == {0}


def test_that_enemy_can_block_or_one_of_their_teammates_can_defend_for_them():
    session = army_fight({0: ["reverse_punch"], 3: ["slip"], 5: ["rising_block"], 7: ["inside_block"]})
    do(session, aim(0, "reverse_punch", 3))
    calls = [c for c in MATCG.legal_commands(session.state, 3) if isinstance(c, cmd.CallTeammate)]
    assert calls == [call(3, 5), call(3, 7)]  # any standing teammate holding a card, named
    assert rejected(session, call(3, 2)).message.startswith("That teammate cannot defend")  # it holds no card
    assert rejected(session, call(3, 0)).message == "Only a teammate of yours can defend for you."
    events = do(session, call(3, 7), block(7, "inside_block"))
    assert of_type(events, ev.TeammateCalled) == [ev.TeammateCalled(seat=3, teammate=7)]
    assert session.state.health[3] == 9 and session.state.hands[5]  # E7 defended E3: 3 - 2 got through
    empty = army_fight({0: ["reverse_punch"], 5: ["slip"]})
    events = do(empty, aim(0, "reverse_punch", 3))  # E3 holds nothing: the first teammate holding a card defends
    assert of_type(events, ev.TeammateCalled) == [ev.TeammateCalled(seat=3, teammate=5)]


def test_an_enemy_with_no_card_calls_the_first_teammate_clockwise_who_holds_one():
    session = army_fight({0: ["reverse_punch"], 2: ["slip"], 7: ["slip"]})
    events = do(session, aim(0, "reverse_punch", 5))  # clockwise from E5: E6, E7, ... E9, then E1, E2
    assert of_type(events, ev.TeammateCalled) == [ev.TeammateCalled(seat=5, teammate=7)]
    round_the_table = army_fight({0: ["reverse_punch"], 2: ["slip"], 3: ["slip"]})
    events = do(round_the_table, aim(0, "reverse_punch", 8))  # past E9 and the Hero, to E1 and E2
    assert of_type(events, ev.TeammateCalled) == [ev.TeammateCalled(seat=8, teammate=2)]
    unnamed = army_fight({0: ["reverse_punch"], 5: ["slip"], 2: ["slip"], 7: ["slip"]})
    do(unnamed, aim(0, "reverse_punch", 5))
    assert MATCG.legal_commands(unnamed.state, 5)[-2:] == [call(5, 7), call(5, 2)]  # named, clockwise
    called = of_type(unnamed.submit(cmd.CallTeammate(seat=5)).events, ev.TeammateCalled)  # "the first who may"
    assert called == [ev.TeammateCalled(seat=5, teammate=7)]


def test_a_teammate_may_counter_attack_for_them_and_take_the_turn_over():
    session = army_fight({0: ["reverse_punch"], 3: ["slip"], 5: ["rising_block", "reverse_punch"]})
    do(session, aim(0, "reverse_punch", 3), call(3, 5), block(5, "rising_block"))
    counter = of_type(do(session, attack(5, "reverse_punch")), ev.AttackPlayed)[0]
    assert counter.kind == "counter" and counter.target == 0
    assert session.state.active == 5 and session.state.owner == 0 and session.state.health[0] == 27
    assert turns(end_turn(session)) == [0]  # an enemy ended the turn in control: the Hero's turn
    for links in (False, True):
        timing = army_fight({0: ["axe_kick", "lead_jab"], 3: ["inside_block", "reverse_punch"]})
        do(timing, aim(0, "axe_kick", 3), block(3, "inside_block"))
        assert MATCG.to_act(timing.state) == 0 and timing.state.phase == LINK  # the Hero's link comes first
        events = do(timing, link(0, "lead_jab", 1, 3) if links else cmd.EndCombo(seat=0))
        countered = of_type(events, ts.CounterAwaited)
        assert countered == ([] if links else [ts.CounterAwaited(seat=3, guard=card(3, "inside_block"))])
    assert timing.state.guard is None  # E3 answers the Hero's link; the counter from its first block is gone


# ----- the Hero's switches ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("targets", "adr", "bonuses"), [((1, 2), 2, 1), ((1, 2, 3), 4, 2), ((1, 2, 2), 3, 1)],
                         ids=["hit-switch-hit", "switching-again", "switch-once-then-same"])
def test_the_hero_gets_one_adr_for_every_switch_of_enemy_in_a_combo(targets, adr, bonuses):
    session = army_fight({0: ["lead_jab"] * len(targets)})  # no enemy holds a card: every move lands
    do(session, aim(0, "lead_jab", targets[0]))
    links = {c.target for c in MATCG.legal_commands(session.state, 0) if isinstance(c, cmd.PlayAttack)}
    assert links == set(ENEMIES)  # the Hero's link may go to any standing enemy
    events = do(session, *(link(0, "lead_jab", n + 2, t) for n, t in enumerate(targets[1:])))
    assert session.state.adr[0] == adr and len(of_type(events, ev.SwitchBonusEarned)) == bonuses


@pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])
def test_if_no_defense_is_declared_the_hero_can_switch_to_another_enemy(rules):
    session = army_fight({0: ["axe_kick", "lead_jab", "lead_jab"], 3: ["inside_block"]}, rules=rules)
    do(session, aim(0, "axe_kick", 3), block(3, "inside_block"))  # a partial block: damage got through
    assert session.state.phase == LINK and session.state.health[3] < 10
    links = {c.target for c in rules.legal_commands(session.state, 0) if isinstance(c, cmd.PlayAttack)}
    assert links == {3}  # the combo goes on against E3, and only against E3
    refused = rejected(session, link(0, "lead_jab", 1, 4))
    assert refused.code == "illegal_attack" and refused.message.startswith("A defence was declared")
    events = do(session, link(0, "lead_jab", 1, 3))  # E3 holds nothing now: the link lands undefended
    assert not of_type(events, ev.SwitchBonusEarned)
    links = {c.target for c in rules.legal_commands(session.state, 0) if isinstance(c, cmd.PlayAttack)}
    assert links == set(ENEMIES)  # no defence declared against that hit: the Hero may switch again
    called = army_fight({0: ["axe_kick", "lead_jab"], 3: ["slip"], 6: ["inside_block"]}, rules=rules)
    do(called, aim(0, "axe_kick", 3), call(3, 6), block(6, "inside_block"))  # a teammate defended E3
    assert {c.target for c in rules.legal_commands(called.state, 0) if isinstance(c, cmd.PlayAttack)} == {3}
    out = army_fight({0: ["axe_kick", "lead_jab"], 3: ["inside_block"]}, rules=rules, health=[15, 8, 5, 1] + [5] * 6)
    events = do(out, aim(0, "axe_kick", 3), block(3, "inside_block"))  # knocked out through its block
    assert of_type(events, ev.ComboEnded)[-1].reason == "knockout" and out.state.phase == ATTACK


def test_only_the_hero_switches_enemies_in_a_combo():
    session = army_fight({4: ["lead_jab", "lead_jab"], 0: []}, seat=4)
    do(session, aim(4, "lead_jab", 0))
    wrong = cmd.PlayAttack(seat=4, card=card(4, "lead_jab", 2), target=5)
    assert rejected(session, wrong).message == "A combo goes on against the fighter it hits."
    events = do(session, cmd.PlayAttack(seat=4, card=card(4, "lead_jab", 2)))
    assert not of_type(events, ev.SwitchBonusEarned) and session.state.adr[4] == 1


def test_a_knocked_out_enemy_leaves_the_fight_and_the_heros_combo_switches_on():
    session = army_fight({0: ["lead_jab", "lead_jab"], 2: ["slip"]}, health=[30, 15, 1] + [10] * 7)
    events = do(session, aim(0, "lead_jab", 2), take(2))
    assert of_type(events, ev.FighterKnockedOut) == [ev.FighterKnockedOut(seat=2, by=0)]
    state = session.state
    assert state.hands[2] == () and card(2, "slip") in state.discards[2] and len(state.decks[2]) == len(FILLER)
    assert state.phase == LINK and MATCG.to_act(state) == 0  # the combo goes on
    links = {c.target for c in MATCG.legal_commands(state, 0) if isinstance(c, cmd.PlayAttack)}
    assert links == set(ENEMIES) - {2}
    assert of_type(do(session, link(0, "lead_jab", 2, 3)), ev.SwitchBonusEarned)[0].target == 3


def test_if_the_hero_ends_the_turn_with_an_enemy_it_becomes_that_enemys_turn():
    session = army_fight({0: ["lead_jab", "lead_jab"]}, deck=LONG)
    do(session, aim(0, "lead_jab", 1), link(0, "lead_jab", 2, 4))
    assert turns(end_turn(session)) == [4]  # the Hero switched to E4 and ended with it
    assert turns(end_turn(session)) == [0]  # after an enemy's turn, the Hero's
    assert turns(end_turn(session)) == [1]  # no attack: the enemy who has waited longest


# ----- winning, the judges --------------------------------------------------------------------------------------


def test_the_goal_is_for_the_hero_to_defeat_the_leader_or_all_the_enemies():
    leader = army_fight({0: ["axe_kick"]}, leader=3, health=[30, 10, 10, 3] + [10] * 6)
    events = do(leader, aim(0, "axe_kick", 3))
    assert of_type(events, ev.FightWon)[0].seat == 0 and leader.state.phase == OVER
    assert MATCG.outcome(leader.state).places == (1,) + (2,) * 9
    chain = ["lead_jab"] * 4 + ["snake_strike"] * 4 + ["back_fist"]
    every = army_fight({0: chain}, goal="all", health=[30] + [1] * 9)
    do(every, aim(0, "lead_jab", 1))
    assert not every.state.over and every.state.health[1] == 0  # the leader is one enemy less
    moves = [("lead_jab", n) for n in (2, 3, 4)] + [("snake_strike", n) for n in (1, 2, 3, 4)] + [("back_fist", 1)]
    events = do(every, *(link(0, name, n, target) for (name, n), target in zip(moves, range(2, 10), strict=True)))
    assert of_type(events, ev.FightWon)[0].seat == 0 and len(of_type(events, ev.FighterKnockedOut)) == 7
    hero = army_fight({4: ["axe_kick"]}, seat=4, health=[5, 15] + [10] * 8)
    do(hero, aim(4, "axe_kick", 0))
    assert MATCG.outcome(hero.state).places == (2,) + (1,) * 9


def test_the_enemies_are_one_team_with_one_adr_pool_and_one_event():
    pool = army_fight({4: ["lead_jab", "lead_jab"]}, seat=4, adr=[0] + [1] * 9)
    do(pool, aim(4, "lead_jab", 0), cmd.PlayAttack(seat=4, card=card(4, "lead_jab", 2)))
    assert pool.state.adr == (0,) + (2,) * 9
    with pytest.raises(ScenarioError, match="one ADR pool"):
        army_fight({}, adr=[0, 1] + [0] * 8)
    event = army_fight({2: ["training_camp"]}, seat=2, phase="prep", events=[None, "sudden_rain"] + [None] * 8)
    replaced = of_type(do(event, cmd.PlayEvent(seat=2, card=card(2, "training_camp"))), ev.EventPlayed)[0]
    assert replaced.replaced == card(1, "sudden_rain") and card(1, "sudden_rain") in event.state.discards[1]
    answer = army_fight({0: ["absolute_focus"], 6: ["divert_their_attention"]}, adr=[1] * 10)
    assert of_type(do(answer, strategy(0, "absolute_focus")), ts.AnswerAwaited) == [ts.AnswerAwaited(seat=6)]


@pytest.mark.parametrize(("goal", "health", "winner"), [
    ("leader", [15, 10] + [10] * 8, 1),  # the Hero's half against the leader's two thirds
    ("leader", [25, 10] + [10] * 8, 0),
    ("all", [16, 1] + [5] * 8, 0),  # 16 of 30 against 41 of 95
])
def test_the_judges_stop_an_army_of_one_and_weigh_each_sides_share_of_its_health(goal, health, winner):
    session = army_fight({}, seat=1, phase="resolve", turn=160, goal=goal, health=health)
    end_turn(session)
    assert session.state.result == "judges" and MATCG.outcome(session.state).winners[0] == winner
    stuck = army_fight({}, seat=1, phase="resolve", turn=5, deck=[])  # nothing to play, draw or reshuffle
    while not stuck.state.over:
        end_turn(stuck)
    assert stuck.state.result == "repetition" and stuck.state.turn < 160


def test_in_army_of_one_each_seat_sees_only_its_own_hidden_cards():
    session = Session.new(MATCG, seed=5, options={"mode": "army", "leader": 3})
    bots = [game("matcg").bots().make("normal", seat) for seat in range(10)]
    for _ in range(40):
        seat = MATCG.to_act(session.state)
        assert session.submit(bots[seat].choose(MATCG, MATCG.view(session.state, seat))).ok
    state = session.state
    for other in range(10):
        hand, deck = state.hands[other], state.decks[other]
        hands = tuple(deck[:1] + hand[1:] if s == other else h for s, h in enumerate(state.hands))
        decks = tuple(hand[:1] + deck[1:][::-1] if s == other else d for s, d in enumerate(state.decks))
        swapped = revise(state, hands=hands, decks=decks)
        assert MATCG.check(swapped) == [] and swapped != state
        for seat in range(10):
            if seat != other:
                assert MATCG.view(swapped, seat) == MATCG.view(state, seat)
        assert MATCG.view(swapped, other).hands[other] == hands[other]


def test_dgm_army_of_one_plays_by_the_dgm_sheet():
    session = Session.new(DGM, seed=3, options={"mode": "army", "leader": 2})
    assert session.state.health == (15, 5, 8) + (5,) * 7 == session.state.full
    draws = army_fight({0: ["slip"]}, rules=DGM, seat=1, phase="resolve", deck=LONG)
    assert drawn(end_turn(draws)) == {0: 4} and drawn(end_turn(draws)) == {2: 3, 0: 3}
    combo = army_fight({0: ["lead_jab"] * 3}, rules=DGM)
    do(combo, aim(0, "lead_jab", 1), link(0, "lead_jab", 2, 2), link(0, "lead_jab", 3, 3))
    assert combo.state.adr[0] == 4 and combo.state.attack_phase == 2  # chains + switches, in one attack phase
    partial = army_fight({0: ["axe_kick", "lead_jab"], 3: ["inside_block", "reverse_punch"]}, rules=DGM)
    events = do(partial, aim(0, "axe_kick", 3), block(3, "inside_block"), link(0, "lead_jab", 1, 3))
    assert not of_type(events, ts.CounterAwaited)  # only a successful block allows a counter-attack
    limit = army_fight({0: ["slip"] * 4 + ["lead_jab"] * 4}, rules=DGM, phase="resolve")
    do(limit, cmd.EndTurn(seat=0))
    assert limit.state.phase == DISCARD and DGM.to_act(limit.state) == 0  # the Hero's hand is down to 7 too
    judged = army_fight({}, rules=DGM, seat=1, phase="resolve", turn=120, health=[10, 8] + [5] * 8)
    end_turn(judged)
    assert judged.state.result == "judges"


@pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])
def test_whole_army_fights_keep_every_card_and_refold_to_the_same_state(rules):
    session = Session.new(rules, seed=2, options={"mode": "army", "goal": "all"})
    bots = [game(rules.id).bots().make("random", seat) for seat in range(10)]
    state = rules.initial()
    for event in session.log:
        state = rules.evolve(state, event)
        assert rules.check(state) == []
    while not session.state.over:
        seat = rules.to_act(session.state)
        done = session.submit(bots[seat].choose(rules, rules.view(session.state, seat)))
        for event in done.events:
            state = rules.evolve(state, event)
            assert rules.check(state) == [], type(event).__name__
        assert rules.check_at_rest(session.state) == []
    assert fold(rules, session.log) == session.state == state


def test_army_commands_that_cannot_be_played_are_refused_with_reasons():
    session = army_fight({0: ["lead_jab", "lead_jab"], 2: ["slip"], 3: ["slip"], 5: ["slip"]},
                         health=[30, 15, 1] + [10] * 7)
    do(session, aim(0, "lead_jab", 2), take(2))  # E2 is knocked out
    assert rejected(session, link(0, "lead_jab", 2, 2)).message.startswith("The Hero's combo may switch")
    assert rejected(session, cmd.NameLeader(seat=0, leader=3)).message.startswith("The enemies name their leader")
    do(session, link(0, "lead_jab", 2, 3))
    assert rejected(session, call(3, 99)).message == "Only a teammate of yours can defend for you."
    assert rejected(session, cmd.CallTeammate(seat=3, teammate="E5")).code == "malformed"


def test_an_army_of_one_save_refolds_to_the_same_state(tmp_path):
    session = Session.new(DGM, seed=9, options={"mode": "army", "goal": "all"})
    bots = [game("dgm").bots().make("normal", seat) for seat in range(10)]
    while not session.state.over:
        seat = DGM.to_act(session.state)
        assert session.submit(bots[seat].choose(DGM, DGM.view(session.state, seat))).ok
    path = tmp_path / "army.jsonl"
    path.write_text(saves.dumps(session), encoding="utf-8")
    loaded = saves.read(path)
    assert loaded.table == session.table and loaded.table.option("goal") == "all"
    assert fold(DGM, loaded.log) == session.state and verify(path).startswith("verify ok ruleset=dgm")


def test_each_seat_has_its_part_and_the_health_of_its_part():
    state = Session.new(DGM, seed=1, options={"mode": "army", "leader": 5}).state
    assert [part_of(state, seat) for seat in range(10)] == ["hero"] + ["enemy"] * 4 + ["leader"] + ["enemy"] * 4
    assert DGM.check(revise(state, full=(15, 8) + state.full[2:]))[0].startswith("seat 1, the enemy, began with 8")
    assert part_of(Session.new(DGM, seed=1).state, 0) is None  # a duel has no parts
