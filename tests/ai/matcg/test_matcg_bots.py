"""The Martial Arts bots: legal commands only, read from their seat's view, repeatable, answering out of turn,
and stronger level by level."""

from __future__ import annotations

import random
import time

import pytest

from game.ai.matcg import LEVELS, make_bot, search
from game.ai.matcg.search import deal, unseen
from game.engine.core import Session
from game.engine.matcg import HIDDEN_CARD
from game.engine.matcg import commands as cmd
from game.engine.matcg.cards import card_id_of
from game.engine.matcg.state import BLOCK
from tests.engine.matcg.helpers import DGM, MATCG, attack, do, fight

BOTH = pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])


def duel(rules, levels: tuple[str, str], seed: int, commands: int | None = None) -> Session:
    """One fight (or its first `commands` commands), each seat's bot choosing from that seat's view."""
    session = Session.new(rules, seed)
    bots = [make_bot(level, seed * 2 + seat) for seat, level in enumerate(levels)]
    for _ in range(commands or 5000):
        state = session.state
        if rules.is_over(state):
            return session
        seat = rules.to_act(state)
        command = bots[seat].choose(rules, rules.view(state, seat))
        assert command in rules.legal_commands(state, seat), (levels, seed, command)
        assert session.submit(command).ok
    assert commands is not None, f"{levels} did not finish seed {seed}"
    return session


def wins(rules, level: str, against: str, games: int, seed: int = 0) -> int:
    """Fights `level` wins against `against`, taking seat 0 in even fights and seat 1 in odd ones."""
    won = 0
    for number in range(games):
        seat = number % 2
        levels = (level, against) if seat == 0 else (against, level)
        won += duel(rules, levels, seed + number).state.winner == seat
    return won


def test_the_levels_are_named_strongest_last():
    assert LEVELS == ("random", "easy", "normal", "hard")
    for level in LEVELS:
        assert make_bot(level, 1).name == level
    with pytest.raises(ValueError, match="no bot level"):
        make_bot("master", 1)


@BOTH
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_bot_plays_whole_fights_with_legal_commands_only(rules, level):
    for seed in range(3):
        assert rules.is_over(duel(rules, (level, "normal"), seed).state)


@BOTH
def test_the_hard_bot_makes_legal_choices(rules):
    duel(rules, ("hard", "normal"), 1, commands=20)


@BOTH
@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_answers_an_attack_out_of_turn(rules, level):
    session = fight((["reverse_punch", "slip"], ["rising_block", "lead_jab", "slip"]), rules=rules)
    do(session, attack(0, "reverse_punch"))
    assert session.state.phase == BLOCK
    view = rules.view(session.state, 1)
    command = make_bot(level, 3).choose(rules, view)
    assert command.seat == 1 and command in rules.legal_commands(session.state, 1)


def test_normal_blocks_all_the_damage_and_counter_attacks_when_it_can():
    session = fight((["reverse_punch", "slip"], ["rising_block", "reverse_punch", "slip"]))
    do(session, attack(0, "reverse_punch"))
    bot = make_bot("normal", 0)
    blocked = bot.choose(MATCG, MATCG.view(session.state, 1))
    assert blocked == cmd.Block(seat=1, card="s1_rising_block_1")
    do(session, blocked)
    assert bot.choose(MATCG, MATCG.view(session.state, 1)) == cmd.PlayAttack(seat=1, card="s1_reverse_punch_1")


@BOTH
@pytest.mark.parametrize("level", ["normal", "hard"])  # (easy slips: one command in four at random)
def test_the_computer_answers_the_judges_offer_of_a_draw_accepting_unless_it_is_ahead(rules, level):
    """A person (seat 0) against the computer (seat 1): at the turn limit the judges offer a draw, and the
    computer answers first (its turn would begin)."""
    limit = rules.rules.turn_limit
    even = [([5, 5], cmd.AcceptDraw)] if level == "normal" else []  # hard weighs an even table by playing it out
    for health, answer in [([12, 5], cmd.AcceptDraw), ([5, 12], cmd.DeclineDraw), *even]:
        session = fight((["slip"], ["slip"]), rules=rules, phase="resolve", turn=limit, health=health, people=[0])
        do(session, cmd.EndTurn(seat=0))
        assert make_bot(level, 3).choose(rules, rules.view(session.state, 1)) == answer(seat=1), health


def test_a_bots_view_is_the_same_whatever_the_hidden_cards_are():
    session = duel(MATCG, ("normal", "normal"), 4, commands=40)
    state = session.state
    seat = MATCG.to_act(state)
    view = MATCG.view(state, seat)
    other = deal(view, seat, random.Random(9))  # the hidden cards dealt otherwise
    assert MATCG.view(other, seat) == view
    assert set(view.hands[1 - seat]) <= {HIDDEN_CARD}
    assert MATCG.check(other) == []


