"""Saves of every released format version load forever."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.files import saves

FIXTURES = sorted((Path(__file__).resolve().parent.parent / "fixtures" / "saves").glob("*.jsonl"))


def test_there_is_a_fixture_for_format_version_1():
    assert any("-v1-" in path.name for path in FIXTURES)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_released_save_loads_replays_and_resaves_identically(path):
    session = saves.read(path)
    assert saves.dumps(session) == path.read_text(encoding="utf-8")


def test_a_save_resumes_with_its_own_card_data_after_the_shipped_cards_change(monkeypatch):
    from game import rulesets
    from game.content import udo as loader

    path = next(p for p in FIXTURES if p.name.startswith("udo-v1-"))
    shipped = loader.udo_catalog()
    changed = shipped.model_copy(update={"masters": tuple(
        m.model_copy(update={"bodies": tuple(b.model_copy(update={"hearts": (9,)}) for b in m.bodies)})
        for m in shipped.masters)})
    monkeypatch.setattr(loader, "udo_catalog", lambda: changed)
    assert rulesets.ruleset("udo").catalog == changed  # new campaigns get the new cards
    session = saves.read(path)
    own = shipped.model_copy(update={"rulings": ()})  # as the save carries them, written before the rulings were
    assert session.ruleset.catalog == own  # this one keeps its own


def test_every_ruleset_has_a_released_save_fixture():
    from game.rulesets import known

    assert {p.name.split("-v")[0] for p in FIXTURES} >= set(known())
