"""Drawing the Master table: every seat's area (name, experience, hand, pile of sets), the draw and discard piles,
the log of what happened, the turn and the cards; a held card and its lit targets, drawn by its HeldCard
(game.ui.master.held); the hint and banners as every gliding table draws them (the table's draw_hints).

A part the table holds (`MasterPainter(table, motion, holding)`), reading the table through `PaintedTable`; it paints
the table's LAYERS (game.ui.painter) to the hints, what changes only with the game shown, the card held and the
window kept in the still layer every table shares (game.ui.backdrop). Every card drawn face up comes from the view of
the seat at the screen (`table.state`, the timeline's shown view): another seat's hand is only ever a count of backs.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Protocol

import pygame

from game.engine.master.cards import Catalog
from game.engine.master.scoring import experience
from game.engine.master.state import MasterState
from game.layout.hand import hidden_hand
from game.layout.master.table import BACK, Area, backs
from game.ui import marks, palette, text
from game.ui.backdrop import Backdrop
from game.ui.drag import CardSprite
from game.ui.master.faces import master_back
from game.ui.master.held import HeldCard, HoldingTable
from game.ui.master.motion import MasterMotion
from game.ui.painter import TablePainter
from game.ui.piles import draw_backs, empty_place
from game.ui.shown import draw_log, draw_log_title
from game.ui.shown_table import Painted
from game.ui.status import draw_status, draw_turn, ready_status
from game.words.master.telling import DIM, GOLD, LIT, area_lines

SEAT_COLOURS = palette.MASTER_SEATS
STATUS_INSET = 6  # design px: the status line's room in from its zone's top and bottom
INKS = {"": palette.TEXT, GOLD: palette.GOLD_LIGHT, DIM: palette.DIM_TEXT, LIT: palette.HIGHLIGHT}  # by tone


class PaintedTable(Painted[MasterState, Catalog], HoldingTable, Protocol):
    """What MasterPainter reads of the table, besides what every table's painter (Painted) and its HeldCard read:
    of it, it sets only `backdrop`."""

    staged: str | None  # the card waiting in the viewer's area for its partner

    def lays_sets(self) -> bool:
        """The seat at the screen may lay a set with cards of its hand now (and none waits in its area)."""
        ...


class MasterPainter(TablePainter):
    """The Master table's felt, with every seat's area, the piles, the log and the panels; its cards; the places
    lit and the held card; and the hints."""

    def __init__(self, table: PaintedTable, motion: MasterMotion, holding: HeldCard) -> None:
        self.table = table
        self.motion = motion
        self.holding = holding

    # ----- the whole frame ---------------------------------------------------------------------

    def paint_table(self, surface: pygame.Surface) -> None:
        table = self.table
        if table.backdrop is None:
            table.backdrop = Backdrop()
        table.backdrop.draw(surface, self._still_key(), self._paint_still)
        view, vp = table.state, table.ctx.viewport
        for seat, area in table.seat_areas().items():  # the frame of the seat to play swells and eases (an attacked
            if seat == view.to_act and view.steal is None and not view.over:  # seat's is still: _draw_area)
                pygame.draw.rect(surface, SEAT_COLOURS[seat % len(SEAT_COLOURS)], vp.rect(area.rect),
                                 width=vp.px(3 + round(2 * marks.pulse(table.clock))), border_radius=vp.px(12))
        table.draw_buttons(surface)

    def paint_cards(self, surface: pygame.Surface) -> None:
        vp = self.table.ctx.viewport
        self._draw_sprites(surface)
        for flight in self.motion.flyers:
            box = vp.rect((*flight.pos, *BACK))
            surface.blit(master_back(self.table.catalog, box.size), box)

    def paint_lights(self, surface: pygame.Surface) -> None:
        if self.table.drag is not None:
            self.holding.draw_targets(surface, self.table.held_targets())
        self.table.shown.draw(surface)

    def paint_held(self, surface: pygame.Surface) -> None:
        if self.table.drag is not None:
            self.holding.draw_held(surface)
            self.holding.draw_chips(surface, self.table.held_targets())

    def paint_hints(self, surface: pygame.Surface) -> None:
        self.table.draw_hints(surface)

    def ready_pickup(self, card: str) -> None:
        """What picking up `card` draws first: the status line while it is held, and the places it may go with the
        chips saying what each would give."""
        table = self.table
        ready_status(table.ctx.viewport, table.zones["status"], table.status_holding(card), STATUS_INSET)
        self.holding.ready_targets(table.held_targets(card))

    def _still_key(self) -> Hashable:
        """Everything the still part of the frame reads: it is painted again whenever any of it changes."""
        table = self.table
        return (table.ctx.viewport, table.viewer, table.names, table.state, table.staged, table.lays_sets(),
                table.hide_hand, table.status_line(), table.turn_lines(), tuple(table.log_lines()), table.log_back,
                tuple(tuple(box) for box in table.covered))

    def _paint_still(self, surface: pygame.Surface) -> None:
        """What changes only with the game shown, the card held and the window, painted once into the shared layer:
        the felt, every seat's area, the piles, the log and the panels. The cards, the frame of the seat to play and
        the buttons are drawn over it each frame."""
        table = self.table
        vp, view = table.ctx.viewport, table.state
        table.draw_felt(surface)
        for name, radius in (("log", 10), ("status", 8), ("turn", 10)):
            pygame.draw.rect(surface, palette.PANEL, vp.rect(table.zones[name]), border_radius=vp.px(radius))
        draw_log_title(surface, vp, table.zones["log"])
        scores = experience(table.catalog, view) if view.players else ()
        for seat, area in table.seat_areas().items():
            self._draw_area(surface, seat, area, scores[seat])
        self._draw_piles(surface)
        log = table.zones["log"]  # the news at the table, its newest line last and brightest (scrolled back to read)
        draw_log(surface, vp, log, table.log_lines(), table.log_back, text.legible(vp.px(16)),
                 vp.rect(log).y + vp.px(26), covered=table.covered)
        self._draw_panels(surface)

    # ----- the areas ------------------------------------------------------------------------------

    def _draw_area(self, surface: pygame.Surface, seat: int, area: Area, score: int) -> None:
        vp, view = self.table.ctx.viewport, self.table.state
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        box, header = vp.rect(area.rect), area.header
        pygame.draw.rect(surface, palette.FELT_DARK, box, border_radius=vp.px(12))
        pygame.draw.rect(surface, palette.FELT_LINE, box, width=vp.px(2), border_radius=vp.px(12))
        marks.seat(surface, seat, colour, vp.rect((header.x + 10, header.y + 9, 12, 12)))
        attacked = view.steal is not None and view.steal.target == seat
        edge = palette.STEAL_RED if attacked else colour
        if attacked:
            pygame.draw.rect(surface, edge, box, width=vp.px(4), border_radius=vp.px(12))
        name = self.table.names[seat] if seat < len(self.table.names) else f"Seat {seat + 1}"
        tag = "ATTACKED" if attacked else ("to play" if view.to_act == seat and not view.over else "")
        exp = f"{score} EXP"
        exp_size = text.legible(vp.px(20))
        exp_w = text.width(exp, exp_size, bold=True)
        tag_size = text.readable(vp.px(15))
        room = vp.px(header.w - 54) - exp_w - (text.width(tag, tag_size, bold=True) + vp.px(12) if tag else 0)
        size, lines = text.fit(name, vp.px(20), room, bold=True), [name]
        if size < text.least_readable():  # read whole: on two lines, the second over the pile's column
            size, lines = text.two_rows(name, vp.px(20), (room, vp.px(area.pile.right - header.x - 30)), bold=True)
        left, middle = vp.point(header.x + 30, header.centery + 1)
        for k, line in enumerate(lines):
            text.draw(surface, line, size, colour, bold=True, midleft=(left, middle + k * text.line_height(size, True)))
        text.draw(surface, exp, exp_size, palette.GOLD_LIGHT, bold=True,
                  midright=vp.point(header.right - 12, header.centery + 1))
        if tag:
            right = vp.point(header.right - 12, header.centery)[0] - exp_w - vp.px(12)
            text.draw(surface, tag, tag_size, edge, bold=True, midright=(right, vp.point(0, header.centery + 1)[1]))
        self._draw_info(surface, seat, area)
        if not view.sets[seat]:
            empty_place(surface, vp, vp.rect(area.pile.inflate(-24, -24)), "no sets yet", text.readable(vp.px(14)))

    def _draw_info(self, surface: pygame.Surface, seat: int, area: Area) -> None:
        vp, view = self.table.ctx.viewport, self.table.state
        info = area.info
        y = info.y
        if seat != self.table.viewer:
            count = len(view.hands[seat])
            label, size = f"{count} in hand" if count else "no cards", text.legible(vp.px(16))
            shown = backs(area, count, 8 + text.width(label, size) / vp.scale)  # the words inside the seat's frame
            draw_backs(surface, vp, shown, partial(master_back, self.table.catalog))
            right = shown[-1].right if count else info.x
            label, size = text.legible_line(label, size, vp.px(info.right - right - 8))
            text.draw(surface, label, size, palette.TEXT, midleft=vp.point(right + 8, info.y + 2 + BACK[1] / 2))
            y = info.y + BACK[1] + 10
        laying = seat == self.table.viewer and self.table.lays_sets()
        lines = [(line, INKS[tone]) for line, tone in area_lines(self.table.catalog, view, seat, laying)]
        if seat == self.table.viewer:
            y = area.staging.bottom + 8 if self.table.staged is not None else info.y + 2
        left, top, bottom = vp.point(info.x, y)[0], vp.point(info.x, y)[1], vp.rect(area.rect).bottom - vp.px(6)
        for line, colour in lines:  # each wrapped to the column at a readable size, as many lines as the area holds
            size = max(text.least_legible(), text.fit(line, vp.px(16), vp.px(info.w)))
            for part in text.shorten([line], size, vp.px(info.w), max(0, bottom - top)):
                if top + text.line_height(size) > bottom:
                    return
                text.draw(surface, part, size, colour, topleft=(left, top))
                top += text.line_height(size)

    # ----- the middle of the table --------------------------------------------------------------------

    def _draw_piles(self, surface: pygame.Surface) -> None:
        vp, view, zones = self.table.ctx.viewport, self.table.state, self.table.zones
        pile, left = zones["draw_pile"], len(view.draw)
        for depth in range(min(3, (left + 19) // 20), -1 if left else 0, -1):  # under it, a back per 20 left, 3 at most
            box = vp.rect(pile.move(-3 * depth, -3 * depth))
            surface.blit(master_back(self.table.catalog, box.size), box)
        room = vp.px(zones["discard"].centerx - pile.centerx - 10)  # a label in its half, clear of its neighbour's
        size = text.legible(vp.px(17))
        for zone, label, count, word in ((pile, "Draw pile", left, "empty"), (zones["discard"], "Discard",
                                                                          len(view.discard), "")):
            if not count:
                empty_place(surface, vp, vp.rect(zone), word, radius=8)
            said = text.first_fit([f"{label}: {count}", f"{label.split()[0]}: {count}"], size, room,
                                  bold=True)  # "Draw: 15" where the Largest text leaves no room for "Draw pile: 15"
            text.draw(surface, *text.legible_line(said, size, room, bold=True), palette.TEXT, bold=True,
                      center=vp.point(zone.centerx, zone.y - 14))

    def _draw_panels(self, surface: pygame.Surface) -> None:
        table = self.table
        vp, view = table.ctx.viewport, table.state
        draw_status(surface, vp, table.zones["status"], table.status_line(), STATUS_INSET)
        draw_turn(surface, vp, table.zones["turn"], table.turn_lines(), ((15, 18), (25, 48)))
        if table.hide_hand and view.players:
            count = len(view.hands[table.viewer]) if 0 <= table.viewer < view.players else 0
            draw_backs(surface, vp, hidden_hand(table.zones["hand"], count), partial(master_back, table.catalog))

    # ----- cards ---------------------------------------------------------------------------------

    def _draw_sprites(self, surface: pygame.Surface) -> None:
        table = self.table
        vp = table.ctx.viewport
        steal = table.state.steal
        ringed = {table.staged: palette.GOLD_LIGHT, steal.card if steal is not None else None: palette.STEAL_RED}
        for sprite in table.sprites.sprites():
            if not isinstance(sprite, CardSprite) or (table.drag is not None and sprite is table.drag.sprite):
                continue
            table.lit.draw(surface, sprite, sprite.drawn(vp, table.face), shadow=2)
            if sprite.key in ringed:  # the card a steal lays, or the one waiting in the area for its partner
                pygame.draw.rect(surface, ringed[sprite.key], sprite.rect.inflate(vp.px(6), vp.px(6)),
                                 width=vp.px(3), border_radius=vp.px(8))
