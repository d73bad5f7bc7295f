"""Deciding commands into events: the set-up, then each command's checks (with reasons a player can read) and
what it does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.core import Command, Event, Rejected, ScenarioError, malformed
from game.engine.matcg import cards as c
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg import flow, teamplay
from game.engine.matcg import values as v
from game.engine.matcg.cards import Catalog, physical_ids
from game.engine.matcg.flow import Out
from game.engine.matcg.legality import MAX_COPIES, count_problems
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import (
    ATTACK,
    BLOCK,
    COUNTER,
    DISCARD,
    LINK,
    OVER,
    PREP,
    RESOLVE,
    SETUP,
    MatcgState,
    seat_of,
)
from game.engine.matcg.teams import team_event

STRATEGY_PHASES = (PREP, ATTACK, LINK, BLOCK, COUNTER, RESOLVE)
PHASE_WORDS = {PREP: "the Prep Phase", ATTACK: "the Attack Phase", LINK: "a combo", BLOCK: "the Block Phase",
               COUNTER: "a counter-attack", RESOLVE: "the Resolve Phase", DISCARD: "the end of the turn"}


def start(catalog: Catalog, rules: RuleSet, seed: int, options: dict[str, Any]) -> list[Event]:
    """Each seat takes its starter deck (with the Anything Goes sideboard if agreed) or its own deck, shuffles it
    and draws 7; a random seat begins, and nobody draws on the first turn. Two-on-Two seats four in two teams."""
    seats, teams = teamplay.seating(options)
    anything_goes = bool(options.get("anything_goes", False))
    challenge = bool(options.get("challenge_event", False))
    if challenge and not rules.challenge_option:
        raise ScenarioError(f"{rules.id} has no challenge Event: it is a DGM house rule")
    out = Out(catalog, rules, MatcgState(), seed, 0)
    decks = _starters(catalog, rules, options.get("decks"), seats, anything_goes, out)
    cards = tuple(physical_ids(seat, ids) for seat, (_, ids) in enumerate(decks))
    out.add(ev.FightStarted(ruleset=rules.id, starter=tuple(label for label, _ in decks), cards=cards,
                            anything_goes=anything_goes, health=rules.health))
    if teams:
        out.add(ev.TeamsFormed(teams=teams))
    if challenge:
        _deal_challenge(out)
    for seat in range(seats):
        out.add(ev.DeckShuffled(seat=seat, order=out.shuffle(out.state.decks[seat])))
    out.add(ev.FirstSeatChosen(seat=out.pick(seats)))
    for seat in range(seats):
        flow.draw(out, seat, rules.opening_hand)
    flow.begin_turn(out, out.state.first)
    return out.events


def _starters(catalog: Catalog, rules: RuleSet, chosen: Any, seats: int, anything_goes: bool,
              out: Out) -> list[tuple[str, list[str]]]:
    """Each seat's deck as (its label, its card ids in order): a starter deck as the rule set plays it (the label
    is its id), or a deck of the player's own, `{"name": ..., "cards": {card id: copies}}`, played as it is if it
    is legal under the rule set (the label is its name). ScenarioError names every problem of every seat."""
    known = sorted(catalog.decks_by_id)
    if chosen is None:
        chosen = [known[index] for index in teamplay.random_decks(len(known), seats, out.pick)]
    if not isinstance(chosen, list | tuple) or len(chosen) != seats:
        raise ScenarioError(f"decks: give one deck per seat: a starter deck ({', '.join(known)}) or a deck of "
                            f"your own, {{\"name\": ..., \"cards\": {{card id: copies}}}}")
    decks, problems = [], []
    for seat, deck in enumerate(chosen):
        if isinstance(deck, str) and deck in catalog.decks_by_id:
            decks.append((deck, catalog.decks_by_id[deck].ids(rules.id, anything_goes)))
            continue
        ids, wrong = _own_deck(catalog, rules, deck, anything_goes)
        problems += [f"seat {seat + 1}'s deck: {problem}" for problem in wrong]
        decks.append((str(deck.get("name")) if isinstance(deck, dict) else "", ids))
    if problems:
        raise ScenarioError("; ".join(problems))
    return decks


def _own_deck(catalog: Catalog, rules: RuleSet, deck: Any, anything_goes: bool) -> tuple[list[str], list[str]]:
    """A player's deck's card ids, and every reason it cannot be played (empty when it can)."""
    if not isinstance(deck, dict) or set(deck) != {"name", "cards"}:
        return [], [f"{deck!r} is neither a starter deck ({', '.join(sorted(catalog.decks_by_id))}) nor a deck "
                    f"of {{\"name\": ..., \"cards\": {{card id: copies}}}}"]
    name, cards = deck["name"], deck["cards"]
    if not isinstance(name, str) or not name.strip():
        return [], ["its name must be some words"]
    if not isinstance(cards, dict):
        return [], [f"{name}: its cards must be card ids with their copies"]
    problems: list[str] = []
    counts: dict[str, int] = {}
    ids: list[str] = []
    for card_id, copies in cards.items():
        card = catalog.by_id.get(card_id) if isinstance(card_id, str) else None
        if card is None:
            problems.append(f"{name}: there is no card {card_id!r}")
        elif not isinstance(copies, int) or isinstance(copies, bool) or copies < 0:
            problems.append(f"{name}: {copies!r} copies of {card.name}: give a whole number")
        elif copies:
            counts[card.name] = counts.get(card.name, 0) + copies
            if copies <= MAX_COPIES:
                ids += [card_id] * copies
    problems += [f"{name}: {problem}" for problem in count_problems(catalog, counts, rules.id, anything_goes)]
    return ids, problems


def _deal_challenge(out: Out) -> None:
    """DGM: the Event cards leave the decks; one of them, at random, is the fight's challenge."""
    for seat in range(out.state.seats):
        events = tuple(card for card in out.state.decks[seat]
                       if isinstance(v.card(out.catalog, card), c.EventCard))
        if events:
            out.add(ev.EventsSetAside(seat=seat, cards=events))
    pool = sorted(card for cards in out.state.aside for card in cards)
    if pool:
        out.add(ev.ChallengeDealt(card=pool[out.pick(len(pool))]))


