"""Saves of every released format version load forever."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import saves

FIXTURES = sorted((Path(__file__).resolve().parent.parent / "fixtures" / "saves").glob("*.jsonl"))


def test_there_is_a_fixture_for_format_version_1():
    assert any("-v1-" in path.name for path in FIXTURES)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_released_save_loads_replays_and_resaves_identically(path):
    session, warnings = saves.read(path)
    assert warnings == []
    assert saves.dumps(session) == path.read_text(encoding="utf-8")
