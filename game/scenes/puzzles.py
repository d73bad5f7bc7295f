"""The Puzzles page of a game: its puzzles in order, each with its title, its goal in words and whether the player
has solved it; choosing one opens it at the game's own table (game.scenes.puzzle). Knows no game: the puzzles are
read from the ruleset's folder (game.files.puzzles) and each family's table comes from its front. A puzzle file that
cannot be read is one line under the list; the others play."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.files import puzzles, solved
from game.games import families, game, members
from game.scenes.base import Pop, Push, Result
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button

LEFT, WIDTH, TOP, ROW = 150, 980, 146, 46  # the list, in design space: a row per puzzle
MOST = 10  # rows on the page (a ruleset ships eight or so)
SOLVED = "Solved"
NONE_YET = "This game has no puzzles in this edition yet."


class PuzzlesScene(TableScene):
    """The puzzles of every game, as the Rules screen has them: a tab per game (and, for a game played by several
    rulesets, a tab per ruleset under it), then a button per puzzle (its number and title) with its goal and its
    solved mark beside it."""

    def __init__(self, ctx: Any, ruleset_id: str | None = None) -> None:
        super().__init__(ctx)
        self.solved, message = solved.load()
        self.told = [] if message is None else [message]
        self.choose(ruleset_id or families()[0].id)

    def choose(self, ruleset_id: str) -> None:
        """The list of one ruleset's puzzles."""
        self.ruleset_id = ruleset_id
        shelf = puzzles.shelf(ruleset_id)
        self.puzzles = shelf.puzzles[:MOST]
        self.problems = [*shelf.problems, *self.told]
        self.buttons = [Button(f"{number}. {puzzle.title}", (LEFT, TOP + ROW * (number - 1), 380, ROW - 8),
                               partial(self.open, number - 1), size=19)
                        for number, puzzle in enumerate(self.puzzles, 1)]
        shown = game(ruleset_id).family
        tabs = families()
        width = WIDTH // len(tabs)
        self.buttons += [Button(entry.front().short, (LEFT + width * k, 58, width - 12, 36),
                                partial(self.choose, entry.id), primary=entry.family == shown, size=19)
                         for k, entry in enumerate(tabs)]
        rulesets = members(shown)
        if len(rulesets) > 1:
            width = WIDTH // len(rulesets)
            self.buttons += [Button(entry.title, (LEFT + width * k, 100, width - 12, 32),
                                    partial(self.choose, entry.id), primary=entry.id == ruleset_id, size=16)
                             for k, entry in enumerate(rulesets)]
        self.buttons.append(Button("Back", (640 - 90, 656, 180, 50), self.back, hotkey="Esc"))

    def open(self, index: int) -> None:
        from game.scenes.puzzle import PuzzleScene

        self.outcome = Push(PuzzleScene(self.ctx, self.puzzles, index))

    def back(self) -> None:
        self.outcome = Pop()

    def resume(self, value: Any) -> None:
        """Back from a puzzle: the solved marks as they are now."""
        self.solved = solved.load()[0]

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop()
        return self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, "Puzzles", vp.px(30), palette.GOLD_LIGHT, bold=True, center=vp.point(640, 30))
        if not self.puzzles:
            text.draw(surface, NONE_YET, vp.px(20), palette.TEXT, center=vp.point(640, 300))
        for number, puzzle in enumerate(self.puzzles):
            top = TOP + ROW * number
            done = puzzle.key in self.solved
            words = text.readable_line(puzzle.goal_words(), vp.px(18), vp.px(WIDTH - 390 - 130))
            text.draw(surface, *words, palette.TEXT, midleft=vp.point(LEFT + 396, top + (ROW - 10) // 2))
            if done:
                text.draw(surface, SOLVED, max(text.READABLE, vp.px(18)), palette.HIGHLIGHT, bold=True,
                          midright=vp.point(LEFT + WIDTH, top + (ROW - 10) // 2))
        if self.problems:  # a file that could not be read (the others are listed): the first, and how many more
            more = f" (and {len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
            said, size = text.readable_line(self.problems[0] + more, vp.px(15), vp.px(WIDTH))
            text.draw(surface, said, size, palette.ERROR_RED, midleft=vp.point(LEFT, TOP + ROW * MOST + 4))
        self.draw_widgets(surface)
