"""The tournament director as a screenshot (`tournament`): a tournament of `--players` entrants (default 20; a
Round Robin for 3 to 10, else a Championship) with the first entrant a person and the rest the computer, after
`--steps` matches, each played to its end by the easy fighters in this process (its score kept, as the
director keeps it), from the tournament of `--seed`.
`tournament_bracket` is always a Championship (2 to 20 entrants, default 8)."""

from __future__ import annotations

from typing import Any

from game.engine.tournament import CHAMPIONSHIP, KINDS, ROUND_ROBIN, Tournament
from game.files.matcg.cup import Cup, Entrant
from game.files.matcg.cup_match import match_session, played
from game.play.bouts import played_match
from game.scenes.base import Stack
from game.scenes.matcg.choices import deck_choices
from game.tools.shooting import Shot, ShotError, ShotRequest

NAMES = ("Mei Ling", "Bruce", "Kwame Mensah", "Ayumi Tanaka", "Dolores Ibarra", "Sven", "Priya Raghunathan",
         "Ko", "Jean-Luc Lefebvre", "Olu", "Tatsuya Yamamoto", "Ines", "Hamid Karimi", "Lena Vogel",
         "Raphael", "Chen Wu", "Siobhan O'Sullivan", "Bao", "Marisol Quintero", "Aleksandr Volkov")


def made_cup(ruleset_id: str, kind: str, entrants: int, seed: int, steps: int) -> Cup:
    decks = deck_choices(ruleset_id)
    chosen = tuple(Entrant(NAMES[n], None if n == 0 else "easy", deck, label)
                   for n in range(entrants) for label, deck in [decks[n % len(decks)]])
    cup = Cup(ruleset_id, False, chosen, Tournament(kind, entrants, seed))
    for _ in range(steps):
        match = cup.tournament.next_match
        if match is None:
            break
        _, batches = played_match(ruleset_id, ["easy", "easy"], match.seed, cup.options(match))
        result = played(match.number, match_session(cup, match, batches))
        cup = cup.record(result.seat, match, result.scores)
    return cup


def _shot(always: str | None, default: int) -> Shot:
    def shot(request: ShotRequest) -> Stack:
        from game.scenes.matcg.director import director

        entrants = request.players or default
        kind = always or (ROUND_ROBIN if KINDS[ROUND_ROBIN][0] <= entrants <= KINDS[ROUND_ROBIN][1]
                          else CHAMPIONSHIP)
        fewest, most = KINDS[kind]
        if not fewest <= entrants <= most:
            raise ShotError(f"a {kind} takes {fewest} to {most} players, not {entrants}")
        scene: Any = director(request.ctx, made_cup(request.ruleset_id, kind, entrants, request.seed, request.steps))
        stack = Stack(scene)
        stack.update(0.0)
        return stack

    return shot


SHOTS: dict[str, Shot] = {"tournament": _shot(None, 20), "tournament_bracket": _shot(CHAMPIONSHIP, 8)}
