"""A tournament of Martial Arts duels as the director keeps it: the rule set, Normal play or Anything Goes (and under
the DGM house rules, whether every duel deals a challenge Event), each
entrant's name, person or computer (and its level) and deck, and the pure tournament (game.engine.tournament: its
set-up and the result of every match played). It is saved after every match, atomically, in the user folder
(`tournament.json` beside the saves), read back within bounds and checked whole; a damaged file is set aside with
one line naming it. A finished tournament goes to the record book and its file is removed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from game.content.matcg import duel_options
from game.engine.tournament import Match, Tournament, TournamentError
from game.files import damaged, newer, reading, records, storage
from game.files import names as naming
from game.files.matcg import TOURNAMENT_BYTES, TOURNAMENT_FILE, tournament_limits
from game.files.paths import saves_dir
from game.words.chairs import PERSON
from game.words.matcg.seating import PLAYS, RULE_SETS, offered_levels
from game.words.tournament import KIND_NAMES

FORMAT: Literal["martial-masters-tournament"] = "martial-masters-tournament"
newer.reads(FORMAT, 1, "saved tournament")
MOST_NAME = 18  # characters of an entrant's name
RULESETS = ("matcg", "dgm")


@dataclass(frozen=True)
class Entrant:
    name: str
    level: str | None = None  # the computer's level; None: a person
    deck: Any = None  # what the duel's options["decks"] takes for the entrant's seat
    deck_label: str = ""

    @property
    def person(self) -> bool:
        return self.level is None

    @property
    def kind(self) -> str:
        """Who plays as the set-ups name it (game.words.chairs.offered_kinds): PERSON, or the level."""
        return PERSON if self.level is None else self.level


@dataclass(frozen=True)
class Cup:
    ruleset_id: str
    anything_goes: bool
    entrants: tuple[Entrant, ...]
    tournament: Tournament
    challenge: bool = False  # the DGM set-up option: one random Event dealt as each duel's challenge
    played: tuple[records.MatchResult, ...] = ()  # each match's result and score, while every one was kept

    @property
    def title(self) -> str:
        """What the tournament is: "Round Robin of 6 · DGM house rules, Normal play, challenge Event"."""
        challenge = ", challenge Event" if self.challenge else ""
        rules = f"{RULE_SETS[self.ruleset_id]}, {PLAYS[self.anything_goes]}"
        return f"{KIND_NAMES[self.tournament.kind]} of {len(self.entrants)} \u00b7 {rules}{challenge}"

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(entrant.name for entrant in self.entrants)

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(n for n, entrant in enumerate(self.entrants) if entrant.person)

    def has_person(self, match: Match) -> bool:
        return any(self.entrants[p].person for p in match.players)

    def options(self, match: Match) -> dict[str, Any]:
        """The duel's options for a match: each seat's deck, Anything Goes and the challenge Event, as the duel's
        set-up gives them, and the seats people play (the judges offer them a draw instead of stopping the fight)."""
        decks = [self.entrants[p].deck for p in match.players]
        options = duel_options(self.ruleset_id, decks, self.anything_goes, self.challenge)
        people = [seat for seat, p in enumerate(match.players) if self.entrants[p].person]
        return {**options, "people": people} if people else options

    def deck_problem(self, number: int) -> str | None:
        """Why entrant `number`'s deck cannot be played in this tournament's duels (a saved deck changed or no
        longer legal, a starter deck this build has not), or None when it can."""
        from game.engine.core import ScenarioError, Session
        from game.rulesets import ruleset

        deck = self.entrants[number].deck
        try:
            Session.new(ruleset(self.ruleset_id), 0, duel_options(self.ruleset_id, [deck, deck], self.anything_goes,
                                                                  self.challenge))
        except ScenarioError as error:
            return str(error).split("; ")[0].removeprefix("seat 1's deck: ")
        return None

    def with_deck(self, number: int, deck: Any, label: str) -> Cup:
        """The cup with entrant `number` bringing another deck."""
        entrants = list(self.entrants)
        entrants[number] = replace(entrants[number], deck=deck, deck_label=label)
        return replace(self, entrants=tuple(entrants))

    def record(self, seat_won: int | None, match: Match, scores: tuple[int, int] | None = None,
               assisted: bool = False) -> Cup:
        """The cup after `match` (its next one) ended, won by the player of seat `seat_won`, or drawn (None); with the
        health each seat had left (`scores`) and whether a hint was asked for, kept for Records while every match
        before it was."""
        if self.tournament.next_match != match:
            raise TournamentError(f"match {match.number} is not the one to be played")
        winner = None if seat_won is None else match.players[seat_won]
        played = self.played
        if scores is not None and len(played) == len(self.tournament.results):
            played += (records.MatchResult(players=match.players, winner=winner, scores=scores, stage=match.stage,
                                           assisted=assisted),)
        return replace(self, tournament=self.tournament.record(winner), played=played)

    @property
    def results(self) -> tuple[records.MatchResult, ...]:
        """Every match's result and score for the record book, or none when some were not kept."""
        return self.played if len(self.played) == len(self.tournament.results) else ()


