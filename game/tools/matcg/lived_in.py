"""Martial Arts' duels, fights of sides and tournaments in a lived-in record book (game.tools.lived_in): the Records
screenshot's, under both rule sets, at every mode, level and starter deck, tournaments with their matches' scores."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.engine.matcg.teams import ARMY, TWO_ON_TWO
from game.engine.tournament import CHAMPIONSHIP, ROUND_ROBIN, Tournament
from game.files import records
from game.tools.lived_in import LEVELS, PEOPLE


def lived_in(rng: random.Random, date: Callable[[], str]) -> dict[str, tuple[Any, ...]]:
    """The duels, fights of sides and tournaments of a player's record book after some weeks (game.tools.lived_in),
    by the book's kind: every mode, level and starter deck."""
    from game.content.matcg import catalog

    starters = sorted(catalog().decks_by_id)
    return {"duels": tuple(_lived_duel(rng, game, date(), starters) for game in ("matcg", "dgm") * 14),
            "fights": tuple(_lived_fight(rng, mode, date(), starters) for mode in (TWO_ON_TWO, ARMY) * 7),
            "tournaments": tuple(_lived_cup(rng, kind, date()) for kind in (ROUND_ROBIN, CHAMPIONSHIP) * 3)}


def _lived_duel(rng: random.Random, game: str, date: str, starters: list[str]) -> records.DuelRecord:
    level = rng.choice(LEVELS)
    hotseat = rng.random() < 0.15
    winner = None if rng.random() < 0.06 else int(rng.random() > (0.75, 0.55, 0.35)[LEVELS.index(level)])
    top = 30 if game == "matcg" else 15
    scores = tuple(rng.randrange(1, top) if seat == winner else 0 for seat in (0, 1))
    return records.DuelRecord(
        game=game, mode="hotseat" if hotseat else "versus", level=None if hotseat else level,
        human=None if hotseat else 0, winner=winner, scores=(scores[0], scores[1]), turns=rng.randrange(8, 40),
        date=date, seed=rng.randrange(2**31), assisted=not hotseat and rng.random() < 0.1,
        decks=(rng.choice(starters), rng.choice(starters)))


def _lived_fight(rng: random.Random, mode: str, date: str, starters: list[str]) -> records.FightRecord:
    seats = 4 if mode == TWO_ON_TWO else 10
    person = 0 if mode == TWO_ON_TWO or rng.random() < 0.6 else rng.randrange(1, 10)
    sides = ((0, 2), (1, 3)) if mode == TWO_ON_TWO else ((0,), tuple(range(1, 10)))
    winners = rng.choice(sides)
    level = rng.choice(LEVELS)
    return records.FightRecord(
        game=rng.choice(("matcg", "dgm")), mode=mode, people=(person,), winners=winners, turns=rng.randrange(10, 50),
        date=date, seed=rng.randrange(2**31), assisted=rng.random() < 0.1,
        levels=tuple(None if seat == person else level for seat in range(seats)),
        decks=tuple(rng.choice(starters) for _ in range(seats)))


def _lived_cup(rng: random.Random, kind: str, date: str) -> records.TournamentRecord:
    entrants = rng.choice((4, 5, 6) if kind == ROUND_ROBIN else (4, 6, 8))
    people = (0,) if rng.random() < 0.8 else (0, 1)
    game = rng.choice(("matcg", "dgm"))
    tournament = Tournament(kind, entrants, rng.randrange(2**31))
    results = []
    while (match := tournament.next_match) is not None:
        first, second = match.players
        favoured = first if first in people or second not in people else second
        winner = favoured if rng.random() < 0.72 else (second if favoured == first else first)
        tournament = tournament.record(winner)
        left = rng.randrange(1, 16 if game == "dgm" else 30)
        scores = (left, 0) if winner == first else (0, left)
        results.append(records.MatchResult(players=match.players, winner=winner, scores=scores, stage=match.stage,
                                           assisted=first in people and rng.random() < 0.05))
    champion = tournament.champion
    assert champion is not None
    names = tuple(PEOPLE[n] if n in people else f"Computer {n + 1}" for n in range(entrants))
    return records.TournamentRecord(game=game, kind=kind, entrants=names, people=people, champion=champion,
                                    matches=len(results), date=date, seed=tournament.seed, results=tuple(results))
