"""Every puzzle file shipped (assets/puzzles/<ruleset id>/*.json), whatever its game: it loads, its goal is open at
its position, its solution replays to the goal against its opponent with every command accepted, and simply ending
the turn at once (again and again) does not meet it. A damaged puzzle file is one line, the others still listed."""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from game.engine.core import Command, state_after
from game.files import puzzles
from game.files.paths import asset
from game.games import ids
from game.play.puzzles import Attempt, replay

FILES = sorted(asset("puzzles").glob("*/*.json"))
TURNS = 200  # more commands than any puzzle's goal can stay open for


def passing(attempt: Attempt) -> Command:
    """What a player who only ends the turn plays: of the legal commands, the first that ends the seat's move at
    once, those that only end it (no card or target named: End turn, Rest, Yield) before any other; the first legal
    command when none ends it at once."""
    rules, state, seat = attempt.rules, attempt.session.state, attempt.puzzle.seat
    legal = attempt.session.legal(seat)
    bare = [command for command in legal if [f.name for f in fields(command)] == ["seat"]]
    for command in [*bare, *legal]:
        decided = rules.decide(state, command, attempt.session.seed, len(attempt.session.log))
        if isinstance(decided, list) and rules.to_act(state_after(rules, state, decided)) != seat:
            return command
    return legal[0]


def test_every_ruleset_with_puzzles_is_a_known_one():
    assert {path.parent.name for path in FILES} <= set(ids())


def test_kenpo_and_master_have_eight_puzzles_each():
    for ruleset_id in ("kenpo", "master"):
        shelf = puzzles.shelf(ruleset_id)
        assert shelf.problems == [] and len(shelf.puzzles) >= 8


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_puzzle_loads_and_its_goal_is_open_at_its_position(path: Path):
    puzzle = puzzles.load(path)
    assert path.stem[:2].isdigit() and path.stem[2] == "-"
    assert Attempt(puzzle).status() is None
    assert puzzle.goal_words() and puzzle.data.hint and puzzle.data.brief


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_puzzles_solution_replays_to_its_goal_every_command_accepted(path: Path):
    attempt, problems = replay(puzzles.load(path))
    assert problems == []
    assert attempt.status() is True


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_ending_the_turn_at_once_does_not_solve_a_puzzle(path: Path):
    attempt = Attempt(puzzles.load(path))
    attempt.answer()
    for _ in range(TURNS):
        if not attempt.players_move():
            break
        assert attempt.play(passing(attempt)).ok
        attempt.answer()
    assert attempt.status() is not True


def _write(folder: Path, name: str, data: Any) -> Path:
    path = folder / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_a_damaged_puzzle_file_is_one_line_naming_it_and_the_others_are_listed(tmp_path: Path):
    good = json.loads(sorted(asset("puzzles", "kenpo").glob("*.json"))[0].read_text(encoding="utf-8"))
    folder = tmp_path / "kenpo"
    folder.mkdir()
    _write(folder, "01-good.json", good)
    _write(folder, "02-cut.json", json.dumps(good)[:200])
    _write(folder, "03-goal.json", {**good, "goal": {"kind": "dance", "turns": 1}})
    _write(folder, "04-move.json", {**good, "solution": [{"command": "Fly", "seat": 0}]})
    _write(folder, "05-folder.json", {**good, "ruleset": "master"})
    shelf = puzzles.shelf("kenpo", folder)
    assert [puzzle.path.name for puzzle in shelf.puzzles] == ["01-good.json"]
    assert len(shelf.problems) == 4
    assert all("\n" not in line and str(folder) in line for line in shelf.problems)
    assert "unknown goal kind 'dance'" in shelf.problems[1]
    assert "unknown command type 'Fly'" in shelf.problems[2]
    assert "is not its folder's" in shelf.problems[3]
