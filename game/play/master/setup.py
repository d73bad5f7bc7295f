"""The choices a match of Master starts with, as its set-up makes them: 2 to 6 seats, each a person (named) or the
computer at a level offered, and the number of rounds. They open as the last match started left them (game.files.
setups), as far as that still holds, and are kept for the next time a match starts."""

from __future__ import annotations

from dataclasses import replace

from game.files import kinds, setups
from game.files import names as naming
from game.files.master.names import MOST_NAME, default_name
from game.files.setups import kept_seat, recalled_seat
from game.words.chairs import COMPUTER, PERSON
from game.words.master.seating import RULESET, Chair, Seating, computer_name

MOST_SEATS = 6


class MatchChoices:
    """Who sits at each of the seats (`chairs`, of which the first `players` play) and how many rounds are played
    (1 to `most_rounds`); a computer's level is one of `levels`, strongest last."""

    def __init__(self, rounds: int, most_rounds: int, levels: list[str]) -> None:
        self.rounds = rounds
        self.most_rounds = most_rounds
        self.levels = levels
        middle = levels[len(levels) // 2]
        self.chairs = [Chair(PERSON, default_name(0))]
        self.chairs += [Chair(COMPUTER, computer_name(seat), middle) for seat in range(1, MOST_SEATS)]
        self.players = 4
        self._recall()

    @property
    def seating(self) -> Seating:
        return Seating(tuple(self.chairs[: self.players]))

    def kind(self) -> str:
        """The kind of table the seats chosen make (game.files.kinds): Continue and the question before replacing are
        of its match in progress, and a match of the other kind stays."""
        return kinds.chosen_kind(RULESET, self.seating.notes())

    def step_rounds(self, step: int) -> None:
        self.rounds = min(self.most_rounds, max(1, self.rounds + step))

    def seat(self, seat: int, kind: str) -> None:
        """`seat` taken by a person (PERSON: the name it had, or the seat's own) or the computer at level `kind`."""
        chair = self.chairs[seat]
        if kind == PERSON:
            self.chairs[seat] = Chair(PERSON, chair.name if not chair.computer else default_name(seat))
        else:
            self.chairs[seat] = Chair(COMPUTER, computer_name(seat), kind)

    def rename(self, seat: int, name: str) -> None:
        self.chairs[seat] = replace(self.chairs[seat], name=name)

    def named(self) -> Seating:
        """The seating, where names that show nothing become the seat's default, and two people never share a
        name."""
        chairs, seen = [], set()
        for seat, chair in enumerate(self.seating.chairs):
            name = naming.shown(chair.name, default_name(seat))  # nothing visible (U+034F alone): the seat's own
            if name in seen:
                name = f"{name} ({seat + 1})"[:MOST_NAME + 4]
            seen.add(name)
            chairs.append(replace(chair, name=name))
        return Seating(tuple(chairs))

    def _recall(self) -> None:
        """The seats, names and rounds of the last match started (game.files.setups), as far as they still hold."""
        kept = setups.remembered(RULESET)
        players, rounds = setups.number(kept, "players"), setups.number(kept, "rounds")
        self.players = players if players is not None and 2 <= players <= MOST_SEATS else self.players
        self.rounds = rounds if rounds is not None and 1 <= rounds <= self.most_rounds else self.rounds
        for seat in range(MOST_SEATS):
            kind, rest = recalled_seat(kept.get(f"seat{seat + 1}", ""), self.levels)
            if kind == PERSON and rest.strip() and rest.isprintable():
                self.chairs[seat] = Chair(PERSON, rest[:MOST_NAME])
            elif kind == COMPUTER:
                self.chairs[seat] = Chair(COMPUTER, computer_name(seat), rest)

    def remember(self, seating: Seating) -> None:
        """The choices a match starts with (`seating`, as named) are the set-up's next time (every seat's, even those
        not playing)."""
        chairs = [*seating.chairs, *self.chairs[len(seating.chairs):]]
        setups.remember(RULESET, {"players": str(self.players), "rounds": str(self.rounds), **{
            f"seat{seat + 1}": kept_seat(chair, chair.name) for seat, chair in enumerate(chairs)}})
