"""A campaign begun from a prepared position (a scenario), at the moment between fights when the next master is
chosen: the hero's hand, discard pile and exhausted cards (the starters and the special moves of the masters
already defeated, each exactly once), the masters defeated, the Charge stored, for Kai the cards showing their
ENRAGED side, and the attack deck's order (the shipped order when it is left out)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from game.engine.core import Event, ScenarioError
from game.engine.udo import events as ev
from game.engine.udo.cards import Catalog
from game.engine.udo.state import CHOOSE_MASTER

Cards = tuple[StrictStr, ...]


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    hand: Cards
    discard: Cards = ()
    exhausted: Cards = ()
    defeated: Cards = ()
    charge: StrictInt = Field(default=0, ge=0)
    enraged: Cards = ()
    attack_deck: Cards | None = None  # top card first


def scenario(catalog: Catalog, hero: str, data: Mapping[str, Any]) -> list[Event]:
    try:
        position = Position.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the position"
        raise ScenarioError(f"{where}: {first['msg']}") from None
    masters = {master.id for master in catalog.masters}
    for master in position.defeated:
        if master not in masters:
            raise ScenarioError(f"{master!r} is not a master of this campaign")
    if len(set(position.defeated)) != len(position.defeated):
        raise ScenarioError("a master is defeated twice")
    if len(position.defeated) >= catalog.masters_to_defeat:
        raise ScenarioError(f"{len(position.defeated)} masters defeated: the campaign would be won")
    if position.charge > catalog.charge_max:
        raise ScenarioError(f"Charge {position.charge} is off the tracker (0 to {catalog.charge_max})")
    _check_cards(catalog, position)
    attacks = tuple(attack.id for attack in catalog.attacks)
    deck = attacks if position.attack_deck is None else position.attack_deck
    if Counter(deck) != Counter(attacks):
        raise ScenarioError("the attack deck must hold every attack card exactly once")
    glory = sum(catalog.master(master).glory for master in position.defeated)
    return [ev.CampaignStarted(hero=hero, cards=tuple(card.id for card in catalog.starters)),
            ev.AttackDeckShuffled(order=deck),
            ev.PositionSet(hand=position.hand, discard=position.discard, exhausted=position.exhausted,
                           defeated=position.defeated, glory=glory, charge=position.charge,
                           enraged=position.enraged),
            ev.StepBegan(step=CHOOSE_MASTER, turn=0)]


def _check_cards(catalog: Catalog, position: Position) -> None:
    """The hero's cards are the starters and the defeated masters' special moves, each in exactly one place."""
    owned = Counter(card.id for card in catalog.starters)
    owned.update(catalog.master(master).special_move.id for master in position.defeated)
    placed = Counter(position.hand + position.discard + position.exhausted)
    extra, missing = placed - owned, owned - placed
    if extra:
        raise ScenarioError(f"card {sorted(extra)[0]!r} is placed more often than the hero owns it")
    if missing:
        raise ScenarioError(f"card {sorted(missing)[0]!r} is in none of the hand, discard pile and exhausted cards")
    for card in position.enraged:
        if not catalog.two_sided(card) or card not in placed:
            raise ScenarioError(f"card {card!r} cannot show an ENRAGED side here")