def test_the_hard_bot_deals_only_cards_its_seat_cannot_see():
    session = duel(MATCG, ("normal", "normal"), 6, commands=30)
    state = session.state
    seat = MATCG.to_act(state)
    view = MATCG.view(state, seat)
    hidden = unseen(view, 1 - seat)
    assert sorted(map(card_id_of, hidden)) == sorted(map(card_id_of, state.hands[1 - seat] + state.decks[1 - seat]))


def test_bots_are_repeatable():
    first = duel(MATCG, ("normal", "easy"), 12)
    second = duel(MATCG, ("normal", "easy"), 12)
    assert first.log == second.log


@BOTH
def test_normal_beats_random(rules):
    assert wins(rules, "normal", "random", 12) >= 10


def test_the_hard_bot_plays_the_same_fight_from_the_same_seed_however_slow_the_machine(monkeypatch):
    """Its search is bounded by commands played out, not by the clock: on a machine where every look at the clock
    finds ten more seconds gone, it still plays the same fight."""
    first = duel(MATCG, ("hard", "normal"), 3, commands=40)
    ticks = iter(range(0, 10**9, 10))
    for name in ("perf_counter", "monotonic", "time"):
        monkeypatch.setattr(time, name, lambda: float(next(ticks)))
    second = duel(MATCG, ("hard", "normal"), 3, commands=40)
    assert first.log == second.log


@pytest.mark.slow
@pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])
def test_the_levels_beat_each_other_in_200_seeded_fights(rules):
    assert wins(rules, "normal", "random", 200) >= 180
    assert wins(rules, "hard", "random", 200) >= 180
    assert wins(rules, "normal", "easy", 200) >= 120
    assert wins(rules, "hard", "normal", 200) >= 120


@pytest.mark.slow
@BOTH
def test_each_level_beats_the_level_below_in_40_seeded_fights(rules):
    """The quick look at the level order (the seats alternated): each level wins more than half, with room."""
    assert wins(rules, "normal", "easy", 40, seed=500) >= 22
    assert wins(rules, "hard", "normal", 40, seed=500) >= 22


@BOTH
def test_normal_attacks_with_its_last_attack_card_though_it_holds_no_block_to_counter_from(rules):
    """Held back, the last attack could only counter-attack from a block the hand cannot make: it attacks."""
    session = fight((["reverse_punch", "read_the_opponent"], ["rising_block", "slip"]), rules=rules)
    assert make_bot("normal", 0).choose(rules, rules.view(session.state, 0)) == attack(0, "reverse_punch")


@BOTH
def test_normal_keeps_an_attack_card_rather_than_block_with_it_to_save_a_point(rules):
    """Mantis Hook's DEF 2 would save 2 of Reverse Punch's 3 damage, but as an attack it deals about as much on its
    own, with links to follow: while healthy, normal takes the hit and keeps it."""
    session = fight((["reverse_punch", "slip"], ["mantis_hook", "lead_jab"]), rules=rules)
    do(session, attack(0, "reverse_punch"))
    assert make_bot("normal", 0).choose(rules, rules.view(session.state, 1)) == cmd.EndBlock(seat=1)


def test_the_hard_bot_weighs_a_short_decision_over_twelve_deals_of_the_hidden_cards(monkeypatch):
    """Where the playouts are short (DGM's hand of 7, a blocked Reverse Punch), the budget of commands affords
    twelve deals of the opponent's hand, each playing out every choice: the estimate is steadier for it."""
    dealt = []
    monkeypatch.setattr(search, "deal", lambda view, me, rng: dealt.append(me) or deal(view, me, rng))
    session = fight((["reverse_punch", "slip"], ["rising_block", "mantis_hook", "lead_jab"]), rules=DGM)
    do(session, attack(0, "reverse_punch"))
    make_bot("hard", 0).choose(DGM, DGM.view(session.state, 1))
    assert dealt == [1] * 12


def test_the_hard_bot_plays_every_candidate_of_a_deal_with_the_same_dice(monkeypatch):
    """Two candidates weighed in one deal of the hidden cards differ by the move alone, not by the dice each was
    played out with: every playout of a deal begins from the same dice, and each deal has dice of its own."""
    deals: list[list[object]] = []
    monkeypatch.setattr(search, "deal", lambda view, me, rng: deals.append([]) or deal(view, me, rng))
    playout = search.SearchBot._playout

    def recorded(self, rules, world, first, me, horizon):
        deals[-1].append(self._dice.getstate())
        return playout(self, rules, world, first, me, horizon)

    monkeypatch.setattr(search.SearchBot, "_playout", recorded)
    session = fight((["reverse_punch", "slip"], ["rising_block", "mantis_hook", "lead_jab"]))
    do(session, attack(0, "reverse_punch"))
    make_bot("hard", 0).choose(MATCG, MATCG.view(session.state, 1))
    assert len(deals) > 1 and all(len(dice) > 1 and len(set(dice)) == 1 for dice in deals)
    assert len({dice[0] for dice in deals}) == len(deals)
