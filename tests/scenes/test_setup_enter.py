"""Every set-up takes Enter for its gold button as a dialog does (game.scenes.dialog): with no game in progress,
Start; a name being typed takes Enter to end the typing first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.scenes.base import Stack
from game.scenes.kenpo.setup import KenpoSetupScene
from game.scenes.master.setup import MasterSetupScene
from game.scenes.matcg.cup_setup import cup_setup
from game.scenes.matcg.setup import DuelSetupScene
from game.scenes.udo.hero_select import HeroSelectScene
from tests.scenes.helpers import context, frame, key


def duel_in(mode: str) -> Callable[[Any], DuelSetupScene]:
    def made(ctx: Any) -> DuelSetupScene:
        scene = DuelSetupScene(ctx)
        scene.choose_mode(mode)
        return scene

    return made


SETUPS: dict[str, Callable[[Any], Any]] = {
    "master": MasterSetupScene, "kenpo": KenpoSetupScene, "duel": duel_in("duel"), "2v2": duel_in("2v2"),
    "army": duel_in("army"), "tournament": cup_setup, "hero": HeroSelectScene,
}


@pytest.mark.parametrize("name", SETUPS)
def test_enter_presses_a_set_ups_gold_start(name):
    ctx, surface = context((1024, 600))
    setup = SETUPS[name](ctx)
    assert setup.saved is None
    gold = next(button for button in setup.buttons if button.primary and button.enabled)
    pressed: list[str] = []
    gold.action = lambda: pressed.append(gold.label)
    stack = Stack(setup)
    frame(stack, surface)
    key(stack, surface, pygame.K_RETURN)
    assert pressed == [gold.label]


def test_enter_while_a_name_is_typed_ends_the_typing_and_starts_nothing():
    ctx, surface = context((1024, 600))
    setup = MasterSetupScene(ctx)
    assert setup.seats is not None
    next(iter(setup.seats.fields.values())).focused = True
    started: list[bool] = []
    next(button for button in setup.buttons if button.primary).action = lambda: started.append(True)
    stack = Stack(setup)
    frame(stack, surface)
    key(stack, surface, pygame.K_RETURN)
    assert setup.seats.editing is None and not started
