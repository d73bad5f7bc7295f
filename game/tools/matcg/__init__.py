"""Martial Arts' set-ups for the tools (rulesets `matcg` and `dgm`): its screenshot scenes, the tournament's among
them, and its duels, fights and tournaments in a lived-in record book (the bench benches its table as its first
screenshot scene)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from game.scenes.manifest import Later
from game.tools.manifest import Tools
from game.tools.matcg.lived_in import lived_in

if TYPE_CHECKING:
    from game.tools.shooting import Shot


def _shots() -> Mapping[str, Shot]:
    from game.tools.matcg.shots import SHOTS

    return SHOTS


TOOLS = Tools(
    shots=Later(_shots),
    own_players=frozenset({"tournament", "tournament_bracket"}),  # their --players counts the entrants
    thinking_shot=None,
    rigs={},
    walk=None,
    lived_in=lived_in,
)
