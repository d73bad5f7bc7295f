"""The parts a game's table holds besides the kit's own (game.scenes.card_table.CardTable and
game.scenes.seated.GameTable), as the kit reads them: what moves the table (`glide`), where the shown view puts each
card (`motion`) and what the keyboard may take (`keys`). Its Hint is the kit's own (game.scenes.hinting.TableHint)."""

from __future__ import annotations

from typing import Any, Protocol

from game.ui.card_keys import Spot


class CardMotion(Protocol):
    """The part that moves a card table's cards (game.scenes.glide.Glide): the cards gliding."""

    def animate(self, dt: float) -> None:
        """One frame of motion."""

    def moving(self) -> bool:
        """Something moves besides the timeline's beats and the cards in sight."""
        ...

    def resized(self) -> None:
        """The window changed size: every card stands where it goes."""

    def top_sprite(self, pos: tuple[int, int]) -> Any:
        """The card drawn uppermost at `pos` (window pixels), of those in sight, or None."""
        ...


class CardsPlaced(Protocol):
    """The game's own motion (`motion`): where the shown view puts each card."""

    def sync(self, snap: bool) -> None:
        """Every card toward the slot the shown view gives it; `snap`: at once."""


class TableKeys(Protocol):
    """The game's keys (`keys`, game.ui.card_keys.CardTable): what the keyboard may take now, and where the card it
    holds may go."""

    def cards(self) -> list[Spot]: ...

    def targets(self) -> list[Spot]: ...
