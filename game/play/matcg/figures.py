"""The cards the Martial Arts rulebook's figures show (game.ui.matcg.figures draws them), chosen from the first
starter deck's printed cards: a combo of three links with an attack that cannot link to it, and an attack a block
absorbs whole with the attack that may counter from the block."""

from __future__ import annotations

from game.content.matcg import ruleset
from game.engine.matcg.cards import AttackCard, Catalog, DefenseCard


def catalog() -> Catalog:
    return ruleset("matcg").catalog


def deck() -> list[AttackCard | DefenseCard]:
    """The first starter deck's Attack and Defense cards, in its list's order."""
    cards = [catalog().by_id[card_id] for card_id in next(iter(catalog().decks_by_id.values())).cards]
    return [card for card in cards if isinstance(card, AttackCard | DefenseCard)]


def chain() -> tuple[list[AttackCard], AttackCard | None]:
    """Three attacks of the deck, each CPT reaching the LNK before it; and one whose CPT falls short of the last."""
    attacks = [card for card in deck() if isinstance(card, AttackCard)]
    links = [attacks[0]]
    while len(links) < 3:
        links.append(next(card for card in attacks if card not in links and card.cpt >= links[-1].lnk))
    short = next((card for card in attacks if card.cpt < links[-1].lnk), None)
    return links, short


def absorbed() -> tuple[AttackCard, DefenseCard, AttackCard]:
    """The strongest attack of the deck a block of it absorbs whole, that block, and an attack whose CPT reaches
    the block's LNK: the counter it allows."""
    cards = deck()
    attacks = [card for card in cards if isinstance(card, AttackCard)]
    blocks = [card for card in cards if isinstance(card, DefenseCard)]
    attack, guard = max(((a, g) for a in attacks for g in blocks if g.defense >= a.atk), key=lambda p: p[0].atk)
    return attack, guard, next(card for card in attacks if card.cpt >= guard.lnk)
