"""Deciding commands into events, and what happens on its own between the player's decisions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.core import Command, Event, Rejected
from game.engine.fields import handler_of
from game.engine.udo import commands as cmd
from game.engine.udo import events as ev
from game.engine.udo import kai
from game.engine.udo.cards import Catalog
from game.engine.udo.combos import (
    can_pay,
    finish_problem,
    forecast,
    opening_for,
    payers,
    placement_problem,
    swords,
    targets,
)
from game.engine.udo.outcome import Outcome
from game.engine.udo.state import CHOOSE_MASTER, ENDED, PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS, UdoState

CHOICES = (cmd.CoverHeart, cmd.BlockAttack, cmd.RecoverCard, cmd.EnrageCard, cmd.RetrieveCard, cmd.KeepCard)


def start(catalog: Catalog, seed: int, options: dict[str, Any]) -> list[Event]:
    out = Outcome(catalog, UdoState(), seed, 0)
    out.add(ev.CampaignStarted(hero=str(options.get("hero", "udo")), cards=tuple(c.id for c in catalog.starters)))
    out.add(ev.AttackDeckShuffled(order=out.shuffle(tuple(a.id for a in catalog.attacks))))
    out.add(ev.StepBegan(step=CHOOSE_MASTER, turn=0))
    return list(out.events)


def decide(catalog: Catalog, state: UdoState, command: Command, seed: int, position: int) -> list[Event] | Rejected:
    if state.phase in ENDED:
        return Rejected("game_over", "The campaign is over. Start a new one from the menu.")
    if command.seat != 0:  # also refuses a seat that is not even a number
        return Rejected("wrong_seat", "This is a solo campaign: only seat 0 plays.")
    handler = handler_of(_HANDLERS, command)
    if isinstance(handler, Rejected):
        return handler
    if state.pending and state.resolving is None and not isinstance(command, CHOICES):
        return Rejected("choice_pending", "First choose the cards to ENRAGE.")
    out = Outcome(catalog, state, seed, position)
    problem = handler(out, command)
    if problem is not None:
        return problem
    advance(out)
    return out.decided()


# ----- the player's commands -----------------------------------------------------------------


def _choose_master(out: Outcome, command: cmd.ChooseMaster) -> Rejected | None:
    state, catalog = out.state, out.catalog
    if state.phase != CHOOSE_MASTER:
        return Rejected("wrong_step", "You are in the middle of a fight; finish it first.")
    if command.master not in catalog.masters_by_id:
        return Rejected("no_such_master", f"There is no master called {command.master!r}.")
    if command.master in state.defeated:
        return Rejected("already_defeated", f"{catalog.master(command.master).name} is already defeated.")
    out.add(ev.MasterChallenged(master=command.master))
    _begin_turn(out)
    return None


def _play_card(out: Outcome, command: cmd.PlayCard) -> Rejected | None:
    state = out.state
    if state.phase != PLAY:
        return Rejected("wrong_step", "Cards can only be laid during Play Combos.")
    if command.card not in state.hand:
        return Rejected("not_in_hand", "That card is not in your hand.")
    if not 0 <= command.combo <= len(state.combos):
        return Rejected("no_such_combo", "There is no such combo.")
    combo = state.combos[command.combo] if command.combo < len(state.combos) else ()
    problem = placement_problem(out.catalog, combo, command.card, state.enraged)
    if problem is not None:
        return Rejected("condition", problem)
    out.add(ev.CardPlayed(card=command.card, combo=command.combo))
    return None


def _take_back(out: Outcome, command: cmd.TakeBackCard) -> Rejected | None:
    state = out.state
    if state.phase != PLAY:
        return Rejected("wrong_step", "Cards can only be taken back during Play Combos.")
    if not 0 <= command.combo < len(state.combos):
        return Rejected("no_such_combo", "There is no such combo.")
    out.add(ev.CardTakenBack(card=state.combos[command.combo][-1], combo=command.combo))
    return None


def _finish_playing(out: Outcome, command: cmd.FinishPlaying) -> Rejected | None:
    state = out.state
    if state.phase != PLAY:
        return Rejected("wrong_step", "You are not playing combos now.")
    for combo in state.combos:
        problem = finish_problem(out.catalog, combo, state.enraged)
        if problem is not None:
            return Rejected("condition", problem)
    out.add(ev.StepBegan(step=RESOLVE_COMBOS, turn=state.turn))
    return None


def _resolve_combo(out: Outcome, command: cmd.ResolveCombo) -> Rejected | None:
    state, catalog = out.state, out.catalog
    if state.phase != RESOLVE_COMBOS or state.resolving is not None:
        return Rejected("wrong_step", "Combos are resolved one at a time during Resolve Combos.")
    if not 0 <= command.combo < len(state.combos):
        return Rejected("no_such_combo", "There is no such combo.")
    if command.spend_charge and state.charge == 0:
        return Rejected("no_charge", "You have no Charge to spend.")
    problem = kai.double_problem(out) if command.double else None
    if problem is not None:
        return problem
    combo = state.combos[command.combo]
    charge = state.charge if command.spend_charge else 0
    _, steps = forecast(catalog, state, combo, command.spend_charge, command.double)
    opening = opening_for(catalog, state, combo[-1])
    if command.double:
        out.add(ev.DoubledComboStarted(combo=command.combo, cards=len(combo), opening=opening, steps=steps))
    else:
        out.add(ev.ComboStarted(combo=command.combo, cards=len(combo), charge=charge, opening=opening, steps=steps))
    return None


def _pending_choice(out: Outcome, kind: str, target: str, label: str) -> Rejected | None:
    state = out.state
    if state.resolving is None or not state.pending or state.pending[0][0] != kind:
        return Rejected("wrong_step", f"There is nothing to {label} now.")
    if target not in targets(out.catalog, state, state.pending[0]):
        return Rejected("bad_target", _why_not(out.catalog, state, target))
    return None


def _why_not(catalog: Catalog, state: UdoState, target: str) -> str:
    kind, value = state.pending[0]
    if kind == "deal":
        return f"{value} damage can only cover an uncovered heart of {value} or less."
    if kind == "block":
        return f"Block {value} only stops a revealed attack of block value {value} or less."
    return "Only a card in your discard pile can be recovered."


def _cover_heart(out: Outcome, command: cmd.CoverHeart) -> Rejected | None:
    problem = _pending_choice(out, "deal", command.heart, "deal damage to")
    if problem is None:
        out.add(ev.HeartCovered(heart=command.heart, damage=out.state.pending[0][1]))
    return problem


def _block_attack(out: Outcome, command: cmd.BlockAttack) -> Rejected | None:
    problem = _pending_choice(out, "block", command.attack, "block")
    if problem is None:
        _block(out, command.attack)
    return problem


def _recover_card(out: Outcome, command: cmd.RecoverCard) -> Rejected | None:
    problem = _pending_choice(out, "recover", command.card, "recover")
    if problem is None:
        out.add(ev.CardRecovered(card=command.card))
    return problem


def _take_hit(out: Outcome, command: cmd.TakeHit) -> Rejected | None:
    state, catalog = out.state, out.catalog
    if state.phase != RESOLVE_ATTACKS:
        return Rejected("wrong_step", "Attacks hit you during Resolve Attacks.")
    if command.attack not in state.revealed:
        return Rejected("no_such_attack", "That attack is not waiting to hit you.")
    if command.card not in payers(catalog, state, command.attack):
        cost = catalog.attack(command.attack).cost
        return Rejected("wrong_card", f"{catalog.attack(command.attack).name} takes a {cost} card from your hand "
                                      "or discard pile.")
    out.add(ev.AttackHit(attack=command.attack, card=command.card, exhausted=command.card not in state.hand))
    return None


def _end_turn_command(out: Outcome, command: cmd.EndTurn) -> Rejected | None:
    state = out.state
    if state.phase != RESOLVE_ATTACKS or state.revealed:
        return Rejected("wrong_step", "The turn ends once every attack has hit you.")
    _end_turn(out)
    return None


_HANDLERS: dict[type, Callable[[Outcome, Any], Rejected | None]] = {
    cmd.ChooseMaster: _choose_master,
    cmd.PlayCard: _play_card,
    cmd.TakeBackCard: _take_back,
    cmd.FinishPlaying: _finish_playing,
    cmd.ResolveCombo: _resolve_combo,
    cmd.CoverHeart: _cover_heart,
    cmd.BlockAttack: _block_attack,
    cmd.RecoverCard: _recover_card,
    cmd.TakeHit: _take_hit,
    cmd.SpendKeptAttack: kai.spend_kept_attack,
    cmd.EndTurn: _end_turn_command,
    cmd.EnrageCard: kai.enrage_card,
    cmd.RetrieveCard: kai.retrieve_card,
    cmd.KeepCard: kai.keep_card,
}


# ----- what happens on its own ---------------------------------------------------------------


def _block(out: Outcome, attack_id: str) -> None:
    out.add(ev.AttackBlocked(attack=attack_id, block=out.state.pending[0][1]))
    bonus = out.catalog.attack(attack_id).bonus
    if not kai.keep_blocked(out, attack_id) and bonus.charge:
        out.add(ev.BonusChargeGained(attack=attack_id, amount=_room(out, bonus.charge)))
    if bonus.recover:
        out.add(ev.RecoveryEarned(cards=bonus.recover))


def _room(out: Outcome, amount: int) -> int:
    """Charge gained, cut off at the top of the tracker."""
    return max(0, min(amount, out.catalog.charge_max - out.state.charge))


def _begin_turn(out: Outcome) -> None:
    state = out.state
    assert state.master is not None
    need = swords(out.catalog, state.master, state.covered)
    drawn = state.deck[:need]
    if drawn:
        out.add(ev.AttacksRevealed(attacks=drawn))
    if len(drawn) < need:
        out.add(ev.AttackDeckShuffled(order=out.shuffle(out.state.attack_discard)))
        out.add(ev.AttacksRevealed(attacks=out.state.deck[: need - len(drawn)]))
    kai.check_tempest(out, state.turn + 1)
    out.add(ev.StepBegan(step=PLAY, turn=state.turn + 1))


def advance(out: Outcome) -> None:
    """Adds every event that follows without a choice, until the player must decide."""
    while True:
        state = out.state
        if state.phase in ENDED:
            return
        if state.pending and state.resolving is None:  # Kai discarded a kept attack: ENRAGE
            if not kai.advance_counted(out):
                return
        elif state.phase == RESOLVE_COMBOS:
            if state.resolving is not None:
                if not _advance_effect(out):
                    return
            elif not state.combos:
                out.add(ev.StepBegan(step=RESOLVE_ATTACKS, turn=state.turn))
            else:
                return
        elif state.phase == RESOLVE_ATTACKS:
            if not _advance_attacks(out):
                return
        else:
            return


def _advance_effect(out: Outcome) -> bool:
    """Resolves the next part of the finisher's effect if no choice is needed; False when one is."""
    state = out.state
    resolving = state.resolving
    assert resolving is not None
    if kai.set_aside_left(out):
        return True
    if not state.pending:
        out.add(ev.ComboResolved(combo=resolving, finisher=state.combos[resolving][-1]))
        return True
    kind, value = step = state.pending[0]
    if kind in kai.COUNTED:
        return kai.advance_counted(out)
    if kind == "charge":
        out.add(ev.ChargeGained(amount=_room(out, value)))
        return True
    options = targets(out.catalog, state, step)
    if not options:
        out.add(ev.EffectFizzled(kind=kind, value=value))
    elif len(options) == 1 and kind == "deal":
        out.add(ev.HeartCovered(heart=options[0], damage=value))
    elif len(options) == 1 and kind == "block":
        _block(out, options[0])
    elif len(options) == 1:
        out.add(ev.CardRecovered(card=options[0]))
    else:
        return False
    return True


def _advance_attacks(out: Outcome) -> bool:
    state, catalog = out.state, out.catalog
    for attack in state.revealed:
        if not can_pay(catalog, state, attack):
            out.add(ev.CampaignLost(attack=attack))
            return True
    if state.revealed or kai.waits_at_turn_end(catalog, state):
        return False
    _end_turn(out)
    return True


def _end_turn(out: Outcome) -> None:
    """Every attack has hit: the turn ends, and the master falls or the next turn begins."""
    state, catalog = out.state, out.catalog
    out.add(ev.TurnEnded(turn=state.turn))
    assert state.master is not None
    if swords(catalog, state.master, state.covered) == 0:
        kai.retire_kept(out)
        master = catalog.master(state.master)
        out.add(ev.MasterDefeated(master=master.id, glory=master.glory, move=master.special_move.id))
        if len(out.state.defeated) >= catalog.masters_to_defeat:
            out.add(ev.CampaignWon(glory=out.state.glory))
    else:
        _begin_turn(out)
