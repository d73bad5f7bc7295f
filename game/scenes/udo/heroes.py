"""The campaign's heroes as the menu and the hero choice present them (name, motto, what sets each apart), and
the campaigns in progress. Light: the menu reads it before its first frame."""

from __future__ import annotations

from datetime import datetime

from game.paths import campaign_path

HEROES = {
    "udo": ("Master Udo", "Patience builds power.", (
        "Blocks and focus fill the Charge tracker.",
        "Spend Charge to lengthen a combo when it resolves.",
        "The rulebook's hero: the classic campaign.",
    )),
    "kai": ("Kai, the Tempest", "Her temper is her weapon.", (
        "Every card of hers is double-sided: calm and ENRAGED.",
        "Blocked attacks that grant Charge become rage to ENRAGE cards.",
        "With a hand all ENRAGED, Kai may double one combo's length.",
    )),
}


def saved_campaigns() -> list[tuple[str, str]]:
    """(hero, when it was saved) for each campaign in progress, newest first. Only the files' times are read: the
    menu asks before any card data is loaded."""
    found = []
    for hero in HEROES:
        try:
            stamp = campaign_path(hero).stat().st_mtime
        except OSError:
            continue
        found.append((stamp, hero))
    return [(hero, f"{datetime.fromtimestamp(stamp):%d %b %H:%M}") for stamp, hero in sorted(found, reverse=True)]
