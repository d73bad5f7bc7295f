"""Deciding commands into events, and what follows on its own: resolutions, Breaks, draws and the result."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.core import Command, Event, Rejected
from game.engine.deciding import Deciding
from game.engine.fields import handler_of
from game.engine.kenpo import commands as cmd
from game.engine.kenpo import events as ev
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.combos import fake_bonus, makes_move, mirrored_now, play_problem, rest_problem
from game.engine.kenpo.evolve import HANDLERS
from game.engine.kenpo.geometry import destination, side_by_side
from game.engine.kenpo.scoring import resolve
from game.engine.kenpo.state import PLAY, KenpoState

SIDE_BY_SIDE = "side_by_side"


class Outcome(Deciding[KenpoState]):
    handlers = HANDLERS

    def __init__(self, catalog: Catalog, state: KenpoState, seed: int, position: int):
        super().__init__(state, seed, position)
        self.catalog = catalog


def start(catalog: Catalog, seed: int, options: dict[str, Any]) -> list[Event]:
    """Each seat shuffles its deck, a starting seat is chosen at random, both draw a hand of 8."""
    out = Outcome(catalog, KenpoState(), seed, 0)
    out.add(ev.MatchStarted(decks=catalog.ids_by_seat))
    for seat in (0, 1):
        out.add(ev.DeckShuffled(seat=seat, order=out.shuffle(out.state.decks[seat])))
    first = out.pick(2)
    out.add(ev.StartingSeatChosen(seat=first))
    for seat in (0, 1):
        draw(out, seat, catalog.hand_size)
    out.add(ev.TurnBegan(seat=first, turn=1, fresh=True))
    return list(out.events)


def decide(catalog: Catalog, state: KenpoState, command: Command, seed: int,
           position: int) -> list[Event] | Rejected:
    if state.over:
        return Rejected("game_over", "The match is over.")
    if state.phase != PLAY:
        return Rejected("not_started", "The match has not started.")
    handler = handler_of(_HANDLERS, command)
    if isinstance(handler, Rejected):
        return handler
    if command.seat != state.seat:
        return Rejected("not_your_turn", "It is your opponent's turn.")
    out = Outcome(catalog, state, seed, position)
    problem = handler(out, command)
    if problem is not None:
        return problem
    return out.decided()


# ----- the seat's commands -------------------------------------------------------------------


def _rest(out: Outcome, command: cmd.Rest) -> Rejected | None:
    seat = command.seat
    problem = rest_problem(out.catalog, out.state, seat)
    if problem is not None:
        return Rejected("no_rest", problem)
    draw(out, seat, out.catalog.rest_draw)
    out.add(ev.FighterRested(seat=seat))
    _end_turn(out)
    return None


def _play_card(out: Outcome, command: cmd.PlayCard) -> Rejected | None:
    catalog, state, seat = out.catalog, out.state, command.seat
    problem = play_problem(catalog, state, seat, command)
    if problem is not None:
        return Rejected("illegal_play", problem)
    table = state.tables[seat]
    card = catalog.card(command.card)
    first = not table
    moving = card.kind == "action" and makes_move(state)
    out.add(ev.CardPlayed(
        seat=seat, card=command.card, move=command.move if moving else state.step if card.kind == "action" else None,
        target=command.target, mirrored=mirrored_now(catalog, table),
        bonus=fake_bonus(catalog, table, command.card) if card.attack else 0,
        on=table[-1].card if table else None,
    ))
    if moving:
        assert command.move is not None
        column, row = destination(seat, state.positions[seat], command.move)
        out.add(ev.FighterMoved(seat=seat, step=command.move, column=column, row=row,
                                again=card.abilities.moves_again))
    positions = out.state.positions
    if moving and side_by_side(positions[0], positions[1]):
        _break(out, SIDE_BY_SIDE)
    elif first and card.abilities.break_on_forward and "forward" in state.last_steps[1 - seat]:
        _break(out, card.name)
    return None


def _end(out: Outcome, command: cmd.EndTurn) -> Rejected | None:
    if out.state.step is None:
        return Rejected("no_movement", "Play at least one Action card (your movement) before ending the turn, "
                                       "or rest.")
    _end_turn(out)
    return None


_HANDLERS: dict[type, Callable[[Outcome, Any], Rejected | None]] = {
    cmd.Rest: _rest,
    cmd.PlayCard: _play_card,
    cmd.EndTurn: _end,
}


# ----- what follows on its own ----------------------------------------------------------------


def draw(out: Outcome, seat: int, count: int) -> None:
    """Draws from the top of seat's deck; an empty deck is replaced by the shuffled discards."""
    taken = out.state.decks[seat][:count]
    if taken:
        out.add(ev.CardsDrawn(seat=seat, cards=taken))
    missing = count - len(taken)
    if missing and out.state.discards[seat]:
        out.add(ev.DeckShuffled(seat=seat, order=out.shuffle(out.state.discards[seat])))
        out.add(ev.CardsDrawn(seat=seat, cards=out.state.decks[seat][:missing]))


