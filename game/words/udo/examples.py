"""The words the campaign rulebook's figures print beside their examples (game.play.udo.examples): how a combo's X
comes, what its finisher does and what it resolves to."""

from __future__ import annotations

from collections.abc import Iterable

from game.engine.udo.cards import Card
from game.words.udo.card_text import effect_text


def effects_words(card: Card) -> str:
    """What a card does as a finisher: "Deal X, Charge +1"."""
    return ", ".join(effect_text(effect) for effect in card.effects)


def _opening(opening: int) -> str:
    """What the turn's openings and guards add to X after its cards: " + 1 (opening)", " - 2 (opening)", or none."""
    return f" {'+' if opening > 0 else '-'} {abs(opening)} (opening)" if opening else ""


def x_words(cards: int, opening: int) -> str:
    """"X = 3 cards + 1 (opening) = 4" (never under 0)."""
    return f"X = {cards} cards{_opening(opening)} = {max(0, cards + opening)}"


def doubled_x_words(cards: int, opening: int, x: int) -> str:
    """X of a combo ENRAGED Kai doubles: "X = 2 × (3 cards + 1 (opening)) = 8"."""
    return f"X = 2 \u00d7 ({cards} cards{_opening(opening)}) = {x}"


def resolved_words(steps: Iterable[tuple[str, int]]) -> str:
    """"Resolved: Deal 3, Block 2"."""
    return "Resolved: " + ", ".join(f"{kind.capitalize()} {value}" for kind, value in steps)
