"""Martial Arts' set-ups for the tools (rulesets `matcg` and `dgm`): its screenshot scenes, the tournament's among
them, and its duels, fights and tournaments in a lived-in record book (the bench benches its table as its first
screenshot scene)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.scenes.manifest import Later
from game.tools.manifest import Tools

if TYPE_CHECKING:
    import random
    from collections.abc import Callable

    from game.scenes.front import Shot


def _shots() -> Mapping[str, Shot]:
    from game.tools.matcg.shots import SHOTS

    return SHOTS


def _lived_in(rng: random.Random, date: Callable[[], str]) -> dict[str, tuple[Any, ...]]:
    from game.scenes.matcg.records import lived_in

    return lived_in(rng, date)


TOOLS = Tools(
    shots=Later(_shots),
    own_players=frozenset({"tournament", "tournament_bracket"}),  # their --players counts the entrants
    thinking_shot=None,
    rigs={},
    walk=None,
    lived_in=_lived_in,
)
