"""The choices of a Kenpo Masters set-up (game.scenes.kenpo.setup): the computer's level and the colour its player
takes, and the names the hot-seat players typed; the last ones a duel was started with, recalled as far as they
still hold (game.files.setups), and the table each kind of duel is started at."""

from __future__ import annotations

from dataclasses import dataclass

from game.files import setups
from game.words.kenpo.seating import COLOUR_NAMES, HOTSEAT, MOST_NAME, VERSUS, Table, named, offered_levels

FAMILY = "kenpo"


@dataclass
class DuelChoices:
    levels: list[str]  # the computer's levels offered
    level: str
    human: int = 0  # the seat (colour) the player takes against the computer
    names: tuple[str, str] = ("", "")  # as typed for the hot-seat seats (empty: the colour)

    @classmethod
    def recalled(cls) -> DuelChoices:
        """The choices the last duel was started with, each left at its default where what is kept no longer holds
        (the middle level, Yellow, no names)."""
        levels = offered_levels()
        kept = setups.remembered(FAMILY)
        level = kept["level"] if kept.get("level") in levels else levels[len(levels) // 2]
        human = int(kept["human"]) if kept.get("human") in ("0", "1") else 0
        yellow, red = (kept.get(colour.lower(), "")[:MOST_NAME] for colour in COLOUR_NAMES)
        return cls(levels, level, human, (yellow, red))

    def remember(self) -> None:
        """Kept for the next set-up, as a duel starts."""
        setups.remember(FAMILY, {"level": self.level, "human": str(self.human), **{
            colour.lower(): name.strip() for colour, name in zip(COLOUR_NAMES, self.names, strict=True)}})

    def hotseat(self) -> Table:
        return Table(HOTSEAT, players=named(list(self.names)))

    def versus(self) -> Table:
        return Table(VERSUS, self.level, self.human)
