"""A tournament's match at the duel table: the two entrants' seats (a person, or the computer at its level) with
their names and decks, the duel of the match's seed (or the match as it was saved: game.files.matcg.cup_match).
A match with a person in it is saved after every command in the match's own file; every match played here is
concluded when it ends (copied for Replays; with a person at it, kept in the duel records). At the end its result
offers only the way back, and the director is handed what happened: `Played` (game.play.tournament), or None
when the table was left before the end (a person's match is then continued where it
was; a watched one starts again).

Watched, a match between computers is played at the table at speed, with the replay's controls (game.scenes.pace):
Pause and Play (Space), 1x, 2x or 4x (1, 2, 4), and Skip to the end, which hands the director the match so far
(`Skipped`) to be played on in the thinking process.

The match is a part the duel table holds (CupMatch, its `tournament`: game.scenes.matcg.board.DuelMatch), not a
table of its own: `cup_table` sets the duel table for it."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.engine.core import Session
from game.engine.tournament import Match
from game.files.matcg.cup import Cup
from game.files.matcg.cup_match import MatchCampaign, match_session, played, seating_for
from game.play.campaign import Campaign
from game.play.tournament import Skipped
from game.scenes.base import Pop, Result
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.result import DuelResultScene
from game.scenes.pace import SPEED_KEYS, faster, speed_button
from game.scenes.result import MENU
from game.ui.widgets import Button
from game.words.matcg.seating import Seating

WATCH_PAUSE = 0.25  # seconds between a watched computer's commands at 1x (the duel's own pause is 0.7)


class CupResultScene(DuelResultScene):
    """The duel's result with one way on, back to the tournament (Enter or Esc), and its Replay (R)."""

    def __init__(self, ctx: Any, *args: Any):
        super().__init__(ctx, *args)
        top, centre = self.panel.bottom - 72, self.panel.centerx
        self.buttons = [Button("Back to the tournament", (centre - 300, top, 380, 56), self._menu, primary=True,
                               hotkey="Enter"),
                        Button("Replay", (centre + 100, top, 200, 56), self._replay, hotkey="R")]

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return Pop(MENU)
        return super().handle(event)


class MatchTable(Protocol):
    """What CupMatch reads of the duel table, and the outcome it asks of the stack."""

    ctx: Any
    campaign: Campaign
    seating: Seating
    names: tuple[str, ...]
    zones: dict[str, pygame.Rect]
    buttons: list[Button]
    outcome: Result

    @property
    def viewer(self) -> int: ...

    def _buttons(self) -> list[Button]: ...

    def _close(self) -> None:
        """Leaving the table: a decision under way is forgotten."""


class CupMatch:
    """A tournament's match at the duel table (game.scenes.matcg.board.DuelMatch): watched at speed when only
    computers play, ended by going back to the director."""

    def __init__(self, table: MatchTable, match: Match, watching: bool) -> None:
        self.table = table
        self.match = match
        self.watching = watching
        self.speed, self.paused = 1, False

    # ----- watching at speed ---------------------------------------------------------------------

    def buttons(self, buttons: list[Button]) -> list[Button]:
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
        if self.watching and event.key == pygame.K_SPACE:
            self._pause()
        elif self.watching and event.key in SPEED_KEYS:
            self._set_speed(SPEED_KEYS[event.key])
        else:
            return False
        return True

    def pace(self, dt: float) -> float:
        if self.watching:
            return 0.0 if self.paused else dt * self.speed
        return dt

    def halted(self) -> bool:
        return self.watching and self.paused

    # ----- the end -------------------------------------------------------------------------------

    def result(self) -> DuelResultScene | None:
        table = self.table
        people = table.seating.people
        return CupResultScene(table.ctx, table.campaign.session, table.viewer, table.names,
                              next(iter(people)) if len(people) == 1 else None)

    def leave(self) -> None:
        """Back to the director, with the match's result when it was played to its end."""
        table = self.table
        table._close()
        session = table.campaign.session
        over = session.ruleset.is_over(session.state)
        table.outcome = Pop(played(self.match.number, session) if over else None)


def cup_table(ctx: Any, cup: Cup, match: Match, watch: bool = False, session: Session[Any] | None = None
              ) -> DuelTableScene:
    """The duel table of the tournament's `match` (as it was saved: `session`); `watch`: a match between computers
    watched at speed."""
    seating = seating_for(cup, match)
    session = session or match_session(cup, match)
    seat = min(seating.people) if seating.people else 0
    watching = watch and not seating.people
    campaign = (MatchCampaign(session, seat, saving=bool(seating.people)) if ctx.autosave
                else Campaign(session, autosave=False, seat=seat))
    table = DuelTableScene(ctx, campaign, seating, lambda table: CupMatch(table, match, watching))
    if watching:
        for computer in table.computers.values():
            computer.pause = WATCH_PAUSE
    return table
