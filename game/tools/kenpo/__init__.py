"""Ancient Arts: Kenpo Masters' set-ups for the tools (ruleset `kenpo`): its screenshot scenes, its bench rigs
(the ring arena mid-match) and its duels in a lived-in record book."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from game.scenes.manifest import Later
from game.tools.kenpo.lived_in import lived_in
from game.tools.manifest import Tools

if TYPE_CHECKING:
    from game.tools.rig import RigMaker
    from game.tools.shooting import Shot


def _shots() -> Mapping[str, Shot]:
    from game.tools.kenpo.shots import SHOTS

    return SHOTS


def _rigs() -> Mapping[str, RigMaker]:
    from game.tools.kenpo.bench import RIGS

    return RIGS


TOOLS = Tools(
    shots=Later(_shots),
    own_players=frozenset(),
    thinking_shot=None,
    rigs=Later(_rigs),
    walk=None,
    lived_in=lived_in,
)
