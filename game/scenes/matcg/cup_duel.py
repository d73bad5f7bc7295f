"""A tournament's match at the duel table: the two entrants' seats (a person, or the computer at its level) with
their names and decks, the duel of the match's seed (or the match as it was saved: game.files.matcg.cup_match).
A match with a person in it is saved after every command in the match's own file; every match played here is
concluded when it ends (copied for Replays; with a person at it, kept in the duel records). At the end its result
offers only the way back.

The match is a part the duel table holds (game.scenes.tournament_match.TournamentMatch, its `tournament`: watched at
speed, and the way back to the director), not a table of its own: `cup_table` sets the duel table for it."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import Session
from game.engine.tournament import Match
from game.files.matcg.cup import Cup
from game.files.matcg.cup_match import MatchCampaign, match_session, played, seating_for
from game.play.campaign import Campaign
from game.scenes.base import Pop, Result
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.result import DuelResultScene
from game.scenes.result import MENU
from game.scenes.tournament_match import TournamentMatch
from game.ui.widgets import Button

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
    table = DuelTableScene(ctx, campaign, seating, lambda table: TournamentMatch(table, match, watching, played,
                                                                                 lambda: _result(table)))
    if watching:
        for computer in table.computers.values():
            computer.pause = WATCH_PAUSE
    return table


def _result(table: DuelTableScene) -> DuelResultScene:
    """The duel's result, with one way on: back to the tournament."""
    people = table.seating.people
    return CupResultScene(table.ctx, table.campaign.session, table.viewer, table.names,
                          next(iter(people)) if len(people) == 1 else None)
