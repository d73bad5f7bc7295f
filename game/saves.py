"""The campaign in progress on disk: written after every command, read back by Continue and verify."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game import rulesets
from game.engine import log
from game.engine.core import Event, Ruleset, ScenarioError, Session, table_for
from game.paths import campaign_path
from game.storage import keep_copy, set_aside, write_atomic


class SaveError(Exception):
    """A save that cannot be used, with one line naming the file and the problem."""


def dumps(session: Session[Any]) -> str:
    """The save's text. It carries the card data the game is played with, so a later release that
    changes the cards still resumes every campaign exactly as it was."""
    header: dict[str, Any] = {"ruleset": session.ruleset.id, "seed": session.seed}
    if session.table != table_for(session.ruleset):  # a ruleset's own table is left out: older saves read alike
        header["table"] = session.table.start_options()
    if session.notes:
        header["notes"] = session.notes
    header["content"] = session.ruleset.content()
    return log.dumps(header, session.batches)


def save(session: Session[Any], path: Path | None = None) -> Path:
    target = path or campaign_path(session.ruleset.id)
    write_atomic(target, dumps(session))
    return target


def read(path: Path) -> tuple[Session[Any], list[str]]:
    """Loads and refolds a save; returns the session and any warnings (a torn last line)."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise SaveError(f"{path}: cannot be read ({error.strerror or error})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path}: is not UTF-8 text, so it is not a Martial Masters save") from None
    try:
        loaded = log.loads(text, rulesets.event_types)
    except log.LogError as error:
        raise SaveError(f"{path}: {error}") from None
    try:
        rules = rulesets.ruleset(loaded.ruleset, loaded.header.get("content"))
    except ValidationError as error:
        raise SaveError(f"{path}: the card data inside the save is invalid ({error.error_count()} problems)") from None
    notes = loaded.header.get("notes", {})
    if not isinstance(notes, dict):
        raise SaveError(f"{path}: its header's notes are not an object")
    table = loaded.header.get("table", {})
    try:
        if not isinstance(table, dict):
            raise ScenarioError("it is not an object")
        seated = table_for(rules, table)
    except (ScenarioError, TypeError) as error:
        raise SaveError(f"{path}: its header's table cannot be used ({error})") from None
    problem = _replay_problem(rules, [event for batch in loaded.batches for event in batch])
    if problem is not None:
        raise SaveError(f"{path}: {problem}")
    warnings = [f"{path}: {warning}" for warning in loaded.warnings]
    return Session(rules, loaded.seed, loaded.batches, notes, seated), warnings


def _replay_problem(rules: Ruleset[Any], events: list[Event]) -> str | None:
    """Replays a loaded log, checking every intermediate state; says what is wrong, or None."""
    state = rules.initial()
    for number, event in enumerate(events, start=1):
        try:
            state = rules.evolve(state, event)
            problems = rules.check(state)
        except Exception as error:  # a hostile or damaged log whose events do not fit together
            return f"event {number} ({type(event).__name__}) does not replay ({type(error).__name__})"
        if problems:
            return f"event {number} ({type(event).__name__}) leads to an impossible state: {problems[0]}"
    try:
        seat = rules.to_act(state)
        stuck = seat is not None and not rules.legal_commands(state, seat)
    except Exception as error:
        return f"the saved moment cannot be played on ({type(error).__name__})"
    return "the saved moment leaves nothing to play" if stuck else None


def resume(ruleset_id: str) -> tuple[Session[Any] | None, str | None]:
    """The saved campaign, or None; a damaged save is set aside as .bak and explained."""
    path = campaign_path(ruleset_id)
    if not path.exists():
        return None, None
    try:
        session, warnings = read(path)
    except SaveError as error:
        backup = set_aside(path)
        return None, f"{error}. It was kept as {backup.name}."
    if warnings:
        backup = keep_copy(path)
        return session, f"{warnings[0]}. The original was kept as {backup.name}."
    return session, None


def discard(ruleset_id: str) -> None:
    campaign_path(ruleset_id).unlink(missing_ok=True)
