"""The numbers a card has in play: its printed values with the Events in play and the Strategy cards waiting."""

from __future__ import annotations

from functools import lru_cache

from game.engine.matcg import cards as c
from game.engine.matcg.cards import AnyCard, Catalog, card_id_of
from game.engine.matcg.state import Attack, MatcgState

_card_id = lru_cache(maxsize=4096)(card_id_of)


def card(catalog: Catalog, physical: str) -> AnyCard:
    return catalog.by_id[_card_id(physical)]


def field_effects(catalog: Catalog, state: MatcgState) -> list[object]:
    """The effects of every Event in play (each seat's, and the DGM challenge)."""
    in_play = [e for e in state.events if e is not None]
    if state.challenge is not None:
        in_play.append(state.challenge)
    return [effect for e in in_play for effect in card(catalog, e).effects]


def atk(catalog: Catalog, state: MatcgState, attack: Attack) -> int:
    printed = card(catalog, attack.card)
    assert isinstance(printed, c.AttackCard)
    total = printed.atk + attack.bonus
    for effect in field_effects(catalog, state):
        if isinstance(effect, c.AttackModifier) and (effect.tag is None or effect.tag in printed.tags):
            total += effect.amount
    return max(0, total)


def defense(catalog: Catalog, state: MatcgState, attack: Attack, atk_value: int) -> int:
    """What the blocks absorb: their DEF added up, with the defender's Iron Body and the Events; all of the
    attack if one of them absorbs all. Nothing without a block."""
    if not attack.blocks:
        return 0
    blocks = [card(catalog, b) for b in attack.blocks]
    total = sum(b.defense for b in blocks if isinstance(b, c.AttackCard | c.DefenseCard))
    total += state.brace[attack.target]
    total += sum(e.amount for e in field_effects(catalog, state) if isinstance(e, c.BlockModifier))
    total = max(0, total)
    if any(isinstance(e, c.AbsorbAll) for b in blocks for e in b.effects):
        total = max(total, atk_value)
    return total


def link_bonus(catalog: Catalog, state: MatcgState) -> int:
    """How much higher every LNK counts (Sudden Rain)."""
    return sum(e.amount for e in field_effects(catalog, state) if isinstance(e, c.LinkModifier))


def lnk(catalog: Catalog, state: MatcgState, physical: str) -> int:
    printed = card(catalog, physical)
    assert isinstance(printed, c.AttackCard | c.DefenseCard)
    return printed.lnk + link_bonus(catalog, state)


def extra_draw(catalog: Catalog, state: MatcgState) -> int:
    return sum(e.count for e in field_effects(catalog, state) if isinstance(e, c.ExtraDraw))


def turn_end_heal(catalog: Catalog, state: MatcgState) -> int:
    return sum(e.amount for e in field_effects(catalog, state) if isinstance(e, c.TurnEndHeal))


def has(printed: AnyCard, kind: type) -> bool:
    return any(isinstance(effect, kind) for effect in printed.effects)
