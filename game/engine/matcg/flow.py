"""What follows on its own once a command is decided: attacks landing, combos ending, Strategy cards resolving,
turns ending and beginning (with their draws and Recovery Phases), and the end of the fight."""

from __future__ import annotations

from game.engine.deciding import Deciding
from game.engine.matcg import army
from game.engine.matcg import cards as c
from game.engine.matcg import events as ev
from game.engine.matcg import step_events as ts
from game.engine.matcg import values as v
from game.engine.matcg.cards import Catalog
from game.engine.matcg.evolve import HANDLERS
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import ATTACK, BLOCK, DISCARD, PREP, RESOLVE, MatcgState, position, seat_of
from game.engine.matcg.teams import (
    clockwise,
    enemies,
    foe,
    next_turn,
    stand_in,
    standing,
    team_down,
    team_full,
    team_health,
    teams_of,
    turn_limit,
)


class Out(Deciding[MatcgState]):
    handlers = HANDLERS

    def __init__(self, catalog: Catalog, rules: RuleSet, state: MatcgState, seed: int, position: int):
        super().__init__(state, seed, position)
        self.catalog = catalog
        self.rules = rules


def draw(out: Out, seat: int, count: int) -> None:
    """Draws from the top of the seat's deck; when it runs out, the rest is simply not drawn."""
    taken = out.state.decks[seat][:count]
    if taken:
        out.add(ev.CardsDrawn(seat=seat, cards=taken))


REPEATS = 3  # a turn about to begin in the same position for this time ends the fight (rules.md, "Repeated position")


