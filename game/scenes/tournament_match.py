"""A tournament's match at a game's table: a part the table holds (its `tournament`), made by the game for a match of
the director's (game.scenes.director). It adds to the table its own buttons and keys, the pace of a watched match,
its result and the way back to the director, which is handed what happened: `Played` (game.play.tournament), or None
when the table was left before the end (a person's match is then continued where it was; a watched one starts
again).

Watched, a match between computers is played at the table at speed, with the replay's controls (game.scenes.pace):
Pause and Play (Space), 1x, 2x or 4x (1, 2, 4), and Skip to the end, which hands the director the match so far
(`Skipped`) to be played on in the thinking process."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.engine.core import Session
from game.engine.tournament import Match
from game.play.campaign import Campaign
from game.play.tournament import Played, Skipped
from game.scenes.base import Pop, Result, Scene
from game.scenes.pace import SPEED_KEYS, faster, speed_button
from game.ui.widgets import Button


class MatchTable(Protocol):
    """What TournamentMatch reads of the table, and the outcome it asks of the stack."""

    campaign: Campaign
    zones: dict[str, pygame.Rect]
    buttons: list[Button]
    outcome: Result

    def _buttons(self) -> list[Button]: ...

    def _close(self) -> None:
        """Leaving the table: a decision under way is forgotten."""


class TournamentMatch:
    """A tournament's match at a table, watched at speed when only computers play (`watching`), ended by going back
    to the director; `played` tells a finished match's result, `result` makes the scene that tells how it ended."""

    def __init__(self, table: MatchTable, match: Match, watching: bool,
                 played: Callable[[int, Session[Any]], Played], result: Callable[[], Scene | None]) -> None:
        self.table = table
        self.match = match
        self.watching = watching
        self.played = played
        self.result = result
        self.speed, self.paused = 1, False

    # ----- watching at speed ---------------------------------------------------------------------

    def buttons(self, buttons: list[Button]) -> list[Button]:
        """The table's buttons, with the match's own over them (in the table's "buttons" zone) when it is watched."""
        if not self.watching:
            return buttons
        x, y, w, _ = self.table.zones["buttons"]
        half = (w - 12) / 2
        return [Button("Play" if self.paused else "Pause", (x, y, half, 54), self._pause, primary=True,
                       hotkey="Space"),
                speed_button(self.speed, (x + half + 12, y, half, 54), self._faster),
                Button("Skip to the end", (x, y + 62, w, 54), self._skip_to_end), *buttons]

    def _pause(self) -> None:
        self.paused = not self.paused
        self.table.buttons = self.table._buttons()

    def _faster(self) -> None:
        self._set_speed(faster(self.speed))

    def _set_speed(self, speed: int) -> None:
        self.speed = speed
        self.table.buttons = self.table._buttons()

    def _skip_to_end(self) -> None:
        """The rest of the match is played out in the thinking process while the director shows the tournament."""
        table = self.table
        table._close()
        session = table.campaign.session
        if session.ruleset.is_over(session.state):
            self.leave()
            return
        table.outcome = Pop(Skipped(self.match.number, [list(batch) for batch in session.batches]))

    def key(self, event: pygame.event.Event) -> bool:
        """The match's own keys; True when `event` was one of them."""
        if self.watching and event.key == pygame.K_SPACE:
            self._pause()
        elif self.watching and event.key in SPEED_KEYS:
            self._set_speed(SPEED_KEYS[event.key])
        else:
            return False
        return True

    def pace(self, dt: float) -> float:
        """The seconds a frame of `dt` seconds plays at the match's speed."""
        if self.watching:
            return 0.0 if self.paused else dt * self.speed
        return dt

    def halted(self) -> bool:
        """Paused: no computer plays, not even one whose decision came in after the pause."""
        return self.watching and self.paused

    # ----- the end -------------------------------------------------------------------------------

    def leave(self) -> None:
        """Back to the director, with the match's result when it was played to its end."""
        table = self.table
        table._close()
        session = table.campaign.session
        over = session.ruleset.is_over(session.state)
        table.outcome = Pop(self.played(self.match.number, session) if over else None)
