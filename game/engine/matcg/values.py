"""The numbers a card has in play: its printed values with the Events in play and the Strategy cards waiting."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from game.engine.explained import Figure, Part, floored
from game.engine.matcg import cards as c
from game.engine.matcg.cards import AnyCard, Catalog, card_id_of
from game.engine.matcg.state import Attack, MatcgState

E = TypeVar("E")
_card_id = lru_cache(maxsize=4096)(card_id_of)


def card(catalog: Catalog, physical: str) -> AnyCard:
    return catalog.by_id[_card_id(physical)]


@dataclass(frozen=True, slots=True)
class InPlay:
    """What the Event cards in play (each seat's, and the DGM challenge) do, added up by kind of effect."""

    attack: tuple[c.AttackModifier, ...] = ()  # each adds its amount to every attack (of its tag, if it names one)
    block: int = 0  # DEF added to every block
    link: int = 0  # how much higher every LNK counts (Sudden Rain)
    draw: int = 0  # cards more in every Draw Phase
    heal: int = 0  # health healed at the end of every turn


NOTHING_IN_PLAY = InPlay()
_MEMO_SIZE = 4096  # sets of Events in play remembered per catalog


def in_play(catalog: Catalog, state: MatcgState) -> InPlay:
    """The Events in play, added up once per set of them (the catalog remembers it)."""
    events, challenge = state.events, state.challenge
    if challenge is None and not any(events):  # no Event in play
        return NOTHING_IN_PLAY
    memo = catalog.memo
    key = (events, challenge)
    found = memo.get(key)
    if found is None:
        if len(memo) >= _MEMO_SIZE:
            memo.clear()
        found = memo[key] = _added_up(catalog, (*events, challenge))
    return found  # type: ignore[no-any-return]


def _added_up(catalog: Catalog, cards: tuple[str | None, ...]) -> InPlay:
    effects = [effect for e in cards if e is not None for effect in card(catalog, e).effects]
    return InPlay(attack=tuple(e for e in effects if isinstance(e, c.AttackModifier)),
                  block=sum(e.amount for e in effects if isinstance(e, c.BlockModifier)),
                  link=sum(e.amount for e in effects if isinstance(e, c.LinkModifier)),
                  draw=sum(e.count for e in effects if isinstance(e, c.ExtraDraw)),
                  heal=sum(e.amount for e in effects if isinstance(e, c.TurnEndHeal)))


def boosts(catalog: Catalog, state: MatcgState, printed: c.AttackCard) -> list[c.AttackModifier]:
    """The Events in play that change this card's ATK (each names its tag, or every attack)."""
    return [effect for effect in in_play(catalog, state).attack if effect.tag is None or effect.tag in printed.tags]


def atk(catalog: Catalog, state: MatcgState, attack: Attack) -> int:
    printed = card(catalog, attack.card)
    assert isinstance(printed, c.AttackCard)
    return max(0, printed.atk + attack.bonus + sum(effect.amount for effect in boosts(catalog, state, printed)))


def _event_name(catalog: Catalog, state: MatcgState, effect: object) -> str:
    """The name of the Event in play (a seat's, or the challenge) that has this effect."""
    for event in (*state.events, state.challenge):
        if event is not None and effect in card(catalog, event).effects:
            return card(catalog, event).name
    return "an Event"


def figures(catalog: Catalog, state: MatcgState, seat: int, physical: str) -> tuple[Figure, ...]:
    """The numbers a card of `seat` shows now, each with its parts: an Attack card's ATK with the Strategy cards'
    boost waiting for the seat's next attack (Absolute Focus; the waiting attack's own, once played) and the Events
    in play, its DEF with the boost waiting for its next block (Iron Body) and the Events, its LNK with the Events
    (Sudden Rain), its CPT as printed; a Defense card's DEF and LNK so."""
    printed = card(catalog, physical)
    if not isinstance(printed, c.AttackCard | c.DefenseCard):
        return ()
    shown: list[Figure] = []
    if isinstance(printed, c.AttackCard):
        boosted = [Part(_event_name(catalog, state, e), e.amount) for e in boosts(catalog, state, printed)]
        attack = state.attack
        boost = attack.bonus if attack is not None and attack.card == physical else state.focus[seat]
        shown.append(floored("ATK", (Part("printed", printed.atk), Part("Boost ATK", boost), *boosted)))
    brace = state.brace[seat]
    blocks = [Part(_event_name(catalog, state, e), e.amount) for e in added_effects(catalog, state, c.BlockModifier)]
    shown.append(floored("DEF", (Part("printed", printed.defense), Part("Boost DEF", brace), *blocks)))
    links = [Part(_event_name(catalog, state, e), e.amount) for e in added_effects(catalog, state, c.LinkModifier)]
    shown.append(Figure("LNK", (Part("printed", printed.lnk), *links)))
    if isinstance(printed, c.AttackCard):
        shown.append(Figure("CPT", (Part("printed", printed.cpt),)))
    return tuple(shown)


def added_effects(catalog: Catalog, state: MatcgState, kind: type[E]) -> list[E]:
    """The effects of this kind among the Events in play."""
    cards = (*state.events, state.challenge)
    return [effect for e in cards if e is not None for effect in card(catalog, e).effects if isinstance(effect, kind)]


def defense(catalog: Catalog, state: MatcgState, attack: Attack, atk_value: int) -> int:
    """What the blocks absorb: their DEF added up, with the Iron Body of the fighter who blocks (the target, or the
    teammate called to defend for it) and the Events; all of the attack if one of them absorbs all. Nothing without
    a block."""
    if not attack.blocks:
        return 0
    blocks = [card(catalog, b) for b in attack.blocks]
    total = state.brace[attack.answerer] + in_play(catalog, state).block
    absorbs = False
    for block in blocks:
        if isinstance(block, c.AttackCard | c.DefenseCard):
            total += block.defense
        absorbs = absorbs or c.AbsorbAll in block.effect_kinds
    total = max(0, total)
    return max(total, atk_value) if absorbs else total


def link_bonus(catalog: Catalog, state: MatcgState) -> int:
    """How much higher every LNK counts (Sudden Rain)."""
    return in_play(catalog, state).link


def lnk(catalog: Catalog, state: MatcgState, physical: str) -> int:
    printed = card(catalog, physical)
    assert isinstance(printed, c.AttackCard | c.DefenseCard)
    return printed.lnk + link_bonus(catalog, state)


def extra_draw(catalog: Catalog, state: MatcgState) -> int:
    return in_play(catalog, state).draw


def turn_end_heal(catalog: Catalog, state: MatcgState) -> int:
    return in_play(catalog, state).heal


def has(printed: AnyCard, kind: type) -> bool:
    """Whether the card has an effect of that kind."""
    return kind in printed.effect_kinds
