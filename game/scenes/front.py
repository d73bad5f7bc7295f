"""A game's face in the program: what the menu, Continue, Records, the start-up check, the screenshot tool and the
bench ask of a game's scenes, so that none of them knows a game by name.

Each family's `game.scenes.<family>` package holds `FRONT`, an object of this shape. Its module stays light (the
menu reads it before any table is opened): the scenes it opens are imported when they are first needed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.scenes.in_progress import InProgress  # in a light module of its own: the menu's first frame reads it

if TYPE_CHECKING:
    import pygame

    from game.context import Context
    from game.engine.core import Session
    from game.scenes.base import Scene, Stack


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


class Front(Protocol):
    """Optional parts: `finished` and `records` (a game that keeps no records leaves both out); `cue(event, seat)`,
    the name of the effect (game.ui.sound.EFFECTS) an engine event plays for the player of `seat`, or None (a game
    with no sounds leaves it out); `rigs` (name ->
    maker of a scripted scene the bench times: game.tools.bench.rigs) and `walk(ctx, surface, seed, max_commands,
    frames)`, a whole game played by the strongest bot through its scenes, for the bench's memory session;
    `figures` (name -> maker of a picture at a window scale, window pixels per design pixel), the figures its
    rules book places with `![figure: NAME] Caption` lines (game.scenes.rules); a maker that also tells the
    picture's size without drawing it (`size(scale)`, as a game.ui.sketch.Figure does) lets the page be laid out
    before the figure comes into sight; `lessons` (the ruleset ids it
    teaches) with `lesson(ctx, ruleset_id)`, its lesson (game.scenes.lesson.Lesson): a game without one offers no
    Tutorial; `own_players`, the names of screenshot scenes whose `--players` counts something of their own (a
    tournament's entrants), not the table's seats; `thinking_shot`, the name of a screenshot scene that waits for a
    search in the thinking process (the packaged build's smoke check takes it, to see that process start).

    History and replays (a game without them has no history panel lines and is replayed as its history in words):
    `history(rules, notes, seats, viewer)` gives its words for one seat (game.history.Words), and
    `watch(ctx, campaign)` its table over a replayed campaign (game.replay), taking no input, as an object with
    `scene`, `update(dt)`, `busy` (still showing the last command), `forward(before, events)` (one command on,
    animated; `before` is the real state before it) and `jump()` (anywhere else, shown at once);
    `billing(notes, seats)`, the `Billing` of a finished game from its save's notes (read from a file: anything
    unreadable gives the names of an unknown table, never an error); a game without it is listed with "Seat 1",
    "Seat 2", ..."""

    title: str  # the family's name on the menu
    short: str  # its tab on the Rules and Records screens
    levels: Mapping[str, tuple[str, ...]]  # its Tiled maps (levels/<name>.tmx) and the zones its scenes ask for
    later: tuple[str, ...]  # its modules the window imports in the background once the menu is shown: its scenes,
    # lessons, figures, records and bots, each of which would otherwise stall the first click that needs it
    shots: Mapping[str, Shot]  # its screenshot scenes by name, its table first (CONTRACTS.md: names once released stay)

    def open(self, ctx: Context) -> Scene:
        """The scene the menu opens to start a game of this family (a choice of hero, a set-up)."""
        ...

    def in_progress(self) -> list[InProgress]:
        """The games of this family saved in the middle, newest first."""
        ...

    def resume(self, ctx: Context, ruleset_id: str) -> tuple[Scene | None, str | None]:
        """The scene showing the saved game of `ruleset_id`, or None; and a notice for the player."""
        ...

    def finished(self, session: Session[Any]) -> str | None:
        """A game of this family has just ended: keep what Records shows of it. Returns a notice, or None."""
        ...

    def records(self, ctx: Context) -> tuple[list[RecordSection], str | None]:
        """What Records shows of this family, and a notice (a damaged record book set aside), or None."""
        ...
