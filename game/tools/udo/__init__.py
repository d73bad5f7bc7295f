"""The campaign's set-ups for the tools (rulesets `udo` and `kai`): its screenshot scenes, its bench rigs and the
whole campaign the bench's memory session walks through, and its campaigns in a lived-in record book."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from game.scenes.manifest import Later
from game.tools.manifest import Tools
from game.tools.udo.lived_in import lived_in

if TYPE_CHECKING:
    import pygame

    from game.scenes.context import Context
    from game.tools.rig import RigMaker
    from game.tools.shooting import Shot


def _shots() -> Mapping[str, Shot]:
    from game.tools.udo.shots import SHOTS

    return SHOTS


def _rigs() -> Mapping[str, RigMaker]:
    from game.tools.udo.bench import RIGS

    return RIGS


def _walk(ctx: Context, surface: pygame.Surface, seed: int, max_commands: int, frames: int) -> None:
    from game.tools.udo.bench import walk

    walk(ctx, surface, seed, max_commands, frames)


TOOLS = Tools(
    shots=Later(_shots),
    own_players=frozenset(),
    thinking_shot="combo_board_hint",  # waits for the Hint, found in the thinking process
    rigs=Later(_rigs),
    walk=_walk,
    lived_in=lived_in,
)
