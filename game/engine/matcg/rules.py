"""Deciding commands into events: each command's checks (with reasons a player can read) and what it does, and the
commands legal now. The fight's set-up is game.engine.matcg.setup."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.core import Command, Event, Rejected
from game.engine.fields import handler_of
from game.engine.matcg import agreement, army, flow, teamplay
from game.engine.matcg import cards as c
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg import step_events as ts
from game.engine.matcg import values as v
from game.engine.matcg.cards import Catalog
from game.engine.matcg.flow import Out, over_limit
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import (
    ATTACK,
    BLOCK,
    COUNTER,
    DISCARD,
    LEAD,
    LINK,
    OFFER,
    OVER,
    PHASES,
    PREP,
    RESOLVE,
    SETUP,
    MatcgState,
    seat_of,
)
from game.engine.matcg.teams import team_event

STRATEGY_PHASES = (PREP, ATTACK, LINK, BLOCK, COUNTER, RESOLVE)
PHASE_WORDS = {PREP: "the Prep Phase", ATTACK: "the Attack Phase", LINK: "a combo", BLOCK: "the Block Phase",
               COUNTER: "a counter-attack", RESOLVE: "the Resolve Phase", DISCARD: "the end of the turn",
               LEAD: "the naming of the enemies' leader", OFFER: "the answer to the judges' offer of a draw"}


# ----- deciding a command --------------------------------------------------------------------------------------


def to_act(rules: RuleSet, state: MatcgState) -> int | None:
    if state.phase in (SETUP, OVER):
        return None
    if state.offer is not None:
        return state.offer.waiting[0]
    if state.responder is not None:
        return state.responder
    if state.phase == BLOCK:
        assert state.attack is not None
        return state.attack.answerer
    if state.phase == COUNTER:
        assert state.guard is not None
        return seat_of(state.guard)
    if state.phase == DISCARD:
        return over_limit(rules, state)
    if state.phase == LEAD:
        return army.spokesman(state)
    return state.active


def decide(catalog: Catalog, rules: RuleSet, state: MatcgState, command: Command, seed: int,
           position: int) -> list[Event] | Rejected:
    problem = rejection(catalog, rules, state, command)
    if problem is not None:
        return problem
    out = Out(catalog, rules, state, seed, position)
    _HANDLERS[type(command)](out, command)
    if out.state.phase == DISCARD and not out.state.stack and over_limit(rules, out.state) is None:
        flow.finish_turn(out)  # a Strategy card played at the end of the turn brought the hand down to the limit
    return out.decided()


def rejection(catalog: Catalog, rules: RuleSet, state: MatcgState, command: Command) -> Rejected | None:
    """Why the command cannot be played now, or None when it can."""
    if state.phase == OVER:
        return Rejected("game_over", "The fight is over.")
    if state.phase == SETUP:
        return Rejected("not_started", "The fight has not started.")
    check = handler_of(_CHECKS, command)
    if isinstance(check, Rejected):
        return check
    if command.seat != to_act(rules, state):
        return Rejected("not_your_turn", "Wait: your opponent is to act.")
    card = getattr(command, "card", None)
    if card is not None and card not in state.hands[command.seat]:
        return Rejected("not_in_hand", "That card is not in your hand.")
    if state.responder is not None and not isinstance(command, cmd.PlayStrategy | cmd.LetResolve):
        return Rejected("answer_first", "A Strategy card waits for your answer: cancel it or let it resolve.")
    text = check(catalog, rules, state, command)
    return None if text is None else Rejected(_code(command), text)


def _code(command: Command) -> str:
    return {cmd.PlayAttack: "illegal_attack", cmd.Block: "illegal_block", cmd.PlayStrategy: "illegal_strategy",
            cmd.PlayEvent: "illegal_event"}.get(type(command), "wrong_phase")


def _phase_is(state: MatcgState, *phases: str) -> str | None:
    if state.phase in phases:
        return None
    return f"Not now: it is {PHASE_WORDS.get(state.phase, state.phase)}."


def _check_event(catalog: Catalog, rules: RuleSet, state: MatcgState, command: cmd.PlayEvent) -> str | None:
    printed = v.card(catalog, command.card)
    if not isinstance(printed, c.EventCard):
        return f"{printed.name} is not an Event card."
    if state.phase not in WHEN[cmd.PlayEvent]:
        return "Event cards are played in the Prep or Resolve Phase of your turn."
    return None


def _check_strategy(catalog: Catalog, rules: RuleSet, state: MatcgState, command: cmd.PlayStrategy) -> str | None:
    printed = v.card(catalog, command.card)
    if not isinstance(printed, c.StrategyCard):
        return f"{printed.name} is not a Strategy card."
    if state.responder is not None and not v.has(printed, c.Cancel):
        return f"Only a card that cancels can answer a Strategy card; {printed.name} does not."
    if state.responder is None and state.phase not in WHEN[cmd.PlayStrategy] and not (
            rules.strategies_any_time and state.phase == DISCARD):
        return "Strategy cards are played in the Prep, Attack, Block and Resolve Phases."
    if state.adr[command.seat] < printed.adr:
        return f"{printed.name} costs {printed.adr} ADR; you have {state.adr[command.seat]}."
    return None


def _check_attack(catalog: Catalog, rules: RuleSet, state: MatcgState, command: cmd.PlayAttack) -> str | None:
    printed = v.card(catalog, command.card)
    if not isinstance(printed, c.AttackCard):
        return f"{printed.name} is not an Attack card."
    wrong = (teamplay.target_problem(state, command) if state.phase in WHEN[cmd.PlayAttack]
             else _phase_is(state, *WHEN[cmd.PlayAttack]))
    if wrong is not None:
        return wrong
    if state.phase == ATTACK:
        return None
    after = state.last if state.phase == LINK else state.guard
    assert after is not None
    need = v.lnk(catalog, state, after)
    if printed.cpt >= need:
        return None
    before = v.card(catalog, after)
    rain = v.link_bonus(catalog, state)
    lnk = f"LNK {need - rain} (+{rain} from the Events in play)" if rain else f"LNK {need}"
    if state.phase == LINK:
        return f"{printed.name}'s CPT {printed.cpt} is below {before.name}'s {lnk}: it cannot continue the combo."
    return (f"{printed.name}'s CPT {printed.cpt} is below {before.name}'s {lnk}: "
            "it cannot counter-attack from that block.")


def _check_block(catalog: Catalog, rules: RuleSet, state: MatcgState, command: cmd.Block) -> str | None:
    if state.phase not in WHEN[cmd.Block]:
        return _phase_is(state, *WHEN[cmd.Block])
    printed = v.card(catalog, command.card)
    attack = state.attack
    assert attack is not None
    attacker = v.card(catalog, attack.card)
    if not isinstance(printed, c.AttackCard | c.DefenseCard):
        return f"{printed.name} cannot block: only Defense cards and Attack cards (for their DEF) can."
    if attack.blocks:
        if not v.has(v.card(catalog, attack.blocks[-1]), c.Stack):
            return "The attack is already blocked."
        if not isinstance(printed, c.DefenseCard):
            return f"Only a Defense card can be added to {v.card(catalog, attack.blocks[-1]).name}'s block."
    if isinstance(printed, c.AttackCard) and v.has(attacker, c.NoAttackBlock):
        return f"{attacker.name} cannot be blocked with an Attack card."
    return None


def _check_phase(kind: type) -> Callable[..., str | None]:
    phases = WHEN[kind]

    def check(catalog: Catalog, rules: RuleSet, state: MatcgState, command: Command) -> str | None:
        return None if state.phase in phases else _phase_is(state, *phases)

    return check


def _check_let_resolve(catalog: Catalog, rules: RuleSet, state: MatcgState, command: Command) -> str | None:
    return None if state.responder is not None else "No Strategy card waits for your answer."


# The phases each command may be played in (a Strategy card also answers another at any time, and with DGM's
# strategies_any_time at the end of the turn too; LetResolve only answers one).
WHEN: dict[type, tuple[str, ...]] = {
    cmd.PlayEvent: (PREP, RESOLVE),
    cmd.PlayStrategy: STRATEGY_PHASES,
    cmd.PlayAttack: (ATTACK, LINK, COUNTER),
    cmd.Block: (BLOCK,),
    cmd.EndBlock: (BLOCK,),
    cmd.EndCombo: (LINK,),
    cmd.DeclineCounter: (COUNTER,),
    cmd.LetResolve: (),
    cmd.EndPhase: (PREP, ATTACK),
    cmd.EndTurn: (RESOLVE,),
    cmd.DiscardCard: (DISCARD,),
    cmd.CallTeammate: (BLOCK,),
    cmd.NameLeader: (LEAD,),
    cmd.AcceptDraw: (OFFER,),
    cmd.DeclineDraw: (OFFER,),
}

_CHECKS: dict[type, Callable[..., str | None]] = {
    cmd.PlayEvent: _check_event,
    cmd.PlayStrategy: _check_strategy,
    cmd.PlayAttack: _check_attack,
    cmd.Block: _check_block,
    cmd.EndBlock: _check_phase(cmd.EndBlock),
    cmd.EndCombo: _check_phase(cmd.EndCombo),
    cmd.DeclineCounter: _check_phase(cmd.DeclineCounter),
    cmd.LetResolve: _check_let_resolve,
    cmd.EndPhase: _check_phase(cmd.EndPhase),
    cmd.EndTurn: _check_phase(cmd.EndTurn),
    cmd.DiscardCard: _check_phase(cmd.DiscardCard),
    **teamplay.CHECKS,
    **agreement.CHECKS,
}


# ----- what each command does --------------------------------------------------------------------------------------


def _play_event(out: Out, command: cmd.PlayEvent) -> None:
    seat = command.seat
    out.add(ev.EventPlayed(seat=seat, card=command.card, replaced=team_event(out.state, seat)))


def _play_strategy(out: Out, command: cmd.PlayStrategy) -> None:
    seat, card = command.seat, command.card
    printed = v.card(out.catalog, card)
    assert isinstance(printed, c.StrategyCard)
    if out.state.diverted[seat]:
        out.add(ev.CardCancelled(seat=seat, card=card, cost=printed.adr))
        if out.state.stack:
            flow.resolve_stack(out)
        return
    out.add(ev.StrategyPlayed(seat=seat, card=card, cost=printed.adr))
    flow.after_strategy(out, seat)


def _play_attack(out: Out, command: cmd.PlayAttack) -> None:
    state, seat, card = out.state, command.seat, command.card
    phase = state.phase
    if state.diverted[seat]:
        out.add(ev.CardCancelled(seat=seat, card=card, cost=0))
        if phase == ATTACK:
            flow.after_combo(out)
        elif phase == LINK:
            flow.stop_combo(out, "cancelled")
        else:
            out.add(ts.CounterDeclined(seat=seat))
            flow.after_combo(out)
        return
    target = teamplay.attack_target(state, command)
    kind = {ATTACK: "attack", LINK: "link", COUNTER: "counter"}[phase]
    out.add(ev.AttackPlayed(seat=seat, target=target, card=card, kind=kind, bonus=state.focus[seat]))
    flow.await_answer(out)


def _block(out: Out, command: cmd.Block) -> None:
    seat, card = command.seat, command.card
    if out.state.diverted[seat]:
        out.add(ev.CardCancelled(seat=seat, card=card, cost=0))
        flow.await_answer(out)
        return
    out.add(ev.BlockPlayed(seat=seat, card=card))
    printed = v.card(out.catalog, card)
    if not (isinstance(printed, c.DefenseCard) and v.has(printed, c.Stack)) or not out.state.hands[seat]:
        flow.resolve_attack(out)


def _end_block(out: Out, command: cmd.EndBlock) -> None:
    flow.resolve_attack(out)


def _end_combo(out: Out, command: cmd.EndCombo) -> None:
    flow.stop_combo(out, "stopped")


def _decline_counter(out: Out, command: cmd.DeclineCounter) -> None:
    out.add(ts.CounterDeclined(seat=command.seat))
    flow.after_combo(out)


def _let_resolve(out: Out, command: cmd.LetResolve) -> None:
    flow.resolve_stack(out)


def _end_phase(out: Out, command: cmd.EndPhase) -> None:
    if out.state.phase == PREP:
        out.add(ts.PhaseBegan(phase=ATTACK, attack_phase=1))
    else:
        out.add(ts.PhaseBegan(phase=RESOLVE, attack_phase=out.state.attack_phase))


def _end_turn(out: Out, command: cmd.EndTurn) -> None:
    flow.end_turn(out)


def _discard(out: Out, command: cmd.DiscardCard) -> None:
    out.add(ev.CardDiscarded(seat=command.seat, card=command.card))
    if over_limit(out.rules, out.state) is None:
        flow.finish_turn(out)


_HANDLERS: dict[type, Callable[[Out, Any], None]] = {
    cmd.PlayEvent: _play_event,
    cmd.PlayStrategy: _play_strategy,
    cmd.PlayAttack: _play_attack,
    cmd.Block: _block,
    cmd.EndBlock: _end_block,
    cmd.EndCombo: _end_combo,
    cmd.DeclineCounter: _decline_counter,
    cmd.LetResolve: _let_resolve,
    cmd.EndPhase: _end_phase,
    cmd.EndTurn: _end_turn,
    cmd.DiscardCard: _discard,
    **teamplay.HANDLERS,
    **agreement.HANDLERS,
}


def legal(catalog: Catalog, rules: RuleSet, state: MatcgState, seat: int) -> list[Command]:
    """Every command the seat may make now: none unless it is the seat to act. Only the commands of the phase are
    checked, and each once for the copies of a card (the bots ask at every step of their playouts)."""
    if to_act(rules, state) != seat:
        return []
    if state.responder is not None:
        kinds = _ANSWERS
    elif rules.strategies_any_time and state.phase == DISCARD:
        kinds = _KINDS[DISCARD] | {cmd.PlayStrategy}
    else:
        kinds = _KINDS[state.phase]
    found: list[Command] = [command for command in (kind(seat=seat) for kind in _PLAIN if kind in kinds)
                            if _CHECKS[type(command)](catalog, rules, state, command) is None]
    seen: dict[tuple[type, str], bool] = {}
    for card in state.hands[seat]:
        printed = v.card(catalog, card)
        for kind in _BY_CARD[printed.kind]:
            if kind not in kinds:
                continue
            allowed = seen.get((kind, printed.id))
            if allowed is False:
                continue
            command = kind(seat=seat, card=card)
            if allowed is None:
                allowed = seen[kind, printed.id] = _CHECKS[kind](catalog, rules, state, command) is None
            if allowed:
                found.append(command)
    return found


_ANSWERS = frozenset({cmd.PlayStrategy, cmd.LetResolve})
_KINDS = {phase: frozenset(kind for kind, phases in WHEN.items() if phase in phases) for phase in PHASES}
_PLAIN = (cmd.EndBlock, cmd.EndCombo, cmd.DeclineCounter, cmd.LetResolve, cmd.EndPhase, cmd.EndTurn,
          cmd.AcceptDraw, cmd.DeclineDraw)
_BY_CARD: dict[str, tuple[type, ...]] = {
    "attack": (cmd.PlayAttack, cmd.Block, cmd.DiscardCard),
    "defense": (cmd.Block, cmd.DiscardCard),
    "strategy": (cmd.PlayStrategy, cmd.DiscardCard),
    "event": (cmd.PlayEvent, cmd.DiscardCard),
}
