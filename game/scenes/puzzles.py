"""The Puzzles page of a game: its puzzles in order, each with its title, its goal in words and whether the player
has solved it (alone, or with help: a hint shown on the way), how many of the game's puzzles are solved, and pages
of PER_PAGE puzzles turned by Previous and Next, the mouse wheel or Page Up and Page Down; choosing one opens it at
the game's own table (game.scenes.puzzle). Knows no game: the puzzles are read from the ruleset's folder
(game.files.puzzles) and each family's table comes from its front. A puzzle file that cannot be read is one line
under the list; the others play."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.files import puzzles, solved
from game.files.puzzles import Puzzle
from game.games import families, game, members
from game.scenes.base import Pop, Push, Result
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button, one_size, widths_by_need

LEFT, WIDTH, TOP, ROW = 150, 980, 172, 52  # the list, in design space: a row per puzzle
PER_PAGE = 8  # rows on a page (a ruleset ships eight; more turn to a second page)
TITLE, MARK = 340, 130  # the widths of a puzzle's button and of its solved mark, at the right of its row
PAGES_Y = 592  # Previous, "Page 1 of 2" and Next, under the list
SOLVED = "Solved"
HELPED = solved.WITH_HELP.capitalize()  # the mark of a puzzle solved only with help: "With help"
NONE_YET = "This game has no puzzles in this edition yet."
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}  # the keys that turn the list's pages
# The tabs' label size (the games' and a game's rulesets'): large enough that the Normal text sets it above the
# least legible size in the smallest window (12 px at 1024x600), so the Largest text sets it half as large again
# (18 px), not at that floor.
TAB = 21
TAB_GAP = 12  # design px between two tabs of a row


def told_apart(titles: list[str]) -> list[str]:
    """The titles without the words every one of them begins or ends with: what tells the rulesets of a game apart
    ("Master Udo", "Kai, the Tempest"; "Trading Card Game", "Card Game (DGM house rules)"), short enough for a tab
    at the Largest text. Each keeps at least one word."""
    words = [title.split(" ") for title in titles]
    shortest = min(len(each) for each in words)
    front = next((k for k in range(shortest) if len({each[k] for each in words}) > 1), shortest - 1)
    room = shortest - front - 1  # words that may go from the end, leaving one
    back = next((k for k in range(room) if len({each[len(each) - k - 1] for each in words}) > 1), room)
    return [" ".join(each[front:len(each) - back]) for each in words]


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
        """The list of one ruleset's puzzles, at its first page."""
        self.ruleset_id = ruleset_id
        shelf = puzzles.shelf(ruleset_id)
        self.puzzles = shelf.puzzles
        self.problems = [*shelf.problems, *self.told]
        self.turn_to(0)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.puzzles) // PER_PAGE))

    def shown(self) -> list[tuple[int, Puzzle]]:
        """The puzzles on the page, with their places in the list (from 0)."""
        first = self.page * PER_PAGE
        return list(enumerate(self.puzzles))[first:first + PER_PAGE]

    def turn_to(self, page: int) -> None:
        """The list at one of its pages (clamped to the first and the last), with its buttons."""
        self.page = min(max(page, 0), self.pages - 1)
        self.buttons = [Button(f"{index + 1}. {puzzle.title}", (LEFT, TOP + ROW * row, TITLE, ROW - 8),
                               partial(self.open, index), size=19)
                        for row, (index, puzzle) in enumerate(self.shown())]
        if self.pages > 1:
            self.buttons += [Button("Previous", (LEFT, PAGES_Y, 170, 38), partial(self.turn_to, self.page - 1),
                                    enabled=self.page > 0, hotkey="Page Up", size=17),
                             Button("Next", (LEFT + WIDTH - 170, PAGES_Y, 170, 38),
                                    partial(self.turn_to, self.page + 1), enabled=self.page + 1 < self.pages,
                                    hotkey="Page Down", size=17)]
        ruleset_id = self.ruleset_id
        shown = game(ruleset_id).family
        family_tabs = [Button(entry.front().short, (LEFT, 58, 1, 36), partial(self.choose, entry.id),
                              primary=entry.family == shown, size=TAB) for entry in families()]
        self.size_to_names(family_tabs)
        one_size(family_tabs)
        self.buttons += family_tabs
        rulesets = members(shown)
        if len(rulesets) > 1:
            width = WIDTH // len(rulesets)
            names = told_apart([entry.title for entry in rulesets])
            ruleset_tabs = [Button(name, (LEFT + width * k, 100, width - 12, 32), partial(self.choose, entry.id),
                                   primary=entry.id == ruleset_id, size=TAB)
                            for k, (entry, name) in enumerate(zip(rulesets, names, strict=True))]
            one_size(ruleset_tabs)
            self.buttons += ruleset_tabs
        self.buttons.append(Button("Back", (640 - 90, 656, 180, 50), self.back, hotkey="Esc"))

    def size_to_names(self, tabs: list[Button]) -> None:
        """The games' tabs along the list's width, each as wide as its name needs at the player's text size with the
        room left shared out (as wide as each other where every name fits an equal share): at the Largest text in
        the smallest window the longest name ("Master Udo & Kai") needs more than a quarter, the shortest far less."""
        room = WIDTH - TAB_GAP * (len(tabs) - 1)
        widths = widths_by_need([tab.wanted(self.ctx.viewport) for tab in tabs], room)
        for k, (tab, width) in enumerate(zip(tabs, widths, strict=True)):
            _, top, _, height = tab.rect
            tab.rect = (LEFT + sum(widths[:k]) + TAB_GAP * k, top, width, height)

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
        turned = PAGE_KEYS.get(event.key) if event.type == pygame.KEYDOWN else (
            -event.y if event.type == pygame.MOUSEWHEEL and event.y else None)
        if turned is not None:
            self.turn_to(self.page + (1 if turned > 0 else -1))
            return None
        return self.handle_buttons(event)

    def progress(self) -> str:
        """How many of the game's puzzles are solved, and how many of those with help."""
        keys = [puzzle.key for puzzle in self.puzzles]
        done = sum(key in self.solved for key in keys)
        helped = sum(self.solved.with_help(key) for key in keys)
        more = f", {helped} of them {solved.WITH_HELP} (a hint shown)" if helped else ""
        return f"{done} of {len(keys)} solved{more}. Choose a puzzle to play it at the table."

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, "Puzzles", vp.px(30), palette.GOLD_LIGHT, bold=True, center=vp.point(640, 30))
        if not self.puzzles:
            text.draw(surface, NONE_YET, vp.px(20), palette.TEXT, center=vp.point(640, 300))
        else:
            said, size = text.readable_line(self.progress(), vp.px(18), vp.px(WIDTH))
            text.draw(surface, said, size, palette.GOLD_LIGHT, midleft=vp.point(LEFT, TOP - 20))
        for row, (_, puzzle) in enumerate(self.shown()):
            top = TOP + ROW * row
            room = vp.rect((LEFT + TITLE + 14, top, WIDTH - TITLE - 14 - MARK - 8, ROW - 8))
            text.draw_block(surface, puzzle.goal_words(), room, palette.TEXT, vp.px(18), text.least_legible(),
                            align="left")
            if puzzle.key in self.solved:
                helped = self.solved.with_help(puzzle.key)
                mark, size = text.readable_line(HELPED if helped else SOLVED, vp.px(18), vp.px(MARK), bold=True)
                text.draw(surface, mark, size, palette.GOLD_LIGHT if helped else palette.HIGHLIGHT, bold=True,
                          midright=vp.point(LEFT + WIDTH, top + (ROW - 8) // 2))
        if self.pages > 1:
            said, size = text.readable_line(f"Page {self.page + 1} of {self.pages}", vp.px(17), vp.px(300))
            text.draw(surface, said, size, palette.TEXT, center=vp.point(LEFT + WIDTH // 2, PAGES_Y + 19))
        if self.problems:  # a file that could not be read (the others are listed): the first, and how many more
            more = f" (and {len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
            said, size = text.readable_line(self.problems[0] + more, vp.px(15), vp.px(WIDTH))
            text.draw(surface, said, size, palette.ERROR_RED, midleft=vp.point(LEFT, PAGES_Y + 50))
        self.draw_widgets(surface)
