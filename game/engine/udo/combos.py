"""Combo rules: where a card may be laid, what X is, and what a finisher's effect asks for.

Conditions are checked against the cards of a combo only: Charge, openings and Kai's doubling raise
X but never count as cards (so Charge may lift a "Max Combo Size 3" combo above 3). Every card is read
on the side it shows (`enraged` lists Kai's cards showing their ENRAGED side; see sides.py).
"""

from __future__ import annotations

from game.engine.explained import Figure, Part, floored
from game.engine.udo.cards import (
    Block,
    Card,
    Catalog,
    Deal,
    Enrage,
    GainCharge,
    MaxComboSize,
    MinComboSize,
    OnCard,
    OnlyCards,
    Plan,
    Recover,
    is_a,
)
from game.engine.udo.sides import face
from game.engine.udo.state import Step, UdoState

NONE_ENRAGED: frozenset[str] = frozenset()


def placement_problem(
    catalog: Catalog, combo: tuple[str, ...], card_id: str, enraged: frozenset[str] = NONE_ENRAGED
) -> str | None:
    """Why `card_id` may not be laid on top of `combo` (empty for a new combo), or None if it may."""
    side = catalog.face
    card = side(card_id, card_id in enraged)
    cards = [side(c, c in enraged) for c in combo] + [card]
    for condition in card.conditions:
        if isinstance(condition, OnCard):
            if not combo:
                return f"{card.name} needs a {condition.keyword} card under it, so it cannot start a combo"
            beneath = cards[-2]
            if not is_a(beneath.name, condition.keyword):
                return f"{card.name} needs a {condition.keyword} card under it, not {beneath.name}"
    for holder in cards:
        for condition in holder.conditions:
            if isinstance(condition, MaxComboSize) and len(cards) > condition.cards:
                return f"{holder.name} allows at most {condition.cards} cards in its combo"
            if isinstance(condition, OnlyCards):
                stranger = next((c for c in cards if not _matches_any(c, condition.keywords)), None)
                if stranger is not None:
                    allowed = " or ".join(condition.keywords)
                    return f"{holder.name} allows only {allowed} cards in its combo, not {stranger.name}"
    return None


def finish_problem(catalog: Catalog, combo: tuple[str, ...], enraged: frozenset[str] = NONE_ENRAGED) -> str | None:
    """Why a combo cannot go to Resolve Combos as it stands (a minimum size not reached)."""
    for card_id in combo:
        card = catalog.face(card_id, card_id in enraged)
        for condition in card.conditions:
            if isinstance(condition, MinComboSize) and len(combo) < condition.cards:
                return f"{card.name} needs a combo of at least {condition.cards} cards (this one has {len(combo)})"
    return None


def _matches_any(card: Card, keywords: tuple[str, ...]) -> bool:
    return any(is_a(card.name, keyword) for keyword in keywords)


def opening_for(catalog: Catalog, state: UdoState, finisher: str) -> int:
    """The sum of this turn's openings that apply to a combo with this finisher."""
    if not state.turn_attacks:  # no attack of this turn opened or guarded anything: most combos, at once
        return 0
    return sum(plus for _, plus in openings(catalog, state, finisher))


def steps_for(card: Card, x: int, kai: bool = False) -> tuple[Step, ...]:
    """The finisher's effect at this X, as steps resolved in order. For Kai (`kai`), Charge is ENRAGE
    (ruling Kai 6): "Charge 3" ENRAGEs 3 calm cards of her hand."""
    steps: list[Step] = []
    for effect in card.effects:
        if isinstance(effect, Deal | Block):
            value = max(0, x + effect.plus)
            steps += [(effect.kind, value)] * effect.times
        elif isinstance(effect, GainCharge):
            amount = (x if effect.uses_x else 0) + effect.plus
            steps += [("enrage", amount)] if kai and amount > 0 else [] if kai else [("charge", amount)]
        elif isinstance(effect, Recover):
            steps += [("recover", 1)] * effect.cards
        elif isinstance(effect, Enrage):
            amount = (x if effect.uses_x else 0) + effect.plus
            steps += [("enrage", amount)] if amount > 0 else []
        elif isinstance(effect, Plan):
            take = max(0, (x if effect.uses_x else 0) + effect.cards)
            keep = max(0, min(take, (x if effect.uses_x else 0) + effect.keep))
            steps += [("retrieve", take)] if take else []
            steps += [("keep", keep)] if keep else []
    return tuple(steps)


def hearts(catalog: Catalog, master_id: str) -> list[tuple[str, int]]:
    """Every heart of a master as (heart id, value); heart ids are "<body>.<index>"."""
    return [heart for body in catalog.hearts_by_master[master_id] for heart in body]


