"""The combo board watched in a replay (game.scenes.replay): built over a replayed campaign, taking no input.

It shows no buttons, never leaves for the next scene when a fight ends, and opens no picker (nothing is legal in
a replay). A step forward plays the command's events as the board's own animations; a jump shows the moment at
once."""

from __future__ import annotations

from typing import Any

from game.engine.core import Event
from game.play.campaign import Campaign


class BoardWatch:
    def __init__(self, ctx: Any, campaign: Campaign):
        from game.scenes.udo.combo_board import ComboBoardScene

        self.campaign = campaign
        self.scene = ComboBoardScene(ctx, campaign)
        self.scene.buttons = []
        self.scene.watched = True

    @property
    def busy(self) -> bool:
        """Cards are still gliding to where the last command put them."""
        return any(sprite.moving for sprite in self.scene.by_key.values())

    def update(self, dt: float) -> None:
        self.scene.update(dt)
        self.scene.leave_in = None  # a fight's end is shown where it happened: the board stays
        self.scene.buttons = []

    def forward(self, before: Any, events: list[Event]) -> None:
        self.campaign.moved(events)
        self.update(0.0)  # the board takes the step in now: it may be drawn under the History before its next update

    def jump(self) -> None:
        self.campaign.take_events()
        self.scene.show_now()
