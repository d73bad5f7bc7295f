"""A user folder on a file system that cannot lock files (some network folders): the game plays as ever there, its
one copy owning the folder by its process id (game.files.userlock), and a record or a puzzle solved is kept, not
refused for want of the record book's lock."""

from __future__ import annotations

import errno

import pytest

from game.files import filelocks, records, solved, userlock
from tests.test_records import record


@pytest.fixture
def no_locks(private_home, monkeypatch):
    def refused(handle: int) -> bool:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(filelocks, "try_lock", refused)
    return private_home


def test_on_a_file_system_without_locks_the_folder_is_owned_and_a_record_is_kept(no_locks):
    try:
        assert userlock.claim().owned
        assert records.add(record()) is None
        assert records.load() == ([record()], None)
    finally:
        userlock.release()


def test_on_a_file_system_without_locks_a_puzzle_solved_is_kept(no_locks):
    assert solved.mark("udo/01") is None
    assert "udo/01" in solved.load()[0].keys
