"""A deck as plain text: one line per card, `4 Oak Stance` (the copies, then the card's name, in any case); blank
lines and lines starting with `#` are left out, the first line's words giving the deck's title. Reading never fails: it
gives the deck it could read and every line it could not, with its number and why. Knows no game: the caller gives the
card names a deck may hold, the first of them the card its example line shows (`example_line`)."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

MOST_COPIES = 99  # copies of a card a line, or all its lines, may give: more is a typing slip, not a deck
SHOWN = 60  # characters of a bad line kept to show the player
_LINE = re.compile(r"^(?P<count>[+-]?\d+)\s*[xX]?\s+(?P<name>\S.*)$")


@dataclass(frozen=True)
class BadLine:
    """A line that could not be read: its number (from 1), its text (shortened, only printable characters) and why."""

    number: int
    text: str
    why: str

    def describe(self) -> str:
        return f"line {self.number} \u201c{self.text}\u201d: {self.why}"


@dataclass(frozen=True)
class DeckText:
    """What a text gave: copies by printed card name (in the order first met), and the lines it could not read."""

    cards: dict[str, int] = field(default_factory=dict)
    bad: tuple[BadLine, ...] = ()
    title: str = ""  # the words of the `#` line before every other, where `to_text` writes the deck's name


def example_line(names: Iterable[str]) -> str:
    """A deck's line as the player is shown one: four of the first of the card names a deck may hold."""
    return f"4 {next(iter(names))}"


def parse(text: str, names: Iterable[str]) -> DeckText:
    """The deck in `text`, with the card names matched to `names` whatever their case and spacing (the first of
    them shown in an example line to a line that is not one)."""
    known = {_key(name): name for name in names}
    cards: dict[str, int] = {}
    bad: list[BadLine] = []
    title = ""
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if line.startswith("#") and number == 1:
            title = " ".join(line[1:].split())
        if not line or line.startswith("#"):
            continue
        name, count, why = _read(line, known)
        if why is not None:
            bad.append(BadLine(number, _shown(line), why))
        else:
            assert name is not None
            total = cards.get(name, 0) + count
            if total > MOST_COPIES:  # lines of one card repeated: 4,000 lines of 99 are no deck either
                bad.append(BadLine(number, _shown(line), f"{total} copies of {name} in all: a deck gives 1 to "
                                                         f"{MOST_COPIES} of a card"))
            else:
                cards[name] = total
    return DeckText(cards, tuple(bad), title)


def _read(line: str, known: Mapping[str, str]) -> tuple[str | None, int, str | None]:
    """(card name, copies, None) for a good line, or (None, 0, why) for a bad one."""
    match = _LINE.match(line)
    if match is None:
        return None, 0, f"write the copies, then the card's name, as in \u201c{example_line(known.values())}\u201d"
    digits = match["count"]
    if len(digits.lstrip("+-")) > 6:
        return None, 0, f"a number that long is not a count of copies (a line gives 1 to {MOST_COPIES})"
    count = int(digits)
    if not 1 <= count <= MOST_COPIES:
        return None, 0, f"{count} copies: a line gives 1 to {MOST_COPIES}"
    wanted = match["name"]
    name = known.get(_key(wanted))
    if name is None:
        close = difflib.get_close_matches(_key(wanted), list(known), n=1, cutoff=0.75)
        guess = f" (did you mean {known[close[0]]}?)" if close else ""
        return None, 0, f"there is no card \u201c{_shown(wanted)}\u201d{guess}"
    return name, count, None


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def _shown(text: str) -> str:
    """The text as it can be shown: unprintable characters as ?, at most SHOWN characters."""
    clean = "".join(ch if ch.isprintable() else "?" for ch in text)
    return clean if len(clean) <= SHOWN else clean[: SHOWN - 1] + "\u2026"


def to_text(cards: Mapping[str, int], title: str = "") -> str:
    """The deck as text that `parse` reads back: a `#` line with the title, then `4 Oak Stance` lines."""
    head = [f"# {' '.join(title.split())}"] if title.strip() else []
    return "\n".join([*head, *(f"{count} {name}" for name, count in cards.items() if count > 0)]) + "\n"
