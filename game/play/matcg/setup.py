"""The choices of a Martial Arts set-up, apart from its buttons: the rule set, the mode (a duel, Two-on-Two, the Army
of One with what the Hero fights for and which enemy leads), who sits at each seat and the deck it brings, Normal
play or Anything Goes, the DGM challenge Event, and the names the people typed for their seats. The last fight's
choices come back as far as they still hold (game.files.setups); from the choices a fight starts: its seating, its
kind of table (game.files.kinds) and the engine's start options; and the new fight itself, saved at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.content.matcg import duel_options
from game.engine.core import Session
from game.engine.matcg.army import ENEMIES, GOALS
from game.engine.matcg.teamplay import SEATS
from game.engine.matcg.teams import ARMY, DUEL
from game.files import decks, kinds, setups
from game.files.matcg import MODES
from game.files.matcg.cup_setup import SAVED, recalled
from game.files.setups import kept_seat, recalled_seat
from game.games import game, members
from game.play.chairs import Saving, seated_session
from game.words.chairs import COMPUTER, PERSON
from game.words.matcg.seating import MOST_NAME, Chair, Seating, deck_name, offered_levels
from game.words.tournament import deck_gone

FAMILY = "matcg"
Offered = Callable[[str, bool], list[object]]  # the decks a seat may bring under a rule set, with Anything Goes or not


class DuelChoices:
    """What the set-up has chosen so far; each change keeps every seat's deck one that is offered."""

    def __init__(self, offered: Offered, ruleset_id: str | None = None) -> None:
        """`offered`: the decks a seat may bring; no `ruleset_id`: the last fight's choices, as far as they hold."""
        self.offered = offered
        self.rulesets = [entry.id for entry in members(FAMILY)]
        self.ruleset_id = ruleset_id or self.rulesets[0]
        self.levels = offered_levels()
        self.mode, self.goal, self.leader = DUEL, GOALS[0], ENEMIES[0]
        self.chairs = [Chair(PERSON), Chair(COMPUTER, self.middle)]
        self.anything_goes = False
        decks = offered(self.ruleset_id, False)
        self.decks: list[object] = [decks[0], decks[1 % len(decks)]]
        self.challenge = False
        self.typed: dict[int, str] = {}  # the names the people typed for their seats, by seat
        self.lost: list[str] = []  # the saved decks recalled that are no longer offered, in words
        if ruleset_id is None:
            self._recall()

    @property
    def middle(self) -> str:
        """The level a computer sits at until another is chosen."""
        return self.levels[len(self.levels) // 2]

    def _recall(self) -> None:
        """The choices of the last fight started (game.files.setups), as far as they still hold: the rules, the mode,
        who sits at each seat and the deck it brings, Anything Goes, the challenge, the Army's goal and leader."""
        kept = setups.remembered(FAMILY)
        if kept.get("rules") in self.rulesets:
            self.ruleset_id = kept["rules"]
        self.anything_goes = kept.get("anything_goes") == "yes"
        self.challenge = kept.get("challenge") == "yes"
        if kept.get("mode") in self.modes():
            self.choose_mode(kept["mode"])
        self.goal = kept["goal"] if kept.get("goal") in GOALS else self.goal
        leader = setups.number(kept, "leader")
        self.leader = leader if leader in ENEMIES else self.leader
        offered = self.offered(self.ruleset_id, self.anything_goes)
        for seat in range(len(self.chairs)):
            kind, level = recalled_seat(kept.get(f"seat{seat + 1}", ""), self.levels)
            if kind == PERSON:
                self.chairs[seat] = Chair(PERSON)
            elif kind == COMPUTER:
                self.chairs[seat] = Chair(COMPUTER, level)
            name = kept.get(f"name{seat + 1}", "")
            if name.strip() and name.isprintable():
                self.typed[seat] = name[:MOST_NAME]
            self._recall_deck(seat, kept.get(f"deck{seat + 1}"), kept.get(f"saved{seat + 1}"), offered)

    def _recall_deck(self, seat: int, deck: str | None, saved: str | None, offered: list[object]) -> None:
        """The deck a seat brought last: a starter deck by its id, a saved deck by its name (`saved`); a saved deck no
        longer offered (deleted, renamed, changed past the rules or damaged since) leaves the seat its deck, and says
        so (`lost`)."""
        found = recalled(offered, deck, saved)
        if found is not None:
            self.decks[seat] = offered[found]
        elif deck == SAVED:
            who = self.typed.get(seat, f"Seat {seat + 1}")
            self.lost.append(deck_gone(who, saved and decks.shown_name(saved), deck_name(self.ruleset_id,
                                                                                        self.decks[seat])))

    def remember(self) -> None:
        """The choices a fight starts with are the set-up's next time: a starter deck by its id, a saved deck by its
        name."""
        setups.remember(FAMILY, {
            "rules": self.ruleset_id, "mode": self.mode, "anything_goes": "yes" if self.anything_goes else "no",
            "challenge": "yes" if self.challenge else "no", "goal": self.goal, "leader": str(self.leader),
            **{f"seat{seat + 1}": kept_seat(chair) for seat, chair in enumerate(self.chairs)},
            **{f"deck{seat + 1}": deck if isinstance(deck, str) else SAVED for seat, deck in enumerate(self.decks)},
            **{f"saved{seat + 1}": str(deck["name"]) for seat, deck in enumerate(self.decks) if isinstance(deck, dict)},
            **{f"name{seat + 1}": name for seat, name in self.typed.items() if seat < len(self.chairs) and name}})

    def modes(self) -> list[str]:
        """The modes the rule set chosen offers."""
        return [mode for mode in game(self.ruleset_id).rules().modes if mode in MODES]

    def choose_mode(self, mode: str) -> None:
        """Another mode: its seats, the ones already chosen kept, the new ones computers bringing other decks."""
        self.mode = mode
        seats = SEATS[mode]
        offered = self.offered(self.ruleset_id, self.anything_goes)
        self.chairs = (self.chairs + [Chair(COMPUTER, self.middle)] * seats)[:seats]
        self.decks = (self.decks + [offered[k % len(offered)] for k in range(len(self.decks), seats)])[:seats]

    def offer(self) -> None:
        """The decks again (rules, Anything Goes or the saved decks changed): a deck no longer offered gives way to
        the first starter deck."""
        offered = self.offered(self.ruleset_id, self.anything_goes)
        self.decks = [deck if deck in offered else offered[0] for deck in self.decks]

    def kind(self) -> str:
        """The kind of table chosen (game.files.kinds): Continue and the question before replacing are of its fight
        in progress, and a fight of another kind stays."""
        table = {"mode": self.mode, "chairs": [{"kind": COMPUTER if chair.computer else PERSON}
                                               for chair in self.chairs]}
        return kinds.chosen_kind(self.ruleset_id, table)

    def seating(self) -> Seating:
        """Who sits where; at one screen with several people, the names they typed (each seat untyped keeps its
        name, and names that would not tell the seats apart are not used)."""
        seated = Seating(tuple(self.chairs))
        if len(seated.people) < 2 or not any(self.typed.get(seat) for seat in seated.people):
            return seated
        titles = tuple(self.typed.get(seat) or name if seat in seated.people else name
                       for seat, name in enumerate(seated.names))
        if len(set(titles)) < len(titles) or {"You", "Computer"} & {self.typed.get(s) for s in seated.people}:
            return seated
        return Seating(tuple(self.chairs), titles=titles)

    def options(self) -> dict[str, Any]:
        """The engine's start options: the decks, Anything Goes, the challenge, and the mode's own (none for a
        duel)."""
        chosen = duel_options(self.ruleset_id, self.decks, self.anything_goes, self.challenge)
        if self.mode == ARMY:
            return {**chosen, "mode": ARMY, "goal": self.goal, "leader": self.leader}
        return chosen if self.mode == DUEL else {**chosen, "mode": self.mode}


def new_session(ctx: Saving, ruleset_id: str, seating: Seating, options: dict[str, Any],
                seed: int | None = None) -> Session[Any]:
    """A fresh duel on a random seed for this table, saved at once. The engine is told which seats people play
    (the option `people`): the judges offer them a draw at the turn limit instead of stopping the fight."""
    options = {name: value for name, value in options.items() if name != "people"}
    if seating.people:
        options["people"] = sorted(seating.people)
    return seated_session(ctx, ruleset_id, seating.notes(), options, seed)
