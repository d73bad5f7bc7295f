"""Builders for positions of Master, so each rulebook passage reads as it is written.

Cards are named by skill and number: `c("sport", 7)` is sport_7_a, `c("sport", 7, "b")` its second copy;
`w("train")` is the first Train wild card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.content.master import master_catalog, ruleset
from game.engine.core import Command, Event, Rejected, Session

CATALOG = master_catalog()
RULES = ruleset("master")


def c(skill: str, value: int, copy: str = "a") -> str:
    return f"{skill}_{value}_{copy}"


def w(kind: str, copy: str = "a") -> str:
    return f"{kind}_{copy}"


def position(hands: Sequence[Sequence[str]], *, sets: Sequence[Sequence[Sequence[str]]] | None = None,
             discard: Sequence[str] = (), draw: Sequence[str] | None = None, rest_to: int | None = None,
             **more: Any) -> dict[str, Any]:
    """A position as plain data. Every card not placed goes under the draw pile in catalog order (or, when the
    draw pile is given, under the discard pile; or with `rest_to`, into that seat's area as sets), so draws are
    predictable."""
    areas = [[list(one) for one in area] for area in (sets if sets is not None else [[] for _ in hands])]
    placed = {card for hand in hands for card in hand} | set(discard) | set(draw or ())
    placed |= {card for area in areas for one in area for card in one}
    if more.get("steal"):
        placed.add(more["steal"]["card"])
    rest = [card for card in CATALOG.ids if card not in placed]
    data: dict[str, Any] = {"hands": [list(hand) for hand in hands], "sets": areas}
    if rest_to is not None:
        areas[rest_to] += as_sets(rest, first=not areas[rest_to])
        data["discard"], data["draw"] = list(discard), list(draw or ())
    elif draw is None:
        data["discard"], data["draw"] = list(discard), rest
    else:
        data["discard"], data["draw"] = rest + list(discard), list(draw)
    data.update(more)
    return data


def as_sets(cards: list[str], first: bool) -> list[list[str]]:
    """Cards laid out as valid sets: when `first`, a plain pair first (a first set is never stolen); then one set
    per skill, a pair with every other card of the skill on top (as if won by steals)."""
    out: list[list[str]] = []
    pool = list(cards)
    by_skill: dict[str, list[str]] = {}
    for card in pool:
        by_skill.setdefault(CATALOG.skill_of[card], []).append(card)
    for group in by_skill.values():
        pair = next([a, b] for i, a in enumerate(group) for b in group[i + 1 :] if CATALOG.pairs(a, b))
        rest = [card for card in group if card not in pair]
        if first:
            out.append(pair)
            first = False
            if rest:
                pair = next([a, b] for i, a in enumerate(rest) for b in rest[i + 1 :] if CATALOG.pairs(a, b))
                rest = [card for card in rest if card not in pair]
            else:
                continue
        out.append(pair + rest)
    return out


def table(hands: Sequence[Sequence[str]], **kwargs: Any) -> Session:
    rounds = kwargs.pop("rounds", 3)
    return Session.from_scenario(RULES, 7, position(hands, rounds=rounds, **kwargs), {"seats": len(hands)})


def submit(session: Session, *commands: Command) -> list[Event]:
    events: list[Event] = []
    for command in commands:
        result = session.submit(command)
        assert result.ok, result.rejected
        events += result.events
    assert RULES.check(session.state) == [], RULES.check(session.state)
    return events


def rejected(session: Session, command: Command) -> Rejected:
    result = session.submit(command)
    assert result.rejected is not None, f"{command} was accepted"
    return result.rejected


def of_type(events: Sequence[Event], kind: type) -> list[Any]:
    return [event for event in events if isinstance(event, kind)]
