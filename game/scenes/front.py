"""A game's face in the program: what the menu, Continue, Records, the start-up check, the screenshot tool and the
bench ask of a game's scenes, so that none of them knows a game by name.

Each family's `game.scenes.<family>` package holds `FRONT`, a `Front`. Its module stays light (the menu reads it
before any table is opened): the scenes it opens are imported when they are first needed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from game.scenes.in_progress import InProgress  # in a light module of its own: the menu's first frame reads it

if TYPE_CHECKING:
    import pygame

    from game.campaign import Campaign
    from game.context import Context
    from game.engine.core import Event, Session
    from game.history import Words
    from game.scenes.base import Scene, Stack
    from game.scenes.lesson import Lesson
    from game.scenes.rig import RigMaker
    from game.ui.sketch import Figure


@dataclass(frozen=True)
class Billing:
    """A finished game as the Replays list names it: each seat's name ("You", "Computer (Hard)", a tournament
    entrant's name) and, when there is one, what the game was ("Championship of 8, Final")."""

    names: tuple[str, ...]
    occasion: str = ""


class ShotError(Exception):
    """A picture `screenshot` cannot take as asked (a scene or a seat the game does not have, a moment the game never
    comes to), in words for the player."""


@dataclass(frozen=True)
class ShotRequest:
    """What `screenshot` asks for: a scene of a game started with `seed`, after `steps` commands chosen by the
    strongest bot of each seat to act, as `seat` sees it, drawn on `surface`; at a table of `players` seats where the
    game has several (None: the fewest its first mode allows)."""

    ctx: Context
    surface: pygame.Surface
    ruleset_id: str
    seed: int
    steps: int
    seat: int
    players: int | None = None


# A screenshot scene: builds the scene, plays it to the moment the picture shows (it may draw on the surface to
# lay the scene out first), and gives the stack the tool draws and saves.
Shot = Callable[[ShotRequest], "Stack"]


@dataclass(frozen=True)
class RecordRow:
    label: str
    value: str
    rate: float | None = None  # drawn as a bar when given


@dataclass(frozen=True)
class RecordSection:
    heading: str
    rows: tuple[RecordRow, ...]
    empty: str  # what the section says before anything is recorded


V = TypeVar("V")
C = TypeVar("C", covariant=True)


class Catalogued(Protocol[C]):
    """A ruleset as a game's words read it: its card catalog (the shipped one, or the one a save was played with)."""

    @property
    def catalog(self) -> C: ...


class Later(Mapping[str, V], Generic[V]):
    """A mapping made the first time it is read, by `make` (which imports the module that holds it): a front's
    screenshot scenes and figures, whose modules the menu's first frame does without."""

    def __init__(self, make: Callable[[], Mapping[str, V]]) -> None:
        self._make = make

    def _made(self) -> Mapping[str, V]:
        return self._make()

    def __getitem__(self, name: str) -> V:
        return self._made()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._made())

    def __len__(self) -> int:
        return len(self._made())


class Watch(Protocol):
    """A game's table over a replayed game (game.scenes.replay), taking no input."""

    @property
    def scene(self) -> Scene:
        """The table."""
        ...

    @property
    def busy(self) -> bool:
        """Still showing the last command."""
        ...

    def update(self, dt: float) -> None: ...

    def forward(self, before: Any, events: list[Event]) -> None:
        """One command on, animated; `before` is the real state before it."""
        ...

    def jump(self) -> None:
        """Anywhere else, shown at once."""
        ...


@dataclass(frozen=True)
class Front:
    """A family's face in the program. Every facet is given: a game without one says None (or, for a collection,
    an empty one), so that what a game offers is read from its front, never probed for."""

    title: str  # the family's name on the menu
    short: str  # its tab on the Rules and Records screens
    levels: Mapping[str, tuple[str, ...]]  # its Tiled maps (levels/<name>.tmx) and the zones its scenes ask for
    # imports, in the window's background once the menu is shown, its scenes, lessons, figures, records and bots,
    # each of which would otherwise stall the first click that needs it
    warm: Callable[[], None]
    shots: Mapping[str, Shot]  # its screenshot scenes by name, its table first (CONTRACTS.md: names once released stay)
    # the scene the menu opens to start a game of this family (a choice of hero, a set-up)
    open: Callable[[Context], Scene]
    in_progress: Callable[[], list[InProgress]]  # the games of this family saved in the middle, newest first
    # the scene showing the saved game of a ruleset id, or None; and a notice for the player
    resume: Callable[[Context, str], tuple[Scene | None, str | None]]
    # a game of this family has just ended: keep what Records shows of it; gives a notice, or None. With `records`
    # (what Records shows of the family, and a notice, a damaged record book set aside, or None): a game that keeps
    # no records has neither
    finished: Callable[[Session[Any]], str | None] | None
    records: Callable[[Context], tuple[list[RecordSection], str | None]] | None
    # the name of the effect (game.ui.sound.EFFECTS) an engine event plays for the player of a seat, or None
    cue: Callable[[Event, int], str | None] | None
    # the figures its rules book places with `![figure: NAME] Caption` lines (game.scenes.rules), by name
    figures: Mapping[str, Figure]
    lessons: tuple[str, ...]  # the rulesets its lesson teaches (none: no Tutorial), with the lesson of each
    lesson: Callable[[Context, str], Lesson] | None
    # its words for one seat (rules, the save's notes, seats, viewer): its history panel and its replays' lines
    history: Callable[[Catalogued[Any], dict[str, Any], int, int], Words] | None
    # its table over a replayed game; without it a game is replayed as its history in words
    watch: Callable[[Context, Campaign], Watch] | None
    # the Billing of a finished game from its save's notes and seats (read from a file: anything unreadable gives
    # the names of an unknown table, never an error); without it a game is listed with "Seat 1", "Seat 2", ...
    billing: Callable[[dict[str, Any], int], Billing] | None
    own_players: frozenset[str]  # screenshot scenes whose `--players` counts something of their own (entrants)
    # a screenshot scene that waits for a search in the thinking process (the packaged build's smoke check takes
    # it, to see that process start)
    thinking_shot: str | None
    # the bench's scripted scenes (game.tools.bench.rigs), and a whole game played by the strongest bot through
    # its scenes for the bench's memory session (ctx, surface, seed, max_commands, frames)
    rigs: Mapping[str, RigMaker]
    walk: Callable[[Context, pygame.Surface, int, int, int], None] | None
