"""The campaign in progress on disk: written after every command, read back by Continue and verify."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import rulesets
from game.engine import log
from game.engine.core import Session, fold
from game.paths import saves_dir
from game.storage import set_aside, write_atomic


class SaveError(Exception):
    """A save that cannot be used, with one line naming the file and the problem."""


def campaign_path(ruleset_id: str) -> Path:
    return saves_dir() / f"{ruleset_id}-campaign.jsonl"


def dumps(session: Session[Any]) -> str:
    return log.dumps({"ruleset": session.ruleset.id, "seed": session.seed}, session.batches)


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
    rules = rulesets.ruleset(loaded.ruleset)
    try:
        session = Session(rules, loaded.seed, loaded.batches)
        problems = rules.check(fold(rules, session.log))
    except Exception as error:  # a log whose events do not fit together
        raise SaveError(f"{path}: the events do not replay ({type(error).__name__}: {error})") from None
    if problems:
        raise SaveError(f"{path}: the events replay into an impossible state ({problems[0]})")
    return session, [f"{path}: {warning}" for warning in loaded.warnings]


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
    return session, "; ".join(warnings) or None


def discard(ruleset_id: str) -> None:
    campaign_path(ruleset_id).unlink(missing_ok=True)
