"""What the campaign's events sound like (game.ui.sound): cards laid, blows landing on either side, blocks, a
master defeated, the campaign's end."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.udo import events as ev

EFFECTS: dict[type, str] = {ev.CardPlayed: "lay", ev.AttackHit: "hit", ev.HeartCovered: "hit",
                            ev.AttackBlocked: "block", ev.MasterDefeated: "defeated", ev.CampaignWon: "win",
                            ev.CampaignLost: "loss"}  # by kind of event


def cue(event: Event, seat: int) -> str | None:
    """The effect an event plays for the hero's player (the only seat), or None."""
    return EFFECTS.get(type(event))
