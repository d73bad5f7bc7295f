"""Several people at one screen: when the screen must change hands behind the privacy curtain.

Whatever the game, the screen shows one seat's view at a time. Whenever the decision the game waits for belongs to
a person other than the one in front of the screen (the next turn, or a seat that must answer out of turn: a
defender, a player whose set is attacked), the curtain comes down first and names that person; only once it is
clicked away does the screen show their view. A computer's seat never takes the screen. With the curtain turned
off in Settings, the screen passes straight to the person the game waits for.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.files import settings


@dataclass(frozen=True)
class HotSeat:
    people: frozenset[int]  # the seats played by people at this screen
    curtain: bool | None = None  # whether the curtain is shown between people; None: as the player's settings say

    @property
    def curtained(self) -> bool:
        """The curtain comes down between people (the players may turn it off in Settings, at once)."""
        return settings.current().curtain if self.curtain is None else self.curtain

    @property
    def shared(self) -> bool:
        """Two or more people share the screen behind the curtain: hands must be hidden between them."""
        return self.curtained and len(self.people) > 1

    def handover(self, to_act: int | None, viewer: int, first: bool = False) -> int | None:
        """The seat the screen must be handed to now, or None: behind the curtain when `curtained`, else straight
        away. `first`: the table has just been opened (or resumed), and nobody has yet claimed the screen."""
        if len(self.people) < 2 or to_act is None or to_act not in self.people:
            return None
        return to_act if (to_act != viewer or first) else None

    def others(self, seat: int) -> list[int]:
        """The people who must look away while `seat` takes the screen."""
        return sorted(self.people - {seat})
