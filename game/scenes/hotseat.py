"""Several people at one screen: when the screen must change hands behind the privacy curtain.

Whatever the game, the screen shows one seat's view at a time. Whenever the decision the game waits for belongs to
a person other than the one in front of the screen (the next turn, or a seat that must answer out of turn: a
defender, a player whose set is attacked), the curtain comes down first and names that person; only once it is
clicked away does the screen show their view. A computer's seat never takes the screen.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HotSeat:
    people: frozenset[int]  # the seats played by people at this screen
    curtain: bool = True  # whether the curtain is shown between people (it may be turned off by the players)

    @property
    def shared(self) -> bool:
        """Two or more people share the screen: hands must be hidden between them."""
        return self.curtain and len(self.people) > 1

    def handover(self, to_act: int | None, viewer: int, first: bool = False) -> int | None:
        """The seat the screen must be handed to behind the curtain now, or None. `first`: the table has just been
        opened (or resumed), and nobody has yet claimed the screen."""
        if not self.shared or to_act is None or to_act not in self.people:
            return None
        return to_act if (to_act != viewer or first) else None

    def others(self, seat: int) -> list[int]:
        """The people who must look away while `seat` takes the screen."""
        return sorted(self.people - {seat})
