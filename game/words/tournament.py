"""The words of a tournament's results: a match's result with its score ("Ann beat Bo, health 12 \u2013 0"), and
the score written between a decided pair's places in a bracket ("21 \u2013 0")."""

from __future__ import annotations

from game.engine.tournament import Match


def result_line(match: Match, winner: int | None, names: tuple[str, ...], scores: tuple[int, int] | None = None
                ) -> str:
    """"Ann beat Bo, health 12 – 0": the score (the health each had left, the winner's first) where it was kept."""
    a, b = (names[p] for p in match.players)
    if winner is None:
        return f"{a} and {b} drew" + (f", health {scores[0]} – {scores[1]}" if scores is not None else "")
    first = match.players.index(winner)
    said = f", health {scores[first]} – {scores[1 - first]}" if scores is not None else ""
    return f"{names[winner]} beat {names[match.players[1 - first]]}{said}"


def score_label(pair: tuple[int | None, int | None, int | None], kept: dict[frozenset[int], dict[int, int]]
                ) -> str | None:
    """"21 – 0": a decided pair's score, the winner's first; None for a bye, a match to come, or no score kept."""
    a, b, through = pair
    if a is None or b is None or through is None or frozenset((a, b)) not in kept:
        return None
    health = kept[frozenset((a, b))]
    return f"{health[through]} \u2013 {health[b if through == a else a]}"
