"""Issue 14, class 5: set-aside copies are never lost, and a file that only cannot be read is left alone.

A second (third, ...) damaged file is kept beside the first copy, never over it; a file that could not be read
(permissions, another program's lock, a folder in its place) is not taken for damaged: it is left as it is with a
message, and nothing is written over it.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.files import damaged, records, saves, storage
from game.files.paths import campaign_path, records_path
from tests.reliability.hostile import small_session
from tests.test_records import record

DAMAGED = b'{"format": "martial-masters-records", "version": 1, "records": [{"hero": 3}]}'


def backups(path: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(path.parent.iterdir()) if p.name.endswith(".bak")}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(contents=st.lists(st.binary(min_size=1, max_size=200), min_size=2, max_size=12, unique=True))
def test_every_damaged_record_book_in_turn_gets_a_copy_of_its_own(contents):
    path = records_path()
    for old in path.parent.glob("records.json*"):
        old.unlink()
    for content in contents:
        path.write_bytes(b"\xff" + content)  # never UTF-8 JSON
        rows, message = records.load()
        assert rows == [] and message is not None and not path.exists()
    kept = backups(path)
    assert sorted(kept.values()) == sorted(b"\xff" + c for c in contents)
    assert "records.json.bak" in kept and f"records.json.{len(contents) - 1}.bak" in kept


def test_damaged_saves_in_turn_keep_every_copy_a_torn_one_too():
    path = campaign_path("udo")
    for number in range(5):
        path.write_bytes(b"not a save %d" % number)
        assert saves.resume("udo")[0] is None
    good = saves.dumps(small_session())
    path.write_text(good[:-20], encoding="utf-8")  # torn: its checksum cannot be checked
    session, message = saves.resume("udo")
    assert session is None and "udo-campaign.jsonl.5.bak" in message
    kept = backups(path)
    assert len(kept) == 6 and kept["udo-campaign.jsonl.5.bak"] == good[:-20].encode()
    assert {kept[n] for n in kept if n != "udo-campaign.jsonl.5.bak"} == {b"not a save %d" % n for n in range(5)}


def test_a_set_aside_never_replaces_an_earlier_copy_even_a_link(tmp_path):
    path = tmp_path / "records.json"
    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    (tmp_path / "records.json.bak").symlink_to(target)
    path.write_bytes(b"damaged")
    backup = damaged.set_aside(path)
    assert backup.name == "records.json.1.bak" and target.read_text() == "keep me"
    assert (tmp_path / "records.json.bak").is_symlink()


@pytest.fixture
def unreadable(monkeypatch):
    """Makes one path fail to open for reading, as a file without permission or locked by another program does
    (the tests run as root, whom permissions never stop)."""
    blocked: set[str] = set()
    real_open = os.open

    def fake_open(path, flags, *args, **kwargs):
        if os.fspath(path) in blocked and not flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", fake_open)
    return blocked


@pytest.mark.parametrize("error", ["EACCES", "EBUSY", "EPERM"])
def test_a_record_book_that_cannot_be_read_is_left_alone_and_not_written_over(unreadable, monkeypatch, error):
    path = records_path()
    records.add(record(glory=7))
    before = path.read_bytes()
    unreadable.add(str(path))
    rows, message = records.load()
    assert rows == [] and "left as it is" in message and str(path) in message
    with pytest.raises(records.RecordError):
        records.add(record(glory=8))
    unreadable.clear()
    assert path.read_bytes() == before and not backups(path)
    assert [r.glory for r in records.load()[0]] == [7]


def test_a_save_that_cannot_be_read_is_left_alone_and_a_new_campaign_does_not_replace_it(unreadable):
    path = campaign_path("udo")
    saves.save(small_session())
    before = path.read_bytes()
    unreadable.add(str(path))
    session, message = saves.resume("udo")
    assert session is None and "left as it is" in message and "permission denied" in message
    assert saves.save(small_session()) is None  # a new campaign: told, not saved over the old one
    assert any("not being saved" in line for line in storage.notices())
    unreadable.clear()
    assert path.read_bytes() == before and not backups(path)
    assert saves.resume("udo")[0] is not None


def test_read_only_copies_report_damage_but_never_move_anything():
    path = records_path()
    path.write_bytes(DAMAGED)
    campaign_path("udo").write_bytes(b"damaged")
    storage.set_read_only("a test")
    try:
        rows, message = records.load()
        assert rows == [] and "left as it is" in message
        session, message = saves.resume("udo")
        assert session is None and "left as it is" in message
    finally:
        storage.set_read_only(None)
    assert path.read_bytes() == DAMAGED and campaign_path("udo").read_bytes() == b"damaged"
    assert not backups(path) and not backups(campaign_path("udo"))
