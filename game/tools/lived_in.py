"""A lived-in record book for `screenshot --scene records`: a player's after some weeks of every game and mode, at
every level, with several decks and seat counts, a few games played with hints, and tournaments with their matches'
scores. Made from a seed, so the same picture comes every time, and read back through the door (game.files.records)
as a player's own file is."""

from __future__ import annotations

import random
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

from game.engine.tournament import CHAMPIONSHIP, ROUND_ROBIN, Tournament
from game.files import records

LEVELS = ("easy", "normal", "hard")
NAMES = ("Ann", "Bo", "Chen", "Dara", "Eli", "Fen", "Gus", "Hana")


def book(seed: int = 7) -> records.RecordBook:
    """The book, written to a file of its own and read back as Records reads the player's."""
    made = _made(random.Random(seed))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "records.json"
        path.write_text(made.model_dump_json(indent=1), encoding="utf-8")
        return records.read(path)


def _made(rng: random.Random) -> records.RecordBook:
    clock = iter(datetime(2026, 10, 1, 18, 0) + timedelta(hours=7 * n + rng.randrange(5)) for n in range(10_000))

    def date() -> str:
        return next(clock).isoformat(timespec="minutes")

    return records.RecordBook(
        records=tuple(_campaign(rng, hero, date()) for hero in ("udo", "kai") * 9),
        duels=tuple(_duel(rng, game, date()) for game in ("kenpo", "matcg", "dgm") * 14),
        fights=tuple(_fight(rng, mode, date()) for mode in ("2v2", "army") * 7),
        tournaments=tuple(_cup(rng, kind, date()) for kind in (ROUND_ROBIN, CHAMPIONSHIP) * 3),
        matches=tuple(_match(rng, date()) for _ in range(16)),
    )


def _campaign(rng: random.Random, hero: str, date: str) -> records.Record:
    from game.content.udo import udo_catalog

    catalog = udo_catalog()
    masters = [master.id for master in catalog.masters]
    rng.shuffle(masters)
    fallen = rng.choice((1, 2, 3, 4, 4))
    won = fallen == 4
    glory = fallen * 3 + rng.randrange(6)
    return records.Record(hero=hero, won=won, glory=glory, rank=catalog.rank(glory), masters=tuple(masters[:fallen]),
                          lost_to=None if won else masters[fallen], assisted=rng.random() < 0.15, date=date,
                          seed=rng.randrange(2**31))


def _duel(rng: random.Random, game: str, date: str) -> records.DuelRecord:
    level = rng.choice(LEVELS)
    hotseat = rng.random() < 0.15
    winner = None if rng.random() < 0.06 else int(rng.random() > (0.75, 0.55, 0.35)[LEVELS.index(level)])
    if game == "kenpo":
        top = 20
        scores = tuple(top if seat == winner else rng.randrange(4, 19) for seat in (0, 1))
        decks = None
    else:
        top = 30 if game == "matcg" else 15
        scores = tuple(rng.randrange(1, top) if seat == winner else 0 for seat in (0, 1))
        decks = (rng.choice(_starters()), rng.choice(_starters()))
    return records.DuelRecord(
        game=game, mode="hotseat" if hotseat else "versus", level=None if hotseat else level,
        human=None if hotseat else 0, winner=winner, scores=(scores[0], scores[1]), turns=rng.randrange(8, 40),
        date=date, seed=rng.randrange(2**31), assisted=not hotseat and rng.random() < 0.1, decks=decks)


def _fight(rng: random.Random, mode: str, date: str) -> records.FightRecord:
    seats = 4 if mode == "2v2" else 10
    person = 0 if mode == "2v2" or rng.random() < 0.6 else rng.randrange(1, 10)
    sides = ((0, 2), (1, 3)) if mode == "2v2" else ((0,), tuple(range(1, 10)))
    winners = rng.choice(sides)
    level = rng.choice(LEVELS)
    return records.FightRecord(
        game=rng.choice(("matcg", "dgm")), mode=mode, people=(person,), winners=winners, turns=rng.randrange(10, 50),
        date=date, seed=rng.randrange(2**31), assisted=rng.random() < 0.1,
        levels=tuple(None if seat == person else level for seat in range(seats)),
        decks=tuple(rng.choice(_starters()) for _ in range(seats)))


def _cup(rng: random.Random, kind: str, date: str) -> records.TournamentRecord:
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
    names = tuple("You" if n == 0 else NAMES[n] if n in people else f"Computer {n + 1}" for n in range(entrants))
    return records.TournamentRecord(game=game, kind=kind, entrants=names, people=people, champion=champion,
                                    matches=len(results), date=date, seed=tournament.seed, results=tuple(results))


def _match(rng: random.Random, date: str) -> records.MatchRecord:
    seats = rng.randrange(2, 7)
    people = {0} if rng.random() < 0.8 else set(range(seats))
    levels = tuple(None if seat in people else rng.choice(LEVELS) for seat in range(seats))
    scores = tuple(rng.randrange(10, 60) for _ in range(seats))
    top = max(scores)
    names = tuple(("You" if seat == 0 else NAMES[seat]) if seat in people else f"Computer {seat + 1}"
                  for seat in range(seats))
    return records.MatchRecord(game="master", names=names, levels=levels,
                               winners=tuple(seat for seat, score in enumerate(scores) if score == top),
                               scores=scores, rounds=rng.choice((1, 3)), date=date, seed=rng.randrange(2**31),
                               assisted=rng.random() < 0.1)


def _starters() -> list[str]:
    from game.content.matcg import catalog

    return sorted(catalog().decks_by_id)
