"""Kai, the Tempest: her two-sided cards and the campaign catalog that plays them, as validated data.

Every card of Kai's is double-sided: a calm side (the default, a normal border) and an ENRAGED side
(a fiery border, usually easier to play and stronger). Both sides share the card's id and name the
same body areas, so an attack or an "on a Right Arm card" condition reads either side the same way;
their conditions and effects differ. Which side is up is state (`UdoState.enraged`), never card data:
`sides.face(catalog, state, card_id)` gives the side showing.

The data is authored in assets/kai/cards.json as pairs (`KaiCards`); the campaign catalog
(`KaiCatalog`) is the Udo campaign's masters, attacks and ranks with Kai's calm sides as the starters,
her ENRAGED sides beside them, and the Tempest card. Saves embed the whole KaiCatalog, so a game
keeps its own card data.

Rulings on Kai's cards (the numbered rulings are in assets/udo/rules.md, "Kai's rulings"):
- Kai 1: all of Kai's starter cards start calm side up; the Tempest card starts on "Kai the Calm Tempest".
- Kai 2: a card keeps its side in every zone and when it moves (hand, combos, discard, exhausted,
  the cards set aside by Planning). Only ENRAGE and Planning flip cards.
- Kai 5: master techniques have one side: they are never ENRAGED or calmed.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from pydantic import Field, model_validator

from game.engine.udo.cards import BODY_AREAS, Card, Catalog, Condition, Effect, Frozen, is_a


class Side(Frozen):
    """One side of a two-sided card: a card without its id (the id belongs to the physical card)."""

    name: str
    conditions: tuple[Condition, ...] = ()
    effects: tuple[Effect, ...] = Field(min_length=1)
    flavor: str = ""

    def as_card(self, card_id: str) -> Card:
        return Card(id=card_id, name=self.name, conditions=self.conditions, effects=self.effects, flavor=self.flavor)


def areas(name: str) -> tuple[str, ...]:
    """The body areas a card name names ("Right Arm Punch" names Right Arm)."""
    return tuple(area for area in BODY_AREAS if is_a(name, area))


class KaiCard(Frozen):
    """A starter card of Kai's, both sides."""

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    calm: Side
    enraged: Side

    @model_validator(mode="after")
    def _sides_name_the_same_body_areas(self) -> KaiCard:
        calm, enraged = self.calm.as_card(self.id), self.enraged.as_card(self.id)  # each names a body area
        if areas(calm.name) != areas(enraged.name):
            raise ValueError(f"card {self.id!r}: both sides must name the same body areas")
        return self


class TempestSide(Frozen):
    name: str
    text: str


class Tempest(Frozen):
    """The card "Kai the Calm Tempest" that stands where Udo's Charge tracker would; its other side is
    ENRAGED Kai (`UdoState.kai_enraged`)."""

    calm: TempestSide
    enraged: TempestSide


class KaiCards(Frozen):
    """assets/kai/cards.json: the Tempest card and Kai's starter cards, both sides of each."""

    tempest: Tempest
    cards: tuple[KaiCard, ...] = Field(min_length=1)
    rulings: tuple[str, ...] = ()  # Kai's own, after the campaign's (Catalog.rulings)

    def catalog_data(self, campaign: Catalog) -> dict[str, Any]:
        """The data of Kai's KaiCatalog: `campaign`'s masters, attacks and ranks with Kai's cards."""
        data = campaign.model_dump(mode="json")
        data["starters"] = [card.calm.as_card(card.id).model_dump(mode="json") for card in self.cards]
        data["enraged"] = [card.enraged.as_card(card.id).model_dump(mode="json") for card in self.cards]
        data["tempest"] = self.tempest.model_dump(mode="json")
        data["rulings"] = [*campaign.rulings, *self.rulings]
        return data


class KaiCatalog(Catalog):
    """The Udo campaign played by Kai: `starters` are the calm sides of her cards, `enraged` the
    ENRAGED sides (same ids, one each), `tempest` her own card."""

    enraged: tuple[Card, ...] = Field(min_length=1)
    tempest: Tempest

    @model_validator(mode="after")
    def _every_starter_has_one_enraged_side(self) -> KaiCatalog:
        calm = [card.id for card in self.starters]
        raging = [card.id for card in self.enraged]
        if sorted(calm) != sorted(raging):
            raise ValueError("every starter of Kai's needs exactly one ENRAGED side, and only starters have one")
        for card in self.enraged:
            if areas(card.name) != areas(self.card(card.id).name):
                raise ValueError(f"card {card.id!r}: both sides must name the same body areas")
        return self

    @property
    def is_kai(self) -> bool:
        return True

    def two_sided(self, card_id: str) -> bool:
        return card_id in self.enraged_by_id

    def face(self, card_id: str, enraged: bool = False) -> Card:
        if enraged:
            side = self.enraged_by_id.get(card_id)
            if side is not None:
                return side
        return self.cards_by_id[card_id]

    @cached_property
    def enraged_by_id(self) -> dict[str, Card]:
        return {card.id: card for card in self.enraged}
