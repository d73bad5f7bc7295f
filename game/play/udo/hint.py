"""A hint of the combo board accepted: the one command it suggests, or the commands that lay the combos it plans,
played out on the campaign."""

from __future__ import annotations

from game.ai.udo.combo import Combo
from game.ai.udo.hint import next_step
from game.engine.core import Command
from game.play.campaign import Campaign

MOST_STEPS = 40  # accepting a plan never takes more commands than this


def play_out(campaign: Campaign, plan: tuple[Combo, ...] | None, command: Command | None) -> str | None:
    """Plays the hint (its `command`, else the steps towards its `plan`); returns the reason if the engine refused a
    step."""
    if command is not None:
        result = campaign.submit(command)
        return None if result.ok or result.rejected is None else result.rejected.message
    for _ in range(MOST_STEPS):
        step = next_step(campaign.state, plan or ())
        if step is None:
            return None
        result = campaign.submit(step)
        if not result.ok:
            return result.rejected.message if result.rejected is not None else "The hint no longer fits."
    return None
