"""A UI monkey: random clicks, drags, key presses, wheel turns and window resizes across every scene.

Quitting is disabled (a quit starts over at the menu), so the monkey keeps playing. It reports the
slowest frame and how much resident memory grew; the tests assert only that nothing raised and
memory stayed bounded, frame times go to the README's Reliability section.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.app import make_context
from game.scenes.base import Stack
from game.scenes.menu import MenuScene
from game.ui.viewport import Viewport

SIZES = [(1024, 600), (1280, 720), (1600, 900), (1920, 1080), (1366, 768)]
KEYS = [(pygame.K_RETURN, 0), (pygame.K_ESCAPE, 0), (pygame.K_z, pygame.KMOD_CTRL), (pygame.K_y, pygame.KMOD_CTRL),
        (pygame.K_c, 0), (pygame.K_DOWN, 0), (pygame.K_PAGEDOWN, 0), (pygame.K_UP, 0), (pygame.K_h, 0)]


@dataclass
class Report:
    events: int
    slowest_frame_ms: float
    slowest_at: str  # the scene and action of the slowest frame
    rss_growth_mb: float
    scenes_seen: set[str]


def resident_mb() -> float:
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return 0.0
    return pages * 4096 / 2**20


def hotspots(stack: Stack) -> list[tuple[int, int]]:
    """Points worth clicking in the top scene: its buttons, cards, hearts and zones."""
    scene = stack.top
    vp = scene.ctx.viewport
    points = [b.screen_rect(vp).center for b in getattr(scene, "buttons", [])]
    points += [s.rect.center for s in getattr(scene, "by_key", {}).values()]
    points += [r.center for r in getattr(scene, "heart_boxes", {}).values()]
    points += [vp.rect(z).center for z in getattr(scene, "zones", {}).values()]
    cells = getattr(scene, "_cells", None)
    if callable(cells):
        points += [vp.rect(r).center for r in cells().values()]
    rects = getattr(scene, "_rects", None)
    if callable(rects):
        points += [vp.rect(r).center for r in rects().values()]
    return points or [(vp.width // 2, vp.height // 2)]


def run(events: int, seed: int) -> Report:
    chooser = random.Random(seed)
    pygame.init()
    size = SIZES[1]
    surface = pygame.display.set_mode(size)
    ctx = make_context(size)
    stack = Stack(MenuScene(ctx))
    slowest, slowest_at, seen, baseline = 0.0, "", set(), 0.0
    for number in range(events):
        if number == min(2000, events // 10):  # after the bounded caches have warmed up
            baseline = resident_mb()
        roll = chooser.random()
        spots = hotspots(stack)
        action = f"event {number} in {type(stack.top).__name__}: roll {roll:.2f}"
        if roll < 0.45:
            _click(stack, chooser.choice(spots))
        elif roll < 0.65:
            _drag(stack, chooser.choice(spots), chooser.choice(spots))
        elif roll < 0.75:
            _click(stack, (chooser.randrange(size[0]), chooser.randrange(size[1])))
        elif roll < 0.88:
            code, mod = chooser.choice(KEYS)
            stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
        elif roll < 0.95:
            stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=chooser.choice([-3, -1, 1, 3]), flipped=False))
        else:
            size = chooser.choice(SIZES)
            surface = pygame.display.set_mode(size)
            ctx.viewport = Viewport(*size)
            stack.resized()
        if stack.quit or not stack.scenes:
            stack = Stack(MenuScene(ctx))
        seen.add(type(stack.top).__name__)
        start = time.perf_counter()
        stack.update(1 / 60)
        stack.draw(surface)
        took = (time.perf_counter() - start) * 1000
        if took > slowest:
            slowest, slowest_at = took, action
    return Report(events, slowest, slowest_at, resident_mb() - baseline, seen)


def _click(stack: Stack, pos: tuple[int, int]) -> None:
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _drag(stack: Stack, start: tuple[int, int], end: tuple[int, int]) -> None:
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (middle, end):
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
