"""`verify FILE`: loads a saved game, refolds it and names it by a hash of its text (CONTRACTS.md)."""

from __future__ import annotations

import hashlib
from pathlib import Path

from game.files import saves


def verify(path: Path) -> str:
    """The `verify ok ruleset=R events=E hash=H` line of a save its rules re-derive; SaveError names what is wrong
    otherwise."""
    session = saves.read(path)
    digest = hashlib.sha256(saves.dumps(session).encode("utf-8")).hexdigest()[:16]
    return f"verify ok ruleset={session.ruleset.id} events={len(session.log)} hash={digest}"
