"""The ring arena watched in a replay (game.scenes.replay): an open table (no computer, no curtain) over a
replayed match, taking no input and showing no buttons. A step forward plays the command's events as the arena's
own beats, seen from the replay's seat; a jump shows the moment at once."""

from __future__ import annotations

from typing import Any

from game.campaign import Campaign
from game.engine.core import Event


class ArenaWatch:
    def __init__(self, ctx: Any, campaign: Campaign):
        from game.scenes.kenpo.arena import RingArenaScene
        from game.scenes.kenpo.seating import OPEN, Table

        self.campaign = campaign
        self.scene = RingArenaScene(ctx, campaign, Table(OPEN))
        self.scene.result_shown = True  # the replay shows the end on the table itself
        self.scene.buttons = []

    def update(self, dt: float) -> None:
        self.scene.update(dt)
        self.scene.buttons = []

    def forward(self, before: Any, events: list[Event]) -> None:
        from game.scenes.kenpo.timeline import beats

        self.scene.timeline.extend(beats(self.campaign.rules, before, events, self.scene.viewer))

    def jump(self) -> None:
        scene = self.scene
        scene._skip()
        scene.timeline.reset(self.campaign.state)
        scene.flyers.clear()
        scene.banner, scene.hovered = None, None
        scene.toasts.clear()
        scene._sync(snap=True)
        scene.buttons = []
