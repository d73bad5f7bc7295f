"""Whose turn and whose screen it is at a table, whatever the game and however many seat at it: who sits where (the
computer's seats, the people at the screen); once nothing animates, the scene that takes the table's place when the
moment shown ends its part (the campaign's fight over), the result shown once, a computer's seat playing, or the
screen handed to the next person (behind the curtain, or straight away when the players turned the curtain off in
Settings); and the screen taken by the person the curtain was down for. A curtain's news is read from the game's log
(game.play.history.since_last_turn).

A part the table holds (`self.turns = Turns(table)`, game.scenes.seated.GameTable), reading the table through
`TurnTable`: it sets the table's `computers`, `hotseat`, `curtain_for`, `curtain_first` and `result_shown`, and the
outcome it asks of the stack. What only the game knows it declares in `TurnTable`'s last methods (its seats' rule of
who may act is its `seats` part, Seats); a table that shows a result, or where several people share the screen,
declares besides what `SharedTable` names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, cast

import pygame

from game.engine.core import Command
from game.play.campaign import Campaign
from game.play.history import since_last_turn
from game.scenes.base import Push, Replace, Result, Scene
from game.scenes.computer import ComputerSeat
from game.scenes.confirm import kept_words
from game.scenes.curtain import READY, CurtainScene
from game.scenes.hinting import TableHint
from game.scenes.hotseat import HotSeat
from game.ui.drag import Drag
from game.ui.palette import Rgb
from game.ui.shown import ShownMoves
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.context import Context

HAND_OVER = 2.6  # seconds the moment that ends a table's part is shown before the scene that comes next


class Seats(Protocol):
    """The game's rule of its seats, a part its table holds (`seats`, game.scenes.seated.GameTable): whose hand
    shows and who may act."""

    def hide_hand(self) -> bool:
        """No hand shows at the screen: the seat's own hand is drawn as backs."""
        ...

    def acting(self) -> bool:
        """The person at the screen may act now."""
        ...

    def fallback(self, legal: list[Command]) -> Command:
        """What a computer's seat plays instead of a command the engine refused: one of its legal commands."""
        ...


class TurnTable(Protocol):
    """What Turns reads of the table, what of it it sets, and what the game declares of its seats."""

    ctx: Context
    campaign: Campaign
    computers: dict[int, ComputerSeat]
    hotseat: HotSeat
    curtain_for: int | None  # the seat the curtain is down for, until it is clicked away
    curtain_first: bool  # the table has just been opened and nobody has taken the screen yet
    result_shown: bool
    outcome: Result
    timeline: Any
    shown: ShownMoves
    hint: TableHint
    drag: Drag | None
    hovered: tuple[str, float] | None
    sprites: pygame.sprite.LayeredUpdates
    by_key: dict[str, Any]
    buttons: list[Button]

    @property
    def viewer(self) -> int: ...

    @property
    def names(self) -> tuple[str, ...]:
        """Each seat's name, as the curtain calls it."""
        ...

    @property
    def seats(self) -> Seats:
        """Who may act: a computer's refused command falls back on what its seats say."""
        ...

    def submit(self, command: Any, at: tuple[float, float] | None = None) -> bool: ...

    def resume(self, value: object) -> None: ...

    def _take_screen(self, seat: int) -> None: ...

    def _sync(self, snap: bool) -> None: ...

    def _buttons(self) -> list[Button]: ...

    def _close(self) -> None: ...

    # ----- what the game declares ------------------------------------------------------------------

    def _next_scene(self) -> Callable[[], Scene] | None:
        """What makes the scene that takes the table's place once the moment shown ends its part (the campaign's
        fight won or lost: the next master, or the end), shown HAND_OVER seconds first; None while the game goes on
        here, or ends in its result."""
        ...

    def _result(self) -> Scene | None:
        """The scene that tells how the match ended, or None when nobody sits at the table to read it."""
        ...


class SharedTable(TurnTable, Protocol):
    """What a table declares besides where people share the screen (the curtain), or a result offers a rematch: a
    table of one person with no result (the campaign's board) never comes to these."""

    def _curtain_words(self, view: Any, seat: int) -> tuple[str, str]:
        """The curtain's score line, and what the game waits for from `seat` ("your turn", ...)."""
        ...

    def _seat_colour(self, seat: int) -> Rgb: ...

    def _rematch(self) -> Scene:
        """A fresh table for the same seats."""
        ...

    def _forget_seat(self) -> None:
        """What the table forgets of the person who leaves the screen (their undo, a card they were placing)."""

    def _caught_up(self) -> None:
        """What else the table shows anew for the moment it stands at, as its viewer may know it (its log)."""


