"""What the campaign's events sound like (game.ui.sound): cards laid, blows landing on either side, blocks, a
master defeated, the campaign's end."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.udo import events as ev


def cue(event: Event, seat: int) -> str | None:
    """The effect an event plays for the hero's player (the only seat), or None."""
    if isinstance(event, ev.CardPlayed):
        return "lay"
    if isinstance(event, ev.AttackHit | ev.HeartCovered):
        return "hit"
    if isinstance(event, ev.AttackBlocked):
        return "block"
    if isinstance(event, ev.MasterDefeated):
        return "defeated"
    if isinstance(event, ev.CampaignWon):
        return "win"
    if isinstance(event, ev.CampaignLost):
        return "loss"
    return None
