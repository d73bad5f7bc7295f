"""A puzzle at the game's real table: the family's own table scene (its front's `puzzle_table`) on the puzzle's game,
under a panel with the goal, the brief, Hint, Restart and Leave.

The player's seat plays through the table as in any game; every other seat is the puzzle's opponent, played here
move by move through the table's own `submit` (so it is drawn as any computer's move) once the table is still
(game.play.puzzles.Attempt: the same bot, seeded alike, as the tests' replay of the solution). Once the goal is met
the panel says "Solved" (the puzzle is kept as solved in the player's folder: game.files.solved, "with help" when
the Puzzle hint was shown or the table's own Hint asked for on the way) and offers the
next puzzle; once it can no longer be met, "Not this time" and Restart. A puzzle's game is never saved, never undone
and never recorded (its campaign has autosave off), so it never replaces the player's game in progress.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.core import Command, Rejected
from game.files import solved, storage
from game.files.puzzles import Puzzle
from game.games import game
from game.play.campaign import ScriptedCampaign
from game.play.puzzles import Attempt
from game.scenes.base import DIM, Pop, Replace, Result, Scene
from game.scenes.lesson_place import TALL
from game.scenes.lesson_scene import idle
from game.ui import palette, shapes, text
from game.ui.button_rows import share_sizes
from game.ui.card_keys import CardFocus, Spot
from game.ui.drag import Drag
from game.ui.widgets import Button, widths_by_need

SOLVED = "Solved!"
FAILED = "Not this time"
BUTTON_H, BUTTON_SIZE, GAP = 42, 17, 6  # design px: a tall panel's buttons, their labels' size, the room between
DECIDED = "The goal is decided: Restart, or Leave for the list."


class PuzzleCampaign(ScriptedCampaign):
    """A puzzle's game as the table sees it: taking the player's commands while the goal is open (the puzzle itself
    plays the other seats)."""

    def __init__(self, attempt_of: Callable[[], Attempt | None], session: Any, seat: int) -> None:
        super().__init__(session, seat)
        self._attempt_of = attempt_of

    def refused(self, command: Command) -> Rejected | None:
        attempt = self._attempt_of()
        if attempt is None or attempt.players_move():
            return None
        return Rejected("puzzle", DECIDED if attempt.status() is not None else "Wait for your opponent's move.")


class PuzzleScene(Scene):
    """One puzzle of a ruleset's list (`puzzles`, the one at `index`), at its game's table."""

    focus: CardFocus  # the keyboard's, over the table's cards and the puzzle's buttons

    def __init__(self, ctx: Any, puzzles: list[Puzzle], index: int, helped: bool = False) -> None:
        super().__init__(ctx)
        self.puzzles, self.index = puzzles, index
        puzzle = self.puzzle = puzzles[index]
        self.attempt: Attempt | None = None
        self.campaign = PuzzleCampaign(lambda: self.attempt, puzzle.session(), puzzle.seat)
        self.attempt = Attempt(puzzle, self.campaign.session)
        self.table: Any
        self.table, self.panel = game(puzzle.data.ruleset).front().screens().puzzle_table(ctx, self.campaign,
                                                                                       puzzle.data.goal)
        self.table.computers = {}  # the puzzle plays every other seat itself
        self.table.covered = [pygame.Rect(self.panel)]  # a refusal's words are not hidden under the puzzle's
        self.focus = CardFocus(self)
        self.status: bool | None = None
        self.hinted = False  # the Puzzle hint is shown
        self.helped = helped  # a hint shown or asked for (the Puzzle hint, or the table's own), before a Restart too
        self.outcome: Result = None
        self._buttons: tuple[tuple[bool | None, bool, Any, int], list[Button]] | None = None

    # ----- the puzzle ---------------------------------------------------------------------------

    def show_hint(self) -> None:
        self.hinted = self.helped = True

    def restart(self) -> None:
        self._close()
        self.outcome = Replace(PuzzleScene(self.ctx, self.puzzles, self.index, self.helped))

    def next_puzzle(self) -> None:
        self._close()
        self.outcome = Replace(PuzzleScene(self.ctx, self.puzzles, self.index + 1))

    def leave(self) -> None:
        self._close()
        self.outcome = Pop()

    def _close(self) -> None:
        """What the table has under way (a hint being found) is stopped."""
        if hasattr(self.table, "_close"):
            self.table._close()

    def _judge(self) -> None:
        assert self.attempt is not None
        status = self.attempt.status()
        if status is None or self.status is not None:
            return
        self.status = status
        if status:
            message = solved.mark(self.puzzle.key, helped=self.helped)
            if message is not None:
                storage.notice(message)

    def own_buttons(self) -> list[Button]:
        """Puzzle hint (Next puzzle in its place once solved, when there is one), Restart and Leave."""
        vp = self.ctx.viewport
        shown = (self.status, self.hinted, vp, text.pixels(BUTTON_SIZE))  # where they fit follows the window and text
        if self._buttons is not None and self._buttons[0] == shown:
            return self._buttons[1]
        first: tuple[str, Callable[[], None], bool] = ("Puzzle hint", self.show_hint, not self.hinted)
        if self.status is True and self.index + 1 < len(self.puzzles):
            first = ("Next puzzle", self.next_puzzle, True)
        labels = [first, ("Restart", self.restart, True), ("Leave", self.leave, True)]
        buttons = []
        for (label, action, enabled), box in zip(labels, self._boxes([label for label, _, _ in labels]), strict=True):
            primary = (label == "Next puzzle") or (label == "Restart" and self.status is False)
            buttons.append(Button(label, box, action, enabled=enabled, primary=primary, size=BUTTON_SIZE))
        self._buttons = (shown, buttons)
        return buttons

    def _boxes(self, labels: list[str]) -> list[tuple[float, float, float, float]]:
        """Where each button lies (design space). On a tall panel, in a row along its bottom: as wide as each other
        where each label fits a third, else each as wide as its label needs with the room left shared out; where
        the three do not fit one row (a narrow panel, the Largest text), the first along the bottom over the other
        two, so the words above keep the row's height (Master's puzzle panel at three seats cut its brief at the
        Largest text). On a low panel, at its right: the first on a row of its own, over the other two."""
        x, y, w, h = self.panel
        if not self.tall:
            return [(x + w - 270, y + 6, 258, 40), *((x + w - 270 + k * 132, y + 52, 126, 40) for k in range(2))]
        vp = self.ctx.viewport
        wanted = [Button(label, (0, 0, 1, BUTTON_H), lambda: None, size=BUTTON_SIZE).wanted(vp) for label in labels]
        room = w - 24 - GAP * (len(labels) - 1)
        if sum(wanted) > room:
            half = (w - 24 - GAP) / 2
            return [(x + 12, y + h - 54 - BUTTON_H - GAP, w - 24, BUTTON_H),
                    *((x + 12 + k * (half + GAP), y + h - 54, half, BUTTON_H) for k in range(2))]
        widths = widths_by_need(wanted, room)
        lefts = [x + 12 + sum(widths[:k]) + k * GAP for k in range(len(labels))]
        return [(left, y + h - 54, width, BUTTON_H) for left, width in zip(lefts, widths, strict=True)]

    @property
    def tall(self) -> bool:
        return self.panel[3] >= TALL

    # ----- the scene ----------------------------------------------------------------------------

    @property
    def buttons(self) -> list[Button]:
        """The table's and the panel's; once the goal is decided, the panel's alone (the game at the table is over
        for this attempt, however its own rules would go on)."""
        return [*(self.table.buttons if self.status is None else []), *self.own_buttons()]

    def focusable(self) -> list[Button]:
        return self.buttons

    @property
    def drag(self) -> Drag | None:
        """The card the player holds (game.ui.card_keys.CardTable, as the table's cards and places)."""
        return getattr(self.table, "drag", None)

    @property
    def by_key(self) -> dict[str, Any]:
        return getattr(self.table, "by_key", {})  # type: ignore[no-any-return]

    @property
    def zones(self) -> dict[str, Any]:
        return getattr(self.table, "zones", {})  # type: ignore[no-any-return]

    def key_cards(self) -> list[Spot]:
        return self.table.key_cards() if self.status is None else []  # type: ignore[no-any-return]

    def key_targets(self) -> list[Spot]:
        return self.table.key_targets() if self.status is None else []  # type: ignore[no-any-return]

    def keep_clear(self) -> list[pygame.Rect]:
        return self.table.keep_clear()  # type: ignore[no-any-return]

    def words_on_places(self) -> list[pygame.Rect]:
        return self.table.words_on_places()  # type: ignore[no-any-return]

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.drag is None:
            self.leave()
            return self._take()
        if self.drag is None:  # a card let go over the panel is the table's drop
            for button in self.own_buttons():
                if button.handle(event, self.ctx.viewport):
                    return self._take()
            if event.type == pygame.MOUSEBUTTONDOWN and self.ctx.viewport.rect(self.panel).collidepoint(event.pos):
                return None  # the panel covers that part of the table
        if self.status is not None and self.drag is None:
            return None  # decided: the table, dimmed, takes no move
        result = self.table.handle(event)
        return self._take() or result

    def _take(self) -> Result:
        result, self.outcome = self.outcome, None
        return result

    def update(self, dt: float) -> Result:
        result = self.table.update(dt)
        assert self.attempt is not None
        self.helped = self.helped or (self.status is None and self.table.hint.active)
        if self.status is None and self.attempt.computers_move() and idle(self.table):
            self.campaign.play(self.attempt.choice(), self.table.submit)
        self._judge()
        if self.status is not None:
            result = None  # the table's own end of the game (a result, the next fight): the panel says how it went
        return self._take() or result

    def moving(self) -> bool:
        assert self.attempt is not None
        return self.outcome is not None or self.attempt.computers_move() or self.table.moving()

    def resume(self, value: Any) -> None:
        self.table.resume(value)

    def resized(self) -> None:
        self.table.resized()

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface, self.focus)  # the puzzle's ring on a card, under the card enlarged
        if self.status is not None:  # decided: the table is dimmed under the panel that says how it went
            surface.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)
        self._panel(surface)
        self.focus.draw(surface, self.ctx.viewport, self.focusable())

    def words(self) -> tuple[str, tuple[int, int, int]]:
        """What the panel says under its heading, and in which colour."""
        if self.status is True:
            more = " Next puzzle is waiting." if self.index + 1 < len(self.puzzles) else " That was the last one."
            helped = (f" Solved {solved.WITH_HELP}: a hint was shown; solve it without one to mark it solved alone."
                      if self.helped else "")
            return f"{SOLVED} The goal is met.{helped}{more}", palette.HIGHLIGHT
        if self.status is False:
            return f"{FAILED}: the goal can no longer be met. Restart to try again.", palette.ERROR_RED
        if self.hinted:
            return f"Hint: {self.puzzle.data.hint}", palette.GOLD_LIGHT
        return self.puzzle.data.brief, palette.TEXT

    def _panel(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        x, y, w, h = self.panel
        box = vp.rect((x, y, w, h))
        shapes.edged_panel(surface, box, palette.GOLD, vp.px(3), vp.px(12))
        head = f"{self.index + 1}. {self.puzzle.title}: {self.puzzle.goal_words()}"
        room = vp.rect((x + 14, y + 6, w - 28, 64) if self.tall else (x + 14, y + 4, w - 28 - 270, 22))
        room = text.draw_block(surface, head, room, palette.GOLD_LIGHT, vp.px(17), text.least_legible(), True, "left",
                               top=True)  # the words below follow the heading's lines
        said, colour = self.words()
        buttons = vp.rect(self.own_buttons()[0].rect).top if self.tall else 0
        room = (pygame.Rect(room.left, room.bottom + vp.px(6), room.w, buttons - vp.px(8) - room.bottom - vp.px(6))
                if self.tall else vp.rect((x + 14, y + 28, w - 28 - 276, h - 32)))
        text.draw_block(surface, said, room, colour, vp.px(17), text.least_legible(), align="left", top=True)
        share_sizes(self.own_buttons())
        for button in self.own_buttons():
            button.draw(surface, vp)