def _resolve(out: Outcome, attacker: int) -> None:
    """The attacker's waiting attacks resolve against the seat on turn and its defence cards."""
    hits, guards = resolve(out.catalog, out.state, attacker)
    for hit in hits:
        out.add(ev.AttackResolved(seat=attacker, card=hit.card, points=hit.points, prevented=hit.prevented,
                                  doubled=hit.doubled))
    defender = 1 - attacker
    for guard in guards:
        out.add(ev.DefenceResolved(seat=defender, card=guard.card, target=guard.target, prevented=guard.prevented,
                                   hit_back=guard.hit_back))


def _clear(out: Outcome, seat: int, everything: bool) -> None:
    """The seat's cards with nothing left to resolve go to its discards (with `everything`, all of them)."""
    catalog = out.catalog
    done = tuple(p.card for p in out.state.tables[seat] if everything or not catalog.card(p.card).attack)
    if done:
        out.add(ev.CardsCleared(seat=seat, cards=done))


def _end_turn(out: Outcome) -> None:
    """The opponent's waiting cards resolve; the seat's attacks stay on the table for the next turn."""
    seat = out.state.seat
    _resolve(out, 1 - seat)
    _clear(out, seat, everything=False)
    out.add(ev.TurnEnded(seat=seat))
    if not _finished(out):
        out.add(ev.TurnBegan(seat=1 - seat, turn=out.state.turn + 1, fresh=False))


def _break(out: Outcome, reason: str) -> None:
    """No more cards; everything waiting resolves at once; both fighters go back to their start squares and
    draw a card; the other seat plays next and may not rest."""
    seat = out.state.seat
    out.add(ev.BreakCalled(seat=seat, reason=reason))
    state = out.state
    theirs, ours = resolve(out.catalog, state, 1 - seat), resolve(out.catalog, state, seat)
    for hit in theirs[0]:
        out.add(ev.AttackResolved(seat=1 - seat, card=hit.card, points=hit.points, prevented=hit.prevented,
                                  doubled=hit.doubled))
    for hit in ours[0]:
        out.add(ev.AttackResolved(seat=seat, card=hit.card, points=hit.points, prevented=hit.prevented,
                                  doubled=hit.doubled))
    for guard in theirs[1]:
        out.add(ev.DefenceResolved(seat=seat, card=guard.card, target=guard.target, prevented=guard.prevented,
                                   hit_back=guard.hit_back))
    _clear(out, seat, everything=True)
    out.add(ev.TurnEnded(seat=seat))
    if _finished(out):
        return
    out.add(ev.FightersReset())
    for drawer in (seat, 1 - seat):
        draw(out, drawer, out.catalog.break_draw)
    out.add(ev.TurnBegan(seat=1 - seat, turn=out.state.turn + 1, fresh=True))


def _finished(out: Outcome) -> bool:
    """After a resolution: at the winning score or over it, the higher total wins; equal totals draw."""
    scores = out.state.scores
    if max(scores) < out.catalog.winning_score:
        return False
    if scores[0] == scores[1]:
        out.add(ev.MatchDrawn(scores=scores))
    else:
        out.add(ev.MatchWon(seat=0 if scores[0] > scores[1] else 1, scores=scores))
    return True
