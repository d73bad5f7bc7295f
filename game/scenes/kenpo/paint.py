"""Drawing the ring arena: the ring and its fighters, waiting strikes, cards, lit squares while a card is held,
points in flight, hover zoom, the score race and banners.

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
from functools import partial
from typing import Any

import pygame

from game.campaign import Campaign
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.state import KenpoState
from game.scenes.kenpo import draw as draw
from game.scenes.kenpo import layer as layer
from game.scenes.kenpo.forecast import SquareForecast, waiting_strikes
from game.scenes.kenpo.layout import HAND_CARD, TABLE_CARD, Slot, backs, choice_slots, score_tracks, square_rect
from game.scenes.kenpo.seating import Table
from game.scenes.kenpo.sprites import Flyer, RingCard, Token
from game.scenes.kenpo.timeline import Timeline
from game.scenes.table import TableScene
from game.ui import marks, palette, text
from game.ui.drag import Drag
from game.ui.hand import HandRow, draw_arrows
from game.ui.kenpo.faces import kenpo_back, kenpo_face, kenpo_face_drawn

HOVER_DELAY = 0.35
HELD_SCALE = 0.62  # a held card over the ring, as a part of a card on the table
ZOOM = (290, 406)
TURN_PANEL = 56  # design px: the height of the turn's panel above the buttons
SEAT_COLOURS = ((palette.KENPO_YELLOW, palette.KENPO_YELLOW_DARK), (palette.KENPO_RED, palette.KENPO_RED_DARK))
DECK_COLOURS = ("yellow", "red")


class RingPainting(TableScene):
    campaign: Campaign
    table: Table
    zones: dict[str, pygame.Rect]
    sprites: pygame.sprite.LayeredUpdates
    by_key: dict[str, RingCard]
    slots: dict[str, Slot]
    drag: Drag | None
    pointer: tuple[float, float]
    hovered: tuple[str, float] | None
    clock: float
    timeline: Timeline
    tokens: dict[int, Token]
    flyers: list[Flyer]
    banner: tuple[str, str, tuple[int, int, int], float] | None
    banner_at: pygame.Rect
    choosing: Any
    names: tuple[str, str]
    their_turn: list[str]
    row: HandRow  # the hand's row of cards (scrolled when too long to show whole)
    hand_first: int
    backdrop: layer.Backdrop | None = None
    _strikes_of: tuple[KenpoState, int, list[tuple[int, float, list[int]]]] | None = None

    @property
    def state(self) -> KenpoState:
        """What is drawn: the seat's view as the animations have got to it."""
        return self.timeline.shown

    @property
    def viewer(self) -> int:
        return self.campaign.seat

    @property
    def catalog(self) -> Catalog:
        return self.campaign.rules.catalog

    @property
    def hide_hand(self) -> bool:
        """At a finished hot-seat match nobody sits at the screen alone: both hands are backs."""
        return self.table.mode == "hotseat" and self.state.over

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        return kenpo_face(self.catalog.card(card), DECK_COLOURS[self.catalog.owners[card]], size)

    def centre_of(self, seat: int, state: KenpoState | None = None) -> tuple[float, float]:
        square = (state or self.state).positions[seat]
        return tuple(map(float, square_rect(self.zones, self.viewer, square).center))  # type: ignore[return-value]

    def held_squares(self) -> dict[tuple[int, int], SquareForecast]:
        raise NotImplementedError

    def status_line(self) -> str:
        raise NotImplementedError

    def playable(self) -> frozenset[str]:
        raise NotImplementedError

    # ----- the whole frame ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
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
        if self.drag is not None and self._held_kind() == "effect":  # the frame lit where the card goes
            draw.frame_line(surface, vp, zones["my_table"], palette.HIGHLIGHT)
            draw.outline(surface, vp, vp.rect(zones["my_table"]), palette.HIGHLIGHT, self._pulse())
        self._draw_sprites(surface)
        self._draw_their_turn(surface)
        if not self.hide_hand:
            draw_arrows(surface, vp, self.row, self._arrow_under())
        for name, seat in (("my_discard", self.viewer), ("opp_discard", 1 - self.viewer)):
            if state.discards[seat]:
                draw.count_badge(surface, vp, zones[name], f"Discard {len(state.discards[seat])}")
        self._draw_choice(surface)
        if self.drag is not None:
            self._draw_held(surface)
        self.draw_widgets(surface)
        self._draw_zoom(surface)  # over the buttons: the card asked for is read whole
        for flyer in self.flyers:  # the points the eye follows, over the table...
            draw.flyer(surface, vp, flyer.pos, flyer.label, flyer.colour)
        if self.banner is not None:  # ... but under the banner, which stays whole while it is up
            title, sub, colour, _ = self.banner
            draw.banner(surface, vp, self.banner_at, title, sub, colour)
        self._draw_ahead()

    def _draw_ahead(self) -> None:
        """While nothing is held or moving, one face a frame that the hand will need: each card at the size it is
        held at over the ring and zoomed, so that picking up or hovering a card for the first time draws no face
        in that frame (a face takes a few milliseconds)."""
        if self.drag is not None or self.timeline.busy or self.flyers:
            return
        vp = self.ctx.viewport
        held = vp.rect((0, 0, round(TABLE_CARD[0] * HELD_SCALE), round(TABLE_CARD[1] * HELD_SCALE))).size  # held_token
        for key, slot in self.slots.items():
            if slot.zone != "hand":
                continue
            card, colour = self.catalog.card(key), DECK_COLOURS[self.catalog.owners[key]]
            for size in (held, vp.rect((0, 0, *ZOOM)).size):
                if not kenpo_face_drawn(card, colour, size):
                    kenpo_face(card, colour, size)
                    return

    def _table_labels(self) -> tuple[str, str]:
        """The labels of the seat's cards in play and the other's: whose combo this turn, whose attacks wait."""
        other = self.names[1 - self.viewer]
        if self.state.seat == self.viewer:
            return "Your combo this turn", f"{other}'s attacks: they resolve when you end your turn"
        return f"Your attacks: they resolve when {other} ends the turn", f"{other}'s combo this turn"

    def _paint_background(self, surface: pygame.Surface, labels: tuple[str, str]) -> None:
        """Everything that stays still while the labels and the window do: the felt, the frames of the cards in
        play, the ring's squares, and the panels of the score race, the status line and the turn. Nothing drawn
        over it each frame before the cards overlaps any of it but the lit frame, which covers its own line."""
        vp, zones, me, them = self.ctx.viewport, self.zones, self.viewer, 1 - self.viewer
        self.draw_felt(surface)
        mine, theirs = labels
        draw.frame(surface, vp, zones["opp_table"], theirs)
        draw.frame(surface, vp, zones["my_table"], mine)
        starts = {square_rect(zones, me, (1, 0)).topleft: SEAT_COLOURS[0][1],
                  square_rect(zones, me, (1, 2)).topleft: SEAT_COLOURS[1][1]}
        for column in range(3):
            for row in range(3):
                rect = zones[f"square_{column}_{row}"]
                draw.square(surface, vp, rect, starts.get(rect.topleft))
        draw.score_race_back(surface, vp, zones["score_race"], score_tracks(zones["score_race"]),
                             (self.names[me], self.names[them]), (SEAT_COLOURS[me], SEAT_COLOURS[them]),
                             self.catalog.winning_score)
        draw.panel(surface, vp, zones["status"])
        x, y, w, _ = zones["buttons"]
        draw.panel(surface, vp, (x, y, w, TURN_PANEL))

    def _paint_table(self, surface: pygame.Surface, labels: tuple[str, str]) -> None:
        self._paint_background(surface, labels)
        self._paint_match(surface)

    def _paint_match(self, surface: pygame.Surface) -> None:
        """What the match shows as it stands, over the background: the ring's strike arrows and fighters, the
        piles, the score race and the turn's panel. What changes as a card is picked up (the status line, the
        points of the strikes) is drawn over it each frame. Nothing of it overlaps the frame of the cards in play,
        which a held Effect card lights over it."""
        vp, state, zones = self.ctx.viewport, self.state, self.zones
        self._draw_ring(surface)
        self._draw_piles(surface)
        draw.score_race(surface, vp, zones["score_race"], score_tracks(zones["score_race"]),
                        (state.scores[self.viewer], state.scores[1 - self.viewer]),
                        (SEAT_COLOURS[self.viewer], SEAT_COLOURS[1 - self.viewer]), self.catalog.winning_score)
        self._draw_turn_panel(surface)

    def _strikes(self) -> list[tuple[int, float, list[int]]]:
        """Each seat's waiting strikes: the attacker, the side its arrow keeps to, the points of each card (worked
        out once per state and seat at the screen)."""
        state = self.state
        if self._strikes_of is None or self._strikes_of[0] is not state or self._strikes_of[1] != self.viewer:
            found = []
            for attacker, side in ((1 - self.viewer, 12.0), (self.viewer, 12.0)):
                strikes = waiting_strikes(self.catalog, state, attacker)
                if strikes:
                    found.append((attacker, side, [points for _, points in strikes]))
            self._strikes_of = (state, self.viewer, found)
        return self._strikes_of[2]

    def _draw_strike_labels(self, surface: pygame.Surface) -> None:
        for attacker, side, values in self._strikes():
            draw.strike_label(surface, self.ctx.viewport, self.tokens[attacker].pos, self.tokens[1 - attacker].pos,
                              values, side)

    def _draw_ring(self, surface: pygame.Surface) -> None:
        """The waiting strikes' arrows and the fighters, over the squares of the background."""
        vp = self.ctx.viewport
        still = all(token.tween is None for token in self.tokens.values())
        for attacker, side, values in self._strikes():
            draw.strike(surface, vp, self.tokens[attacker].pos, self.tokens[1 - attacker].pos, values, side,
                        labelled=False, still=still)
        for seat in (1 - self.viewer, self.viewer):
            light, dark = SEAT_COLOURS[seat]
            draw.fighter(surface, vp, self.tokens[seat].pos, light, dark, seat == self.viewer, self.names[seat])

    def _draw_piles(self, surface: pygame.Surface) -> None:
        vp, state, zones = self.ctx.viewport, self.state, self.zones
        me, them = self.viewer, 1 - self.viewer
        draw.pile(surface, vp, zones["my_deck"], len(state.decks[me]), DECK_COLOURS[me], "Deck")
        draw.pile(surface, vp, zones["opp_deck"], len(state.decks[them]), DECK_COLOURS[them], "Deck")
        for name, seat in (("my_discard", me), ("opp_discard", them)):
            if not state.discards[seat]:
                draw.frame(surface, vp, zones[name], "")
                draw.count_badge(surface, vp, zones[name], "Discard 0")
        hand = backs(zones["opp_hand"], len(state.hands[them]))
        for rect in hand:
            box = vp.rect(rect)
            surface.blit(kenpo_back(DECK_COLOURS[them], box.size), box)
        if self.hide_hand:
            for rect in backs(zones["hand"].inflate(-200, -20), len(state.hands[me])):
                box = vp.rect(rect)
                surface.blit(kenpo_back(DECK_COLOURS[me], box.size), box)

    def _draw_turn_panel(self, surface: pygame.Surface) -> None:
        """Above the buttons, over its panel in the background: the turn, whose it is, and the table."""
        vp, state = self.ctx.viewport, self.state
        x, y, w, _ = self.zones["buttons"]
        box = vp.rect((x, y, w, TURN_PANEL))
        light, _ = SEAT_COLOURS[state.seat]
        whose = "Your turn" if state.seat == self.viewer and self.table.mode != "open" else \
            f"{self.names[state.seat]} to play"
        line = "Match over" if state.over else f"Turn {state.turn}: {whose}"
        text.draw(surface, line, text.fit(line, vp.px(21), box.w - vp.px(16), bold=True),
                       palette.GOLD_LIGHT if state.over else light, bold=True, center=(box.centerx, box.y + vp.px(19)))
        sub = self.table.describe()
        text.draw(surface, sub, text.fit(sub, vp.px(16), box.w - vp.px(16)), palette.DIM_TEXT,
                       center=(box.centerx, box.y + vp.px(41)))

    def _draw_sprites(self, surface: pygame.Surface) -> None:
        """The cards; on the player's turn the cards of the hand that can be played now are lit, the rest dimmed."""
        vp = self.ctx.viewport
        turn = self.state.seat == self.viewer and not self.hide_hand
        lit = self.playable() if turn else frozenset()
        for sprite in self.sprites.sprites():
            assert isinstance(sprite, RingCard)
            size = vp.rect((0, 0, *sprite.size)).size
            sprite.place(vp, self.face(sprite.key, size))
            if self.drag is not None and sprite is self.drag.sprite:
                continue
            slot = self.slots.get(sprite.key)
            lights = turn and slot is not None and slot.zone == "hand"  # a card of the hand, on the player's turn
            if lights and sprite.key in lit:
                pygame.draw.rect(surface, palette.HIGHLIGHT, sprite.rect.inflate(vp.px(8), vp.px(8)),
                                 width=vp.px(3), border_radius=vp.px(12))
            layer.patch(surface, palette.FELT_DARK, sprite.rect.move(vp.px(3), vp.px(4)), vp.px(8))
            surface.blit(sprite.image, sprite.rect)
            if lights and sprite.key in lit:
                marks.legal(surface, vp, sprite.rect)
            if lights and sprite.key not in lit:
                surface.blit(layer.kept(("unplayable", sprite.rect.size, vp.px(8)),
                                        partial(_veil, sprite.rect.size, vp.px(8))), sprite.rect)

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
        text.draw(surface, heading, vp.px(20), SEAT_COLOURS[1 - self.viewer][0], bold=True,
                  topleft=(box.x + vp.px(12), box.y + vp.px(10)))
        y = box.y + vp.px(40)
        for line in self.their_turn[-6:]:
            for part in text.wrap(line, vp.px(18), box.w - vp.px(24)):
                if y + vp.px(22) > box.bottom:
                    return
                text.draw(surface, part, vp.px(18), palette.TEXT, topleft=(box.x + vp.px(12), y))
                y += vp.px(22)

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
            image = self.face(sprite.key, vp.rect((0, 0, token.w, token.h)).size).copy()
            image.set_alpha(200)
            surface.blit(image, vp.point(*token.topleft))
        else:
            surface.blit(sprite.image, sprite.rect)
        for square, forecast in self.held_squares().items():
            rect = square_rect(self.zones, self.viewer, square)
            draw.lit_square(surface, vp, rect, forecast, self._pulse(), rect.collidepoint(self.pointer))

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


def _veil(size: tuple[int, int], radius: int) -> pygame.Surface:
    """Over a card that cannot be played now: dimmed, still readable."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*palette.FELT_DARK, 130), veil.get_rect(), border_radius=radius)
    return veil


__all__ = ["DECK_COLOURS", "HAND_CARD", "SEAT_COLOURS", "TABLE_CARD", "RingPainting"]
