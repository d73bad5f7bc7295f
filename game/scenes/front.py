"""A game's face in the program: what the menu, Continue, Records, the start-up check, the screenshot tool and the
bench ask of a game's scenes, so that none of them knows a game by name.

Each family's `game.scenes.<family>` package holds `FRONT`, a game.scenes.manifest.Front. Its module stays light
(the menu reads it before any table is opened): the scenes it opens are imported when they are first needed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from game.engine.core import Event
    from game.scenes.base import Scene, Stack
    from game.scenes.context import Context


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


@dataclass(frozen=True)
class RecordTab:
    """A tab of Records: a game or a mode, and what it shows."""

    title: str
    rulesets: tuple[str, ...]  # the rulesets whose games it shows (`screenshot --scene records` opens the first)
    sections: tuple[RecordSection, ...]


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
