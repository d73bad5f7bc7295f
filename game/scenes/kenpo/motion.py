"""The ring arena in motion: the engine's events played as beats (cards land, fighters step, a Break is called,
points fly to the score race, the fighters slide back), every card gliding to the slot the shown view gives it.

A mixin of RingArenaScene, below its input and above its drawing. It reads only the timeline's shown view, the
seat's view as the animations have got to it, and the public or own-seat events of the beats.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import PUBLIC
from game.engine.kenpo import events as ev
from game.scenes.kenpo.layout import card_slots, hand_of, on_screen, score_tracks
from game.scenes.kenpo.match_paint import SEAT_COLOURS
from game.scenes.kenpo.paint import RingPainting
from game.scenes.kenpo.sprites import Flyer, RingCard
from game.scenes.kenpo.timeline import POINTS_FLIGHT, Beat
from game.scenes.kenpo.words import news_of, rest_banner
from game.ui import palette, sound
from game.ui.tween import GLIDE, Tween
from game.ui.widgets import Button, Toast

BANNER_SECONDS = 2.6  # a Break's banner stays up while its points fly and the fighters slide back


class RingMotion(RingPainting):
    their_turn: list[str]
    log_back: int

    def _buttons(self) -> list[Button]:
        raise NotImplementedError

    def animate(self, dt: float) -> None:
        """One frame of motion: beats start and apply, cards glide, fighters slide, points fly, banners fade."""
        self.clock += dt
        for kind, beat in self.timeline.update(dt):
            self._on_beat(kind, beat)
        vp = self.ctx.viewport
        for sprite in self.by_key.values():
            sprite.advance(dt)
            sprite.rect = vp.rect((*sprite.pos, *sprite.size))  # hit tests follow the cards between frames
        for token in self.tokens.values():
            token.advance(dt)
        self.flyers = [flyer for flyer in self.flyers if flyer.advance(dt)]
        self._fade(dt)  # (the arena works out what lies under the mouse after each frame's motion)

    def moving(self) -> bool:
        """Fighters slide and points fly too."""
        return bool(self.flyers) or any(token.tween is not None for token in self.tokens.values()) or super().moving()

    def _skip(self) -> None:
        """A click while beats play: show where the game stands at once."""
        if self.timeline.busy:
            for kind, beat in self.timeline.finish():
                self._on_beat(kind, beat)
            self.flyers.clear()
            self.banner = None
            for token in self.tokens.values():
                token.finish()

    def _on_beat(self, kind: str, beat: Beat) -> None:
        event = beat.event
        if kind == "start":
            if event is not None:
                sound.event_cue(self.campaign.rules.id, event, self.viewer)
            self._start_beat(beat)
            return
        if event is not None and event.visibility() == PUBLIC:
            said = news_of(event, self.catalog, self.names, beat.after, self.viewer)
            if isinstance(event, ev.TurnBegan) and event.seat == self.table.computer:
                self.their_turn = []  # the computer's turn, told from its start until the player acts
                self.log_back = 0
            elif beat.before.seat == self.table.computer:
                self.their_turn = [*self.their_turn, *said]
        self._sync(snap=False, slide=0.6 if isinstance(event, ev.FightersReset) else GLIDE)
        self.buttons = self._buttons()

    def _start_beat(self, beat: Beat) -> None:
        event = beat.event
        tracks = score_tracks(self.zones["score_race"])
        track_of = {self.viewer: tracks[0], 1 - self.viewer: tracks[1]}

        def fly(label: str, from_seat: int, to_seat: int) -> None:
            start = self.centre_of(from_seat, beat.before)
            track = track_of[to_seat]
            end = (float(track.centerx), float(self.zones["score_race"].y + 44))
            self.flyers.append(Flyer(label, SEAT_COLOURS[to_seat][0], Tween(start, end, POINTS_FLIGHT)))

        if isinstance(event, ev.AttackResolved):
            name = self.catalog.card(event.card).name
            if event.points:
                fly(f"+{event.points}", 1 - event.seat, event.seat)
            else:
                where = self.centre_of(1 - event.seat, beat.before)
                said = f"{name} blocked" if event.prevented else f"{name} misses"
                stacked = sum(1 for toast in self.toasts if toast.color == palette.DIM_TEXT)  # one under another
                self.toasts.append(Toast(said, (where[0], where[1] + 76 + 34 * stacked), 1.4, palette.DIM_TEXT))
        elif isinstance(event, ev.DefenceResolved) and event.hit_back:
            fly(f"+{event.hit_back}", 1 - event.seat, event.seat)
        elif isinstance(event, ev.BreakCalled):
            why = ("side by side: everything waiting resolves now" if event.reason == "side_by_side"
                   else f"{event.reason} calls it: everything waiting resolves now")
            self.banner = ("BREAK!", why[0].upper() + why[1:], palette.GOLD_LIGHT, BANNER_SECONDS)
            self.banner_at = self._clear_of(beat.after.positions[0][1])
        elif isinstance(event, ev.FighterRested):
            self.banner = (*rest_banner(self.names[event.seat]), SEAT_COLOURS[event.seat][0], 0.9)
            self.banner_at = self._clear_of(None)

    def _clear_of(self, row: int | None) -> pygame.Rect:
        """Where a banner goes: across the ring, over a row the fighters are not on (a Break's row: both)."""
        zone = self.zones["banner"].copy()
        if row is None:
            return zone
        shown = on_screen(self.viewer, (0, row))[1]
        free = 2 if shown == 0 else 0
        zone.centery = self.zones[f"square_1_{free}"].centery
        return zone

    def _sync(self, snap: bool, slide: float = GLIDE) -> None:
        """Moves every card toward the slot the shown view gives it, and the fighters to their squares."""
        state = self.state
        self.row = hand_of(state, self.viewer, self.zones, self.hand_first)
        self.hand_first = self.row.first
        self.slots = card_slots(state, self.viewer, self.zones, self.row)
        if self.hide_hand:
            self.slots = {k: s for k, s in self.slots.items() if s.zone != "hand"}
        for key in [k for k in self.by_key if k not in self.slots]:
            self.by_key.pop(key).kill()
        for order, (key, slot) in enumerate(sorted(self.slots.items(), key=lambda item: item[1].layer)):
            sprite = self.by_key.get(key)
            if sprite is None:
                start, size = self._entry(slot, snap)
                sprite = self.by_key[key] = RingCard(key, start, size)
                self.sprites.add(sprite, layer=slot.layer)
            elif self.drag is None or sprite is not self.drag.sprite:
                self.sprites.change_layer(sprite, slot.layer)
            if snap:
                sprite.snap_to((slot.x, slot.y), (slot.w, slot.h))
            elif self.drag is None or sprite is not self.drag.sprite:
                sprite.settle((slot.x, slot.y), (slot.w, slot.h), delay=0.02 * (order % 8))
        for seat, token in self.tokens.items():
            if snap:
                token.pos, token.tween = self.centre_of(seat), None
            else:
                token.slide(self.centre_of(seat), slide)

    def _entry(self, slot: Any, snap: bool) -> tuple[tuple[float, float], tuple[float, float]]:
        """Where a card that just came into sight starts: drawn cards from the deck, the opponent's plays from
        their hand."""
        size = (slot.w, slot.h)
        if snap:
            return (slot.x, slot.y), size
        if slot.zone == "hand":
            deck = self.zones["my_deck"]
            return (float(deck.x), float(deck.y)), (float(deck.w), float(deck.h))
        if slot.zone == "opp_table":
            hand = self.zones["opp_hand"]
            return (hand.centerx - 30.0, float(hand.y)), (60.0, 84.0)
        return (slot.x, slot.y), size

    def resized(self) -> None:
        for sprite in self.by_key.values():
            sprite.finish()
        for token in self.tokens.values():
            token.finish()
