"""Duels of Martial Arts in the record book: every finished duel between a person and the computer or between two
people is kept (with the health left as its scores), and Records shows, for each rule set, the duels against the
computer won and lost at each level, and the latest duels."""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from typing import Any

from game import records
from game.scenes.front import RecordRow, RecordSection
from game.scenes.matcg.seating import SEATS, Seating, level_name, offered_levels

RECENT = 6  # duels listed under "Latest duels"
TITLES = {"matcg": "The duel", "dgm": "DGM house rules"}


def record(session: Any) -> str | None:
    """Keeps a finished duel with at least one person at it (the book keeps duels: a fight of teams is not
    kept); a notice when the old book was damaged and set aside."""
    if session.table.seats != SEATS:
        return None
    seating = Seating.from_notes(session.notes)
    if not isinstance(session.notes.get("table"), dict) or not seating.people:
        return None
    state = session.state
    computers = seating.computers
    versus = len(seating.people) == 1
    kept = records.DuelRecord(
        game=session.ruleset.id, mode="versus" if versus else "hotseat",
        level=next(iter(computers.values())) if versus else None,
        human=next(iter(seating.people)) if versus else None, winner=state.winner,
        scores=(max(0, state.health[0]), max(0, state.health[1])), turns=state.turn,
        date=datetime.now().astimezone().isoformat(timespec="minutes"), seed=session.seed)
    return records.add_duel(kept)


def sections() -> tuple[list[RecordSection], str | None]:
    duels, notice = records.load_duels()
    found = []
    for ruleset_id, title in TITLES.items():
        found.append(_versus([duel for duel in duels if duel.game == ruleset_id], title))
    found.append(_recent([duel for duel in duels if duel.game in TITLES]))
    cups, _ = records.load_tournaments()  # the same book: its notice is the one above
    found.append(_tournaments([cup for cup in cups if cup.game in TITLES]))
    return found, notice


def outcome(duel: records.DuelRecord) -> str:
    """"won", "lost" or "drawn", for the person against the computer."""
    if duel.winner is None:
        return "drawn"
    return "won" if duel.winner == duel.human else "lost"


def _versus(duels: list[records.DuelRecord], title: str) -> RecordSection:
    against = [duel for duel in duels if duel.mode == "versus"]
    rows = []
    for level in offered_levels():
        played = [duel for duel in against if duel.level == level]
        if played:
            counts = Counter(outcome(duel) for duel in played)
            drawn = f"\u2013{counts['drawn']}" if counts["drawn"] else ""
            rows.append(RecordRow(level_name(level), f"{counts['won']}\u2013{counts['lost']}{drawn}",
                                  counts["won"] / len(played)))
    return RecordSection(f"{title}: against the computer, won \u2013 lost", tuple(rows),
                         "No duel against the computer yet.")


def _recent(duels: list[records.DuelRecord]) -> RecordSection:
    lines = []
    for duel in reversed(duels[-RECENT:]):
        health = f"health {duel.scores[0]} \u2013 {duel.scores[1]}, {duel.turns} turns"
        rules = TITLES[duel.game]
        if duel.mode == "versus":
            who = f"{rules}: you {outcome(duel)} against the computer ({level_name(duel.level or '')})"
        else:
            who = f"{rules}: a draw" if duel.winner is None else f"{rules}: Player {duel.winner + 1} won"
        lines.append(RecordRow(duel.date[:16].replace("T", " "), f"{who}; {health}"))
    return RecordSection("Latest duels", tuple(lines), "Finish a duel to see it here.")


KINDS = {"round-robin": "Round Robin", "championship": "Championship"}


def _tournaments(cups: list[records.TournamentRecord]) -> RecordSection:
    """How many tournaments were played and how many a person won, and the last champion (one row: the section
    shares its column with the latest duels)."""
    if not cups:
        return RecordSection("Tournaments", (), "Finish a tournament to see its champion here.")
    won = sum(cup.champion in cup.people for cup in cups)
    last = cups[-1]
    who = "a person" if last.champion in last.people else "the computer"
    row = RecordRow(f"Last champion, {last.date[:16].replace('T', ' ')}",
                    f"{last.entrants[last.champion]} ({who}): {TITLES[last.game]}, "
                    f"{KINDS.get(last.kind, last.kind)} of {len(last.entrants)}")
    return RecordSection(f"Tournaments: {len(cups)} played, {won} won by a person", (row,),
                         "Finish a tournament to see its champion here.")
