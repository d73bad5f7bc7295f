"""Every face the table shows, drawn at the exact pixel size asked for and cached (bounded LRU).

Cards and the deck back are drawn in card_art, attacks in attack_art (both with the steps of game.ui.card_parts);
this module adds the masters (front and defeated back) and the charge tracker, and is the one place the board imports
faces from. A master's front is laid out by game.layout.udo.master_card, which both master_face and heart_rects read,
so what the board hit-tests is exactly what the player sees; its other side by game.layout.udo.master_back, and the
charge tracker by game.layout.udo.charge.
"""

from __future__ import annotations

import pygame

from game.engine.udo.cards import Master
from game.layout.cards import Size
from game.layout.udo import master_back as back
from game.layout.udo.charge import tracker
from game.layout.udo.master_card import MasterCard, master_card, name_fitted
from game.ui import palette, shapes, text
from game.ui.card_parts import card_frame, face, strip
from game.ui.udo.attack_art import attack_face
from game.ui.udo.card_art import card_back, card_face
from game.words.udo.card_text import area_of

__all__ = [
    "attack_face", "card_back", "card_face", "charge_tracker", "heart_rects", "master_back", "master_face",
]


# ----- masters -----------------------------------------------------------------------------------


def _master_card(master: Master, size: Size) -> MasterCard:
    """Where everything of a master's front lies, at the player's text size."""
    return master_card(master, size, text.line_height(text.least_legible()))


def heart_rects(master: Master, size: Size) -> dict[str, pygame.Rect]:
    """Where each heart ("body.heart", e.g. "0.2") is drawn inside master_face(master, size)."""
    return {key: rect.copy() for key, rect in _master_card(master, size).hearts.items()}


def master_face(master: Master, size: Size, covered: frozenset[str] = frozenset(),
                defeated: bool = False) -> pygame.Surface:
    """A master's front: name, glory coins, and per body its swords and hearts; covered hearts
    carry a token. A defeated master shows its back (master_back)."""
    if defeated:
        return master_back(master, size)
    return face(("master", master.id, covered), size, lambda surface: _draw_master(surface, master, covered))


def _draw_master(surface: pygame.Surface, master: Master, covered: frozenset[str]) -> None:
    size = w, _ = surface.get_size()
    card_frame(surface, palette.RIM, palette.PAPER)
    layout = _master_card(master, size)
    band = layout.band
    strip(surface, band, palette.TITLE_BAND, round(w * 0.05), 1)
    called, name_size = name_fitted(master.name, round(band.h * 0.85), band.w - round(w * 0.08), text)
    text.draw(surface, called, name_size, palette.TITLE_TEXT, center=band.center)
    for center in layout.coins:
        shapes.coin(surface, center, layout.coin_radius)
    if master.style and layout.style.h:
        text.draw_block(surface, master.style, layout.style, palette.INK_SOFT, round(layout.style.h * 0.6),
                        text.least_legible())
    for panel in layout.bodies:
        shapes.rounded_rect(surface, palette.PAPER_SHADE, panel, round(w * 0.04))
    for rect in layout.swords:
        shapes.sword(surface, rect)
    for key, rect in layout.hearts.items():
        body, index = (int(part) for part in key.split("."))
        _heart(surface, rect, master.bodies[body].hearts[index], key in covered)
    for b, panel in enumerate(layout.bodies):
        if all(key in covered for key in layout.hearts if key.startswith(f"{b}.")):
            veil = pygame.Surface(panel.size, pygame.SRCALPHA)
            shapes.rounded_rect(veil, (*palette.PAPER_SHADE, 170), veil.get_rect(), round(w * 0.04))
            surface.blit(veil, panel)
    if layout.footer.h:
        text.draw_block(surface, f"Special move: {master.special_move.name}", layout.footer, palette.GOLD_DARK,
                        round(layout.footer.h * 0.6), text.least_legible())


