"""The application icon as files, drawn by `game.ui.icon.icon`: PNG, Windows .ico and macOS .icns.

pygame writes each size as PNG; the .ico and .icns containers around those PNGs are a few lines of `struct`,
so the build needs no image library beyond pygame.
"""

from __future__ import annotations

import io
import struct
import sys
from pathlib import Path

import pygame

from game.ui.icon import icon

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (OSType, pixel size): PNG-payload entries that macOS reads; the @2x types share their pixel sizes.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_bytes(size: int) -> bytes:
    """The icon drawn at `size` x `size` pixels, encoded as PNG."""
    buffer = io.BytesIO()
    pygame.image.save(icon(size), buffer, "icon.png")
    data = buffer.getvalue()
    if not data.startswith(PNG_SIGNATURE):
        raise RuntimeError("pygame did not write a PNG; is it built with PNG support?")
    return data


def ico_bytes(sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows icon file holding one PNG image per size (PNG payloads are read since Windows Vista)."""
    images = [png_bytes(size) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, image in zip(sizes, images, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(image), offset)
        offset += len(image)
    return header + entries + b"".join(images)


def icns_bytes(types: tuple[tuple[bytes, int], ...] = ICNS_TYPES) -> bytes:
    """A macOS icon file: big-endian (type, length) blocks, each holding a PNG."""
    cache: dict[int, bytes] = {}
    blocks = b""
    for kind, size in types:
        image = cache.setdefault(size, png_bytes(size))
        blocks += kind + struct.pack(">I", 8 + len(image)) + image
    return b"icns" + struct.pack(">I", 8 + len(blocks)) + blocks


def write_icon(folder: Path, platform: str | None = None) -> Path:
    """Writes the icon file the executable for `platform` (default: this one) wants into `folder`; returns its path."""
    platform = platform or sys.platform
    folder.mkdir(parents=True, exist_ok=True)
    if platform.startswith("win"):
        path, data = folder / "martial-masters.ico", ico_bytes()
    elif platform == "darwin":
        path, data = folder / "martial-masters.icns", icns_bytes()
    else:
        path, data = folder / "martial-masters.png", png_bytes(256)
    path.write_bytes(data)
    return path
