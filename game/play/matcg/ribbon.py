"""The link ribbon of the current combo: each move with its CPT against the LNK of the move before, and how it went
("hit", "blocked", "cancelled", or "" while it waits). Built from the events a seat may see, one at a time, so the
table keeps it as the animations play; and the ribbon a duel table just opened (or resumed) shows."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.engine.core import Event, Session, visible_to
from game.engine.matcg import events as ev
from game.engine.matcg import values as v
from game.engine.matcg.cards import Catalog, printed
from game.engine.matcg.state import MatcgState
from game.play.history import telling
from game.words.matcg.telling import HistoryWords


@dataclass(frozen=True)
class Link:
    card: str
    cpt: int | None  # None: the guard a counter-attack follows (the first move of its combo)
    need: int | None  # the LNK of the move before, which this CPT had to reach
    lnk: int
    result: str = ""  # "hit", "blocked", "cancelled", or "" while it waits


@dataclass(frozen=True)
class Ribbon:
    seat: int = -1  # whose combo
    links: tuple[Link, ...] = ()
    ended: str = ""  # why the combo ended; "" while it goes on

    def add(self, event: Event | None, catalog: Catalog, before: MatcgState) -> Ribbon:
        """The ribbon after an event, with `before` the seat's view just before it."""
        if isinstance(event, ev.AttackPlayed):
            move = printed(catalog, event.card)
            lnk = v.lnk(catalog, before, event.card)
            cpt = getattr(move, "cpt", None)
            if event.kind == "link" and self.links:
                return replace(self, links=self.links + (Link(event.card, cpt, self.links[-1].lnk, lnk),))
            if event.kind == "counter" and before.guard is not None:
                guard = Link(before.guard, None, None, v.lnk(catalog, before, before.guard), "blocked")
                return Ribbon(event.seat, (guard, Link(event.card, cpt, guard.lnk, lnk)))
            return Ribbon(event.seat, (Link(event.card, cpt, None, lnk),))
        if isinstance(event, ev.AttackResolved) and self.links:
            return self._last("hit" if event.damage else "blocked")
        if isinstance(event, ev.AttackCancelled | ev.CardCancelled) and self.links and \
                self.links[-1].card == getattr(event, "card", None):
            return self._last("cancelled")
        if isinstance(event, ev.ComboEnded) and self.links:
            return replace(self, ended=event.reason)
        if isinstance(event, ev.TurnBegan):
            return Ribbon()
        return self

    def _last(self, result: str) -> Ribbon:
        return replace(self, links=self.links[:-1] + (replace(self.links[-1], result=result),))


def turn_ribbon(session: Session[Any], seat: int, words: HistoryWords) -> Ribbon:
    """The current combo's ribbon as `seat` may know it, what a table just opened (or resumed) shows: it begins anew
    with each turn, so it is built from the current turn's events alone, read from the game's telling kept for the seat
    (game.play.history), which the table's news and its History share."""
    rules: Any = session.ruleset
    told = telling(session, seat, words)
    state, ribbon = told.turn_state, Ribbon()
    for event in told.turn_events:
        if visible_to(event, seat):
            ribbon = ribbon.add(event, rules.catalog, rules.view(state, seat))
        state = rules.evolve(state, event)
    return ribbon
