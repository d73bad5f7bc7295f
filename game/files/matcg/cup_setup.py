"""The choices a tournament is set up with, as its set-up holds them, with no drawing in it: the kind (a Round Robin
of 3 to 10 entrants, a Championship of 2 to 20), the rule set, Normal play or Anything Goes, under the DGM house rules
the challenge Event, and each entrant: a name, a person or the computer at a level, and the deck it brings, one of
the decks offered under the rules chosen. The choices a tournament starts with are remembered (game.files.setups)
and are the set-up's next time, as far as they still hold: a saved deck is remembered by its name, and one no longer
offered (deleted, renamed, changed past the rules or damaged since) gives way to the entrant's first deck, in words
(`lost`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from game.content.matcg import challenge_offered
from game.engine.tournament import KINDS, ROUND_ROBIN, Tournament
from game.files import decks, setups
from game.files import names as naming
from game.files.matcg.cup import MOST_NAME, Cup, Entrant, default_name
from game.words.chairs import PERSON, kind_after, kind_label
from game.words.matcg.seating import computer_label, deck_name, offered_levels
from game.words.tournament import deck_gone

CUP = "tournament"  # its choices kept last (game.files.setups)
ENTRANTS = 4  # a first tournament's entrants
SAVED = "*"  # an entrant's deck kept as a saved deck's, whose name is kept as "deck<number>" (no starter's id)

def recalled(offered: Sequence[object], deck: str | None, saved: str | None) -> int | None:
    """Where among the decks offered is the one a set-up kept (game.files.setups) as `deck`: a starter deck's id, or
    SAVED for the saved deck named `saved`; None when no such deck is offered now (deleted, renamed, changed past the
    rules or damaged since)."""
    return next((k for k, value in enumerate(offered) if value == deck or deck == SAVED and isinstance(value, dict)
                 and value.get("name") == saved), None)


Offered = Callable[[str, bool], list[tuple[str, object]]]  # the decks offered under a rule set and play: (label, deck)


@dataclass
class CupChoices:
    """A tournament's choices; `offered` lists the decks an entrant may bring (game.scenes.matcg.choices)."""

    rulesets: list[str]
    ruleset_id: str
    offered: Offered
    kind: str = ROUND_ROBIN
    anything_goes: bool = False
    challenge: bool = False
    levels: list[str] = field(default_factory=offered_levels)
    entrants: list[Entrant] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)  # the decks recalled that are no longer offered, in words

    def decks(self) -> list[tuple[str, object]]:
        return self.offered(self.ruleset_id, self.anything_goes)

    def recall(self, rules: bool) -> None:
        """The choices of the last tournament started (game.files.setups), as far as they still hold: its kind, size,
        rules (with `rules`: else those the set-up opened with) and play, the challenge, and each entrant's name, who
        plays it and its deck. A saved deck no longer offered leaves the entrant its first deck, and says so
        (`lost`)."""
        kept = setups.remembered(CUP)
        self.kind = kept["kind"] if kept.get("kind") in KINDS else self.kind
        self.ruleset_id = kept["rules"] if rules and kept.get("rules") in self.rulesets else self.ruleset_id
        self.anything_goes = kept.get("anything_goes") == "yes"
        self.challenge = kept.get("challenge") == "yes"
        entrants = setups.number(kept, "entrants")
        self.resize(ENTRANTS if entrants is None else entrants)
        offered = self.decks()
        for number, entrant in enumerate(self.entrants):
            deck, kind, name = (kept.get(f"entrant{number + 1}", "").split("|", 2) + ["", ""])[:3]
            if kind == PERSON or kind in self.levels:
                entrant = replace(entrant, level=None if kind == PERSON else kind)
            if name.strip() and name.isprintable():
                entrant = replace(entrant, name=name[:MOST_NAME])
            saved = kept.get(f"deck{number + 1}") if deck == SAVED else None
            found = recalled([value for _, value in offered], deck, saved)
            if found is not None:
                entrant = replace(entrant, deck=offered[found][1], deck_label=offered[found][0])
            elif deck == SAVED:
                self.lost.append(deck_gone(naming.shown(entrant.name, default_name(number)),
                                           saved and decks.shown_name(saved), deck_name(self.ruleset_id, entrant.deck)))
            self.entrants[number] = entrant

    def remember(self) -> None:
        """The choices a tournament starts with are the set-up's next time: a starter deck by its id, a saved deck by
        its name."""
        setups.remember(CUP, {
            "kind": self.kind, "entrants": str(len(self.entrants)), "rules": self.ruleset_id,
            "anything_goes": "yes" if self.anything_goes else "no", "challenge": "yes" if self.challenge else "no",
            **{f"entrant{number + 1}": f"{entrant.deck if isinstance(entrant.deck, str) else SAVED}|{entrant.kind}|"
               f"{entrant.name}" for number, entrant in enumerate(self.entrants)},
            **{f"deck{number + 1}": str(entrant.deck["name"]) for number, entrant in enumerate(self.entrants)
               if isinstance(entrant.deck, dict)}})

    def resize(self, count: int) -> None:
        """`count` entrants, within what the kind allows: a new one is the computer at the middle level (the first, a
        person) bringing the next deck offered."""
        fewest, most = KINDS[self.kind]
        count = max(fewest, min(most, count))
        decks = self.decks()
        middle = self.levels[len(self.levels) // 2]
        while len(self.entrants) < count:
            n = len(self.entrants)
            label, value = decks[n % len(decks)]
            self.entrants.append(Entrant(default_name(n), None if n == 0 else middle, value, label))
        del self.entrants[count:]

    def offer(self) -> None:
        """The decks again (rules or Anything Goes changed): a deck no longer offered gives way to the first, and one
        still offered is told as these rules have it ("Karate, 44 cards" under the DGM house rules)."""
        decks = self.decks()
        labels = [(self.label(e.deck), e) for e in self.entrants]
        self.entrants = [replace(e, deck_label=label) if label is not None else
                         replace(e, deck=decks[0][1], deck_label=decks[0][0]) for label, e in labels]

    def label(self, deck: object) -> str | None:
        """How the decks offered now tell `deck` (a starter's id, or a saved deck), or None when it is not offered."""
        return next((label for label, value in self.decks() if value == deck), None)

    def name(self, number: int, name: str) -> None:
        self.entrants[number] = replace(self.entrants[number], name=name)

    def turn_kind(self, number: int) -> None:
        """Entrant `number` played by the next of the kinds every set-up offers: a person, then the computer at each
        level, then a person again."""
        after = kind_after(self.entrants[number].kind, self.levels)
        self.entrants[number] = replace(self.entrants[number], level=None if after == PERSON else after)

    def kind_label(self, number: int) -> str:
        """Who plays entrant `number`: "Person", "Computer: Easy"."""
        return kind_label(self.entrants[number].kind, computer_label)

    def choose_deck(self, number: int, deck: object) -> None:
        label = self.label(deck) or ""  # a deck chosen from the list is one offered
        self.entrants[number] = replace(self.entrants[number], deck=deck, deck_label=label)

    def cup(self, seed: int | None = None) -> Cup:
        """The tournament as set up now (names that show nothing, U+034F alone, take their defaults)."""
        chosen = random.SystemRandom().randrange(2**31) if seed is None else seed
        entrants = tuple(replace(e, name=naming.shown(e.name, default_name(n))) for n, e in enumerate(self.entrants))
        return Cup(self.ruleset_id, self.anything_goes, entrants, Tournament(self.kind, len(entrants), chosen),
                   self.challenge and challenge_offered(self.ruleset_id))
