"""The duel table watched in a replay (game.scenes.replay): an open table (nobody sits at it: no computer, no
curtain, no result over it) over a replayed duel, with the seats' names, taking no input and showing no buttons
(game.scenes.watch)."""

from __future__ import annotations

from typing import Any

from game.play.campaign import Campaign
from game.scenes.watch import TimelineWatch


class DuelWatch(TimelineWatch):
    def __init__(self, ctx: Any, campaign: Campaign):
        from game.scenes.matcg.board import DuelTableScene
        from game.words.matcg.seating import Seating

        chairs = Seating.from_notes(campaign.session.notes, campaign.session.table.seats).chairs
        super().__init__(campaign, DuelTableScene(ctx, campaign, Seating(chairs, open=True)))
