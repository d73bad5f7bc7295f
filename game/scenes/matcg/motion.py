"""The duel table in motion: the engine's events played as beats, every card gliding to the slot the shown view
gives it, coming into sight from where it came from (the opponent's hand, the seat's deck) and leaving sight toward
its owner's discards; the log, the link ribbon and the banners follow the beats.

A mixin of DuelTableScene, below its input and above its drawing. It reads only the timeline's shown view and the
events of the beats that seat may see.
"""

from __future__ import annotations

from typing import Any

from game.engine.core import Event, Session, visible_to
from game.engine.matcg import events as ev
from game.engine.matcg.cards import Catalog
from game.engine.matcg.state import MatcgState
from game.play.history import telling
from game.scenes.glide import Gliding
from game.scenes.matcg.layout import HAND_CARD, discard_spot, hand_spot, slots_for
from game.scenes.matcg.paint import DuelPainting
from game.scenes.matcg.places import fighter_zone
from game.scenes.matcg.ribbon import Ribbon
from game.scenes.matcg.timeline import Beat
from game.scenes.matcg.words import HistoryWords, does
from game.ui import palette, sound
from game.ui.drag import CardSprite

Point = tuple[float, float]
MOST_LOG = 40  # lines of news kept


def history(session: Session[Any], seat: int, words: HistoryWords) -> tuple[list[str], Ribbon]:
    """The news of the duel so far and the current combo's ribbon, as `seat` may know them: what a table just
    opened (or resumed) shows. The news is the game's telling kept for the seat (game.play.history), which its History
    then shares; the ribbon begins anew with each turn, so it is built from the current turn's events alone."""
    rules: Any = session.ruleset
    told = telling(session, seat, words)
    state, ribbon = told.turn_state, Ribbon()
    for event in told.turn_events:
        if visible_to(event, seat):
            ribbon = ribbon.add(event, rules.catalog, rules.view(state, seat))
        state = rules.evolve(state, event)
    return [entry.text for entry in told.entries[-MOST_LOG:]], ribbon


class DuelMotion(DuelPainting, Gliding[MatcgState, Catalog]):
    words: HistoryWords
    leaving: list[CardSprite]
    clock: float
    first: int  # the first hand card shown when the row scrolls

    def _buttons(self) -> list[Any]:
        raise NotImplementedError

    def _on_beat(self, beat: Beat, quick: bool = False) -> None:
        event = beat.event
        if event is not None:
            if not quick:
                sound.event_cue(self.campaign.rules.id, event, self.viewer)
            lines = self.words.tell(event, beat.before, beat.after)
            self.log = (self.log + lines)[-MOST_LOG:]
            self.ribbon = self.ribbon.add(event, self.catalog, beat.before)
            self._banner_for(event)
        self._sync(snap=quick, entries=self._entries(event))
        self.buttons = self._buttons()

    def _banner_for(self, event: Event) -> None:
        if isinstance(event, ev.RecoveryTaken):
            skips = f"{does(self.names, event.seat, 'skips')} a turn: the discards are reshuffled"
            self.banner = ("Recovery Phase", skips, palette.BLOCK_LIGHT, 1.6)
        elif isinstance(event, ev.AttackResolved) and event.damage >= 5:
            self.banner = (f"{event.damage} damage!", f"{does(self.names, event.target, 'is')} down to {event.health}",
                           palette.ATTACK_RED, 1.0)
        elif isinstance(event, ev.FighterKnockedOut):
            self.banner = ("Knocked out!", f"{does(self.names, event.seat, 'is')} out of the fight",
                           palette.ATTACK_RED, 1.4)
        elif isinstance(event, ev.HeroExhausted):
            self.banner = ("Exhausted", f"{does(self.names, event.seat, 'skips')} a turn: no cards to draw",
                           palette.BLOCK_LIGHT, 1.6)
        elif isinstance(event, ev.AdrEarned):
            self.banner = (f"+{event.amount} ADR", f"{does(self.names, event.seat, 'has')} {event.adr}",
                           palette.CHARGE_LIGHT, 0.8)

    def _entries(self, event: Event | None) -> dict[str, Point]:
        """Where the cards an event brings into sight come from."""
        if event is None:
            return {}
        card = getattr(event, "card", None)
        seat = getattr(event, "seat", None)
        if isinstance(event, ev.CardsDrawn) and event.seat == self.viewer:
            me = self.zones["me"]
            return {drawn: (float(me.x + 250), float(me.y)) for drawn in event.cards}
        if card is not None and isinstance(seat, int) and seat != self.viewer:
            return {card: hand_spot(self.zones, fighter_zone(self.state, self.viewer, seat))}
        return {}

    def _sync(self, snap: bool, entries: dict[str, Point] | None = None) -> None:
        """Moves every card toward the slot the shown view gives it."""
        self.slots, self.row = slots_for(self.state, self.viewer, self.zones, self.hide_hand, self.first)
        held = self.drag.sprite if self.drag is not None else None
        for key in [k for k in self.by_key if k not in self.slots]:
            gone = self.by_key.pop(key)
            if snap or gone is held:
                gone.kill()
                continue
            gone.settle(discard_spot(self.zones, self.viewer, key), (60, 84))
            self.leaving.append(gone)
        for order, (key, slot) in enumerate(sorted(self.slots.items(), key=lambda item: item[1].layer)):
            sprite = self.by_key.get(key)
            if sprite is None:
                start = (entries or {}).get(key)
                pos, size = (start, (HAND_CARD[0] * 0.6, HAND_CARD[1] * 0.6)) if start and not snap else (
                    (slot.x, slot.y), slot.size)
                sprite = self.by_key[key] = CardSprite(key, "card", pos, size)
                self.sprites.add(sprite, layer=slot.layer)
            elif sprite is not held:
                self.sprites.change_layer(sprite, slot.layer)
            if snap:
                sprite.snap_to((slot.x, slot.y), slot.size)
            elif sprite is not held:
                sprite.settle((slot.x, slot.y), slot.size, delay=0.03 * (order % 6))

