"""What the cards of Martial Arts: The Trading Card Game are, as validated, frozen data.

A card's printed face (name, style, text, ATK, DEF, LNK, CPT, ADR) is given here, and what its text means to the
rules is given again as effects from a small, closed vocabulary (`Effect`) that the engine interprets: there is no
code per card, and a card whose text asks for anything else cannot be written. The data lives in
assets/matcg/cards.json and is read by game/content/matcg.py.
"""

from __future__ import annotations

from functools import cached_property, lru_cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.engine.matcg.legality import deck_problems

STARTER_SIZE = 54
Tag = Literal["Punch", "Kick", "Strike", "Elbow", "Knee", "Weapon"]
Class = Literal["normal", "weapon", "illegal"]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# ----- the effects: every card text the engine does -----------------------------------------------------------


class HealOnHit(Frozen):
    """Attack: when it deals damage, its player heals `amount`."""

    effect: Literal["heal_on_hit"] = "heal_on_hit"
    amount: int = Field(ge=1)


class DrawOnHit(Frozen):
    """Attack: when it deals damage, its player draws `count` cards."""

    effect: Literal["draw_on_hit"] = "draw_on_hit"
    count: int = Field(ge=1)


class NoAttackBlock(Frozen):
    """Attack: it cannot be blocked with an Attack card's DEF (only Defense cards stop it)."""

    effect: Literal["no_attack_block"] = "no_attack_block"


class AbsorbAll(Frozen):
    """Defense: it blocks all the damage of the attack, whatever its ATK."""

    effect: Literal["absorb_all"] = "absorb_all"


class Stack(Frozen):
    """Defense: another Defense card may be added to the same block; their DEF add up."""

    effect: Literal["stack"] = "stack"


class Reflect(Frozen):
    """Defense: when the block stops all the damage, the attacker takes `amount`."""

    effect: Literal["reflect"] = "reflect"
    amount: int = Field(ge=1)


class Cancel(Frozen):
    """Strategy: the opponent's next Attack, Defense or Strategy does nothing and is discarded. Played in answer
    to a Strategy card, it cancels that card; played against a waiting attack, it cancels the attack."""

    effect: Literal["cancel"] = "cancel"


class BoostAttack(Frozen):
    """Strategy: your next attack gets +`amount` ATK (until the end of the turn)."""

    effect: Literal["boost_attack"] = "boost_attack"
    amount: int = Field(ge=1)


class BoostBlock(Frozen):
    """Strategy: your next block gets +`amount` DEF (until the end of the turn)."""

    effect: Literal["boost_block"] = "boost_block"
    amount: int = Field(ge=1)


class Heal(Frozen):
    """Strategy: you heal `amount` (never above your starting health)."""

    effect: Literal["heal"] = "heal"
    amount: int = Field(ge=1)


class Draw(Frozen):
    """Strategy: you draw `count` cards."""

    effect: Literal["draw"] = "draw"
    count: int = Field(ge=1)


class AttackModifier(Frozen):
    """Event: every attack (or every attack with `tag`) of both players gets `amount` ATK (never below 0)."""

    effect: Literal["attack_modifier"] = "attack_modifier"
    amount: int = Field(ge=-3, le=3)
    tag: Tag | None = None


class BlockModifier(Frozen):
    """Event: every block of both players gets `amount` DEF."""

    effect: Literal["block_modifier"] = "block_modifier"
    amount: int = Field(ge=-3, le=3)


class LinkModifier(Frozen):
    """Event: every LNK of both players counts `amount` higher (combos and counter-attacks are harder)."""

    effect: Literal["link_modifier"] = "link_modifier"
    amount: int = Field(ge=-3, le=3)


class ExtraDraw(Frozen):
    """Event: in every Draw Phase both players draw `count` more."""

    effect: Literal["extra_draw"] = "extra_draw"
    count: int = Field(ge=1, le=2)


class TurnEndHeal(Frozen):
    """Event: at the end of every turn both players heal `amount`."""

    effect: Literal["turn_end_heal"] = "turn_end_heal"
    amount: int = Field(ge=1, le=3)


AttackEffect = Annotated[HealOnHit | DrawOnHit | NoAttackBlock, Field(discriminator="effect")]
DefenseEffect = Annotated[AbsorbAll | Stack | Reflect, Field(discriminator="effect")]
StrategyEffect = Annotated[Cancel | BoostAttack | BoostBlock | Heal | Draw, Field(discriminator="effect")]
EventEffect = Annotated[AttackModifier | BlockModifier | LinkModifier | ExtraDraw | TurnEndHeal,
                        Field(discriminator="effect")]


# ----- the cards ---------------------------------------------------------------------------------------------------