# ----- deciding a command --------------------------------------------------------------------------------------


def to_act(rules: RuleSet, state: MatcgState) -> int | None:
    if state.phase in (SETUP, OVER):
        return None
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
    return state.active


def over_limit(rules: RuleSet, state: MatcgState) -> int | None:
    """The first seat (from the active one) holding more than the hand limit."""
    if rules.hand_limit is None:
        return None
    for step in range(state.seats):
        seat = (state.active + step) % state.seats
        if len(state.hands[seat]) > rules.hand_limit:
            return seat
    return None


def decide(catalog: Catalog, rules: RuleSet, state: MatcgState, command: Command, seed: int,
           position: int) -> list[Event] | Rejected:
    problem = rejection(catalog, rules, state, command)
    if problem is not None:
        return problem
    out = Out(catalog, rules, state, seed, position)
    _HANDLERS[type(command)](out, command)
    if out.state.phase == DISCARD and not out.state.stack and over_limit(rules, out.state) is None:
        flow.finish_turn(out)  # a Strategy card played at the end of the turn brought the hand down to the limit
    return out.events


def rejection(catalog: Catalog, rules: RuleSet, state: MatcgState, command: Command) -> Rejected | None:
    """Why the command cannot be played now, or None when it can."""
    if state.phase == OVER:
        return Rejected("game_over", "The fight is over.")
    if state.phase == SETUP:
        return Rejected("not_started", "The fight has not started.")
    check = _CHECKS.get(type(command))
    if check is None:
        return Rejected("unknown_command", f"{type(command).__name__} is not a move of this game.")
    wrong = malformed(command)
    if wrong is not None:
        return Rejected("malformed", wrong)
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
    if state.phase not in (PREP, RESOLVE):
        return "Event cards are played in the Prep or Resolve Phase of your turn."
    return None


def _check_strategy(catalog: Catalog, rules: RuleSet, state: MatcgState, command: cmd.PlayStrategy) -> str | None:
    printed = v.card(catalog, command.card)
    if not isinstance(printed, c.StrategyCard):
        return f"{printed.name} is not a Strategy card."
    if state.responder is not None and not v.has(printed, c.Cancel):
        return f"Only a card that cancels can answer a Strategy card; {printed.name} does not."
    if state.responder is None and state.phase not in STRATEGY_PHASES and not (
            rules.strategies_any_time and state.phase == DISCARD):
        return "Strategy cards are played in the Prep, Attack, Block and Resolve Phases."
    if state.adr[command.seat] < printed.adr:
        return f"{printed.name} costs {printed.adr} ADR; you have {state.adr[command.seat]}."
    return None


