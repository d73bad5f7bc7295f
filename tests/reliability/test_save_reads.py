"""A save read again with the same text is not checked again, but each read gives a session of its own; a text
changed in any way is read and checked afresh, and refused if it no longer holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import saves
from game.engine.core import Session
from game.games import game


def played(ruleset_id: str, commands: int) -> Session:
    rules = game(ruleset_id).rules()
    session: Session = Session.new(rules, 5)
    for step in range(commands):
        legal = rules.legal_commands(session.state, rules.to_act(session.state))
        session.submit(legal[step % len(legal)])
    return session


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, Session]:
    session = played("kenpo", 12)
    path = tmp_path / "kenpo.jsonl"
    saves.save(session, path)
    return path, session


def test_the_same_text_is_checked_once_and_each_read_gives_its_own_session(saved, monkeypatch) -> None:
    path, session = saved
    first, _ = saves.read(path)
    checks: list[int] = []
    monkeypatch.setattr(saves, "_replay_problem", lambda rules, events: checks.append(len(events)))
    second, _ = saves.read(path)
    assert checks == []
    assert second.batches == first.batches == session.batches and second.state == session.state
    rules = second.ruleset
    second.submit(rules.legal_commands(second.state, rules.to_act(second.state))[0])
    assert len(first.batches) == len(session.batches)  # the one moved on shares nothing with the other
    third, _ = saves.read(path)
    assert third.batches == session.batches


def test_a_changed_text_is_checked_again_and_refused_when_it_no_longer_holds(saved) -> None:
    path, _ = saved
    saves.read(path)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:-2] + lines[-1:]), encoding="utf-8")  # an event taken out of the middle
    with pytest.raises(saves.SaveError):
        saves.read(path)
