"""The Kenpo Masters bots: legal commands only, blind to what their seat may not see, repeatable, and stronger
than chance (the Easy, Normal and Hard levels the ring arena offers)."""

from __future__ import annotations

import io
import random
from collections import Counter
from collections.abc import Callable
from functools import cache

import pytest

from game.__main__ import main
from game.ai.kenpo import LEVELS, make_bot
from game.ai.kenpo.sample import determinize, guesser, unseen
from game.engine import log
from game.engine.core import Command, Session
from game.engine.kenpo import HIDDEN_CARD
from game.engine.kenpo.state import KenpoState, revise
from game.play.bouts import make_bots
from game.tools import autoplay, levels
from game.tools.bench.stats import percentile
from tests.engine.kenpo.helpers import RULES

NAMED = ("easy", "normal", "hard")
Watch = Callable[[KenpoState, Command], None]


def match(levels: tuple[str, str], seed: int, watch: Watch | None = None, commands: int | None = None) -> Session:
    """One match (or its first `commands` commands), each seat's bot choosing from that seat's view; every
    choice must be a legal command."""
    session = Session.new(RULES, seed)
    bots = [make_bot(level, seed * 2 + seat) for seat, level in enumerate(levels)]
    for _ in range(commands or 3000):
        state = session.state
        if RULES.is_over(state):
            return session
        seat = state.seat
        command = bots[seat].choose(RULES, RULES.view(state, seat))
        assert command in RULES.legal_commands(state, seat), (levels, seed, command)
        if watch is not None:
            watch(state, command)
        assert session.submit(command).ok
    assert commands is not None, f"{levels} did not finish seed {seed}"
    return session


@cache
def played(levels: tuple[str, str], seed: int) -> tuple[KenpoState, Counter[int]]:
    """A whole match, every choice checked legal as `match` checks it: its last state and how many commands each
    seat chose. Played once per test process: the same levels and seed give the same match (a test below
    shows it), and the hard bot's matches against the random one, a few seconds each, are asked for twice."""
    seats: Counter[int] = Counter()
    session = match(levels, seed, lambda state, command: seats.update((state.seat,)))
    return session.state, seats


def wins(level: str, against: str, games: int, seed: int) -> int:
    """Matches `level` wins against `against`, taking seat 0 in even games and seat 1 in odd ones."""
    won = 0
    for number in range(games):
        seat = number % 2
        levels = (level, against) if seat == 0 else (against, level)
        won += RULES.winner(played(levels, seed + number)[0]) == seat
    return won


def redealt(state: KenpoState, seat: int, rng: random.Random) -> KenpoState:
    """The state with the opponent of `seat` holding other cards from its hand and deck, and both decks
    in another order: everything `seat` may not see changed, everything it may see kept."""
    other = 1 - seat
    pool = list(state.hands[other] + state.decks[other])
    size = len(state.hands[other])
    for _ in range(20):
        rng.shuffle(pool)
        if Counter(pool[:size]) != Counter(state.hands[other]):
            break
    hands = list(state.hands)
    hands[other] = tuple(pool[:size])
    decks = list(state.decks)
    decks[other] = tuple(pool[size:])
    decks[seat] = tuple(reversed(decks[seat]))
    return revise(state, hands=(hands[0], hands[1]), decks=(decks[0], decks[1]))


def test_the_ring_arena_is_offered_easy_normal_and_hard_and_the_strongest_comes_last():
    assert set(NAMED) <= set(LEVELS)
    assert LEVELS[-1] == "hard"
    assert LEVELS.index("easy") < LEVELS.index("normal") < LEVELS.index("hard")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_only_legal_commands_from_either_seat(level):
    seen: Counter[int] = Counter()

    def count(state: KenpoState, command: Command) -> None:
        seen[state.seat] += 1

    seen.update(played((level, "random"), 1)[1])  # the first two of the matches hard beats random in below
    seen.update(played(("random", level), 2)[1])
    match((level, level), 3, count, commands=60)
    assert seen[0] > 30 and seen[1] > 30


def test_the_unseen_cards_are_the_opponents_hand_and_deck_and_nothing_the_view_shows():
    states: list[KenpoState] = []
    match(("normal", "greedy"), 4, lambda state, command: states.append(state))
    for state in states[::7]:
        seat = state.seat
        other = 1 - seat
        view = RULES.view(state, seat)
        assert Counter(unseen(RULES.catalog, view, other)) == Counter(state.hands[other] + state.decks[other])
        guess = determinize(RULES.catalog, view, seat, random.Random(1))
        assert len(guess.hands[other]) == len(state.hands[other])
        assert guess.hands[seat] == state.hands[seat] and HIDDEN_CARD not in guess.hands[other]


