"""The seats of a table whose seats are the chairs of a seating: people and computers in any mix, or nobody at all
(an open table only watches: the screenshots, a replay). Whatever the game, a shared screen shows no hand until a
person has taken it, nor once the game is over; the person at the screen acts only when the game waits for them, no
curtain is down and the table shows it is their turn (another seat's command has played out on it); their own
commands may be taken back (game.scenes.undoing).

A part the table holds as its `seats` (`Chairs(table, seating)`, game.scenes.turns.Seats), reading the table
through `ChairedTable`: it sits the seating's computers and people (`seat`), and of the table sets only `claimed`
and, as the screen changes hands, `hand_first`.
What a table's talk reads of it, the seats among it, is declared here once (`Talking`).
"""

from __future__ import annotations

from typing import Any, Protocol

from game.engine.core import Command
from game.play.campaign import Campaign
from game.scenes.computer import ComputerSeat
from game.scenes.glide import Glide
from game.scenes.hotseat import HotSeat
from game.scenes.turns import Turns
from game.scenes.undoing import UndoRedo
from game.ui.shown_table import Cards, ShownTable, View


class ChairedTable(Protocol):
    """What Chairs reads of the table, and the two things it sets (`claimed`, `hand_first`)."""

    campaign: Campaign
    turns: Turns
    undo: UndoRedo
    glide: Glide
    timeline: Any  # the beats still to show (game.ui.timeline.Timeline)
    played_by: int | None  # the seat whose command the table played last: the beats still to show are its
    computers: dict[int, ComputerSeat]
    hotseat: HotSeat
    curtain_for: int | None
    claimed: bool  # a person has taken the screen
    hand_first: int  # the first card of the hand's row shown

    @property
    def names(self) -> tuple[str, ...]:
        """Each seat's name (read only: a table of two may name its pair)."""
        ...

    @property
    def state(self) -> Any:
        """The shown view (its `over`)."""
        ...

    @property
    def viewer(self) -> int: ...


class Chairs:
    """Who sits in each chair, and what that lets the person at the screen see and do."""

    def __init__(self, table: ChairedTable, seating: Any) -> None:
        self.table = table
        self.seating = seating  # its `people`, `computers` (by seat, each at its level), `open` and `names`

    def seat(self) -> None:
        """The seating's computers (each at its level, on a seed of its own) and people sit down."""
        table = self.table
        session = table.campaign.session
        seed = session.seed
        table.turns.sit({seat: ComputerSeat(session.ruleset.id, seat, level, seed + seat)
                         for seat, level in self.seating.computers.items()}, self.seating.people)
        table.claimed = not table.hotseat.shared  # a shared screen shows no hand until someone takes it

    def hide_hand(self) -> bool:
        """On a shared screen, no hand shows until a person has taken the screen, nor once the game is over."""
        if self.seating.open:
            return False
        table = self.table
        return table.hotseat.shared and (not table.claimed or table.state.over)

    def acting(self) -> bool:
        """The person at the screen may act now: the game waits for them, and the table shows it does (the beats of
        another seat's command, a computer's or a lesson's answer, have played out; their own may still play)."""
        table = self.table
        session = table.campaign.session
        return (session.ruleset.to_act(session.state) == table.viewer and table.viewer in self.seating.people
                and not self.hide_hand() and table.curtain_for is None
                and not (table.timeline.busy and table.played_by != table.viewer))

    def mine(self, seat: int) -> bool:
        """`seat` is the person at the screen, who may see their own hand."""
        return seat == self.table.viewer and seat in self.seating.people and not self.hide_hand()

    def thinking(self, state: Any = None) -> str | None:
        """The name of the computer the game waits for, if it waits for one: in `state` (a moment still being shown)
        when given, else in the game as it stands."""
        table = self.table
        session = table.campaign.session
        to_act = session.ruleset.to_act(session.state if state is None else state)
        return table.names[to_act] if to_act in table.computers else None

    def fallback(self, legal: list[Command]) -> Command:
        return legal[-1]

    def forget(self) -> None:
        """The person at the screen has left it: the next has taken it, with nothing of theirs to undo, their hand's
        row shown from its first card, and the cards that were gliding away are gone."""
        table = self.table
        table.claimed = True
        table.hand_first = 0
        table.undo.forget()
        table.glide.leaving.clear()


class Talking(ShownTable[View, Cards], Protocol):
    """What a table's talk (its status line, its turn panel, the Hint's words) reads of it, whatever the game: the
    game in play, who sits where by name and by chair (whose turn is the screen's, which computer thinks), and what
    the seat at the screen may do now; it changes none of it."""

    campaign: Campaign
    names: tuple[str, ...]
    seats: Chairs

    def _legal(self) -> list[Command]: ...