def judge(out: Out, reason: str) -> None:
    """The fight is stopped: the side with the greater share of its health standing wins (its healthiest fighter
    is named the winner); equal shares are a draw. Sides that began equal are weighed by their health alone."""
    state = out.state
    health, teams = state.health, teams_of(state)
    whole = 1
    for team in teams:
        whole *= team_full(state, team)
    totals = [team_health(state, team) * whole // team_full(state, team) for team in teams]
    leaders = [team for team, total in zip(teams, totals, strict=True) if total == max(totals)]
    if len(leaders) == 1:
        out.add(ev.FightWon(seat=max(leaders[0], key=lambda seat: health[seat]), reason=reason, health=health))
    else:
        out.add(ev.FightDrawn(reason=reason, health=health))


def begin_turn(out: Out, seat: int) -> None:
    """The seat's turn: the Draw Phase (none on the first turn) or, with an empty deck, a Recovery Phase; with
    nothing in the discards either there is nothing to recover: the seat plays on from its hand, drawing nothing."""
    state, rules = out.state, out.rules
    turn = state.turn + 1
    limit = turn_limit(rules.turn_limit, state.seats)
    if turn > limit and not state.people:
        judge(out, "judges")
        return
    if turn > limit and (turn - 1) % limit == 0 and state.offered != turn:
        offer_draw(out, seat, turn)  # a person plays: the judges offer a draw (game.engine.matcg.agreement)
        return
    if not rules.reshuffle and not any(state.hands[s] or state.decks[s] for s in range(state.seats)
                                       if standing(state, s)):
        judge(out, "exhausted")
        return
    if state.positions.count(position(state, seat)) >= REPEATS - 1:
        judge(out, "repetition")
        return
    exhausted = army.exhausted(state, seat, turn)
    out.add(ev.TurnBegan(seat=seat, turn=turn))
    recovers = rules.reshuffle and not out.state.decks[seat] and bool(out.state.discards[seat]) and turn > 1
    if recovers:
        out.add(ev.RecoveryTaken(seat=seat))
        out.add(ev.DeckShuffled(seat=seat, order=out.shuffle(out.state.discards[seat])))
    if exhausted or recovers and army.is_hero(state, seat):
        out.add(ev.HeroExhausted(seat=seat, turn=turn))
    if recovers or exhausted:
        out.add(ev.TurnEnded(seat=seat))
        begin_turn(out, next_turn(out.state, seat))
        return
    if turn > 1:
        extra = v.extra_draw(out.catalog, out.state)
        draw(out, seat, rules.draw_active + extra + army.extra_draw(state, seat))
        for other in range(state.seats):
            if other != seat and standing(state, other) and army.draws_beside(state, seat, other):  # it may defend
                draw(out, other, rules.draw_other + extra + army.extra_draw(state, other))
    out.add(ts.PhaseBegan(phase=PREP, attack_phase=0))


def offer_draw(out: Out, seat: int, turn: int) -> None:
    """The judges offer a draw before `seat`'s turn `turn`: every standing fighter answers, from that seat on."""
    state = out.state
    answering = tuple(s for s in (seat, *clockwise(state, seat)) if standing(state, s))
    out.add(ev.DrawOffered(seat=seat, turn=turn, answering=answering))


def over_limit(rules: RuleSet, state: MatcgState) -> int | None:
    """The first seat (from the active one) holding more than the hand limit."""
    if rules.hand_limit is None:
        return None
    for step in range(state.seats):
        seat = (state.active + step) % state.seats
        if len(state.hands[seat]) > rules.hand_limit:
            return seat
    return None


def end_turn(out: Out) -> None:
    """The End Turn of the seat in control, however its turn ends: the healing of the Events in play, then every
    hand above the limit discarded down to it (DGM), then the next turn."""
    amount = v.turn_end_heal(out.catalog, out.state)
    if amount:
        for seat in range(out.state.seats):
            heal(out, seat, amount)
    if over_limit(out.rules, out.state) is not None:
        out.add(ts.PhaseBegan(phase=DISCARD, attack_phase=out.state.attack_phase))
    else:
        finish_turn(out)


def finish_turn(out: Out) -> None:
    """The turn is over (its End Turn played out): the next one begins."""
    seat = out.state.active
    out.add(ev.TurnEnded(seat=seat))
    begin_turn(out, next_turn(out.state, seat))


def after_combo(out: Out) -> None:
    """The attack or combo is over and the active seat keeps control: it may attack again (under the DGM house
    rules only while an attack phase is left), else the Resolve Phase begins."""
    done = out.state.attack_phase
    limit = out.rules.attack_phases
    if limit is not None and done >= limit:
        out.add(ts.PhaseBegan(phase=RESOLVE, attack_phase=done))
    else:
        out.add(ts.PhaseBegan(phase=ATTACK, attack_phase=done + 1))


def await_answer(out: Out) -> None:
    """The attack waits for its target's answer; a target without a card in hand calls its teammate to defend for
    it (Two-on-Two), and when nobody holds a card to answer with, the attack lands."""
    attack = out.state.attack
    assert attack is not None
    if not out.state.hands[attack.answerer]:
        mate = stand_in(out.state, attack)
        if mate is not None:
            out.add(ev.TeammateCalled(seat=attack.target, teammate=mate))
        else:
            resolve_attack(out)


def resolve_attack(out: Out) -> None:
    catalog, state = out.catalog, out.state
    attack = state.attack
    assert attack is not None
    atk = v.atk(catalog, state, attack)
    defense = v.defense(catalog, state, attack, atk)
    damage = max(0, atk - defense)
    health = state.health[attack.target] - damage
    out.add(ev.AttackResolved(seat=attack.seat, target=attack.target, card=attack.card, atk=atk, defense=defense,
                              damage=damage, health=health))
    if health <= 0 and knock_out(out, attack.target, attack.seat):
        return
    if damage > 0:
        _hit(out, attack.seat, attack.target, attack.card, attack.blocks)
    elif attack.blocks:
        _blocked(out, attack.seat, attack.target, attack.blocks)
    else:
        out.add(ev.ComboEnded(seat=attack.seat, reason="missed"))
        after_combo(out)


def knock_out(out: Out, seat: int, by: int) -> bool:
    """A fighter fell to 0 health: its side loses when none of its counted fighters is left standing (then True: the
    fight is over), else the fighter is out of the fight (Two-on-Two, Army of One)."""
    if team_down(out.state, seat):
        out.add(ev.FightWon(seat=by, reason="knockout", health=out.state.health))
        return True
    out.add(ev.FighterKnockedOut(seat=seat, by=by))
    return False


def _hit(out: Out, seat: int, target: int, card: str, blocks: tuple[str, ...]) -> None:
    printed = v.card(out.catalog, card)
    for effect in printed.effects:
        if isinstance(effect, c.HealOnHit):
            heal(out, seat, effect.amount)
        elif isinstance(effect, c.DrawOnHit):
            draw(out, seat, effect.count)
    if out.state.chain >= 2:
        out.add(ev.AdrEarned(seat=seat, amount=1, adr=out.state.adr[seat] + 1))
        if army.switched(out.state, seat, target):
            out.add(ev.SwitchBonusEarned(seat=seat, target=target, adr=out.state.adr[seat] + 1))
    if not standing(out.state, target) and not army.may_switch(out.state, seat):
        # a knockout ends the combo: the attacker may attack another fighter (the Hero's combo switches instead)
        out.add(ev.ComboEnded(seat=seat, reason="knockout"))
        after_combo(out)
        return
    guard = blocks[-1] if blocks and out.rules.counter_after_partial_block else None
    out.add(ts.LinkAwaited(seat=seat, card=card, guard=guard))
    if not out.state.hands[seat]:
        stop_combo(out, "stopped")


def _blocked(out: Out, seat: int, target: int, blocks: tuple[str, ...]) -> None:
    """Every point of damage blocked: the combo is broken, a block that hits back does, and the defender may
    counter-attack."""
    for block in blocks:
        for effect in v.card(out.catalog, block).effects:
            if isinstance(effect, c.Reflect):
                health = out.state.health[seat] - effect.amount
                out.add(ev.DamageReflected(seat=seat, amount=effect.amount, health=health, by=block))
                if health <= 0:
                    if not knock_out(out, seat, seat_of(block)):
                        out.add(ev.ComboEnded(seat=seat, reason="knockout"))  # out in its own turn: the turn ends
                        end_turn(out)
                    return
    out.add(ev.ComboEnded(seat=seat, reason="blocked"))
    offer_counter(out, blocks[-1])


def offer_counter(out: Out, guard: str) -> None:
    seat = seat_of(guard)
    out.add(ts.CounterAwaited(seat=seat, guard=guard))
    if not out.state.hands[seat]:
        out.add(ts.CounterDeclined(seat=seat))
        after_combo(out)


def stop_combo(out: Out, reason: str) -> None:
    """The attacker links no further: a block that let damage through may now be countered from (rulebook)."""
    guard = out.state.guard
    out.add(ev.ComboEnded(seat=out.state.active, reason=reason))
    if guard is not None:
        offer_counter(out, guard)
    else:
        after_combo(out)


def heal(out: Out, seat: int, amount: int) -> None:
    health = out.state.health[seat]
    healed = min(out.state.full_health(seat), health + amount) - health
    if healed > 0 and health > 0:  # a knocked-out fighter stays out
        out.add(ev.Healed(seat=seat, amount=healed, health=health + healed))


# ----- Strategy cards ---------------------------------------------------------------------------------------------


def can_answer(catalog: Catalog, state: MatcgState, seat: int) -> bool:
    """Whether the seat might answer a Strategy card: it holds a card and has the ADR of the cheapest card that
    cancels (both public, so asking reveals nothing of its hand)."""
    cheapest = catalog.cheapest_cancel
    return cheapest is not None and state.adr[seat] >= cheapest and bool(state.hands[seat])


def after_strategy(out: Out, seat: int) -> None:
    """A Strategy card was put on the table: the first enemy clockwise who might answer it may (never a teammate:
    Strategy cards are not played on a teammate), else the table resolves."""
    other = next((s for s in enemies(out.state, seat) if can_answer(out.catalog, out.state, s)), None)
    if other is not None:
        out.add(ts.AnswerAwaited(seat=other))
    else:
        resolve_stack(out)


def resolve_stack(out: Out) -> None:
    """The Strategy cards on the table resolve, the last played first; one that cancels takes the card under it
    with it (that card does nothing, its ADR stays spent)."""
    stack = list(out.state.stack)
    cancelled: set[str] = set()
    for index in range(len(stack) - 1, -1, -1):
        seat, card = stack[index]
        if card in cancelled:
            continue
        below = next((entry for entry in reversed(stack[:index]) if entry[1] not in cancelled), None)
        out.add(ev.StrategyResolved(seat=seat, card=card))
        for effect in v.card(out.catalog, card).effects:
            if isinstance(effect, c.Cancel) and below is not None:
                cancelled.add(below[1])
                out.add(ev.StrategyCancelled(seat=below[0], card=below[1], by=card))
            else:
                _strategy_effect(out, seat, card, effect)
            if out.state.over:
                return


def _strategy_effect(out: Out, seat: int, card: str, effect: object) -> None:
    if isinstance(effect, c.BoostAttack):
        out.add(ts.FocusGained(seat=seat, amount=effect.amount))
    elif isinstance(effect, c.BoostBlock):
        out.add(ts.GuardRaised(seat=seat, amount=effect.amount))
    elif isinstance(effect, c.Heal):
        heal(out, seat, effect.amount)
    elif isinstance(effect, c.Draw):
        draw(out, seat, effect.count)
    elif isinstance(effect, c.Cancel):
        attack = out.state.attack
        if out.state.phase == BLOCK and attack is not None and attack.answerer == seat:
            out.add(ev.AttackCancelled(seat=attack.seat, card=attack.card, by=card))
            out.add(ev.ComboEnded(seat=attack.seat, reason="cancelled"))
            after_combo(out)
        else:
            out.add(ts.Diverted(seat=foe(out.state, seat), by=card))
