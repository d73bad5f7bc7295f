"""Master's card faces and back, drawn at the exact size asked for and cached by pixels.

A skill card shows its number (its experience) large in the corner and its skill's symbol, on a rim of the
skill's colour; a golden wild card shows its value, a star and the symbol of the skill it serves on gold. Symbol,
star and number carry everything, so no player needs colour to tell the cards apart; from hand size on, the
skill's or the wild's name is written in a band along the bottom.

A face wider than it is tall is the card lying across (a set laid across in a player's area): the same marks laid
out along the card, still upright to read.
"""

from __future__ import annotations

import pygame

from game.engine.master.cards import Catalog, Skill, SkillCard, WildCard
from game.layout.cards import Size, grid
from game.layout.master.card_face import NAMED_FROM, face_body, name_band
from game.ui import palette, shapes, text
from game.ui.card_parts import back_field, card_frame, face, strip
from game.ui.master.symbols import star, symbol
from game.ui.palette import Rgb

Card = SkillCard | WildCard


def rgb(hex_colour: str) -> Rgb:
    value = hex_colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def ink_on(colour: Rgb) -> Rgb:
    """Dark ink or light text, whichever reads better on `colour`."""
    r, g, b = colour
    return palette.INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else palette.TITLE_TEXT


def shade(colour: Rgb) -> Rgb:
    return shapes.mix(colour, (0, 0, 0), 0.38)


def master_face(catalog: Catalog, card_id: str, size: Size) -> pygame.Surface:
    """The front of a card; wider than tall, the card lying across."""
    card = catalog.card(card_id)
    skill = catalog.skills_by_id[card.skill]
    key = ("master", card.id, card.kind, card.value, skill.name, skill.wild_name, skill.hex, skill.symbol)
    return face(key, size, lambda surface: _draw(surface, card, skill))


def master_back(catalog: Catalog, size: Size) -> pygame.Surface:
    """The back every card shares: the four skills' symbols around the game's name."""
    marks = tuple((skill.symbol, skill.hex) for skill in catalog.skills)
    return face(("master_back", marks), size, lambda surface: _draw_back(surface, marks))


def _draw(surface: pygame.Surface, card: Card, skill: Skill) -> None:
    size = w, h = surface.get_size()
    colour = rgb(skill.hex)
    wild = isinstance(card, WildCard)
    rim, fill = (palette.GOLD_DARK, shapes.mix(palette.PAPER, palette.GOLD, 0.42)) if wild else (colour, palette.PAPER)
    card_frame(surface, rim, fill)
    named = min(w, h) >= NAMED_FROM
    band = name_band(size)
    if named:
        band_fill = palette.GOLD if wild else colour
        strip(surface, band, band_fill, round(w * 0.04), -1)
        name = f"{skill.wild_name} wild" if wild else skill.name
        room = band.inflate(-round(w * 0.08), -round(band.h * 0.2))  # at least legible where the name fits across
        text.draw(surface, name, text.fit(name, max(room.h, text.least_legible()), room.w, bold=True),
                  ink_on(band_fill), bold=True, center=band.center)
    body = face_body(size)
    if w >= h:
        _across(surface, body, card, skill, colour, wild)
    else:
        _upright(surface, body, card, skill, colour, wild, named)


def number_box(value: int, size: Size) -> tuple[int, pygame.Rect]:
    """The size a face of `size` sets its number `value` at, and where it prints it (pixels of the face): in the
    top left corner, or at the left of a card lying across."""
    w, h = size
    body = face_body(size)
    if w >= h:
        pad = round(h * 0.07)
        font, anchor = round(body.h * 0.62), {"midleft": (body.x + pad * 2, body.centery)}
    else:
        pad = round(w * 0.06)
        font = round(h * (0.22 if min(w, h) >= NAMED_FROM else 0.34))
        anchor = {"topleft": (body.x + pad, body.y + round(pad * 0.6))}
    font = max(text.MIN_SIZE, font)
    return font, text.render(str(value), font, palette.INK, bold=True).get_rect(**anchor)


