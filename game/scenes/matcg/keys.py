"""The duel table's cards and places for the keyboard (game.ui.card_keys): the hand's cards while the person at
the screen may act (their turn, or their answer to an attack), the arrows of a hand too long to show whole, the lit
fighters' panels a click on which names the enemies' leader or calls a teammate to defend (panel_picks), and the
zones the held card's drag lights (held_targets: the engine's legal commands for it).

A mixin of DuelTableScene, which owns the state it reads."""

from __future__ import annotations

from typing import Any

from game.scenes.matcg.places import fighter_zone
from game.scenes.matcg.steps import DuelSteps
from game.ui.card_keys import Spot, row_arrows, spot, sprite_spots
from game.ui.drag import Drag


class DuelKeys:
    drag: Drag | None
    zones: Any
    slots: Any
    by_key: Any
    row: Any
    campaign: Any
    viewer: int
    steps: DuelSteps

    @property
    def acting(self) -> bool:
        raise NotImplementedError

    def held_targets(self) -> list[Any]:
        raise NotImplementedError

    def key_cards(self) -> list[Spot]:
        if not self.acting:
            return []
        hand = [self.by_key[key] for key, slot in self.slots.items() if slot.zone == "hand" and key in self.by_key]
        return sprite_spots(hand) + row_arrows(self.row) + self.key_panels()

    def key_panels(self) -> list[Spot]:
        """The lit panels, to click as the mouse does: each names its fighter the leader, or calls it to defend."""
        state = self.campaign.state
        return [spot(f"panel {seat}", self.zones[fighter_zone(state, self.viewer, seat)], click=True)
                for seat in self.steps.panel_picks()]

    def key_targets(self) -> list[Spot]:
        return [spot(target.zone, self.zones[target.zone]) for target in self.held_targets()]
