"""A game's face in the program: what the menu, Continue, Records and the start-up check ask of a game's scenes, so
that none of them knows a game by name (what the screenshot tool and the bench ask of a game: game.tools.manifest).

Each family's `game.scenes.<family>` package holds `FRONT`, a game.scenes.manifest.Front. Its module stays light
(the menu reads it before any table is opened): its `Screens`, the scenes it opens, are imported when they are first
needed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.engine.core import Event
    from game.files.records import RecordBook
    from game.play.campaign import Campaign
    from game.scenes.base import Scene
    from game.scenes.context import Context
    from game.scenes.lesson import Lesson
    from game.scenes.table import TableScene
    from game.ui.sketch import Figure
    from game.words.glossary import Glossary
    from game.words.tallies import RecordTab


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


@dataclass(kw_only=True)
class Screens:
    """A family's screens, as its front gives them once imported (game.scenes.manifest.Front.screens). Every facet
    is given, by keyword: a game without one says None, so that what a game offers is read here, never probed for."""

    # the scene the menu opens to start a game of this family (a choice of hero, a set-up)
    open: Callable[[Context], Scene]
    # the scene showing the saved game of a ruleset id (or of a key of the family's games in progress: "dgm:2v2"),
    # or None; and a notice for the player
    resume: Callable[[Context, str], tuple[Scene | None, str | None]]
    # what Records shows of the family from the record book (a tab per game and mode), or None for a game that keeps no
    # records (its files' `record` is None: game.games.Game.recorder)
    records: Callable[[RecordBook], list[RecordTab]] | None
    # the figures its rules book places with `![figure: NAME] Caption` lines (game.scenes.rulebook), by name
    figures: Mapping[str, Figure]
    lesson: Callable[[Context, str], Lesson] | None  # the lesson of each ruleset of its front's `lessons`
    # its table over a replayed game; without it a game is replayed as its history in words
    watch: Callable[[Context, Campaign], Watch] | None
    # its keywords and their meanings (game.words.glossary): the table's tooltips and the Rules' glossary page
    glossary: Glossary
    # its real table on a puzzle's game (game.scenes.puzzle), the campaign's seat the player's and every other seat
    # played by the puzzle itself (it takes away the table's computers), with a design-space box the table leaves clear
    # for the puzzle's words; it is given the puzzle's goal (a campaign's names the master the puzzle is fought with)
    puzzle_table: Callable[[Context, Campaign, Mapping[str, Any]], tuple[TableScene, tuple[int, int, int, int]]]
