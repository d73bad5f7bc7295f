"""Drawing the ring arena: the cards, the card held (game.ui.kenpo.held), points in flight, hover zoom and banners,
over the match as it stands (the ring and its fighters, waiting strikes, the piles, the score race: drawn by
game.ui.kenpo.match_paint).

A part the arena holds (`RingPainter(arena, match)`), reading the arena through `PaintedRing`; of it, it sets only
`backdrop`. It paints the arena's LAYERS (game.ui.painter) but the toasts (a defence's question is asked in the
kit's picker). Every card identity drawn comes from the view of the seat at the screen (`arena.state`,
the timeline's shown view): the other seat's hand is only ever a count.

What stays still (the felt, the ring's squares, the frames and their labels, the panels, the score race's
tracks) and, while the fighters stand still, the match as it stands (strikes, fighters, piles, the score race,
the status line and the turn's panel) are painted into one layer (ring_Backdrop), keyed by the window's
size and everything it shows; it is painted again when any of that changes (a move, a new status line), and the
cards, the held card, the lit squares, the zoom and the buttons are drawn over it each frame. While the fighters
slide, the layer holds the still part only and the match is painted over it where it is.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.layout.kenpo.ring import square_rect
from game.ui import marks, palette, shapes, text
from game.ui.backdrop import Backdrop
from game.ui.chips import count_chip
from game.ui.hand import draw_arrows
from game.ui.kenpo import draw as draw
from game.ui.kenpo import held
from game.ui.kenpo.faces import SEAT_COLOURS
from game.ui.kenpo.held import HeldRing
from game.ui.kenpo.match_paint import MatchPainter, MatchTable
from game.ui.overlaid import Overlaid, banner, draw_zoom
from game.ui.painter import DrawnHint, TablePainter
from game.ui.piles import empty_place
from game.ui.shown import draw_log, draw_log_title
from game.ui.status import draw_status, ready_status
from game.ui.tip import ready_tip
from game.words.kenpo.ring import forecast_rows, table_labels

ZOOM = (290, 406)  # design px: the enlarged face, larger than at the other tables
STATUS_INSET, STATUS_SIZE = 2, 19  # design px: the status line's room in from its zone's top and bottom, its size


class PaintedRing(MatchTable, HeldRing, Overlaid, Protocol):
    """What RingPainter reads of the arena, besides what every table's painter (Painted, through MatchTable), its
    held card and its enlarged card read: of it, it sets only `backdrop`."""

    @property
    def hint(self) -> DrawnHint: ...


class RingPainter(TablePainter):
    """The arena's frame, layer by layer: the felt with the match as it stands (MatchPainter), the cards, the lit
    frame, the card held with its squares and their forecasts, the hint, the enlarged card, points in flight and the
    banners."""

    def __init__(self, arena: PaintedRing, match: MatchPainter) -> None:
        self.arena = arena
        self.match = match

    # ----- the whole frame ---------------------------------------------------------------------

    def paint_table(self, surface: pygame.Surface) -> None:
        arena = self.arena
        vp, state, zones = arena.ctx.viewport, arena.state, arena.zones
        if arena.backdrop is None:
            arena.backdrop = Backdrop()
        labels = table_labels(arena.names, arena.viewer, state.seat)
        still = (vp, arena.viewer, arena.names, labels, arena.catalog.winning_score)
        if all(token.tween is None for token in arena.tokens.values()):  # the match as it stands, in the layer
            moment = (still, state, tuple(token.pos for token in arena.tokens.values()), arena.table.describe(),
                      arena.hide_hand)
            arena.backdrop.draw(surface, moment, lambda back: self.match.paint_table(back, labels))
        else:  # fighters sliding: the layer holds what stays still, the rest is painted where it is
            arena.backdrop.draw(surface, still, lambda back: self.match.paint_background(back, labels))
            self.match.paint_match(surface)
        if arena.drag is None:  # while a card is held, the lit squares tell the numbers: the arrows only point
            self.match.draw_strike_labels(surface)
        draw_status(surface, vp, zones["status"], arena.status_line(), STATUS_INSET, STATUS_SIZE, "left")
        arena.draw_buttons(surface)

    def paint_cards(self, surface: pygame.Surface) -> None:
        """The cards (those of the hand lit or dimmed as they may be played now: game.ui.playable), what the
        computer did on its turn, the hand's arrows and the counts of the discards."""
        arena = self.arena
        vp, state, zones = arena.ctx.viewport, arena.state, arena.zones
        arena.lit.draw_all(surface, arena.drag.sprite if arena.drag is not None else None, shadow=3)
        self._draw_their_turn(surface)
        if not arena.hide_hand:
            draw_arrows(surface, vp, arena.row, arena.row.arrow_at(arena.pointer))
        for name, seat in (("my_discard", arena.viewer), ("opp_discard", 1 - arena.viewer)):
            if state.discards[seat]:
                count_chip(surface, vp, zones[name], "Discard", len(state.discards[seat]))

    def paint_lights(self, surface: pygame.Surface) -> None:
        arena = self.arena
        vp = arena.ctx.viewport
        if arena.drag is not None and arena.catalog.card(arena.drag.sprite.key).kind == "effect":  # lit where it goes
            empty_place(surface, vp, vp.rect(arena.zones["my_table"]), edge=palette.HIGHLIGHT)
            marks.outline(surface, vp, vp.rect(arena.zones["my_table"]), palette.HIGHLIGHT, marks.pulse(arena.clock))
        arena.shown.draw(surface)

    def paint_held(self, surface: pygame.Surface) -> None:
        arena = self.arena
        if arena.drag is not None:
            held.draw_held(surface, arena, marks.pulse(arena.clock))

    def paint_hints(self, surface: pygame.Surface) -> None:
        arena = self.arena
        vp = arena.ctx.viewport
        arena.hint.draw(surface)
        draw_zoom(arena, surface)  # over the buttons: the card asked for is read whole
        for flight in arena.flyers:  # the points the eye follows, over the table...
            draw.flyer(surface, vp, flight.pos, *flight.what)
        if arena.banner is not None:  # ... but under the banner, which fades out only at its end
            banner(surface, vp, arena.banner_at, arena.banner, arena.banner_type)

    def ready_pickup(self, card: str) -> None:
        """What picking up `card` draws first: the forecast of every square it may go to (the squares' glows and
        chips, their numbers' parts), the status line while it is held and the name its token prints (made there,
        they doubled the pick-up's cost)."""
        arena = self.arena
        vp = arena.ctx.viewport
        ready_status(vp, arena.zones["status"], arena.status_holding(card), STATUS_INSET, STATUS_SIZE)
        size, lines = held.token_words(arena, card)
        for line in lines:
            text.render(line, size, palette.TITLE_TEXT, bold=True)
        for forecast in arena.drops.forecasts(card).values():
            draw.ready_lit_square(vp, square_rect(arena.zones, arena.viewer, forecast.square), forecast)
            ready_tip(vp, forecast_rows(arena.catalog, arena.names, arena.viewer, forecast))

    def _draw_their_turn(self, surface: pygame.Surface) -> None:
        """At the start of the player's turn, where their combo will go: what the computer did on its turn, in every
        table's log box (game.ui.shown) on a panel edged in its colour, headed with its name in that colour. It stays
        until the player acts."""
        arena = self.arena
        if not arena.their_turn or arena.state.seat != arena.viewer or arena.state.tables[arena.viewer] or arena.drag:
            return
        vp, zone = arena.ctx.viewport, arena.zones["my_table"]
        box = pygame.Rect(zone.x + 8, zone.y + 30, zone.w - 16, zone.h - 38)  # under the frame's label
        colour, heading = SEAT_COLOURS[1 - arena.viewer][0], f"{arena.names[1 - arena.viewer]}'s turn"
        shapes.edged_panel(surface, vp.rect(box), colour, vp.px(2), vp.px(10))
        draw_log_title(surface, vp, box, heading, colour)
        draw_log(surface, vp, box, arena.their_turn, arena.log_back, text.readable(vp.px(18)),
                 vp.rect(box).y + vp.px(30), heading, arena.covered)