def bodies_standing(catalog: Catalog, master_id: str, covered: frozenset[str]) -> list[int]:
    """Indices of the master's bodies (clones) that still have an uncovered heart."""
    bodies = catalog.hearts_by_master[master_id]
    return [b for b, body in enumerate(bodies) if any(heart not in covered for heart, _ in body)]


def swords(catalog: Catalog, master_id: str, covered: frozenset[str]) -> int:
    """Attacks drawn each turn: the swords of every body not yet defeated."""
    bodies = catalog.master(master_id).bodies
    return sum(bodies[b].swords for b in bodies_standing(catalog, master_id, covered))


def targets(catalog: Catalog, state: UdoState, step: Step) -> list[str]:
    """What the pending step may be aimed at: heart ids, attack ids or discarded card ids."""
    kind, value = step
    if kind == "deal" and state.master is not None:
        return [h for h, v in hearts(catalog, state.master) if h not in state.covered and v <= value]
    if kind == "block":
        return [a for a in state.revealed if catalog.attack(a).block <= value]
    if kind in ("recover", "retrieve"):
        return list(dict.fromkeys(state.discard))
    if kind == "enrage":  # a finisher's ENRAGE also reaches the combos on the table (ruling Kai 3)
        table = tuple(c for combo in state.combos for c in combo) if state.resolving is not None else ()
        return [c for c in dict.fromkeys(state.hand + table) if catalog.two_sided(c) and c not in state.enraged]
    if kind == "keep":
        return list(state.retrieved)
    return []


def payers(catalog: Catalog, state: UdoState, attack_id: str) -> list[str]:
    """Cards that could be lost to an unblocked attack: in hand (discarded) or in the discard (exhausted)."""
    cost, enraged, side = catalog.attack(attack_id).cost, state.enraged, catalog.face
    return [c for c in state.hand + state.discard if is_a(side(c, c in enraged).name, cost)]


def can_pay(catalog: Catalog, state: UdoState, attack_id: str) -> bool:
    """Whether some card could be lost to the attack (`payers` is not empty), without listing them."""
    cost, enraged, side = catalog.attack(attack_id).cost, state.enraged, catalog.face
    return any(is_a(side(c, c in enraged).name, cost) for c in (*state.hand, *state.discard))


def openings(catalog: Catalog, state: UdoState, finisher: str) -> list[tuple[str, int]]:
    """This turn's openings (negative: guards) that apply to a combo with this finisher, as (attack name, plus)."""
    name = face(catalog, state, finisher).name
    found = [catalog.attack(attack_id) for attack_id in state.turn_attacks]
    return [(attack.name, attack.opening.plus) for attack in found
            if attack.opening is not None and is_a(name, attack.opening.keyword)]


def x_figure(catalog: Catalog, state: UdoState, combo: tuple[str, ...], spend_charge: bool,
             double: bool = False) -> Figure:
    """X of this combo if it were resolved now, with its parts: its cards, the Charge spent, each opening or guard
    of this turn's attacks, and ENRAGED Kai's doubling (X = 2 * (cards + opening), ruling Kai 10)."""
    parts = [Part("card" if len(combo) == 1 else "cards", len(combo))]
    parts += [Part("Charge", state.charge)] if spend_charge else []
    parts += [Part(f"{'Opening' if plus > 0 else 'Guard'} ({name})", plus)
              for name, plus in openings(catalog, state, combo[-1])]
    x = Figure("X", tuple(parts), counted=True)
    return Figure("X", (*parts, Part("doubled", max(0, 2 * x.value) - x.value)), counted=True) if double else x


def finisher_figures(catalog: Catalog, state: UdoState, combo: tuple[str, ...], spend_charge: bool,
                     double: bool = False) -> tuple[Figure, ...]:
    """X of the combo (x_figure), then what each Deal or Block of its finisher comes to: X plus the printed
    plus, never below 0, as many times as it prints ("Deal X twice")."""
    x = x_figure(catalog, state, combo, spend_charge, double)
    made = [floored(effect.kind.title(), (*x.parts, Part("printed", effect.plus)), times=effect.times, counted=True)
            for effect in face(catalog, state, combo[-1]).effects if isinstance(effect, Deal | Block)]
    return (x, *made)


def forecast(
    catalog: Catalog, state: UdoState, combo: tuple[str, ...], spend_charge: bool, double: bool = False
) -> tuple[int, tuple[Step, ...]]:
    """X and the finisher's steps if this combo were resolved now (Charge spent or not; doubled by
    ENRAGED Kai or not: X = 2 * (cards + opening), ruling Kai 10). x_figure tells the same X with its parts; this
    adds it up without them, as the rules do every time a combo is resolved."""
    x = len(combo) + (state.charge if spend_charge else 0) + opening_for(catalog, state, combo[-1])
    x = max(0, 2 * x) if double else x
    return x, steps_for(face(catalog, state, combo[-1]), x, catalog.is_kai)
