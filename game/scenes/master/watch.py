"""The Master table watched in a replay (game.scenes.replay): an open table (nobody sits at it: no computer, no
curtain) over a replayed match, with the players' names, taking no input and showing no buttons
(game.scenes.watch)."""

from __future__ import annotations

from typing import Any

from game.play.campaign import Campaign
from game.scenes.watch import TimelineWatch


class TableWatch(TimelineWatch):
    def __init__(self, ctx: Any, campaign: Campaign):
        from game.scenes.master.board import MasterTableScene
        from game.words.master.seating import Seating

        session = campaign.session
        chairs = Seating.from_notes(session.notes, session.table.seats).chairs
        super().__init__(campaign, MasterTableScene(ctx, campaign, Seating(chairs, open=True)))
