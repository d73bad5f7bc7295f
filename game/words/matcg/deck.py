"""How the deck builder names a Martial Arts card's parts: its kind and its class in words, and its stats, each a
label with the card's field that holds it (`stat` reads one: None when the card prints none), and its printed
numbers in a line (`stats_line`)."""

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


def stats_line(card: AnyCard, tight: bool = False) -> str:
    """The printed numbers of a card: "ATK 4  DEF 1  LNK 3  CPT 2", "DEF 4  LNK 2", "ADR 2", or its kind; `tight`,
    where room is short, with one space between them and a narrow one in each."""
    inner, gap = ("\u202f", " ") if tight else (" ", "  ")
    parts = [f"{label}{inner}{value}" for label, name in STATS if (value := stat(card, name)) is not None]
    return gap.join(parts) if parts else "Event: affects both players"