def _number(surface: pygame.Surface, value: int, colour: Rgb, wild: bool) -> pygame.Rect:
    ink = palette.GOLD_DARK if wild else shade(colour)
    font, box = number_box(value, surface.get_size())
    return text.draw(surface, str(value), font, ink, bold=True, topleft=box.topleft)


def _mark(surface: pygame.Surface, box: pygame.Rect, skill: Skill, colour: Rgb, wild: bool) -> None:
    """The skill's symbol; on a wild, in a white disc so its colour shows on the gold."""
    if wild:
        shapes.disc(surface, palette.PAPER, box.center, min(box.w, box.h) * 0.52)
        box = box.inflate(-round(box.w * 0.22), -round(box.h * 0.22))
    symbol(surface, skill.symbol, box, colour, palette.PAPER, shade(colour))


def _upright(surface: pygame.Surface, body: pygame.Rect, card: Card, skill: Skill, colour: Rgb, wild: bool,
             named: bool) -> None:
    w, h = surface.get_size()
    pad = round(w * 0.06)
    number = _number(surface, card.value, colour, wild)
    if wild:
        radius = w * (0.11 if named else 0.16)
        star(surface, (number.right + radius * 1.2, number.centery), radius, palette.GOLD_LIGHT, palette.GOLD_DARK)
    side = min(body.w - 2 * pad, body.bottom - number.bottom - pad)
    if named:
        box = pygame.Rect(0, 0, side, side)
        box.midbottom = (body.centerx, body.bottom - round(pad * 0.6))
    else:  # small: the symbol fills the lower right, under the number
        side = min(round(w * 0.8), body.bottom - number.centery + round(pad * 0.5))
        box = pygame.Rect(0, 0, side, side)
        box.bottomright = (body.right - round(pad * 0.4), body.bottom - round(pad * 0.4))
    _mark(surface, box, skill, colour, wild)


def _across(surface: pygame.Surface, body: pygame.Rect, card: Card, skill: Skill, colour: Rgb, wild: bool) -> None:
    w, h = surface.get_size()
    pad = round(h * 0.07)
    number = _number(surface, card.value, colour, wild)
    if wild:
        star(surface, (number.centerx, body.y + body.h * 0.16), h * 0.1, palette.GOLD_LIGHT, palette.GOLD_DARK)
    side = min(body.h - 2 * pad, body.right - number.right - 2 * pad)
    box = pygame.Rect(0, 0, side, side)
    box.midright = (body.right - pad * 2, body.centery)
    _mark(surface, box, skill, colour, wild)


def _draw_back(surface: pygame.Surface, marks: tuple[tuple[str, str], ...]) -> None:
    w, h = surface.get_size()
    field = back_field(surface, palette.GOLD_DARK, shapes.mix(palette.BACK_BLACK, palette.TITLE_BAND, 0.6), 0.02,
                       inset=0.1, radius=0.06)  # every back stands upright
    cx, cy = field.center
    radius = min(field.w, field.h) * 0.42
    shapes.disc(surface, palette.GOLD_DARK, (cx, cy), radius)
    shapes.disc(surface, palette.BACK_BLACK, (cx, cy), radius * 0.9)
    cell = radius * 0.62
    for (name, hex_colour), box in zip(marks[:4], grid((cx, cy), 2, cell, cell * 0.86), strict=False):
        colour = rgb(hex_colour)
        symbol(surface, name, box, colour, palette.BACK_BLACK, shade(colour))
    if min(w, h) >= NAMED_FROM:
        label = "MASTER"
        band = pygame.Rect(field.x, field.bottom - round(field.h * 0.16), field.w, round(field.h * 0.14))
        text.draw(surface, label, text.fit(label, band.h, round(band.w * 0.8), bold=True), palette.GOLD_LIGHT,
                  bold=True, center=band.center)
