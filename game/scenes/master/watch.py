"""The Master table watched in a replay (game.scenes.replay): an open table (nobody sits at it: no computer, no
curtain) over a replayed match, with the players' names, taking no input and showing no buttons. A step forward
plays the command's events as the table's own beats, seen from the replay's seat; a jump shows the moment at
once."""

from __future__ import annotations

from typing import Any

from game.campaign import Campaign
from game.engine.core import Event


class TableWatch:
    def __init__(self, ctx: Any, campaign: Campaign):
        from game.scenes.master.board import MasterTableScene
        from game.scenes.master.seating import Seating

        session = campaign.session
        chairs = Seating.from_notes(session.notes, session.table.seats).chairs
        self.campaign = campaign
        self.scene = MasterTableScene(ctx, campaign, Seating(chairs, open=True))
        self.scene.buttons = []

    def update(self, dt: float) -> None:
        self.scene.update(dt)
        self.scene.buttons = []

    def forward(self, before: Any, events: list[Event]) -> None:
        from game.scenes.master.timeline import beats

        self.scene.timeline.extend(beats(self.campaign.rules, before, events, self.scene.viewer))

    def jump(self) -> None:
        from game.scenes.master.motion import history

        scene = self.scene
        scene._skip()
        scene.timeline.reset(self.campaign.state)
        scene.banner, scene.hovered = None, None
        scene.log = history(self.campaign.session, scene.viewer, scene.names)
        scene._sync(snap=True)
        scene.buttons = []
