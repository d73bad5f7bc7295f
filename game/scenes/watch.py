"""What the tables whose motion is a timeline of beats share when watched in a replay (game.scenes.front's
`watch`): the table is updated and shows no buttons, a step forward plays the command's events as its own beats,
seen from the replay's seat, and a jump shows the moment at once. Each game's watch builds its table and says what
else the table shows anew after a jump (`caught_up`: its log, what flies)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.campaign import Campaign
from game.engine.core import Event

Beats = Callable[[Any, Any, list[Event], int], list[Any]]  # (rules, real state before, events, seat) -> beats


class TimelineWatch:
    def __init__(self, campaign: Campaign, scene: Any, beats: Beats):
        self.campaign = campaign
        self.scene = scene
        self.beats = beats
        scene.buttons = []

    @property
    def busy(self) -> bool:
        """The table is still playing the beats of the last command."""
        return bool(self.scene.timeline.busy)

    def update(self, dt: float) -> None:
        self.scene.update(dt)
        self.scene.buttons = []

    def forward(self, before: Any, events: list[Event]) -> None:
        self.scene.timeline.extend(self.beats(self.campaign.rules, before, events, self.scene.viewer))

    def jump(self) -> None:
        scene = self.scene
        scene._skip()
        scene.timeline.reset(self.campaign.state)
        scene.banner, scene.hovered = None, None
        scene.toasts.clear()
        self.caught_up()
        scene._sync(snap=True)
        scene.buttons = []

    def caught_up(self) -> None:
        """After a jump, before the cards are laid out again: the rest of what the table shows, as of now."""
        raise NotImplementedError
