"""The manifest of a game's tools: `Tools`, what the screenshot tool, the bench and the lived-in record book ask of a
family's `game.tools.<family>` package (its `TOOLS`, read through the registry: game.games.Game.tools). Its scenes
know nothing of it: the tools stand on the scenes, never the other way round."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import random

    import pygame

    from game.scenes.context import Context
    from game.tools.rig import RigMaker
    from game.tools.shooting import Shot


@dataclass(frozen=True, kw_only=True)
class Tools:
    """A family's set-ups for the tools. Every facet is given, by keyword: a game without one says None (or, for a
    collection, an empty one), so that what a game offers is read from here, never probed for."""

    shots: Mapping[str, Shot]  # its screenshot scenes by name, its table first (CONTRACTS.md: names once released stay)
    own_players: frozenset[str]  # screenshot scenes whose `--players` counts something of their own (entrants)
    # a screenshot scene that waits for a search in the thinking process (the packaged build's smoke check takes
    # it, to see that process start)
    thinking_shot: str | None
    # the bench's scripted scenes (game.tools.bench.rigs), and a whole game played by the strongest bot through
    # its scenes for the bench's memory session (ctx, surface, seed, max_commands, frames)
    rigs: Mapping[str, RigMaker]
    walk: Callable[[Context, pygame.Surface, int, int, int], None] | None
    # a player's records of the family after some weeks, from a random source and a clock of dates, by the record
    # book's kind (the Records screenshot's book, game.tools.lived_in), or None for a game that keeps no records
    lived_in: Callable[[random.Random, Callable[[], str]], dict[str, tuple[Any, ...]]] | None
