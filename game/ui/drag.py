"""Card sprites that glide between slots, and the drag state that belongs to the view (with its sounds: a card
picked up, a card that goes back; laying one sounds from the engine's event).

Positions are kept in design space (1280x720) so a resize never loses them; the sprite's
window rect is refreshed from the viewport each frame for hit tests.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol, TypeVar

import pygame

from game.ui import sound
from game.ui.tween import GLIDE, Tween
from game.ui.viewport import Viewport

CARD_SIZE = (110, 154)
Face = Callable[[str, tuple[int, int]], pygame.Surface]  # a card's face at a size in window pixels


class CardSprite(pygame.sprite.Sprite):
    """A card at a position and a size in design space; it glides to a new place and grows or shrinks on the way."""

    image: pygame.Surface
    rect: pygame.Rect

    def __init__(self, key: str, kind: str, pos: tuple[float, float], size: tuple[float, float] = CARD_SIZE):
        super().__init__()
        self.key = key
        self.kind = kind  # "card" (Udo's) or "attack"
        self.pos = pos
        self.size = size
        self.tween: Tween | None = None
        self._resize: Tween | None = None
        self.image = pygame.Surface((1, 1), pygame.SRCALPHA)
        self.rect = pygame.Rect(0, 0, 1, 1)
        self._scaled: pygame.Surface | None = None  # what its face is scaled into while it grows or shrinks

    def glide(self, end: tuple[float, float], delay: float = 0.0, duration: float = GLIDE) -> None:
        if end != self.pos or self.tween is not None:
            self.tween = Tween(self.pos, end, duration, delay=delay)

    def settle(self, pos: tuple[float, float], size: tuple[float, float], delay: float = 0.0,
               duration: float = GLIDE) -> None:
        """Glide to `pos`, growing or shrinking to `size` on the way."""
        target = self.tween.end if self.tween is not None else self.pos
        if target != pos:
            self.glide(pos, delay=delay, duration=duration)
        if size != self.goal:
            self._resize = Tween(self.size, size, duration, delay=delay)

    @property
    def goal(self) -> tuple[float, float]:
        """The size it is growing or shrinking to; its size when it is not."""
        return self._resize.end if self._resize is not None else self.size

    def snap(self, end: tuple[float, float]) -> None:
        self.pos, self.tween = end, None

    def snap_to(self, pos: tuple[float, float], size: tuple[float, float]) -> None:
        self.snap(pos)
        self.size, self._resize = size, None

    def advance(self, dt: float) -> None:
        if self.tween is not None:
            self.pos = self.tween.advance(dt)
            if self.tween.done:
                self.tween = None
        if self._resize is not None:
            self.size = self._resize.advance(dt)
            if self._resize.done:
                self._resize = None

    @property
    def moving(self) -> bool:
        return self.tween is not None or self._resize is not None

    def finish(self) -> None:
        """Jump to the end of any glide (a resize of the window)."""
        if self.tween is not None:
            self.snap(self.tween.end)
        if self._resize is not None:
            self.size, self._resize = self._resize.end, None

    def place(self, viewport: Viewport, image: pygame.Surface) -> None:
        self.image = image
        self.rect = viewport.rect((*self.pos, *self.size))

    def drawn(self, viewport: Viewport, face: Face) -> pygame.Surface:
        """Its face, drawn at the size it glides to and scaled to the size it has now (one face drawn for a whole
        glide), placed where it is in the window (`place`)."""
        goal = viewport.rect((0, 0, *self.goal)).size
        size = viewport.rect((0, 0, *self.size)).size
        image = face(self.key, goal)
        if size != goal and size[0] > 0 and size[1] > 0:
            image = pygame.transform.smoothscale(image, size, self._scaled_into(image, size))
        else:
            self._scaled = None
        self.place(viewport, image)
        return image

    def _scaled_into(self, face: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        """Where its face is scaled to `size` on its way: the top-left of a surface it keeps while it grows or shrinks,
        made as large as the face and the largest size yet. A surface made anew at each frame's size (270 KB for a
        card at 1920x1080) had its pages mapped and cleared in every frame of the glide."""
        whole = self._scaled
        if (whole is None or whole.get_width() < size[0] or whole.get_height() < size[1]
                or whole.get_flags() != face.get_flags() or whole.get_bitsize() != face.get_bitsize()):
            largest = (max(size[0], face.get_width()), max(size[1], face.get_height()))
            whole = self._scaled = pygame.Surface(largest, face.get_flags(), face)
        return whole.subsurface((0, 0, *size))

    def centre(self) -> tuple[float, float]:
        return self.pos[0] + self.size[0] / 2, self.pos[1] + self.size[1] / 2


def plain_card(key: str, pos: tuple[float, float], size: tuple[float, float]) -> CardSprite:
    """A card that comes into sight at a table whose cards need nothing of their own."""
    return CardSprite(key, "card", pos, size)


class Place(Protocol):
    """Where a card shown goes (game.layout.slot.Slot, or a game's own): its box in design space and its layer."""

    @property
    def x(self) -> float: ...

    @property
    def y(self) -> float: ...

    @property
    def w(self) -> float: ...

    @property
    def h(self) -> float: ...

    @property
    def layer(self) -> int: ...


S = TypeVar("S", bound=CardSprite)
P = TypeVar("P", bound=Place)


def settle_cards(sprites: pygame.sprite.LayeredUpdates, by_key: dict[str, S], slots: Mapping[str, P],
                 enter: Callable[[str, P], S], snap: bool, held: CardSprite | None = None,
                 stagger: tuple[float, int] = (0.03, 6)) -> None:
    """Every card of `slots` toward its place, lowest layer first: a card new to sight gets its sprite from
    `enter(key, place)`, made where it comes into sight from; `snap` puts every card in place at once; the `held`
    card keeps its layer and stays with the pointer. Each card starts `stagger[0]` seconds after the one before it,
    in rounds of `stagger[1]` cards."""
    step, every = stagger
    for order, (key, place) in enumerate(sorted(slots.items(), key=lambda item: item[1].layer)):
        sprite = by_key.get(key)
        if sprite is None:
            sprite = by_key[key] = enter(key, place)
            sprites.add(sprite, layer=place.layer)
        elif sprite is not held:
            sprites.change_layer(sprite, place.layer)
        if snap:
            sprite.snap_to((place.x, place.y), (place.w, place.h))
        elif sprite is not held:
            sprite.settle((place.x, place.y), (place.w, place.h), delay=step * (order % every))


@dataclass
class Drag:
    """A card held by the mouse and where on the card it was grabbed (where it goes back to is its place's:
    `home`)."""

    sprite: CardSprite
    grab: tuple[float, float]  # offset from the card's corner to the mouse, design space
    start: tuple[int, int]  # mouse position at pick-up, window pixels
    moved: bool = False
    back: bool = False  # put back by the keyboard (Esc)

    def __post_init__(self) -> None:
        sound.play("pick_up")

    def returned(self) -> None:
        """The card goes back where it came from (dropped on nothing, or refused): it snaps back audibly if it
        was carried away or put back by the keyboard (a card only clicked goes back in silence)."""
        if self.moved or self.back:
            sound.play("snap_back")

    def put_back(self) -> None:
        """The keyboard puts the card back (Esc): letting it go now asks for nothing, as for a card only clicked,
        wherever it was carried (game.ui.card_keys)."""
        self.moved, self.back = False, True

    def follow(self, mouse_design: tuple[float, float], mouse_px: tuple[int, int]) -> None:
        if abs(mouse_px[0] - self.start[0]) + abs(mouse_px[1] - self.start[1]) > 4:
            self.moved = True
        self.sprite.snap((mouse_design[0] - self.grab[0], mouse_design[1] - self.grab[1]))

    def centre(self) -> tuple[float, float]:
        return self.sprite.centre()


HELD_LAYER = 1000  # a card held is drawn over everything on the table


def lift(sprites: pygame.sprite.LayeredUpdates, sprite: CardSprite, grab: tuple[float, float],
         at: tuple[int, int]) -> Drag:
    """`sprite` taken in hand where the mouse grabbed it (`grab`, design space; `at`, window pixels), over everything
    on the table."""
    sprites.change_layer(sprite, HELD_LAYER)
    return Drag(sprite, (grab[0] - sprite.pos[0], grab[1] - sprite.pos[1]), at)


def home(sprites: pygame.sprite.LayeredUpdates, sprite: CardSprite, place: Place) -> None:
    """A card let go where nothing takes it glides back to its place, under the cards above it there again."""
    sprite.settle((place.x, place.y), (place.w, place.h))
    sprites.change_layer(sprite, place.layer)


def draw_see_through(surface: pygame.Surface, face: Face, key: str, box: pygame.Rect, alpha: int) -> None:
    """The card `key` in the mouse's hand, away from where it shows whole, shrunk into `box` (window pixels): its face
    see-through at `alpha`, so what lies under it stays in sight."""
    image = face(key, box.size).copy()
    image.set_alpha(alpha)
    surface.blit(image, box)
