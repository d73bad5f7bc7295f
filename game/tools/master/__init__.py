"""Master's set-ups for the tools (ruleset `master`): its screenshot scenes and its matches in a lived-in record book
(the bench benches its table as its first screenshot scene)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from game.scenes.manifest import Later
from game.tools.manifest import Tools
from game.tools.master.lived_in import lived_in

if TYPE_CHECKING:
    from game.tools.shooting import Shot


def _shots() -> Mapping[str, Shot]:
    from game.tools.master.shots import SHOTS

    return SHOTS


TOOLS = Tools(
    shots=Later(_shots),
    own_players=frozenset(),
    thinking_shot=None,
    rigs={},
    walk=None,
    lived_in=lived_in,
)
