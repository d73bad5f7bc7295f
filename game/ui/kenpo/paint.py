"""Drawing the ring arena: the match as it stands (the ring's squares, the fighters and their waiting strikes, the
piles, the score race and the turn's panel, over the felt and the frames), the cards, the card held
(game.ui.kenpo.held), points in flight and banners.

A part the arena holds (`RingPainter(arena)`), reading the arena through `PaintedRing`; of it, it sets only
`backdrop`. It paints the arena's LAYERS (game.ui.painter) to the hints (a defence's question is asked in the
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

from functools import partial
from typing import Protocol

import pygame

from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.state import KenpoState
from game.layout.kenpo.names import race_tracks
from game.layout.kenpo.ring import backs, label_room, square_rect
from game.play.kenpo.strikes import ShownStrikes, Strike
from game.ui import marks, palette, shapes, text
from game.ui.backdrop import Backdrop
from game.ui.chips import chip, count_chip
from game.ui.hand import draw_arrows
from game.ui.kenpo import draw as draw
from game.ui.kenpo import held, panels
from game.ui.kenpo.faces import DECK_COLOURS, SEAT_COLOURS, kenpo_back
from game.ui.kenpo.held import HeldRing
from game.ui.painter import TablePainter
from game.ui.piles import deck, draw_backs, empty_place, labelled_place
from game.ui.shown import draw_log, draw_log_title
from game.ui.shown_table import Painted
from game.ui.status import draw_panel, draw_status, draw_turn, ready_status
from game.ui.tip import ready_tip
from game.words.kenpo.ring import forecast_rows, table_labels

ZOOM = (290, 406)  # design px: the enlarged face, larger than at the other tables
STATUS_INSET, STATUS_SIZE = 2, 19  # design px: the status line's room in from its zone's top and bottom, its size
TURN_PANEL = 66  # design px: the height of the turn's panel above the buttons (End turn starts 70 below its top)
STRIKE_SIDE = 12.0  # design px: how far a strike's arrow keeps to its own side, clear of an arrow coming back


class PaintedRing(HeldRing, Painted[KenpoState, Catalog], Protocol):
    """What RingPainter reads of the arena, besides what every table's painter (Painted) and its held card read: of
    it, it sets only `backdrop`."""


class RingPainter(TablePainter):
    """The arena's frame, layer by layer: the felt with the match as it stands, the cards, the lit frame, the card
    held with its squares and their forecasts, the hint, points in flight and the banners."""

    def __init__(self, arena: PaintedRing) -> None:
        self.arena = arena
        self.strikes = ShownStrikes()
        self.news = False  # the computer's turn shows where the player's combo goes: set with the felt, each frame

    # ----- the whole frame ---------------------------------------------------------------------

    def paint_table(self, surface: pygame.Surface) -> None:
        arena = self.arena
        vp, state, zones = arena.ctx.viewport, arena.state, arena.zones
        if arena.backdrop is None:
            arena.backdrop = Backdrop()
        self.news = bool(arena.their_turn) and state.seat == arena.viewer and not state.tables[arena.viewer]
        labels = table_labels(arena.names, arena.viewer, state.seat, arena.table.open, self.news and not arena.drag)
        still = (vp, arena.viewer, arena.names, labels, arena.catalog.winning_score)
        standing = all(token.tween is None for token in arena.tokens.values())  # the match in the layer as it stands
        moment = (still, state, tuple(token.pos for token in arena.tokens.values()), arena.table.describe(),
                  arena.hide_hand) if standing else still
        arena.backdrop.draw(surface, moment, lambda back: self._paint_background(back, labels, standing))
        if not standing:  # fighters sliding: the layer holds what stays still, the rest is painted where it is
            self._paint_match(surface, still=False)
        if arena.drag is None:  # while a card is held, the lit squares tell the numbers: the arrows only point
            for attacker, values, change in self._strikes():  # marked where they are not the arrows printed
                box = draw.strike_label(surface, vp, arena.tokens[attacker].pos, arena.tokens[1 - attacker].pos,
                                        values, STRIKE_SIDE, label_room(zones))
                if change:
                    marks.changed(surface, box.inflate(vp.px(10), vp.px(8)), change)
        draw_status(surface, vp, zones["status"], arena.status_line(), STATUS_INSET, STATUS_SIZE, "left")
        arena.draw_buttons(surface)

    def paint_cards(self, surface: pygame.Surface) -> None:
        """The cards (those of the hand lit or dimmed as they may be played now: game.ui.playable), what the
        computer did on its turn, the hand's arrows and the counts of the discards. What the computer did shows at the
        start of the player's turn, where their combo will go, until they act: in every table's log box
        (game.ui.shown) on a panel edged in its colour, headed with its name in that colour."""
        arena = self.arena
        vp, state, zones = arena.ctx.viewport, arena.state, arena.zones
        arena.lit.draw_all(surface, arena.drag.sprite if arena.drag is not None else None, shadow=3)
        if self.news and not arena.drag:
            zone = zones["my_table"]
            box = pygame.Rect(zone.x + 8, zone.y + 30, zone.w - 16, zone.h - 38)  # under the frame's label
            colour, heading = SEAT_COLOURS[1 - arena.viewer][0], f"{arena.names[1 - arena.viewer]}'s turn"
            shapes.edged_panel(surface, vp.rect(box), colour, vp.px(2), vp.px(10))
            draw_log_title(surface, vp, box, heading, colour)
            draw_log(surface, vp, box, arena.their_turn, arena.log_back, text.readable(vp.px(18)),
                     vp.rect(box).y + vp.px(30), heading, arena.covered)
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
        """The points the eye follows, over the table but under every table's hints layer (the Hint, the card asked
        for, read whole, and the banner, which fades out only at its end)."""
        arena, vp = self.arena, self.arena.ctx.viewport
        for flight in arena.flyers:  # each in a chip of the scorer's colour, on its way to the score race
            label, fill = flight.what
            chip(surface, vp, label, vp.point(*flight.pos), fill, palette.INK, 40)
        arena.draw_hints(surface)

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

    # ----- what the arena's other parts read of the drawing -----------------------------------------------

    def race_tracks(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The score race's tracks, the viewer's first, over as many rows as the two names under them take."""
        arena, zone = self.arena, self.arena.zones["score_race"]
        names = (arena.names[arena.viewer], arena.names[1 - arena.viewer])
        return race_tracks(zone, panels.race_names(arena.ctx.viewport, zone, names))

    def words_on_places(self) -> list[pygame.Rect]:
        """The waiting attacks' points beside their arrows, shown while no card is held."""
        arena = self.arena
        if arena.drag is not None:
            return []
        return [draw.strike_label_box(arena.ctx.viewport, arena.tokens[attacker].pos, arena.tokens[1 - attacker].pos,
                                      values, STRIKE_SIDE, label_room(arena.zones))
                for attacker, values, _ in self._strikes()]

    # ----- the match as it stands ------------------------------------------------------------------

    def _paint_background(self, surface: pygame.Surface, labels: tuple[str, str], standing: bool) -> None:
        """Everything that stays still while the labels and the window do: the felt, the frames of the cards in
        play, the ring's squares, and the panels of the score race, the status line and the turn; while the
        fighters stand still, the match over it (_paint_match). Nothing drawn over it each frame before the cards
        overlaps any of it but the lit frame, which covers its own line."""
        arena = self.arena
        vp, zones, me, them = arena.ctx.viewport, arena.zones, arena.viewer, 1 - arena.viewer
        arena.draw_felt(surface)
        mine, theirs = labels
        labelled_place(surface, vp, zones["opp_table"], theirs)
        labelled_place(surface, vp, zones["my_table"], mine)
        draw.ring(surface, vp, partial(square_rect, zones, me), (SEAT_COLOURS[0][1], SEAT_COLOURS[1][1]))
        panels.score_race_back(surface, vp, zones["score_race"], self.race_tracks(),
                               (arena.names[me], arena.names[them]), (SEAT_COLOURS[me], SEAT_COLOURS[them]),
                               arena.catalog.winning_score)
        draw_panel(surface, vp, zones["status"])
        x, y, w, _ = zones["buttons"]
        draw_panel(surface, vp, (x, y, w, TURN_PANEL))
        if standing:
            self._paint_match(surface, still=True)

    def _paint_match(self, surface: pygame.Surface, still: bool) -> None:
        """What the match shows as it stands, over the background: the ring's strike arrows and fighters, the
        piles, the score race and, over its panel, the turn's (the table, then the turn and whose it is, drawn as at
        every table: game.ui.status.draw_turn). What changes as a card is picked up (the status line, the points of
        the strikes) is drawn over it each frame. Nothing of it overlaps the frame of the cards in play,
        which a held Effect card lights over it. `still`: the fighters stand still."""
        arena = self.arena
        vp, state, zones = arena.ctx.viewport, arena.state, arena.zones
        self._draw_ring(surface, still)
        self._draw_piles(surface)
        panels.score_race(surface, vp, zones["score_race"], self.race_tracks(),
                          (state.scores[arena.viewer], state.scores[1 - arena.viewer]),
                          (SEAT_COLOURS[arena.viewer], SEAT_COLOURS[1 - arena.viewer]), arena.catalog.winning_score)
        x, y, w, _ = zones["buttons"]
        draw_turn(surface, vp, pygame.Rect(x, y, w, TURN_PANEL), arena.turn_lines(), ((16, 18), (21, 50)))

    def _strikes(self) -> list[Strike]:
        return self.strikes.of(self.arena.catalog, self.arena.state, self.arena.viewer)

    def _draw_ring(self, surface: pygame.Surface, still: bool) -> None:
        """The waiting strikes' arrows and the fighters, over the squares of the background."""
        arena = self.arena
        vp = arena.ctx.viewport
        for attacker, values, _ in self._strikes():
            draw.strike(surface, vp, arena.tokens[attacker].pos, arena.tokens[1 - attacker].pos, values, STRIKE_SIDE,
                        labelled=False, still=still)
        for seat in (1 - arena.viewer, arena.viewer):
            light, dark = SEAT_COLOURS[seat]
            draw.fighter(surface, vp, arena.tokens[seat].pos, light, dark, seat == arena.viewer, arena.names[seat])

    def _draw_piles(self, surface: pygame.Surface) -> None:
        arena = self.arena
        vp, state, zones = arena.ctx.viewport, arena.state, arena.zones
        me, them = arena.viewer, 1 - arena.viewer
        for name, seat, beside in (("my_deck", me, "above"), ("opp_deck", them, "left")):  # clear of the backs' belt
            deck(surface, vp, zones[name], len(state.decks[seat]), partial(kenpo_back, DECK_COLOURS[seat]))
            count_chip(surface, vp, zones[name], "Deck", len(state.decks[seat]), beside)
        for name, seat in (("my_discard", me), ("opp_discard", them)):
            if not state.discards[seat]:
                empty_place(surface, vp, vp.rect(zones[name]))
                count_chip(surface, vp, zones[name], "Discard", 0)
        draw_backs(surface, vp, backs(zones["opp_hand"], len(state.hands[them])),
                   partial(kenpo_back, DECK_COLOURS[them]))
        if arena.hide_hand:
            draw_backs(surface, vp, backs(zones["hand"].inflate(-200, -20), len(state.hands[me])),
                       partial(kenpo_back, DECK_COLOURS[me]))
