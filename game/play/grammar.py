"""Sentences about a seat, whatever the game: the verb agrees with the seat's name ("You take", "Computer takes")."""

from __future__ import annotations

_SECOND_PERSON = {"has": "have", "is": "are", "does": "do", "was": "were"}


def does(name: str, verb: str) -> str:
    """"Computer takes", "You take", "You have": a seat's name with a verb given in the third person."""
    if name != "You":
        return f"{name} {verb}"
    if verb in _SECOND_PERSON:
        return f"You {_SECOND_PERSON[verb]}"
    return f"You {verb[:-2] if verb.endswith(('ches', 'shes', 'sses', 'xes')) else verb.removesuffix('s')}"


def article(word: str) -> str:
    """"a" or "an", as the word after it begins."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def within(name: str) -> str:
    """A name within a sentence: "you" for "You"."""
    return "you" if name == "You" else name


def score(first: int, second: int) -> str:
    """"12 \u2013 5": two scores as every score line writes them, whatever the game (a tournament's bracket, a match
    won, the menu's Continue)."""
    return f"{first} \u2013 {second}"


def listed(names: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def ordinal(place: int) -> str:
    """"1st", "2nd", "3rd", "4th" (up to "20th")."""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")
