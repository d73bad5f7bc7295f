"""What a table for several seats does between moves, whatever the game: once nothing is animating it shows the
result once, lets a computer's seat play, or hands the screen to the next person (behind the curtain, or straight
away when the players turned the curtain off in Settings); and it takes the answer of the curtain or the result.

A mixin of a game's table scene, named first among its bases; the table's own `update` calls `_next` when
nothing animates (each table says what holds it back: a beat playing, a card held). The table supplies its seats
(`computers`, `hotseat`), the state of the hand-over (`curtain_for`, `curtain_first`, `result_shown`, `news`), its
way of drawing and playing (`timeline`, `sprites`, `by_key`, `_skip`, `_sync`, `_buttons`, `submit`, `_menu`),
and the few things only it knows: its result scene, its curtain's words, a fresh table for a rematch, what it
forgets of the person who leaves the screen and what it shows anew after a jump. A replay watches it through
`show_now` (game.scenes.watch).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.campaign import Campaign
from game.engine.core import Command
from game.scenes.base import Push, Replace, Scene
from game.scenes.computer import ComputerSeat
from game.scenes.curtain import READY, CurtainScene
from game.scenes.hotseat import HotSeat
from game.scenes.result import REMATCH
from game.scenes.table import TableScene
from game.ui.palette import Rgb


class SeatedTable(TableScene):
    campaign: Campaign
    computers: dict[int, ComputerSeat]
    hotseat: HotSeat
    curtain_for: int | None  # the seat the curtain is down for, until it is clicked away
    curtain_first: bool  # the table has just been opened and nobody has taken the screen yet
    result_shown: bool
    news: list[str]  # since the person at the screen last took it, for the curtain
    names: tuple[str, ...]
    timeline: Any
    sprites: Any
    by_key: dict[str, Any]
    drag: Any
    hovered: tuple[str, float] | None
    viewer: int
    # and what the table does of its own:
    submit: Callable[[Command], bool]
    _sync: Callable[..., None]
    _skip: Callable[[], None]  # the beat playing ends at once
    banner: Any
    _buttons: Callable[[], list[Any]]
    _menu: Callable[[], None]

    # ----- what the table supplies -------------------------------------------------------------

    def _result(self) -> Scene | None:
        """The scene that tells how the match ended, or None when nobody sits at the table to read it."""
        raise NotImplementedError

    def _fallback(self, legal: list[Command]) -> Command:
        """What a computer's seat plays instead of a command the engine refused: one of its legal commands."""
        raise NotImplementedError

    def _curtain_words(self, view: Any, seat: int) -> tuple[str, str]:
        """The curtain's score line, and what the game waits for from `seat` ("your turn", ...)."""
        raise NotImplementedError

    def _seat_colour(self, seat: int) -> Rgb:
        raise NotImplementedError

    def _rematch(self) -> Scene:
        """A fresh table for the same seats."""
        raise NotImplementedError

    def _forget_seat(self) -> None:
        """What the table forgets of the person who leaves the screen (their undo, a card they were placing)."""
        raise NotImplementedError

    def _caught_up(self) -> None:
        """What else the table shows anew when it jumps to a moment (its log, what flies): nothing by default."""

    # ----- watched in a replay ---------------------------------------------------------------------

    def show_now(self) -> None:
        """Show the moment the game stands at, at once (a replay jumped to it): nothing under way or passing, the
        table's log as of now, every card where it belongs."""
        self._skip()
        self.timeline.reset(self.campaign.state)
        self.banner, self.hovered = None, None
        self.toasts.clear()
        self._caught_up()
        self._sync(snap=True)

    # ----- between moves -----------------------------------------------------------------------

    def _next(self, dt: float) -> None:
        """Nothing is animating: show the result, let a computer play, or hand the screen over."""
        session = self.campaign.session
        rules = session.ruleset
        if rules.is_over(session.state):
            result = None if self.result_shown else self._result()
            if result is not None:
                self.result_shown = True
                self.outcome = Push(result)
            return
        to_act = rules.to_act(session.state)
        computer = self.computers.get(to_act) if to_act is not None else None
        if computer is not None:
            command = computer.poll(rules, session.view(computer.seat), dt)
            if command is not None and not self.submit(command):
                fallback = session.legal(computer.seat)
                if fallback:
                    self.submit(self._fallback(fallback))
            return
        seat = self.hotseat.handover(to_act, self.viewer, self.curtain_first)
        if seat is not None:
            self.curtain_first = False
            self.curtain_for = seat
            if not self.hotseat.curtained:  # the players turned the curtain off: the screen passes at once
                self.resume(READY)
                return
            self.outcome = Push(self._curtain(seat))

    def _curtain(self, seat: int) -> CurtainScene:
        score, prompt = self._curtain_words(self.campaign.session.view(seat), seat)
        others = [self.names[other] for other in self.hotseat.others(seat)]
        return CurtainScene(self.ctx, self.names[seat], others, self._seat_colour(seat), list(self.news), score,
                            prompt)

    def _close(self) -> None:
        """Leaving the table: a decision under way is forgotten."""
        for computer in self.computers.values():
            computer.cancel()

    def resume(self, value: object) -> None:
        if value == READY and self.curtain_for is not None:
            self._take_screen(self.curtain_for)
        elif value == REMATCH:
            self._close()
            self.outcome = Replace(self._rematch())
        elif value is not None:  # the curtain's or the result's Menu
            self._menu()
        else:
            self.curtain_for = None

    def _take_screen(self, seat: int) -> None:
        """Only behind the curtain does the screen change hands: the table shows `seat`'s view afresh."""
        self.campaign.seat = seat
        self.curtain_for = None
        self.news = []
        self.timeline.reset(self.campaign.state)
        self.drag, self.hovered = None, None
        self._forget_seat()
        for sprite in self.sprites.sprites():
            sprite.kill()
        self.by_key.clear()
        self._sync(snap=True)
        self.buttons = self._buttons()
