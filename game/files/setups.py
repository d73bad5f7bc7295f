"""What each set-up chose last, kept in the settings (`setups`, lines "family.choice=value"), so a set-up opens with
the seats, names and options the players chose before. A set-up reads its choices back as plain text and checks
each itself: anything it does not recognise is left at its default. Who sits at a seat is kept as one value
(`kept_seat`), read back by `recalled_seat`."""

from __future__ import annotations

from game.files import settings
from game.words.chairs import COMPUTER, PERSON, Seat


def remembered(family: str) -> dict[str, str]:
    """The choices the set-up of `family` last started a game with: choice -> value."""
    prefix = f"{family}."
    return dict(line[len(prefix):].split("=", 1) for line in settings.current().setups if line.startswith(prefix))


def number(kept: dict[str, str], choice: str) -> int | None:
    """The whole number a set-up kept as `choice` (in `kept`, from `remembered`), or None when what is kept there is
    no number written in the digits 0 to 9 ("²" is a digit to Python's `isdigit`, and no number to `int`)."""
    value = kept.get(choice, "")
    return int(value) if value.isascii() and value.isdecimal() else None


def remember(family: str, choices: dict[str, str]) -> None:
    """Keeps `choices` (choice -> value) as the set-up of `family`'s last, in place of those it kept before. A value
    too long for the settings is left out."""
    prefix = f"{family}."
    kept = [line for line in settings.current().setups if not line.startswith(prefix)]
    lines = [f"{prefix}{choice}={value}" for choice, value in choices.items()]
    kept += [line for line in lines if len(line) <= settings.LONGEST_SETUP_LINE and line.isprintable()]
    settings.change(setups=tuple(kept[-settings.MOST_SETUP_LINES:]))


def kept_seat(chair: Seat, name: str | None = None) -> str:
    """Who sits in `chair` as a set-up remembers it (game.files.setups): "computer:<level>", or "person", followed by
    ":<name>" when the person's `name` is kept too."""
    if chair.computer:
        return f"{COMPUTER}:{chair.level}"
    return PERSON if name is None else f"{PERSON}:{name}"


def recalled_seat(kept: str, levels: list[str]) -> tuple[str, str]:
    """Who a set-up remembered in a seat (`kept_seat`) as far as it still holds: (PERSON, the name kept or ""), or
    (COMPUTER, its level, one of the `levels` still offered); ("", "") for nothing that holds."""
    kind, _, rest = kept.partition(":")
    return (kind, rest) if kind == PERSON or (kind == COMPUTER and rest in levels) else ("", "")
