"""The manifest of a game's scenes: `Front`, what the program asks of a family's `game.scenes.<family>` package
(its `FRONT`), and `Later`, a mapping made when first read. Light on purpose: the menu's first frame reads every
family's front, so this module imports nothing at run time that the first frame does without (its screens' facets
are typed in game.scenes.front, imported with them)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from game.scenes.front import Screens

V = TypeVar("V")


class Later(Mapping[str, V], Generic[V]):
    """A mapping made the first time it is read, by `make` (which imports the module that holds it): a game's
    screenshot scenes and rigs, which the tools read one game at a time (game.tools.manifest)."""

    def __init__(self, make: Callable[[], Mapping[str, V]]) -> None:
        self._make = make

    def __getitem__(self, name: str) -> V:
        return self._make()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._make())

    def __len__(self) -> int:
        return len(self._make())


class Front:
    """A family's face in the program: what the menu's first frame reads of it (its names, the rulesets its lesson
    teaches) and `screens()`, its screens (game.scenes.front.Screens), imported when first asked for. (A plain class
    with slots, not a dataclass: the menu's first frame builds every family's, and a dataclass compiles code when
    made.)"""

    __slots__ = ("title", "short", "lessons", "_load", "_screens")

    title: str  # the family's name on the menu
    short: str  # its tab on the Rules screen
    lessons: tuple[str, ...]  # the rulesets its lesson teaches (none: no Tutorial), each its lesson (Screens.lesson)

    def __init__(self, *, title: str, short: str, lessons: tuple[str, ...], screens: Callable[[], Screens]) -> None:
        """`screens`: imports the family's screens and gives them; the window's warm-up calls it in the background
        once the menu is shown (game.app.import_later_scenes), so that no first click waits for those imports."""
        self.title = title
        self.short = short
        self.lessons = lessons
        self._load = screens
        self._screens: Screens | None = None

    def screens(self) -> Screens:
        """The family's screens, imported the first time they are asked for."""
        if self._screens is None:
            self._screens = self._load()
        return self._screens
