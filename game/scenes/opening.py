"""Whose view a table for several seats opens on, whatever the game, and the screen's handle on its match."""

from __future__ import annotations

from typing import Any, Protocol

from game.engine.core import Session
from game.play.campaign import Campaign
from game.scenes.context import Context


class Seats(Protocol):
    @property
    def people(self) -> frozenset[int]:
        """The seats played by people at this screen."""
        ...


def first_viewer(session: Session[Any], seating: Seats) -> int:
    """Whose view the screen opens on: the one person at the table, else the seat to act if it is a person's,
    else the first person (whose hand stays hidden until the curtain names someone)."""
    people = sorted(seating.people)
    to_act = session.ruleset.to_act(session.state)
    if len(people) == 1:
        return people[0]
    if to_act in seating.people:
        return int(to_act)
    return people[0] if people else 0


def campaign_for(ctx: Context, session: Session[Any], seating: Seats, seat: int | None = None) -> Campaign:
    """The screen's handle on a match: `seat`'s view, else the first viewer's."""
    viewer = first_viewer(session, seating) if seat is None else seat
    return Campaign(session, autosave=ctx.autosave, seat=viewer)
