"""The main menu: a tile per game of the registry (Play, and Continue for each of its games in progress), then
Records, Replays, Rules, Settings and Quit. Six tiles to a page; more games turn the page. The menu is the bottom of
the stack: a game opens above it and comes back with Rebase.

A game that has a lesson (game.scenes.lesson) has a Tutorial button beside its Play, and the first time the player
opens it, the menu asks whether to take the lesson first; the answer is kept in the settings (`lessons_offered`).
A family that teaches several of its games (a lesson for each hero) asks which lesson first."""

from __future__ import annotations

from functools import partial

import pygame

from game.files import settings, storage
from game.files.in_progress import InProgress
from game.games import Game, families, members
from game.scenes.base import Push, Quit, Result
from game.scenes.notices import shown
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.focus import BoxedFocus
from game.ui.menu_tile import (
    COLUMNS,
    GRID_BOTTOM,
    ROWS,
    TUTORIAL_W,
    continue_rect,
    draw_tile,
    saved_rows,
    tile_rect,
)
from game.ui.toasts import Toast
from game.ui.widgets import Button, one_size

FOOT_Y = 650
NOTICE_WIDTH = 600  # design px a start-up notice is wrapped to, at the Normal text
OFFER = "Learn to play with a short lesson?"


def players(game: Game) -> str:
    """"1 player", "2 players", "2 to 6 players": the span over the family's games."""
    fewest = min(member.players[0] for member in members(game.family))
    most = max(member.players[1] for member in members(game.family))
    if fewest == most:
        return f"{fewest} player" + ("s" if fewest > 1 else "")
    return f"{fewest} to {most} players"


