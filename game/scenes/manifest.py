"""The manifest of a game's scenes: `Front`, what the program asks of a family's `game.scenes.<family>` package
(its `FRONT`), and `Later`, a mapping made when first read. Light on purpose: the menu's first frame reads every
family's front, so this module imports nothing at run time that the first frame does without (the types its facets
name are in game.scenes.front and elsewhere, for the checker only)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from game.files.records import RecordBook
    from game.play.campaign import Campaign
    from game.scenes.base import Scene
    from game.scenes.context import Context
    from game.scenes.front import RecordTab, Watch
    from game.scenes.lesson import Lesson
    from game.scenes.table import TableScene
    from game.ui.sketch import Figure
    from game.words.glossary import Glossary

V = TypeVar("V")


class Later(Mapping[str, V], Generic[V]):
    """A mapping made the first time it is read, by `make` (which imports the module that holds it): a front's
    figures, whose modules the menu's first frame does without, and a game's screenshot scenes and rigs, which the
    tools read one game at a time (game.tools.manifest)."""

    def __init__(self, make: Callable[[], Mapping[str, V]]) -> None:
        self._make = make

    def __getitem__(self, name: str) -> V:
        return self._make()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._make())

    def __len__(self) -> int:
        return len(self._make())


class Front:
    """A family's face in the program. Every facet is given, by keyword: a game without one says None (or, for a
    collection, an empty one), so that what a game offers is read from its front, never probed for. (A plain class
    with slots, not a dataclass: the menu's first frame builds every family's, and a dataclass compiles code when
    made.)"""

    __slots__ = (
        "title", "short", "warm", "open", "resume", "records", "figures", "lessons", "lesson", "watch", "glossary",
        "puzzle_table",
    )

    title: str  # the family's name on the menu
    short: str  # its tab on the Rules screen
    # imports, in the window's background once the menu is shown, its scenes, lessons, figures, records and bots,
    # each of which would otherwise stall the first click that needs it
    warm: Callable[[], None]
    # the scene the menu opens to start a game of this family (a choice of hero, a set-up)
    open: Callable[[Context], Scene]
    # the scene showing the saved game of a ruleset id, or None; and a notice for the player
    resume: Callable[[Context, str], tuple[Scene | None, str | None]]
    # what Records shows of the family from the record book (a tab per game and mode), or None for a game that keeps no
    # records (its files' `record` is None: game.games.Game.recorder)
    records: Callable[[RecordBook], list[RecordTab]] | None
    # the figures its rules book places with `![figure: NAME] Caption` lines (game.scenes.rulebook), by name
    figures: Mapping[str, Figure]
    lessons: tuple[str, ...]  # the rulesets its lesson teaches (none: no Tutorial), with the lesson of each
    lesson: Callable[[Context, str], Lesson] | None
    # its table over a replayed game; without it a game is replayed as its history in words
    watch: Callable[[Context, Campaign], Watch] | None
    # its keywords and their meanings (game.words.glossary): the table's tooltips and the Rules' glossary page
    glossary: Callable[[], Glossary]
    # its real table on a puzzle's game (game.scenes.puzzle), the campaign's seat the player's and every other seat
    # played by the puzzle itself (no computer of the table's own), with a design-space box the table leaves clear
    # for the puzzle's words; it is given the puzzle's goal (a campaign's names the master the puzzle is fought with)
    puzzle_table: Callable[[Context, Campaign, Mapping[str, Any]], tuple[TableScene, tuple[int, int, int, int]]]

    def __init__(
        self,
        *,
        title: str,
        short: str,
        warm: Callable[[], None],
        open: Callable[[Context], Scene],
        resume: Callable[[Context, str], tuple[Scene | None, str | None]],
        records: Callable[[RecordBook], list[RecordTab]] | None,
        figures: Mapping[str, Figure],
        lessons: tuple[str, ...],
        lesson: Callable[[Context, str], Lesson] | None,
        watch: Callable[[Context, Campaign], Watch] | None,
        glossary: Callable[[], Glossary],
        puzzle_table: Callable[[Context, Campaign, Mapping[str, Any]], tuple[TableScene, tuple[int, int, int, int]]],
    ) -> None:
        self.title = title
        self.short = short
        self.warm = warm
        self.open = open
        self.resume = resume
        self.records = records
        self.figures = figures
        self.lessons = lessons
        self.lesson = lesson
        self.watch = watch
        self.glossary = glossary
        self.puzzle_table = puzzle_table
