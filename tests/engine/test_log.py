"""The save format: header, one event per line, torn last lines, and readable errors."""

from __future__ import annotations

import json

import pytest

from game.engine import log
from game.engine.core import Session
from game.rulesets import event_types, first_format
from tests.engine.udo.helpers import RULES

HEAD = '{"format": "martial-masters-save", "version": 1, "ruleset": "udo", "seed": 1, "events": 1, "digest": "0"}'


def saved_text() -> str:
    session = Session.new(RULES, seed=4)
    session.submit(session.legal(0)[0])
    return log.dumps({"ruleset": "udo", "seed": 4}, session.batches)


def test_header_names_the_format_version_and_ruleset():
    first = saved_text().splitlines()[0]
    assert '"format": "martial-masters-save"' in first and '"ruleset": "udo"' in first
    assert f'"version": {log.VERSION}' in first


def test_a_torn_last_line_is_refused_as_the_checksum_cannot_be_checked():
    text = saved_text()
    log.loads(text, event_types)
    with pytest.raises(log.LogError, match="cut short, so it cannot be checked against its checksum"):
        log.loads(text[:-10], event_types)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("not json\n", "not a save header"),
        ('{"format": "other"}\n', "not a Martial Masters save"),
        ('{"format": "martial-masters-save", "version": 99, "ruleset": "udo", "seed": 1}\n', "newer version"),
        (HEAD.replace('"udo"', '"chess"') + "\n", "unknown ruleset"),
        (HEAD + "\n", "no events"),
        (HEAD + '\n{"batch": 0, "type": "Nope"}\n',
         "unknown event type"),
        (HEAD + '\n{"batch": 0, "type": "ChargeGained", "amount": "lots"}\n', "wrong type"),
        (HEAD + '\n{"batch": 0, "type": "ChargeGained", "amount": 1}\n', "checksum"),
    ],
)
def test_damaged_saves_are_refused_with_a_reason(text, reason):
    with pytest.raises(log.LogError, match=reason):
        log.loads(text, event_types, first_format)


def test_a_table_other_than_the_rulesets_own_is_kept_in_the_save_header_and_read_back(tmp_path):
    from game.engine.core import Session, Table, table_for
    from game.files import saves
    from game.rulesets import ruleset

    rules = ruleset("kenpo")
    session = Session(rules, 4, Session.new(rules, 4).batches, table=Table("duel", 2, ((0,), (1,))))
    path = saves.save(session, tmp_path / "duel.jsonl")
    assert '"table"' in path.read_text(encoding="utf-8").splitlines()[0]
    again = saves.read(path)
    assert again.table == session.table != table_for(rules)
    plain = saves.save(Session.new(rules, 4), tmp_path / "plain.jsonl")
    assert '"table"' not in plain.read_text(encoding="utf-8").splitlines()[0]


def test_a_table_of_the_wrong_size_in_a_save_header_is_refused_in_one_line(tmp_path):
    import pytest

    from game.engine import log
    from game.engine.core import Session
    from game.files import saves
    from game.rulesets import ruleset

    session = Session.new(ruleset("kenpo"), 4)
    header = {"ruleset": "kenpo", "seed": 4, "table": {"mode": "duel", "seats": 5},
              "content": session.ruleset.content()}
    path = tmp_path / "duel.jsonl"
    path.write_text(log.dumps(header, session.batches), encoding="utf-8")  # a sound file whose table is wrong
    with pytest.raises(saves.SaveError, match="table cannot be used"):
        saves.read(path)


def test_a_log_saved_as_it_grows_and_is_cut_back_writes_each_event_once_and_the_same_text(monkeypatch):
    """EventLines writes only the events past what it last wrote of the same log: every text equals one written
    from nothing, after moves, after an undo (the log cut back) and after other moves in its place."""
    session = Session.new(RULES, seed=4)
    lines = log.EventLines()
    written: list[object] = []
    to_dict = log.event_to_dict
    monkeypatch.setattr(log, "event_to_dict", lambda event: written.append(event) or to_dict(event))
    for step in range(12):
        if step == 6:
            batches = len(session.batches)
            assert session.undo() and len(session.batches) == batches - 1
        session.submit(session.legal(0)[step % len(session.legal(0))])
        before = len(written)
        text = log.dumps({"ruleset": "udo", "seed": 4}, session.batches, lines=lines)
        kept = len(written) - before
        assert text == log.dumps({"ruleset": "udo", "seed": 4}, session.batches)  # from nothing: every event
        assert kept == (len(session.log) if step == 0 else len(session.batches[-1]))


@pytest.mark.parametrize("version", [1, log.VERSION])
def test_a_header_value_written_ahead_gives_the_save_byte_for_byte(version):
    """Card data handed in already written (log.Written) is put in as it is: the text, its digest among it, is the
    one written from the value itself, in either format."""
    session = Session.new(RULES, seed=4)
    session.submit(session.legal(0)[0])
    content = RULES.content()
    header = {"ruleset": "udo", "seed": 4, "notes": {"name": "Kai ü"}}
    ahead = log.dumps({**header, "content": log.Written(json.dumps(content, sort_keys=True))}, session.batches,
                      version)
    assert ahead == log.dumps({**header, "content": content}, session.batches, version)
    assert log.loads(ahead, event_types, first_format).header["content"] == content
