"""The Master table in motion: the engine's events played as beats, every card gliding to the slot the shown view
gives it, coming into sight from where the event says it came from (a hand, the draw pile) and going out of sight
the same way (a new deal gathers every card into the draw pile).

A mixin of MasterTableScene, below its input and above its drawing. It reads only the timeline's shown view (the
seat's view as the animations have got to it) and the events of the beats that seat may see.
"""

from __future__ import annotations

from typing import Any

from game.engine.core import Event, Session, fold, visible_to
from game.engine.master import events as ev
from game.engine.master.cards import Catalog
from game.engine.master.state import MasterState
from game.scenes.glide import Gliding
from game.scenes.master.layout import BACK, PILE_CARD, Area, areas, slots_for
from game.scenes.master.paint import MasterPainting
from game.scenes.master.sprites import TableCard
from game.scenes.master.timeline import Beat
from game.scenes.master.words import news_of, round_words
from game.ui import palette, sound
from game.ui.tween import Tween

Point = tuple[float, float]
MOST_LOG = 40  # lines of news kept for the log beside the piles
FLIGHT = 0.35


def history(session: Session[Any], seat: int, names: tuple[str, ...], batches: int = 40) -> list[str]:
    """The news of the last commands as `seat` may know them: the log beside the piles of a table just opened."""
    rules: Any = session.ruleset
    kept = session.batches
    start = max(1, len(kept) - batches)
    state = fold(rules, [event for batch in kept[:start] for event in batch])
    lines: list[str] = []
    for batch in kept[start:]:
        for event in batch:
            if visible_to(event, seat) and isinstance(event, ev.StealAttempted | ev.SetStolen | ev.SetFormed
                                                      | ev.CardDiscarded | ev.StealDefended | ev.TurnPassed
                                                      | ev.RoundEnded):
                lines += news_of(event, rules.catalog, names, rules.view(state, seat))
            state = rules.evolve(state, event)
    return lines[-MOST_LOG:]


class MasterMotion(MasterPainting, Gliding[MasterState, Catalog]):
    log: list[str]

    def _buttons(self) -> list[Any]:
        raise NotImplementedError

    def _fly(self, dt: float) -> None:
        """The backs of cards drawn by another seat fly to its hand."""
        self.flyers = [(tween, seat) for tween, seat in self.flyers if not tween.done]
        for tween, _ in self.flyers:
            tween.advance(dt)

    def moving(self) -> bool:
        """The backs of cards drawn by another seat fly too."""
        return bool(self.flyers) or super().moving()

    def _skipped(self) -> None:
        self.flyers.clear()
        if self.banner is not None and not self.banner[0].startswith("Round"):
            self.banner = None  # a round's end stays told

    def _on_beat(self, beat: Beat, quick: bool = False) -> None:
        event = beat.event
        if event is not None:
            if not quick:
                sound.event_cue(self.campaign.rules.id, event, self.viewer)
            lines = news_of(event, self.catalog, self.names, beat.before)
            self.log = (self.log + lines)[-MOST_LOG:]
            if isinstance(event, ev.RoundEnded):
                self._round_banner(event)
            elif isinstance(event, ev.HandFilled) and event.seat != self.viewer and not quick:
                self._fly_backs(event.seat, event.count)
        entries, leave_to = self._motion_of(event)
        self._sync(snap=quick, entries=entries, leave_to=leave_to)
        self.buttons = self._buttons()

    def _round_banner(self, event: ev.RoundEnded) -> None:
        line = round_words(event, self.names)
        title, _, sub = line.partition(": ")
        self.banner = (title, sub[0].upper() + sub[1:], palette.GOLD_LIGHT, 2.6)

    def _fly_backs(self, seat: int, count: int) -> None:
        area = self.seat_areas().get(seat)
        if area is None:
            return
        start = self._pile_point()
        end = (area.hand_spot[0] - BACK[0] / 2, area.hand_spot[1] - BACK[1] / 2)
        for k in range(min(count, 4)):
            self.flyers.append((Tween(start, end, FLIGHT, delay=0.06 * k), seat))

    def _pile_point(self) -> Point:
        pile = self.zones["draw_pile"]
        return float(pile.x), float(pile.y)

    def _motion_of(self, event: Event | None) -> tuple[dict[str, Point], Point | None]:
        """Where the cards an event brings into sight come from, and where the cards it takes out of sight go."""
        if event is None:
            return {}, None
        entries: dict[str, Point] = {}
        seat_areas = self.seat_areas()

        def from_hand(seat: int, cards: tuple[str, ...]) -> None:
            area = seat_areas.get(seat)
            if area is not None and seat != self.viewer:
                entries.update({card: area.hand_spot for card in cards})

        if isinstance(event, ev.DeckShuffled):
            return {}, self._pile_point()
        if isinstance(event, ev.SetFormed):
            from_hand(event.seat, tuple(card for card in event.cards if card != event.taken))
        elif isinstance(event, ev.CardDiscarded | ev.StealAttempted | ev.StealDefended):
            from_hand(event.seat, (event.card,))
        elif isinstance(event, ev.CardsDealt | ev.CardsDrawn):
            entries.update({card: self._pile_point() for card in event.cards})
        elif isinstance(event, ev.DiscardStarted):
            entries[event.card] = self._pile_point()
        return entries, None

    def seat_areas(self) -> dict[int, Area]:
        view = self.state
        if not view.players:
            return {}
        return areas(self.zones, view.players, self.viewer)

    def _sync(self, snap: bool, entries: dict[str, Point] | None = None, leave_to: Point | None = None) -> None:
        """Moves every card toward the slot the shown view gives it."""
        self.slots = slots_for(self.state, self.viewer, self.zones, self._staged_shown(), self.hide_hand)
        for key in [k for k in self.by_key if k not in self.slots]:
            gone = self.by_key.pop(key)
            if leave_to is not None and not snap:
                gone.settle(leave_to, PILE_CARD)
                self.leaving.append(gone)
            else:
                gone.kill()
        for order, (key, slot) in enumerate(sorted(self.slots.items(), key=lambda item: item[1].layer)):
            sprite: TableCard | None = self.by_key.get(key)
            held = self.drag is not None and sprite is self.drag.sprite
            if sprite is None:
                start = (entries or {}).get(key)
                pos, size = (start, (slot.w * 0.8, slot.h * 0.8)) if start and not snap else ((slot.x, slot.y),
                                                                                              slot.size)
                sprite = self.by_key[key] = TableCard(key, pos, size)
                self.sprites.add(sprite, layer=slot.layer)
            elif not held:
                self.sprites.change_layer(sprite, slot.layer)
            if snap:
                sprite.snap_to((slot.x, slot.y), slot.size)
            elif not held:
                sprite.settle((slot.x, slot.y), slot.size, delay=0.03 * (order % 6))

    def _staged_shown(self) -> str | None:
        raise NotImplementedError

    def resized(self) -> None:
        super().resized()
        self.backdrop = None  # painted anew at the new size
