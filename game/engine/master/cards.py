"""What the cards of Master are, as validated, frozen data.

Four skills, each with its own colour and symbol (so no player needs colour to tell them apart), 27 numbered
cards each, and golden wild cards: each kind of wild serves one skill. Every physical card has its own id
("knowledge_7_a", "study_b") so a hidden card can be followed from zone to zone. The rulings this edition makes
where the rulebook is silent or contradicts itself are part of the data (`rulings`), beside the numbers they
explain. The card data lives in assets/master/ and is read by game/content.
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

NUMBERS = range(1, 10)  # a skill's cards are numbered 1 to 9 (ruling 2) ...
COPIES = 3  # ... three copies of each number
SKILL_CARDS = len(NUMBERS) * COPIES  # the rulebook's count of cards of each skill, 27
WILDS = 3  # golden wild cards of each kind (ruling 1)
WILD_VALUE = 5  # the experience a wild card is worth wherever it lies (ruling 3)


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Skill(Frozen):
    """A skill: its name, its colour (a name and a hex value for the table) and its symbol, and the name of
    the golden wild card that serves it."""

    id: str = Field(pattern=r"^[a-z]+$")
    name: str
    colour: str = Field(pattern=r"^[a-z]+$")
    hex: str = Field(pattern=r"^#[0-9a-f]{6}$")
    symbol: str = Field(pattern=r"^[a-z]+$")
    wild: str = Field(pattern=r"^[a-z]+$")
    wild_name: str


class SkillCard(Frozen):
    """A numbered card of a skill; its number is its experience."""

    kind: Literal["skill"] = "skill"
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    skill: str
    value: int = Field(ge=1)


class WildCard(Frozen):
    """A golden wild card (Study, Practice, Memory or Train): it stands for any card of the skill it serves."""

    kind: Literal["wild"] = "wild"
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    wild: str  # the kind of wild: study, practice, memory, train
    skill: str  # the skill it serves
    value: int = Field(ge=0)


Card = Annotated[SkillCard | WildCard, Field(discriminator="kind")]


def _skill_problems(skill: Skill, cards: list[SkillCard | WildCard]) -> list[str]:
    """What is wrong with the cards of one skill: its numbered cards (27, three of each number from 1 to 9) and
    the wild cards serving it (three, each worth 5)."""
    problems: list[str] = []
    numbers = Counter(card.value for card in cards if isinstance(card, SkillCard))
    count = sum(numbers.values())
    if count != SKILL_CARDS:
        problems.append(f"{skill.name} has {count} cards; each skill has {SKILL_CARDS}")
    elif numbers != Counter({number: COPIES for number in NUMBERS}):
        problems.append(f"{skill.name}'s cards must be numbered {NUMBERS[0]} to {NUMBERS[-1]}, {COPIES} of each")
    wilds = [card for card in cards if isinstance(card, WildCard)]
    if len(wilds) != WILDS:
        problems.append(f"{len(wilds)} wild cards serve {skill.name}; {WILDS} serve each skill")
    problems += [f"wild card {card.id!r} is worth {card.value}; a wild card is worth {WILD_VALUE}"
                 for card in wilds if card.value != WILD_VALUE]
    return problems


class Catalog(Frozen):
    """Everything a match of Master is played with."""

    skills: tuple[Skill, ...] = Field(min_length=1)
    wild_colour: str
    cards: tuple[Card, ...]
    hand_size: int = Field(default=4, ge=1)
    rounds: int = Field(default=3, ge=1)  # the rounds of a match unless the set-up says otherwise
    max_rounds: int = Field(default=9, ge=1)
    rulings: tuple[str, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> Catalog:
        problems: list[str] = []
        ids = Counter(card.id for card in self.cards)
        problems += [f"card id {card_id!r} is used {n} times" for card_id, n in sorted(ids.items()) if n > 1]
        skills = {skill.id: skill for skill in self.skills}
        if len(skills) != len(self.skills):
            problems.append("a skill is listed twice")
        for field in ("colour", "symbol", "wild"):
            values = [getattr(skill, field) for skill in self.skills]
            if len(set(values)) != len(values):
                problems.append(f"two skills share a {field}: each skill needs its own")
        if self.wild_colour in {skill.colour for skill in self.skills}:
            problems.append("the wild cards' colour must differ from every skill's colour")
        for card in self.cards:
            if card.skill not in skills:
                problems.append(f"card {card.id!r} names an unknown skill {card.skill!r}")
            elif isinstance(card, WildCard) and card.wild != skills[card.skill].wild:
                problems.append(f"card {card.id!r}: a {card.wild} wild does not serve {card.skill}")
        for skill in self.skills:
            problems += _skill_problems(skill, [card for card in self.cards if card.skill == skill.id])
        if len(self.cards) < self.hand_size * 6 + 1:
            problems.append("too few cards to deal to six players and start the discard pile")
        if self.rounds > self.max_rounds:
            problems.append(f"the default of {self.rounds} rounds is more than the most allowed, {self.max_rounds}")
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def card(self, card_id: str) -> SkillCard | WildCard:
        return self.by_id[card_id]

    @cached_property
    def by_id(self) -> dict[str, SkillCard | WildCard]:
        return {card.id: card for card in self.cards}

    @cached_property
    def ids(self) -> tuple[str, ...]:
        return tuple(card.id for card in self.cards)

    @cached_property
    def sorted_ids(self) -> list[str]:
        """Every card's id once, in order: what the cards of a state, sorted, must equal."""
        return sorted(self.ids)

    @cached_property
    def skill_of(self) -> dict[str, str]:
        """card id -> the skill it belongs to or, for a wild, the skill it serves."""
        return {card.id: card.skill for card in self.cards}

    @cached_property
    def value_of(self) -> dict[str, int]:
        return {card.id: card.value for card in self.cards}

    @cached_property
    def wild_ids(self) -> frozenset[str]:
        return frozenset(card.id for card in self.cards if isinstance(card, WildCard))

    @cached_property
    def face(self) -> dict[str, tuple[str, int]]:
        """card id -> what two identical cards share: (skill, number); a wild's face is (its kind, 0)."""
        return {card.id: (card.wild, 0) if isinstance(card, WildCard) else (card.skill, card.value)
                for card in self.cards}

    @cached_property
    def skills_by_id(self) -> dict[str, Skill]:
        return {skill.id: skill for skill in self.skills}

    def is_wild(self, card_id: str) -> bool:
        return card_id in self.wild_ids

    def identical(self, first: str, second: str) -> bool:
        """Two skill cards of one skill and one number (wilds are never identical to anything)."""
        return first not in self.wild_ids and self.face[first] == self.face[second]

    def pairs(self, first: str, second: str) -> bool:
        """Whether two cards form a set: identical skill cards, or a skill card and the wild of its skill."""
        if first == second:
            return False
        wild_first, wild_second = first in self.wild_ids, second in self.wild_ids
        if wild_first and wild_second:
            return False
        if wild_first or wild_second:
            return self.skill_of[first] == self.skill_of[second]
        return self.face[first] == self.face[second]

    def answers(self, card_id: str, skill: str) -> bool:
        """Whether a card may attack or defend a set of `skill`: a card of that skill or the wild serving it."""
        return self.skill_of[card_id] == skill
