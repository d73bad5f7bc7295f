"""The campaign's attack cards, drawn at the exact size asked for: the area struck, the Block that stops the attack,
what it takes if it is not blocked, and its notes (a block bonus, an opening or a guard). They share the hero's cards'
frame, title band, panels and cache (game.ui.card_parts) and their layout (game.layout.udo.card_face), read from there
when drawn.
"""

from __future__ import annotations

import pygame

from game.content.udo import udo_catalog
from game.engine.udo.cards import Attack
from game.layout.cards import Size
from game.layout.udo.card_face import attack_parts, badge_parts, badge_rows, compact, lose_parts, title_room
from game.ui import card_parts, palette, shapes, text
from game.ui.palette import Rgb
from game.ui.udo.effect_marks import mark
from game.words.glue import NBSP
from game.words.udo.card_text import bonus_texts, cost_text, keep_together, opening_text


def attack_face(attack: Attack, size: Size) -> pygame.Surface:
    """An attack card: struck area, Block value, what is lost when unblocked, bonus and opening."""
    return card_parts.face(("attack", attack.id), size, lambda surface: _draw_attack(surface, attack))


def _draw_attack(surface: pygame.Surface, attack: Attack) -> None:
    size = w, h = surface.get_size()
    inner = card_parts.card_frame(surface, palette.RIM, palette.PAPER)
    least_line = text.line_height(text.least_legible())
    band = title_room(size, least_line, inner)
    least = text.least_legible() if compact(size) else 0  # a compact face's words are never set smaller
    card_parts.title_band(surface, band, attack.name, palette.ATTACK_RED, palette.TITLE_TEXT,
                          tuple(attack.name for attack in udo_catalog().attacks), least, keep_together)
    gap = round(w * 0.03)
    parts = attack_parts(size, least_line)
    figure_box, lose, below = parts["figure"], parts["lose"], parts["bonus"]
    shapes.disc(surface, palette.PAPER_SHADE, figure_box.center, figure_box.w * 0.5)
    shapes.figure(surface, figure_box.inflate(-gap, -gap), attack.area, palette.INK_SOFT, palette.ATTACK_RED)
    _block_badge(surface, parts["block"], attack.block, least)
    _lose_panel(surface, lose, attack.cost if least else cost_text(attack), least)
    notes: list[tuple[str, Rgb]] = []
    for part in bonus_texts(attack.bonus):
        notes += [("Block bonus:", palette.INK_SOFT),
                  (part, palette.CHARGE_PURPLE if part.startswith("Charge") else palette.RECOVER_GREEN)]
    if attack.opening is not None:  # one paragraph: "Opening:" shares a line with what it gives
        notes.append((opening_text(attack.opening, this_turn=not least), palette.RECOVER_GREEN
                      if attack.opening.plus > 0 else palette.ATTACK_RED))
    card_parts.text_panel(surface, below, notes or [("No block bonus", palette.DIM_TEXT)], palette.PAPER_COOL,
                          least or round(w * 0.15), least, keep_together)


def _block_badge(surface: pygame.Surface, rect: pygame.Rect, value: int, least: int = 0) -> None:
    """"BLOCK" over a big "5+": Block 5 or more stops this attack. The word is as large as text a player must read
    wherever the badge is that wide: it takes what height it needs, the number the rest. On a smaller card, read
    enlarged under the pointer, it shrinks to the badge's width rather than run past its sides; on a flat badge "BLOCK
    5+" is one line."""
    inner = shapes.framed_rect(surface, rect, round(min(rect.w, 2 * rect.h) * 0.14), palette.INK, palette.BLOCK_STEEL,
                               max(1, round(rect.w * 0.03)))
    if least:  # a compact face's: a shield for the word, beside the number
        line = f"{value}+"
        shield, end = badge_parts(inner, text.line_height(least), text.width(line, least, bold=True))
        mark(surface, "block", shield, palette.TITLE_TEXT)
        text.draw(surface, line, least, palette.TITLE_TEXT, bold=True, midright=end)
        return
    if rect.w >= 3 * rect.h:  # a flat badge (a small attack card's): the word beside the number
        line = f"BLOCK {value}+"
        size = text.fit(line, round(inner.h * 1.1), round(inner.w * 0.9), bold=True)
        text.draw_lines(surface, [(line, palette.TITLE_TEXT)], size, inner, bold=True)
        return
    word = text.fit("BLOCK", max(text.READABLE, round(inner.h * 0.4)), round(inner.w * 0.9))
    label, number = badge_rows(inner, text.line_height(word))
    text.draw_lines(surface, [("BLOCK", palette.TITLE_TEXT)], word, label)
    big = text.fit(f"{value}+", round(number.h * 1.15), round(inner.w * 0.85))
    text.draw_lines(surface, [(f"{value}+", palette.TITLE_TEXT)], big, number)


def _lose_panel(surface: pygame.Surface, rect: pygame.Rect, line: str, least: int = 0) -> None:
    """The red X half: what the attack takes if it is not blocked ("Lose a Torso card", on a compact face the area
    alone, "Torso", at the `least` size)."""
    inner = shapes.framed_rect(surface, rect, round(rect.h * 0.2), palette.ATTACK_RED,
                               shapes.mix(palette.PAPER, palette.ATTACK_RED, 0.16), max(1, round(rect.h * 0.05)))
    cross, room = lose_parts(inner, bool(least))
    shapes.x_mark(surface, palette.ATTACK_RED, cross, shapes.stroke(inner.h, 0.1))
    most = round(surface.get_width() * 0.15)
    glued = keep_together(line).replace(" card", NBSP + "card")  # "Lose a" / "Right Arm card"
    size, lines = text.fit_block(glued, most, room.w, room.h)
    if least:
        size, lines = least, [glued]
    elif size < text.READABLE:  # "Lose a" / "Right Arm" / "card": three lines rather than small ones
        size, lines = text.fit_block(keep_together(line), most, room.w, room.h)
    text.draw_lines(surface, [(part.replace(NBSP, " "), palette.ATTACK_RED_DARK) for part in lines], size,
                    room, align="left")
