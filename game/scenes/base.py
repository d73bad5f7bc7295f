"""The scene stack's vocabulary: a scene handles input and returns what the stack should do."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.face_cache import paced_frame, stand_ins

if TYPE_CHECKING:
    from game.context import Context


@dataclass
class Push:
    scene: Scene


@dataclass
class Pop:
    value: Any = None


@dataclass
class Replace:
    scene: Scene


@dataclass
class Quit:
    pass


Result = Push | Pop | Replace | Quit | None


class Scene:
    """One screen. Overlays (overlay = True) are drawn over the scene below, which is dimmed."""

    overlay = False

    def __init__(self, ctx: Context):
        self.ctx = ctx

    def handle(self, event: pygame.event.Event) -> Result:
        return None

    def update(self, dt: float) -> Result:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def resized(self) -> None:
        """The window changed size: drop anything laid out or rendered for the old size."""

    def resume(self, value: Any) -> None:
        """A scene pushed by this one popped, returning value."""


DIM = (105, 105, 105)  # what lies under an overlay keeps 41% of its brightness


class Stack:
    """The scene stack. `apply` is the one place results are carried out."""

    def __init__(self, first: Scene):
        self.scenes: list[Scene] = [first]
        self.quit = False
        self._backdrop: tuple[tuple[int, int], pygame.Surface] | None = None  # scenes under an overlay, dimmed

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def apply(self, result: Result) -> None:
        if result is None:
            return
        self._backdrop = None  # the scenes changed: what lies under an overlay must be drawn anew
        if isinstance(result, Push):
            self.scenes.append(result.scene)
        elif isinstance(result, Replace):
            self.scenes[-1] = result.scene
        elif isinstance(result, Pop):
            self.scenes.pop()
            if not self.scenes:
                self.quit = True
            else:
                self.top.resume(result.value)
        elif isinstance(result, Quit):
            self.quit = True

    def handle(self, event: pygame.event.Event) -> None:
        self.apply(self.top.handle(event))

    def update(self, dt: float) -> None:
        self.apply(self.top.update(dt))

    def resized(self) -> None:
        self._backdrop = None
        for scene in self.scenes:
            scene.resized()

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the top scene; under an overlay, the scenes below are drawn dimmed. Only the top
        scene receives events and updates, so what lies below is drawn once and reused."""
        with paced_frame():  # each frame gets its own budget for drawing card faces
            self._draw(surface)

    def _draw(self, surface: pygame.Surface) -> None:
        if not self.top.overlay:
            self._backdrop = None
            self.top.draw(surface)
            return
        key = surface.get_size()
        if self._backdrop is None or self._backdrop[0] != key:
            scaled_before = stand_ins()
            backdrop = pygame.Surface(key)  # the bottom scene paints all of it
            bottom = len(self.scenes) - 2
            while bottom > 0 and self.scenes[bottom].overlay:
                bottom -= 1
            for scene in self.scenes[bottom:-1]:
                scene.draw(backdrop)
                backdrop.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)  # one pass, no overlay surface
            surface.blit(backdrop, (0, 0))
            # kept only if every face in it was drawn in full; otherwise it is drawn again next frame
            self._backdrop = (key, backdrop) if stand_ins() == scaled_before else None
        else:
            surface.blit(self._backdrop[1], (0, 0))
        self.top.draw(surface)
