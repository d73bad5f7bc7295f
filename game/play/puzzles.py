"""A puzzle played: its game, the goal's state after every command, and the computer answering for the other seats.

Pure of the screen (the Puzzles page, the tests and a replay of a solution all play through this): the player's
seat acts through `play`; every other seat is the puzzle's opponent, one bot of its level seeded with the puzzle's
seed (`answer`), so a puzzle plays the same way every time. The goal is judged by the family's judge
(game.games.Game.puzzle_judge) against the position the puzzle began at.
"""

from __future__ import annotations

from typing import Any

from game.engine.core import Command, Session, Submitted
from game.files.puzzles import Puzzle
from game.games import game


class Attempt:
    """One try at a puzzle, from its position."""

    def __init__(self, puzzle: Puzzle, session: Session[Any] | None = None) -> None:
        self.puzzle = puzzle
        self.session = session or puzzle.session()
        self.start = self.session.state
        opponent = puzzle.data.opponent
        self.bot = None if opponent is None else game(puzzle.data.ruleset).bots().make(opponent, puzzle.data.seed)

    @property
    def rules(self) -> Any:
        return self.session.ruleset

    def status(self) -> bool | None:
        """True: the goal is met; False: it no longer can be; None: still open."""
        return self.puzzle.judge.judged(self.puzzle.data.goal, self.start, self.session.state, self.puzzle.seat)

    def to_act(self) -> int | None:
        return self.rules.to_act(self.session.state)  # type: ignore[no-any-return]

    def players_move(self) -> bool:
        """The goal is open and the player's seat is to act."""
        return self.status() is None and self.to_act() == self.puzzle.seat

    def computers_move(self) -> bool:
        """The goal is open and another seat is to act: the opponent's `choice` is wanted."""
        seat = self.to_act()
        return self.status() is None and seat is not None and seat != self.puzzle.seat

    def choice(self) -> Command:
        """What the opponent plays for the seat to act now (`computers_move`)."""
        seat = self.to_act()
        assert self.bot is not None and seat is not None, "a puzzle of one seat has no opponent"
        command: Command = self.bot.choose(self.rules, self.rules.view(self.session.state, seat))
        return command

    def play(self, command: Command) -> Submitted:
        return self.session.submit(command)

    def answer(self) -> list[Command]:
        """The opponent plays until the player's seat is to act or the goal is decided; what it played."""
        played = []
        while self.computers_move():
            command = self.choice()
            result = self.play(command)
            assert result.ok, f"the opponent's {command} was refused: {result.rejected}"
            played.append(command)
        return played


def replay(puzzle: Puzzle) -> tuple[Attempt, list[str]]:
    """The puzzle played with its solution, the opponent answering: the attempt as it ended, and one line for each
    solution command that was refused or came when the player was not to act (none when the solution plays)."""
    attempt = Attempt(puzzle)
    problems: list[str] = []
    attempt.answer()
    for number, command in enumerate(puzzle.solution, 1):
        if not attempt.players_move():
            problems.append(f"command {number} ({type(command).__name__}) came when the player was not to act")
            break
        result = attempt.play(command)
        if not result.ok:
            assert result.rejected is not None
            problems.append(f"command {number} ({type(command).__name__}) was refused: {result.rejected.message}")
            break
        attempt.answer()
    return attempt, problems
