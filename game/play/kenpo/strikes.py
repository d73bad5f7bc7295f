"""The waiting strikes the ring shows over the view of the seat at the screen: each seat's attacks on the table, what
each card would score where the fighters stand, and how far the points stand from the arrows the cards print
(game.engine.kenpo.forecast), worked out once per view and seat shown, as every frame asks."""

from __future__ import annotations

from typing import NamedTuple

from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.forecast import strikes_changed, waiting_strikes
from game.engine.kenpo.state import KenpoState


class Strike(NamedTuple):
    """A seat's waiting attacks: the attacker, the points of each card, and how far they stand from the arrows
    printed all together (0: as printed)."""

    attacker: int
    values: list[int]
    change: int


class ShownStrikes:
    """The waiting strikes of the view shown, the other seat's first (drawn under the viewer's)."""

    def __init__(self) -> None:
        self._of: tuple[KenpoState, int, list[Strike]] | None = None

    def of(self, catalog: Catalog, view: KenpoState, viewer: int) -> list[Strike]:
        if self._of is None or self._of[0] is not view or self._of[1] != viewer:
            found = []
            for attacker in (1 - viewer, viewer):
                strikes = waiting_strikes(catalog, view, attacker)
                if strikes:
                    found.append(Strike(attacker, [points for _, points in strikes],
                                        strikes_changed(catalog, view, attacker)))
            self._of = (view, viewer, found)
        return self._of[2]
