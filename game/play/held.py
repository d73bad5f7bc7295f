"""What a card held at a table may target, whatever the game, worked out once per moment: the lights, the forecast
and the keyboard's places ask for it several times a frame while a card is carried (and a table works it out ahead of
a pick-up), and a family's rules work it out from the view shown and the legal commands of the seat at the screen
(with the Army of One's ten seats, each time took a third of the frame)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

Found = TypeVar("Found")


class HeldTargets(Generic[Found]):
    """Each card's answer (its targets, or its squares with their forecasts), kept while the moment lasts: the same
    view and legal commands (compared by identity: the game moving on makes both anew) and the same `also`, whatever
    else the answer reads (compared by value: Master's card laid to wait for its partner)."""

    def __init__(self) -> None:
        self._moment: tuple[object, object, Hashable] | None = None
        self._found: dict[str, Found] = {}

    def get(self, view: object, legal: object, card: str, work: Callable[[], Found], also: Hashable = None) -> Found:
        """`card`'s answer at the moment of `view`, `legal` and `also`: `work()`, the first time it is asked."""
        moment = self._moment
        if moment is None or moment[0] is not view or moment[1] is not legal or moment[2] != also:
            self._moment, self._found = (view, legal, also), {}
        if card not in self._found:
            self._found[card] = work()
        return self._found[card]
