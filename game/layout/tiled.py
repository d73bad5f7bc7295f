"""Tiled maps (levels/*.tmx) -> named zones.

A layout map holds one object layer named "zones" of plain rectangles; each rectangle's name is the zone's
name, in design-space pixels (the map's pixel size, 1280x720 for the table). Object properties are not read. A
rectangle named "<zone>_largest" is the room that zone's words take at the Largest text (Layout.laid_out).

Files are screened before pytmx sees them, because a map is data that may come from anywhere: at most 2 MB,
parsed once with defusedxml (no DTD, no entities, no external references), no compressed tile data
(a decompression bomb), a bounded number of tiles, tilesets whose sizes, spacing and margin are not negative (pytmx
steps through a tileset image by tile size plus spacing, so a negative spacing could make it step for ever),
external tilesets screened the same way and taken into the map's tree (their images, which Tiled writes from the
tileset's own folder, written again from the map's), and no tileset image outside the map's folder. Only regular
files are read (never a pipe or a device), each through the door of every file (game.files.reading). pytmx then
reads that same screened tree with its plain loader, which opens no file and loads no images.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree.ElementTree import Element, ParseError

import pygame
import pytmx
from defusedxml import DTDForbidden, EntitiesForbidden, ExternalReferenceForbidden
from defusedxml.ElementTree import fromstring

ZONES_LAYER = "zones"
AT_LARGEST = "_largest"  # after a zone's name: the zone as the Largest text lays it out
LARGEST_SCALE = 1.5  # the Largest text's scale (game.files.settings.TEXT_SCALES)
MAX_BYTES = 2 * 1024 * 1024
MAX_TILES = 1 << 20  # per map and per tileset image: bounds what pytmx allocates
MAX_PIXELS = 1 << 14  # a map's width and height in pixels
NOT_RECTANGLES = ("ellipse", "point", "polygon", "polyline", "text")


class LayoutError(Exception):
    """A layout map that cannot be used; names the file and lists every problem found."""

    def __init__(self, path: Path | str, problems: list[str]) -> None:
        self.path = Path(path)
        self.problems = list(problems)
        lines = "\n".join(f"  - {problem}" for problem in self.problems)
        super().__init__(f"layout map {self.path}: {len(self.problems)} problem(s)\n{lines}")


@dataclass(frozen=True)
class Layout:
    name: str
    size: tuple[int, int]
    zones: dict[str, pygame.Rect] = field(default_factory=dict)
    path: Path | None = None

    def zone(self, name: str) -> pygame.Rect:
        """A copy of the named zone's rectangle, so callers cannot move the shared layout."""
        try:
            return self.zones[name].copy()
        except KeyError:
            known = ", ".join(sorted(self.zones)) or "none"
            raise LayoutError(self.path or self.name, [f'no zone named "{name}" (zones: {known})']) from None

    def box(self, name: str) -> tuple[float, float, float, float]:
        """The named zone as a button's design-space box: (x, y, width, height)."""
        rect = self.zone(name)
        return rect.x, rect.y, rect.width, rect.height


    def laid_out(self, text_scale: float) -> dict[str, pygame.Rect]:
        """Copies of every zone as the player's text size lays it out: a zone the map also holds as
        "<name>_largest" (a status line's box grown where the table leaves it room, the log beside it made shorter)
        moves toward that rectangle as far as the text is larger than the Normal, all the way at the Largest."""
        share = min(1.0, max(0.0, (text_scale - 1.0) / (LARGEST_SCALE - 1.0)))
        zones = {name: rect.copy() for name, rect in self.zones.items()}
        for name, rect in self.zones.items():
            largest = self.zones.get(name + AT_LARGEST)
            if largest is not None:
                zones[name] = pygame.Rect(*(round(a + (b - a) * share) for a, b in zip(rect, largest, strict=True)))
        return zones


def load_layout(path: Path | str, required: Iterable[str] = ()) -> Layout:
    """Load a layout map; raises LayoutError listing every problem, including any `required` zone missing."""
    path = Path(path)
    problems: list[str] = []
    root = _read_xml(path, "map", problems)
    if root is not None:
        _screen_map(root, path, problems)
    if root is None or problems:
        raise LayoutError(path, problems)
    tiled = pytmx.TiledMap()  # the plain loader: images are never loaded
    tiled.filename = str(path)  # external tilesets resolve against it
    try:
        tiled.parse_xml(root)
    except Exception as exc:  # pytmx raises bare Exception, ValueError, KeyError, struct.error ...
        raise LayoutError(path, [f"pytmx cannot read it: {exc or type(exc).__name__}"]) from exc
    size = (int(tiled.width) * int(tiled.tilewidth), int(tiled.height) * int(tiled.tileheight))
    zones = _zones(tiled, size, required, problems)
    if problems:
        raise LayoutError(path, problems)
    return Layout(name=path.stem, size=size, zones=zones, path=path)