def _heart(surface: pygame.Surface, rect: pygame.Rect, value: int, covered: bool) -> None:
    shapes.heart(surface, rect, palette.HEART_BLUE, palette.HEART_BLUE_DARK)
    middle = (rect.centerx, rect.y + rect.h * 0.44)
    if covered:
        shapes.token(surface, middle, rect.w * 0.34)
        return
    label = str(value)
    size = max(text.least_readable(), text.fit(label, round(rect.h * 0.72), round(rect.w * 0.6)))  # may reach the edges
    text.draw(surface, label, size, palette.HEART_BLUE_DARK, center=(middle[0] + 1, middle[1] + 1))
    text.draw(surface, label, size, palette.TITLE_TEXT, center=middle)


def master_back(master: Master, size: Size, won: bool = True) -> pygame.Surface:
    """A master's other side: a "Defeated" ribbon over the special move the hero gains. `won`: the master has
    fallen in this campaign ("You gained"); otherwise it is the side shown once the master is defeated."""
    return face(("master_back", master.id, won), size, lambda surface: _draw_master_back(surface, master, won))


def _draw_master_back(surface: pygame.Surface, master: Master, won: bool) -> None:
    w, h = surface.get_size()
    inner = card_frame(surface, palette.RIM, palette.TITLE_BAND)
    ribbon, gained = "DEFEATED", "You gained" if won else "Defeat to gain"
    laid = back.parts((w, h), inner, ribbon, gained, (master.name, master.special_move.name), text)
    text.draw_lines(surface, [(laid.called, palette.DIM_TEXT)], laid.name_size, laid.name)
    pygame.draw.rect(surface, palette.ATTACK_RED_DARK, laid.ribbon.move(0, max(1, round(h * 0.008))))
    pygame.draw.rect(surface, palette.ATTACK_RED, laid.ribbon.inflate(-2 * inner.x + 2, 0))
    text.draw_lines(surface, [(ribbon, palette.TITLE_TEXT)], laid.ribbon_size, laid.ribbon)
    text.draw_lines(surface, [(gained, palette.GOLD_LIGHT)], laid.gained_size, laid.gained)
    if laid.card is not None:
        surface.blit(card_face(master.special_move, laid.card.size), laid.card)
        return
    # Too small a card to read: its picture and name stand in for it (the enlarged master shows the card).
    plate = laid.plate
    assert plate is not None  # a plate stands in wherever the card does not
    shapes.rounded_rect(surface, palette.GOLD, plate.rect, round(plate.rect.w * 0.08))
    if plate.picture is not None:
        side = plate.picture.w
        shapes.disc(surface, palette.PAPER, plate.picture.center, side * 0.5)
        shapes.figure(surface, plate.picture.inflate(-round(side * 0.12), -round(side * 0.12)),
                      area_of(master.special_move.name), palette.INK_SOFT, palette.ATTACK_RED)
    text.draw_lines(surface, [(line, palette.INK) for line in plate.lines], plate.size, plate.named)


# ----- the charge tracker ----------------------------------------------------------------------------


def charge_tracker(charge: int, maximum: int, size: Size) -> pygame.Surface:
    """The track 0..maximum, the current Charge marked by a purple token."""
    return face(("charge", charge, maximum), size, lambda surface: _draw_charge(surface, charge, maximum))


def _draw_charge(surface: pygame.Surface, charge: int, maximum: int) -> None:
    """The tracker's frame, its title and its cells where game.layout.udo.charge lays them out, the current one
    marked by a purple token."""
    w, h = surface.get_size()
    inner = shapes.framed_rect(surface, surface.get_rect(), round(min(w, h) * 0.2), palette.RIM,
                               palette.CHARGE_PURPLE_DARK, max(2, round(h * 0.05)))
    laid = tracker(inner, (f"CHARGE {charge}", f"CHARGE {charge}/{maximum}"), maximum, text)
    text.draw_lines(surface, [(laid.title, palette.TITLE_TEXT)], laid.title_size, laid.label, bold=True)
    current = max(0, min(maximum, charge))
    for value, cell in enumerate(laid.cells):
        shapes.rounded_rect(surface, palette.PAPER, cell, round(min(cell.w, cell.h) * 0.2))
        if value == current:
            shapes.disc(surface, palette.CHARGE_PURPLE, cell.center, min(cell.w, cell.h) * 0.5)
        if laid.number_size:
            ink = palette.TITLE_TEXT if value == current else palette.INK_SOFT
            text.draw(surface, str(value), laid.number_size, ink, center=cell.center)
