"""The registry: one entry per game, and everything the program asks of a game goes through it.

A game is a family of packages named alike in every layer: `game.engine.<family>` (its pure rules),
`game.content.<family>` (`ruleset(id, content)`: the rules built on the shipped or a save's card data),
`game.layout.<family>` (`LEVELS`: its Tiled maps and the zones its scenes ask for), `game.files.<family>`
(`in_progress()`: its games saved in the middle, as the menu names them; `record(session)`, what keeps a finished
game in the record book, or `record = None`), `game.play.<family>` (where it has one: a game of it in play, such as
what a drop on its table means as a command of its rules), `game.ai.<family>` (`LEVELS`, strongest last, and
`make_bot(level, seed)`; its `appraise.appraiser()`, the coach's judge of a seat's decisions),
`game.words.<family>` (`billing(notes, seats)`: a finished game in words from its save's notes, game.words;
`history(rules, notes, seats, viewer)`, its events in words for one seat, or `history = None`: game.words.history),
`game.ui.<family>` (its cards' faces; `cue(event, seat)`, what its events sound like, or
`cue = None`), `game.scenes.<family>` (`FRONT`, the game's screens in the program: see game.scenes.manifest) and
`game.tools.<family>` (`TOOLS`, its set-ups for the screenshot tool, the bench and the lived-in record book: see
game.tools.manifest). Its rules text is `assets/<family>/rules.md`. A variant (`kai` of `udo`) shares its family's
packages and differs in its ruleset id. Importing this module imports none of them: the first frame never waits for
a game's code.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Protocol

    from game.ai import Bots
    from game.engine.core import Event, Session
    from game.files.in_progress import InProgress
    from game.words import Billing
    from game.words.history import Words

    class PuzzleJudge(Protocol):
        """What a family's puzzle module gives (puzzle files: assets/puzzles/<ruleset id>/): each goal kind's
        words for the page (with the goal's numbers in braces), and the judge, pure: True once the goal is met,
        False once it no longer can be, None while it is open; ValueError for a goal it does not understand."""

        GOALS: Mapping[str, str]

        def judged(self, goal: Mapping[str, Any], start: Any, state: Any, seat: int) -> bool | None: ...


# every family has a package in each (in play only where it has one)
LAYERS = ("engine", "content", "layout", "files", "play", "ai", "words", "ui", "scenes", "tools")
PUZZLE = "puzzle"  # the engine module of a family with puzzles (game.engine.<family>.puzzle)
APPRAISE = "appraise"  # the ai module judging a seat's decisions (game.ai.<family>.appraise)


class Game:
    """A game of the registry: its ruleset id, its name, its family's packages, and what the menu says of it. Each
    facet the program asks of it is a typed method reading the package of the layer that owns it (its rules, bots,
    words, history, cue, levels, games in progress, recorder; only the scenes and the floors above ask for its
    `front`, only the tools and the command line for its `tools`), each declared there, given or None (tests/
    contracts/test_manifest.py). A plain class: a NamedTuple compiles code for itself and for each field's type when
    this is imported, before the first frame."""

    __slots__ = ("id", "title", "family", "players", "blurb", "variant_of", "first_format", "tables")

    def __init__(self, id: str, title: str, family: str, players: tuple[int, int], blurb: str,
                 variant_of: str | None = None, first_format: int = 2, tables: tuple[str, ...] = ()) -> None:
        self.id = id  # the ruleset id (CONTRACTS.md)
        self.title = title
        self.family = family  # the package name of the game in every layer
        self.players = players  # the fewest and most people at one table, for the menu (the rules' modes decide)
        self.blurb = blurb  # one line for the menu
        self.variant_of = variant_of  # the game this one is a variant of (same family, its own rules)
        self.first_format = first_format  # the oldest save format a released build wrote for it (game.engine.log)
        self.tables = tables  # the kinds of table it keeps a game in progress of each (game.files.kinds); none: one

    def _package(self, layer: str, inner: str = "") -> ModuleType:
        """Its family's package in `layer` (LAYERS), or the module `inner` of it: the registry's one import by
        name."""
        return import_module(f"game.{layer}.{self.family}{'.' if inner else ''}{inner}")

    def rules(self, content: Any = None) -> Any:
        """The pure rules (game.engine.core.Ruleset) on the shipped card data, or on `content` (a save's)."""
        return self._package("content").ruleset(self.id, content)

    def bots(self) -> Bots:
        from game.ai import Bots

        module = self._package("ai")
        return Bots(tuple(module.LEVELS), module.make_bot, getattr(module, "hint_planner", None))

    def puzzle_judge(self) -> PuzzleJudge:
        """Its family's puzzle goals (game.engine.<family>.puzzle: `GOALS`, how each kind is worded, and `judged`),
        asked for only by a game that has puzzles (assets/puzzles/<id>/)."""
        return self._package("engine", PUZZLE)  # type: ignore[return-value]
    def appraiser(self) -> Any:
        """Its family's judge of a seat's decisions by the strongest bot's own evaluation (game.play.coach's
        Appraiser, made by `game.ai.<family>.appraise.appraiser()`): the coach's "Where it turned"."""
        return self._package("ai", APPRAISE).appraiser()

    def billing(self, notes: dict[str, Any], seats: int) -> Billing:
        """How the list of finished games names a game of it from its save's notes and seats (read from a file:
        anything unreadable gives the names of an unknown table, never an error)."""
        return self._package("words").billing(notes, seats)  # type: ignore[no-any-return]

    def history(self, rules: Any, notes: dict[str, Any], seats: int, viewer: int) -> Words | None:
        """Its words for one seat (its rules, the save's notes, its seats, the viewer): the history panel, the replays'
        lines and the table's news (game.play.history), from its words' `history`; None for a game whose words say
        `history = None` (it tells no history)."""
        tell = self._package("words").history
        return None if tell is None else tell(rules, notes, seats, viewer)  # type: ignore[no-any-return]

    def cue(self, event: Event, seat: int) -> str | None:
        """The name of the effect (game.ui.sound.EFFECTS) an engine event plays for the player of `seat`, by its ui's
        `cue`; None for an event that plays nothing, and for every event of a game whose ui says `cue = None`."""
        said = self._package("ui").cue
        return None if said is None else said(event, seat)  # type: ignore[no-any-return]

    def levels(self) -> Mapping[str, tuple[str, ...]]:
        """Its Tiled maps (levels/<name>.tmx) and the zones its scenes ask for of each (game.layout.<family>)."""
        return self._package("layout").LEVELS  # type: ignore[no-any-return]

    def in_progress(self) -> list[InProgress]:
        """Its family's games saved in the middle, newest first, as the menu's Continue names them
        (game.files.<family>): read from the save files' times and plain text, before anything of the game is loaded."""
        return self._package("files").in_progress()  # type: ignore[no-any-return]

    def recorder(self) -> Callable[[Session[Any]], str | None] | None:
        """What keeps a finished game of it in the record book (its files' `record`: a notice for the player, or None),
        or None for a game that keeps no records."""
        return self._package("files").record  # type: ignore[no-any-return]

    def front(self) -> Any:
        """The game's screens as the scenes and the tools above them see them: a game.scenes.manifest.Front, whose
        facets are each given or None. Only the scenes and the floors above them ask for it (tests/contracts/
        test_shape.py); typed Any here, since the registry sits below the scenes and imports none of their types."""
        return self._package("scenes").FRONT

    def tools(self) -> Any:
        """The game's set-ups for the tools (its screenshot scenes, bench rigs, lived-in records): a
        game.tools.manifest.Tools, whose facets are each given or None. Only the tools and the command line ask for it
        (tests/contracts/test_shape.py); typed Any here, as `front` is."""
        return self._package("tools").TOOLS


GAMES: tuple[Game, ...] = (
    Game("udo", "Master Udo vs. the Four Martial Arts Masters", "udo", (1, 1),
         "Solo campaign: defeat four of ten masters with combos of your cards.", first_format=1),
    Game("kai", "Kai, the Tempest vs. the Four Martial Arts Masters", "udo", (1, 1),
         "The campaign as Kai, whose cards turn ENRAGED as her temper rises.", variant_of="udo", first_format=1),
    Game("kenpo", "Ancient Arts: Kenpo Masters", "kenpo", (2, 2),
         "A duel on a 3 by 3 ring: move, strike and block; first to 20 points.", first_format=1,
         tables=("computer", "hotseat")),
    Game("matcg", "Martial Arts: The Trading Card Game", "matcg", (2, 2),
         "A duel of decks: attack, block, chain combos; by the rulebook or the DGM house rules.",
         tables=("computer", "hotseat", "2v2", "army")),
    Game("dgm", "Martial Arts: The Card Game (DGM house rules)", "matcg", (2, 2),
         "The same cards under the DGM sheet: 15 health, a hand of 7, two attacks a turn.", variant_of="matcg",
         tables=("computer", "hotseat", "2v2", "army")),
    Game("master", "Master", "master", (2, 6),
         "Collect sets of the four skills, steal your rivals' top sets, and gain the most experience.",
         tables=("computer", "hotseat")),
)
_BY_ID = {entry.id: entry for entry in GAMES}


def game(ruleset_id: str) -> Game:
    """The registry entry of a ruleset id; KeyError for an id this build does not know."""
    return _BY_ID[ruleset_id]


def ids() -> list[str]:
    return [entry.id for entry in GAMES]


def families() -> list[Game]:
    """One entry per family (the game itself, not its variants), in registry order: what the menu offers."""
    return [entry for entry in GAMES if entry.variant_of is None]


def members(family: str) -> list[Game]:
    """The games of a family: the game and its variants, in registry order."""
    return [entry for entry in GAMES if entry.family == family]


def modules() -> list[str]:
    """Every module the registry reaches by name (for the packaged build, which cannot follow import_module)."""
    names = {f"game.{layer}.{entry.family}" for entry in GAMES for layer in LAYERS}
    names |= {f"game.engine.{entry.family}.{PUZZLE}" for entry in GAMES}
    names |= {f"game.ai.{entry.family}.{APPRAISE}" for entry in GAMES}
    return sorted(names)
