"""What the tables whose motion is a timeline of beats share when watched in a replay (game.scenes.front's
`watch`): an open table (no computer, no curtain) that takes no input. It is updated and shows no buttons nor a
result (the replay ends on the table itself), a step forward plays the command's events as its own beats, seen from
the replay's seat, and a jump shows the moment at once (the table's `show_now`, game.scenes.card_table). A seated
game's front's `watch` is `open_table_watch` of its table and its seating (or a TimelineWatch of its table opened on
a seating of its own that names no one), and the campaign's is its combo board watched (game.scenes.udo); the table
itself knows what else it shows anew after a jump (its log, what flies)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from game.engine.core import Event
from game.play.campaign import Campaign
from game.scenes.context import Context


class Seatings(Protocol):
    """A game's seating (game.words.chairs.Chairs, a frozen dataclass): kept in a save's notes, and open when nobody
    sits at it."""

    def from_notes(self, notes: dict[str, Any], seats: int, /) -> Any: ...


class TimelineWatch:
    def __init__(self, campaign: Campaign, scene: Any):
        self.campaign = campaign
        self.scene = scene
        scene.buttons = []
        scene.result_shown = True

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


def open_table_watch(table: Callable[[Context, Campaign, Any], Any], seating: Seatings
                     ) -> Callable[[Context, Campaign], TimelineWatch]:
    """A game's `watch` (game.scenes.front.Screens): its `table` over a replayed game, open (nobody sits at it), with
    the players' names kept in the save's notes (a tournament's entrants' too)."""

    def watch(ctx: Context, campaign: Campaign) -> TimelineWatch:
        kept = seating.from_notes(campaign.session.notes, campaign.session.table.seats)
        return TimelineWatch(campaign, table(ctx, campaign, replace(kept, open=True)))

    return watch
