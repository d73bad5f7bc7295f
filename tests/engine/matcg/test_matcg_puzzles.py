"""The Martial Arts puzzles (assets/puzzles/matcg and assets/puzzles/dgm) and their goal judge
(game.engine.matcg.puzzle).

Every puzzle file is played as the puzzle format says: the position begins a Session; while the goal is
undecided, the player's seat plays the next command of the solution and the opponent bot answers for every other
seat. The solution must reach the goal with every command accepted, whatever seed the bots are given; passing at
once must not. `played` also serves the campaign's puzzles (tests/engine/udo/test_udo_puzzles.py).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest

from game.engine.core import Command, Session
from game.engine.matcg import commands as cmd
from game.engine.matcg.puzzle import GOALS, judged
from game.games import game
from game.rulesets import ruleset
from tests.engine.matcg.helpers import DGM, card, do, fight

ASSETS = Path(__file__).resolve().parents[3] / "assets"
ROOT = ASSETS / "puzzles"
KEYS = {"format", "version", "ruleset", "title", "brief", "goal", "hint", "seat", "opponent", "seed", "options",
        "position", "solution", "ruling"}
PASSES = (cmd.EndBlock, cmd.EndCombo, cmd.DeclineCounter, cmd.LetResolve, cmd.EndPhase, cmd.EndTurn)
BOT_SEEDS = (0, 1, 2)  # added to the seed the bot is made with: the solution must not hang on one seed
MOST_STEPS = 500

Player = Callable[[Any, Any], Command]  # (rules, state) -> the player's next command


def puzzle_files(*rulesets: str) -> list[Path]:
    return [path for name in rulesets for path in sorted((ROOT / name).glob("*.json"))]


def read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def judge_of(data: dict[str, Any]) -> Any:
    """The goal judge of the puzzle's family (game.engine.<family>.puzzle)."""
    return import_module(f"game.engine.{game(data['ruleset']).family}.puzzle")


def begun(data: dict[str, Any]) -> Session[Any]:
    return Session.from_scenario(ruleset(data["ruleset"]), data["seed"], data["position"], data["options"])


def commands_of(data: dict[str, Any]) -> list[Command]:
    types = ruleset(data["ruleset"]).command_types
    return [types[step["command"]](**{k: v for k, v in step.items() if k != "command"}) for step in data["solution"]]


def following(commands: list[Command]) -> Player:
    """The player who plays these commands in order, and nothing once they run out."""
    left: Iterator[Command] = iter(commands)

    def player(rules: Any, state: Any) -> Command:
        return next(left)

    return player


def then(commands: list[Command], rest: Player) -> Player:
    """The player who plays these commands in order, then plays as `rest` does."""
    left: Iterator[Command] = iter(commands)

    def player(rules: Any, state: Any) -> Command:
        command = next(left, None)
        return rest(rules, state) if command is None else command

    return player


def played(data: dict[str, Any], player: Player, bot_seed: int = 0) -> tuple[Session[Any], bool | None]:
    """The puzzle played out: the player's seat by `player`, every other seat by the opponent bot made with the
    puzzle's seed (+ bot_seed), as the Puzzles page makes it. Every command must be accepted, the player's among the
    legal ones.
    Returns the session and the judge's verdict (None: undecided when the player had nothing more to play)."""
    session, judge = begun(data), judge_of(data)
    rules, start, seat = session.ruleset, session.state, data["seat"]
    bots: dict[int, Any] = {}
    verdict = judge.judged(data["goal"], start, session.state, seat)
    for _ in range(MOST_STEPS):
        if verdict is not None:
            return session, verdict
        to_act = rules.to_act(session.state)
        assert to_act is not None, "the game stopped with the goal undecided"
        if to_act == seat:
            try:
                command = player(rules, session.state)
            except StopIteration:
                return session, None
            assert command in rules.legal_commands(session.state, seat), command
        else:
            bot = bots.get(to_act)
            if bot is None:
                make = game(data["ruleset"]).bots().make
                bot = bots[to_act] = make(data["opponent"], data["seed"] + bot_seed)
            command = bot.choose(rules, rules.view(session.state, to_act))
        done = session.submit(command)
        assert done.ok, (command, done.rejected)
        verdict = judge.judged(data["goal"], start, session.state, seat)
    raise AssertionError(f"still undecided after {MOST_STEPS} commands")


