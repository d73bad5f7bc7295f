"""The choices of a Kenpo Masters set-up (game.scenes.kenpo.setup): who sits at each of the two seats (Yellow, then
Red), a person by the name typed or the computer at a level; the last ones a duel was started with, recalled as far
as they still hold (game.files.setups), and the table they make: hot-seat for two people, versus the computer for
one."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.files import kinds, setups
from game.files.kenpo.names import COLOUR_NAMES, MOST_NAME, called, named, seat_name
from game.files.setups import kept_seat, recalled_seat
from game.words.chairs import COMPUTER, PERSON, Chair
from game.words.kenpo.seating import HOTSEAT, OPEN, VERSUS, Table, offered_levels

FAMILY = "kenpo"


@dataclass
class DuelChoices:
    levels: list[str]  # the computer's levels offered
    chairs: list[Chair]  # Yellow's, then Red's: a person's by the name typed (empty: the colour), or "Computer"
    names: list[str]  # as typed at each seat, kept while a computer sits there

    @classmethod
    def recalled(cls) -> DuelChoices:
        """The choices the last duel was started with, each left at its default where what is kept no longer holds
        (a person at Yellow against the computer at the middle level, no names). Kept from before the seats were
        (`level`, `human`: the computer's level and the player's colour), they seat the player and the computer."""
        levels = offered_levels()
        kept = setups.remembered(FAMILY)
        names = [kept.get(colour.lower(), "")[:MOST_NAME] for colour in COLOUR_NAMES]
        chosen = cls(levels, [], names)
        level = kept["level"] if kept.get("level") in levels else levels[len(levels) // 2]
        defaults = (level, PERSON) if kept.get("human") == "1" else (PERSON, level)
        for seat, default in enumerate(defaults):
            kind, rest = recalled_seat(kept.get(f"seat{seat + 1}", ""), levels)  # rest: a computer's level
            chosen.seat(seat, rest if kind == COMPUTER else kind or default)
        return chosen

    def seat(self, seat: int, kind: str) -> None:
        """`seat` taken by a person (PERSON: by the name typed there) or the computer at level `kind`."""
        chair = Chair(PERSON, self.names[seat]) if kind == PERSON else Chair(COMPUTER, "Computer", kind)
        self.chairs[seat:seat + 1] = [chair]

    def rename(self, seat: int, name: str) -> None:
        self.names[seat] = name
        self.chairs[seat] = replace(self.chairs[seat], name=name)

    def shown(self) -> list[Chair]:
        """The chairs as the set-up's rows show them: a person's by the name typed, or the seat's colour."""
        return [replace(chair, name=chair.name or seat_name(seat)) if not chair.computer else chair
                for seat, chair in enumerate(self.chairs)]

    def table(self) -> Table:
        """The table the seats make: hot-seat for two people (by the names typed), versus the computer for one (the
        player by the name typed), and for none an open table, which is not started."""
        people = [seat for seat, chair in enumerate(self.chairs) if not chair.computer]
        if len(people) == 2:
            return Table(HOTSEAT, players=named(self.names))
        if not people:
            return Table(OPEN)
        human = people[0]
        return Table(VERSUS, self.chairs[1 - human].level, human, called([self.names[human]]))

    def kind(self) -> str:
        """The kind of table the seats make (game.files.kinds): Continue and the question before replacing are of its
        duel in progress, and a duel of the other kind stays."""
        return kinds.chosen_kind(FAMILY, self.table().notes())

    def remember(self) -> None:
        """Kept for the next set-up, as a duel starts."""
        setups.remember(FAMILY, {**{f"seat{seat + 1}": kept_seat(chair) for seat, chair in enumerate(self.chairs)},
                                 **{colour.lower(): name.strip() for colour, name in zip(COLOUR_NAMES, self.names,
                                                                                         strict=True)}})