class CardBase(Frozen):
    """What every card prints: its name (upper left), its style (under the name) and its text."""

    id: str = Field(pattern=r"^[a-z0-9]+(?:_[a-z0-9]+)*$")
    name: str = Field(min_length=1)
    style: str = Field(min_length=1)
    text: str = ""

    @cached_property
    def effect_kinds(self) -> frozenset[type]:
        """The classes of its effects (game.engine.matcg.values.has asks it at every block and Strategy card)."""
        return frozenset(type(effect) for effect in self.effects)  # type: ignore[attr-defined]


class AttackCard(CardBase):
    """ATK: damage dealt unblocked; DEF: what it absorbs used as a block; LNK: the CPT the next move of a combo
    needs; CPT: what it connects onto."""

    kind: Literal["attack"] = "attack"
    card_class: Class = "normal"
    tags: tuple[Tag, ...] = ()
    atk: int = Field(ge=0, le=9)
    defense: int = Field(ge=0, le=9)
    lnk: int = Field(ge=1, le=9)
    cpt: int = Field(ge=1, le=9)
    effects: tuple[AttackEffect, ...] = ()


class DefenseCard(CardBase):
    """Only DEF and LNK: a block, and the linker a counter-attack follows."""

    kind: Literal["defense"] = "defense"
    card_class: Class = "normal"
    defense: int = Field(ge=0, le=9)
    lnk: int = Field(ge=1, le=9)
    effects: tuple[DefenseEffect, ...] = ()


class StrategyCard(CardBase):
    """Costs `adr` Adrenaline points (printed in the upper right corner)."""

    kind: Literal["strategy"] = "strategy"
    card_class: Literal["normal"] = "normal"
    adr: int = Field(ge=1, le=5)
    effects: tuple[StrategyEffect, ...] = Field(min_length=1)


class EventCard(CardBase):
    """Affects both players while in play; one per player; replaced only by its owner's next Event."""

    kind: Literal["event"] = "event"
    card_class: Literal["normal"] = "normal"
    effects: tuple[EventEffect, ...] = Field(min_length=1)


Card = Annotated[AttackCard | DefenseCard | StrategyCard | EventCard, Field(discriminator="kind")]
AnyCard = AttackCard | DefenseCard | StrategyCard | EventCard


class StarterDeck(Frozen):
    """A pre-constructed deck of 54 (card id -> copies), its Anything Goes sideboard of Weapons and Illegal Moves,
    and the cards left out to play it under the DGM house rules (decks of 40 to 50)."""

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    style: str
    cards: dict[str, int]
    sideboard: dict[str, int]
    dgm_leave_out: dict[str, int]

    def names(self, part: dict[str, int]) -> list[str]:
        return [card_id for card_id, count in part.items() for _ in range(count)]

    def ids(self, ruleset_id: str, anything_goes: bool) -> list[str]:
        """The card ids of the deck as played under a rule set, with the sideboard in Anything Goes."""
        cards = dict(self.cards)
        if ruleset_id == "dgm":
            for card_id, count in self.dgm_leave_out.items():
                cards[card_id] = cards.get(card_id, 0) - count
        main = self.names({k: v for k, v in cards.items() if v > 0})
        return main + (self.names(self.sideboard) if anything_goes else [])


class Ruling(Frozen):
    """A rule the rulebook leaves open or states twice over, settled: `rule` is what it says, `ruling` what this
    edition plays, `test` the test that holds it (or a list of the tests that hold its parts)."""

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    rule: str
    ruling: str
    test: str | Annotated[tuple[str, ...], Field(min_length=1)]

    @property
    def tests(self) -> tuple[str, ...]:
        """The names of the tests that hold the ruling."""
        return (self.test,) if isinstance(self.test, str) else self.test


