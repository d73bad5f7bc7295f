"""What attacks are worth when they resolve, and what defences prevent.

An attack deals points only when the fighters are adjacent and the card has an arrow toward the
opponent. Then it is worth the arrow, plus the bonus (or penalty) of the movement it was played with,
plus Hand Fake points; doubled if it is a Jab-like card on a Kick that got blocked; minus what the
defence cards aimed at it prevent (each by its arrow toward the attacker); never below 0.
"""

from __future__ import annotations

from typing import NamedTuple

from game.engine.explained import Figure, Part, floored
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.geometry import MIRROR, relation
from game.engine.kenpo.state import KenpoState, Played


class Hit(NamedTuple):
    card: str
    points: int
    prevented: int
    doubled: bool
    raw: int  # worth before doubling and defences: above 0 when it would deal damage


class Guard(NamedTuple):
    card: str
    target: str | None
    prevented: int
    hit_back: int


def raw_points(catalog: Catalog, played: Played, direction: str | None) -> int:
    """An attack card's worth toward `direction` (None: not adjacent), before doubling and defences."""
    worth = _worth(catalog, played, direction)
    return max(0, sum(worth)) if worth is not None else 0


def _worth(catalog: Catalog, played: Played, direction: str | None) -> tuple[int, int, int] | None:
    """An attack card's arrow toward `direction`, its movement's bonus and its Hand Fake points; None when it
    cannot reach (not adjacent, no arrow that way, not an attack)."""
    if direction is None or played.move is None:
        return None
    card = catalog.card(played.card)
    arrow = card.attack.get(MIRROR[direction] if played.mirrored else direction, 0)
    if arrow <= 0:
        return None
    return arrow, catalog.moves(played.card, played.mirrored).get(played.move, 0), played.bonus


def points_figure(catalog: Catalog, played: Played, direction: str | None) -> Figure:
    """What an attack card on the table is worth toward `direction` now, with its parts: its arrow that way, the
    bonus of the movement it was played with, the Hand Fakes before it (before doubling and defences)."""
    worth = _worth(catalog, played, direction)
    if worth is None:
        why = "not adjacent" if direction is None else "no arrow toward the opponent"
        return Figure("Points", (Part(f"({why})", 0),))
    arrow, bonus, fake = worth
    return floored("Points", (Part("arrow toward the opponent", arrow), Part("movement bonus", bonus),
                              Part("Hand Fake", fake)))


def prevented_by(catalog: Catalog, guard: Played, direction: str | None) -> int:
    """What a defence card prevents from an attacker in `direction` around the defender."""
    if direction is None:
        return 0
    card = catalog.card(guard.card)
    return card.defence.get(MIRROR[direction] if guard.mirrored else direction, 0)


def resolve(catalog: Catalog, state: KenpoState, attacker: int) -> tuple[list[Hit], list[Guard]]:
    """The attacker's waiting attacks against the defender where both stand now, reduced by the
    defender's defence cards on the table; and what each of those defence cards did."""
    defender = 1 - attacker
    cards = catalog.cards_by_id
    attacks = state.tables[attacker]
    guards = [p for p in state.tables[defender] if cards[p.card].defence]
    if not attacks and not guards:  # (a search asks this of most moments it looks at)
        return [], []
    toward = relation(attacker, state.positions[attacker], state.positions[defender])
    from_ = relation(defender, state.positions[defender], state.positions[attacker])
    hits: list[Hit] = []
    blocked: set[str] = set()
    raw_of: dict[str, int] = {}
    for played in attacks:
        card = cards[played.card]
        if not card.attack:
            continue
        raw = raw_points(catalog, played, toward)
        raw_of[played.card] = raw
        prevented = sum(prevented_by(catalog, g, from_) for g in guards if g.target == played.card) if raw else 0
        doubled = (card.abilities.double_on_blocked_kick and played.on in blocked
                   and "Kick" in catalog.qualifiers[played.on])
        worth = raw * 2 if doubled else raw
        if raw and prevented:
            blocked.add(played.card)
        hits.append(Hit(played.card, max(0, worth - prevented), min(prevented, worth), doubled, raw))
    outcome = []
    for guard in guards:
        meets = raw_of.get(guard.target or "", 0) > 0
        prevented = prevented_by(catalog, guard, from_) if meets else 0
        hit_back = cards[guard.card].abilities.hit_back if meets else 0
        outcome.append(Guard(guard.card, guard.target, prevented, hit_back))
    return hits, outcome
