"""What the cards of Ancient Arts: Kenpo Masters are, as validated, frozen data.

A card's printed face is fully described here: the yellow movement arrows (`moves`, each with its
bonus or penalty), the red attack and defence arrows (`attack`, `defence`, by the direction of the
opponent around the fighter), the qualifiers under the title and the text. What the text means to the
rules is given again as data (`combo`, `abilities`) that the engine interprets; there is no code per card.
The card data lives in assets/kenpo/ and is read by game/content.
"""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from game.engine.kenpo.geometry import DIRECTIONS, MIRROR, STEPS
from game.engine.ruled import Ruled

DECK_SIZE = 26
# The qualifiers in the rulebook's order (a card face prints its own in the order its data gives them).
ACTION_QUALIFIERS = ("Hard", "Fast", "Spinning", "Rushing", "High", "Block", "Punch", "Kick", "Movement")
QUALIFIERS = (*ACTION_QUALIFIERS, "Effect")

Qualifier = Literal["Hard", "Fast", "Spinning", "Rushing", "High", "Block", "Punch", "Kick", "Movement", "Effect"]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Fit(Frozen):
    """A kind of card named by qualifiers: it has every qualifier of `has` and none of `lacks`.
    An empty Fit is any card ("combo any card on this")."""

    has: tuple[Qualifier, ...] = ()
    lacks: tuple[Qualifier, ...] = ()

    def matches(self, qualifiers: frozenset[str]) -> bool:
        return all(q in qualifiers for q in self.has) and not any(q in qualifiers for q in self.lacks)


class Combo(Frozen):
    """How the card joins a combo. Each card is checked against the card played just before it.

    - `goes_on`: this card may be comboed onto a card that fits one of these.
    - `takes`: a card that fits one of these may be comboed onto this one.
    - `never`: this card may never be comboed onto anything, whatever the card beneath allows
      (so it can only be the first card of a turn).
    """

    goes_on: tuple[Fit, ...] = ()
    takes: tuple[Fit, ...] = ()
    never: bool = False


class FakeBonus(Frozen):
    """Hand Fake: the next attack of the combo is worth `kick` more if it is a Kick, else `other` more."""

    kick: int = Field(ge=0)
    other: int = Field(ge=0)


class Abilities(Frozen):
    """What the card's text does besides its arrows, as the rules engine reads it.

    - `double_on_blocked_kick`: double damage when comboed on a Kick that gets blocked (Jab).
    - `fake`: the next attack card of the combo scores more (Hand Fake).
    - `break_on_forward`: calls a Break when it is the first card played in a turn right after the
      opponent stepped forward (Side Kick).
    - `hit_back`: points scored when this defence meets an attack that would deal damage (Hard Block).
    - `mirror`: the cards played after it in the combo have left and right swapped (Change Sides).
    - `moves_again`: the next Action card of the combo makes a movement of its own (Fast Footwork).
    - `defended_only_moving`: only a defence card played with a step (not the centre dot) can reduce
      this attack (Blitz).
    """

    double_on_blocked_kick: bool = False
    fake: FakeBonus | None = None
    break_on_forward: bool = False
    hit_back: int = Field(default=0, ge=0)
    mirror: bool = False
    moves_again: bool = False
    defended_only_moving: bool = False


class ActionCard(Frozen):
    """An Action card: it moves the fighter and deals or prevents damage.

    - `moves`: the movement arrows, step -> bonus (+) or penalty (-) added to the card's damage when
      it is played with that movement; "none" is the centre dot. A step that is absent is not allowed.
    - `attack`: red arrows, direction of the opponent -> points dealt.
    - `defence`: red arrows printed with a minus sign, direction of the attacker -> points prevented.
    """

    kind: Literal["action"] = "action"
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    qualifiers: tuple[Qualifier, ...] = Field(min_length=1)
    moves: dict[str, int] = Field(min_length=1)
    attack: dict[str, int] = {}
    defence: dict[str, int] = {}
    text: str = ""
    combo: Combo = Combo()
    abilities: Abilities = Abilities()

    @field_validator("moves")
    @classmethod
    def _steps(cls, values: dict[str, int]) -> dict[str, int]:
        unknown = sorted(set(values) - set(STEPS))
        if unknown:
            raise ValueError(f"unknown movement {', '.join(unknown)}: a card moves {', '.join(STEPS)} (no diagonals)")
        return values

    @field_validator("attack", "defence")
    @classmethod
    def _arrows(cls, values: dict[str, int]) -> dict[str, int]:
        unknown = sorted(set(values) - set(DIRECTIONS))
        if unknown:
            raise ValueError(f"unknown direction {', '.join(unknown)}: arrows point {', '.join(DIRECTIONS)}")
        if any(v <= 0 for v in values.values()):
            raise ValueError("arrow values are written as positive numbers (a defence arrow prints as minus it)")
        return values

    @model_validator(mode="after")
    def _consistent(self) -> ActionCard:
        where = f"card {self.id!r}"
        if "Effect" in self.qualifiers:
            raise ValueError(f"{where}: an Action card cannot have the qualifier Effect")
        if len(set(self.qualifiers)) != len(self.qualifiers):
            raise ValueError(f"{where}: a qualifier is repeated")
        if "Movement" in self.qualifiers and (self.attack or self.defence):
            raise ValueError(f"{where}: a Movement card shows only movement arrows, no attack or defence arrows")
        if self.attack and self.defence:
            raise ValueError(f"{where}: a card either attacks or defends, not both")
        if self.abilities.fake is not None or self.abilities.mirror:
            raise ValueError(f"{where}: fakes and side changes are Effect cards")
        return self


