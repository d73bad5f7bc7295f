"""A tournament's match played at the duel table, kept in its own file beside the tournament's
(`tournament-match.jsonl`, a save like a duel's: its event log) after every command of a match with a person in it,
so a window closed or killed in the middle of the match comes back to it from Continue. The match's notes name its
tournament (its seed) and its number; a file that is not of the next match of the tournament in progress is stale
and removed. When a match ends at the table it is copied for Replays like any duel (game.files.finished) and, with a
person at it, kept in the duel records like any duel with a person; its file stays until the director has written
the result into the tournament's file, then it is removed, so a match that ended as the window closed is recorded at
the next Continue.

A match's session is made here too (`match_session`: the duel of the match's seed, its seats and tournament noted),
and its end told to the director as `Played` (game.play.tournament: the match's number, the seat that won, None for a
draw, the health each had left)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.core import Event, Session, table_for
from game.engine.tournament import Match
from game.files import finished, records, saves, storage, writer
from game.files.matcg import MATCH_FILE
from game.files.matcg.cup import Cup
from game.files.matcg.records import record
from game.files.paths import saves_dir
from game.play.bouts import sole_winner
from game.play.campaign import Campaign
from game.play.tournament import Played
from game.rulesets import ruleset
from game.words.chairs import COMPUTER, PERSON
from game.words.matcg import OCCASION
from game.words.matcg.seating import Chair, Seating
from game.words.tournament import KIND_NAMES

NOTE = "tournament"  # the session's note naming the tournament and the match
RECORDED = "recorded"  # the session's note once the match is in the duel records


def path() -> Path:
    return saves_dir() / MATCH_FILE


def tag(cup: Cup, match: Match) -> dict[str, int]:
    return {"seed": cup.tournament.seed, "match": match.number}


def label(session: Session[Any], cup: Cup, match: Match) -> None:
    """Notes in a match's session its tournament and number, what it is for the Replays list ("Championship of 8,
    Final") and, for a match between computers, the tournament's series (game.files.finished.SERIES): Replays keeps
    those apart from a player's own games, for the latest tournament only."""
    session.notes[NOTE] = tag(cup, match)
    session.notes[OCCASION] = f"{KIND_NAMES[cup.tournament.kind]} of {len(cup.entrants)}, {match.stage}"
    if not cup.has_person(match):
        session.notes[finished.SERIES] = f"tournament-{cup.tournament.seed}"


def played(number: int, session: Session[Any]) -> Played:
    """The result of a finished match: the seat that won, the health each seat had left, and whether a hint was
    asked for."""
    health = session.state.health
    return Played(number, sole_winner(session.ruleset, session), (max(0, health[0]), max(0, health[1])),
                  bool(session.notes.get("assisted")))


def seating_for(cup: Cup, match: Match) -> Seating:
    chairs = tuple(Chair(PERSON) if cup.entrants[p].person else Chair(COMPUTER, cup.entrants[p].level)
                   for p in match.players)
    return Seating(chairs, titles=tuple(cup.names[p] for p in match.players))


def match_session(cup: Cup, match: Match, batches: list[list[Event]] | None = None) -> Session[Any]:
    """The match's duel from its start (or of these events: a match played out), its seats and its tournament
    noted."""
    rules = ruleset(cup.ruleset_id)
    session: Session[Any] = (Session.new(rules, seed=match.seed, options=cup.options(match)) if batches is None
                             else Session(rules, match.seed, batches, table=table_for(rules, cup.options(match))))
    session.notes["table"] = seating_for(cup, match).notes()
    label(session, cup, match)
    return session


class MatchCampaign(Campaign):
    """A tournament match's handle: saved after every command (when `saving`) in the match's file, never in the
    duel's; once over, concluded (`conclude`)."""

    def __init__(self, session: Session[Any], seat: int, saving: bool):
        super().__init__(session, autosave=False, seat=seat)
        self.saving = saving
        self.concluded = False

    def _changed(self, events: list[Event]) -> None:
        if not self.session.ruleset.is_over(self.session.state):
            if self.saving:
                saves.autosave(self.session, path(), UNSAVED)  # off the window's thread (game.files.writer)
        elif not self.concluded:
            self.concluded = True
            conclude(self.session, self.saving)
        super()._changed(events)


def conclude(session: Session[Any], saving: bool = True) -> None:
    """A match over: copied for Replays, its file written (when `saving`), and, with a person at it, kept in the
    duel records once (the file notes it is, so a match recorded before the window closed is not recorded again)."""
    told = finished.keep(session)
    if told is not None:
        storage.notice(told)
    if saving:
        write(session)
    if session.notes.get(RECORDED):
        return
    try:
        told = record(session)
    except records.RecordError as error:
        storage.notice(f"{error}. The match is recorded in the tournament only.")
        return
    if told is not None:
        storage.notice(told)
    session.notes[RECORDED] = True
    if saving:
        write(session)


UNSAVED = "The match goes on, but it is not being saved."


def write(session: Session[Any]) -> None:
    """Writes the match atomically at once (an ended match is on disk before it is recorded); when it cannot be, the
    player is told once and the match goes on."""
    if storage.read_only() is not None:
        return
    try:
        saves.save(session, path())
    except saves.SaveError as error:
        storage.notice(f"{error}. {UNSAVED}")


def saved(cup: Cup) -> tuple[Session[Any] | None, str | None]:
    """The next match of `cup` as it was saved, or None; and a notice (a damaged file set aside). A file of another
    match or tournament is removed."""
    match = cup.tournament.next_match
    if not saves.is_saved(path()):
        return None, None
    session, notice = saves.resume(cup.ruleset_id, path())
    if session is None:
        return None, notice
    if match is None or session.ruleset.id != cup.ruleset_id or session.notes.get(NOTE) != tag(cup, match):
        discard()
        return None, notice
    return session, notice


def discard() -> None:
    """Removes the match's file (its result is in the tournament's, or the match is to be played afresh), after a
    write of it still waiting, which would bring it back."""
    writer.wait_for(path())
    try:
        storage.remove(path())
    except storage.ReadOnly:
        return
    except storage.StorageError as error:
        storage.notice(f"{error}. It is removed at the next Continue.")
