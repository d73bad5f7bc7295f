"""The campaign's keywords (Master Udo's and Kai's) and what a card, attack or master under the mouse explains: the
combo's X with its parts (cards, Charge, each opening or guard), what its finisher deals or blocks, and the words
on it. Meanings from the rulebook's Key Terms and this edition's rulings (assets/udo/rules.md)."""

from __future__ import annotations

from game.engine.explained import Figure, Part
from game.engine.udo.cards import (
    Attack,
    Block,
    Card,
    Catalog,
    Condition,
    Deal,
    Effect,
    Enrage,
    GainCharge,
    MaxComboSize,
    MinComboSize,
    OnCard,
    OnlyCards,
    Plan,
    Recover,
)
from game.engine.udo.combos import finisher_figures
from game.engine.udo.sides import face
from game.engine.udo.state import UdoState
from game.words.glossary import Explained, Glossary, Term

KAI = "Kai"
GLOSSARY = Glossary((
    Term("Combo", "One or more cards laid each on the right half of the one below; only the top card acts."),
    Term("Finisher", "The top card of a combo: its effect happens when the combo resolves, then it is discarded."),
    Term("X", "The combo's length: its cards, plus Charge spent and this turn's openings and guards."),
    Term("Condition", "The left half of a card: where it may be laid. It counts cards, never Charge or openings."),
    Term("On a card", "\"On a Right Arm\", \"On an Arm\": the card directly beneath must be one, so it cannot start a "
                      "combo."),
    Term("Max combo size", "The combo holding this card may have at most that many cards."),
    Term("Combo of N+ cards", "The combo must have at least that many cards when you press \"Fight!\""),
    Term("Only", "Every card in this card's combo must be of the kinds named."),
    Term("Deal", "Cover one heart of the master whose value is at most the damage."),
    Term("Block", "Discard one revealed attack whose Block value is at most your block, and gain its bonus."),
    Term("Charge", "Stored up to 10; spend all of it on a combo to add it to X. For Kai it ENRAGEs cards instead."),
    Term("Recover", "Take a card of your choice from your discard pile back into your hand."),
    Term("Attack", "Revealed each turn, one per sword: it hits you at Resolve Attacks unless blocked."),
    Term("Lose a card", "An attack that hits takes a card of the kind named: discard it from hand or exhaust it."),
    Term("Exhaust", "Remove a card from the game for good: it never comes back."),
    Term("Opening", "The master leaves an opening: +N to X of combos with a finisher of that kind, all turn."),
    Term("Guard", "The master's guard is up: -N to X of combos with a finisher of that kind, all turn."),
    Term("Heart", "A target on the master: cover it by dealing at least its value. All covered: defeated."),
    Term("Sword", "How many attacks the master reveals each turn."),
    Term("Glory", "What defeating a master is worth; four defeated masters' glory is your score."),
    Term("ENRAGE", "Flip a calm card of Kai's to its ENRAGED side, usually easier to play and stronger.", KAI),
    Term("Calm", "The side Kai's cards start on; Planning turns cards back to it.", KAI),
    Term("ENRAGED Kai", "Every card of hers in hand ENRAGED when attacks are revealed: she may Double.", KAI),
    Term("Double", "Once a turn, ENRAGED Kai doubles the X of the combo she resolves.", KAI),
    Term("Planning", "Take cards back from the discard pile, calmed, and keep some of them in hand.", KAI),
    Term("Kept attack", "A blocked attack that grants Charge, kept by Kai: discard it to ENRAGE that many cards.",
         KAI),
))


def condition_words(condition: Condition) -> tuple[str, ...]:
    """The keywords a condition prints ("Combo of 2+ cards" names a combo too)."""
    word = condition_word(condition)
    return (word, "Combo") if isinstance(condition, MinComboSize) else (word,)


def condition_word(condition: Condition) -> str:
    match condition:
        case OnCard():
            return "On a card"
        case MaxComboSize():
            return "Max combo size"
        case MinComboSize():
            return "Combo of N+ cards"
        case OnlyCards():
            return "Only"
    raise TypeError(f"no keyword for {condition!r}")


def effect_words(effect: Effect, kai: bool) -> tuple[str, ...]:
    match effect:
        case Deal():
            return ("Deal", "X")
        case Block():
            return ("Block", "X")
        case GainCharge(uses_x=uses_x):  # for Kai, the Charge it prints ENRAGEs (ruling Kai 6)
            return ("Charge", *(("ENRAGE",) if kai else ()), *(("X",) if uses_x else ()))
        case Recover():
            return ("Recover",)
        case Enrage(uses_x=uses_x):
            return ("ENRAGE", *(("X",) if uses_x else ()))
        case Plan(uses_x=uses_x):
            return ("Planning", "Calm", *(("X",) if uses_x else ()))
    raise TypeError(f"no keyword for {effect!r}")


