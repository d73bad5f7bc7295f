"""Experience, round winners and the standings of a match."""

from __future__ import annotations

from game.engine.explained import Figure, Part
from game.engine.master.cards import Catalog, WildCard
from game.engine.master.state import MasterState, PlacedSet


def experience(catalog: Catalog, state: MasterState) -> tuple[int, ...]:
    """Each seat's experience this round: the values of every card in its sets."""
    value = catalog.value_of
    return tuple(sum(value[card] for placed in sets for card in placed.cards) for sets in state.sets)


def best(scores: tuple[int, ...]) -> tuple[int, ...]:
    """The seats with the highest score (several when they tie)."""
    top = max(scores)
    return tuple(seat for seat, score in enumerate(scores) if score == top)


def totals(state: MasterState) -> tuple[int, ...]:
    """Each seat's experience over the finished rounds."""
    return tuple(sum(round_[seat] for round_ in state.past) for seat in range(state.players))


def rounds_won(state: MasterState) -> tuple[int, ...]:
    return tuple(sum(seat in winners for winners in state.round_winners) for seat in range(state.players))


def places(state: MasterState) -> tuple[int, ...]:
    """Each seat's place in the match: most total experience first, then most rounds won; ties share a place."""
    keys = list(zip(totals(state), rounds_won(state), strict=True))
    return tuple(1 + sum(other > key for other in keys) for key in keys)


def starter_after(state: MasterState, dealer: int) -> int:
    """Who plays first in a round dealt by `dealer`: the previous round's winner (the sharing winner first in play
    order after the dealer), or in the first round the player to the dealer's right."""
    players = state.players
    order = [(dealer + 1 + step) % players for step in range(players)]
    if not state.round_winners:
        return order[0]
    winners = state.round_winners[-1]
    return next(seat for seat in order if seat in winners)


def _named(catalog: Catalog, card_id: str) -> str:
    """A card as a part of a set's worth: "wild (Study)" or its skill's name."""
    card = catalog.card(card_id)
    if isinstance(card, WildCard):
        return f"wild ({card.wild.title()})"
    return _skill(catalog, card.skill)


def _skill(catalog: Catalog, skill_id: str) -> str:
    return next(skill.name for skill in catalog.skills if skill.id == skill_id)


def set_figure(catalog: Catalog, placed: PlacedSet) -> Figure:
    """What a set is worth, card by card (a wild card is worth 5 wherever it lies)."""
    return Figure("Set", tuple(Part(_named(catalog, card), catalog.value_of[card]) for card in placed.cards))


def experience_figure(catalog: Catalog, state: MasterState, seat: int) -> Figure:
    """A seat's experience this round, set by set, the first laid first."""
    sets = state.sets[seat]
    return Figure("EXP", (Part("before any set", 0),
                          *(Part(f"{_skill(catalog, placed.skill)} set", set_figure(catalog, placed).value)
                            for placed in sets)))
