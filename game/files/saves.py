"""The campaign in progress on disk: written after every command (off the window's thread, by game.files.writer), read
back by Continue and verify.

Reading is bounded (size, nesting, numbers, events; see game/files/storage.py and game/engine/safejson.py), and a save
is trusted only as far as its rules re-derive it (game/engine/rederive.py: its set-up dealt from its seed, each move
decided for a legal command), so a hostile save is refused with one line instead of crashing the game at every
launch, whatever its checksum. A damaged save is set aside under a new name; one that only cannot be read
(permissions, a folder in its place) is left alone and never written over. A save that cannot be written does not
stop the game: the player is told, and plays on unsaved.
"""

from __future__ import annotations

import hashlib
import json
import threading
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple, overload
from weakref import WeakKeyDictionary

from pydantic import ValidationError

from game import rulesets
from game.content import releases
from game.content.loader import ContentError
from game.engine import log, rederive, safejson
from game.engine.core import Event, Ruleset, ScenarioError, Session, Table, table_for
from game.files import damaged, kinds, reading, storage, userlock, writer
from game.files.paths import campaign_path

MAX_BYTES = 32 * 1024 * 1024  # a save carries its card data (tens of KB) and events (a hundred bytes each)


class SaveError(Exception):
    """A save that cannot be used, with one line naming the file and the problem.

    `kind` says what may be done with the file: "missing", "unreadable" (leave it alone: it may be sound) or
    "damaged" (set it aside)."""

    def __init__(self, message: str, kind: str = "damaged") -> None:
        super().__init__(message)
        self.kind = kind


# Sessions read from a format 1 file, with what they held then: written back unchanged they stay format 1, byte
# for byte; once they change they are written in the current format, whose checksum covers the header too.
_FORMAT_1: WeakKeyDictionary[Session[Any], tuple[Any, ...]] = WeakKeyDictionary()
_LINES: WeakKeyDictionary[Session[Any], log.EventLines] = WeakKeyDictionary()  # each game's event lines, written once
_CONTENT: WeakKeyDictionary[Ruleset[Any], log.Written] = WeakKeyDictionary()  # each ruleset's card data, written
# once: a ruleset plays with one frozen catalog, so its every save carries the same card data


def dumps(session: Session[Any], version: int | None = None) -> str:
    """The save's text (in `version`, by default the one it is written in: see `_version`). It carries the card
    data the game is played with, so a later release that changes the cards still resumes every campaign exactly
    as it was."""
    header: dict[str, Any] = {"ruleset": session.ruleset.id, "seed": session.seed}
    if session.table != table_for(session.ruleset):  # a ruleset's own table is left out: older saves read alike
        header["table"] = session.table.start_options()
    if session.notes:
        header["notes"] = session.notes
    header["content"] = _content(session.ruleset)
    lines = _LINES.setdefault(session, log.EventLines())
    return log.dumps(header, session.batches, _version(session) if version is None else version, lines)


def _content(rules: Ruleset[Any]) -> log.Written:
    written = _CONTENT.get(rules)
    if written is None:
        written = _CONTENT[rules] = log.Written(json.dumps(rules.content(), sort_keys=True))
    return written


def _version(session: Session[Any]) -> int:
    read_as = _FORMAT_1.get(session)
    return 1 if read_as is not None and read_as == _moment(session) else log.VERSION


def _moment(session: Session[Any]) -> tuple[Any, ...]:
    return (session.seed, tuple(tuple(batch) for batch in session.batches),
            json.dumps(session.notes, sort_keys=True, default=repr))


UNSAVED = "The game goes on, but it is not being saved."  # told when the player's game in progress is not saved


@overload
def save(session: Session[Any], path: Path) -> Path: ...


@overload
def save(session: Session[Any], path: None = None) -> Path | None: ...


