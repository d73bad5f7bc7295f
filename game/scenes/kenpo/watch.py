"""The ring arena watched in a replay (game.scenes.replay): an open table (no computer, no curtain) over a
replayed match, taking no input and showing no buttons (game.scenes.watch)."""

from __future__ import annotations

from typing import Any

from game.play.campaign import Campaign
from game.scenes.watch import TimelineWatch


class ArenaWatch(TimelineWatch):
    def __init__(self, ctx: Any, campaign: Campaign):
        from game.scenes.kenpo.arena import RingArenaScene
        from game.words.kenpo.seating import OPEN, Table

        super().__init__(campaign, RingArenaScene(ctx, campaign, Table(OPEN)))
        self.scene.result_shown = True  # the replay shows the end on the table itself
