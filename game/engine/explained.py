"""A number the table shows, told with where it comes from: its parts, the first of them where it starts (the
printed value, the cards of a combo), each other one what changed it ("ATK 6 = 4 printed + 2 Absolute Focus").
Pure: every game's rules build these from its state, and the tables only say them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Part:
    """One part of a number: where it comes from, and how much it adds (negative: takes away)."""

    source: str
    amount: int


@dataclass(frozen=True, slots=True)
class Figure:
    """A number as shown, `name` ("ATK", "X"), and its parts, which add up to it; `times`, how many times it is dealt
    or blocked with (a finisher's "Deal X twice"); `counted`, whether it starts from a count of things (a combo's
    cards), which is told with its number even when nothing changes it ("= 1 card", not "cards")."""

    name: str
    parts: tuple[Part, ...]
    times: int = 1
    counted: bool = False

    @property
    def value(self) -> int:
        return sum(part.amount for part in self.parts)

    @property
    def changed(self) -> bool:
        """Something besides where it starts changes it: the table marks it."""
        return any(part.amount for part in self.parts[1:])

    def head(self) -> str:
        """The number with its name, and how many times when more than once: "Deal 2, twice", "Block 3, 3 times"."""
        times = {1: "", 2: ", twice"}.get(self.times, f", {self.times} times")
        return f"{self.name} {self.value}{times}"

    def told(self) -> str:
        """Where it comes from: "= 4 printed + 2 Absolute Focus", or for an unchanged number its start ("printed"; a
        count with its number: "= 1 card")."""
        first, *rest = self.parts
        if not self.changed:
            return f"= {first.amount} {first.source}" if self.counted else first.source
        return f"= {first.amount} {first.source}" + "".join(
            f" {'-' if part.amount < 0 else '+'} {abs(part.amount)} {part.source}" for part in rest if part.amount)

    def line(self) -> str:
        """The number in one short line: "ATK 6 = 4 printed + 2 Absolute Focus", or "ATK 4: printed"; told()'s "="
        follows head()'s "Deal 2, twice" as well."""
        return f"{self.head()} {self.told()}" if self.changed or self.counted else f"{self.head()}: {self.told()}"


def floored(name: str, parts: tuple[Part, ...], floor: int = 0, times: int = 1, counted: bool = False) -> Figure:
    """A figure that never goes below `floor` (an ATK of 0 after an Event's -3): what the floor adds is a part."""
    total = sum(part.amount for part in parts)
    return Figure(name, parts + ((Part(f"(never below {floor})", floor - total),) if total < floor else ()), times,
                  counted)
