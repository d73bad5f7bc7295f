"""The ring arena in motion: the engine's events played as beats (cards land, fighters step, a Break is called,
points fly to the score race, the fighters slide back), every card gliding to the slot the shown view gives it.

A part the arena holds (`RingMotion(arena)`), reading the arena through `MovingRing`: it sets the arena's `row`,
`hand_first` and `slots`, moves the cards of `by_key` and `sprites` and the fighters of `tokens`, and sets what flies
(`flyers`), the banner and where it stands, the toasts of a strike that scores nothing, and the lines of the computer's
turn (`their_turn`). It reads only the timeline's shown view, the seat's view as the animations have got to it, and
the public or own-seat events of the beats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.engine.core import PUBLIC
from game.engine.kenpo import events as ev
from game.engine.kenpo.state import KenpoState
from game.layout.hand import HandRow
from game.layout.kenpo.ring import card_slots, hand_of, on_screen
from game.layout.slot import Slot
from game.play.campaign import Campaign
from game.ui import palette, sound
from game.ui.drag import Drag, settle_cards
from game.ui.kenpo.match_paint import SEAT_COLOURS, race_tracks
from game.ui.kenpo.ring_view import RingView
from game.ui.kenpo.sprites import Flyer, RingCard, Token
from game.ui.kenpo.timeline import POINTS_FLIGHT
from game.ui.timeline import START, Beat, Timeline
from game.ui.tween import GLIDE, Tween
from game.ui.widgets import Button, Toast
from game.words.kenpo.seating import Table
from game.words.kenpo.telling import news_of, rest_banner

if TYPE_CHECKING:
    from game.scenes.context import Context

BANNER_SECONDS = 2.6  # a Break's banner stays up while its points fly and the fighters slide back


class MovingRing(RingView, Protocol):
    """What RingMotion reads of the arena, and the little of it that it sets (see the module's words)."""

    ctx: Context
    campaign: Campaign
    table: Table  # who sits at the arena
    names: tuple[str, str]
    zones: dict[str, pygame.Rect]
    timeline: Timeline[KenpoState]
    sprites: pygame.sprite.LayeredUpdates
    by_key: dict[str, RingCard]
    slots: dict[str, Slot]
    row: HandRow
    hand_first: int
    drag: Drag | None
    tokens: dict[int, Token]
    flyers: list[Flyer]
    banner: tuple[str, str, tuple[int, int, int], float] | None
    banner_at: pygame.Rect
    toasts: list[Toast]
    buttons: list[Button]
    their_turn: list[str]
    log_back: int
    clock: float





    def centre_of(self, seat: int, state: KenpoState | None = None) -> tuple[float, float]: ...

    def _buttons(self) -> list[Button]: ...


class RingMotion:
    """Every card of the shown view gliding to its slot and the fighters to their squares; the beats started and
    applied, the points flying to the score race, the banners of a Break and of a rest."""

    def __init__(self, arena: MovingRing) -> None:
        self.arena = arena

    def animate(self, dt: float) -> None:
        """One frame of motion: beats start and apply, cards glide, fighters slide, points fly."""
        arena = self.arena
        arena.clock += dt
        for kind, beat in arena.timeline.update(dt):
            self._on_beat(kind, beat)
        vp = arena.ctx.viewport
        for sprite in arena.by_key.values():
            sprite.advance(dt)
            sprite.rect = vp.rect((*sprite.pos, *sprite.size))  # hit tests follow the cards between frames
        for token in arena.tokens.values():
            token.advance(dt)
        arena.flyers = [flyer for flyer in arena.flyers if flyer.advance(dt)]

    def moving(self) -> bool:
        """Fighters slide or points fly."""
        arena = self.arena
        return bool(arena.flyers) or any(token.tween is not None for token in arena.tokens.values())

    def skip(self) -> None:
        """A click while beats play: show where the game stands at once."""
        arena = self.arena
        if arena.timeline.busy:
            for kind, beat in arena.timeline.finish():
                self._on_beat(kind, beat)
            arena.flyers.clear()
            arena.banner = None
            for token in arena.tokens.values():
                token.finish()

    def _on_beat(self, kind: str, beat: Beat[KenpoState]) -> None:
        arena = self.arena
        event = beat.event
        if kind == START:
            if event is not None:
                sound.event_cue(arena.campaign.rules.id, event, arena.viewer)
            self._start_beat(beat)
            return
        if event is not None and event.visibility() == PUBLIC:
            said = news_of(event, arena.catalog, arena.names, beat.after, arena.viewer)
            if isinstance(event, ev.TurnBegan) and event.seat == arena.table.computer:
                arena.their_turn = []  # the computer's turn, told from its start until the player acts
                arena.log_back = 0
            elif beat.before.seat == arena.table.computer:
                arena.their_turn = [*arena.their_turn, *said]
        self.sync(snap=False, slide=0.6 if isinstance(event, ev.FightersReset) else GLIDE)
        arena.buttons = arena._buttons()

    def _start_beat(self, beat: Beat[KenpoState]) -> None:
        arena = self.arena
        event = beat.event
        tracks = race_tracks(arena)
        track_of = {arena.viewer: tracks[0], 1 - arena.viewer: tracks[1]}

        def fly(label: str, from_seat: int, to_seat: int) -> None:
            start = arena.centre_of(from_seat, beat.before)
            track = track_of[to_seat]
            end = (float(track.centerx), float(arena.zones["score_race"].y + 44))
            arena.flyers.append(Flyer(label, SEAT_COLOURS[to_seat][0], Tween(start, end, POINTS_FLIGHT)))

        if isinstance(event, ev.AttackResolved):
            name = arena.catalog.card(event.card).name
            if event.points:
                fly(f"+{event.points}", 1 - event.seat, event.seat)
            else:
                where = arena.centre_of(1 - event.seat, beat.before)
                said = f"{name} blocked" if event.prevented else f"{name} misses"
                stacked = sum(1 for toast in arena.toasts if toast.color == palette.DIM_TEXT)  # one under another
                arena.toasts.append(Toast(said, (where[0], where[1] + 76 + 34 * stacked), 1.4, palette.DIM_TEXT))
        elif isinstance(event, ev.DefenceResolved) and event.hit_back:
            fly(f"+{event.hit_back}", 1 - event.seat, event.seat)
        elif isinstance(event, ev.BreakCalled):
            why = ("side by side: everything waiting resolves now" if event.reason == "side_by_side"
                   else f"{event.reason} calls it: everything waiting resolves now")
            arena.banner = ("BREAK!", why[0].upper() + why[1:], palette.GOLD_LIGHT, BANNER_SECONDS)
            arena.banner_at = self._clear_of(beat.after.positions[0][1])
        elif isinstance(event, ev.FighterRested):
            arena.banner = (*rest_banner(arena.names[event.seat]), SEAT_COLOURS[event.seat][0], 0.9)
            arena.banner_at = self._clear_of(None)

    def _clear_of(self, row: int | None) -> pygame.Rect:
        """Where a banner goes: across the ring, over a row the fighters are not on (a Break's row: both)."""
        arena = self.arena
        zone = arena.zones["banner"].copy()
        if row is None:
            return zone
        shown = on_screen(arena.viewer, (0, row))[1]
        free = 2 if shown == 0 else 0
        zone.centery = arena.zones[f"square_1_{free}"].centery
        return zone

    def sync(self, snap: bool, slide: float = GLIDE) -> None:
        """Moves every card toward the slot the shown view gives it, and the fighters to their squares."""
        arena = self.arena
        state = arena.state
        arena.row = hand_of(state, arena.viewer, arena.zones, arena.hand_first)
        arena.hand_first = arena.row.first
        arena.slots = card_slots(state, arena.viewer, arena.zones, arena.row)
        if arena.hide_hand:
            arena.slots = {k: s for k, s in arena.slots.items() if s.zone != "hand"}
        for key in [k for k in arena.by_key if k not in arena.slots]:
            arena.by_key.pop(key).kill()
        held = arena.drag.sprite if arena.drag is not None else None
        settle_cards(arena.sprites, arena.by_key, arena.slots,
                     lambda key, slot: RingCard(key, *self._entry(slot, snap)), snap, held, stagger=(0.02, 8))
        for seat, token in arena.tokens.items():
            if snap:
                token.pos, token.tween = arena.centre_of(seat), None
            else:
                token.slide(arena.centre_of(seat), slide)

    def _entry(self, slot: Any, snap: bool) -> tuple[tuple[float, float], tuple[float, float]]:
        """Where a card that just came into sight starts: drawn cards from the deck, the opponent's plays from
        their hand."""
        arena = self.arena
        size = (slot.w, slot.h)
        if snap:
            return (slot.x, slot.y), size
        if slot.zone == "hand":
            deck = arena.zones["my_deck"]
            return (float(deck.x), float(deck.y)), (float(deck.w), float(deck.h))
        if slot.zone == "opp_table":
            hand = arena.zones["opp_hand"]
            return (hand.centerx - 30.0, float(hand.y)), (60.0, 84.0)
        return (slot.x, slot.y), size

    def top_sprite(self, pos: tuple[int, int]) -> RingCard | None:
        """The card drawn uppermost at `pos` (window pixels)."""
        under = self.arena.sprites.get_sprites_at(pos)
        return under[-1] if under else None  # type: ignore[return-value]

    def resized(self) -> None:
        arena = self.arena
        for sprite in arena.by_key.values():
            sprite.finish()
        for token in arena.tokens.values():
            token.finish()