def save(session: Session[Any], path: Path | None = None) -> Path | None:
    """Writes the save atomically, at once, after any write of the same file still waiting (game.files.writer). The
    player's campaign (no `path`) never stops the game: when it cannot be written the player is told
    (storage.notices and stderr) and None is returned. With a `path`, a failure raises SaveError. What a written
    text holds is kept with the texts read lately (see `read`): reading those very bytes back gives the session as
    it was written, with no check, while any other byte is checked in full."""
    target = path or kinds.path_of(session)
    write = _writing(session, target, None if path else UNSAVED)
    writer.wait_for(target)
    return write()


def autosave(session: Session[Any], path: Path | None = None, told: str = UNSAVED) -> None:
    """Saves a game in progress (by default the player's campaign) as `save` does, but off the calling thread: its
    text is made now (the session goes on changing) and written by game.files.writer before the window shows the
    move (writer.holds_picture); when it cannot be written the player is told what happened, then `told`, and the
    game goes on."""
    target = path or kinds.path_of(session)
    writer.put(target, _writing(session, target, told), shown=True)


def _writing(session: Session[Any], target: Path, told: str | None) -> Callable[[], Path | None]:
    """The write of the session's save as it is now at `target`, to be run now or later: it gives the path, or None
    when it could not be written and the player was told so (what `told` says after the problem); with `told` None,
    that raises SaveError instead."""
    version = _version(session)
    text = dumps(session, version)
    written = _Read(session.ruleset, session.seed, session.batches, {}, session.table, version)

    def write() -> Path | None:
        if userlock.holding():
            userlock.take_over()  # the copy that owned the folder has closed: this one writes there from now on
        try:
            storage.write_atomic(target, text)  # a second copy's goes to its side folder (game.files.userlock)
        except storage.StorageError as error:
            if told is None:
                raise SaveError(str(error), "unreadable") from None
            if not isinstance(error, storage.ReadOnly):
                storage.notice(f"{error}. {told}")
            return None
        _remember(target, text, written)
        return target

    return write


def _remember(target: Path, text: str, written: _Read) -> None:
    """Keeps what a text just written holds. Its header is read back as a read reads it (about a millisecond): the
    notes are the one part of it the rules do not make, and with notes (or a count of events) a read would refuse,
    a number with a fraction or nested too deep, nothing is kept, so that a read checks the text and refuses it as
    ever. The events are the session's own, each made by its rules from the one before."""
    try:
        notes = log.header(text).get("notes", {})  # as a read of the text gives them
    except log.LogError:
        return
    if not isinstance(notes, dict):
        return
    _keep(target, _digest(text), written._replace(notes=notes))


class _Read(NamedTuple):
    """What a save's text was found to hold, every check passed."""

    rules: Ruleset[Any]
    seed: int
    batches: list[list[Event]]
    notes: dict[str, Any]
    table: Any
    version: int


KEPT_READS = 12  # files whose latest text was checked or written lately: every ruleset's game in progress, the
# finished games kept for Replays lately, and more
_READS: dict[str, tuple[bytes, _Read]] = {}  # by path: the digest of its text, and what that text holds
_READS_LOCK = threading.Lock()  # the warm-up reads the games in progress ahead (finished.read_ahead)


def is_saved(path: Path) -> bool:
    """Whether a file is at `path` once a write of it still waiting is done (a save, or something in its place that
    `read` explains)."""
    writer.wait_for(path)
    return storage.exists(path)


