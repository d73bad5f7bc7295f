"""Drawing the ring arena: the cards, lit squares while a card is held, points in flight, hover zoom and banners,
over the match as it stands (the ring and its fighters, waiting strikes, the piles, the score race: drawn by
game.scenes.kenpo.match_paint).

A mixin of RingArenaScene, which owns everything it reads. Every card identity drawn comes from the view of
the seat at the screen (`self.state`, the timeline's shown view): the other seat's hand is only ever a count.

What stays still (the felt, the ring's squares, the frames and their labels, the panels, the score race's
tracks) and, while the fighters stand still, the match as it stands (strikes, fighters, piles, the score race,
the status line and the turn's panel) are painted into one layer (ring_layer.Backdrop), keyed by the window's
size and everything it shows; it is painted again when any of that changes (a move, a new status line), and the
cards, the held card, the lit squares, the zoom and the buttons are drawn over it each frame. While the fighters
slide, the layer holds the still part only and the match is painted over it where it is.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.engine.explained import Figure
from game.scenes.hinting import TableHint
from game.scenes.kenpo import draw as draw
from game.scenes.kenpo import layer as layer
from game.scenes.kenpo.forecast import SquareForecast
from game.scenes.kenpo.layout import HAND_CARD, TABLE_CARD, Slot, choice_slots, square_rect
from game.scenes.kenpo.match_paint import DECK_COLOURS, SEAT_COLOURS, MatchPainting
from game.scenes.kenpo.sprites import Flyer, RingCard
from game.scenes.playable import PlayableCards
from game.scenes.shown import ShownMoves, log_window, more_line
from game.scenes.table import HOVER_DELAY
from game.ui import palette, text
from game.ui.drag import Drag
from game.ui.face_cache import catching_up, pictures_forgotten
from game.ui.hand import HandRow, draw_arrows
from game.ui.kenpo.faces import kenpo_face, kenpo_face_drawn
from game.ui.tip import draw_tip, ready_tip

HELD_SCALE = 0.62  # a held card over the ring, as a part of a card on the table
ZOOM = (290, 406)


class RingPainting(MatchPainting):
    sprites: pygame.sprite.LayeredUpdates
    by_key: dict[str, RingCard]
    slots: dict[str, Slot]
    drag: Drag | None
    pointer: tuple[float, float]
    hovered: tuple[str, float] | None
    clock: float
    flyers: list[Flyer]
    banner: tuple[str, str, tuple[int, int, int], float] | None
    banner_at: pygame.Rect
    choosing: Any
    their_turn: list[str]
    log_back: int  # the newest lines of the computer's turn scrolled out of its box, to read the earlier
    row: HandRow  # the hand's row of cards (scrolled when too long to show whole)
    hand_first: int
    hint: TableHint
    lit: PlayableCards
    shown: ShownMoves
    backdrop: layer.Backdrop | None = None
    _ready_for: tuple[object, ...] | None = None  # what _ready_pick_ups last made the pictures for

    def held_squares(self) -> dict[tuple[int, int], SquareForecast]:
        raise NotImplementedError

    def drop_forecasts(self, card: str) -> dict[tuple[int, int], SquareForecast]:
        raise NotImplementedError

    def status_line(self) -> str:
        raise NotImplementedError

    def status_holding(self, held: str | None) -> str:
        raise NotImplementedError

    # ----- the whole frame ---------------------------------------------------------------------

    def paint_table(self, surface: pygame.Surface) -> None:
        vp, state, zones = self.ctx.viewport, self.state, self.zones
        if self.backdrop is None:
            self.backdrop = layer.Backdrop()
        labels = self._table_labels()
        still = (vp, self.viewer, self.names, labels, self.catalog.winning_score)
        if all(token.tween is None for token in self.tokens.values()):  # the match as it stands, in the layer
            moment = (still, state, tuple(token.pos for token in self.tokens.values()), self.table.describe(),
                      self.hide_hand)
            self.backdrop.draw(surface, moment, lambda back: self._paint_table(back, labels))
        else:  # fighters sliding: the layer holds what stays still, the rest is painted where it is
            self.backdrop.draw(surface, still, lambda back: self._paint_background(back, labels))
            self._paint_match(surface)
        if self.drag is None:  # while a card is held, the lit squares tell the numbers: the arrows only point
            self._draw_strike_labels(surface)
        draw.status(surface, vp, zones["status"], self.status_line())
        self.draw_buttons(surface)

    def paint_cards(self, surface: pygame.Surface) -> None:
        vp, state, zones = self.ctx.viewport, self.state, self.zones
        self._draw_sprites(surface)
        self._draw_their_turn(surface)
        if not self.hide_hand:
            draw_arrows(surface, vp, self.row, self._arrow_under())
        for name, seat in (("my_discard", self.viewer), ("opp_discard", 1 - self.viewer)):
            if state.discards[seat]:
                draw.count_badge(surface, vp, zones[name], "Discard", len(state.discards[seat]))

    def paint_lights(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        if self.drag is not None and self._held_kind() == "effect":  # the frame lit where the card goes
            draw.frame_line(surface, vp, self.zones["my_table"], palette.HIGHLIGHT)
            draw.outline(surface, vp, vp.rect(self.zones["my_table"]), palette.HIGHLIGHT, self._pulse())
        self.shown.draw(surface)

    def paint_held(self, surface: pygame.Surface) -> None:
        if self.drag is not None:
            self._draw_held(surface)

    def paint_hints(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.hint.draw(surface)
        self._draw_zoom(surface)  # over the buttons: the card asked for is read whole
        for flyer in self.flyers:  # the points the eye follows, over the table...
            draw.flyer(surface, vp, flyer.pos, flyer.label, flyer.colour)
        if self.banner is not None:  # ... but under the banner, which stays whole while it is up
            title, sub, colour, _ = self.banner
            draw.banner(surface, vp, self.banner_at, title, sub, colour)

    def paint_dialogs(self, surface: pygame.Surface) -> None:
        self._draw_choice(surface)

    def ahead(self) -> bool:
        """Once a frame is shown: the pictures of a first pick-up, or else one face the hand will need. True when it
        made something (there may be more)."""
        return self._ready_pick_ups() or self._draw_ahead()

    def _draw_ahead(self) -> bool:
        """While nothing is held or moving, one face at a time that the hand will need: each card at the size it is
        held at over the ring and zoomed, so that picking up or hovering a card for the first time draws no face
        in that frame (a face takes a few milliseconds). True when it drew one."""
        if self.drag is not None or self.timeline.busy or self.flyers:
            return False
        vp = self.ctx.viewport
        held = vp.rect((0, 0, round(TABLE_CARD[0] * HELD_SCALE), round(TABLE_CARD[1] * HELD_SCALE))).size  # held_token
        for key, slot in self.slots.items():
            if slot.zone != "hand":
                continue
            card, colour = self.catalog.card(key), DECK_COLOURS[self.catalog.owners[key]]
            for size in (held, vp.rect((0, 0, *ZOOM)).size):
                if not kenpo_face_drawn(card, colour, size):
                    kenpo_face(card, colour, size)
                    return True
        return False

    def _ready_pick_ups(self) -> bool:
        """What picking up each card that can be played would draw first, made ahead of the pick-up once the
        arena is shown laid out (opened, the window resized, every picture dropped for a new text size) and whenever
        a new position comes to rest on the player's turn. That is the forecast of every square the card may go to,
        the squares' glows and chips and the status line, so the frame of a first pick-up only blits them (made
        there, they doubled its cost). The faces of the held cards are _draw_ahead's. After a resize this waits
        until the faces of the new size have caught up (face_cache). Returns whether it made them now."""
        if self.drag is not None or self.choosing is not None or self.timeline.busy or self.hide_hand or catching_up():
            return False
        vp, playable = self.ctx.viewport, self.lit.playable() or frozenset()
        moment = (vp, pictures_forgotten(), self.state, playable)
        if moment == self._ready_for:
            return False
        self._ready_for = moment
        cards = [key for key, slot in self.slots.items() if slot.zone == "hand" and key in playable]
        for card in cards:
            draw.ready_status(vp, self.zones["status"], self.status_holding(card))
            size, lines = self._token_words(card)
            for line in lines:  # the name its token prints
                text.render(line, size, palette.TITLE_TEXT, bold=True)
        lit = dict.fromkeys(forecast for card in cards for forecast in self.drop_forecasts(card).values())
        for forecast in lit:  # (cards that lead to the same square with the same numbers light it alike)
            draw.ready_lit_square(vp, square_rect(self.zones, self.viewer, forecast.square), forecast)
            ready_tip(vp, self.forecast_rows(forecast))  # and the numbers' parts told over it
        return True

    def _draw_sprites(self, surface: pygame.Surface) -> None:
        """The cards; on the player's turn the cards of the hand that can be played now are lit, the rest dimmed
        (game.scenes.playable)."""
        vp = self.ctx.viewport
        for sprite in self.sprites.sprites():
            assert isinstance(sprite, RingCard)
            size = vp.rect((0, 0, *sprite.size)).size
            sprite.place(vp, self.face(sprite.key, size))
            if self.drag is not None and sprite is self.drag.sprite:
                continue
            self.lit.under(surface, sprite)
            layer.patch(surface, palette.FELT_DARK, sprite.rect.move(vp.px(3), vp.px(4)), vp.px(8))
            surface.blit(sprite.image, sprite.rect)
            self.lit.over(surface, sprite)

    def _draw_their_turn(self, surface: pygame.Surface) -> None:
        """At the start of the player's turn, where their combo will go: what the computer did on its turn. It
        stays until the player acts."""
        if not self.their_turn or self.state.seat != self.viewer or self.state.tables[self.viewer] or self.drag:
            return
        vp, zone = self.ctx.viewport, self.zones["my_table"]
        box = vp.rect((zone.x + 8, zone.y + 30, zone.w - 16, zone.h - 38))  # under the frame's label
        pygame.draw.rect(surface, palette.PANEL, box, border_radius=vp.px(10))
        pygame.draw.rect(surface, SEAT_COLOURS[1 - self.viewer][0], box, width=vp.px(2), border_radius=vp.px(10))
        heading = f"{self.names[1 - self.viewer]}'s turn"
        title = text.draw(surface, heading, vp.px(20), SEAT_COLOURS[1 - self.viewer][0], bold=True,
                          topleft=(box.x + vp.px(12), box.y + vp.px(10)))
        size = text.readable(vp.px(18))
        top, step = box.y + vp.px(40), max(vp.px(22), text.line_height(size))
        rows = (box.bottom - top) // step  # the newest lines (what scored) first; the wheel scrolls to the oldest
        earlier, shown, later = log_window(self.their_turn, self.log_back, size, box.w - vp.px(24), rows)
        for row, part in enumerate(shown):
            text.draw(surface, part, size, palette.TEXT, topleft=(box.x + vp.px(12), top + row * step))
        room = box.right - vp.px(12) - title.right - vp.px(16)  # beside the title, never over it
        line, size = more_line(earlier, later, text.readable(vp.px(15)), room)
        if line:
            text.draw(surface, line, size, palette.DIM_TEXT, topright=(box.right - vp.px(12), box.y + vp.px(13)))

    def _draw_choice(self, surface: pygame.Surface) -> None:
        """A defence card waiting for its target: a panel over the cards in play with each attack it may reduce,
        what it prevents from it, and what would then be taken in all."""
        if self.choosing is None:
            return
        vp, zone = self.ctx.viewport, self.zones["choice"]
        held = self.by_key.get(self.choosing.card)
        if held is not None:
            draw.outline(surface, vp, held.rect, palette.BLOCK_LIGHT, 1.0)
        box = vp.rect(zone)
        pygame.draw.rect(surface, palette.PANEL, box, border_radius=vp.px(14))
        pygame.draw.rect(surface, palette.BLOCK_LIGHT, box, width=vp.px(3), border_radius=vp.px(14))
        name = self.catalog.card(self.choosing.card).name
        title = f"{name} reduces which attack?"
        text.draw(surface, title, text.fit(title, vp.px(26), box.w - vp.px(30), bold=True), palette.BLOCK_LIGHT,
                  bold=True, center=vp.point(zone.centerx, zone.y + 30))
        options = list(self.choosing.options.values())
        for option, rect in zip(options, choice_slots(zone, len(options)), strict=True):
            card = vp.rect(rect)
            surface.blit(self.face(option.target, card.size), card)
            under = rect.collidepoint(self.pointer)
            draw.outline(surface, vp, card, palette.HIGHLIGHT, 1.0 if under else self._pulse())
            draw.chip(surface, vp, f"block {option.prevented}", (card.centerx, card.bottom + vp.px(22)),
                      palette.BLOCK_LIGHT, palette.INK, 28)
            draw.chip(surface, vp, f"you take {option.taken}", (card.centerx, card.bottom + vp.px(56)),
                      palette.ATTACK_RED if option.taken else palette.FELT_LINE, palette.TEXT, 26)
        line = "Click one. Right-click or Esc keeps the card."
        text.draw(surface, line, text.fit(line, vp.px(18), box.w - vp.px(30)), palette.DIM_TEXT,
                  center=vp.point(zone.centerx, zone.bottom - 22))

    def _draw_held(self, surface: pygame.Surface) -> None:
        """The card in the hand of the mouse and the squares it may go to. Over the ring the card shrinks to a
        see-through token under the pointer, so the square, its fighter and its numbers stay in sight."""
        assert self.drag is not None
        vp = self.ctx.viewport
        sprite = self.drag.sprite
        token = self.held_token()
        if token is not None:
            box = pygame.Rect(vp.point(*token.topleft), vp.rect((0, 0, token.w, token.h)).size)
            image = self.face(sprite.key, box.size).copy()
            image.set_alpha(200)
            surface.blit(image, box)
            token_name(surface, box, self._token_words(sprite.key))
        else:
            surface.blit(sprite.image, sprite.rect)
        pointed, lit = None, []
        for square, forecast in self.held_squares().items():
            rect = square_rect(self.zones, self.viewer, square)
            over = rect.collidepoint(self.pointer)
            draw.lit_square(surface, vp, rect, forecast, self._pulse(), over)
            pointed = (forecast, vp.rect(rect)) if over else pointed
            lit += [] if over else [vp.rect(rect)]
        if pointed is not None:  # beside the square, clear of the other lit squares' numbers
            draw_tip(surface, vp, self.forecast_rows(pointed[0]), pointed[1], lit)

    def forecast_rows(self, forecast: SquareForecast) -> list[tuple[str, str]]:
        """The numbers of the square under the held card with their parts, as the duel's forecast tells them: the
        held attack's points from there ("You  Reverse Punch 7 = 5 arrow toward the opponent + 2 movement bonus"),
        then what each waiting attack of the other fighter would score there."""
        theirs = dict(forecast.incoming)
        return [(self.names[1 - self.viewer] if card in theirs else self.names[self.viewer],
                 Figure(self.catalog.card(card).name, figure.parts).line()) for card, figure in forecast.figures]

    def _token_words(self, card: str) -> tuple[int, list[str]]:
        """The held card's name as its token over the ring prints it (a face that small prints none): its size and
        lines, readable, in two lines at most, in a band up to twice the token's width (it starts at the token's
        left edge)."""
        vp = self.ctx.viewport
        width = 2 * vp.rect((0, 0, round(TABLE_CARD[0] * HELD_SCALE), 1)).w - 6  # held_token's, twice
        most, name = text.readable(vp.px(18)), self.catalog.card(card).name
        size, _ = text.readable_block(name, most, text.least_readable(), width, 2 * text.line_height(most, bold=True),
                                      bold=True)
        return size, text.shorten([name], size, width, 2 * text.line_height(size, bold=True), bold=True)

    def zoom_box(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Where the enlarged face of the card resting under the mouse is drawn, or None."""
        if self.hovered is None or self.hovered[1] < HOVER_DELAY or self.drag is not None:
            return None
        sprite = self.by_key.get(self.hovered[0])
        if sprite is None or sprite.moving:
            return None
        vp = self.ctx.viewport
        box = pygame.Rect((0, 0), vp.rect((0, 0, *ZOOM)).size)
        box.midbottom = (sprite.rect.centerx, sprite.rect.top - vp.px(6))
        if box.top < 0:
            box.midleft = (sprite.rect.right + vp.px(8), sprite.rect.centery)
        return box.clamp(surface.get_rect())

    def held_token(self) -> pygame.Rect | None:
        """Over the ring, the held card shrinks to a token (design space) beside the pointer, so the square's centre
        and its fighter stay in sight, and inside the ring, so it never covers the status line under it."""
        if self.drag is None or not self.zones["ring"].collidepoint(self.pointer):
            return None
        x, y = self.pointer
        token = pygame.Rect(round(x + 14), round(y + 6), round(TABLE_CARD[0] * HELD_SCALE),
                            round(TABLE_CARD[1] * HELD_SCALE))
        return token.clamp(self.zones["ring"])

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        box = self.zoom_box(surface)
        if box is None or self.hovered is None:
            return
        vp = self.ctx.viewport
        pygame.draw.rect(surface, palette.FELT_DARK, box.move(vp.px(5), vp.px(6)), border_radius=vp.px(14))
        surface.blit(self.face(self.hovered[0], box.size), box)
        sprite = self.by_key.get(self.hovered[0])
        self.draw_explained(surface, self.hovered[0], box.union(sprite.rect) if sprite is not None else box)

    def keep_clear(self) -> list[pygame.Rect]:
        return [self.zones["status"]]

    def _arrow_under(self) -> pygame.Rect | None:
        return self.row.arrow_at(self.pointer)

    def _pulse(self) -> float:
        return (math.sin(self.clock * 5) + 1) / 2

    def _held_kind(self) -> str | None:
        if self.drag is None:
            return None
        return self.catalog.card(self.drag.sprite.key).kind


__all__ = ["HAND_CARD", "TABLE_CARD", "RingPainting"]


def token_name(surface: pygame.Surface, box: pygame.Rect, words: tuple[int, list[str]]) -> None:
    """The held card's name across the top of its token, in a band of the card's title colour: the card is told at a
    glance, and no more of the square is hidden than the token hides."""
    size, lines = words
    band = pygame.Rect(box.x, box.y, max(box.w, *(text.width(line, size, True) + 6 for line in lines)),
                       len(lines) * text.line_height(size, bold=True) + 4)
    pygame.draw.rect(surface, palette.TITLE_BAND, band, border_radius=3)
    text.draw_lines(surface, [(line, palette.TITLE_TEXT) for line in lines], size, band, bold=True)
