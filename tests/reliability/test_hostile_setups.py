"""Every set-up opens on whatever its remembered choices hold (game.files.setups): a settings file is the player's
to edit, and a value that is no choice of the set-up is left at its default, never a traceback."""

from __future__ import annotations

import json

import pytest

from game.files import settings, setups
from game.files.paths import settings_path
from game.scenes.base import Stack
from game.scenes.kenpo.setup import KenpoSetupScene
from game.scenes.master.setup import MasterSetupScene
from game.scenes.matcg.cup_setup import cup_setup
from game.scenes.matcg.setup import DuelSetupScene
from tests.scenes.helpers import context, frame

SET_UPS = (MasterSetupScene, DuelSetupScene, cup_setup, KenpoSetupScene)


def kept(lines: list[str]) -> None:
    """A settings file the player wrote with these set-up lines, read afresh as at a start."""
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"format": settings.FORMAT, "version": settings.VERSION, "setups": lines}),
                               encoding="utf-8")
    settings.forget()


@pytest.mark.parametrize("scene", SET_UPS, ids=lambda scene: scene.__name__)
def test_numbers_written_in_other_digits_are_left_at_their_defaults(scene):
    kept(["master.players=\u00b2", "master.rounds=\u00b3", "matcg.leader=\u00b9", "tournament.entrants=\u00b2",
          "kenpo.seat1=\u00b9"])
    ctx, surface = context()
    stack = Stack(scene(ctx))
    frame(stack, surface)
    assert stack.top.buttons


def test_a_number_is_read_only_from_the_digits_0_to_9():
    assert setups.number({"players": "5"}, "players") == 5
    assert [setups.number({"players": odd}, "players") for odd in ("\u00b2", "", "-3", " 4", "3.0", "\u0663")] == \
        [None] * 6
    assert setups.number({}, "players") is None