class EffectCard(Frozen):
    """An Effect card: no arrows at all, it never moves the fighter; it changes the cards around it."""

    kind: Literal["effect"] = "effect"
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    qualifiers: tuple[Literal["Effect"]] = ("Effect",)
    text: str = ""
    combo: Combo = Combo()
    abilities: Abilities = Abilities()

    @model_validator(mode="after")
    def _only_effects(self) -> EffectCard:
        a = self.abilities
        if a.double_on_blocked_kick or a.break_on_forward or a.hit_back or a.moves_again or a.defended_only_moving:
            raise ValueError(f"card {self.id!r}: an Effect card deals no damage and makes no movement")
        return self

    @property
    def moves(self) -> dict[str, int]:
        return {}

    @property
    def attack(self) -> dict[str, int]:
        return {}

    @property
    def defence(self) -> dict[str, int]:
        return {}


Card = Annotated[ActionCard | EffectCard, Field(discriminator="kind")]


class Deck(Frozen):
    """One player's deck: yellow or red, 26 cards."""

    colour: Literal["yellow", "red"]
    cards: tuple[Card, ...]

    @model_validator(mode="after")
    def _of_26(self) -> Deck:
        if len(self.cards) != DECK_SIZE:
            raise ValueError(f"the {self.colour} deck has {len(self.cards)} cards; a deck has {DECK_SIZE}")
        return self


class Catalog(Frozen, Ruled):
    """Everything a match is played with, and the rulings beside it (game.engine.ruled). `decks[seat]` is that
    seat's deck (seat 0 yellow, seat 1 red)."""

    decks: tuple[Deck, Deck]
    winning_score: int = Field(default=20, ge=1)
    hand_size: int = Field(default=8, ge=1)
    rest_draw: int = Field(default=2, ge=0)
    break_draw: int = Field(default=1, ge=0)

    @model_validator(mode="after")
    def _ids_are_unique(self) -> Catalog:
        if self.decks[0].colour == self.decks[1].colour:
            raise ValueError("the two decks must be of different colours")
        ids = [card.id for deck in self.decks for card in deck.cards]
        repeated = sorted({i for i in ids if ids.count(i) > 1})
        if repeated:
            raise ValueError(f"ids used more than once: {', '.join(repeated)}")
        return self

    def card(self, card_id: str) -> ActionCard | EffectCard:
        return self.cards_by_id[card_id]

    def deck_ids(self, seat: int) -> tuple[str, ...]:
        return self.ids_by_seat[seat]

    @cached_property
    def cards_by_id(self) -> dict[str, ActionCard | EffectCard]:
        return {card.id: card for deck in self.decks for card in deck.cards}

    @cached_property
    def ids_by_seat(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return (tuple(c.id for c in self.decks[0].cards), tuple(c.id for c in self.decks[1].cards))

    @cached_property
    def owners(self) -> dict[str, int]:
        return {card.id: seat for seat, deck in enumerate(self.decks) for card in deck.cards}

    @cached_property
    def qualifiers(self) -> dict[str, frozenset[str]]:
        return {card_id: frozenset(card.qualifiers) for card_id, card in self.cards_by_id.items()}

    @cached_property
    def follows(self) -> dict[tuple[str, str], bool]:
        """(card beneath, card) -> whether the card may be comboed onto the card beneath, for cards of one deck.

        "May never combo" beats any permission of the card beneath."""
        table = {}
        for deck in self.decks:
            for below in deck.cards:
                for card in deck.cards:
                    if card.combo.never:
                        table[(below.id, card.id)] = False
                        continue
                    below_q, card_q = self.qualifiers[below.id], self.qualifiers[card.id]
                    table[(below.id, card.id)] = (any(fit.matches(below_q) for fit in card.combo.goes_on)
                                                  or any(fit.matches(card_q) for fit in below.combo.takes))
        return table

    @cached_property
    def mirrored_moves(self) -> dict[str, dict[str, int]]:
        """A card's movement arrows with left and right swapped (under Change Sides): step -> bonus."""
        return {card_id: {MIRROR[s]: bonus for s, bonus in card.moves.items()}
                for card_id, card in self.cards_by_id.items()}

    def moves(self, card_id: str, mirrored: bool) -> dict[str, int]:
        return self.mirrored_moves[card_id] if mirrored else self.cards_by_id[card_id].moves

    @cached_property
    def most_points(self) -> int:
        """A bound on the points one seat can score in one resolution: every attack of its deck at its
        best value, with the best movement bonus, every fake bonus, doubled; plus every hit-back."""
        best = 0
        for deck in self.decks:
            fakes = sum(max(c.abilities.fake.kick, c.abilities.fake.other) for c in deck.cards if c.abilities.fake)
            total = 0
            for card in deck.cards:
                if card.attack:
                    total += 2 * (max(card.attack.values()) + max(0, *card.moves.values()) + fakes)
                total += card.abilities.hit_back
            best = max(best, total)
        return best

