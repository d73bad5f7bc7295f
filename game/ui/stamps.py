"""What a table draws once and blits after: small pictures that come back frame after frame (chips, fighters,
arrows, glows, card shadows); the still background of the table is its Backdrop's (game.ui.backdrop).

A picture is painted by the same function that would paint it straight onto the frame, into a rectangle of
window pixels; painted once into a surface of its own, it is kept under a key naming everything the painting
reads, and blitted at the rectangle's corner. Every painting here is the same at any whole-pixel position, so
the blitted picture is the painted one.

Shapes with antialiased edges blend with whatever lies under them (ring mat, felt, a card back), so a picture
is painted twice, over black and over white: the difference of the two is how much of the ground shows through
each pixel, and the one over black is the picture's own light. Blitted premultiplied, the pair gives the same
pixels as painting in place (to a unit of rounding), over any ground. Where the ground is known to be one
colour, or the shape has no soft edge, an opaque patch with a colour key is cheaper still.

Keys are made of what the picture shows (labels, colours, pixel sizes), never of the game's state: a picture
holds nothing a seat may not see, because it is painted from what that seat's frame would paint.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from game.ui import palette
from game.ui.backdrop import CACHING
from game.ui.face_cache import kept_pictures
from game.ui.viewport import Viewport

__all__ = ["CACHING", "PICTURES", "card_shadow", "kept", "lifted", "patch", "ready", "stamp"]

Paint = Callable[[pygame.Surface, tuple[int, int]], None]  # paints in window pixels moved by (dx, dy)

# CACHING: tests turn it off to compare a frame with everything painted in place (shared with the Backdrop).
MOST_PIXELS = 3_000_000  # the kept pictures, together: about twelve megabytes
_KEY = (255, 0, 255)
_INVERT = bytes(255 - value for value in range(256))


class PictureCache:
    """A least-recently-used store of surfaces, bounded by their pixels."""

    def __init__(self, max_pixels: int) -> None:
        self.max_pixels = max_pixels
        self.pixels = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
            return found
        surface = make()
        self._items[key] = surface
        self.pixels += surface.get_width() * surface.get_height()
        while self.pixels > self.max_pixels and len(self._items) > 1:
            _, old = self._items.popitem(last=False)
            self.pixels -= old.get_width() * old.get_height()
        return surface

    def clear(self) -> None:
        self._items.clear()
        self.pixels = 0

    def __len__(self) -> int:
        return len(self._items)


PICTURES = PictureCache(MOST_PIXELS)
kept_pictures(PICTURES)


def lifted(area: pygame.Rect, paint: Paint) -> pygame.Surface:
    """What `paint` paints inside `area`, as a picture whose soft edges let the ground through: premultiplied
    alpha, made from the painting over black (its light) and over white (white minus black: the ground's share)."""
    size, shift = area.size, (-area.x, -area.y)
    light = pygame.Surface(size)
    light.fill((0, 0, 0))
    paint(light, shift)
    ground = pygame.Surface(size)
    ground.fill((255, 255, 255))
    paint(ground, shift)
    ground.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    pixels = bytearray(pygame.image.tobytes(light, "RGBA"))
    pixels[3::4] = pygame.image.tobytes(ground, "RGBA")[1::4].translate(_INVERT)  # green: the finest channel
    picture = pygame.image.frombytes(bytes(pixels), size, "RGBA")
    return picture.convert_alpha() if pygame.display.get_surface() is not None else picture


def stamp(surface: pygame.Surface, key: Hashable, area: pygame.Rect, paint: Paint) -> None:
    """What `paint` paints inside `area` (window pixels) of `surface`, through a picture kept under (key, size).
    The key names all the painting reads but where it is: moved by whole pixels, it paints the same picture."""
    if not CACHING["on"]:
        paint(surface, (0, 0))
        return
    surface.blit(_stamped(key, area, paint), area.topleft, special_flags=pygame.BLEND_PREMULTIPLIED)


def ready(key: Hashable, area: pygame.Rect, paint: Paint) -> None:
    """Makes the picture `stamp` would blit for the same arguments, drawing nothing: a stamp of it later only
    blits. (With caching off, stamp paints in place and there is nothing to make.)"""
    if CACHING["on"]:
        _stamped(key, area, paint)


def _stamped(key: Hashable, area: pygame.Rect, paint: Paint) -> pygame.Surface:
    return PICTURES.get(("lifted", key, area.size), lambda: lifted(area, paint))


def patch(surface: pygame.Surface, color: tuple[int, int, int], rect: pygame.Rect, radius: int) -> None:
    """pygame.draw.rect(surface, color, rect, border_radius=radius), from an opaque patch with keyed corners:
    the same pixels (the rounded rectangle has hard edges), blitted without blending."""
    if not CACHING["on"]:
        pygame.draw.rect(surface, color, rect, border_radius=radius)
        return
    surface.blit(PICTURES.get(("patch", color, rect.size, radius), lambda: _patch(color, rect.size, radius)), rect)


def card_shadow(surface: pygame.Surface, vp: Viewport, card: pygame.Rect, drop: int, resting: bool = True) -> None:
    """The shadow a card lying at `card` (window pixels) casts on the felt, `drop` design px to the right and one
    more down: a patch (`patch`) of a card at the size it rests at; of a card growing or shrinking on its way
    (`resting` false), drawn in place, the same pixels, as a patch kept at each size of the way (a new one each
    frame) crowds the kept pictures out."""
    shadow, radius = card.move(vp.px(drop), vp.px(drop + 1)), vp.px(2 * drop + 2)
    if resting:
        patch(surface, palette.FELT_DARK, shadow, radius)
    else:
        pygame.draw.rect(surface, palette.FELT_DARK, shadow, border_radius=radius)


def _patch(color: tuple[int, int, int], size: tuple[int, int], radius: int) -> pygame.Surface:
    picture = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        picture = picture.convert()
    picture.fill(_KEY)
    pygame.draw.rect(picture, color, picture.get_rect(), border_radius=radius)
    picture.set_colorkey(_KEY, pygame.RLEACCEL)
    return picture


def kept(key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """A surface made once under `key` (made afresh each time while caching is off)."""
    return PICTURES.get(("kept", key), make) if CACHING["on"] else make()
