"""How each event changes the state: one small function per event type."""

from __future__ import annotations

from functools import singledispatch

from game.engine.core import Event
from game.engine.fast import dispatcher, handlers
from game.engine.udo import events as ev
from game.engine.udo.state import CHOOSE_MASTER, LOST, REVEAL, SETUP, WON, Step, UdoState, revise


def _without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    index = items.index(item)
    return items[:index] + items[index + 1 :]


def _one_chosen(pending: tuple[Step, ...], kind: str) -> tuple[Step, ...]:
    """The pending steps after one card of a counted step (ENRAGE 3, take 2, keep 1) was chosen."""
    if not pending or pending[0][0] != kind:
        return pending
    left = pending[0][1] - 1
    return ((kind, left), *pending[1:]) if left > 0 else pending[1:]


@singledispatch
def evolve(event: Event, state: UdoState) -> UdoState:
    raise TypeError(f"no evolve for {type(event).__name__}")


@evolve.register
def _(event: ev.CampaignStarted, state: UdoState) -> UdoState:
    return UdoState(phase=SETUP, hero=event.hero, hand=event.cards)


@evolve.register
def _(event: ev.PositionSet, state: UdoState) -> UdoState:
    return revise(state, hand=event.hand, discard=event.discard, exhausted=event.exhausted, defeated=event.defeated,
                   glory=event.glory, charge=event.charge, enraged=frozenset(event.enraged))


@evolve.register
def _(event: ev.AttackDeckShuffled, state: UdoState) -> UdoState:
    return revise(state, deck=event.order, attack_discard=())


@evolve.register
def _(event: ev.MasterChallenged, state: UdoState) -> UdoState:
    return revise(state, phase=REVEAL, master=event.master, covered=frozenset())


@evolve.register
def _(event: ev.AttacksRevealed, state: UdoState) -> UdoState:
    count = len(event.attacks)
    return revise(
        state,
        deck=state.deck[count:],
        revealed=state.revealed + event.attacks,
        turn_attacks=state.turn_attacks + event.attacks,
    )


@evolve.register
def _(event: ev.StepBegan, state: UdoState) -> UdoState:
    return revise(state, phase=event.step, turn=event.turn)


@evolve.register
def _(event: ev.CardPlayed, state: UdoState) -> UdoState:
    combos = list(state.combos)
    if event.combo == len(combos):
        combos.append((event.card,))
    else:
        combos[event.combo] = combos[event.combo] + (event.card,)
    return revise(state, hand=_without(state.hand, event.card), combos=tuple(combos))


@evolve.register
def _(event: ev.CardTakenBack, state: UdoState) -> UdoState:
    combos = list(state.combos)
    combos[event.combo] = combos[event.combo][:-1]
    if not combos[event.combo]:
        del combos[event.combo]
    return revise(state, hand=state.hand + (event.card,), combos=tuple(combos))


@evolve.register
def _(event: ev.ComboStarted, state: UdoState) -> UdoState:
    return revise(
        state,
        resolving=event.combo,
        x=event.cards + event.charge + event.opening,
        charge=state.charge - event.charge,
        pending=event.steps,
    )


@evolve.register
def _(event: ev.ChargeGained, state: UdoState) -> UdoState:
    pending = state.pending[1:] if state.pending and state.pending[0][0] == "charge" else state.pending
    return revise(state, charge=state.charge + event.amount, pending=pending)


@evolve.register
def _(event: ev.BonusChargeGained, state: UdoState) -> UdoState:
    return revise(state, charge=state.charge + event.amount)


@evolve.register
def _(event: ev.HeartCovered, state: UdoState) -> UdoState:
    return revise(state, covered=state.covered | {event.heart}, pending=state.pending[1:])


@evolve.register
def _(event: ev.AttackBlocked, state: UdoState) -> UdoState:
    return revise(
        state,
        revealed=_without(state.revealed, event.attack),
        attack_discard=state.attack_discard + (event.attack,),
        pending=state.pending[1:],
    )


@evolve.register
def _(event: ev.RecoveryEarned, state: UdoState) -> UdoState:
    # The recovery comes right after the block that earned it, before the rest of the effect.
    return revise(state, pending=(("recover", 1),) * event.cards + state.pending)


@evolve.register
def _(event: ev.CardRecovered, state: UdoState) -> UdoState:
    return revise(
        state, discard=_without(state.discard, event.card), hand=state.hand + (event.card,), pending=state.pending[1:]
    )


@evolve.register
def _(event: ev.EffectFizzled, state: UdoState) -> UdoState:
    return revise(state, pending=state.pending[1:])


