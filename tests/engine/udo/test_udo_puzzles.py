"""The campaign's puzzles, for Master Udo (assets/puzzles/udo) and Kai (assets/puzzles/kai), and their goal judge
(game.engine.udo.puzzle). Each puzzle file is played as the Martial Arts puzzles are (tests/engine/matcg/
test_matcg_puzzles.py): its solution must reach the goal with every command accepted, and passing must not."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.engine.udo import UdoRules
from game.engine.udo import commands as cmd
from game.engine.udo.puzzle import GOALS, judged
from game.engine.udo.state import CHOOSE_MASTER, LOST, PLAY, RESOLVE_ATTACKS, WON, UdoState, revise
from game.rulesets import ruleset
from tests.engine.matcg.test_matcg_puzzles import (
    ROOT,
    begun,
    commands_of,
    following,
    played,
    puzzle_files,
    read,
    then,
    well_formed,
)

CAMPAIGN_PUZZLES = puzzle_files("udo", "kai")


def passing(rules: Any, state: UdoState) -> cmd.Command:
    """The player who only passes: Fight! with no combo, every attack taking the first card it may, the first
    target of every choice."""
    legal = rules.legal_commands(state, 0)
    return next((command for command in legal if isinstance(command, cmd.FinishPlaying)), legal[0])


def lay(master: str, *combos: tuple[str, ...]) -> list[cmd.Command]:
    """The master challenged and these combos laid, each from its first card to its finisher, then Fight!."""
    laid: list[cmd.Command] = [cmd.ChooseMaster(master=master)]
    laid += [cmd.PlayCard(card=card, combo=index) for index, combo in enumerate(combos) for card in combo]
    return [*laid, cmd.FinishPlaying()]


# The tempting line each puzzle is there to teach against: played, then passing, it misses the goal.
TEMPTING: dict[str, list[cmd.Command]] = {
    "udo/03-block-the-head": lay("lightspeed", ("left_arm_1", "left_arm_guard")),
    "udo/07-two-heads-one-torso": lay("tiger", ("right_arm_1", "right_arm_2", "left_arm_2", "left_arm_1"),
                                      ("iron_body_torso",)),
    "udo/08-the-last-master": lay("monkey", ("left_arm_1", "tiger_right_arm"), ("left_arm_2", "right_leg_sweep"),
                                  ("right_leg",)),
    "udo/05-charge-the-double": [*lay("turtle", ("right_arm_1", "left_leg"), ("right_leg",), ("right_arm_2",)),
                                 cmd.ResolveCombo(combo=1, spend_charge=True)],
    "kai/04-rage-before-you-block": [*lay("lightspeed", ("kai_snap", "kai_torso"),
                                          ("kai_punch", "kai_jab", "kai_parry")),
                                     cmd.ResolveCombo(combo=1)],
    "kai/05-viper-venom": [*lay("crane", ("viper_right_leg",), ("kai_guard", "kai_jab"),
                                ("kai_parry", "kai_punch", "kai_kick")),
                           cmd.ResolveCombo(combo=0), cmd.EnrageCard(card="kai_guard"),
                           cmd.EnrageCard(card="kai_parry")],
    "kai/06-calm-card-out": [*lay("turtle", ("kai_jab",), ("kai_sweep",)), cmd.ResolveCombo(combo=0),
                             cmd.CoverHeart(heart="0.1"), cmd.ResolveCombo(combo=0),
                             cmd.TakeHit(attack="right_arm_attack", card="kai_jab")],
}


@pytest.mark.parametrize("name", ["udo", "kai"])
def test_each_hero_has_at_least_eight_puzzles_numbered_in_order(name: str) -> None:
    files = puzzle_files(name)
    assert len(files) >= 8
    assert [path.name[:2] for path in files] == [f"{n:02d}" for n in range(1, len(files) + 1)]


@pytest.mark.parametrize("path", CAMPAIGN_PUZZLES, ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_the_puzzle_loads_open_is_solved_by_its_solution_and_not_by_passing(path: Path) -> None:
    data = read(path)
    well_formed(path, data)
    master, rules = data["goal"].get("master"), ruleset(data["ruleset"])
    assert isinstance(rules, UdoRules)
    assert master is None or master in rules.catalog.masters_by_id
    session = begun(data)
    assert judged(data["goal"], session.state, session.state, data["seat"]) is None
    with pytest.raises(ValueError, match="goal kind"):
        judged({**data["goal"], "kind": "unknown"}, session.state, session.state, data["seat"])
    commands = commands_of(data)
    assert played(data, following(commands))[1] is True
    assert played(data, then(commands[:1], passing))[1] is not True


@pytest.mark.parametrize("name", sorted(TEMPTING))
def test_the_tempting_line_misses_the_goal(name: str) -> None:
    data = read(ROOT / f"{name}.json")
    assert played(data, then(TEMPTING[name], passing))[1] is False


# ----- the judge's goal kinds --------------------------------------------------------------------------------------

START = UdoState(phase=CHOOSE_MASTER, defeated=("monkey",), turn=4)  # a fight's turns count from the puzzle's start


def at(turn: int, **changes: Any) -> UdoState:
    """The fight against Master Crane at its `turn`-th turn (Play Combos unless told)."""
    return revise(START, phase=changes.pop("phase", PLAY), master="crane", turn=START.turn + turn, **changes)


def test_defeat_is_met_when_the_master_falls_within_the_turns() -> None:
    goal = {"kind": "defeat", "turns": 2, "master": "crane"}
    assert judged(goal, START, at(1), 0) is None
    assert judged(goal, START, at(2, phase=RESOLVE_ATTACKS), 0) is None
    fallen = revise(START, defeated=("monkey", "crane"), turn=START.turn + 2)
    assert judged(goal, START, fallen, 0) is True


def test_defeat_fails_when_the_turn_after_the_last_allowed_begins() -> None:
    goal = {"kind": "defeat", "turns": 2, "master": "crane"}
    assert judged(goal, START, at(3), 0) is False


def test_every_goal_fails_against_another_master_or_with_the_campaign_lost() -> None:
    for kind in GOALS:
        goal = {"kind": kind, "turns": 2, "master": "crane"}
        assert judged(goal, START, revise(at(1), master="turtle"), 0) is False
        assert judged(goal, START, revise(START, defeated=("monkey", "turtle")), 0) is False
        assert judged(goal, START, at(1, phase=LOST), 0) is False


def test_without_a_master_named_any_master_defeated_counts() -> None:
    assert judged({"kind": "defeat", "turns": 1}, START, revise(START, defeated=("monkey", "turtle")), 0) is True


def test_win_needs_the_campaign_won_not_only_a_master_defeated() -> None:
    goal = {"kind": "win", "turns": 1}
    assert judged(goal, START, revise(START, defeated=("monkey", "crane")), 0) is None
    assert judged(goal, START, revise(START, phase=WON, defeated=("monkey", "crane")), 0) is True
    assert judged(goal, START, at(2), 0) is False


def test_survive_is_met_when_the_next_turn_begins_or_the_master_falls() -> None:
    goal = {"kind": "survive", "turns": 1, "master": "crane"}
    assert judged(goal, START, at(1, phase=RESOLVE_ATTACKS), 0) is None
    assert judged(goal, START, at(2), 0) is True
    assert judged(goal, START, revise(START, defeated=("monkey", "crane"), turn=START.turn + 1), 0) is True


@pytest.mark.parametrize("goal", [{"kind": "score", "turns": 1}, {"turns": 1}, {"kind": "defeat"},
                                  {"kind": "defeat", "turns": 0}, {"kind": "defeat", "turns": 1, "master": 3},
                                  {"kind": "survive", "turns": 1, "points": 3}, "defeat"])
def test_the_judge_refuses_a_goal_it_does_not_know_with_a_reason(goal: Any) -> None:
    with pytest.raises(ValueError, match=r"goal|turns"):
        judged(goal, START, START, 0)


def test_every_goal_kind_has_words_for_the_page() -> None:
    assert set(GOALS) == {"defeat", "win", "survive"}
    assert all("{turns}" in words and "turn{turns_s}" in words for words in GOALS.values())
