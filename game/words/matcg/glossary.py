"""Martial Arts' keywords (the rulebook's and the DGM house rules') and what a card under the mouse explains: its
numbers as they stand now, each with its parts (the Strategy cards waiting for its seat's next attack or block, the
Events in play), and the words on it. Meanings from both rule sheets and this edition's rulings."""

from __future__ import annotations

from game.engine.matcg import cards as c
from game.engine.matcg.cards import AnyCard, Catalog, card_id_of
from game.engine.matcg.state import MatcgState, seat_of
from game.engine.matcg.values import NOTHING_IN_PLAY, figures, in_play
from game.words.glossary import Explained, Glossary, Term

DGM = "DGM"
GLOSSARY = Glossary((
    Term("Attack", "A move played on your opponent: it deals its ATK, less what their blocks absorb."),
    Term("Defense", "A card played to block an attack; its DEF absorbs that much of the damage."),
    Term("Strategy", "A card paid for with Adrenaline (its ADR), played in almost any phase."),
    Term("Event", "A card that stays in play and affects both fighters; one per fighter (or side) at a time."),
    Term("ATK", "How much damage the attack deals if nothing blocks it."),
    Term("DEF", "How much damage the card absorbs when it blocks (an Attack card's DEF too)."),
    Term("LNK", "Linker: the next move of a combo, or a counter-attack after this block, needs CPT of at least this."),
    Term("CPT", "Connect point: this move may follow a move whose LNK is at most its CPT."),
    Term("ADR", "Adrenaline: earned by combos, spent on Strategy cards."),
    Term("Combo", "Hits in a row, each move's CPT reaching the LNK before it; every link earns 1 Adrenaline."),
    Term("Block", "Answer an attack with a Defense card, or an Attack card for its DEF."),
    Term("Counter-attack", "After a block that stops all the damage, attack with a card whose CPT reaches its LNK."),
    Term("Recovery Phase", "Your deck has run out: skip a turn and shuffle your discard into a new deck."),
    Term("Draw Phase", "At the start of a turn the attacker draws 3 cards and the defender 2."),
    Term("Heal", "Win back health, never above your starting health."),
    Term("Draw", "Take that many cards from your deck into your hand."),
    Term("No Attack block", "This attack cannot be blocked with an Attack card's DEF: only Defense cards stop it."),
    Term("Blocks all", "This block stops all the damage of the attack, whatever its ATK."),
    Term("Stack", "Another Defense card may join this block: their DEF add up."),
    Term("Reflect", "If this block stops all the damage, the attacker takes damage back."),
    Term("Cancel", "The opponent's next Attack, Defense or Strategy does nothing and is discarded."),
    Term("Boost ATK", "Your next attack this turn gets more ATK (Absolute Focus, Killer Instinct)."),
    Term("Boost DEF", "Your next block this turn gets more DEF (Iron Body)."),
    Term("Weapon", "An Anything Goes card from the sideboard: used only when both fighters agree to it."),
    Term("Illegal Move", "A dirty move from the Anything Goes sideboard: used only when both fighters agree."),
    Term("Anything Goes", "Play with each deck's sideboard of Weapons and Illegal Moves added to it."),
    Term("Sudden death", "No reshuffling: with no cards in hand or deck you cannot defend.", DGM),
    Term("Challenge", "One Event dealt at the start as the whole fight's challenge, instead of Events played.", DGM),
))

KINDS = {"attack": "Attack", "defense": "Defense", "strategy": "Strategy", "event": "Event"}
CLASSES = {"weapon": ("Weapon", "Anything Goes"), "illegal": ("Illegal Move", "Anything Goes"), "normal": ()}


def effect_words(effect: object) -> tuple[str, ...]:
    match effect:
        case c.HealOnHit() | c.Heal() | c.TurnEndHeal():
            return ("Heal",)
        case c.DrawOnHit() | c.Draw():
            return ("Draw",)
        case c.ExtraDraw():
            return ("Draw Phase", "Draw")
        case c.NoAttackBlock():
            return ("No Attack block",)
        case c.AbsorbAll():
            return ("Blocks all", "ATK")
        case c.Stack():
            return ("Stack",)
        case c.Reflect():
            return ("Reflect",)
        case c.Cancel():
            return ("Cancel", "Attack", "Defense", "Strategy")
        case c.BoostAttack():
            return ("Boost ATK", "ATK")
        case c.BoostBlock():
            return ("Boost DEF", "DEF")
        case c.AttackModifier():
            return ("ATK",)
        case c.BlockModifier():
            return ("DEF",)
        case c.LinkModifier():
            return ("LNK",)
    raise TypeError(f"no keyword for {effect!r}")


def keywords(card: AnyCard) -> tuple[str, ...]:
    """The keywords a card prints: its kind and class, its numbers' names and its effects'."""
    found = [KINDS[card.kind], *CLASSES[card.card_class]]
    if isinstance(card, c.AttackCard):
        found += ["ATK", "DEF", "LNK", "CPT"]
    elif isinstance(card, c.DefenseCard):
        found += ["DEF", "LNK", "Counter-attack"]
    elif isinstance(card, c.StrategyCard):
        found += ["ADR"]
    found += [word for effect in card.effects for word in effect_words(effect)]
    return tuple(dict.fromkeys(found))


def explain(catalog: Catalog, state: MatcgState, key: str) -> Explained:
    """A card (a physical id, "s0_lead_jab_2"): its numbers as they stand for its seat, and its keywords."""
    if key.count("_") < 2 or card_id_of(key) not in catalog.by_id:
        return Explained()
    printed = catalog.by_id[card_id_of(key)]
    return Explained(figures(catalog, state, seat_of(key), key), GLOSSARY.terms_of(keywords(printed)))


def now(catalog: Catalog, state: MatcgState, key: str) -> tuple[tuple[str, int], ...]:
    """The numbers of a card that something in play changes, as they stand: what its face shows, marked. (Asked
    for every face drawn: with no boost waiting and no Event in play, nothing changes and nothing is added up.)"""
    boosted = any(state.focus) or any(state.brace) or (state.attack is not None and state.attack.bonus)
    if not boosted and in_play(catalog, state) is NOTHING_IN_PLAY:
        return ()
    if key.count("_") < 2 or card_id_of(key) not in catalog.by_id:
        return ()
    return tuple((figure.name, figure.value) for figure in figures(catalog, state, seat_of(key), key) if figure.changed)
