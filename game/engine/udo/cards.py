"""What the cards of the Udo campaign are, as validated, frozen data.

Conditions and effects are a small vocabulary interpreted by the rules (rules.py, combos.py),
never one function per card. The card data itself lives in assets/udo/ and is read by
game/content; this module only says what a valid card is.
"""

from __future__ import annotations

from functools import cached_property, lru_cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.engine.ruled import Ruled

BODY_AREAS = ("Head", "Torso", "Left Arm", "Right Arm", "Left Leg", "Right Leg")


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


@lru_cache(maxsize=4096)  # few names and keywords, asked about on every move
def is_a(name: str, keyword: str) -> bool:
    """A card is a <keyword> card when the keyword is in its title ("Lightspeed Right Leg" is a Right Leg)."""
    return keyword.lower() in name.lower()


# ----- conditions: where a card may stand in a combo -------------------------------------------


class OnCard(Frozen):
    """The card directly beneath this one must be a <keyword> card (so it can never start a combo)."""

    kind: Literal["on"] = "on"
    keyword: str


class MaxComboSize(Frozen):
    """The combo holding this card may have at most `cards` cards (Charge is not counted)."""

    kind: Literal["max_size"] = "max_size"
    cards: int = Field(ge=1)


class MinComboSize(Frozen):
    """The combo holding this card must have at least `cards` cards when play ends."""

    kind: Literal["min_size"] = "min_size"
    cards: int = Field(ge=2)


class OnlyCards(Frozen):
    """Every card of the combo holding this card must be a card of one of these keywords."""

    kind: Literal["only"] = "only"
    keywords: tuple[str, ...] = Field(min_length=1)


Condition = Annotated[OnCard | MaxComboSize | MinComboSize | OnlyCards, Field(discriminator="kind")]


# ----- effects: what a finisher does ------------------------------------------------------------


class Deal(Frozen):
    """Deal X + plus damage, `times` times (each time to a different heart)."""

    kind: Literal["deal"] = "deal"
    plus: int = 0
    times: int = Field(default=1, ge=1)


class Block(Frozen):
    """Block with value X + plus, `times` times (each time a different attack)."""

    kind: Literal["block"] = "block"
    plus: int = 0
    times: int = Field(default=1, ge=1)


class GainCharge(Frozen):
    """Gain Charge: X + plus when `uses_x`, else just `plus`."""

    kind: Literal["charge"] = "charge"
    uses_x: bool = False
    plus: int = 0


class Recover(Frozen):
    """Return up to `cards` cards of your choice from your discard pile to your hand."""

    kind: Literal["recover"] = "recover"
    cards: int = Field(ge=1)


class Enrage(Frozen):
    """Kai only: ENRAGE (flip to the ENRAGED side) X + plus calm cards of her hand when `uses_x`,
    else just `plus`; she picks which. Master techniques have one side and cannot be ENRAGED."""

    kind: Literal["enrage"] = "enrage"
    uses_x: bool = False
    plus: int = 0


class Plan(Frozen):
    """Planning: take `cards` (plus X when `uses_x`) cards of your choice from your discard pile and
    calm them (ENRAGED ones flip to their calm side), then take `keep` (plus X when `uses_x`) of them
    into your hand and discard the others. "Take X+1, keep X" is uses_x, cards 1, keep 0."""

    kind: Literal["plan"] = "plan"
    uses_x: bool = False
    cards: int = 0
    keep: int = 0

    @model_validator(mode="after")
    def _takes_cards_and_keeps_no_more(self) -> Plan:
        if self.keep > self.cards:
            raise ValueError("Planning cannot keep more cards than it takes")
        if not self.uses_x and self.keep < 1:
            raise ValueError("Planning must keep at least 1 card")
        return self


Effect = Annotated[Deal | Block | GainCharge | Recover | Enrage | Plan, Field(discriminator="kind")]


class Card(Frozen):
    """A card of the hero's hand: a starter card or a master's special move. For Kai's two-sided
    starters this is one side of the card (kai_cards.py); the id is the physical card's."""

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    conditions: tuple[Condition, ...] = ()
    effects: tuple[Effect, ...] = Field(min_length=1)
    flavor: str = ""

    @model_validator(mode="after")
    def _names_a_body_area(self) -> Card:
        if not any(is_a(self.name, area) for area in BODY_AREAS):
            raise ValueError(f"card {self.id!r}: its name must contain a body area ({', '.join(BODY_AREAS)})")
        return self


