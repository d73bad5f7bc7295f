"""Drawing the combo board's table: zones, the master, piles, Charge, captions and the status line.

Everything here reads the player's view of the state and draws; it never decides anything.
"""

from __future__ import annotations

import pygame

from game.engine.udo.cards import Catalog
from game.engine.udo.state import UdoState
from game.ui import marks, palette, shapes, text
from game.ui.piles import empty_place
from game.ui.status import draw_panel, draw_status
from game.ui.udo import faces
from game.ui.viewport import Viewport
from game.words import glue
from game.words.udo.board import HitWords

Piece = tuple[pygame.Surface, pygame.Rect]  # a picture made and where it goes (window pixels): to blit as it is


def pile_count(vp: Viewport, rect: pygame.Rect, label: str, count: int) -> list[Piece]:
    """Under a pile, clear of its cards' shadows: what it is and how many cards it holds, at a readable size, wrapped
    to the pile's width (a neighbour's label is beside it, past the gap between the piles)."""
    line, width = f"{label} ({count})", vp.px(rect.width)
    size = max(text.least_legible(), text.fit(line, vp.px(16), width))
    y = vp.rect(rect).bottom + vp.px(7)
    pieces = []
    for part in text.wrap(line, size, width):
        rendered = text.render(part, size, palette.DIM_TEXT)
        pieces.append((rendered, rendered.get_rect(midtop=(vp.rect(rect).centerx, y))))
        y += text.line_height(size)
    return pieces


def master(surface: pygame.Surface, vp: Viewport, catalog: Catalog, state: UdoState, rect: pygame.Rect) -> pygame.Rect:
    box = vp.rect(rect)
    if state.master is None:
        empty_place(surface, vp, box, "No master")
        return box
    surface.blit(faces.master_face(catalog.master(state.master), box.size, state.covered), box)
    return box


def heart_boxes(catalog: Catalog, state: UdoState, box: pygame.Rect) -> dict[str, pygame.Rect]:
    """Window rectangles of the current master's hearts, for hit tests and highlights."""
    if state.master is None:
        return {}
    return {h: r.move(box.topleft) for h, r in faces.heart_rects(catalog.master(state.master), box.size).items()}


def charge(surface: pygame.Surface, vp: Viewport, catalog: Catalog, state: UdoState, rect: pygame.Rect) -> None:
    box = vp.rect(rect)
    surface.blit(faces.charge_tracker(state.charge, catalog.charge_max, box.size), box)


def tempest(surface: pygame.Surface, vp: Viewport, state: UdoState, rect: pygame.Rect) -> None:
    """Kai's card in place of the Charge tracker: calm, or ENRAGED (and whether she has doubled)."""
    box = vp.rect(rect)
    if state.kai_enraged:
        shapes.edged_panel(surface, box, palette.RAGE, vp.px(3), vp.px(8), palette.RAGE_DARK)
        line = "ENRAGED: " + ("combo doubled" if state.doubled else "may double a combo")
        color = palette.GOLD_LIGHT
    else:
        shapes.edged_panel(surface, box, palette.SILVER_DARK, vp.px(2), vp.px(8), palette.TITLE_BAND)
        line, color = "Kai the Calm Tempest", palette.SILVER
    text.draw_block(surface, line, box.inflate(-vp.px(14), -vp.px(2)), color, vp.px(17), text.least_legible(), True)


def kept_label(surface: pygame.Surface, vp: Viewport, rect: pygame.Rect, count: int, spendable: bool) -> None:
    """Kai's kept attacks: what they are for, above them, or inside their empty place while none is kept."""
    box = vp.rect(rect)
    if not count:
        text.draw_block(surface, "Blocked Charge attacks are kept here", box.inflate(-vp.px(20), -vp.px(20)),
                        palette.DIM_TEXT, vp.px(16), text.least_legible(), True)
        return
    line, size = text.legible_line("Kept: click to ENRAGE" if spendable else "Kept attacks", vp.px(16), box.width,
                                    bold=True)
    text.draw(surface, line, size, palette.RAGE, True, midbottom=(box.centerx, box.top - vp.px(6)))


def glory(surface: pygame.Surface, vp: Viewport, catalog: Catalog, state: UdoState, rect: pygame.Rect) -> None:
    box = vp.rect(rect)
    draw_panel(surface, vp, rect)
    line = f"Glory {state.glory}   Masters {len(state.defeated)}/{catalog.masters_to_defeat}"
    line, size = text.legible_line(line, vp.px(18), box.width - vp.px(12), bold=True)
    text.draw(surface, line, size, palette.GOLD, True, center=box.center)


def status(surface: pygame.Surface, vp: Viewport, rect: pygame.Rect, line: str) -> None:
    """The status line on its dark box, aligned left, as every table sets it (game.ui.status)."""
    draw_panel(surface, vp, rect)
    draw_status(surface, vp, rect, line, 4, align="left")


