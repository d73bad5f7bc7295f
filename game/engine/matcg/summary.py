"""What a fight of Martial Arts (a duel under either rules, Two-on-Two or Army of One) came to for each fighter,
counted from its event log: the damage dealt and taken (a block that hits back deals its damage to the attacker),
the biggest hit and the longest combo, the blocks, Adrenaline and health won, the knockouts and the health left."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.core import Event
from game.engine.matcg import events as ev
from game.engine.summary import Figure, Summary, most, tally


def longest_combos(log: Sequence[Event], seats: int) -> tuple[int, ...]:
    """Each fighter's most attacks played in one attack or combo (its moves before its ComboEnded)."""
    running, longest = [0] * seats, [0] * seats
    for event in log:
        if isinstance(event, ev.AttackPlayed):
            running[event.seat] += 1
            longest[event.seat] = max(longest[event.seat], running[event.seat])
        elif isinstance(event, ev.ComboEnded):
            running[event.seat] = 0
    return tuple(longest)


@dataclass(frozen=True)
class Blows:
    """(seat, amount) pairs: who dealt each blow, who took it, and who knocked a fighter out (brought it to 0
    health or below). A reflected blow is dealt by the fighter the attack was aimed at."""

    dealt: tuple[tuple[int, int], ...]
    taken: tuple[tuple[int, int], ...]
    knockouts: tuple[tuple[int, int], ...]


def blows(log: Sequence[Event]) -> Blows:
    dealt, taken, knockouts, down, aimed_at = [], [], [], set(), 0
    for event in log:
        if isinstance(event, ev.AttackPlayed):
            aimed_at = event.target
        elif isinstance(event, ev.AttackResolved | ev.DamageReflected):
            by, hurt, amount = ((event.seat, event.target, event.damage) if isinstance(event, ev.AttackResolved)
                                else (aimed_at, event.seat, event.amount))
            dealt.append((by, amount))
            taken.append((hurt, amount))
            if event.health <= 0 and hurt not in down:
                down.add(hurt)
                knockouts.append((by, 1))
    return Blows(tuple(dealt), tuple(taken), tuple(knockouts))


def summary(log: Sequence[Event]) -> Summary:
    seats = next(len(e.cards) for e in log if isinstance(e, ev.FightStarted))
    hit = blows(log)
    ended = [e.health for e in log if isinstance(e, ev.FightWon | ev.FightDrawn)]

    def total(kind: type[ev.AdrEarned | ev.Healed]) -> tuple[int, ...]:
        return tally(seats, ((e.seat, e.amount) for e in log if isinstance(e, kind)))

    figures = [
        Figure("Damage dealt", tally(seats, hit.dealt)),
        Figure("Damage taken", tally(seats, hit.taken)),
        Figure("Biggest hit", most(seats, ((e.seat, e.damage) for e in log if isinstance(e, ev.AttackResolved)))),
        Figure("Longest combo (moves)", longest_combos(log, seats)),
        Figure("Blocks played", tally(seats, ((e.seat, 1) for e in log if isinstance(e, ev.BlockPlayed)))),
        Figure("Adrenaline earned", total(ev.AdrEarned)),
        Figure("Health recovered", total(ev.Healed)),
    ]
    if seats > 2:  # a duel's one knockout is its result
        figures.append(Figure("Knockouts", tally(seats, hit.knockouts)))
    if ended:
        figures.append(Figure("Health left", tuple(max(0, health) for health in ended[-1])))
    turns = max((e.turn for e in log if isinstance(e, ev.TurnBegan)), default=0)
    return Summary(turns, tuple(figures))
