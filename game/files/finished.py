"""Finished games kept for Replays, and the list of games Replays offers.

When a game ends, its save (which is its whole event log) is copied atomically into the `finished` folder of the
user data folder (game.files.paths.finished_dir), named by its ruleset, seed and length, so keeping the same game twice
writes the same file. A player's own games (every game but those of a series between computers) are kept, the newest
KEEP; the games of a series played between computers alone (a tournament's matches between computers, the session's
SERIES note naming the series, which its file's name carries after a "+") are kept apart, so they never push a
player's games out: only the latest series's, its newest KEEP. The folder is sorted by the files' names and times
alone; an older file is removed only once it has been read back whole, so a damaged file is never removed: found
damaged (its header when listed, the rest when opened), it is told once and set aside under a new name, as a damaged
save is at Continue, so that it does not fail again at every visit.

The list reads each file's first line only (its header: the ruleset, when it ended, how it ended, and the notes
from which the game's front names who played and what the game was), once per version of the file; a file is read
in full, and its damage found, when it is opened.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.engine import safejson
from game.files import damaged, kinds, reading, saves, storage, writer
from game.files.paths import CAMPAIGN_SAVE, campaign_saves, finished_dir, saves_dir
from game.games import GAMES, game, ids
from game.play import grammar
from game.play.grammar import within

KEEP = 50
SERIES = "series"  # the note of a game of a series between computers alone: the series's name
SERIES_MARK = "+"  # in a file's name, before the series's
HEADER_BYTES = 64 * 1024 * 1024  # the header carries the card data: read the file within a save's bound
SUFFIX = ".jsonl"


@dataclass(frozen=True)
class Kept:
    """A game Replays can open: its file, its ruleset (None when unknown), when, how it stands, or its problem."""

    path: Path
    ruleset_id: str | None
    when: str
    outcome: str
    problem: str | None = None
    finished: bool = True

    @property
    def title(self) -> str:
        """The game's title; for a file that could not be read, that of the game its name names ("matcg-…")."""
        named = self.ruleset_id or self.path.name.partition("-")[0]
        return game(named).title if named in ids() else "Unknown game"


def file_name(session: Any) -> str:
    """"matcg-5-120.jsonl"; a game of a series between computers: "matcg-5-120+tournament-7.jsonl"."""
    series = session.notes.get(SERIES)
    mark = "".join(c for c in series if c.isascii() and (c.isalnum() or c == "-")) if isinstance(series, str) else ""
    return f"{session.ruleset.id}-{session.seed}-{len(session.log)}{SERIES_MARK + mark if mark else ''}{SUFFIX}"


def series_of(path: Path) -> str | None:
    """The series a kept game's file belongs to, from its name, or None (a player's own game)."""
    _, mark, series = path.name.removesuffix(SUFFIX).partition(SERIES_MARK)
    return series if mark and series else None


def mark_ended(session: Any) -> None:
    """Notes in the session when the game ended and how (places and scores), for the list of finished games."""
    session.notes.setdefault("ended", datetime.now().astimezone().isoformat(timespec="minutes"))
    outcome = session.ruleset.outcome(session.state)
    if outcome is not None:
        session.notes["outcome"] = {"places": list(outcome.places), "scores": list(outcome.scores)}


def keep(session: Any) -> str | None:
    """Copies a finished game into the finished folder and keeps the newest KEEP. A message when it cannot. A second
    copy of the game keeps it in its side folder, which the folder's owner adopts (game.files.userlock)."""
    if not storage.saving():
        return None
    mark_ended(session)
    path = finished_dir() / file_name(session)
    try:
        saves.save(session, path)  # what it holds is kept, so watching it from Replays reads it back unchecked
    except saves.SaveError as error:
        return f"{error}. The finished game cannot be watched again from Replays."
    prune()
    return None


def prune(keep_newest: int = KEEP) -> list[Path]:
    """Removes the finished games no longer kept (`retired`), each only once it reads back whole."""
    removed = []
    for path in retired(keep_newest):
        try:
            saves.read(path)
        except saves.SaveError:
            continue  # damaged or unreadable: listed with its problem, never removed
        try:
            storage.remove(path)
        except storage.StorageError:
            continue
        saves.forget(path)
        removed.append(path)
    return removed


