"""What a Martial Arts card's face says, in words and numbers: the style line under its name, the words of its body,
and the numbers printed along its bottom (game.ui.matcg.faces draws them)."""

from __future__ import annotations

from game.engine.matcg import cards as c
from game.engine.matcg.cards import AnyCard
from game.words.matcg.deck import CLASS_WORDS


def numbers(card: AnyCard) -> list[tuple[str, int]]:
    """The numbers printed along the bottom of a card, in order."""
    if isinstance(card, c.AttackCard):
        return [("ATK", card.atk), ("DEF", card.defense), ("LNK", card.lnk), ("CPT", card.cpt)]
    if isinstance(card, c.DefenseCard):
        return [("DEF", card.defense), ("LNK", card.lnk)]
    return []


def style_line(card: AnyCard) -> str:
    """The style under a card's name, with its class where it has one: "Karate \u00b7 Weapon"."""
    return card.style + (f" \u00b7 {CLASS_WORDS[card.card_class]}" if card.card_class in CLASS_WORDS else "")


def card_words(card: AnyCard) -> str:
    """The words a face prints in its body: the card's text, else its rules in words, else its tags."""
    return card.text or c.rules_text(card) or " \u00b7 ".join(getattr(card, "tags", ()))


def tags_only(card: AnyCard) -> bool:
    """Whether a card's words are only its tags (a technique with no rules: "Kick"), which its picture shows."""
    return not (card.text or c.rules_text(card))