def condition_keywords(card: Card) -> tuple[str, ...]:
    """The keywords the left half of a card prints: its conditions'."""
    found = [*(["Condition"] if card.conditions else []), *(w for c in card.conditions for w in condition_words(c))]
    return tuple(dict.fromkeys(found))


def effect_keywords(card: Card, kai: bool) -> tuple[str, ...]:
    """The keywords the right half of a card prints: its effects'."""
    return tuple(dict.fromkeys(word for effect in card.effects for word in effect_words(effect, kai)))


def card_keywords(card: Card, kai: bool) -> tuple[str, ...]:
    """The keywords a card of the hero's hand prints: its conditions', then its effects'."""
    return tuple(dict.fromkeys([*condition_keywords(card), *effect_keywords(card, kai)]))


def half_keywords(catalog: Catalog, state: UdoState, key: str, right: bool) -> tuple[str, ...]:
    """What one half of the card `key` names: the left its conditions' keywords, the right its effects' keywords and
    the numbers a finisher's effects come to (X, and each Deal and Block)."""
    card = face(catalog, state, key)
    if not right:
        return condition_keywords(card)
    return (*effect_keywords(card, catalog.is_kai), "X", *(effect.kind.title() for effect in card.effects
                                                            if isinstance(effect, Deal | Block)))


def attack_keywords(attack: Attack, kai: bool) -> tuple[str, ...]:
    """The keywords an attack card prints: its Block value, what it takes, its bonus and its opening or guard."""
    found = ["Attack", "Block", "Lose a card", "Exhaust"]
    found += ["Charge", *(["Kept attack"] if kai else [])] if attack.bonus.charge else []
    found += ["Recover"] if attack.bonus.recover else []
    if attack.opening is not None:
        found.append("Opening" if attack.opening.plus > 0 else "Guard")
    return tuple(found)


ATTACK_PARTS = {"block": ("Block needed", "Block"), "lose": ("Lose a card", "Exhaust"),
                "bonus": ("Charge", "Kept attack", "Recover", "Opening", "Guard")}  # layout.udo.card_face.attack_parts


def attack_part_keywords(attack: Attack, kai: bool, part: str) -> tuple[str, ...]:
    """What one part of an attack card names: its Block badge the Block it needs, its red panel what it takes, its
    notes its block bonus and its opening or guard; its figure, nothing of its own."""
    named = ATTACK_PARTS.get(part, ())
    return tuple(word for word in ("Block needed", *attack_keywords(attack, kai)) if word in named)


def part_keywords(catalog: Catalog, state: UdoState, key: str, part: str) -> tuple[str, ...]:
    """What the part `part` (game.layout.udo.card_face.part_at) of the card or attack `key` names: of an attack, its
    Block, what it takes or its bonus (attack_part_keywords); of a card of the hero's, its half (half_keywords)."""
    if key in catalog.attacks_by_id:
        return attack_part_keywords(catalog.attack(key), catalog.is_kai, part)
    if key not in catalog.cards_by_id or not part:
        return ()
    return half_keywords(catalog, state, key, part == "effect")


MASTER_KEYWORDS = ("Heart", "Sword", "Glory")


def explain(catalog: Catalog, state: UdoState, key: str, use_charge: bool, master_key: str) -> Explained:
    """What the card, attack or master under the mouse explains: a card in a combo its combo's X (and, for the
    finisher, what it deals or blocks), with the keywords it prints."""
    kai = catalog.is_kai
    if key == master_key:
        return Explained((), GLOSSARY.terms_of(MASTER_KEYWORDS))
    if key in catalog.attacks_by_id:
        attack = catalog.attack(key)
        return Explained((Figure("Block needed", (Part("printed", attack.block),)),),
                         GLOSSARY.terms_of(attack_keywords(attack, kai)))
    if key not in catalog.cards_by_id:
        return Explained()
    combo = next((combo for combo in state.combos if key in combo), None)
    figures: tuple[Figure, ...] = ()
    if combo is not None:
        found = finisher_figures(catalog, state, combo, use_charge)
        figures = found if combo[-1] == key else found[:1]
    return Explained(figures, GLOSSARY.terms_of(card_keywords(face(catalog, state, key), kai)))