def retired(keep_newest: int) -> list[Path]:
    """The finished games past keeping: a player's own beyond the newest `keep_newest`, and of the series between
    computers those of every series but the latest (the one of the newest such game), the latest's beyond its
    newest `keep_newest`."""
    paths = _by_age(_files())
    latest = next((series_of(path) for path in paths if series_of(path) is not None), None)
    own = [path for path in paths if series_of(path) is None]
    of_latest = [path for path in paths if latest is not None and series_of(path) == latest]
    older = [path for path in paths if series_of(path) not in (None, latest)]
    return own[keep_newest:] + of_latest[keep_newest:] + older


def _files() -> list[Path]:
    """The finished games kept, as this copy sees the folder (a second copy's own with them)."""
    folder = finished_dir()
    return [folder / name for name in storage.names(folder) if name.endswith(SUFFIX) and _listable(folder / name)]


def _listable(path: Path) -> bool:
    """Whether an entry named as a game is one to list: a file (one that cannot be read is listed, to say why),
    never a folder or anything else no game is kept in (the start-up notices name those)."""
    return not kinds.blocked(storage.read_place(path))


def _by_age(paths: list[Path]) -> list[Path]:
    """Newest first, by the time each file was written."""
    def stamp(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(paths, key=lambda path: (stamp(path), path.name), reverse=True)


def listed() -> list[Kept]:
    """The games in progress (a save of each ruleset and kind of table), then the finished games, each newest first.
    A file gone between the folder's listing and its reading (another copy of the game retired a finished game, or
    ended a game in progress) is left out, not listed as one that cannot be read."""
    found = []
    for path in _by_age(list(filter(_listable, campaign_saves(saves_dir())))):  # each ruleset's and kind's (kinds)
        writer.wait_for(path)  # the game in progress as it was last saved
        found.append(_read_header(path, finished=False))
    found += [_read_header(path, finished=True) for path in _by_age(_files())]
    return [kept for kept in found if kept is not None]


def read_ahead() -> None:
    """Reads what Replays lists and, in full, each game in progress, as the warm-up does once the menu is shown: the
    first set-up, Continue or Replays a player opens then finds them read. A damaged save is left as it is, for
    the scene that opens it to report."""
    for kept in listed():
        if not kept.finished and kept.problem is None:
            try:
                saves.read(kept.path)
            except saves.SaveError:
                continue


def _read_header(path: Path, finished: bool) -> Kept | None:
    """The row of a file, read again only when the file has changed (a finished game's never does); None for a
    file no longer there."""
    try:
        info = path.stat()
        key = (str(path), info.st_mtime_ns, info.st_size)
    except OSError:
        return _header_row(path, finished)
    if key not in _ROWS:
        row = _header_row(path, finished)
        if row is None:
            return None
        _ROWS[key] = row
    return _ROWS[key]


_ROWS: dict[tuple[str, int, int], Kept] = {}


def _header_row(path: Path, finished: bool) -> Kept | None:
    when = _file_time(path)
    try:
        header = safejson.loads(reading.first_line(path, HEADER_BYTES))
    except storage.Missing:
        return None
    except storage.Damaged as error:
        return _damaged(path, when, error.problem, finished)
    except storage.StorageError as error:
        return Kept(path, None, when, "", error.problem, finished)
    except safejson.JsonError as error:
        return _damaged(path, when, f"the file {error.plain}: its first line is not a save header", finished)
    ruleset_id = header.get("ruleset") if isinstance(header, dict) else None
    if not isinstance(ruleset_id, str):  # no save names its game so: damaged, not another version's
        return _damaged(path, when, "the file is damaged: its first line names no game", finished)
    if ruleset_id not in {entry.id for entry in GAMES}:
        return Kept(path, None, when, "", "it is not a save of a game this version knows", finished)
    notes = header.get("notes") if isinstance(header.get("notes"), dict) else {}
    ended = notes.get("ended")
    if finished and isinstance(ended, str):
        when = _short_time(ended) or when
    old = path.name == f"{ruleset_id}{CAMPAIGN_SAVE}"  # saved before the kinds of table were kept apart
    kind = None if old else kinds.kind_of(ruleset_id, header.get("table"), notes)
    return Kept(path, ruleset_id, when, _told(ruleset_id, notes) if finished else _progress(ruleset_id, kind),
                None, finished)


def _damaged(path: Path, when: str, problem: str, finished: bool) -> Kept:
    """The row of a file that is no save: a finished game's is set aside (it would fail at every visit to Replays),
    a game in progress is left for its Continue to tell and set aside."""
    if finished:
        problem = f"{problem}. {damaged.put_aside(path)[0]}"
    return Kept(path, None, when, "", problem, finished)


def _told(ruleset_id: str, notes: dict[str, Any]) -> str:
    """How a finished game ended, with its seats' names and what it was, as its game bills it (game.words)
    ("Championship of 8, Final: Ada beat Bo, 20 to 14")."""
    outcome = notes.get("outcome")
    places = outcome.get("places") if isinstance(outcome, dict) else None
    if not isinstance(places, list):
        return outcome_words(outcome)
    bill = game(ruleset_id).billing(notes, len(places))
    words = outcome_words(outcome, bill.names, bill.scores, bill.least)
    return f"{bill.occasion}: {words}" if bill.occasion else words


def _progress(ruleset_id: str, kind: str | None) -> str:
    """How far along the game in progress (of a kind of table: game.files.kinds) is, as the menu's Continue says
    it."""
    key = f"{ruleset_id}:{kind}" if kind else ruleset_id
    return next((found.line for found in game(ruleset_id).in_progress() if found.ruleset_id == key),
                "In progress")


def outcome_words(outcome: Any, names: tuple[str, ...] = (), reads: str = "{}", least: int | None = None) -> str:
    """"Won, score 12", "Lost, score 3", "Ada beat you, 20 to 14", "You and Bo drew, 9 to 9", "Seat 2 won, 30 to 20
    to 14", "Drawn": from a finished game's places and scores, its seats' names ("Seat 1", ... without them) and how
    its game's scores read (`reads`, "{}" standing for them: "Ada beat you, health 20 to -4", "Won, 6 glory"), each
    score shown no lower than `least` where one is given ("health 20 to 0")."""
    if not isinstance(outcome, dict):
        return "Finished"
    places, scores = outcome.get("places"), outcome.get("scores")
    if not (isinstance(places, list) and isinstance(scores, list) and places and len(places) == len(scores)
            and all(isinstance(v, int) for v in places + scores)):
        return "Finished"
    if least is not None:
        scores = [max(least, score) for score in scores]
    if len(places) == 1:
        return f"{'Won' if places[0] == 1 else 'Lost'}, {(reads if reads != '{}' else 'score {}').format(scores[0])}"
    winners = [seat for seat, place in enumerate(places) if place == 1]
    named = names if len(names) == len(places) else tuple(f"Seat {seat + 1}" for seat in range(len(places)))
    tally = reads.format(" to ".join(str(score) for score in sorted(scores, reverse=True)))
    if not winners:
        return "Finished"
    if len(places) == 2 and len(winners) == 2:
        return f"{named[0]} and {within(named[1])} drew, {tally}"
    if len(places) == 2:
        return f"{named[winners[0]]} beat {within(named[1 - winners[0]])}, {tally}"
    if len(winners) == len(places):
        return "Drawn"
    return grammar.listed([named[seat] for seat in winners]) + f" won, {tally}"


def _file_time(path: Path) -> str:
    try:
        return f"{datetime.fromtimestamp(path.stat().st_mtime):%d %b %Y %H:%M}"
    except (OSError, ValueError, OverflowError):
        return "unknown date"


def _short_time(stamp: str) -> str | None:
    try:
        return f"{datetime.fromisoformat(stamp):%d %b %Y %H:%M}"
    except ValueError:
        return None
