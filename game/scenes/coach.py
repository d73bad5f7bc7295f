"""Where it turned: the coach's page for a finished game against the computer, whatever the game.

The turning points (game.play.coach) are looked for in the thinking process (game.scenes.worker) once the player
asks, after the game: never while anyone waits at a table. Meanwhile the page says "Looking at your game…" and the
window goes on. Each of the three moments shows the table as the coached seat saw it then (the game's read-only
watch view, as Replay draws it), the move made and the move the strongest bot found, in the game's own history
words, the estimated swing, and "Open the replay here", which opens Replay at that moment. Keys: 1, 2, 3 (or Left
and Right) choose a moment, Enter opens the replay there, Esc goes back. The picture of the table is small beside the
words; a click on it or Space shows it whole, at the window's size, where every word on it is readable (Space, Esc or
a click go back to the page). The move is told under the name the game's words give the seat ("You", or the name
its player took), as its lines tell it.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.play.coach import Turning, coach
from game.play.history import told, words_for
from game.scenes.base import Pop, Push, Result
from game.scenes.coach_moment import Moment, made_lines
from game.scenes.table import TableScene
from game.scenes.worker import Thinker, WorkerStopped
from game.ui import palette, text
from game.ui.viewport import Viewport
from game.ui.widgets import Button

LOOKING = "Looking at your game\u2026"
COACH_KEY = pygame.K_w  # "Where it turned" on a result and in Replays
COACH_LABEL = "Where it turned"
TABLE = pygame.Rect(40, 84, 720, 405)  # design space: the table at the moment, at 16:9
WORDS = pygame.Rect(790, 84, 450, 520)  # the moment in words
SIZE, SMALL = 24, 20  # design px: 20 is the least size of any word (an 11 px typeface at 1024x600)
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


class Coaching:
    """The coach's look at one finished game for one seat: asked of the thinking process once, then kept, so the
    page opens at once the second time."""

    def __init__(self, session: Any, seat: int):
        self.session = session
        self.seat = seat
        self.found: list[Turning] | None = None
        self.unit = ""
        self.failed = False
        self._thinker = Thinker()

    @property
    def looking(self) -> bool:
        return self._thinker.thinking

    def start(self) -> None:
        """Starts looking, unless the moments are found or being looked for."""
        if self.found is None and not self.looking:
            self.failed = False
            session = self.session
            self._thinker.start(coach, session.ruleset, session.seed, session.batches, self.seat)

    def poll(self) -> bool:
        """Called every frame: True once the moments have just come in."""
        if not self.looking or not self._thinker.ready():
            return False
        try:
            self.found, self.unit = self._thinker.take()
        except WorkerStopped:
            self.failed = True
        return True

    def wait(self, timeout: float | None = None) -> bool:
        """Blocks until the moments are in (scripts and tests)."""
        done = self._thinker.wait(timeout)
        self.poll()
        return done

    def stop(self) -> None:
        """Stops looking (the player left the page before the moments came in)."""
        self._thinker.cancel()


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
        """The table is drawn at the window's size, as Replay draws it, then made small."""
        return Viewport(self.ctx.viewport.width, self.ctx.viewport.height)

    def resized(self) -> None:
        for moment in self.moments:
            moment.relaid(self._table_viewport())

    def _choose(self, index: int) -> None:
        if 0 <= index < len(self.moments):
            self.whole = False
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
        if self.whole:  # the table shown whole: Space, Esc or a click go back to the page
            if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key in
                                                        (pygame.K_SPACE, pygame.K_ESCAPE)):
                self.whole = False
            return None
        if self.moments and (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                             and self.ctx.viewport.rect(TABLE).collidepoint(event.pos)
                             or event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE):
            self.whole = True
            return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._back()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.moments:
                self._open_replay()
            elif event.key in MOMENT_KEYS:
                self._choose(MOMENT_KEYS[event.key])
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self._choose(self.chosen + (1 if event.key == pygame.K_RIGHT else -1))
            else:
                return self.handle_buttons(event)
            return self.take_outcome()
        return self.handle_buttons(event)

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
        return self.coaching.looking or super().moving()

    # ----- drawing ---------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, COACH_LABEL, vp.px(44), palette.GOLD, bold=True, center=vp.point(640, 42))
        if self.coaching.looking:
            self._say(surface, LOOKING)
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
        picture = moment.picture(surface.get_size())
        if picture is not None:
            surface.blit(picture, (0, 0))
        line = f"Moment {self.chosen + 1} \u00b7 Space or Esc: back"
        line, size = text.readable_line(line, vp.px(SMALL), vp.px(1000))
        band = pygame.Rect(0, 0, text.width(line, size) + vp.px(32), text.line_height(size) + vp.px(12))
        band.midtop = vp.point(640, 4)
        pygame.draw.rect(surface, palette.FELT_DARK, band, border_radius=vp.px(8))
        pygame.draw.rect(surface, palette.GOLD, band, width=vp.px(2), border_radius=vp.px(8))
        text.draw(surface, line, size, palette.GOLD_LIGHT, center=band.center)

    def _say(self, surface: pygame.Surface, line: str) -> None:
        vp = self.ctx.viewport
        text.draw(surface, line, text.fit(line, vp.px(28), vp.px(1100)), palette.TEXT, center=vp.point(640, 330))

    def _draw_moment(self, surface: pygame.Surface, moment: Moment) -> None:
        vp = self.ctx.viewport
        box = vp.rect(TABLE)
        picture = moment.picture(box.size) if box.w > 0 and box.h > 0 else None
        if picture is not None:
            surface.blit(picture, box)
        pygame.draw.rect(surface, palette.GOLD, vp.rect(TABLE).inflate(vp.px(4), vp.px(4)), vp.px(2),
                         border_radius=vp.px(6))
        turning = moment.turning
        where = f"Move {turning.batch} of {moment.moment.last}" + (f", turn {moment.turn}" if moment.turn else "")
        text.draw(surface, f"Moment {self.chosen + 1} of {len(self.moments)}: {where}", vp.px(SMALL),
                  palette.DIM_TEXT, midleft=vp.point(TABLE.x, TABLE.bottom + 24))
        unit = self.coaching.unit
        rows: list[tuple[str, Any, bool]] = [(f"{self.name} played", palette.GOLD_LIGHT, True)]
        rows += [(line, palette.TEXT, False) for line in moment.made]
        rows += [("The computer would have played", palette.GOLD_LIGHT, True)]
        rows += [(line, palette.TEXT, False) for line in moment.best]
        swing = "the game itself: the computer's move wins it, as far as it looks ahead" if turning.decisive \
            else f"{turning.swing:.1f} {unit}"
        rows += [(f"Estimated swing: {swing}", palette.GOLD, True)]
        y: float = WORDS.y
        width = vp.px(WORDS.w)
        for line, ink, bold in rows:
            size = SIZE if bold else SMALL
            if bold and y > WORDS.y:
                y += 12
            for part in text.wrap(line, vp.px(size), width, bold=bold):
                text.draw(surface, part, vp.px(size), ink, bold=bold, topleft=vp.point(WORDS.x, y))
                y += size * 1.3
        note = ("The table as you saw it just before your move, judged by the strongest computer player. Click it or "
                "press Space to see it whole.")
        for k, part in enumerate(text.wrap(note, vp.px(SMALL), vp.px(TABLE.w))):
            text.draw(surface, part, vp.px(SMALL), palette.DIM_TEXT, topleft=vp.point(TABLE.x, TABLE.bottom + 44
                                                                                    + k * 26))
