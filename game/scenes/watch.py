"""What the tables whose motion is a timeline of beats share when watched in a replay (game.scenes.front's
`watch`): an open table (no computer, no curtain) that takes no input. It is updated and shows no buttons, a step
forward plays the command's events as its own beats, seen from the replay's seat, and a jump shows the moment at
once (the table's `show_now`, game.scenes.seated). Each game's front (its `watch`) builds its table; the table itself
knows what else it shows anew after a jump (its log, what flies)."""

from __future__ import annotations

from typing import Any

from game.engine.core import Event
from game.play.campaign import Campaign


class TimelineWatch:
    def __init__(self, campaign: Campaign, scene: Any):
        self.campaign = campaign
        self.scene = scene
        scene.buttons = []

    @property
    def busy(self) -> bool:
        """The table is still playing the beats of the last command."""
        return bool(self.scene.timeline.busy)

    def update(self, dt: float) -> None:
        self.scene.update(dt)
        self.scene.buttons = []

    def forward(self, before: Any, events: list[Event]) -> None:
        timeline = self.scene.timeline
        timeline.extend(timeline.beats(self.campaign.rules, before, events, self.scene.viewer))

    def jump(self) -> None:
        self.scene.show_now()
        self.scene.buttons = []