def test_a_guess_depends_on_the_seed_and_the_view_only():
    state = match(("random", "random"), 5, commands=40).state
    seat = state.seat
    other = redealt(state, seat, random.Random(2))
    assert other.hands[1 - seat] != state.hands[1 - seat]
    view, other_view = RULES.view(state, seat), RULES.view(other, seat)
    first = determinize(RULES.catalog, view, seat, guesser(3, view))
    assert determinize(RULES.catalog, other_view, seat, guesser(3, other_view)) == first
    assert determinize(RULES.catalog, view, seat, guesser(4, view)) != first


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_decides_the_same_whatever_the_cards_it_cannot_see(level):
    states: list[KenpoState] = []
    match(("greedy", "greedy"), 6, lambda state, command: states.append(state))
    checked = 0
    rng = random.Random(6)
    for state in states[::9]:
        seat = state.seat
        if not state.decks[1 - seat]:
            continue
        other = redealt(state, seat, rng)
        assert RULES.view(other, seat) == RULES.view(state, seat)
        first = make_bot(level, 8).choose(RULES, RULES.view(state, seat))
        assert make_bot(level, 8).choose(RULES, RULES.view(other, seat)) == first
        # even handed the whole state by mistake, a bot looks only at what its seat may see
        assert make_bot(level, 8).choose(RULES, other) == make_bot(level, 8).choose(RULES, state)
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("level", NAMED)
def test_the_same_seeds_give_the_same_match(level):
    first = match((level, "normal"), 7, commands=10)
    again = match((level, "normal"), 7, commands=10)
    assert log.dumps({}, again.batches) == log.dumps({}, first.batches)


def test_hard_beats_the_random_bot_from_either_seat():
    assert wins("hard", "random", 9, 1) == 9  # a bot no better than chance does this once in 512 tries


def test_autoplay_without_bots_plays_each_rulesets_strongest_level(capsys, monkeypatch):
    """The levels autoplay seats are those it reports; the games are played by random bots in their place (the
    strongest levels' own games are played above and in the soak)."""
    seated: list[list[str]] = []

    def stand_ins(make_bot: Callable[[str, int], object], levels: list[str], seed: int) -> list[object]:
        seated.append(levels)
        return make_bots(make_bot, ["random"] * len(levels), seed)

    monkeypatch.setattr(autoplay, "make_bots", stand_ins)
    assert main(["autoplay", "--ruleset", "kenpo", "--games", "1", "--seed", "3"]) == 0
    assert "bots=hard,hard" in capsys.readouterr().out
    out = io.StringIO()
    assert autoplay.run("udo", 1, 3, [], False, out) == 0
    assert "bot=search" in out.getvalue()
    assert seated == [["hard", "hard"], ["search"]]


def test_hard_and_easy_keep_the_engine_sound_under_autoplay_check():
    """Each level plays the random bot, every command checked (hard against hard made both seats think: 18 s of
    CPU, where hard against random takes 7)."""
    for bots, games in ((["hard", "random"], 1), (["easy", "random"], 5)):
        out = io.StringIO()
        assert autoplay.run("kenpo", games, 50, bots, True, out) == 0, out.getvalue()
        assert " errors=0 violations=0 " in out.getvalue().splitlines()[-1]


@pytest.mark.slow
def test_over_two_hundred_games_each_level_beats_the_random_bot():
    rates = {level: wins(level, "random", 200, 1_000) for level in NAMED}
    print(" ".join(f"{level}={won}/200" for level, won in rates.items()))
    assert rates["hard"] >= 180
    assert rates["easy"] >= 140
    assert rates["normal"] >= 140


@pytest.mark.slow
def test_hard_beats_easy_and_normal_beats_easy():
    hard, normal = wins("hard", "easy", 100, 5_000), wins("normal", "easy", 100, 5_000)
    print(f"hard-easy={hard}/100 normal-easy={normal}/100")
    assert hard >= 60 and normal >= 55


@pytest.mark.slow
@pytest.mark.parametrize("strong,weak", levels.PAIRINGS)
def test_each_level_is_clearly_stronger_than_the_one_below_over_200_games(strong, weak):
    """The level table's measure (game/tools/levels.py): 60% against the level below, 80% against random, seats
    alternated; every decision within 1 s at p95."""
    result = levels.pairing(next(levels.tables("kenpo")), strong, weak, games=200, seed=40_000)
    assert result.met, f"{result.key}={result.win_pct:.1f}, wanted {result.wanted_pct:.1f}"
    assert all(percentile(times, 95) <= 1.0 for times in result.think.values())