def read(path: Path) -> Session[Any]:
    """Loads a save, every move re-derived by its rules, and gives its session. Raises SaveError.

    What the latest text of each of the last few save files read was found to hold is kept by its digest: opening
    a set-up reads its game in progress, and Continue, a return to the set-up or a change of rule set read it again,
    each time with every check a hostile save needs, every move re-derived by its rules (30 to 135 ms of CPU for
    a long game). The same text is only checked once, and a text this game wrote itself (see `save`) is not checked
    at all: what it holds is the session it was written from."""
    writer.wait_for(path)
    try:
        text = reading.read_text(path, MAX_BYTES)
    except storage.Missing as error:
        raise SaveError(str(error), "missing") from None
    except storage.Unreadable as error:
        raise SaveError(str(error), "unreadable") from None
    except storage.Damaged as error:
        raise SaveError(f"{error}, so it is not a Martial Masters save") from None
    digest = _digest(text)
    with _READS_LOCK:
        kept = _READS.pop(str(path), None)  # a text that turns out damaged leaves nothing kept for its file
    found = kept[1] if kept is not None and kept[0] == digest else _parsed(path, text)
    _keep(path, digest, found)
    session = Session(found.rules, found.seed, [list(batch) for batch in found.batches], found.notes, found.table)
    if found.version == 1:
        _FORMAT_1[session] = _moment(session)
    return session


def forget(path: Path) -> None:
    """Lets go of what was kept for the file at `path` (it is removed): the games in progress stay kept."""
    with _READS_LOCK:
        _READS.pop(str(path), None)


def _digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


def _keep(path: Path, digest: bytes, found: _Read) -> None:
    with _READS_LOCK:
        _READS.pop(str(path), None)
        _READS[str(path)] = digest, found  # the latest last
        while len(_READS) > KEPT_READS:
            _READS.pop(next(iter(_READS)))


def _parsed(path: Path, text: str) -> _Read:
    """A save's text parsed and checked; raises SaveError."""
    try:
        loaded = log.loads(text, rulesets.event_types, rulesets.first_format)
    except log.LogError as error:
        raise SaveError(f"{path}: {error}", "unreadable" if isinstance(error, log.NewerLog) else "damaged") from None
    rules = _rules(path, loaded)
    notes = loaded.header.get("notes", {})
    if not isinstance(notes, dict):
        raise SaveError(f"{path}: its header's notes are not an object")
    odd = _odd_text(notes)
    if odd is not None:
        raise SaveError(f"{path}: its notes hold {odd}, which no name or note the game writes holds")
    table = loaded.header.get("table", {})
    try:
        if not isinstance(table, dict):
            raise ScenarioError("it is not an object")
        seated = table_for(rules, table)
    except (ScenarioError, TypeError) as error:
        raise SaveError(f"{path}: its header's table cannot be used ({error})") from None
    problem = _replay_problem(rules, loaded.seed, seated, loaded.batches)
    if problem is not None:
        raise SaveError(f"{path}: {problem}")
    return _Read(rules, loaded.seed, loaded.batches, notes, seated, loaded.version)


def _odd_text(value: Any) -> str | None:
    """The first text in the notes (seat names, labels, dates) a table could not show: one with a character that is
    not printable (a NUL, a line break), or one with nothing visible in it but more than spaces (only joiners or
    marks: a blank name is the game's own, and stands for the seat's usual name), as its repr; None when every text
    is shown as it is."""
    texts = [value]
    while texts:
        item = texts.pop()
        if isinstance(item, dict):
            texts.extend(item.keys())
            texts.extend(item.values())
        elif isinstance(item, list):
            texts.extend(item)
        elif isinstance(item, str) and (not item.isprintable() or item.strip() and not any(map(_visible, item))):
            return repr(item)
    return None


def _visible(character: str) -> bool:
    """Whether a character leaves a mark of its own: not a mark over another, a format character or a space."""
    return unicodedata.category(character)[0] not in "MCZ"


