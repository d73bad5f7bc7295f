"""A game watched again from one seat's view: the game's own table, read-only, above a timeline.

The table is the game's front's `watch(ctx, campaign)` (game.scenes.front): its table built over a replayed
session (game.play.replay) and told to take no input. It is drawn in the window above the controls, at its own scale.
The timeline scrubs (click or drag), steps a command at a time, and jumps from turn to turn; Play runs it at 1x,
2x or 4x (a command a little more than a second apart at 1x, and never before the table has shown the last). A
step forward is animated by the table itself; any other move is shown at once. Only the mouse's movement and wheel
reach the table (a card under the mouse is shown large). Once the game is over, the cards the other seats still
held are told above the table.

Keys: Space plays or pauses; Left and Right step; Page Up and Page Down (or Up and Down) jump by turn; Home and
End go to the start and the end; 1, 2 and 4 set the speed; J opens the history so far; Esc goes back.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games import game
from game.play.campaign import Campaign
from game.play.history import words_for
from game.play.replay import Replayed
from game.scenes.base import Pop, Push, Result
from game.scenes.context import Context
from game.scenes.history import HISTORY_KEY, HistoryScene, as_known_by, rows_of
from game.scenes.pace import SPEED_KEYS, faster, speed_button
from game.scenes.table import TableScene
from game.ui import palette, shapes, text
from game.ui.viewport import Viewport
from game.ui.widgets import Button

BAR_TOP = 618  # design space: the controls below, the table above
TRACK = pygame.Rect(40, 652, 1200, 12)
REVEALED = pygame.Rect(140, 8, 1000, BAR_TOP - 16)  # design space: the most room the hands told at the end take
SECONDS_PER_COMMAND = 1.1  # at 1x


def seat_names(session: Any) -> tuple[str, ...]:
    """What each seat is called in the game's own words, or "Seat 1", "Seat 2", ..."""
    words = words_for(session, 0)
    names = tuple(getattr(words, "names", ()))
    return names if len(names) == session.table.seats else tuple(f"Seat {s + 1}" for s in range(session.table.seats))


