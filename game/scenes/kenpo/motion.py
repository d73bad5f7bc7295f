"""The ring arena in motion: what its beats show (cards land, fighters step, a Break is called, points fly to the
score race, the fighters slide back), every card gliding to the slot the shown view gives it. The beats are played
and the cards, the fighters and the points in flight glide by the kit's `Glide` (game.scenes.glide), which the arena
hands what this part starts as a beat begins (`started`), shows as its change applies (`show`) and ends at a click
(`landed`).

A part the arena holds (`RingMotion(arena)`), reading the arena through `MovingRing`: it sets the arena's `row` and
`hand_first`, sends the cards where the shown view puts them through the arena's glide (`Glide.place`), slides the
fighters of `tokens`, and sets what flies (`flyers`), the banner and where it stands, the toasts of a strike that
scores nothing, and the lines of the computer's turn (`their_turn`). It reads only the timeline's shown view, the
seat's view as the animations have got to it, and the public or own-seat events of the beats.
"""

from __future__ import annotations

from typing import Protocol

from game.engine.core import PUBLIC
from game.engine.kenpo import events as ev
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.state import KenpoState
from game.layout.kenpo.ring import banner_box, card_slots, entry, score_spot
from game.ui import palette
from game.ui.kenpo.faces import SEAT_COLOURS
from game.ui.kenpo.paint import RingPainter
from game.ui.kenpo.ring_view import RingView
from game.ui.kenpo.timeline import POINTS_FLIGHT, scored
from game.ui.overlaid import Overlaid
from game.ui.shown_table import Moving
from game.ui.timeline import Beat
from game.ui.toasts import Toast
from game.ui.tween import GLIDE, Tween
from game.words.kenpo.telling import break_banner, missed, news_of, rest_banner

BANNER_SECONDS = 2.6  # a Break's banner stays up while its points fly and the fighters slide back


class MovingRing(RingView, Moving[KenpoState, Catalog], Overlaid, Protocol):
    """What RingMotion reads of the arena, besides what every table's motion does and the banner the kit draws
    (Overlaid), and the little of it that it sets (see the module's words)."""

    painter: RingPainter  # where the score race's tracks lie, which points fly to
    hand_first: int
    toasts: list[Toast]
    log_back: int

    def centre_of(self, seat: int, state: KenpoState | None = None) -> tuple[float, float]: ...


class RingMotion:
    """Every card of the shown view sent to its slot and the fighters to their squares as each beat applies; the
    points flying to the score race, the banners of a Break and of a rest as each beat starts."""

    def __init__(self, arena: MovingRing) -> None:
        self.arena = arena

    def landed(self) -> None:
        """The beats skipped: no banner stays up (the points in flight land with the Glide's pieces)."""
        self.arena.banner = None

    def show(self, beat: Beat[KenpoState]) -> None:
        """A beat's change applied: its news of the computer's turn, and every card and fighter where it now goes."""
        arena = self.arena
        event = beat.event
        if event is not None and event.visibility() == PUBLIC:
            said = news_of(event, arena.catalog, arena.names, beat.after, arena.viewer)
            if isinstance(event, ev.TurnBegan) and event.seat == arena.table.computer:
                arena.their_turn = []  # the computer's turn, told from its start until the player acts
                arena.log_back = 0
            elif beat.before.seat == arena.table.computer:
                arena.their_turn = [*arena.their_turn, *said]
        self.sync(snap=False, slide=0.6 if isinstance(event, ev.FightersReset) else GLIDE)

    def started(self, beat: Beat[KenpoState]) -> None:
        """A beat begins: what it shows before its change (the points flying, the toast of a strike that scores
        nothing, the banner of a Break or of a rest)."""
        arena = self.arena
        event = beat.event
        points = scored(event)
        if points and isinstance(event, (ev.AttackResolved, ev.DefenceResolved)):  # from the fighter struck
            track = arena.painter.race_tracks()[0 if event.seat == arena.viewer else 1]
            arena.flyers.launch((f"+{points}", SEAT_COLOURS[event.seat][0]),
                                Tween(arena.centre_of(1 - event.seat, beat.before),
                                      score_spot(arena.zones["score_race"], track), POINTS_FLIGHT))
        elif isinstance(event, ev.AttackResolved):
            where = arena.centre_of(1 - event.seat, beat.before)
            said = missed(arena.catalog.card(event.card).name, event.prevented)
            stacked = sum(1 for toast in arena.toasts if toast.color == palette.DIM_TEXT)  # one under another
            arena.toasts.append(Toast(said, (where[0], where[1] + 76 + 34 * stacked), 1.4, palette.DIM_TEXT))
        elif isinstance(event, ev.BreakCalled):
            arena.banner = (*break_banner(event.reason), palette.GOLD_LIGHT, BANNER_SECONDS)
            arena.banner_at = banner_box(arena.zones, arena.viewer, beat.after.positions[0][1])
        elif isinstance(event, ev.FighterRested):
            arena.banner = (*rest_banner(arena.names[event.seat]), SEAT_COLOURS[event.seat][0], 0.9)
            arena.banner_at = banner_box(arena.zones, arena.viewer, None)

    def sync(self, snap: bool, slide: float = GLIDE) -> None:
        """Moves every card toward the slot the shown view gives it, and the fighters to their squares."""
        arena = self.arena
        slots, arena.row = card_slots(arena.state, arena.viewer, arena.zones, arena.hand_first, arena.hide_hand)
        arena.hand_first = arena.row.first
        arena.glide.place(slots, snap, came_from=lambda key, slot: entry(arena.zones, slot.zone), stagger=(0.02, 8))
        for seat, token in arena.tokens.items():
            token.slide(arena.centre_of(seat), slide)
            if snap:
                token.finish()
