"""Which cards a seat may play now: combo permissions, the one movement, defence targets, and resting.

`play_problem` explains why one play is refused; `plays` lists every allowed play. Both are built on
the same small checks, so the engine's list of legal commands and its decisions cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.engine.kenpo import commands as cmd
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.geometry import destination, in_ring
from game.engine.kenpo.state import KenpoState, Played


def mirrored_now(catalog: Catalog, table: tuple[Played, ...]) -> bool:
    """Whether the next card of the combo has left and right swapped (an odd number of Change Sides so far)."""
    if not table:
        return False
    last = table[-1]
    return last.mirrored != catalog.card(last.card).abilities.mirror


def fake_bonus(catalog: Catalog, table: tuple[Played, ...], card_id: str) -> int:
    """Points the Hand Fakes played since the combo's last attack add to this attack card."""
    kick = "Kick" in catalog.qualifiers[card_id]
    total = 0
    for played in reversed(table):
        card = catalog.card(played.card)
        if card.attack:
            break
        fake = card.abilities.fake
        if fake is not None:
            total += fake.kick if kick else fake.other
    return total


def makes_move(state: KenpoState) -> bool:
    """The next Action card makes a movement: the turn's first, or the one after Fast Footwork."""
    return state.step is None or state.free_step


def step_allowed(state: KenpoState, seat: int, step: str) -> bool:
    """The step keeps seat's fighter in the ring and off the opponent's square."""
    square = destination(seat, state.positions[seat], step)
    return in_ring(square) and square != state.positions[1 - seat]


def defence_targets(catalog: Catalog, state: KenpoState, seat: int, card_id: str, move: str) -> list[str]:
    """The opponent's waiting attacks this defence card can reduce when played with `move`."""
    if not catalog.card(card_id).defence:
        return []
    targets = []
    for played in state.tables[1 - seat]:
        attack = catalog.card(played.card)
        if attack.attack and not (move == "none" and attack.abilities.defended_only_moving):
            targets.append(played.card)
    return targets


def completable(catalog: Catalog, state: KenpoState, seat: int, beneath: str, mirrored: bool,
                hand: tuple[str, ...]) -> bool:
    """Some Action card of `hand` can still follow `beneath` (perhaps through more Effect cards) and move."""
    for index, card_id in enumerate(hand):
        if not catalog.follows[(beneath, card_id)]:
            continue
        card = catalog.card(card_id)
        if card.kind == "action":
            if any(step_allowed(state, seat, s) for s in catalog.moves(card_id, mirrored)):
                return True
        elif completable(catalog, state, seat, card_id, mirrored != card.abilities.mirror,
                         hand[:index] + hand[index + 1 :]):
            return True
    return False


def _effect_ok(catalog: Catalog, state: KenpoState, seat: int, card_id: str, mirrored: bool) -> bool:
    """An Effect card played before the movement must leave a way to make the movement."""
    if state.step is not None:
        return True
    hand = state.hands[seat]
    index = hand.index(card_id)
    flipped = mirrored != catalog.card(card_id).abilities.mirror
    return completable(catalog, state, seat, card_id, flipped, hand[:index] + hand[index + 1 :])


def play_problem(catalog: Catalog, state: KenpoState, seat: int, command: cmd.PlayCard) -> str | None:
    """Why this card cannot be played now, in words a player can read; None when it can."""
    card_id, move, target = command.card, command.move, command.target
    if card_id not in state.hands[seat]:
        return "That card is not in your hand."
    card = catalog.card(card_id)
    table = state.tables[seat]
    if table and not catalog.follows[(table[-1].card, card_id)]:
        below = catalog.card(table[-1].card).name
        if card.combo.never:
            return f"{card.name} may never be comboed on another card: it can only start a turn."
        return f"{card.name} cannot be comboed on {below}."
    mirrored = mirrored_now(catalog, table)
    if card.kind == "effect":
        if move is not None:
            return "Effect cards do not move your fighter."
        if not _effect_ok(catalog, state, seat, card_id, mirrored):
            return f"After {card.name} no Action card in your hand could follow to make your movement."
        used = None
    elif makes_move(state):
        moves = catalog.moves(card_id, mirrored)
        if move is None:
            return f"Choose how {card.name} moves your fighter."
        if move not in moves:
            return f"{card.name} does not allow the movement {move!r}" + (" (mirrored by Change Sides)." if mirrored
                                                                         else ".")
        if not step_allowed(state, seat, move):
            square = destination(seat, state.positions[seat], move)
            return "Fighters may never share a square." if in_ring(square) else "A fighter can never leave the ring."
        used = move
    else:
        if move is not None:
            return "You have already made your one movement this turn."
        assert state.step is not None
        if state.step not in catalog.moves(card_id, mirrored):
            return f"{card.name} does not allow this turn's movement ({state.step}); every card of a combo must."
        used = state.step
    return _target_problem(catalog, state, seat, card_id, used, target)


def _target_problem(catalog: Catalog, state: KenpoState, seat: int, card_id: str, move: str | None,
                    target: str | None) -> str | None:
    card = catalog.card(card_id)
    if not card.defence:
        return None if target is None else "Only a defence card chooses an attack to reduce."
    assert move is not None
    targets = defence_targets(catalog, state, seat, card_id, move)
    if target in targets or (target is None and not targets):
        return None
    if target is None:
        return f"Choose which waiting attack {card.name} reduces."
    waiting = [p.card for p in state.tables[1 - seat]]
    if target in waiting and catalog.card(target).abilities.defended_only_moving:
        return f"{catalog.card(target).name} can only be defended by a card played while moving."
    return f"{card.name} can only reduce an attack your opponent already has waiting."


def plays(catalog: Catalog, state: KenpoState, seat: int) -> Iterator[cmd.PlayCard]:
    """Every card play allowed now, with each of its movements and defence targets."""
    table = state.tables[seat]
    beneath = table[-1].card if table else None
    mirrored = mirrored_now(catalog, table)
    moving = makes_move(state)
    for card_id in state.hands[seat]:
        if beneath is not None and not catalog.follows[(beneath, card_id)]:
            continue
        card = catalog.card(card_id)
        if card.kind == "effect":
            if _effect_ok(catalog, state, seat, card_id, mirrored):
                yield cmd.PlayCard(seat=seat, card=card_id)
            continue
        moves = catalog.moves(card_id, mirrored)
        options: list[tuple[str | None, str]]
        if moving:
            options = [(s, s) for s in moves if step_allowed(state, seat, s)]
        else:
            assert state.step is not None
            options = [(None, state.step)] if state.step in moves else []
        for move, used in options:
            targets: list[str | None] = [None]
            if card.defence:
                targets = list(defence_targets(catalog, state, seat, card_id, used)) or [None]
            for target in targets:
                yield cmd.PlayCard(seat=seat, card=card_id, move=move, target=target)


def can_play(catalog: Catalog, state: KenpoState, seat: int) -> bool:
    return next(plays(catalog, state, seat), None) is not None


def rest_problem(catalog: Catalog, state: KenpoState, seat: int) -> str | None:
    """Why seat may not rest now; None when it may (or must)."""
    if state.tables[seat]:
        return "You have already started playing cards this turn."
    if not state.hands[seat] or not can_play(catalog, state, seat):
        return None  # forced to rest, whatever else the rules say
    if state.fresh:
        return "No resting on the first turn of the match or the first turn after a Break."
    if state.rested_last[seat]:
        return "You rested last turn: no resting two turns in a row."
    return None