# ----- the file --------------------------------------------------------------------------------------------------


class _Entrant(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=MOST_NAME)
    level: str | None
    deck: str | dict[str, Any]
    deck_label: str = Field(max_length=120)


class _File(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["martial-masters-tournament"] = FORMAT
    version: Literal[1] = 1
    ruleset: Literal["matcg", "dgm"]
    anything_goes: bool
    challenge: bool = False
    kind: str
    seed: int = Field(ge=0)
    entrants: tuple[_Entrant, ...]
    results: tuple[int | None, ...]
    played: tuple[records.MatchResult, ...] = ()  # since match scores were kept; left out while there are none


def path() -> Path:
    return saves_dir() / TOURNAMENT_FILE


def dumps(cup: Cup) -> str:
    t = cup.tournament
    kept = _File(ruleset=cup.ruleset_id, anything_goes=cup.anything_goes, challenge=cup.challenge,  # type: ignore[arg-type]
                 kind=t.kind, seed=t.seed,
                 entrants=tuple(_Entrant(name=e.name, level=e.level, deck=e.deck, deck_label=e.deck_label)
                                for e in cup.entrants), results=t.results, played=cup.played)
    return kept.model_dump_json(indent=1, exclude=set() if cup.played else {"played"}) + "\n"


def read(where: Path) -> Cup:
    """The tournament in the file at `where`; raises storage's Missing, Unreadable or Damaged."""
    kept = reading.load_model(where, _File, "a saved tournament", TOURNAMENT_BYTES, tournament_limits())
    try:
        tournament = Tournament(kept.kind, len(kept.entrants), kept.seed, kept.results)
    except TournamentError as error:
        raise storage.Damaged(where, f"is not a tournament that can be played on ({error})") from None
    entrants = tuple(_entrant(n, e) for n, e in enumerate(kept.entrants))
    if any((each.players, each.winner) != (match.players, winner)
           for each, match, winner in zip(kept.played, tournament.played, kept.results, strict=False)):
        raise storage.Damaged(where, "is not a saved tournament (a match's score is not that match's)")
    return Cup(kept.ruleset, kept.anything_goes, entrants, tournament, kept.challenge, kept.played)


def default_name(number: int) -> str:
    """The name of an entrant the player has not named: "Fighter 3"."""
    return f"Fighter {number + 1}"


def _entrant(number: int, kept: _Entrant) -> Entrant:
    """An entrant as the director shows it: a name that shows nothing (a NUL, U+200B or U+034F alone) is the
    entrant's number, and a level this build no longer has is played at the middle one, as in a duel."""
    offered = offered_levels()
    level = kept.level if kept.level is None or kept.level in offered else offered[len(offered) // 2]
    return Entrant(naming.shown(kept.name, default_name(number)), level, kept.deck,
                   naming.shown(kept.deck_label, ""))


def load() -> tuple[Cup | None, str | None]:
    """The tournament in progress, or None; and a message for the player (a damaged file set aside, one that cannot
    be read left alone)."""
    settled = damaged.settle(path(), read, "the tournament")
    return settled.value, settled.message


def save(cup: Cup) -> str | None:
    """Writes the tournament atomically (a second copy of the game in its side folder: game.files.userlock); a message
    for the player when it could not be written (the tournament goes on unsaved)."""
    try:
        storage.write_atomic(path(), dumps(cup))
    except storage.ReadOnly:
        return None
    except storage.StorageError as error:
        message = f"{error}. The tournament goes on, but it is not being saved."
        storage.notice(message)
        return message
    return None


def finish(cup: Cup) -> str | None:
    """Keeps a finished tournament in the record book, then removes its file; a message when something could not be
    done (the file then stays, so nothing is lost)."""
    champion = cup.tournament.champion
    if champion is None:
        raise TournamentError("the tournament is not over")
    kept = records.TournamentRecord(
        game=cup.ruleset_id, kind=cup.tournament.kind, entrants=cup.names, people=cup.people, champion=champion,
        matches=len(cup.tournament.results), date=datetime.now().astimezone().isoformat(timespec="minutes"),
        seed=cup.tournament.seed, results=cup.results)
    try:
        message = records.add_tournament(kept)
    except records.RecordError as error:
        return f"{error}. The tournament's file is kept."
    try:
        storage.remove(path())
    except storage.ReadOnly:
        pass
    except storage.StorageError as error:
        return f"{error}."
    return message