class MenuScene(TableScene):
    music = "menu"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.toasts = [notice(told) for told in shown(ctx.notices)]
        ctx.notices.clear()
        self.games = families()
        self.page = 0
        self.saved: dict[str, list[InProgress]] = {}
        self.offering: Game | None = None  # the game whose first opening asks about its lesson
        self.choosing: tuple[Game, bool] | None = None  # the family asked which lesson, and whether it opens after
        self.quitting = False  # the player is asked whether to quit
        self.continuing: Game | None = None  # the game asked which of its games in progress to continue
        self.set_aside: dict[str, dict[str, InProgress]] = {}  # by family: saves found damaged since it opened
        self.puzzles_label = "Puzzles"  # counted when the menu comes back, never before its first frame
        self.focus = BoxedFocus(lambda: [self.tile(index) for index in range(len(self.shown()))])  # tile by tile
        self.buttons = self._buttons()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.games) // (COLUMNS * ROWS)))

    def shown(self) -> list[Game]:
        per_page = COLUMNS * ROWS
        return self.games[self.page * per_page : (self.page + 1) * per_page]

    def tile(self, index: int) -> pygame.Rect:
        """The design-space box of the index-th tile on the page."""
        return tile_rect(index, len(self.shown()))

    def _buttons(self) -> list[Button]:
        self.saved = {g.family: self._listed(g) for g in self.games}
        buttons: list[Button] = []
        for index, game in enumerate(self.shown()):
            box = self.tile(index)
            saved = self.saved[game.family]
            buttons.append(Button("Play", (box.right - 150, box.y + 14, 134, 44), partial(self._open, game),
                                  primary=not sound(saved)))
            if _has_lesson(game):
                buttons.append(Button("Tutorial", (box.right - 158 - TUTORIAL_W, box.y + 14, TUTORIAL_W, 44),
                                      partial(self._lesson, game, None), size=19))
            rows = saved_rows(self.ctx.viewport, box, len(saved), about(game))
            continues = [Button(f"Continue {found.name}" if found.name else "Continue", continue_rect(row),
                                partial(self._continue, game, found.ruleset_id), primary=True)
                         for row, found in zip(rows, own_rows(saved, len(rows)), strict=False)
                         if not found.damaged]  # a damaged save is named on its row, never offered to continue
            if len(saved) > len(rows):  # the rest in a list
                continues.append(Button("Continue\u2026", continue_rect(rows[-1]), partial(self._choose_saved, game),
                                        primary=True))
            one_size(continues)  # "Continue" no larger than "Continue v. computer" on two lines under it
            buttons += continues
        if self.pages > 1:
            left = self.tile(0).x
            buttons.append(Button("\u25c0 Games", (left, FOOT_Y, 150, 54), partial(self._turn, -1),
                                  enabled=self.page > 0))
            buttons.append(Button("Games \u25b6", (1280 - left - 150, FOOT_Y, 150, 54), partial(self._turn, 1),
                                  enabled=self.page < self.pages - 1))
        footer = (("Records", self._records), ("Replays", self._replays), ("Rules", self._rules),
                  (self.puzzles_label, self._puzzles), ("Settings", self._settings), ("Quit", self._quit))
        for i, (label, action) in enumerate(footer):
            buttons.append(Button(label, (640 - 85 * len(footer) + 10 + 170 * i, FOOT_Y, 150, 54), action,
                                  hotkey="Esc" if label == "Quit" else ""))
        return buttons

    def _rebuild(self) -> None:
        """The buttons built anew (the tiles' games in progress read again): the keyboard's focus goes with its
        button (game.ui.focus.Focus.follow)."""
        before, self.buttons = self.buttons, self._buttons()
        self.focus.follow(before, self.buttons)

    def _listed(self, game: Game) -> list[InProgress]:
        """The family's games in progress, then its saves found damaged (set aside as they were found) since the menu
        opened: named on its tile until the game is closed, with what was kept."""
        found = game.in_progress()
        kept = self.set_aside.setdefault(game.family, {})
        kept.update((damaged.line, damaged) for damaged in found if damaged.damaged)
        return [*sound(found), *kept.values()]

    def _puzzles(self) -> None:
        """The Puzzles page, a tab for each game, as Rules has (game.scenes.puzzles)."""
        from game.scenes.puzzles import PuzzlesScene

        self.outcome = Push(PuzzlesScene(self.ctx))

    def _turn(self, step: int) -> None:
        self.page = min(max(0, self.page + step), self.pages - 1)
        self._rebuild()

    def _open(self, game: Game) -> None:
        if _has_lesson(game) and game.family not in settings.current().lessons_offered:
            if sound(self.saved.get(game.family, [])):  # a game of it in progress: the player knows it already
                _offered(game)
                self.outcome = Push(game.front().screens().open(self.ctx))
                return
            from game.scenes.confirm import ConfirmScene

            self.offering = game
            lines = [f"A few steps at the real table of {game.front().title} teach you a turn.",
                     "The Tutorial button beside Play gives the lesson again at any time."]
            offer = ConfirmScene(self.ctx, OFFER, lines, yes="Yes", no="No, thanks")
            offer.buttons[0].primary, offer.buttons[1].primary = True, False  # the lesson is the way in (Esc: no)
            self.outcome = Push(offer)
            return
        self.outcome = Push(game.front().screens().open(self.ctx))

    def _lesson(self, game: Game, after: object) -> None:
        """The game's lesson (the family's lessons: which one, first); after it, the game's set-up when the lesson was
        taken on the way there (`after`)."""
        from game.scenes.choice import LessonChoiceScene

        _offered(game)
        taught = [entry for entry in members(game.family) if _has_lesson(entry)]
        if len(taught) > 1:
            self.choosing = (game, bool(after))
            self.outcome = Push(LessonChoiceScene(self.ctx, taught))
            return
        self._teach(game, game.id, bool(after))

    def _teach(self, game: Game, ruleset_id: str, after: bool) -> None:
        from game.scenes.lesson import lesson_for
        from game.scenes.lesson_scene import LessonScene

        opening = partial(game.front().screens().open, self.ctx) if after else None
        self.outcome = Push(LessonScene(self.ctx, lesson_for(self.ctx, ruleset_id), opening))

    def _continue(self, game: Game, ruleset_id: str) -> None:
        scene, told = game.front().screens().resume(self.ctx, ruleset_id)
        if told:  # as the start-up notices are: a file by its name, its folder said once
            self.toasts += [notice(line) for line in shown([told])]
        if scene is None:
            self._rebuild()
            return
        self.outcome = Push(scene)

    def _choose_saved(self, game: Game) -> None:
        """Asks which of the game's games in progress to continue (more than its tile has rows for)."""
        from game.scenes.choice import ContinueChoiceScene

        self.continuing = game
        self.outcome = Push(ContinueChoiceScene(self.ctx, game.front().title, self.saved[game.family]))

    def _records(self) -> None:
        from game.scenes.records import RecordsScene

        self.outcome = Push(RecordsScene(self.ctx))

    def _replays(self) -> None:
        from game.scenes.replays import ReplaysScene

        self.outcome = Push(ReplaysScene(self.ctx))

    def _rules(self) -> None:
        from game.scenes.rules import RulesScene

        self.outcome = Push(RulesScene(self.ctx))

    def _settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.outcome = Push(SettingsScene(self.ctx))

    def _quit(self) -> None:
        """Quit (Esc): the window closes once the player agrees (unless Settings say not to ask)."""
        from game.files import userlock
        from game.scenes.confirm import HELD_BACK, ask_to_leave

        self.quitting = True
        kept = "Every game in progress is saved: its Continue here brings it back next time."
        ask_to_leave(self, "Quit Martial Masters?", [HELD_BACK if userlock.holding() else kept])

    def resume(self, value: object) -> None:
        """The scene above closed with `value`. The tiles' games in progress and the Puzzles count are read again from
        the files, unless the answer opens another scene that covers the menu (a lesson chosen, a game set up): they
        are read when the menu comes back (the frame that opens a lesson read every save, up to 6 ms)."""
        if self.quitting:  # the answer to "Quit Martial Masters?"
            self.quitting = False
            if value is True:
                self.outcome = Quit()
            return
        continuing, self.continuing = self.continuing, None
        if continuing is not None:  # the game in progress chosen from the list (None: Back)
            if isinstance(value, str):
                self._continue(continuing, value)
            return
        offering, self.offering = self.offering, None
        choosing, self.choosing = self.choosing, None
        if choosing is not None:  # the lesson chosen (None: Back, to the game's set-up if it was on the way there)
            game, after = choosing
            if isinstance(value, str):
                self._teach(game, value, after)
            elif after:
                self.outcome = Push(game.front().screens().open(self.ctx))
        if offering is not None and value is not None:  # the answer to the lesson's offer
            _offered(offering)
            if value is True:
                self._lesson(offering, True)
            else:
                self.outcome = Push(offering.front().screens().open(self.ctx))
        if isinstance(self.outcome, Push) and not self.outcome.scene.overlay:
            return
        self.puzzles_label = _puzzles_label()
        self._rebuild()

    def handle(self, event: pygame.event.Event) -> Result:
        if self._put_away(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._quit()
            return self.take_outcome()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) and self.pages > 1:
            self._turn(1 if event.key == pygame.K_PAGEDOWN else -1)
        return self.handle_buttons(event)

    def update(self, dt: float) -> Result:
        """What the files had to tell (the start-up's notices among them) shows here shortened (game.scenes.notices)."""
        self.toasts += [notice(told) for told in shown(storage.take_notices())]
        return super().update(dt)

    def moving(self) -> bool:
        return super().moving()  # the notices its `update` takes are toasts, which TableScene counts

    def _put_away(self, event: pygame.event.Event) -> bool:
        """Esc, or a click on a notice, puts the notices away and does nothing else; True when it did. A click on a
        button a notice covers (at the Largest text long notices find no room between the buttons) puts them away
        and presses the button all the same."""
        if not self.toasts:
            return False
        if (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1
                and any(button.enabled and button.screen_rect(self.ctx.viewport).collidepoint(event.pos)
                        for button in self.buttons)):
            if event.type == pygame.MOUSEBUTTONUP:
                self.toasts.clear()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return any(box.collidepoint(event.pos) for box in self._toast_boxes())
        on_one = (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                  and any(box.collidepoint(event.pos) for box in self._toast_boxes()))
        if on_one or event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.toasts.clear()
            return True
        return False

    def _toast_boxes(self) -> list[pygame.Rect]:
        """Where the notices are drawn (window pixels), stacked as draw_toasts stacks them."""
        vp, taken = self.ctx.viewport, list[pygame.Rect]()
        for toast in self.toasts:
            taken.append(toast.box(vp, pygame.Rect(0, 0, vp.width, vp.height), self.toasts_clear_of(), taken))
        return taken

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, "Martial Masters", vp.px(64), palette.GOLD, bold=True, center=vp.point(640, 60))
        line = "Martial-arts card games: alone against the masters, against the computer, or with friends."
        text.draw(surface, line, text.fit(line, vp.px(22), vp.px(1100)), palette.TEXT, center=vp.point(640, 116))
        for index, game in enumerate(self.shown()):
            self._draw_tile(surface, self.tile(index), game)
        if self.pages > 1:
            note = f"Page {self.page + 1} of {self.pages}"
            text.draw(surface, note, max(text.READABLE, vp.px(16)), palette.DIM_TEXT,
                      center=vp.point(640, (GRID_BOTTOM + FOOT_Y) / 2))
        self.draw_widgets(surface)

    def keep_clear(self) -> list[pygame.Rect]:
        """What a notice never covers (design space): the rows at the tiles' feet, of the games in progress (a red
        line about a save found damaged among them, which the notice about that save tells more of) or the line
        saying a game has none."""
        vp = self.ctx.viewport
        return [row for index, game in enumerate(self.shown())
                for row in saved_rows(vp, self.tile(index), len(self.saved.get(game.family, [])), about(game))]

    def _draw_tile(self, surface: pygame.Surface, box: pygame.Rect, game: Game) -> None:
        vp, saved = self.ctx.viewport, self.saved.get(game.family, [])
        rows = len(saved_rows(vp, box, len(saved), about(game)))
        progress = [(found.line, found.damaged) for found in own_rows(saved, rows)]
        if len(saved) > rows:
            progress.append((f"and {len(saved) - len(progress)} more games in progress", False))
        draw_tile(surface, vp, box, (game.front().title, game.front().short), about(game), progress, _has_lesson(game))

    def resized(self) -> None:
        self._rebuild()  # the rows of games in progress a tile has room for change with the text