# ----- attacks ----------------------------------------------------------------------------------


class Opening(Frozen):
    """While revealed, for the rest of the turn: combos whose finisher is a <keyword> card get
    `plus` added to their length. Positive: the master leaves an opening (a vulnerability);
    negative: the master's guard is up (a buff for the master)."""

    keyword: str
    plus: int

    @model_validator(mode="after")
    def _not_zero(self) -> Opening:
        if self.plus == 0:
            raise ValueError("an opening of +0 does nothing")
        return self


class BlockBonus(Frozen):
    """Gained when the attack is blocked: Charge and/or cards recovered from the discard."""

    charge: int = Field(default=0, ge=0)
    recover: int = Field(default=0, ge=0)


class Attack(Frozen):
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    area: str  # the body area struck, drawn on the card
    block: int = Field(ge=1)  # blocked by Block of this value or more
    cost: str  # keyword of the card lost when unblocked
    bonus: BlockBonus = BlockBonus()
    opening: Opening | None = None


# ----- masters ----------------------------------------------------------------------------------


class Body(Frozen):
    """One fighter on a master card (Master Shadow has several clones, the others one body)."""

    hearts: tuple[int, ...] = Field(min_length=1)
    swords: int = Field(ge=1)


class Master(Frozen):
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    glory: int = Field(ge=1, le=3)
    bodies: tuple[Body, ...] = Field(min_length=1)
    special_move: Card
    style: str = ""

    @property
    def difficulty(self) -> str:
        return ("easy", "medium", "hard")[self.glory - 1]


class Catalog(Frozen, Ruled):
    """Everything the Udo campaign is played with, and the rulings beside it (game.engine.ruled)."""

    starters: tuple[Card, ...] = Field(min_length=1)
    masters: tuple[Master, ...] = Field(min_length=4)
    attacks: tuple[Attack, ...] = Field(min_length=1)
    masters_to_defeat: int = Field(default=4, ge=1)
    charge_max: int = Field(default=10, ge=1)
    ranks: tuple[tuple[int, str], ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _ids_are_unique(self) -> Catalog:
        ids = [c.id for c in self.starters] + [m.special_move.id for m in self.masters]
        ids += [a.id for a in self.attacks] + [m.id for m in self.masters]
        repeated = sorted({i for i in ids if ids.count(i) > 1})
        if repeated:
            raise ValueError(f"ids used more than once: {', '.join(repeated)}")
        if len(self.masters) < self.masters_to_defeat:
            raise ValueError("fewer masters than the campaign needs")
        return self

    def card(self, card_id: str) -> Card:
        return self.cards_by_id[card_id]

    def attack(self, attack_id: str) -> Attack:
        return self.attacks_by_id[attack_id]

    def master(self, master_id: str) -> Master:
        return self.masters_by_id[master_id]

    def rank(self, glory: int) -> str:
        """The rank line for a glory total (ranks are (minimum glory, line), best first)."""
        for least, line in self.ranks:
            if glory >= least:
                return line
        return self.ranks[-1][1]

    @property
    def is_kai(self) -> bool:
        """True for Kai's campaign (game/engine/udo/kai_cards.py): two-sided cards, no Charge."""
        return False

    def two_sided(self, card_id: str) -> bool:
        """Whether the card has a calm and an ENRAGED side (only Kai's starters do)."""
        return False

    def face(self, card_id: str, enraged: bool = False) -> Card:
        """The side of a card: its ENRAGED side when `enraged` and it has one, else its only (or calm) side.
        Rules and views use `sides.face(catalog, state, card_id)`, which knows the side showing."""
        return self.cards_by_id[card_id]

    @cached_property
    def cards_by_id(self) -> dict[str, Card]:
        return {card.id: card for card in (*self.starters, *(m.special_move for m in self.masters))}

    @cached_property
    def hearts_by_master(self) -> dict[str, tuple[tuple[tuple[str, int], ...], ...]]:
        """Each master's hearts as (heart id, value), body by body; heart ids are "<body>.<index>"."""
        return {master.id: tuple(tuple((f"{b}.{h}", value) for h, value in enumerate(body.hearts))
                                 for b, body in enumerate(master.bodies)) for master in self.masters}

    @cached_property
    def attacks_by_id(self) -> dict[str, Attack]:
        return {attack.id: attack for attack in self.attacks}

    @cached_property
    def masters_by_id(self) -> dict[str, Master]:
        return {master.id: master for master in self.masters}