def combo_label(vp: Viewport, said: tuple[str, int], rect: pygame.Rect) -> Piece:
    """Above a combo, its words (game.words.udo.board.combo_said); an X that something besides its cards changes wears
    the mark of a changed number."""
    (line, change), box = said, vp.rect(rect)
    rendered = combo_header(vp, line, box, palette.GOLD_LIGHT)
    if change:
        rendered = marked(vp, rendered, change)
    return rendered, rendered.get_rect(midbottom=(box.centerx, box.top - vp.px(4)))


def combo_header(vp: Viewport, line: str, box: pygame.Rect, colour: palette.Rgb) -> pygame.Surface:
    """The words over a combo (`box`, window px), bold: on one line where they fit its width (150 design px at least)
    at a legible size, else on two lines, the second cut only where two cannot hold them ("X=2: Planning: take 3,"
    over "keep 1", not "X=2: Planning: ta…"), never between a step and its number ("Block 2", not "Block" over "2")."""
    width = max(box.width, vp.px(150))
    one, size = text.legible_line(line, vp.px(16), width, bold=True)
    if one == line:
        return text.render(line, size, colour, bold=True)
    first, *rest = text.wrap(glue.keep_together(line), size, width, bold=True)
    lines = [text.render(words, size, colour, bold=True)
             for words in (first, *([text.cut(" ".join(rest), size, width, bold=True)] if rest else []))]
    out = pygame.Surface((max(each.get_width() for each in lines), sum(each.get_height() for each in lines)),
                         pygame.SRCALPHA)
    top = 0
    for rendered in lines:
        out.blit(rendered, rendered.get_rect(midtop=(out.get_width() // 2, top)))
        top += rendered.get_height()
    return out


MARK_ROOM = 4  # design px the mark of a changed number adds to the height of its words, half above and half below


def marked(vp: Viewport, words: pygame.Surface, change: int) -> pygame.Surface:
    """`words` saying a changed number, inside the mark of a changed number (room for its triangle on the right)."""
    out = pygame.Surface((words.get_width() + vp.px(22), words.get_height() + vp.px(MARK_ROOM)), pygame.SRCALPHA)
    out.blit(words, (vp.px(4), vp.px(2)))
    marks.changed(out, out.get_rect(), change)
    return out


HIT_INK = {"hand": palette.TEXT, "discard": palette.GOLD_LIGHT, "none": palette.ERROR_RED}  # an attack's caption's
# second line, by where the card it takes comes from (game.words.udo.board.HitWords)


def attack_caption(vp: Viewport, said: HitWords, rect: pygame.Rect, floor: int) -> list[Piece]:
    """Under a revealed attack, in words: what it takes if it hits (hit_words), ending above `floor` (the top, in design
    units, of the words under the attacks: Charge or Kai's Tempest, the status line). The words are set smaller, down
    to the least legible size, then said in fewer words (a replay's smaller board), before the last line
    kept is shortened after a whole word."""
    first, second, source, short = said
    box = vp.rect(rect)
    top = box.bottom + vp.px(6)
    width, room = box.width + vp.px(14), vp.point(0, floor)[1] - top  # within the gap to the next attack
    size = text.legible(vp.px(text.READABLE))
    while size > text.least_legible() and not _caption_fits(first, second, size, width, room):
        size -= 1
    if not _caption_fits(first, second, size, width, room):
        first, second = short
    lines = [(part, palette.DIM_TEXT, False) for part in text.wrap(first, size, width)]
    held = room - len(lines) * text.metrics(size).height
    lines += [(part, HIT_INK[source], True) for part in text.shorten([second], size, width, held, bold=True)]
    pieces = []
    for line, ink, bold in lines:
        rendered = text.render(line, size, ink, bold=bold)
        pieces.append((rendered, rendered.get_rect(midtop=(box.centerx, top))))
        top += rendered.get_height()
    return pieces


def _caption_fits(first: str, second: str, size: int, width: int, room: int) -> bool:
    """Whether an attack's caption at `size` is whole in `room` pixels, its lines stacked by their pictures' height."""
    used = len(text.wrap(first, size, width)) * text.metrics(size).height
    return used + len(text.wrap(second, size, width, bold=True)) * text.metrics(size, bold=True).height <= room


def combos_band(surface: pygame.Surface, vp: Viewport, rect: pygame.Rect) -> None:
    """The strip of table where combos are built, shaded so the eye knows where to drop. Drawn in place: it is
    painted into the table's still layer, once, so a picture of it (megabytes at a large window) is not kept."""
    pygame.draw.rect(surface, shapes.mix(palette.FELT, palette.FELT_DARK, 0.45), vp.rect(rect),
                     border_radius=vp.px(14))
