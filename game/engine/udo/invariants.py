"""What must hold in every state of a Udo campaign; autoplay --check verifies it after every event."""

from __future__ import annotations

from collections import Counter

from game.engine.udo.cards import Catalog
from game.engine.udo.combos import hearts
from game.engine.udo.kai import COUNTED, SPENDING_STEPS
from game.engine.udo.state import (
    CHOOSE_MASTER,
    LOST,
    PLAY,
    RESOLVE_ATTACKS,
    RESOLVE_COMBOS,
    REVEAL,
    SETUP,
    WON,
    UdoState,
)

PHASES = (SETUP, CHOOSE_MASTER, REVEAL, PLAY, RESOLVE_COMBOS, RESOLVE_ATTACKS, WON, LOST)


def check(catalog: Catalog, state: UdoState) -> list[str]:
    problems: list[str] = []
    if state.phase not in PHASES:
        return [f"unknown phase {state.phase!r}"]
    if state.phase == SETUP:
        return []
    owned = [c.id for c in catalog.starters] + [catalog.master(m).special_move.id for m in state.defeated]
    if sorted(state.owned() + state.exhausted) != sorted(owned):  # what Counter equality says, far quicker
        expected, held = Counter(owned), Counter(state.owned() + state.exhausted)
        lost, extra = expected - held, held - expected
        problems.append(f"cards lost {sorted(lost.elements())} or duplicated {sorted(extra.elements())}")
    if sorted(state.deck + state.attack_discard + state.revealed + state.kept) != sorted(a.id for a in catalog.attacks):
        problems.append("attack cards lost or duplicated (kept attacks counted once)")
    if not 0 <= state.charge <= catalog.charge_max:
        problems.append(f"Charge {state.charge} is off the tracker")
    if state.glory != sum(catalog.master(m).glory for m in state.defeated):
        problems.append("glory does not match the masters defeated")
    if len(set(state.defeated)) != len(state.defeated):
        problems.append("a master was defeated twice")
    if state.phase in (REVEAL, PLAY, RESOLVE_COMBOS, RESOLVE_ATTACKS):
        if state.master is None:
            problems.append("a fight is on with no master")
        else:
            ids = {h for h, _ in hearts(catalog, state.master)}
            if not state.covered <= ids:
                problems.append("a covered heart is not the current master's")
    if state.phase != PLAY and state.phase != RESOLVE_COMBOS and state.combos:
        problems.append("combos are on the table outside Play and Resolve Combos")
    if state.phase == CHOOSE_MASTER and (state.revealed or state.master is not None):
        problems.append("attacks or a master remain between fights")
    if state.resolving is not None and not 0 <= state.resolving < len(state.combos):
        problems.append("the combo resolving does not exist")
    if state.phase == WON and len(state.defeated) < catalog.masters_to_defeat:
        problems.append("won before defeating enough masters")
    problems += _pending_problems(state)
    problems += _kai_problems(catalog, state) if catalog.is_kai else _udo_has_no_kai_parts(state)
    return problems


def _pending_problems(state: UdoState) -> list[str]:
    problems = []
    if any(kind in COUNTED and count < 1 for kind, count in state.pending):
        problems.append("a pending choice asks for no card")
    if state.resolving is None and state.pending:
        if state.phase not in SPENDING_STEPS or state.pending[0][0] != "enrage" or len(state.pending) > 1:
            problems.append("a choice is pending outside a combo other than a kept attack's ENRAGE")
    if state.retrieved and state.resolving is None:
        problems.append("cards set aside by Planning outside a combo's resolution")
    return problems


def _kai_problems(catalog: Catalog, state: UdoState) -> list[str]:
    """Kai: each of her cards in exactly one place (checked above) with exactly one side up."""
    problems = []
    stray = sorted(card for card in state.enraged if not catalog.two_sided(card))
    if stray:
        problems.append(f"cards with no ENRAGED side marked ENRAGED: {stray}")
    if state.charge:
        problems.append("Kai has Charge")
    if any(not catalog.attack(a).bonus.charge for a in state.kept):
        problems.append("Kai keeps an attack that grants no Charge")
    if state.kept and state.phase in (CHOOSE_MASTER, WON):
        problems.append("Kai still keeps attacks after the fight")
    if state.doubled and not (state.kai_enraged and state.phase in (RESOLVE_COMBOS, RESOLVE_ATTACKS, LOST)):
        problems.append("a combo was doubled outside ENRAGED Kai's Resolve Combos")
    return problems


def _udo_has_no_kai_parts(state: UdoState) -> list[str]:
    if state.enraged or state.kai_enraged or state.doubled or state.kept or state.retrieved:
        return ["Udo's campaign has ENRAGED cards, kept attacks or Planning"]
    return []
