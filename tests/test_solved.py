"""The puzzles solved: kept across a restart, with help or alone, an old record read, a damaged file set aside with
one line, a second copy's kept in its side folder."""

from __future__ import annotations

from game.files import solved, storage, userlock
from game.files.paths import solved_path
from game.files.solved import Solved


def test_a_solved_puzzle_is_kept_across_a_restart_once():
    assert solved.load() == (Solved(), None)
    assert solved.mark("kenpo/01-break-at-once") is None
    assert solved.mark("kenpo/01-break-at-once") is None
    assert solved.mark("master/03-steal-back-the-lead") is None
    assert solved.load() == (Solved(frozenset({"kenpo/01-break-at-once", "master/03-steal-back-the-lead"})), None)
    assert solved.read(solved_path()).keys == {"kenpo/01-break-at-once", "master/03-steal-back-the-lead"}


def test_a_puzzle_solved_with_help_is_marked_so_until_it_is_solved_alone_and_alone_stays_alone():
    assert solved.mark("kenpo/01-break-at-once", helped=True) is None
    record = solved.load()[0]
    assert "kenpo/01-break-at-once" in record and record.with_help("kenpo/01-break-at-once")
    assert solved.mark("kenpo/01-break-at-once") is None  # solved again, alone
    assert not solved.load()[0].with_help("kenpo/01-break-at-once")
    assert solved.mark("kenpo/01-break-at-once", helped=True) is None  # with help after: still solved alone
    assert solved.load()[0] == Solved(frozenset({"kenpo/01-break-at-once"}))


def test_an_old_record_of_solved_puzzles_still_reads_every_puzzle_in_it_solved_alone():
    solved_path().write_text('{"format": "martial-masters-solved", "version": 1, "solved": ["kenpo/02-two-steps"]}',
                             encoding="utf-8")
    assert solved.load() == (Solved(frozenset({"kenpo/02-two-steps"})), None)
    assert solved.mark("kenpo/03-hit-back", helped=True) is None
    assert solved.load()[0] == Solved(frozenset({"kenpo/02-two-steps", "kenpo/03-hit-back"}),
                                      frozenset({"kenpo/03-hit-back"}))


def test_a_damaged_record_of_solved_puzzles_is_set_aside_with_one_line_and_a_new_one_begun():
    path = solved_path()
    path.write_text('{"format": "martial-masters-solved", "version": 1, "solved": [1, 2', encoding="utf-8")
    record, message = solved.load()
    assert record == Solved() and message is not None
    assert "\n" not in message and str(path) in message and "puzzles-solved.json.bak" in message
    assert path.with_name("puzzles-solved.json.bak").exists() and not path.exists()
    assert solved.mark("kenpo/02-two-steps") is None
    assert solved.load() == (Solved(frozenset({"kenpo/02-two-steps"})), None)


def test_a_puzzle_solved_when_its_record_cannot_be_written_stays_marked_solved_until_the_game_is_closed():
    """The page and the menu's count kept saying "0 of 8 solved" just after the table said Solved!"""
    path = solved_path()
    path.mkdir(parents=True)  # a folder where the record goes: nothing is written there
    message = solved.mark("kenpo/01-break-at-once", helped=True)
    assert message is not None and str(path) in message and message.endswith(solved.UNKEPT)
    record, told = solved.load()
    assert "kenpo/01-break-at-once" in record and record.with_help("kenpo/01-break-at-once") and told is not None
    assert solved.progress()[0] == 1 and path.is_dir()


def test_a_record_that_is_not_a_list_of_names_is_damaged():
    path = solved_path()
    path.write_text('{"format": "martial-masters-solved", "version": 1, "solved": {"a": 1}}', encoding="utf-8")
    record, message = solved.load()
    assert record == Solved() and message is not None and "holds no list" in message


def test_a_puzzle_solved_in_a_second_copy_is_kept_in_its_side_folder(tmp_path):
    storage.set_read_only(userlock.READ_ONLY)
    storage.set_side(tmp_path / "side")
    try:
        assert solved.mark("master/01-take-it-while-there") is None
        assert not solved_path().exists()
        assert solved.read(storage.aside(solved_path())).keys == {"master/01-take-it-while-there"}
    finally:
        storage.set_side(None)
        storage.set_read_only(None)


def test_a_second_copys_solved_puzzles_join_the_players_when_its_side_folder_is_adopted(tmp_path):
    from game.files import adopt

    solved.mark("kenpo/01-break-at-once", helped=True)
    solved.mark("master/02-a-wild-with-the-pile")
    side = tmp_path / "side"
    storage.set_read_only(userlock.READ_ONLY)
    storage.set_side(side)
    try:
        solved.mark("kenpo/01-break-at-once")  # solved alone in the second copy
        solved.mark("udo/01-pay-from-the-discard", helped=True)
    finally:
        storage.set_side(None)
        storage.set_read_only(None)
    adopt.adopt(side, adopt.OWNER_WINS)
    kept, message = solved.load()
    assert message is None
    assert kept.keys == {"kenpo/01-break-at-once", "master/02-a-wild-with-the-pile", "udo/01-pay-from-the-discard"}
    assert kept.helped == {"udo/01-pay-from-the-discard"}
    adopt.adopt(side, adopt.OWNER_WINS)  # adopting again changes nothing
    assert solved.load()[0] == kept
