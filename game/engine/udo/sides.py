"""Which side of a card shows, for the rules, the views and the bots.

Kai's cards are two-sided (calm and ENRAGED); `UdoState.enraged` holds the ids of those showing their
ENRAGED side, wherever they are. Everything that reads a card in play (conditions, effects, X, names)
reads `face(catalog, state, card_id)`. For Udo, and for master techniques, the face is the card.
"""

from __future__ import annotations

from game.engine.udo.cards import Card, Catalog
from game.engine.udo.state import UdoState


def face(catalog: Catalog, state: UdoState, card_id: str) -> Card:
    """The side of `card_id` showing in `state`: its ENRAGED side if it is ENRAGED, else its calm (only) side."""
    return catalog.face(card_id, card_id in state.enraged)


def side(catalog: Catalog, state: UdoState, card_id: str) -> str:
    """ "enraged", "calm", or "single" for a card with one side (a master technique, Udo's cards)."""
    if not catalog.two_sided(card_id):
        return "single"
    return state.side(card_id)


def kai_cards_in_hand(catalog: Catalog, state: UdoState) -> tuple[str, ...]:
    """Kai's own (two-sided) cards in the hand: master techniques do not count."""
    return tuple(card for card in state.hand if catalog.two_sided(card))


def calm_in_hand(catalog: Catalog, state: UdoState) -> list[str]:
    """The cards an ENRAGE may flip: Kai's cards in hand showing their calm side."""
    return [card for card in kai_cards_in_hand(catalog, state) if card not in state.enraged]


def tempest_rages(catalog: Catalog, state: UdoState) -> bool:
    """Whether Kai would be ENRAGED if the attacks were revealed now: she holds at least one card of
    her own and every one of them is ENRAGED (ruling Kai 4)."""
    own = kai_cards_in_hand(catalog, state)
    return bool(own) and all(card in state.enraged for card in own)
