"""Master Udo's campaigns in the player's files: the heroes' campaigns in progress, as the menu names them,
and a finished campaign kept in the record book (game.files.udo.records).

Read before the menu's first frame, before any game is loaded: only the save files' times, and their events as plain
text (game.files.peek), never the rules, the card data or pydantic."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.files.in_progress import InProgress, saved_at, saved_stamp, unsound
from game.files.paths import campaign_path

if TYPE_CHECKING:
    from game.engine.core import Session

NAMES = {"udo": "Master Udo", "kai": "Kai, the Tempest"}  # the heroes, each with a campaign of its own
SHORT = {"udo": "Udo", "kai": "Kai"}  # on a Continue button


def saved_campaigns() -> list[tuple[str, str]]:
    """(hero, when it was saved) for each campaign in progress, newest first. Only the files' times are read: the
    menu asks before any card data is loaded."""
    found = []
    for hero in NAMES:
        stamp = saved_stamp(campaign_path(hero))
        if stamp is not None:
            found.append((stamp, hero))
    return [(hero, saved_at(stamp)) for stamp, hero in sorted(found, reverse=True)]


def progress(hero: str) -> str | None:
    """How far along the saved campaign of `hero` is ("1 of 4 masters down, glory 2, turn 3"), read
    from its events as plain text (game.files.peek), or None when the save cannot be read so."""
    from game.files.peek import peek  # here: a menu with no game in progress shows its first frame without it

    found = peek(campaign_path(hero), ("PositionSet", "MasterChallenged", "MasterDefeated", "StepBegan"))
    if found is None:
        return None
    header, events = found
    content = header.get("content")
    goal = content.get("masters_to_defeat") if isinstance(content, dict) else None
    defeated = glory = turn = 0
    fighting = False
    try:
        for event in events:
            kind = event["type"]
            if kind == "PositionSet":
                defeated, glory = len(event["defeated"]), int(event["glory"])
            elif kind == "MasterChallenged":
                fighting = True
            elif kind == "MasterDefeated":
                defeated, glory, fighting = defeated + 1, glory + int(event["glory"]), False
            elif kind == "StepBegan":
                turn = int(event["turn"])
    except (KeyError, TypeError, ValueError):
        return None
    masters = f"{defeated} of {goal} masters down" if isinstance(goal, int) else f"{defeated} masters down"
    return f"{masters}, glory {glory}" + (f", turn {turn}" if fighting else ", choosing a master")


def in_progress() -> list[InProgress]:
    """Each hero's campaign in progress, how far along it is and when it was saved (read without loading it)."""
    found = []
    for hero, when in saved_campaigns():
        name = NAMES[hero]
        hurt = unsound(campaign_path(hero), f"{name}'s campaign")
        if hurt is not None:
            found.append(hurt)
            continue
        far = progress(hero)
        line = f"{far}, saved {when}" if far else f"{name}'s campaign, saved {when}"
        found.append(InProgress(hero, line, SHORT.get(hero, name)))
    return found


def record(session: Session[Any]) -> str | None:
    """Keeps a finished game in the record book (game.files.udo.records); a notice when the old book was damaged
    and set aside, or None. Raises game.files.records.RecordError when the book cannot be written."""
    from game.files.udo.records import record

    return record(session)
