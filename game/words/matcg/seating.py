"""Who sits at a table of Martial Arts, kept with the save.

Each seat (two in a duel, four in Two-on-Two) is a person or the computer at a level of game.ai.matcg, in any
mix, with the deck it brings; the table also keeps the rule set's set-up options (the mode, Anything Goes, the DGM
challenge Event). The seating is written into the
save's notes, so Continue brings back the same people and computers. A table only watching (open: the screenshots)
has nobody at it: no computer plays and no curtain falls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.matcg.teams import ARMY, ARMY_SEATS, DUEL, HERO, MODE_TEAMS, TWO_ON_TWO
from game.files import decks as saved_decks
from game.files import names as naming
from game.files.matcg import MODES
from game.games import game
from game.words.chairs import COMPUTER, PERSON, Chairs, Seat, level_name, offered

SEATS = 2
RULE_SETS = {"matcg": "The rulebook", "dgm": "DGM house rules"}  # as the set-ups, tournaments and Records name them
PLAYS = {False: "Normal play", True: "Anything Goes"}  # by whether Anything Goes is played
MODE_LINES = {  # the set-up's line under its title in each mode but the duel, which has its rule set's blurb
    TWO_ON_TWO: "Two teams of two: attack either rival, call your teammate to defend you, chain combos.",
    ARMY: "One Hero against an army of nine: the Hero draws more, and links its combos from enemy to enemy.",
}
GOAL_LABELS = {"leader": "Defeat the leader", "all": "Defeat every enemy"}  # what the Army of One's Hero fights for
MOST_NAME = 14  # characters of a player's name
PICK = "\u25be"  # ends the label of a button that opens the list of decks


@dataclass(frozen=True)
class Chair(Seat):
    kind: str = PERSON
    level: str | None = None  # the computer's level


@dataclass(frozen=True)
class Seating(Chairs):
    chairs: tuple[Chair, ...] = (Chair(), Chair())
    open: bool = False  # nobody sits at it: it only watches (screenshots)
    titles: tuple[str, ...] = ()  # the seats' own names (a tournament's entrants); none: named by who sits there
    default_level = "normal"

    @property
    def names(self) -> tuple[str, ...]:
        """"You" and "Computer" in a duel against the computer; "Player 1" and "Player 2" between people (the same
        whether the table is played at or watched); at Two-on-Two with one person "You" and the computers by
        their seats; in an Army of One the "Hero" and "Enemy 1" to "Enemy 9" (the one person "You"); a
        tournament's entrants by their names."""
        if len(self.titles) == len(self.chairs):
            return self.titles
        alone = sum(not chair.computer for chair in self.chairs) == 1
        if alone and len(self.chairs) == SEATS:
            return tuple("You" if not chair.computer else "Computer" for chair in self.chairs)
        if len(self.chairs) == ARMY_SEATS:  # named by their parts, as the set-up names their rows
            return tuple("You" if alone and not c.computer else "Hero" if s == HERO else f"Enemy {s}"
                         for s, c in enumerate(self.chairs))
        return tuple(f"Computer {s + 1}" if c.computer else "You" if alone else f"Player {s + 1}"
                     for s, c in enumerate(self.chairs))

    @property
    def billed(self) -> tuple[str, ...]:
        """The names with each computer's level, "Computer (Hard)", as the Replays list gives them; a tournament's
        entrants by their names."""
        if len(self.titles) == SEATS:
            return self.titles
        return tuple(f"{name} ({level_name(chair.level or 'normal')})" if chair.computer else name
                     for name, chair in zip(self.names, self.chairs, strict=True))

    def notes(self) -> dict[str, Any]:
        kept: dict[str, Any] = {"chairs": [{"kind": c.kind, "level": c.level} for c in self.chairs]}
        if self.titles:
            kept["names"] = list(self.titles)
        return kept

    @classmethod
    def from_notes(cls, notes: dict[str, Any], seats: int = SEATS) -> Seating:
        """The seating of a save of `seats` seats; anything unreadable makes every seat a person (the curtain then
        hides every hand). A level this build no longer has is played at the middle level offered."""
        kept = notes.get("table")
        chairs = kept.get("chairs") if isinstance(kept, dict) else None
        if (not isinstance(kept, dict) or not isinstance(chairs, list) or len(chairs) != seats
                or not all(isinstance(c, dict) for c in chairs)):
            return cls((Chair(),) * seats)
        assert isinstance(kept, dict)  # it holds the chairs
        offered = offered_levels()
        seated = []
        for chair in chairs:
            if chair.get("kind") == COMPUTER:
                level = chair.get("level")
                seated.append(Chair(COMPUTER, level if level in offered else offered[len(offered) // 2]))
            else:
                seated.append(Chair(PERSON))
        titles = kept.get("names")
        if not (isinstance(titles, list) and len(titles) == seats and all(isinstance(n, str) for n in titles)):
            titles = []
        return cls(tuple(seated), titles=tuple(naming.shown(n, f"Seat {k + 1}") for k, n in enumerate(titles)))

    def describe(self) -> str:
        computers = self.computers
        if self.open:
            return "Watching the duel"
        if len(self.chairs) != SEATS:
            people = len(self.chairs) - len(computers)
            return f"{people} {'person' if people == 1 else 'people'} and {len(computers)} computers"
        if not computers:
            return "Two people at one screen"
        if len(computers) == SEATS:
            return "The computer against itself"
        return f"You against the computer ({level_name(next(iter(computers.values())))})"


def offered_levels() -> list[str]:
    """The computer's levels the set-up offers: Easy, Normal and Hard, as far as the bots have them."""
    from game.ai.matcg import LEVELS

    return offered(LEVELS)


def computer_label(level: str) -> str:
    """A computer's seat as the set-up's button says it: "Computer: Hard"."""
    return f"Computer: {level_name(level)}"


def seat_label(mode: str, seat: int) -> str:
    """A seat's row by its side or part: "Seat 1 \u00b7 Team 1" at Two-on-Two, "Hero" or "Enemy 3" in an Army of One."""
    if mode == ARMY:
        return "Hero" if seat == HERO else f"Enemy {seat}"
    team = next((k for k, members in enumerate(MODE_TEAMS.get(mode, ())) if seat in members), None)
    return f"Seat {seat + 1}" + (f" \u00b7 Team {team + 1}" if team is not None else "")


def fight_name(kind: str) -> str:
    """The fight in progress of a kind of table (game.files.kinds) as its mode names it: "duel", "Two-on-Two fight",
    "Army of One fight"."""
    return f"{MODES[kind]} fight" if kind in MODES and kind != DUEL else "duel"


def deck_name(ruleset_id: str, deck: object) -> str:
    """The name of a deck offered, from its value itself: a saved deck's value carries its name (as a screen draws
    it), a starter deck is its style; "?" for one this build does not have."""
    if isinstance(deck, dict):
        return saved_decks.shown_name(str(deck.get("name", "?")))
    starters = game(ruleset_id).rules().catalog.decks_by_id
    return starters[deck].style if isinstance(deck, str) and deck in starters else "?"


def picked(ruleset_id: str, deck: object) -> str:
    """The label of a button that opens the list of decks: the name of the deck chosen now, and the mark that a list
    opens."""
    return f"{deck_name(ruleset_id, deck)}  {PICK}"
