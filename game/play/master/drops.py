"""Which command a card let go on the Master table asks for: laid on its partner in the hand, in the player's own
area (the first card of a set waits there, STAGE, for its partner), on the discard pile (a set with its top card
where that is legal, else a discard; "Discard instead" beside it), or on another player's area (a steal); while the
player answers a steal, only their own area takes a card (a defence).

A part the table holds (`SetDrops(table)`), reading the table through `DroppingTable`. It only names the command;
the engine decides whether it stands.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine.core import Command
from game.engine.master import commands as cmd
from game.engine.master.cards import Catalog
from game.engine.master.state import MasterState
from game.layout.master.table import Area
from game.layout.slot import Slot
from game.play.master import targets as tg
from game.play.master.targets import held_targets

STAGE = "stage"  # a drop that lays the first card of a set in the area, to wait for its partner


class DroppingTable(Protocol):
    """What SetDrops reads of the table; it changes none of it."""

    @property
    def state(self) -> MasterState:
        """The shown view."""
        ...

    @property
    def viewer(self) -> int:
        """The seat the view is shown to."""
        ...

    @property
    def catalog(self) -> Catalog: ...

    staged: str | None  # the card waiting in the viewer's area for its partner
    zones: dict[str, pygame.Rect]
    slots: dict[str, Slot]

    @property
    def answering(self) -> bool:
        """The person at the screen answers a steal of their set."""
        ...

    def seat_areas(self) -> dict[int, Area]: ...


class SetDrops:
    """The command a drop makes at the Master table."""

    def __init__(self, table: DroppingTable) -> None:
        self.table = table

    def command(self, card: str, at: tuple[float, float], legal: list[Command]) -> Command | str | None:
        """The command a drop of `card` at `at` (design space) asks for, STAGE for the first card of a set, or None
        for a drop on nothing; `legal`, what the person at the screen may do now."""
        table = self.table
        seat = table.viewer
        view = table.state
        areas = table.seat_areas()
        mine = areas[seat]
        if table.answering:
            return cmd.DefendSteal(seat=seat, card=card) if mine.rect.collidepoint(at) else None
        staged = None if card == table.staged else table.staged
        partner = self._card_at(at, card)
        if partner is not None and partner in view.hands[seat]:
            return cmd.FormSet(seat=seat, cards=(partner, card))
        if mine.rect.collidepoint(at):
            return cmd.FormSet(seat=seat, cards=(staged, card)) if staged is not None else STAGE
        targets = held_targets(table.catalog, view, seat, legal, card, staged)
        take = next((t for t in targets if t.kind == tg.TAKE), None)
        if take is not None and table.zones["discard_instead"].collidepoint(at):
            return cmd.DiscardCard(seat=seat, card=card)
        if table.zones["discard"].inflate(24, 24).collidepoint(at):
            return take.command if take is not None else cmd.DiscardCard(seat=seat, card=card)
        for other, area in areas.items():
            if other != seat and area.rect.collidepoint(at):
                return cmd.AttemptSteal(seat=seat, target=other, card=card)
        return None

    def _card_at(self, at: tuple[float, float], held: str) -> str | None:
        """The hand card (or the card waiting in the area) under a design-space point, other than the held one."""
        for key, slot in sorted(self.table.slots.items(), key=lambda item: -item[1].layer):
            if key != held and slot.zone in ("hand", "staged") and slot.rect.collidepoint(at):
                return key
        return None