def passing(rules: Any, state: Any) -> Command:
    """The player who only passes: the first legal command that ends a phase, a combo or the turn (at the end of a
    DGM turn, the first discard)."""
    legal = rules.legal_commands(state, rules.to_act(state))
    return next((command for command in legal if isinstance(command, PASSES)), legal[0])


def well_formed(path: Path, data: dict[str, Any]) -> None:
    """What every puzzle file must say, as the puzzle format has it."""
    assert re.fullmatch(r"\d\d-[a-z0-9-]+\.json", path.name), path.name
    assert set(data) == KEYS, sorted(set(data) ^ KEYS)
    assert (data["format"], data["version"], data["ruleset"]) == ("martial-masters-puzzle", 1, path.parent.name)
    assert 0 < len(data["title"]) <= 28, data["title"]
    assert data["brief"].strip() and data["hint"].strip() and isinstance(data["ruling"], str)
    rules_text = (ASSETS / game(data["ruleset"]).family / "rules.md").read_text(encoding="utf-8")
    assert data["ruling"] in rules_text, "a puzzle's ruling is written in its game's rules"
    assert data["goal"]["kind"] in judge_of(data).GOALS
    solo = max(most for _, most in ruleset(data["ruleset"]).modes.values()) == 1
    assert (data["opponent"] is None) == solo
    assert solo or data["opponent"] in game(data["ruleset"]).bots().levels
    assert data["solution"], "a puzzle has a solution"


MATCG_PUZZLES = puzzle_files("matcg", "dgm")


@pytest.mark.parametrize("name", ["matcg", "dgm"])
def test_each_rule_set_has_at_least_eight_puzzles_numbered_in_order(name: str) -> None:
    files = puzzle_files(name)
    assert len(files) >= 8
    assert [path.name[:2] for path in files] == [f"{n:02d}" for n in range(1, len(files) + 1)]


