"""What the Martial Arts scene tests share: the deck builder opened and drawn once (`bench`)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.base import Stack
from game.scenes.matcg.deckbuilder import DeckBuilderScene
from tests.scenes.helpers import context, frame


@pytest.fixture
def bench() -> tuple[Stack, pygame.Surface]:
    ctx, surface = context()
    stack = Stack(DeckBuilderScene(ctx, "matcg"))
    frame(stack, surface)
    return stack, surface
