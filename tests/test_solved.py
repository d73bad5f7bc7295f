"""The puzzles solved: kept across a restart, a damaged file set aside with one line, a second copy's kept for later."""

from __future__ import annotations

from game.files import solved, storage, userlock
from game.files.paths import solved_path


def test_a_solved_puzzle_is_kept_across_a_restart_once():
    assert solved.load() == (frozenset(), None)
    assert solved.mark("kenpo/01-break-at-once") is None
    assert solved.mark("kenpo/01-break-at-once") is None
    assert solved.mark("master/03-steal-back-the-lead") is None
    assert solved.load() == (frozenset({"kenpo/01-break-at-once", "master/03-steal-back-the-lead"}), None)
    assert solved.read(solved_path()) == {"kenpo/01-break-at-once", "master/03-steal-back-the-lead"}


def test_a_damaged_record_of_solved_puzzles_is_set_aside_with_one_line_and_a_new_one_begun():
    path = solved_path()
    path.write_text('{"format": "martial-masters-solved", "version": 1, "solved": [1, 2', encoding="utf-8")
    keys, message = solved.load()
    assert keys == frozenset() and message is not None
    assert "\n" not in message and str(path) in message and "puzzles-solved.json.bak" in message
    assert path.with_name("puzzles-solved.json.bak").exists() and not path.exists()
    assert solved.mark("kenpo/02-two-steps") is None
    assert solved.load() == (frozenset({"kenpo/02-two-steps"}), None)


def test_a_record_that_is_not_a_list_of_names_is_damaged():
    path = solved_path()
    path.write_text('{"format": "martial-masters-solved", "version": 1, "solved": {"a": 1}}', encoding="utf-8")
    keys, message = solved.load()
    assert keys == frozenset() and message is not None and "holds no list" in message


def test_a_puzzle_solved_in_a_second_copy_is_kept_once_it_takes_the_folder_over():
    storage.set_read_only(userlock.READ_ONLY)
    try:
        assert solved.mark("master/01-take-it-while-there") is None
        assert not solved_path().exists()
    finally:
        storage.set_read_only(None)
    userlock.later("taken over", lambda: None)  # the folder is this copy's again: what was kept is written
    assert solved.load() == (frozenset({"master/01-take-it-while-there"}), None)
