"""The campaign in the record book: a finished campaign is kept, and Records shows best glory per hero, how each
master has fared, and the latest campaigns."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from game.files import records
from game.scenes.front import RecordRow, RecordSection
from game.scenes.udo import HEROES

RECENT = 8  # campaigns listed under "Latest campaigns"
MASTERS_SHOWN = 10


def record(session: Any) -> str | None:
    """Keeps a finished campaign in the record book; a notice when the old book was damaged and set aside.
    Raises records.RecordError when the book cannot be written."""
    return records.add(record_of(session))


def record_of(session: Any) -> records.Record:
    """The record of a finished campaign, dated when it ended (as its save says), so it is the same record however
    often it is offered to the record book."""
    rules, state = session.ruleset, session.state
    try:
        when = datetime.fromisoformat(str(session.notes.get("ended")))
    except ValueError:
        when = datetime.now().astimezone()
    return records.from_game(rules.id, state, rules.catalog.rank(state.glory), session.seed,
                             bool(session.notes.get("assisted")), when)


def _master_name(master_id: str) -> str:
    from game.content.udo import udo_catalog

    try:
        return udo_catalog().master(master_id).name
    except KeyError:
        return master_id.replace("_", " ").title()


def sections() -> tuple[list[RecordSection], str | None]:
    rows, notice = records.load()
    return [_heroes(rows), _masters(rows), _recent(rows)], notice


def _heroes(rows: list[records.Record]) -> RecordSection:
    summaries = records.by_hero(rows)
    lines = []
    for hero, (name, _, _) in HEROES.items():
        found = summaries.get(hero)
        if found is None:
            lines.append(RecordRow(name, "no campaign yet"))
            continue
        best = f"best glory {found.best_glory}"
        if found.best_unassisted != found.best_glory:
            own = "none" if found.best_unassisted is None else found.best_unassisted
            best += f" (without hints: {own})"
        lines.append(RecordRow(name, f"{best}; won {found.wins} of {found.campaigns}"))
    return RecordSection("Heroes", tuple(lines), "")


def _masters(rows: list[records.Record]) -> RecordSection:
    stats = sorted(records.by_master(rows).items(), key=lambda item: (-item[1].fought, item[0]))
    lines = tuple(RecordRow(_master_name(m), f"{s.defeated}/{s.fought}", s.win_rate) for m, s in stats)
    return RecordSection("Masters: defeated / fought", lines[:MASTERS_SHOWN], "No master fought yet.")


def _recent(rows: list[records.Record]) -> RecordSection:
    lines = []
    for kept in reversed(rows[-RECENT:]):
        outcome = "won" if kept.won else f"lost to {_master_name(kept.lost_to or '')}"
        hint = ", with hints" if kept.assisted else ""
        hero = HEROES[kept.hero][0].split(",")[0] if kept.hero in HEROES else kept.hero
        lines.append(RecordRow(kept.date[:16].replace("T", " "), f"{hero}: {outcome}, glory {kept.glory}{hint}"))
    return RecordSection("Latest campaigns", tuple(lines), "Finish a campaign to see it here.")
