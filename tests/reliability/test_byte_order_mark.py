"""A player's file saved again by an editor that puts a byte order mark before UTF-8 text (Windows' Notepad): the
settings, the record book, a save and a finished game read as they were, not set aside as damaged with the player's
choices lost."""

from __future__ import annotations

from game.files import records, saves, settings, storage
from game.files.paths import campaign_path, finished_dir, records_path, settings_path
from tests.reliability.hostile import kept_then, small_session
from tests.test_records import record

BOM = b"\xef\xbb\xbf"


def with_mark(path) -> None:
    path.write_bytes(BOM + path.read_bytes())


def test_settings_with_a_byte_order_mark_are_read_and_kept(private_home):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(BOM + b'{"format": "martial-masters-settings", "version": 1, "music_volume": 20}')
    assert settings.current().music_volume == 20
    assert storage.notices() == [] and not settings_path().with_name("settings.json.bak").exists()


def test_a_record_book_with_a_byte_order_mark_is_read_and_added_to(private_home):
    assert records.add(record()) is None
    with_mark(records_path())
    assert records.load() == ([record()], None)
    assert records.add(record(glory=3)) is None
    assert records.load() == ([record(), record(glory=3)], None)


def test_a_save_with_a_byte_order_mark_is_read(private_home):
    session = small_session()
    saves.save(session)
    with_mark(campaign_path("udo"))
    assert saves.read(campaign_path("udo")).batches == session.batches


def test_a_finished_game_with_a_byte_order_mark_is_listed_for_replays_not_set_aside(private_home):
    kept_then(with_mark)
    assert not list(finished_dir().glob("*.bak"))
