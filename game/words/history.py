"""A game's history in words: what each family's `history` (in game.words.<family>, joined to the program by the
registry: game.games.Game.history) gives the history panel, the replay and the table's news, and what they read.
Pure: no pygame, no file, no clock. (game.play.history walks a log and hands the words only what a seat may know.)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from game.engine.core import Event

C = TypeVar("C", covariant=True)

WATCHED = "watched"  # in a game's notes, True while it is watched again (a replay): nobody at its table is told "you"


class Catalogued(Protocol[C]):
    """A ruleset as a game's words read it: its card catalog (the shipped one, or the one a save was played with)."""

    @property
    def catalog(self) -> C: ...


class Words(Protocol):
    """A game's words for its events, as one seat (fixed when made) may know them, and the seats' names. Words that
    would say the same compare equal (a frozen dataclass): a game told is kept only while its words are equal.
    Optional: `revealed(state, viewer) -> list[str]`, what the other seats held, told once the game is over;
    `reads_views = False` for words whose `tell` reads neither view (it is then handed None for both, and no view
    is made); `laid(view) -> list[str]`, what the seat has set out at a view, for the coach to tell a plan of several
    commands (the campaign's combos) against the one the seat made; `awaited(view) -> list[str]`, what is under way
    at a view and waits for a seat's answer (Master's steal), said as under way: never a line of the history, but
    shown after the news while it waits (the table's log, the curtain, the History, the coach's move)."""

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names."""
        ...

    def tell(self, event: Event, before: Any, after: Any) -> list[str]:
        """Lines about an event the seat may see; `before` and `after` are the seat's views around it."""
        ...

    def turn_begins(self, event: Event) -> bool:
        """Whether the event opens a turn (the replay's timeline jumps from one to the next)."""
        ...


def still_held(hands: Sequence[Sequence[str]], viewer: int, names: Sequence[str],
               name_of: Callable[[str], str]) -> list[str]:
    """The usual `revealed` lines: what each seat but `viewer` still held ("Red held Jab, Shin Block.")."""
    lines = []
    for seat, hand in enumerate(hands):
        if seat != viewer:
            held = ", ".join(name_of(card) for card in hand)
            lines.append(f"{names[seat]} held {held or 'no cards'}.")
    return lines
