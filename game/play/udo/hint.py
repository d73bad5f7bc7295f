"""A hint of the combo board accepted: the one command it suggests, or the commands that lay the combos it plans,
each made from where the campaign stands once the one before it is played."""

from __future__ import annotations

from collections.abc import Iterator

from game.ai.udo.combo import Combo
from game.ai.udo.hint import next_step
from game.engine.core import Command
from game.play.campaign import Campaign

MOST_STEPS = 40  # accepting a plan never takes more commands than this


def hint_steps(campaign: Campaign, plan: tuple[Combo, ...] | None, command: Command | None) -> Iterator[Command]:
    """The commands that play the hint out: its `command`, else the steps towards its `plan` until the table holds
    it (the caller plays each before the next is made, and stops at one the engine refuses)."""
    if command is not None:
        yield command
        return
    for _ in range(MOST_STEPS):
        step = next_step(campaign.state, plan or ())
        if step is None:
            return
        yield step
