"""Kenpo Masters' finished duels in words, for its tab of Records (game.scenes.kenpo.records): a duel's line and the
best win against the computer."""

from __future__ import annotations

from game.files import outcomes, records
from game.words.chairs import level_name
from game.words.kenpo.seating import COLOUR_NAMES, HOTSEAT, VERSUS, Table


def best_win(duels: list[records.DuelRecord]) -> str:
    """The win against the computer by the most points, played without hints."""
    won = [duel for duel in duels if outcomes.duel_outcome(duel) == "won" and not duel.assisted]
    if not won:
        return ""
    best = max(won, key=_margin)
    mine = best.human or 0
    return (f"{best.scores[mine]}–{best.scores[1 - mine]} against {level_name(best.level or '')}, "
            f"{best.turns} turns")


def _margin(duel: records.DuelRecord) -> int:
    mine = duel.human or 0
    return duel.scores[mine] - duel.scores[1 - mine]


def players(duel: records.DuelRecord) -> Table:
    """Who sat at a hot-seat duel: the names kept with it, or its colours (a duel against the computer: its colours,
    its line saying which was the person's)."""
    return Table(HOTSEAT, players=duel.names or ())


def told(duel: records.DuelRecord) -> str:
    """A duel's line among the latest (whether hints were asked for is the Records tab's to add)."""
    score = f"{players(duel).scoreline(duel.scores)}, {duel.turns} turns"
    if duel.mode == VERSUS:
        level = level_name(duel.level or "")
        fared = outcomes.said(outcomes.duel_outcome(duel))
        who = f"You ({COLOUR_NAMES[duel.human or 0]}) {fared} against the computer ({level})"
    else:
        who = "Hot-seat: a draw" if duel.winner is None else f"Hot-seat: {players(duel).names()[duel.winner]} won"
    return f"{who}; {score}"
