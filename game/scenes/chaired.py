"""A seated table whose seats are the chairs of a seating: people and computers in any mix, or nobody at all (an
open table only watches: the screenshots, a replay). Whatever the game, a shared screen shows no hand until a person
has taken it, nor once the game is over; the person at the screen acts only when the game waits for them and no
curtain is down; their own commands may be taken back (game.scenes.undoing).

A base of a game's table scene, named first among its bases. The table supplies its `seating` (`people`,
`computers`, `open`, `names`), the shown view's `over`, and its Undo and Redo (`undo`, game.scenes.undoing).
"""

from __future__ import annotations

from typing import Any

from game.engine.core import Command
from game.scenes.computer import ComputerSeat
from game.scenes.glide import Glide
from game.scenes.seated import SeatedTable
from game.scenes.undoing import UndoRedo


class ChairedTable(SeatedTable):
    seating: Any
    state: Any  # the shown view
    claimed: bool  # a person has taken the screen
    glide: Glide
    undo: UndoRedo

    def __init__(self, ctx: Any, campaign: Any, seating: Any):
        super().__init__(ctx, campaign)
        self.seating = seating
        self.names = seating.names

    def _seat(self) -> None:
        """The seating's computers (each at its level, on a seed of its own) and people sit down."""
        session = self.campaign.session
        seed = session.seed
        self._sit({seat: ComputerSeat(session.ruleset.id, seat, level, seed + seat)
                   for seat, level in self.seating.computers.items()}, self.seating.people)
        self.claimed = not self.hotseat.shared  # a shared screen shows no hand until someone takes it

    @property
    def hide_hand(self) -> bool:
        """On a shared screen, no hand shows until a person has taken the screen, nor once the game is over."""
        if self.seating.open:
            return False
        return self.hotseat.shared and (not self.claimed or self.state.over)

    @property
    def acting(self) -> bool:
        """The person at the screen may act now."""
        session = self.campaign.session
        return (session.ruleset.to_act(session.state) == self.viewer and self.viewer in self.seating.people
                and not self.hide_hand and self.curtain_for is None)

    def _legal(self) -> list[Command]:
        return self.campaign.legal() if self.acting else []

    def _mine(self, seat: int) -> bool:
        """`seat` is the person at the screen, who may see their own hand."""
        return seat == self.viewer and seat in self.seating.people and not self.hide_hand

    def _thinking(self) -> str | None:
        """The name of the computer the game waits for, if it waits for one."""
        session = self.campaign.session
        to_act = session.ruleset.to_act(session.state)
        return self.names[to_act] if to_act in self.computers else None

    def _played(self, command: Command) -> None:
        self.undo.note(command)

    def _forget_seat(self) -> None:
        self.claimed = True
        self.undo.forget()
        self.glide.leaving.clear()

    def _fallback(self, legal: list[Command]) -> Command:
        return legal[-1]
