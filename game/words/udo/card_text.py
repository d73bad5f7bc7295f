"""Short, readable card text generated from the card data (the data holds no display strings): what the campaign's
faces (game.ui.udo) print."""

from __future__ import annotations

from game.engine.udo.cards import (
    BODY_AREAS,
    Attack,
    Block,
    BlockBonus,
    Condition,
    Deal,
    Effect,
    Enrage,
    GainCharge,
    MaxComboSize,
    MinComboSize,
    OnCard,
    OnlyCards,
    Opening,
    Plan,
    Recover,
    is_a,
)
from game.play.grammar import article
from game.words import glue


def keep_together(phrase: str) -> str:
    """No-break spaces inside body-area names and before a value ("Deal X", "Charge +1", "size 3"),
    so wrapped card text breaks between ideas, never inside one."""
    return glue.keep_together(phrase, BODY_AREAS)


def area_of(name: str) -> str | None:
    """The body area a card is named after ("Lightspeed Right Leg" -> "Right Leg")."""
    return next((area for area in BODY_AREAS if is_a(name, area)), None)


def condition_text(condition: Condition) -> str:
    """"On a Right Arm", "Max combo size 3", "Combo of 2+ cards", "Only Arm cards"."""
    match condition:
        case OnCard(keyword=keyword):
            return f"On {article(keyword)} {keyword}"
        case MaxComboSize(cards=cards):
            return f"Max combo size {cards}"
        case MinComboSize(cards=cards):
            return f"Combo of {cards}+ cards"
        case OnlyCards(keywords=keywords):
            return f"Only {' or '.join(keywords)} cards"
    raise TypeError(f"unknown condition {condition!r}")


def condition_short(condition: Condition) -> str:
    """A condition in words that fit half of a compact face (card_face.compact): "On Right Arm", "Max 2 cards",
    "2+ cards", "Only Arm cards"."""
    match condition:
        case OnCard(keyword=keyword):
            return f"On {keyword}"
        case MaxComboSize(cards=cards):
            return f"Max {cards} cards"
        case MinComboSize(cards=cards):
            return f"{cards}+ cards"
    return condition_text(condition)


def _x_plus(plus: int) -> str:
    return f"X{plus:+d}" if plus else "X"


def _times(times: int) -> str:
    return {1: "", 2: " twice"}.get(times, f" {times} times")


def effect_text(effect: Effect) -> str:
    """Effect wording: "Deal X twice", "Deal X+2", "Block X+1", "Charge X", "Charge +1", "Recover 1",
    "ENRAGE X", "Planning: take X+1, keep X"
    """
    match effect:
        case Deal(plus=plus, times=times):
            return f"Deal {_x_plus(plus)}{_times(times)}"
        case Block(plus=plus, times=times):
            return f"Block {_x_plus(plus)}{_times(times)}"
        case GainCharge(uses_x=True, plus=plus):
            return f"Charge {_x_plus(plus)}"
        case GainCharge(plus=plus):
            return f"Charge {plus:+d}"
        case Recover(cards=cards):
            return f"Recover {cards}"
        case Enrage(uses_x=True, plus=plus):
            return f"ENRAGE {_x_plus(plus)}"
        case Enrage(plus=plus):
            return f"ENRAGE {plus}"
        case Plan(uses_x=uses_x, cards=cards, keep=keep):
            take, kept = (_x_plus(cards), _x_plus(keep)) if uses_x else (str(cards), str(keep))
            return f"Planning: take {take}, keep {kept}"
    raise TypeError(f"unknown effect {effect!r}")


def effect_short(effect: Effect) -> list[str]:
    """An effect's amount on a compact face, the first line beside the mark of its kind (effect_marks): ["X+2",
    "twice"], ["+1"], ["X+1", "keep", "X"]."""
    match effect:
        case Deal(plus=plus, times=times) | Block(plus=plus, times=times):
            return [_x_plus(plus), *([_times(times).strip()] if times > 1 else [])]
        case GainCharge(uses_x=uses_x, plus=plus) | Enrage(uses_x=uses_x, plus=plus):
            return [_x_plus(plus) if uses_x else f"{plus:+d}" if effect.kind == "charge" else str(plus)]
        case Recover(cards=cards):
            return [str(cards)]
        case Plan(uses_x=uses_x, cards=cards, keep=keep):
            take, kept = (_x_plus(cards), _x_plus(keep)) if uses_x else (str(cards), str(keep))
            return [take, "keep", kept]
    raise TypeError(f"unknown effect {effect!r}")


def cost_text(attack: Attack) -> str:
    """What an unblocked attack takes: "Lose a Torso card"."""
    return f"Lose {article(attack.cost)} {attack.cost} card"


def bonus_texts(bonus: BlockBonus) -> list[str]:
    """What blocking gains, one phrase per reward: ["Charge 2"], ["Recover 1"]."""
    parts = [f"Charge {bonus.charge}"] if bonus.charge else []
    return parts + ([f"Recover {bonus.recover}"] if bonus.recover else [])


def opening_text(opening: Opening, this_turn: bool = True) -> str:
    """"Opening: +1 to Right Arm finishers this turn" or, for the master's guard, "Guard: -1 to ...". A compact
    face leaves out "this turn" (every opening lasts the turn)."""
    label = "Opening" if opening.plus > 0 else "Guard"
    return f"{label}: {opening.plus:+d} to {opening.keyword} finishers" + (" this turn" if this_turn else "")
