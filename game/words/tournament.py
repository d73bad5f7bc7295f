"""The words of a tournament: its kinds' names, a match's result with its score, named in the game's word for what
each player had left ("Ann beat Bo, points 12 \u2013 0"), the score written between a decided pair's places in a
bracket ("21 \u2013 0"), and the director's bar: the match to play next and who meets whom, an entrant whose deck
cannot be played, the champion."""

from __future__ import annotations

from game.engine.tournament import CHAMPIONSHIP, ROUND_ROBIN, Match
from game.play.grammar import score

KIND_NAMES = {CHAMPIONSHIP: "Championship", ROUND_ROBIN: "Round Robin"}


def result_parts(match: Match, winner: int | None, names: tuple[str, ...], scores: tuple[int, int] | None,
                 score_word: str) -> tuple[str, ...]:
    """"Ann beat Bo, points 12 – 0" in the parts a line may be broken between, each name whole and the score whole
    (what each had left, the winner's first, named by the game's `score_word`, where it was kept): ("Ann", "beat",
    "Bo,", "points 12 – 0")."""
    if winner is None:
        a, b = (names[p] for p in match.players)
        if scores is None:
            return a, "and", b, "drew"
        return a, "and", b, "drew,", f"{score_word} {score(*scores)}"
    first = match.players.index(winner)
    loser = names[match.players[1 - first]]
    if scores is None:
        return names[winner], "beat", loser
    return names[winner], "beat", f"{loser},", f"{score_word} {score(scores[first], scores[1 - first])}"


def score_label(pair: tuple[int | None, int | None, int | None], kept: dict[frozenset[int], dict[int, int]]
                ) -> str | None:
    """"21 – 0": a decided pair's score, the winner's first; None for a bye, a match to come, or no score kept."""
    a, b, through = pair
    if a is None or b is None or through is None or frozenset((a, b)) not in kept:
        return None
    left = kept[frozenset((a, b))]
    return score(left[through], left[b if through == a else a])


def champion_line(champion: int | None, names: tuple[str, ...]) -> str:
    """"Ann is the champion!" once the tournament has one, else nothing."""
    return f"{names[champion]} is the champion!" if champion is not None else ""


def match_heading(match: Match, playing: bool, played: int | None = None) -> str:
    """"Next: match 3, Round 2" (or "Playing: ..." while it is played out), with how many have been played out in a
    row (`played`) while the rest are: "Playing: match 5, Final \u00b7 4 played"."""
    head = f"{'Playing' if playing else 'Next'}: match {match.number + 1}, {match.stage}"
    return head + (f" \u00b7 {played} played" if played is not None else "")


def pairing(match: Match, names: tuple[str, ...]) -> str:
    """"Ann  v  Bo": who meets whom."""
    a, b = (names[p] for p in match.players)
    return f"{a}  v  {b}"


def unplayable_line(name: str, problem: str) -> str:
    """Why the next match waits: an entrant's deck cannot be played, and what to do."""
    return f"{name}'s deck cannot be played: {problem}. Choose another to play the match."


def deck_gone(name: str, deck: str | None, instead: str) -> str:
    """Why an entrant (or a duel's seat) the set-up recalls does not bring the saved deck it brought last time (`deck`,
    its name, where it could be kept): no deck of that name is offered now (deleted, renamed, changed past the rules or
    damaged since), so the entrant brings the deck `instead`."""
    called = f" \u201c{deck}\u201d" if deck else ""
    return f"{name}'s deck{called} is no longer among the decks offered: {name} brings {instead} instead."