class Catalog(Frozen):
    cards: tuple[Card, ...]
    starter_decks: tuple[StarterDeck, ...] = Field(min_length=2)
    rulings: tuple[Ruling, ...] = ()

    @model_validator(mode="after")
    def _sound(self) -> Catalog:
        problems: list[str] = []
        ids = [card.id for card in self.cards]
        names = [card.name for card in self.cards]
        for label, values in (("id", ids), ("name", names)):
            repeated = sorted({v for v in values if values.count(v) > 1})
            if repeated:
                problems.append(f"card {label}s used more than once: {', '.join(repeated)}")
        for card in self.cards:
            if card.text != rules_text(card):
                problems.append(f"card {card.id!r} prints {card.text!r} but its effects say {rules_text(card)!r}")
        decks = [deck.id for deck in self.starter_decks]
        if len(set(decks)) != len(decks):
            problems.append("starter deck ids used more than once")
        if not problems:
            for deck in self.starter_decks:
                problems += self._deck_problems(deck)
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def _deck_problems(self, deck: StarterDeck) -> list[str]:
        where = f"starter deck {deck.id!r}"
        known = {card.id: card for card in self.cards}
        unknown = sorted({c for part in (deck.cards, deck.sideboard, deck.dgm_leave_out) for c in part} - set(known))
        if unknown:
            return [f"{where} names unknown cards: {', '.join(unknown)}"]
        problems = []
        if sum(deck.cards.values()) != STARTER_SIZE:
            problems.append(f"{where} has {sum(deck.cards.values())} cards; a starter deck has {STARTER_SIZE}")
        if any(known[c].card_class == "normal" for c in deck.sideboard):
            problems.append(f"{where}: the sideboard holds only Weapons and Illegal Moves")
        if any(deck.cards.get(c, 0) < n for c, n in deck.dgm_leave_out.items()):
            problems.append(f"{where} leaves out for DGM more copies than it holds")
        for ruleset_id in ("matcg", "dgm"):
            for anything_goes in (False, True):
                names = [known[c].name for c in deck.ids(ruleset_id, anything_goes)]
                problems += [f"{where} ({ruleset_id}): {p}" for p in deck_problems(self, names, ruleset_id,
                                                                                   anything_goes)]
        return problems

    @cached_property
    def by_id(self) -> dict[str, AnyCard]:
        return {card.id: card for card in self.cards}

    @cached_property
    def by_name(self) -> dict[str, AnyCard]:
        return {card.name: card for card in self.cards}

    @cached_property
    def decks_by_id(self) -> dict[str, StarterDeck]:
        return {deck.id: deck for deck in self.starter_decks}

    @cached_property
    def memo(self) -> dict[Any, Any]:
        """Room for what the rules work out once from these cards and then look up (game.engine.matcg.values)."""
        return {}

    @cached_property
    def cheapest_cancel(self) -> int | None:
        """The ADR of the cheapest Strategy card that cancels: a seat with fewer cannot answer a Strategy card."""
        costs = [c.adr for c in self.cards if isinstance(c, StrategyCard)
                 and any(isinstance(e, Cancel) for e in c.effects)]
        return min(costs) if costs else None


def card_id_of(physical: str) -> str:
    """The card of a physical card id: "s1_shin_block_3" -> "shin_block"."""
    return physical.split("_", 1)[1].rsplit("_", 1)[0]


def printed(catalog: Catalog, physical: str) -> AnyCard:
    """The printed card of a physical card id ("s0_lead_jab_2")."""
    return catalog.by_id[card_id_of(physical)]


@lru_cache(maxsize=256)  # a starter deck's are the same in every fight it is dealt in
def physical_ids(seat: int, card_ids: tuple[str, ...]) -> tuple[str, ...]:
    """One id per physical card: the seat, the card and the copy ("s0_shin_block_1", "s0_shin_block_2", ...)."""
    seen: dict[str, int] = {}
    out = []
    for card_id in card_ids:
        seen[card_id] = seen.get(card_id, 0) + 1
        out.append(f"s{seat}_{card_id}_{seen[card_id]}")
    return tuple(out)


def _signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else str(amount)


def effect_text(effect: object) -> str:
    """The words a card prints for one effect: a card's text is exactly its effects' words."""
    match effect:
        case HealOnHit(amount=n):
            return f"When this deals damage, heal {n}."
        case DrawOnHit(count=n):
            return f"When this deals damage, draw {n}." if n > 1 else "When this deals damage, draw a card."
        case NoAttackBlock():
            return "Cannot be blocked with an Attack card."
        case AbsorbAll():
            return "Blocks all the damage of the attack, whatever its ATK."
        case Stack():
            return "You may add another Defense card to this block: their DEF add up."
        case Reflect(amount=n):
            return f"If this block stops all the damage, the attacker takes {n}."
        case Cancel():
            return "Your opponent's next Attack, Defense or Strategy does nothing and is discarded."
        case BoostAttack(amount=n):
            return f"Your next attack this turn gets +{n} ATK."
        case BoostBlock(amount=n):
            return f"Your next block this turn gets +{n} DEF."
        case Heal(amount=n):
            return f"Heal {n}."
        case Draw(count=n):
            return f"Draw {n} cards." if n > 1 else "Draw a card."
        case AttackModifier(amount=n, tag=tag):
            what = f"every {tag}" if tag else "every attack"
            return f"For both players, {what} gets {_signed(n)} ATK."
        case BlockModifier(amount=n):
            return f"For both players, every block gets {_signed(n)} DEF."
        case LinkModifier(amount=n):
            return f"For both players, every LNK counts {n} {'higher' if n > 0 else 'lower'}."
        case ExtraDraw(count=n):
            return f"In every Draw Phase both players draw {n} more."
        case TurnEndHeal(amount=n):
            return f"At the end of every turn both players heal {n}."
    raise TypeError(f"no words for {effect!r}")


def rules_text(card: AnyCard) -> str:
    return " ".join(effect_text(effect) for effect in card.effects)
