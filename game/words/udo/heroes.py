"""The heroes as the hero choice presents them: each one's name, motto and what sets it apart (their names are the
player's files', which name a campaign in progress before any game is loaded: game.files.udo)."""

from __future__ import annotations

from game.files.udo import NAMES
from game.games import members

HEROES = {
    "udo": (NAMES["udo"], "Patience builds power.", (
        "Blocks and focus fill the Charge tracker.",
        "Spend Charge to lengthen a combo when it resolves.",
        "The rulebook's hero: the classic campaign.",
    )),
    "kai": (NAMES["kai"], "Her temper is her weapon.", (
        "Every card of hers is double-sided: calm and ENRAGED.",
        "Blocked attacks that grant Charge become rage to ENRAGE cards.",
        "With a hand all ENRAGED, Kai may double one combo's length.",
    )),
}


def playable_heroes() -> list[str]:
    """The heroes this build plays: the campaign's games in the registry."""
    return [entry.id for entry in members("udo") if entry.id in HEROES]
