"""Where it turned: the coach's page for a finished game against the computer, whatever the game.

The turning points (game.play.coach) are looked for in the thinking process (game.scenes.worker) once the player
asks, after the game: never while anyone waits at a table. Meanwhile the page says "Looking at your game…" and how
far the look has got (it is asked for a few decisions at a time), and the window goes on. Each of the three moments
shows the table as the coached seat saw it then (the game's read-only watch view, as Replay draws it), the move made
and the move the strongest bot found side by side, in the game's own history words, the estimated swing, and "Open
the replay here", which opens Replay at that moment. Keys: 1, 2, 3 (or Left and Right) choose a moment, Enter opens
the replay there, Esc goes back. The table is never made small (its words would be under 11 px at 1024x600): under
the words the page shows the part of it the moves concern, cut from the table at the window's size, the cards each
move names ringed in its colour; a click on it or Space shows the table whole, where the mouse reads a card enlarged
and the wheel turns the hand as in Replay (Space, Esc or a click go back to the page; 1, 2, 3 and the arrows go on
choosing moments there). The move is told under the name the game's words give the seat ("You", or the name its
player took), as its lines tell it.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.play.coach import Turning, advance, judging, swing_line
from game.play.history import told, words_for
from game.scenes.base import Pop, Push, Result
from game.scenes.coach_band import BEST_INK, MADE_INK, draw_band
from game.scenes.coach_moment import Moment, made_lines
from game.scenes.table import TableScene
from game.scenes.worker import InWorker, Thinker, WorkerStopped
from game.ui import palette, text
from game.ui.viewport import Viewport
from game.ui.widgets import Button

LOOKING = "Looking at your game\u2026"
COACH_KEY = pygame.K_w  # "Where it turned" on a result and in Replays
COACH_LABEL = "Where it turned"
PAGE = pygame.Rect(40, 60, 1200, 566)  # design space: the moment, above the buttons
WORDS_TOP = 64
MADE_COLUMN, BEST_COLUMN = (40, 580), (660, 580)  # design x and width: the two moves side by side
SIZE, SMALL = 24, 20  # design px, never under a readable size (an 11 px typeface at 1024x600)
STEP = 4  # decisions judged (or glanced at) in one job of the thinking process: the page tells how far it got between
AHEAD = 2  # jobs asked for at once, so that the thinking process never waits for the window between two
MOMENT_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2}


def coached_seat(session: Any) -> int | None:
    """The seat of the one person who played a finished game against the computer, as the save's notes keep its
    table (a solo game: its only seat); None for a game of people only, of computers only, or unfinished."""
    if not session.ruleset.is_over(session.state):
        return None
    if session.table.seats == 1:
        return 0
    kept = session.notes.get("table")
    if not isinstance(kept, dict):
        return None
    chairs = kept.get("chairs")
    if isinstance(chairs, list) and all(isinstance(chair, dict) for chair in chairs):
        people = [seat for seat, chair in enumerate(chairs) if chair.get("kind") != "computer"]
        return people[0] if len(people) == 1 and len(chairs) > 1 else None
    human = kept.get("human")  # a table of one person against one computer, kept as the seat of the person
    return human if kept.get("mode") == "versus" and human in range(session.table.seats) else None


def progress_line(done: int, total: int) -> str:
    """How far the look has got, in words: each step a choice of the game judged (or, in a long game, glanced at)."""
    return f"Weighing your choices: {done} of {total}"


class Coaching:
    """The coach's look at one finished game for one seat: asked of the thinking process once (STEP decisions a job,
    `done` of `total` so far), then kept, so the page opens at once the second time."""

    def __init__(self, session: Any, seat: int):
        self.session = session
        self.seat = seat
        self.found: list[Turning] | None = None
        self.unit = ""
        self.failed = False
        self.done = self.total = 0  # how far the look has got (game.play.coach.Judging), once its first job answers
        self._look: InWorker | None = None  # the look, held in the thinking process
        self._asked: list[Thinker] = []  # its jobs asked for, in order

    @property
    def looking(self) -> bool:
        return bool(self._asked)

    def start(self) -> None:
        """Starts looking, unless the moments are found or being looked for."""
        if self.found is None and not self.looking:
            self.failed = False
            self.done = self.total = 0
            session = self.session
            self._look = InWorker(judging, session.ruleset, session.seed, session.batches, self.seat)
            for _ in range(AHEAD):
                self._ask()

    def _ask(self) -> None:
        thinker = Thinker()
        thinker.start(advance, self._look, STEP)
        self._asked.append(thinker)

    def poll(self) -> bool:
        """Called every frame: takes in the jobs answered, asking for the next; True once the moments have just come
        in (or the look failed)."""
        while self._asked and self._asked[0].ready():
            try:
                self.done, self.total, found, self.unit = self._asked.pop(0).take()
            except WorkerStopped:
                self._end()
                self.failed = True
                return True
            if found is not None:
                self.found = found
                self._end()
                return True
            self._ask()
        return False

    def wait(self, timeout: float | None = None) -> bool:
        """Blocks until the moments are in (scripts and tests); False if a job took longer than `timeout`."""
        while self._asked:
            if not self._asked[0].wait(timeout):
                return False
            self.poll()
        return True

    def stop(self) -> None:
        """Stops looking (the player left the page before the moments came in)."""
        self._end()

    def _end(self) -> None:
        """No more jobs: those still asked for are cancelled, and the look in the thinking process let go."""
        for thinker in self._asked:
            thinker.cancel()
        self._asked.clear()
        self._look = None


class CoachScene(TableScene):
    own_keys = frozenset({pygame.K_LEFT, pygame.K_RIGHT})  # the moments, one after another

    def __init__(self, ctx: Any, coaching: Coaching):
        super().__init__(ctx)
        self.coaching = coaching
        self.chosen = 0
        self.moments: list[Moment] = []
        self.shown = False  # the moments found are made ready to show
        self.name = "You"  # the coached seat as the game's words name it
        self.whole = False  # the table at the moment shown at the window's size, over the page
        # where the page shows the band of the table the moves concern, and which part of the table it is (window px)
        self.band: tuple[pygame.Rect, pygame.Rect] | None = None
        coaching.start()
        self._arrived()
        self.buttons = self._buttons()

    # ----- the moments -----------------------------------------------------------------------------------------

    def _arrived(self) -> None:
        """Once the moments are in: each made ready to show."""
        found = self.coaching.found
        if found is None or self.shown:
            return
        self.shown = True
        session, seat = self.coaching.session, self.coaching.seat
        entries = told(session, seat)
        words = words_for(session, seat)
        if words is not None:
            self.name = words.names[seat]
        self.moments = [Moment(session, seat, turning, made_lines(session, seat, turning.batch, entries),
                               words, self._table_viewport()) for turning in found]

    def _table_viewport(self) -> Viewport:
        """The table is drawn at the window's size, as Replay draws it: the page shows a band of it at that size."""
        return Viewport(self.ctx.viewport.width, self.ctx.viewport.height)

    def resized(self) -> None:
        for moment in self.moments:
            moment.relaid(self._table_viewport())

    def _choose(self, index: int) -> None:
        if 0 <= index < len(self.moments):
            self.moments[self.chosen].let_go()
            self.chosen = index
            self.buttons = self._buttons()

    def _open_replay(self) -> None:
        from game.scenes.replay import ReplayScene

        if self.moments:
            coaching = self.coaching
            turning = self.moments[self.chosen].turning
            self.outcome = Push(ReplayScene(self.ctx, coaching.session, coaching.seat, moment=turning.before,
                                            playing=False))

    def _back(self) -> None:
        if self.coaching.looking:
            self.coaching.stop()
        self.outcome = Pop()

    def _buttons(self) -> list[Button]:
        buttons = []
        for k in range(len(self.moments)):
            buttons.append(Button(f"Moment {k + 1}", (40 + k * 190, 640, 176, 56), partial(self._choose, k),
                                  primary=k == self.chosen, hotkey=str(k + 1)))
        if self.moments:
            buttons.append(Button("Open the replay here", (640, 640, 340, 56), self._open_replay, primary=True,
                                  hotkey="Enter"))
        buttons.append(Button("Back", (1000, 640, 240, 56), self._back, hotkey="Esc"))
        return buttons

    # ----- input and time --------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and self._chose(event.key):
            return None
        if self.whole:  # the table shown whole: Space, Esc or a click go back to the page
            watch = self.moments[self.chosen].watch
            if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL) and watch is not None:
                watch.scene.handle(event)  # as in Replay: a card read enlarged, the hand turned; it acts on nothing
            elif event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key in
                                                          (pygame.K_SPACE, pygame.K_ESCAPE)):
                self.whole = False
                self.moments[self.chosen].let_go()
            return None
        if self.moments and (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                             and self.band is not None and self.band[0].collidepoint(event.pos)
                             or event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE):
            self.whole = True
            return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._back()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.moments:
                self._open_replay()
            else:
                return self.handle_buttons(event)
            return self.take_outcome()
        return self.handle_buttons(event)

    def _chose(self, key: int) -> bool:
        """1, 2, 3 or the arrows choose a moment, on the page or with the table shown whole."""
        if key in MOMENT_KEYS:
            self._choose(MOMENT_KEYS[key])
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._choose(self.chosen + (1 if key == pygame.K_RIGHT else -1))
        else:
            return False
        return True

    def update(self, dt: float) -> Result:
        self.coaching.poll()
        if not self.shown and self.coaching.found is not None:
            self._arrived()
            self.buttons = self._buttons()
        if self.moments:
            watch = self.moments[self.chosen].watch
            if watch is not None:
                watch.update(dt)
        return super().update(dt)

    def moving(self) -> bool:
        watch = self.moments[self.chosen].watch if self.whole else None  # a card under the mouse about to be read
        return self.coaching.looking or watch is not None and watch.scene.moving() or super().moving()

    # ----- drawing ---------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        self.band = None
        text.draw(surface, COACH_LABEL, vp.px(36), palette.GOLD, bold=True, center=vp.point(640, 34))
        if self.coaching.looking:
            self._say(surface, LOOKING)
            self._draw_progress(surface)
        elif self.coaching.failed:
            self._say(surface, "The coach could not look at this game: try again.")
        elif not self.moments:
            self._say(surface, "No choice of yours cost you anything the computer could find: well played.")
        elif self.whole:
            self._draw_whole(surface, self.moments[self.chosen])
            return
        else:
            self._draw_moment(surface, self.moments[self.chosen])
        self.draw_widgets(surface)

    def _draw_whole(self, surface: pygame.Surface, moment: Moment) -> None:
        """The table at the moment at the window's size, a small band at its top saying which moment and how to go back
        (a click goes back too)."""
        vp = self.ctx.viewport
        if moment.watch is not None:  # drawn as it lies now: the card under the mouse read enlarged
            moment.watch.scene.draw(surface)
        line = (f"Moment {self.chosen + 1} of {len(self.moments)} \u00b7 1, 2, 3 or arrows: moments \u00b7 "
                "Space or Esc: back")
        line, size = text.readable_line(line, vp.px(SMALL), vp.px(1200))
        band = pygame.Rect(0, 0, text.width(line, size) + vp.px(32), text.line_height(size) + vp.px(12))
        band.midtop = vp.point(640, 4)
        pygame.draw.rect(surface, palette.FELT_DARK, band, border_radius=vp.px(8))
        pygame.draw.rect(surface, palette.GOLD, band, width=vp.px(2), border_radius=vp.px(8))
        text.draw(surface, line, size, palette.GOLD_LIGHT, center=band.center)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        """How far the look has got, once its first job has answered: a bar, and the steps done of how many."""
        coaching, vp = self.coaching, self.ctx.viewport
        if not coaching.total:
            return
        bar = vp.rect((340, 372, 600, 16))
        pygame.draw.rect(surface, palette.FELT_DARK, bar, border_radius=vp.px(8))
        filled = bar.copy()
        filled.w = round(bar.w * min(1.0, coaching.done / coaching.total))
        pygame.draw.rect(surface, palette.GOLD, filled, border_radius=vp.px(8))
        line = progress_line(coaching.done, coaching.total)
        text.draw(surface, line, text.readable(vp.px(SMALL)), palette.DIM_TEXT, center=vp.point(640, 416))

    def _say(self, surface: pygame.Surface, line: str) -> None:
        vp = self.ctx.viewport
        text.draw(surface, line, text.fit(line, vp.px(28), vp.px(1100)), palette.TEXT, center=vp.point(640, 330))

    def _draw_moment(self, surface: pygame.Surface, moment: Moment) -> None:
        """The two moves side by side, the swing and where in the game it was, and under them the part of the table
        the moves concern, at the table's own size."""
        vp = self.ctx.viewport
        top = vp.point(0, WORDS_TOP)[1]
        made = self._draw_move(surface, MADE_COLUMN, top, f"{self.name} played", moment.made, MADE_INK)
        best = self._draw_move(surface, BEST_COLUMN, top, "The computer would have played", moment.best, BEST_INK)
        y = max(made, best) + vp.px(10)
        turning = moment.turning
        y = self._draw_lines(surface, swing_line(turning, self.coaching.unit), y, vp.px(SIZE), palette.GOLD, bold=True)
        where = f"Move {turning.batch} of {moment.moment.last}" + (f", turn {moment.turn}" if moment.turn else "")
        note = (f"Moment {self.chosen + 1} of {len(self.moments)}: {where}. The table as you saw it just before your "
                "move; click it or press Space to see it whole and read a card enlarged under the mouse.")
        y = self._draw_lines(surface, note, y, vp.px(SMALL), palette.DIM_TEXT) + vp.px(8)
        room = pygame.Rect(0, y, surface.get_width(), vp.point(0, PAGE.bottom)[1] - y)
        self.band = draw_band(surface, vp, moment, room)

    def _draw_move(self, surface: pygame.Surface, column: tuple[int, int], top: int, heading: str, lines: list[str],
                   ink: palette.Rgb) -> int:
        """A move in its column (design x and width), under its heading marked in the colour that rings its cards on
        the table; the window y under it."""
        vp = self.ctx.viewport
        x, width = column
        size, small = text.readable(vp.px(SIZE)), text.readable(vp.px(SMALL))
        mark = text.line_height(size, bold=True) // 2
        swatch = pygame.Rect(vp.point(x, 0)[0], top + mark // 2, mark, mark)
        pygame.draw.rect(surface, ink, swatch, border_radius=max(1, mark // 4))
        indent = mark + vp.px(10)
        y = text.draw_wrapped(surface, heading, size, palette.GOLD_LIGHT, vp.px(width) - indent, swatch.x + indent, top,
                              bold=True) + vp.px(4)
        for line in lines:
            y = text.draw_wrapped(surface, line, small, palette.TEXT, vp.px(width), swatch.x, y)
        return y

    def _draw_lines(self, surface: pygame.Surface, words: str, top: int, size: int, ink: palette.Rgb,
                    bold: bool = False) -> int:
        """Words wrapped across the page from `top` (window y), at a readable size; the window y under them."""
        vp = self.ctx.viewport
        return text.draw_wrapped(surface, words, text.readable(size), ink, vp.px(PAGE.w), vp.point(PAGE.x, 0)[0], top,
                                 bold)