def _check_attack(catalog: Catalog, rules: RuleSet, state: MatcgState, command: cmd.PlayAttack) -> str | None:
    printed = v.card(catalog, command.card)
    if not isinstance(printed, c.AttackCard):
        return f"{printed.name} is not an Attack card."
    wrong = _phase_is(state, ATTACK, LINK, COUNTER) or teamplay.target_problem(state, command)
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
    wrong = _phase_is(state, BLOCK)
    if wrong is not None:
        return wrong
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


def _check_phase(*phases: str) -> Callable[..., str | None]:
    def check(catalog: Catalog, rules: RuleSet, state: MatcgState, command: Command) -> str | None:
        return _phase_is(state, *phases)

    return check


def _check_let_resolve(catalog: Catalog, rules: RuleSet, state: MatcgState, command: Command) -> str | None:
    return None if state.responder is not None else "No Strategy card waits for your answer."


def _check_discard(catalog: Catalog, rules: RuleSet, state: MatcgState, command: cmd.DiscardCard) -> str | None:
    return _phase_is(state, DISCARD)


_CHECKS: dict[type, Callable[..., str | None]] = {
    cmd.PlayEvent: _check_event,
    cmd.PlayStrategy: _check_strategy,
    cmd.PlayAttack: _check_attack,
    cmd.Block: _check_block,
    cmd.EndBlock: _check_phase(BLOCK),
    cmd.EndCombo: _check_phase(LINK),
    cmd.DeclineCounter: _check_phase(COUNTER),
    cmd.LetResolve: _check_let_resolve,
    cmd.EndPhase: _check_phase(PREP, ATTACK),
    cmd.EndTurn: _check_phase(RESOLVE),
    cmd.DiscardCard: _check_discard,
    **teamplay.CHECKS,
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
            out.add(ev.CounterDeclined(seat=seat))
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
    out.add(ev.CounterDeclined(seat=command.seat))
    flow.after_combo(out)


def _let_resolve(out: Out, command: cmd.LetResolve) -> None:
    flow.resolve_stack(out)


def _end_phase(out: Out, command: cmd.EndPhase) -> None:
    if out.state.phase == PREP:
        out.add(ev.PhaseBegan(phase=ATTACK, attack_phase=1))
    else:
        out.add(ev.PhaseBegan(phase=RESOLVE, attack_phase=out.state.attack_phase))


def _end_turn(out: Out, command: cmd.EndTurn) -> None:
    amount = v.turn_end_heal(out.catalog, out.state)
    if amount:
        for seat in range(out.state.seats):
            flow.heal(out, seat, amount)
    if over_limit(out.rules, out.state) is not None:
        out.add(ev.PhaseBegan(phase=DISCARD, attack_phase=out.state.attack_phase))
    else:
        flow.finish_turn(out)


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
}


def legal(catalog: Catalog, rules: RuleSet, state: MatcgState, seat: int) -> list[Command]:
    """Every command the seat may make now: none unless it is the seat to act."""
    if to_act(rules, state) != seat:
        return []
    candidates: list[Command] = [cmd.EndBlock(seat=seat), cmd.EndCombo(seat=seat), cmd.DeclineCounter(seat=seat),
                                 cmd.LetResolve(seat=seat), cmd.EndPhase(seat=seat), cmd.EndTurn(seat=seat)]
    for card in state.hands[seat]:
        kind = v.card(catalog, card).kind
        if kind == "attack":
            candidates += [cmd.PlayAttack(seat=seat, card=card), cmd.Block(seat=seat, card=card)]
        elif kind == "defense":
            candidates.append(cmd.Block(seat=seat, card=card))
        elif kind == "strategy":
            candidates.append(cmd.PlayStrategy(seat=seat, card=card))
        else:
            candidates.append(cmd.PlayEvent(seat=seat, card=card))
        candidates.append(cmd.DiscardCard(seat=seat, card=card))
    return [command for command in candidates if _allowed(catalog, rules, state, command)]


def _allowed(catalog: Catalog, rules: RuleSet, state: MatcgState, command: Command) -> bool:
    """`rejection` is None, for a command `legal` built itself: well formed, of the seat to act, with a card of its
    hand (the checks of those are left out: the bots ask for the legal commands at every step of their playouts)."""
    if state.responder is not None and not isinstance(command, cmd.PlayStrategy | cmd.LetResolve):
        return False
    return _CHECKS[type(command)](catalog, rules, state, command) is None
