"""Puzzle files: a prepared position, a goal for one seat, a hint and the solution (assets/puzzles/<ruleset id>/).

One file per puzzle, `NN-slug.json`, NN its place on the page. It is read through the door every shipped data file
goes through (game.content.loader.read_json, game.files.storage), its position begun as a scenario's is
(game.files.scenarios), its goal checked by the family's judge (game.games.Game.puzzle_judge) and its solution's
commands by the ruleset's command types. A file that cannot be played is one line naming it and the problem; the
page lists the others.

    {"format": "martial-masters-puzzle", "version": 1, "ruleset": R, "title": "...", "brief": "...",
     "goal": {"kind": K, ...}, "hint": "...", "seat": 0, "opponent": "hard", "seed": 7,
     "options": {...}, "position": {...}, "solution": [{"command": "PlayCard", "seat": 0, ...}, ...], "ruling": ""}
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

from game.content.loader import ContentError, read_json
from game.engine import safejson
from game.engine.core import Command, ScenarioError, Session
from game.engine.goals import words
from game.engine.log import LogError, command_from_dict
from game.files import scenarios
from game.files.paths import asset
from game.files.reading import describe
from game.games import game

if TYPE_CHECKING:
    from game.games import PuzzleJudge

FORMAT = "martial-masters-puzzle"
VERSION = 1
TITLE = 28  # the longest title the page shows
MAX_BYTES = 1024 * 1024  # a position names every card once: a few KB
LIMITS = safejson.Limits(depth=12, string=2_000, nodes=50_000)  # a seed may be any whole number up to 2**63


class PuzzleFileError(Exception):
    """A puzzle file that cannot be played, in one line naming the file and the problem."""


class PuzzleData(BaseModel):
    """A puzzle file as written."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["martial-masters-puzzle"]
    version: Literal[1]
    ruleset: str
    title: str = Field(min_length=1, max_length=TITLE)
    brief: str = Field(min_length=1, max_length=600)
    goal: dict[str, Any]
    hint: str = Field(min_length=1, max_length=300)
    seat: StrictInt = Field(ge=0)
    opponent: str | None
    seed: StrictInt = Field(ge=0, lt=2**63)
    options: dict[str, Any] = Field(default_factory=dict)
    position: dict[str, Any]
    solution: list[dict[str, Any]] = Field(min_length=1)
    ruling: str = ""


class Puzzle:
    """A puzzle read and checked: its words, its goal, its seat and opponent, its solution, and a new game on its
    position at each `session()`."""

    def __init__(self, path: Path, data: PuzzleData, solution: tuple[Command, ...]) -> None:
        self.path = path
        self.data = data
        self.solution = solution

    @property
    def key(self) -> str:
        """What the record of solved puzzles keeps of it: its ruleset and its file's name ("kenpo/01-break")."""
        return f"{self.data.ruleset}/{self.path.stem}"

    @property
    def title(self) -> str:
        return self.data.title

    @property
    def seat(self) -> int:
        return self.data.seat

    @cached_property
    def judge(self) -> PuzzleJudge:
        return game(self.data.ruleset).puzzle_judge()

    def goal_words(self) -> str:
        """The goal as the page says it ("Win the match within 1 turn of yours")."""
        return words(self.data.goal, self.judge.GOALS)

    def session(self) -> Session[Any]:
        """A new game on the puzzle's position (it was begun once when the file was read: it plays)."""
        return scenarios.session_from({"format": scenarios.FORMAT, "version": scenarios.VERSION,
                                       "ruleset": self.data.ruleset, "seed": self.data.seed,
                                       "options": self.data.options, "position": self.data.position})


def folder(ruleset_id: str) -> Path:
    """Where a ruleset's puzzle files are shipped."""
    return asset("puzzles", ruleset_id)


def load(path: Path) -> Puzzle:
    """The puzzle in the file at `path` (in its ruleset's folder); PuzzleFileError in one line otherwise."""
    try:
        data = PuzzleData.model_validate(read_json(path, LIMITS, MAX_BYTES))
    except ContentError as error:
        raise PuzzleFileError(f"{path}: {error.problems[0]}") from None
    except ValidationError as error:
        raise PuzzleFileError(f"{path}: {describe(error.errors()[0])}") from None
    try:
        return _checked(path, data)
    except (ScenarioError, LogError, ValueError) as error:
        raise PuzzleFileError(f"{path}: {error}") from None


def _checked(path: Path, data: PuzzleData) -> Puzzle:
    if data.ruleset != path.parent.name:
        raise ValueError(f"its ruleset {data.ruleset!r} is not its folder's ({path.parent.name!r})")
    entry = game(data.ruleset)
    bots = entry.bots()
    if data.opponent is not None and data.opponent not in bots.levels:
        raise ValueError(f"unknown opponent {data.opponent!r} (the levels are {', '.join(bots.levels)})")
    puzzle = Puzzle(path, data, ())
    session = puzzle.session()
    if data.seat >= session.table.seats:
        raise ValueError(f"seat {data.seat} is not at a table of {session.table.seats} seats")
    if data.opponent is None and session.table.seats > 1:
        raise ValueError("a puzzle of several seats needs an opponent to play the others")
    puzzle.judge.judged(data.goal, session.state, session.state, data.seat)  # ValueError for a goal it cannot judge
    try:
        words(data.goal, puzzle.judge.GOALS)
    except (KeyError, IndexError) as error:
        raise ValueError(f"the goal lacks {error} for its words") from None
    commands = tuple(command_from_dict(step, session.ruleset.command_types) for step in data.solution)
    stranger = next((command for command in commands if command.seat != data.seat), None)
    if stranger is not None:
        raise ValueError(f"the solution's {type(stranger).__name__} is seat {stranger.seat}'s, not the player's")
    return Puzzle(path, data, commands)


class Shelf:
    """A ruleset's puzzles in page order, and one line for each file that could not be read."""

    def __init__(self, puzzles: list[Puzzle], problems: list[str]) -> None:
        self.puzzles = puzzles
        self.problems = problems


def shelf(ruleset_id: str, where: Path | None = None) -> Shelf:
    """Every puzzle file of a ruleset (in `where`, by default the shipped folder), read in name order."""
    place = where or folder(ruleset_id)
    try:
        paths = sorted(path for path in place.iterdir() if path.suffix == ".json")
    except OSError:
        return Shelf([], [])  # no puzzles for this game
    puzzles, problems = [], []
    for path in paths:
        try:
            puzzles.append(load(path))
        except PuzzleFileError as error:
            problems.append(str(error))
    return Shelf(puzzles, problems)