def _read_xml(path: Path, root_tag: str, problems: list[str], what: str = "") -> Element | None:
    from game.files import reading, storage

    try:
        data = reading.read_bounded(path, MAX_BYTES)
    except storage.StorageError as exc:
        problems.append(f"{what}{exc.problem}")
        return None
    try:
        root = fromstring(data, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DTDForbidden:
        problems.append(f"{what}declares a DTD (<!DOCTYPE>), which layout maps may not do")
    except EntitiesForbidden:
        problems.append(f"{what}declares XML entities, which layout maps may not do")
    except ExternalReferenceForbidden:
        problems.append(f"{what}refers to an external resource, which layout maps may not do")
    except ParseError as exc:
        problems.append(f"{what}is not well-formed XML: {exc}")
    else:
        if root.tag == root_tag:
            return root
        problems.append(f"{what}is not a Tiled {root_tag}: its root element is <{root.tag}>")
    return None


def _int(node: Element, name: str, problems: list[str], default: str | None = None) -> int:
    raw = node.get(name, default)
    try:
        return int(raw)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        problems.append(f'<{node.tag}> attribute {name}="{raw}" is not a whole number')
        return 0


def _float(node: Element, name: str, problems: list[str]) -> float:
    raw = node.get(name, "0")
    try:
        return float(raw)
    except ValueError:
        problems.append(f'<{node.tag}> attribute {name}="{raw}" is not a number')
        return 0.0


def _screen_map(root: Element, path: Path, problems: list[str]) -> None:
    if root.get("infinite", "0") != "0":
        problems.append("is an infinite map; layout maps must have a fixed size")
    width, height = _int(root, "width", problems), _int(root, "height", problems)
    tile_w, tile_h = _int(root, "tilewidth", problems), _int(root, "tileheight", problems)
    if min(width, height, tile_w, tile_h) <= 0:
        problems.append(f"map size {width}x{height} tiles of {tile_w}x{tile_h} px is not positive")
    elif width * height > MAX_TILES or max(width * tile_w, height * tile_h) > MAX_PIXELS:
        problems.append(f"map of {width}x{height} tiles of {tile_w}x{tile_h} px is too large")
    for data in root.iter("data"):
        if data.get("compression"):
            problems.append(f'tile data is compressed ({data.get("compression")}); save layers as CSV')
    for tileset in root.iter("tileset"):
        _screen_tileset(tileset, path, problems)
    for group in root.iter("objectgroup"):
        if group.get("name") != ZONES_LAYER:
            continue
        for obj in group.iter("object"):
            label = f'zone "{obj.get("name", "")}" (object {obj.get("id", "?")})'
            shapes = [child.tag for child in obj if child.tag in NOT_RECTANGLES]
            if shapes or obj.get("gid"):
                kind = f"<{shapes[0]}>" if shapes else "a tile object"
                problems.append(f"{label} must be a plain rectangle, not {kind}")
            if _float(obj, "rotation", problems) != 0:
                problems.append(f"{label} is rotated; zones must be upright rectangles")


def _take_in(tileset: Element, external: Element) -> None:
    """Makes the map's reference to an external tileset hold the tileset read through the door: pytmx then parses
    what was screened, and never opens the file itself (unbounded, a second time)."""
    first = tileset.get("firstgid")
    tileset.attrib = {key: value for key, value in external.attrib.items() if key not in ("source", "firstgid")}
    if first is not None:
        tileset.set("firstgid", first)
    tileset[:] = list(external)


def _screen_tileset(tileset: Element, path: Path, problems: list[str]) -> None:
    source = tileset.get("source")
    home = folder = path.parent.resolve()  # the map's folder, and the one the tileset's images are written from
    if source:
        where = f'tileset "{source}" '
        tileset_path = _inside(home, home / source, where, problems)
        if tileset_path is None:
            return
        external = _read_xml(tileset_path, "tileset", problems, where)
        if external is None:
            return
        _take_in(tileset, external)
        folder = (home / source).parent  # as Tiled reads it: an external tileset's images from its own folder
    name = tileset.get("name", source or "?")
    _place_images(tileset, folder, home, f'tileset "{source or name}" ', problems)
    tile_w = _int(tileset, "tilewidth", problems, "1")
    tile_h = _int(tileset, "tileheight", problems, "1")
    if not (0 < tile_w <= MAX_PIXELS and 0 < tile_h <= MAX_PIXELS):
        problems.append(f'tileset "{name}" has tiles of {tile_w}x{tile_h} px; both sides must be 1 to {MAX_PIXELS}')
        return
    gaps = {key: _int(tileset, key, problems, "0") for key in ("spacing", "margin", "tilecount", "columns")}
    for key, value in gaps.items():
        if not 0 <= value <= MAX_PIXELS * MAX_PIXELS:
            problems.append(f'tileset "{name}" has {key}="{value}"; it must be a whole number from 0 up')
    if any(not 0 <= value <= MAX_PIXELS * MAX_PIXELS for value in gaps.values()):
        return  # pytmx steps through the image by tile size plus spacing: a negative step never ends
    for image in tileset.iter("image"):
        width, height = _int(image, "width", problems, "0"), _int(image, "height", problems, "0")
        if not (0 <= width <= MAX_PIXELS and 0 <= height <= MAX_PIXELS):
            problems.append(f'tileset "{name}" has an image of {width}x{height} px; sides must be 0 to {MAX_PIXELS}')
            continue
        step_w, step_h = tile_w + gaps["spacing"], tile_h + gaps["spacing"]
        tiles = (max(0, width - tile_w) // step_w + 1) * (max(0, height - tile_h) // step_h + 1)
        if tiles > MAX_TILES:
            problems.append(f'tileset "{name}" would cut {tiles} tiles, too many')


def _place_images(tileset: Element, folder: Path, home: Path, where: str, problems: list[str]) -> None:
    """Writes each image of a tileset (its own, or a tile's) as the map's folder `home` reaches it, for pytmx takes
    every image of the map's tree from there; the tileset wrote them from `folder`. An image outside `home` is
    refused, as an external tileset there is."""
    for image in tileset.iter("image"):
        written = image.get("source")
        if written:
            place = _inside(home, folder / written, f'{where}image "{written}" ', problems)
            if place is not None:
                image.set("source", place.relative_to(home).as_posix())


def _inside(home: Path, written: Path, where: str, problems: list[str]) -> Path | None:
    """The file `written` names, followed through its links (os.path.realpath, which leaves a loop of links as it
    stands, where Path.resolve raises before Python 3.13), where it lies inside the map's folder `home`; else None,
    and the problem told."""
    place = Path(os.path.realpath(written))
    if place.is_relative_to(home):
        return place
    problems.append(f"{where}lies outside the map's folder")
    return None


def _zones(
    tiled: pytmx.TiledMap, size: tuple[int, int], required: Iterable[str], problems: list[str]
) -> dict[str, pygame.Rect]:
    groups = [layer for layer in tiled.layers if isinstance(layer, pytmx.TiledObjectGroup)]
    groups = [group for group in groups if group.name == ZONES_LAYER]
    if len(groups) != 1:
        problems.append(f'has {len(groups) or "no"} object layers named "{ZONES_LAYER}"; it needs exactly one')
        return {}
    group = groups[0]
    zones: dict[str, pygame.Rect] = {}
    seen: set[str] = set()
    for obj in group:
        name, label = obj.name, f'zone "{obj.name}"'
        if not name:
            problems.append(f"object {obj.id} in the zones layer has no name")
            continue
        if name in seen:
            problems.append(f"{label} is defined more than once")
            continue
        seen.add(name)
        x, y = float(obj.x) + float(group.offsetx), float(obj.y) + float(group.offsety)
        width, height = float(obj.width), float(obj.height)
        if not (width > 0 and height > 0):
            problems.append(f"{label} has no area: it is {width:g}x{height:g}")
        elif not (0 <= x and x + width <= size[0] and 0 <= y and y + height <= size[1]):
            where = f"{x:g},{y:g} {width:g}x{height:g}"
            problems.append(f"{label} at {where} does not lie inside the {size[0]}x{size[1]} map")
        else:
            zones[name] = pygame.Rect(round(x), round(y), round(width), round(height))
    problems += [f'required zone "{name}" is missing' for name in required if name not in seen]
    return zones
