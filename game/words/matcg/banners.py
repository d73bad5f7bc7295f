"""What the duel table's banner says of an event that matters: a Recovery Phase, a heavy hit, a knock-out, a hero
exhausted, ADR earned; with what kind of news it is (the table inks it by that) and how long it stays to be read."""

from __future__ import annotations

from typing import Literal, NamedTuple

from game.engine.core import Event
from game.engine.matcg import events as ev
from game.words.matcg.telling import does

Tells = Literal["pause", "blow", "gain"]  # a turn skipped, a fighter hurt, ADR earned


class BannerWords(NamedTuple):
    title: str
    line: str  # under the title
    tells: Tells
    seconds: float  # how long it stays


def banner_words(event: Event, names: tuple[str, ...]) -> BannerWords | None:
    """The banner `event` brings up, if any."""
    if isinstance(event, ev.RecoveryTaken):
        skips = f"{does(names, event.seat, 'skips')} a turn: the discards are reshuffled"
        return BannerWords("Recovery Phase", skips, "pause", 1.6)
    if isinstance(event, ev.AttackResolved) and event.damage >= 5:
        left = f"{does(names, event.target, 'is')} down to {max(0, event.health)}"
        return BannerWords(f"{event.damage} damage!", left, "blow", 1.0)
    if isinstance(event, ev.FighterKnockedOut):
        return BannerWords("Knocked out!", f"{does(names, event.seat, 'is')} out of the fight", "blow", 1.4)
    if isinstance(event, ev.HeroExhausted):
        return BannerWords("Exhausted", f"{does(names, event.seat, 'skips')} a turn: no cards to draw", "pause", 1.6)
    if isinstance(event, ev.AdrEarned):
        return BannerWords(f"+{event.amount} ADR", f"{does(names, event.seat, 'has')} {event.adr}", "gain", 0.8)
    return None
