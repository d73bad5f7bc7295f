"""What a tab of Records holds (sections of labelled rows, words and figures the Records scene draws), and the
sections every tab shares, after PySolFC's statistics: the games played without hints (played,
won, lost, drawn, the current and the best streak, the best result) with those played with hints counted apart, and
breakdowns of the same figures by computer level, by deck, by seat count. A game gives them its outcomes (how the
person at it fared, game.files.outcomes.Outcome), each with whether a hint was asked for, in the order the games
ended; and its latest games, each told in a line by the game."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from game.files.outcomes import Outcome, Tally, tally
from game.words.chairs import level_name

Played = tuple[Outcome, bool]  # how a game ended for the person at it, and whether a hint was asked for
RECENT = 8  # games listed under a tab's latest


@dataclass(frozen=True)
class RecordRow:
    label: str
    value: str
    rate: float | None = None  # drawn as a bar when given


@dataclass(frozen=True)
class RecordSection:
    heading: str
    rows: tuple[RecordRow, ...]
    empty: str  # what the section says before anything is recorded


@dataclass(frozen=True)
class RecordTab:
    """A tab of Records: a game or a mode, and what it shows."""

    title: str
    rulesets: tuple[str, ...]  # the rulesets whose games it shows (`screenshot --scene records` opens the first)
    sections: tuple[RecordSection, ...]


class Dated(Protocol):
    """A game kept in the record book (game.files.records), of any kind."""

    @property
    def date(self) -> str:
        """Local date and time it ended, ISO 8601."""
        ...


D = TypeVar("D", bound=Dated)


def won_lost(found: Tally, draws: bool = True) -> str:
    """ "7\u20134\u20131": won, lost and (where the game can be drawn) drawn."""
    drawn = f"\u2013{found.drawn}" if draws else ""
    return f"{found.won}\u2013{found.lost}{drawn}"


def streak(found: Tally) -> str:
    """The run the last game belongs to: "3 won", "1 lost"; "none" before the first game."""
    if found.current is None:
        return "none"
    outcome, length = found.current
    return f"{length} {outcome}"


def summary(games: Sequence[Played], best: str, draws: bool = True, heading: str = "Without hints") -> RecordSection:
    """The figures of the games played without hints, then those played with hints, counted apart."""
    counted = tally(outcome for outcome, assisted in games if not assisted)
    helped = tally(outcome for outcome, assisted in games if assisted)
    rows = [RecordRow("Played", str(counted.played)), RecordRow("Won", str(counted.won), counted.rate),
            RecordRow("Lost", str(counted.lost))]
    if draws:
        rows.append(RecordRow("Drawn", str(counted.drawn)))
    rows += [RecordRow("Current streak", streak(counted)),
             RecordRow("Best streak", f"{counted.best_streak} won in a row" if counted.best_streak else "none"),
             RecordRow("Best result", best or "none yet"),
             RecordRow("With hints (apart)", f"{helped.played} played, {won_lost(helped, draws)}")]
    return RecordSection(heading, tuple(rows), "")


def breakdown(heading: str, groups: Iterable[tuple[str, Iterable[Outcome]]], empty: str,
              draws: bool = True) -> RecordSection:
    """A row per group with anything played: "Hard (12)", won \u2013 lost (\u2013 drawn), the share won."""
    rows = []
    for label, outcomes in groups:
        found = tally(outcomes)
        if found.played:
            rows.append(RecordRow(f"{label} ({found.played})", won_lost(found, draws), found.rate))
    ending = " \u2013 drawn" if draws else ""
    return RecordSection(f"{heading}: won \u2013 lost{ending}", tuple(rows), empty)


def by_level(keyed: Iterable[tuple[str, Outcome]], levels: Sequence[str], empty: str) -> RecordSection:
    """The breakdown by the computer's level, `keyed` by its name (a table of several computers: `computer_levels`),
    the `levels` a set-up offers first, in their order."""
    return breakdown("By computer level", grouped(keyed, [level_name(level) for level in levels]), empty)


def grouped(keyed: Iterable[tuple[str, Outcome]], order: Sequence[str] = ()) -> list[tuple[str, list[Outcome]]]:
    """The outcomes of each key, the keys of `order` first in its order, then the others as they came."""
    found: dict[str, list[Outcome]] = {key: [] for key in order}
    for key, outcome in keyed:
        found.setdefault(key, []).append(outcome)
    return list(found.items())


def at_one_screen(games: Sequence[tuple[Sequence[str], int | None]], empty: str, most: int = 6,
                  heading: str = "At one screen", drawn: str = "Drawn") -> RecordSection:
    """The games between people at one screen, each by the names its seats sat under and the seat that won (None: a
    draw, or a first place shared): each player with the games they won of those they played, the most played first
    (the first `most`), then the draws (the row named `drawn`), under `heading`."""
    sat: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    for names, winner in games:
        sat.update(names)
        if winner is not None:
            wins[names[winner]] += 1
    rows = [RecordRow(f"{name} won", f"{wins[name]} of {count}", wins[name] / count)
            for name, count in sorted(sat.items(), key=lambda pair: -pair[1])[:most]]
    draws = sum(1 for _, winner in games if winner is None)
    if draws:
        rows.append(RecordRow(drawn, f"{draws} of {len(games)}", draws / len(games)))
    return RecordSection(heading, tuple(rows), empty)


def when(date: str) -> str:
    """A record's date as a row's label: "2026-11-21 18:30"."""
    return date[:16].replace("T", " ")


def latest(heading: str, kept: Sequence[D], told: Callable[[D], str], empty: str) -> RecordSection:
    """The last RECENT games of `kept` (the oldest first), the newest first: each row its date and `told`'s line."""
    return RecordSection(heading, tuple(RecordRow(when(game.date), told(game)) for game in reversed(kept[-RECENT:])),
                         empty)


def hinted(assisted: bool) -> str:
    """What a latest game's line ends with when a hint was asked for in it: ", with hints"; else nothing."""
    return ", with hints" if assisted else ""


def joined(words: Sequence[str]) -> str:
    """ "Easy", "Easy and Hard", "Easy, Normal and Hard"."""
    return " and ".join(filter(None, (", ".join(words[:-1]), *words[-1:])))


def computer_levels(levels: Iterable[str | None], order: Sequence[str]) -> str:
    """The levels of a table's computers (None: a person's seat), the easiest first: "Hard", "Easy and Hard"."""
    found = sorted({level for level in levels if level is not None},
                   key=lambda level: order.index(level) if level in order else len(order))
    return joined([level_name(level) for level in found])
