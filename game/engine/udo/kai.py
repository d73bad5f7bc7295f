"""Kai, the Tempest: what her campaign adds to Udo's rules ("Kai's rulings" 1-12 in assets/udo/rules.md).

- Blocking an attack that grants Charge keeps it (`AttackKept`) instead of gaining Charge; she may
  discard it whenever she has a move in a fight (`SpendKeptAttack`) to ENRAGE that many calm cards of
  her hand. Unspent kept attacks are discarded when the fight ends.
- After the last attack has hit (or been blocked), the turn waits while Kai keeps an attack and holds a calm
  card (`waits_at_turn_end`): she may still discard it before the check, then ends the turn (`EndTurn`).
- When the attacks are revealed, Kai is ENRAGED for the turn if she holds at least one card of her own
  and all of them are ENRAGED; otherwise she is calm. ENRAGED, she may double one combo a turn.
- ENRAGE, Planning's take and keep are counted steps ("enrage", n): the player picks one card at a
  time; when the cards to pick from are no more than the count, they are all taken without asking.
  A finisher's ENRAGE reaches the hand and the combos on the table; a kept attack's, only the hand
  (`combos.targets` tells them apart by whether a combo is resolving).
"""

from __future__ import annotations

from game.engine.core import Rejected
from game.engine.udo import commands as cmd
from game.engine.udo import events as ev
from game.engine.udo.cards import Catalog
from game.engine.udo.combos import targets
from game.engine.udo.outcome import Outcome
from game.engine.udo.sides import calm_in_hand, tempest_rages
from game.engine.udo.state import PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS, UdoState

COUNTED = ("enrage", "retrieve", "keep")  # steps that pick that many cards, one at a time
SPENDING_STEPS = (PLAY, RESOLVE_COMBOS, RESOLVE_ATTACKS)


def can_spend(state: UdoState) -> bool:
    """Whether a kept attack may be discarded now: Kai has a move in a fight and no choice is pending."""
    return state.phase in SPENDING_STEPS and state.resolving is None and not state.pending


def waits_at_turn_end(catalog: Catalog, state: UdoState) -> bool:
    """Whether the turn waits for Kai after every attack has hit: she keeps an attack, and discarding it would
    ENRAGE a calm card of her hand. The rulebook lets her discard it "at any time"; without this moment an attack
    kept by the last combo could only be spent after the next reveal, when she has already been checked."""
    return catalog.is_kai and bool(state.kept) and bool(calm_in_hand(catalog, state))


def can_double(state: UdoState) -> bool:
    return state.kai_enraged and not state.doubled


def double_problem(out: Outcome) -> Rejected | None:
    """Why the combo about to resolve cannot be doubled, or None if ENRAGED Kai may double it."""
    if not out.catalog.is_kai:
        return Rejected("not_kai", "Only ENRAGED Kai doubles the length of a combo.")
    if not out.state.kai_enraged:
        return Rejected("kai_calm", "Kai is calm: she doubles a combo only while ENRAGED.")
    if out.state.doubled:
        return Rejected("already_doubled", "Kai has already doubled a combo this turn.")
    return None


# ----- the player's commands -----------------------------------------------------------------


def spend_kept_attack(out: Outcome, command: cmd.SpendKeptAttack) -> Rejected | None:
    state, catalog = out.state, out.catalog
    if not catalog.is_kai or command.attack not in state.kept:
        return Rejected("not_kept", "That is not an attack Kai keeps.")
    if not can_spend(state):
        return Rejected("wrong_step", "A kept attack is discarded during Play Combos, between combos in "
                                      "Resolve Combos, or during Resolve Attacks, when no choice is waiting.")
    out.add(ev.KeptAttackSpent(attack=command.attack, charge=catalog.attack(command.attack).bonus.charge))
    return None


def _choice(out: Outcome, kind: str, card: str, wrong: str) -> Rejected | None:
    state = out.state
    if not state.pending or state.pending[0][0] != kind:
        return Rejected("wrong_step", f"There is no card to {kind} now.")
    if card not in targets(out.catalog, state, state.pending[0]):
        return Rejected("bad_target", wrong)
    return None


def enrage_card(out: Outcome, command: cmd.EnrageCard) -> Rejected | None:
    problem = _choice(out, "enrage", command.card, "Only a calm card of Kai's can be ENRAGED: in your hand, or "
                                                   "in a combo for a finisher's ENRAGE (techniques have one side).")
    if problem is None:
        out.add(ev.CardEnraged(card=command.card))
    return problem


def retrieve_card(out: Outcome, command: cmd.RetrieveCard) -> Rejected | None:
    problem = _choice(out, "retrieve", command.card, "Planning takes a card from your discard pile.")
    if problem is None:
        _retrieve(out, command.card)
    return problem


def keep_card(out: Outcome, command: cmd.KeepCard) -> Rejected | None:
    problem = _choice(out, "keep", command.card, "Keep one of the cards Planning took.")
    if problem is None:
        out.add(ev.CardKept(card=command.card))
    return problem


def _retrieve(out: Outcome, card: str) -> None:
    out.add(ev.CardRetrieved(card=card))
    if card in out.state.enraged:
        out.add(ev.CardCalmed(card=card))


# ----- what happens on its own ---------------------------------------------------------------


def keep_blocked(out: Outcome, attack_id: str) -> bool:
    """Kai keeps a blocked attack that grants Charge (ruling Kai 7); True when she did."""
    charge = out.catalog.attack(attack_id).bonus.charge
    if not out.catalog.is_kai or not charge:
        return False
    out.add(ev.AttackKept(attack=attack_id, charge=charge))
    return True


def check_tempest(out: Outcome, turn: int) -> None:
    """At the reveal of the attacks: Kai is ENRAGED this turn if every card of hers in hand is ENRAGED."""
    if not out.catalog.is_kai:
        return
    rages = tempest_rages(out.catalog, out.state)
    if rages and not out.state.kai_enraged:
        out.add(ev.KaiEnraged(turn=turn))
    elif not rages and out.state.kai_enraged:
        out.add(ev.KaiCalmed(turn=turn))


def retire_kept(out: Outcome) -> None:
    """The end of a fight: the attacks Kai kept and did not spend go to the attack discard pile."""
    if out.state.kept:
        out.add(ev.KeptAttacksDiscarded(attacks=out.state.kept))


def advance_counted(out: Outcome) -> bool:
    """Takes a counted step (ENRAGE n, take n, keep n) as far as it goes without a choice: every card
    when there are no more to pick from than the count, then the rest fizzles. False when the player
    must choose."""
    state = out.state
    kind, count = state.pending[0]
    options = targets(out.catalog, state, state.pending[0])
    if len(options) > count:
        return False
    for card in options:
        if kind == "enrage":
            out.add(ev.CardEnraged(card=card))
        elif kind == "retrieve":
            _retrieve(out, card)
        else:
            out.add(ev.CardKept(card=card))
    if count > len(options):
        out.add(ev.EffectFizzled(kind=kind, value=count - len(options)))
    return True


def set_aside_left(out: Outcome) -> bool:
    """Planning is done with the cards it took and did not keep: they go back to the discard pile."""
    state = out.state
    if state.retrieved and (not state.pending or state.pending[0][0] not in ("retrieve", "keep")):
        out.add(ev.RetrievedDiscarded(cards=state.retrieved))
        return True
    return False
