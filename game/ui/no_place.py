"""A card held with no place to go, at every table (game.scenes.card_table.CardTable): beside the card, in a box
with a red border, that it has no place now, why in the engine's own words, and how it goes back. Tab, the arrows
and Esc put it back (game.ui.card_keys), as letting go of the mouse does.

Why is asked of the engine: a table names the plays the card could make (`no_place_attempts`: each with the place it
would go, as a player names it) and each is refused with its reason. One reason for every place is said once; else
each reason is said with the places it holds for ("Combo 1, Combo 2: Left Leg goes on a Right Arm.")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import palette, shapes, text
from game.ui.palette import Rgb
from game.ui.tip import placed
from game.ui.viewport import Viewport

if TYPE_CHECKING:
    from game.engine.core import Command

TITLE = "No place for this card now"
BACK = "Let go, Esc or Tab: it goes back where it was"
WIDTH = 440  # design px: the widest the box grows
SIZE = 18  # design size of its words (never under the readable size)
PAD, GAP = 10, 12  # design px: round the words inside the box, and between the box and the card


def reasons(session: Any, attempts: Sequence[tuple[str, Command]]) -> list[str]:
    """Why each of `attempts` (a place, and the command a drop there makes) is refused now, each reason once, with
    the places it holds for when the reasons differ; none when one of them would be played after all."""
    places: dict[str, list[str]] = {}  # each reason, and the places it is given for
    for place, command in attempts:
        refused = session.refusal(command)
        if refused is None:
            return []
        named = places.setdefault(refused.message, [])
        if place and place not in named:
            named.append(place)
    if len(places) == 1:
        return list(places)
    return [f"{', '.join(named)}: {message}" if named else message for message, named in places.items()]


def lines(why: Sequence[str]) -> list[tuple[str, Rgb]]:
    """The box's lines: that the card has no place, why, and how it goes back."""
    return [(TITLE, palette.ERROR_RED), *((reason, palette.TEXT) for reason in why), (BACK, palette.DIM_TEXT)]


def rows(vp: Viewport, window: pygame.Rect, why: Sequence[str]) -> tuple[int, list[tuple[str, Rgb, bool]]]:
    """The size of the box's words in `window` (window pixels), and its rows: each line wrapped to the box, with
    its ink and whether it is bold (the title's)."""
    size = text.readable(vp.px(SIZE))
    widest = min(vp.px(WIDTH), window.w - 2 * vp.px(GAP)) - 2 * vp.px(PAD)
    return size, [(part, ink, k == 0) for k, (line, ink) in enumerate(lines(why))
                  for part in text.wrap(line, size, widest, bold=k == 0)]


def ready(vp: Viewport, why: Sequence[str]) -> None:
    """The box's words set as `draw` sets them in the table's window, nothing drawn: a table makes them ahead for
    each card of its hand that would have no place if picked up (game.scenes.pickups)."""
    size, parts = rows(vp, pygame.Rect(0, 0, vp.width, vp.height), why)
    for part, ink, bold in parts:
        text.render(part, size, ink, bold)


def draw(surface: pygame.Surface, vp: Viewport, card: pygame.Rect, why: Sequence[str]) -> pygame.Rect:
    """The box beside the held card (`card`, window pixels), never over it; its rect."""
    pad, gap = vp.px(PAD), vp.px(GAP)
    window = surface.get_rect()
    size, parts = rows(vp, window, why)
    step = text.line_height(size, bold=True)
    width = max(text.width(part, size, bold=bold) for part, _, bold in parts) + 2 * pad
    box = placed(pygame.Rect(0, 0, width, len(parts) * step + 2 * pad), card, window, gap)
    shapes.edged_panel(surface, box, palette.ERROR_RED, vp.px(2), vp.px(8))
    y = box.y + pad
    for part, ink, bold in parts:
        text.draw(surface, part, size, ink, bold=bold, topleft=(box.x + pad, y))
        y += step
    return box