@pytest.mark.parametrize("path", MATCG_PUZZLES, ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_the_puzzle_loads_open_is_solved_by_its_solution_and_not_by_passing(path: Path) -> None:
    data = read(path)
    well_formed(path, data)
    session = begun(data)
    assert judged(data["goal"], session.state, session.state, data["seat"]) is None
    with pytest.raises(ValueError, match="goal kind"):
        judged({**data["goal"], "kind": "unknown"}, session.state, session.state, data["seat"])
    for bot_seed in BOT_SEEDS:
        assert played(data, following(commands_of(data)), bot_seed)[1] is True, bot_seed
    assert played(data, passing)[1] is not True


def block(name: str) -> Command:
    return cmd.Block(seat=0, card=card(0, name))


def attack(name: str) -> Command:
    return cmd.PlayAttack(seat=0, card=card(0, name))


# The tempting line each puzzle is there to teach against: played, then passing, it misses the goal.
TEMPTING: dict[str, list[Command]] = {
    "matcg/03-iron-body": [block("inside_block")],
    "matcg/04-shin-block-reflect": [block("rising_block")],
    "matcg/05-save-tai-chi": [block("rising_block"), block("tai_chi")],
    "matcg/07-counter-to-win": [block("inside_block"), attack("side_kick")],
    "dgm/02-phoenix-eye": [attack("hook_punch")],
    "dgm/03-second-wind": [block("inside_block")],
    "dgm/04-divert-the-guard": [attack("axe_kick")],
    "dgm/05-one-combo-per-phase": [attack("lead_jab"), attack("iron_palm"), cmd.EndCombo(seat=0), attack("axe_kick")],
    "dgm/06-full-block-counter": [block("evasive_step")],
}


@pytest.mark.parametrize("name", sorted(TEMPTING))
def test_the_tempting_line_misses_the_goal(name: str) -> None:
    data = read(ROOT / f"{name}.json")
    assert played(data, then(TEMPTING[name], passing))[1] is False


# ----- the judge's goal kinds --------------------------------------------------------------------------------------


def test_win_counts_the_turn_the_puzzle_begins_in_and_fails_when_the_opponents_next_turn_begins() -> None:
    session = fight((["lead_jab"], ["slip"]), health=[10, 10])
    start = session.state
    assert judged({"kind": "win", "turns": 1}, start, start, 0) is None
    do(session, cmd.EndPhase(seat=0), cmd.EndTurn(seat=0))
    assert judged({"kind": "win", "turns": 1}, start, session.state, 0) is False
    assert judged({"kind": "win", "turns": 2}, start, session.state, 0) is None


def test_win_within_two_turns_lasts_through_the_seats_second_turn() -> None:
    session = fight((["lead_jab"], ["slip"]), health=[10, 10])
    start, goal = session.state, {"kind": "win", "turns": 2}
    do(session, cmd.EndPhase(seat=0), cmd.EndTurn(seat=0), cmd.EndPhase(seat=1), cmd.EndPhase(seat=1),
       cmd.EndTurn(seat=1))
    assert session.state.owner == 0
    assert judged(goal, start, session.state, 0) is None
    do(session, cmd.EndPhase(seat=0), cmd.EndPhase(seat=0), cmd.EndTurn(seat=0))
    assert judged(goal, start, session.state, 0) is False


def test_a_turn_taken_over_by_a_counter_attack_is_still_the_turn_of_the_seat_whose_turn_began() -> None:
    session = fight((["reverse_punch", "slip"], ["rising_block", "lead_jab"]), health=[10, 10])
    start, goal = session.state, {"kind": "win", "turns": 1}
    do(session, cmd.PlayAttack(seat=0, card=card(0, "reverse_punch")), cmd.Block(seat=1, card=card(1, "rising_block")),
       cmd.PlayAttack(seat=1, card=card(1, "lead_jab")))
    assert (session.state.owner, session.state.active) == (0, 1)
    assert judged(goal, start, session.state, 0) is None
    assert judged({"kind": "survive", "turns": 1}, start, session.state, 1) is None


def test_a_knockout_wins_for_the_seat_that_lands_it_and_loses_for_the_other() -> None:
    session = fight((["axe_kick"], []), health=[10, 3])
    start = session.state
    do(session, cmd.PlayAttack(seat=0, card=card(0, "axe_kick")))
    assert session.state.over
    assert judged({"kind": "win", "turns": 1}, start, session.state, 0) is True
    assert judged({"kind": "win", "turns": 1}, start, session.state, 1) is False
    assert judged({"kind": "survive", "turns": 1}, start, session.state, 1) is False


def test_survive_is_met_when_the_seats_next_turn_begins_not_before() -> None:
    session = fight((["lead_jab", "slip"], ["rising_block"]), seat=1, health=[5, 10])
    start, goal = session.state, {"kind": "survive", "turns": 1}
    assert judged(goal, start, start, 0) is None
    do(session, cmd.EndPhase(seat=1))
    assert judged(goal, start, session.state, 0) is None
    do(session, cmd.EndTurn(seat=1))
    assert judged(goal, start, session.state, 0) is True


def test_survive_does_not_count_the_turn_the_puzzle_begins_in() -> None:
    session = fight((["lead_jab"], ["slip"]), health=[10, 10])
    start, goal = session.state, {"kind": "survive", "turns": 1}
    do(session, cmd.EndPhase(seat=0), cmd.EndTurn(seat=0))
    assert judged(goal, start, session.state, 0) is None
    do(session, cmd.EndPhase(seat=1), cmd.EndPhase(seat=1), cmd.EndTurn(seat=1))
    assert judged(goal, start, session.state, 0) is True


def test_the_dgm_rules_are_judged_alike() -> None:
    session = fight((["side_kick", "roundhouse_kick"], []), rules=DGM, health=[10, 8])
    start = session.state
    do(session, cmd.PlayAttack(seat=0, card=card(0, "side_kick")), cmd.EndCombo(seat=0))
    assert judged({"kind": "win", "turns": 1}, start, session.state, 0) is None
    do(session, cmd.PlayAttack(seat=0, card=card(0, "roundhouse_kick")))
    assert judged({"kind": "win", "turns": 1}, start, session.state, 0) is True


@pytest.mark.parametrize("goal", [{"kind": "score", "turns": 1}, {"turns": 1}, {"kind": "win"},
                                  {"kind": "win", "turns": 0}, {"kind": "win", "turns": True},
                                  {"kind": "survive", "turns": 1, "points": 3}, ["win", 1]])
def test_the_judge_refuses_a_goal_it_does_not_know_with_a_reason(goal: Any) -> None:
    state = fight((["lead_jab"], ["slip"])).state
    with pytest.raises(ValueError, match=r"goal|turns"):
        judged(goal, state, state, 0)


def test_every_goal_kind_has_words_for_the_page() -> None:
    assert set(GOALS) == {"win", "survive"}
    assert all("{turns}" in words and "turn{turns_s}" in words for words in GOALS.values())
