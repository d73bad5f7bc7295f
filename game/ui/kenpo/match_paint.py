"""Drawing the ring arena's match as it stands: the ring's squares, the fighters and their waiting strikes, the
piles, the score race and the turn's panel, over the felt and the frames. All of it is what the arena keeps in its
backdrop layer while the fighters stand still (game.ui.kenpo.paint draws the rest over it each frame).

A part the arena holds (`MatchPainter(arena)`), reading the arena through `MatchTable`; it changes none of it. The
arena's painter (game.ui.kenpo.paint.RingPainter) has it paint the match into the layer, or over it while the
fighters slide. It reads the seat's view as the animations have got to it.
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
from game.ui import marks
from game.ui.chips import count_chip
from game.ui.kenpo import draw as draw
from game.ui.kenpo import panels
from game.ui.kenpo.faces import DECK_COLOURS, SEAT_COLOURS, kenpo_back
from game.ui.kenpo.ring_view import RingView
from game.ui.piles import deck, draw_backs, empty_place, labelled_place
from game.ui.shown_table import Painted
from game.ui.status import draw_panel, draw_turn

TURN_PANEL = 66  # design px: the height of the turn's panel above the buttons (End turn starts 70 below its top)
STRIKE_SIDE = 12.0  # design px: how far a strike's arrow keeps to its own side, clear of an arrow coming back


class MatchTable(RingView, Painted[KenpoState, Catalog], Protocol):
    """What MatchPainter reads of the arena, what every table's painter reads (Painted) and the ring besides; it
    changes none of it."""


class MatchPainter:
    """The match as it stands, over the felt and the frames: the ring's squares, the fighters and their waiting
    strikes, the piles, the score race and the turn's panel."""

    def __init__(self, arena: MatchTable) -> None:
        self.arena = arena
        self.strikes = ShownStrikes()

    # ----- the match as it stands ------------------------------------------------------------------

    def race_tracks(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The score race's tracks, the viewer's first, over as many rows as the two names under them take."""
        arena, zone = self.arena, self.arena.zones["score_race"]
        names = (arena.names[arena.viewer], arena.names[1 - arena.viewer])
        return race_tracks(zone, panels.race_names(arena.ctx.viewport, zone, names))

    def paint_background(self, surface: pygame.Surface, labels: tuple[str, str]) -> None:
        """Everything that stays still while the labels and the window do: the felt, the frames of the cards in
        play, the ring's squares, and the panels of the score race, the status line and the turn. Nothing drawn
        over it each frame before the cards overlaps any of it but the lit frame, which covers its own line."""
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

    def paint_table(self, surface: pygame.Surface, labels: tuple[str, str]) -> None:
        self.paint_background(surface, labels)
        self.paint_match(surface)

    def paint_match(self, surface: pygame.Surface) -> None:
        """What the match shows as it stands, over the background: the ring's strike arrows and fighters, the
        piles, the score race and the turn's panel. What changes as a card is picked up (the status line, the
        points of the strikes) is drawn over it each frame. Nothing of it overlaps the frame of the cards in play,
        which a held Effect card lights over it."""
        arena = self.arena
        vp, state, zones = arena.ctx.viewport, arena.state, arena.zones
        self._draw_ring(surface)
        self._draw_piles(surface)
        panels.score_race(surface, vp, zones["score_race"], self.race_tracks(),
                        (state.scores[arena.viewer], state.scores[1 - arena.viewer]),
                        (SEAT_COLOURS[arena.viewer], SEAT_COLOURS[1 - arena.viewer]), arena.catalog.winning_score)
        self._draw_turn_panel(surface)

    def _strikes(self) -> list[Strike]:
        arena = self.arena
        return self.strikes.of(arena.catalog, arena.state, arena.viewer)

    def words_on_places(self) -> list[pygame.Rect]:
        """The waiting attacks' points beside their arrows, shown while no card is held."""
        arena = self.arena
        if arena.drag is not None:
            return []
        return [draw.strike_label_box(arena.ctx.viewport, arena.tokens[attacker].pos, arena.tokens[1 - attacker].pos,
                                      values, STRIKE_SIDE, label_room(arena.zones))
                for attacker, values, _ in self._strikes()]

    def draw_strike_labels(self, surface: pygame.Surface) -> None:
        """Each strike's points, wearing the mark of a changed number where they are not the arrows printed."""
        arena = self.arena
        for attacker, values, change in self._strikes():
            box = draw.strike_label(surface, arena.ctx.viewport, arena.tokens[attacker].pos,
                                    arena.tokens[1 - attacker].pos, values, STRIKE_SIDE, label_room(arena.zones))
            if change:
                marks.changed(surface, box.inflate(arena.ctx.viewport.px(10), arena.ctx.viewport.px(8)), change)

    def _draw_ring(self, surface: pygame.Surface) -> None:
        """The waiting strikes' arrows and the fighters, over the squares of the background."""
        arena = self.arena
        vp = arena.ctx.viewport
        still = all(token.tween is None for token in arena.tokens.values())
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

    def _draw_turn_panel(self, surface: pygame.Surface) -> None:
        """Above the buttons, over its panel in the background: the table, then the turn and whose it is, drawn as at
        every table (game.ui.status.draw_turn)."""
        arena = self.arena
        x, y, w, _ = arena.zones["buttons"]
        draw_turn(surface, arena.ctx.viewport, pygame.Rect(x, y, w, TURN_PANEL), arena.turn_lines(),
                  ((16, 18), (21, 50)))