class Turns:
    """The seats at a table, and what happens between moves."""

    def __init__(self, table: TurnTable) -> None:
        self.table = table
        self.handing_over = 0.0  # seconds the moment that ends the table's part has been shown

    def sit(self, computers: dict[int, ComputerSeat], people: frozenset[int]) -> None:
        """Who plays at the table: the computer's seats, and the people at the screen. Nobody has taken the screen
        yet: when people share it at a game still under way, the curtain comes down first."""
        table = self.table
        session = table.campaign.session
        table.computers = computers
        table.hotseat = HotSeat(people)
        table.curtain_for = None
        table.curtain_first = table.hotseat.shared and not session.ruleset.is_over(session.state)
        table.result_shown = False

    def due(self) -> bool:
        """Whether `next` has something to do, now or once nothing animates, that changes what is shown: not the
        wait before the scene that comes next takes the table's place, which shows the same picture all along (the
        window rests meanwhile, and its looks at the scene count the time it waited: game.app.rest)."""
        session = self.table.campaign.session
        if self.table._next_scene() is not None:
            return False
        if session.ruleset.is_over(session.state):
            return not self.table.result_shown
        return self._computer_to_act() is not None or self._handover() is not None

    def _computer_to_act(self) -> ComputerSeat | None:
        session = self.table.campaign.session
        to_act = session.ruleset.to_act(session.state)
        return self.table.computers.get(to_act) if to_act is not None else None

    def _handover(self) -> int | None:
        """The seat the screen must be handed to now, if any (HotSeat.handover)."""
        table = self.table
        session = table.campaign.session
        return table.hotseat.handover(session.ruleset.to_act(session.state), table.viewer, table.curtain_first)

    def next(self, dt: float) -> None:
        """Nothing is animating: hand the table over to the scene that comes next, show the result (once), let a
        computer play, or hand the screen over."""
        table = self.table
        session = table.campaign.session
        rules = session.ruleset
        coming = table._next_scene()
        self.handing_over = self.handing_over + dt if coming is not None else 0.0
        if coming is not None:
            if self.handing_over >= HAND_OVER:
                table._close()
                table.outcome = Replace(coming())
            return
        if rules.is_over(session.state):
            result = None if table.result_shown else table._result()
            table.result_shown = True
            if result is not None:
                table.outcome = Push(result)
            return
        computer = self._computer_to_act()
        if computer is not None:
            command = computer.poll(rules, session.view(computer.seat), dt)
            if command is not None and not table.submit(command):
                fallback = session.legal(computer.seat)
                if fallback:
                    table.submit(table.seats.fallback(fallback))
            return
        seat = self._handover()
        if seat is not None:
            table.curtain_first = False
            table.curtain_for = seat
            if not table.hotseat.curtained:  # the players turned the curtain off: the screen passes at once
                table.resume(READY)
                return
            table.outcome = Push(self._curtain(seat))

    def _curtain(self, seat: int) -> CurtainScene:
        """The curtain for `seat`, with the news of all it may know that happened since its own last command."""
        table = cast(SharedTable, self.table)  # a table whose screen is handed over: several people share it
        session = table.campaign.session
        score, prompt = table._curtain_words(session.view(seat), seat)
        others = [table.names[other] for other in table.hotseat.others(seat)]
        return CurtainScene(table.ctx, table.names[seat], others, table._seat_colour(seat),
                            since_last_turn(session, seat), score, prompt, kept_words(table.campaign.autosave))

    def answered(self, value: object) -> bool:
        """The curtain's Ready takes the screen for the seat it was down for: True when `value` was that answer."""
        table = self.table
        if value == READY and table.curtain_for is not None:
            table._take_screen(table.curtain_for)
            return True
        return False

    def take_screen(self, seat: int) -> None:
        """Only behind the curtain does the screen change hands: the table shows `seat`'s view afresh."""
        table = cast(SharedTable, self.table)  # several people share its screen
        table.campaign.seat = seat
        table.curtain_for = None
        table.shown.read()
        table.hint.dismiss()  # the hint was the last person's
        table.timeline.reset(table.campaign.state)
        table.drag, table.hovered = None, None
        table._forget_seat()
        table._caught_up()  # the log told the last person what only they may know: read again for this one
        for sprite in table.sprites.sprites():
            sprite.kill()
        table.by_key.clear()
        table._sync(snap=True)
        table.buttons = table._buttons()

    def cancel(self) -> None:
        """Leaving the table: the computers' decisions under way are forgotten."""
        for computer in self.table.computers.values():
            computer.cancel()

    def rematch(self) -> Replace:
        """A fresh table for the same seats, in this one's place (asked by the result the table showed)."""
        return Replace(cast(SharedTable, self.table)._rematch())
