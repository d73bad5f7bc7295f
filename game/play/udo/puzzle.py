"""A campaign puzzle in play: one that begins between fights and names its master (as its brief tells whom the player
faces) begins with that master challenged, the board showing the fight, since the combo board, where a puzzle is
played, has no master to choose."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.udo import commands as cmd
from game.engine.udo.state import CHOOSE_MASTER
from game.play.campaign import Campaign


def challenged(campaign: Campaign, goal: Mapping[str, Any]) -> Campaign:
    """The campaign of a puzzle with the `goal` given, its master challenged where the puzzle begins between fights
    and names one."""
    if campaign.state.phase == CHOOSE_MASTER and isinstance(goal.get("master"), str):
        campaign.submit(cmd.ChooseMaster(master=goal["master"]))
    return campaign