def notice(told: str) -> Toast:
    """A notice as the menu shows it, over its footer, for eight seconds: wide, so that it takes few lines and finds
    room between the menu's buttons (MenuScene.keep_clear)."""
    return Toast(told, (640, 700), seconds=8.0, width=NOTICE_WIDTH)


def about(game: Game) -> str:
    """The line about the game on its tile: how many play it, and its blurb."""
    return f"{players(game)}  \u2022  {game.blurb}"


def sound(saved: list[InProgress]) -> list[InProgress]:
    """The games in progress that may be continued: not those whose save was found damaged."""
    return [found for found in saved if not found.damaged]


def own_rows(saved: list[InProgress], rows: int) -> list[InProgress]:
    """The games in progress with a row of their own on a tile of `rows` rows: all of them when they fit, else all
    but the last row's worth, which lists the rest (Continue…)."""
    return saved if len(saved) <= rows else saved[: rows - 1]


def _has_lesson(game: Game) -> bool:
    return game.id in game.front().lessons  # as game.scenes.lesson.has_lesson, which the first frame does without


def _offered(game: Game) -> None:
    """The lesson of the game's family has been offered (or taken): it is not offered again."""
    offered = settings.current().lessons_offered
    if game.family not in offered:
        settings.change(lessons_offered=(*offered, game.family))


def _puzzles_label() -> str:
    """The footer's Puzzles, with how many of the puzzles are solved once one is ("Puzzles 5/48")."""
    from game.files import solved

    done, shipped = solved.progress()
    return f"Puzzles {done}/{shipped}" if done else "Puzzles"
