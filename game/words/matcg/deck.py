"""How the deck builder names a Martial Arts card's parts: its kind and its class in words, and its stats, each a
label with the card's field that holds it (`stat` reads one: None when the card prints none), and its printed
numbers in a line (`stats_line`); and its verdicts on a deck: legal or not and why, under the deck's name, and a
starter or saved deck's line in the lists to choose from."""

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


def verdict(problems: list[str], by_kind: dict[str, int], rules: str, reasons: int) -> tuple[str, list[str]]:
    """The deck judged under `rules` ("MATCG, the rulebook"): "Legal for ..." over its counts of each kind, or "Not
    legal for ...:" over at most `reasons` of its problems, the last saying how many more there are."""
    if not problems:
        counts = ", ".join(f"{n} {KIND_NAMES[kind]}" for kind, n in by_kind.items() if n)
        return f"Legal for {rules}", [counts or "An empty deck."]
    lines = problems[:reasons]
    if len(problems) > reasons:
        lines[-1] = f"{lines[-1]} (and {len(problems) - reasons} more: click here)"
    return f"Not legal for {rules}:", lines


def starter_detail(style: str, size: int, rules: str) -> str:
    """A starter deck's line in the list: "Karate: 40 cards in MATCG, the rulebook"."""
    return f"{style}: {size} cards in {rules}"


def saved_detail(size: int, problem: str | None, unread: int, rules: str) -> str:
    """A saved deck's line in the list: its size, legal under `rules` or the first reason it is not, and how many of
    its file's lines could not be read."""
    unread_words = f"; {unread} line{'s' if unread != 1 else ''} not read" if unread else ""
    if problem is not None:
        return f"{size} cards, not legal: {problem}{unread_words}"
    return f"{size} cards, legal for {rules}{unread_words}"
