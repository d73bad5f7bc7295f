"""A Kenpo Masters card in few words, from its data: the summary a face too small for its whole text prints
(game.ui.kenpo.faces), and its numbers as the faces and figures sign them."""

from __future__ import annotations

from game.engine.kenpo.cards import ActionCard, EffectCard, Fit

MINUS = "\u2212"
Card = ActionCard | EffectCard


def signed(value: int) -> str:
    """+2, 0 or −1 (a true minus sign)."""
    return f"+{value}" if value > 0 else f"{MINUS}{-value}" if value < 0 else "0"


def fit_words(fit: Fit) -> str:
    """"Punch", "Kick but High/Spinning", "Action card", "card"."""
    noun = " ".join(fit.has) or ("Action card" if "Effect" in fit.lacks else "card")
    lacks = [q for q in fit.lacks if q != "Effect"]
    return f"{noun} but {'/'.join(lacks)}" if lacks else noun


def summary(card: Card) -> list[str]:
    """The card's text in a phrase or two, for a face too small to print it whole (the emblem of an Effect card
    already shows a fake's bonus)."""
    lines: list[str] = []
    combo, able = card.combo, card.abilities
    goes_on = " or ".join(fit_words(f) for f in combo.goes_on)
    takes = " or ".join(fit_words(f) for f in combo.takes)
    if able.moves_again:
        return ["First card only", "The next card moves you again"]
    if combo.never:
        lines.append("First card only")
    if goes_on and goes_on == takes:
        lines.append(f"Combos with any {goes_on}")
    else:
        if goes_on:
            lines.append(f"On any {goes_on}")
        if takes:
            lines.append(f"Takes any {takes}")
    if able.double_on_blocked_kick:
        lines.append("x2 on a blocked Kick")
    if able.break_on_forward:
        lines.append("Break if they stepped forward")
    if able.hit_back:
        lines.append(f"Hits back {able.hit_back}")
    if able.mirror:
        lines.append("Mirrors the cards after it")
    if able.defended_only_moving:
        lines.append("Only a moving defence stops it")
    if not lines and card.defence:
        lines.append("Reduces one waiting attack")
    if not lines and len(card.text) <= 32:
        lines.append(card.text)
    return lines
