"""Kenpo Masters in the record book: every finished duel is kept, and Records shows the duels against the computer
won and lost at each level, who won at hot-seat tables, and the latest duels."""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from typing import Any

from game.files import records
from game.scenes.front import RecordRow, RecordSection
from game.scenes.kenpo.seating import COLOUR_NAMES, HOTSEAT, VERSUS, Table, level_name, offered_levels

RECENT = 6  # duels listed under "Latest duels"


def record(session: Any) -> str | None:
    """Keeps a finished duel (a table where nobody plays, as screenshots use, is not kept); a notice when the old
    book was damaged and set aside."""
    noted = session.notes.get("table")
    if not isinstance(noted, dict) or noted.get("mode") not in (VERSUS, HOTSEAT):
        return None
    table = Table.from_notes(session.notes)
    state = session.state
    versus = table.mode == VERSUS
    kept = records.DuelRecord(
        game=session.ruleset.id, mode="versus" if versus else "hotseat", level=table.level if versus else None,
        human=table.human if versus else None, winner=state.winner, scores=tuple(state.scores), turns=state.turn,
        date=datetime.now().astimezone().isoformat(timespec="minutes"), seed=session.seed,
        assisted=bool(session.notes.get("assisted")))
    return records.add_duel(kept)


def sections() -> tuple[list[RecordSection], str | None]:
    duels, notice = records.load_duels()
    duels = [duel for duel in duels if duel.game == "kenpo"]
    return [_versus(duels), _hotseat(duels), _recent(duels)], notice


def outcome(duel: records.DuelRecord) -> str:
    """"won", "lost" or "drawn", for the person against the computer."""
    if duel.winner is None:
        return "drawn"
    return "won" if duel.winner == duel.human else "lost"


def _versus(duels: list[records.DuelRecord]) -> RecordSection:
    against = [duel for duel in duels if duel.mode == VERSUS]
    levels = [*offered_levels(), *sorted({d.level or "" for d in against} - set(offered_levels()))]
    rows = []
    for level in levels:
        played = [duel for duel in against if duel.level == level]
        if not played:
            continue
        counts = Counter(outcome(duel) for duel in played)
        drawn = f"\u2013{counts['drawn']}" if counts["drawn"] else ""
        rows.append(RecordRow(level_name(level), f"{counts['won']}\u2013{counts['lost']}{drawn}",
                              counts["won"] / len(played)))
    drawn = " (\u2013 drawn)" if any(outcome(duel) == "drawn" for duel in against) else ""
    return RecordSection(f"Against the computer: won \u2013 lost{drawn}", tuple(rows),
                         "No duel against the computer yet.")


def _hotseat(duels: list[records.DuelRecord]) -> RecordSection:
    played = [duel for duel in duels if duel.mode == HOTSEAT]
    if not played:
        return RecordSection("Hot-seat duels", (), "No hot-seat duel yet.")
    wins = Counter(duel.winner for duel in played)
    rows = [RecordRow(f"{COLOUR_NAMES[seat]} won", f"{wins[seat]} of {len(played)}", wins[seat] / len(played))
            for seat in (0, 1)]
    if wins[None]:
        rows.append(RecordRow("Drawn", f"{wins[None]} of {len(played)}", wins[None] / len(played)))
    return RecordSection("Hot-seat duels", tuple(rows), "")


def _recent(duels: list[records.DuelRecord]) -> RecordSection:
    lines = []
    for duel in reversed(duels[-RECENT:]):
        yellow, red = duel.scores
        score = f"Yellow {yellow} \u2013 {red} Red, {duel.turns} turns"
        if duel.mode == VERSUS:
            level = level_name(duel.level or "")
            who = f"You ({COLOUR_NAMES[duel.human or 0]}) {outcome(duel)} against the computer ({level})"
        else:
            who = "Hot-seat: a draw" if duel.winner is None else f"Hot-seat: {COLOUR_NAMES[duel.winner]} won"
        hints = ", with hints" if duel.assisted else ""
        lines.append(RecordRow(duel.date[:16].replace("T", " "), f"{who}; {score}{hints}"))
    return RecordSection("Latest duels", tuple(lines), "Finish a duel to see it here.")