@evolve.register
def _(event: ev.ComboResolved, state: UdoState) -> UdoState:
    combo = state.combos[event.combo]
    return revise(
        state,
        combos=state.combos[: event.combo] + state.combos[event.combo + 1 :],
        hand=state.hand + combo[:-1],
        discard=state.discard + (event.finisher,),
        resolving=None,
        x=0,
        pending=(),
    )


@evolve.register
def _(event: ev.AttackHit, state: UdoState) -> UdoState:
    if event.exhausted:
        state = revise(state, discard=_without(state.discard, event.card), exhausted=state.exhausted + (event.card,))
    else:
        state = revise(state, hand=_without(state.hand, event.card), discard=state.discard + (event.card,))
    return revise(
        state,
        revealed=_without(state.revealed, event.attack),
        attack_discard=state.attack_discard + (event.attack,),
    )


@evolve.register
def _(event: ev.TurnEnded, state: UdoState) -> UdoState:
    return revise(state, phase=REVEAL, turn_attacks=(), combos=(), doubled=False)


@evolve.register
def _(event: ev.MasterDefeated, state: UdoState) -> UdoState:
    return revise(
        state,
        hand=state.hand + state.discard + (event.move,),
        discard=(),
        charge=0,
        master=None,
        covered=frozenset(),
        defeated=state.defeated + (event.master,),
        glory=state.glory + event.glory,
        phase=CHOOSE_MASTER,
    )


@evolve.register
def _(event: ev.CampaignWon, state: UdoState) -> UdoState:
    return revise(state, phase=WON)


@evolve.register
def _(event: ev.CampaignLost, state: UdoState) -> UdoState:
    return revise(state, phase=LOST, lost_to=event.attack)




# ----- Kai, the Tempest ---------------------------------------------------------------------------


@evolve.register
def _(event: ev.CardEnraged, state: UdoState) -> UdoState:
    return revise(state, enraged=state.enraged | {event.card}, pending=_one_chosen(state.pending, "enrage"))


@evolve.register
def _(event: ev.CardCalmed, state: UdoState) -> UdoState:
    return revise(state, enraged=state.enraged - {event.card})


@evolve.register
def _(event: ev.KaiEnraged, state: UdoState) -> UdoState:
    return revise(state, kai_enraged=True)


@evolve.register
def _(event: ev.KaiCalmed, state: UdoState) -> UdoState:
    return revise(state, kai_enraged=False)


@evolve.register
def _(event: ev.DoubledComboStarted, state: UdoState) -> UdoState:
    return revise(
        state, resolving=event.combo, x=max(0, 2 * (event.cards + event.opening)), pending=event.steps, doubled=True
    )


@evolve.register
def _(event: ev.AttackKept, state: UdoState) -> UdoState:
    discard = _without(state.attack_discard, event.attack)
    return revise(state, attack_discard=discard, kept=state.kept + (event.attack,))


@evolve.register
def _(event: ev.KeptAttackSpent, state: UdoState) -> UdoState:
    return revise(
        state,
        kept=_without(state.kept, event.attack),
        attack_discard=state.attack_discard + (event.attack,),
        pending=(("enrage", event.charge), *state.pending),
    )


@evolve.register
def _(event: ev.KeptAttacksDiscarded, state: UdoState) -> UdoState:
    kept = state.kept
    for attack in event.attacks:
        kept = _without(kept, attack)
    return revise(state, kept=kept, attack_discard=state.attack_discard + event.attacks)


@evolve.register
def _(event: ev.CardRetrieved, state: UdoState) -> UdoState:
    return revise(
        state,
        discard=_without(state.discard, event.card),
        retrieved=state.retrieved + (event.card,),
        pending=_one_chosen(state.pending, "retrieve"),
    )


@evolve.register
def _(event: ev.CardKept, state: UdoState) -> UdoState:
    return revise(
        state,
        retrieved=_without(state.retrieved, event.card),
        hand=state.hand + (event.card,),
        pending=_one_chosen(state.pending, "keep"),
    )


@evolve.register
def _(event: ev.RetrievedDiscarded, state: UdoState) -> UdoState:
    retrieved = state.retrieved
    for card in event.cards:
        retrieved = _without(retrieved, card)
    return revise(state, retrieved=retrieved, discard=state.discard + event.cards)


# Every function is registered: the rules call them through a dict keyed by the event's type. HANDLERS holds
# this ruleset's own event types (what its decisions add); apply(event, state) takes any event.
HANDLERS = handlers(evolve)
apply = dispatcher(evolve)
