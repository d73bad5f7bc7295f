"""What a seat may do: each kind of move's problem in words a player can read (None when it is allowed), and the
list of every legal command."""

from __future__ import annotations

from game.engine.core import Command
from game.engine.master import commands as cmd
from game.engine.master.cards import Catalog
from game.engine.master.state import MasterState


def answer_words(catalog: Catalog, skill: str) -> str:
    """"a Sport card or a Train wild card"."""
    known = catalog.skills_by_id[skill]
    return f"a {known.name} card or a {known.wild_name} wild card"


def set_problem(catalog: Catalog, state: MasterState, seat: int, cards: tuple[str, ...]) -> str | None:
    if len(cards) != 2:
        return "A set is two cards."
    first, second = cards
    if first == second:
        return "Name two different cards for a set."
    unknown = [card for card in cards if card not in catalog.by_id]
    if unknown:
        return f"There is no card {unknown[0]!r} in this game."
    hand = state.hands[seat]
    top = state.discard[-1] if state.discard else None
    for card in cards:
        if card not in hand and card != top:
            if card in state.discard:
                return "Only the top card of the discard pile can be used in a set."
            return "You can only use cards from your hand and the top card of the discard pile."
    if not catalog.pairs(first, second):
        if catalog.is_wild(first) and catalog.is_wild(second):
            return "Two wild cards do not make a set: a set needs a skill card."
        if top in cards:
            return "The top card of the discard pile only makes a set with an identical card or a matching wild card."
        return ("Those cards do not make a set: a set is two identical cards, or a skill card with the wild card "
                "of its skill.")
    return None


def steal_problem(catalog: Catalog, state: MasterState, seat: int, target: int, card: str) -> str | None:
    if not 0 <= target < state.players:
        return f"There is no seat {target} at this table."
    if target == seat:
        return "You cannot steal your own set."
    if card not in state.hands[seat]:
        return "You do not hold that card."
    if not state.sets[seat]:
        return "You may not attempt a steal before you have laid your first set."
    top = state.top_set(target)
    if top is None:
        return "That player has no set to steal."
    if len(state.sets[target]) == 1:
        return "You may not steal a player's first set."
    if not catalog.answers(card, top.skill):
        return f"Steal a {catalog.skills_by_id[top.skill].name} set with {answer_words(catalog, top.skill)}."
    return None


def defence_problem(catalog: Catalog, state: MasterState, seat: int, card: str) -> str | None:
    steal = state.steal
    assert steal is not None
    if card not in state.hands[seat]:
        return "You do not hold that card."
    skill = state.sets[seat][-1].skill
    if not catalog.answers(card, skill):
        return f"Defend a {catalog.skills_by_id[skill].name} set with {answer_words(catalog, skill)}."
    return None


def turn_commands(catalog: Catalog, state: MasterState, seat: int) -> list[Command]:
    """Every legal command of the seat whose turn it is (no steal waiting): sets, then steals, then discards."""
    hand = state.hands[seat]
    legal: list[Command] = []
    pairs = catalog.pairs
    for index, first in enumerate(hand):
        for second in hand[index + 1 :]:
            if pairs(first, second):
                legal.append(cmd.FormSet(seat=seat, cards=(first, second)))
    if state.discard:
        top = state.discard[-1]
        legal += [cmd.FormSet(seat=seat, cards=(card, top)) for card in hand if pairs(card, top)]
    if state.sets[seat]:
        for target in range(state.players):
            top_set = state.top_set(target)
            if target == seat or top_set is None or len(state.sets[target]) < 2:
                continue
            legal += [cmd.AttemptSteal(seat=seat, target=target, card=card) for card in hand
                      if catalog.answers(card, top_set.skill)]
    legal += [cmd.DiscardCard(seat=seat, card=card) for card in hand]
    return legal


def answer_commands(catalog: Catalog, state: MasterState, seat: int) -> list[Command]:
    """The attacked seat's answers: each card that defends its top set, or yielding it."""
    skill = state.sets[seat][-1].skill
    legal: list[Command] = [cmd.DefendSteal(seat=seat, card=card) for card in state.hands[seat]
                            if catalog.answers(card, skill)]
    legal.append(cmd.YieldSet(seat=seat))
    return legal


def legal_commands(catalog: Catalog, state: MasterState, seat: int) -> list[Command]:
    if state.to_act != seat:
        return []
    if state.steal is not None:
        return answer_commands(catalog, state, seat)
    return turn_commands(catalog, state, seat)
