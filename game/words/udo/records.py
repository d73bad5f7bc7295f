"""The campaign in the record book: a finished campaign is kept, and Records gives each hero a tab: the campaigns
won and lost without hints and with them, the streaks, the best glory, how each master has fared, and the latest
campaigns."""

from __future__ import annotations

from game.files import outcomes, records
from game.words.tallies import Played, RecordRow, RecordSection, RecordTab, hinted, latest, summary
from game.words.udo.heroes import HEROES

MASTERS_SHOWN = 10


def _master_name(master_id: str) -> str:
    from game.content.udo import udo_catalog

    try:
        return udo_catalog().master(master_id).name
    except KeyError:
        return master_id.replace("_", " ").title()


def tabs(book: records.RecordBook) -> list[RecordTab]:
    """A tab per hero: the campaigns won and lost, the streaks, the best glory, each master fought, the latest."""
    return [_tab(hero, name, [kept for kept in book.records if kept.hero == hero])
            for hero, (name, _, _) in HEROES.items()]


def _tab(hero: str, name: str, rows: list[records.Record]) -> RecordTab:
    short = name.split(",")[0]
    games: list[Played] = [("won" if kept.won else "lost", kept.assisted) for kept in rows]
    return RecordTab(short, (hero,), (summary(games, _best(rows), draws=False, heading=f"{short}: without hints"),
                                      _masters(rows),
                                      latest("Latest campaigns", rows, _told, "Finish a campaign to see it here.")))


def _best(rows: list[records.Record]) -> str:
    """The most glory of a campaign played without hints, and its rank."""
    unassisted = [kept for kept in rows if not kept.assisted]
    if not unassisted:
        return ""
    best = max(unassisted, key=lambda kept: kept.glory)
    return f"glory {best.glory} ({best.rank}), {'won' if best.won else 'lost'}"


def _masters(rows: list[records.Record]) -> RecordSection:
    stats = sorted(outcomes.by_master(rows).items(), key=lambda item: (-item[1].fought, item[0]))
    lines = tuple(RecordRow(_master_name(m), f"{s.defeated}/{s.fought}", s.win_rate) for m, s in stats)
    return RecordSection("Masters: defeated / fought", lines[:MASTERS_SHOWN], "No master fought yet.")


def _told(kept: records.Record) -> str:
    outcome = "won" if kept.won else f"lost to {_master_name(kept.lost_to or '')}"
    fallen = f"{len(kept.masters)} master{'s' if len(kept.masters) != 1 else ''} defeated"
    return f"{outcome}, glory {kept.glory} ({kept.rank}), {fallen}{hinted(kept.assisted)}"
