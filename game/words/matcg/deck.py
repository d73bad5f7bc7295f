"""How the deck builder names a Martial Arts card's parts: its kind and its class in words, and its stats, each a
label with the card's field that holds it (`stat` reads one: None when the card prints none)."""

from __future__ import annotations

from game.engine.matcg.cards import AnyCard

KINDS = ("attack", "defense", "strategy", "event")
KIND_NAMES = {"attack": "Attack", "defense": "Defense", "strategy": "Strategy", "event": "Event"}
STATS = (("ATK", "atk"), ("DEF", "defense"), ("LNK", "lnk"), ("CPT", "cpt"), ("ADR", "adr"))  # (label, field)
CLASS_WORDS = {"weapon": "Weapon", "illegal": "Illegal Move"}


def stat(card: AnyCard, name: str) -> int | None:
    """The card's value of a stat field, or None when it prints none."""
    value = getattr(card, name, None)
    return value if isinstance(value, int) else None