class ReplayScene(TableScene):
    own_keys = frozenset({pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN})  # steps and turns

    def __init__(self, ctx: Any, session: Any, seat: int, moment: int = 0, playing: bool = True):
        super().__init__(ctx)
        self.replayed = Replayed(session)
        self.replayed.seek(moment)
        self.seat = seat
        self.name = seat_names(session)[seat]
        self.title = game(session.ruleset.id).title
        self.words = words_for(self.replayed, seat)
        self.inner = Context(viewport=self._inner_viewport(), autosave=False)
        self.campaign = Campaign(self.replayed, autosave=False, seat=seat)  # type: ignore[arg-type]
        watch = game(session.ruleset.id).front().screens().watch
        self.watch = watch(self.inner, self.campaign) if watch is not None else None
        self.playing = playing
        self.speed = 1
        self.clock = 0.0
        self.scrubbing = False
        self.buttons = self._buttons()

    # ----- where the replay stands ---------------------------------------------------------------

    def go(self, moment: int) -> None:
        before, events = self.replayed.seek(moment)
        if self.watch is not None:
            if events:
                self.watch.forward(before, events)
            else:
                self.watch.jump()
        if self.replayed.moment >= self.replayed.last:
            self.playing = False
        self.buttons = self._buttons()

    def _step(self, by: int) -> None:
        self.playing = False
        self.go(self.replayed.moment + by)

    def _turn(self, by: int) -> None:
        self.playing = False
        moment = self.replayed.moment
        self.go(self.replayed.next_turn(moment) if by > 0 else self.replayed.previous_turn(moment))

    def _to(self, moment: int) -> None:
        self.playing = False
        self.go(moment)

    def _play(self) -> None:
        if self.replayed.moment >= self.replayed.last:
            self.go(0)
        self.playing = not self.playing
        self.clock = 0.0
        self.buttons = self._buttons()

    def _set_speed(self, speed: int) -> None:
        self.speed = speed
        self.buttons = self._buttons()

    def _next_speed(self) -> None:
        self._set_speed(faster(self.speed))

    def _history(self) -> None:
        title = f"History to this moment, {as_known_by(self.seat, self.name)}"
        self.outcome = Push(HistoryScene(self.ctx, self.replayed.history(self.seat), title))

    def _back(self) -> None:
        self.outcome = Pop()

    def _buttons(self) -> list[Button]:
        moment, last = self.replayed.moment, self.replayed.last
        y, h = 674, 40
        return [
            Button("|<", (40, y, 60, h), lambda: self._to(0), moment > 0, hotkey="Home"),
            Button("<< Turn", (108, y, 104, h), lambda: self._turn(-1), moment > 0, hotkey="PgUp"),
            Button("< Step", (220, y, 96, h), lambda: self._step(-1), moment > 0, hotkey="Left"),
            Button("Pause" if self.playing else "Play", (324, y, 120, h), self._play, primary=True, hotkey="Space"),
            Button("Step >", (452, y, 96, h), lambda: self._step(1), moment < last, hotkey="Right"),
            Button("Turn >>", (556, y, 104, h), lambda: self._turn(1), moment < last, hotkey="PgDn"),
            Button(">|", (668, y, 60, h), lambda: self._to(last), moment < last, hotkey="End"),
            speed_button(self.speed, (760, y, 130, h), self._next_speed),
            Button("History", (898, y, 130, h), self._history, hotkey="J"),
            Button("Back", (1110, y, 130, h), self._back, hotkey="Esc"),
        ]

    # ----- input ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._on_track(event.pos):
            self.scrubbing = True
            self._scrub(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.scrubbing:
            self.scrubbing = False
            return self.take_outcome()
        elif event.type == pygame.MOUSEMOTION and self.scrubbing:
            self._scrub(event.pos)
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL) and self.watch is not None:
            self.watch.scene.handle(event)  # the table shows what lies under the mouse; it acts on nothing
        return self.handle_buttons(event)

    def _key(self, key: int) -> None:
        moves = {pygame.K_LEFT: lambda: self._step(-1), pygame.K_RIGHT: lambda: self._step(1),
                 pygame.K_PAGEUP: lambda: self._turn(-1), pygame.K_UP: lambda: self._turn(-1),
                 pygame.K_PAGEDOWN: lambda: self._turn(1), pygame.K_DOWN: lambda: self._turn(1),
                 pygame.K_HOME: lambda: self._to(0), pygame.K_END: lambda: self._to(self.replayed.last),
                 pygame.K_SPACE: self._play, HISTORY_KEY: self._history, pygame.K_ESCAPE: self._back}
        if key in moves:
            moves[key]()
        elif key in SPEED_KEYS:
            self._set_speed(SPEED_KEYS[key])

    def _on_track(self, pos: tuple[int, int]) -> bool:
        return self.ctx.viewport.rect(TRACK.inflate(16, 24)).collidepoint(pos)

    def _scrub(self, pos: tuple[int, int]) -> None:
        x = self.ctx.viewport.to_design(pos)[0]
        share = min(max(0.0, (x - TRACK.x) / TRACK.w), 1.0)
        moment = round(share * self.replayed.last)
        if moment != self.replayed.moment:
            self.playing = False
            self.go(moment)

    # ----- time and drawing ------------------------------------------------------------------------

    def update(self, dt: float) -> Result:
        if self.playing:
            self.clock += dt * self.speed
            if self.clock >= SECONDS_PER_COMMAND and not (self.watch is not None and self.watch.busy):
                self.clock = 0.0
                self.go(self.replayed.moment + 1)
        if self.watch is not None:
            self.watch.update(dt * self.speed)
        return super().update(dt)

    def moving(self) -> bool:
        """It plays on, or the table under it still shows a move (its beats, a glide, the mouse's rest before a
        card's enlarged face): paused with all shown, the replay is still."""
        return self.playing or (self.watch is not None and self.watch.scene.moving()) or super().moving()

    def _bar_top(self) -> int:
        return self.ctx.viewport.point(0, BAR_TOP)[1]

    def _inner_viewport(self) -> Viewport:
        return Viewport(self.ctx.viewport.width, max(1, self._bar_top()))

    def resized(self) -> None:
        self.inner.viewport = self._inner_viewport()
        if self.watch is not None:
            self.watch.scene.resized()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_felt(surface)
        top = min(self._bar_top(), surface.get_height())
        table = surface.subsurface((0, 0, surface.get_width(), top))
        if self.watch is not None:
            self.watch.scene.draw(table)
        else:
            self._draw_told(table)
        pygame.draw.rect(surface, palette.FELT_DARK, (0, top, surface.get_width(), surface.get_height() - top))
        self._draw_line(surface)
        self._draw_track(surface)
        if self.replayed.over and self.words is not None and hasattr(self.words, "revealed"):
            self._draw_revealed(surface, self.words.revealed(self.replayed.state, self.seat))
        self.draw_widgets(surface)

    def _draw_line(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        replayed = self.replayed
        turn = replayed.turn_of(replayed.moment)
        where = f"move {replayed.moment} of {replayed.last}" + (f", turn {turn}" if replayed.turns else "")
        who = "you" if self.name == "You" else self.name
        line = f"Replay: {self.title}, as {who} saw it \u2022 {where}"
        line, size = text.legible_line(line, vp.px(18), vp.px(900))
        text.draw(surface, line, size, palette.TEXT, midleft=vp.point(40, BAR_TOP + 18))
        state = ("Game over" if replayed.over else "Last saved moment") if replayed.moment >= replayed.last else (
            f"Playing {self.speed}x" if self.playing else "Paused")
        text.draw(surface, state, text.legible(vp.px(18)), palette.GOLD_LIGHT, bold=True,
                  midright=vp.point(1240, BAR_TOP + 18))

    def _draw_track(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        replayed = self.replayed
        pygame.draw.rect(surface, palette.FELT_LINE, vp.rect(TRACK), border_radius=vp.px(6))
        last = max(1, replayed.last)
        for start in replayed.turns:
            x = TRACK.x + TRACK.w * start / last
            pygame.draw.rect(surface, palette.DIM_TEXT, vp.rect((x - 1, TRACK.y - 3, 2, TRACK.h + 6)))
        done = TRACK.w * replayed.moment / last
        pygame.draw.rect(surface, palette.GOLD, vp.rect((TRACK.x, TRACK.y, done, TRACK.h)), border_radius=vp.px(6))
        pygame.draw.circle(surface, palette.GOLD_LIGHT, vp.point(TRACK.x + done, TRACK.centery), vp.px(10))

    def _draw_revealed(self, surface: pygame.Surface, lines: list[str]) -> None:
        """Once the game is over: the cards the other seats held, above the table, each seat's line wrapped at a
        readable size in a box as wide and as tall as they need (a hand of seven cards set on one line ran off both
        edges, then shrank to 8 px)."""
        if not lines:
            return
        vp = self.ctx.viewport
        room, pad = vp.rect(REVEALED), vp.px(12)
        size = text.readable(vp.px(18))
        rows = text.shorten(lines, size, room.w - 2 * pad, room.h - 2 * pad)
        step = text.line_height(size)
        box = pygame.Rect(0, room.y, max(text.width(row, size) for row in rows) + 2 * pad, len(rows) * step + 2 * pad)
        box.centerx = room.centerx
        shapes.edged_panel(surface, box, palette.GOLD, vp.px(2), vp.px(10))
        for k, row in enumerate(rows):
            text.draw(surface, row, size, palette.GOLD_LIGHT, midtop=(box.centerx, box.y + pad + k * step))

    def _draw_told(self, surface: pygame.Surface) -> None:
        """A game with no table to watch on: the last lines of its history to this moment."""
        vp = self.inner.viewport
        rows = rows_of(self.replayed.history(self.seat), vp.px(1000), vp.px(20))
        for k, (line, heading) in enumerate(rows[-18:]):
            text.draw(surface, line, vp.px(20), palette.GOLD if heading else palette.TEXT, bold=heading,
                      midleft=vp.point(140, 40 + 30 * k))
