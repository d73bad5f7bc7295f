"""The duel table's cards and places for the keyboard (game.ui.card_keys): the hand's cards while the person at
the screen may act (their turn, or their answer to an attack), the arrows of a hand too long to show whole, the lit
fighters' panels a click on which names the enemies' leader or calls a teammate to defend (DuelSteps.panel_picks),
and the zones the held card's drag lights (held_targets: the engine's legal commands for it).

A part the table holds (`DuelKeys(table, steps)`), reading the table through `KeyedTable`."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.layout.matcg.places import fighter_zone
from game.play.campaign import Campaign
from game.play.matcg.targets import Target
from game.ui.card_keys import HandTable, Spot, hand_spots, spot
from game.words.matcg.steps import DuelSteps


class KeyedTable(HandTable, Protocol):
    """What DuelKeys reads of the table; it changes none of it."""

    campaign: Campaign
    zones: dict[str, pygame.Rect]

    @property
    def viewer(self) -> int: ...

    def held_targets(self) -> list[Target]: ...


class DuelKeys:
    """What the keyboard may take at the duel table, and where it may lay the card it holds."""

    def __init__(self, table: KeyedTable, steps: DuelSteps) -> None:
        self.table = table
        self.steps = steps

    def cards(self) -> list[Spot]:
        return hand_spots(self.table) + self.panels() if self.table.acting else []

    def panels(self) -> list[Spot]:
        """The lit panels, to click as the mouse does: each names its fighter the leader, or calls it to defend."""
        table = self.table
        state = table.campaign.state
        return [spot(f"panel {seat}", table.zones[fighter_zone(state, table.viewer, seat)], click=True)
                for seat in self.steps.panel_picks()]

    def targets(self) -> list[Spot]:
        return [spot(target.zone, self.table.zones[target.zone]) for target in self.table.held_targets()]
