"""A game's face in the program: what the menu, Continue, Records and the start-up check ask of a game's scenes, so
that none of them knows a game by name (what the screenshot tool and the bench ask of a game: game.tools.manifest).

Each family's `game.scenes.<family>` package holds `FRONT`, a game.scenes.manifest.Front. Its module stays light
(the menu reads it before any table is opened): the scenes it opens are imported when they are first needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.engine.core import Event
    from game.scenes.base import Scene


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