def _rules(path: Path, loaded: log.LoadedLog) -> Ruleset[Any]:
    """The ruleset with the card data inside the save, checked against card data's bounds first (a card whose
    effect repeats a billion times is refused here, not played)."""
    content = loaded.header.get("content")
    try:
        safejson.check(content, safejson.CARD_DATA)
    except safejson.JsonError as error:
        raise SaveError(f"{path}: the card data inside the save {error}") from None
    try:
        known = releases.digest(content) in releases.released(loaded.ruleset)
    except ContentError as error:
        raise SaveError(f"{path}: it cannot be checked ({error.problems[0]} in {error.path.name})") from None
    if not known:
        raise SaveError(f"{path}: the card data inside the save is not that of any release (a card was changed)")
    try:
        return rulesets.ruleset(loaded.ruleset, _ordered_like(content, rulesets.ruleset(loaded.ruleset).content()))
    except ValidationError as error:
        raise SaveError(f"{path}: the card data inside the save is invalid ({error.error_count()} problems)") from None
    except Exception as error:  # noqa: BLE001 - card data that validates but does not fit together
        raise SaveError(f"{path}: the card data inside the save cannot be used ({type(error).__name__})") from None


def _ordered_like(value: Any, model: Any) -> Any:
    """`value` (card data read from a save, its keys sorted) with the keys of each mapping in the order of the same
    mapping in `model` (the shipped card data), those the model lacks after them: the order the rules deal from."""
    if isinstance(value, dict) and isinstance(model, dict):
        keys = [key for key in model if key in value] + [key for key in value if key not in model]
        return {key: _ordered_like(value[key], model.get(key)) for key in keys}
    if isinstance(value, list) and isinstance(model, list) and len(value) == len(model):
        return [_ordered_like(item, like) for item, like in zip(value, model, strict=True)]
    return value


def _replay_problem(rules: Ruleset[Any], seed: int, table: Table, batches: list[list[Event]]) -> str | None:
    """Re-derives a loaded log through its rules (game.engine.rederive), checking every state; says what is wrong,
    or None.

    A save's card data is written with its keys sorted, so the order of a mapping in it (the cards a starter deck
    lists, which is the order they are dealt in) is that of the shipped card data the save is read with (see
    `_rules`). A save played with other card data than the shipped (a release before a deck changed) may have been
    dealt in an order its file no longer holds: its set-up is then checked against the invariants alone, and
    every move after it is re-derived all the same."""
    dealt_again = releases.digest(rules.content()) == releases.digest(rulesets.ruleset(rules.id).content())
    try:
        state = rederive.rederive(rules, seed, table, batches, dealt_again)
        seat = rules.to_act(state)
        stuck = seat is not None and not rules.legal_commands(state, seat)
    except rederive.Underived as error:
        return str(error)
    except Exception as error:  # noqa: BLE001 - rules that fail on a state they made: refused, never a crash
        return f"it cannot be replayed ({type(error).__name__})"
    return "the saved moment leaves nothing to play" if stuck else None


def resume(ruleset_id: str, where: Path | None = None) -> tuple[Session[Any] | None, str | None]:
    """The saved campaign (or the game saved at `where`), or None, and a message for the player: a damaged save (one
    cut short by a crash included) is set aside under a new name, an unreadable one is left alone."""
    path = where or campaign_path(ruleset_id)
    try:
        session = read(path)
    except SaveError as error:
        return None, refused(path, error)
    kinds.continued(session, path)
    return session, None


def refused(path: Path, error: SaveError) -> str | None:
    """What a save that cannot be opened came to, for the player (None for one that is not there): a damaged one is
    set aside under a new name, as it would fail again at every launch; an unreadable one is left alone."""
    if error.kind == "missing":
        return None
    if error.kind == "unreadable":
        return f"{error}. It was left as it is, and nothing will be saved over it."
    return f"{error}. {damaged.put_aside(path)[0]}"


def discard(session: Session[Any], path: Path | None = None) -> None:
    """Removes the save of a game in progress (by default where it is saved: game.files.kinds), once what replaces
    it, a record, is on disk, and after any write of it still waiting, which would bring it back; a failure is told,
    not raised."""
    path = path or kinds.path_of(session)
    writer.wait_for(path)
    try:
        storage.remove(path)  # a second copy's own, in its side folder; the owner's is never touched
    except storage.ReadOnly:
        return
    except storage.StorageError as error:
        storage.notice(f"{error}. The finished campaign's save stays until the next start.")
