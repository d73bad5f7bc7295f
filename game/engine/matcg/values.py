"""The numbers a card has in play: its printed values with the Events in play and the Strategy cards waiting."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.engine.matcg import cards as c
from game.engine.matcg.cards import AnyCard, Catalog, card_id_of
from game.engine.matcg.state import Attack, MatcgState

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


def atk(catalog: Catalog, state: MatcgState, attack: Attack) -> int:
    printed = card(catalog, attack.card)
    assert isinstance(printed, c.AttackCard)
    total = printed.atk + attack.bonus
    for effect in in_play(catalog, state).attack:
        if effect.tag is None or effect.tag in printed.tags:
            total += effect.amount
    return max(0, total)


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
