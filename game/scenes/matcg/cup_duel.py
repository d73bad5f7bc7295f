"""A tournament's match at the duel table: the two entrants' seats (a person, or the computer at its level) with
their names and decks, the duel of the match's seed. The table saves nothing of its own (the director saves the
tournament after the match); at the end its result offers only the way back, and the director is handed what
happened: `Played` (the match's number and the seat that won, None for a draw), or None when the table was left
before the end (the match is then played again from its start). Watched, a match between computers is played at
the table at speed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.bouts import sole_winner
from game.campaign import Campaign
from game.engine.core import Session
from game.engine.tournament import Match
from game.rulesets import ruleset
from game.scenes.base import Pop, Result
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.cup import Cup
from game.scenes.matcg.result import PANEL, DuelResultScene
from game.scenes.matcg.seating import COMPUTER, PERSON, Chair, Seating
from game.scenes.result import MENU
from game.ui.widgets import Button

WATCH_PAUSE = 0.25  # seconds between a watched computer's commands (the duel's own pause is 0.7)


@dataclass(frozen=True)
class Played:
    number: int  # the match's number in the tournament
    seat: int | None  # the seat that won, or None for a draw


def seating_for(cup: Cup, match: Match) -> Seating:
    chairs = tuple(Chair(PERSON) if cup.entrants[p].person else Chair(COMPUTER, cup.entrants[p].level)
                   for p in match.players)
    return Seating(chairs, titles=tuple(cup.names[p] for p in match.players))


class CupResultScene(DuelResultScene):
    """The duel's result with one way on: back to the tournament (Enter or Esc)."""

    def __init__(self, ctx: Any, *args: Any):
        super().__init__(ctx, *args)
        self.buttons = [Button("Back to the tournament", (PANEL.centerx - 190, PANEL.bottom - 84, 380, 56),
                               self._menu, primary=True, hotkey="Enter")]

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return Pop(MENU)
        return self.handle_buttons(event)


class CupDuelTable(DuelTableScene):
    def __init__(self, ctx: Any, cup: Cup, match: Match, watch: bool = False):
        seating = seating_for(cup, match)
        session: Session[Any] = Session.new(ruleset(cup.ruleset_id), seed=match.seed, options=cup.options(match))
        session.notes["table"] = seating.notes()
        seat = min(seating.people) if seating.people else 0
        super().__init__(ctx, Campaign(session, autosave=False, seat=seat), seating)
        self.match = match
        if watch:
            for computer in self.computers.values():
                computer.pause = WATCH_PAUSE

    def _result(self) -> DuelResultScene | None:
        people = self.seating.people
        return CupResultScene(self.ctx, self.campaign.state, self.names,
                              next(iter(people)) if len(people) == 1 else None)

    def _menu(self) -> None:
        """Back to the director, with the match's result when it was played to its end."""
        self._close()
        session = self.campaign.session
        over = session.ruleset.is_over(session.state)
        self.outcome = Pop(Played(self.match.number, sole_winner(session.ruleset, session)) if over else None)
