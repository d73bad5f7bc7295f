"""Ancient Arts: Kenpo Masters' set-ups for the tools (ruleset `kenpo`): its screenshot scenes, its bench rigs
(the ring arena mid-match) and its duels in a lived-in record book."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.scenes.manifest import Later
from game.tools.manifest import Tools

if TYPE_CHECKING:
    import random
    from collections.abc import Callable

    from game.scenes.front import Shot
    from game.tools.rig import RigMaker


def _shots() -> Mapping[str, Shot]:
    from game.tools.kenpo.shots import SHOTS

    return SHOTS


def _rigs() -> Mapping[str, RigMaker]:
    from game.tools.kenpo.bench import RIGS

    return RIGS


def _lived_in(rng: random.Random, date: Callable[[], str]) -> dict[str, tuple[Any, ...]]:
    from game.scenes.kenpo.records import lived_in

    return lived_in(rng, date)


TOOLS = Tools(
    shots=Later(_shots),
    own_players=frozenset(),
    thinking_shot=None,
    rigs=Later(_rigs),
    walk=None,
    lived_in=_lived_in,
)
