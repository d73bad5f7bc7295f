"""A player's file whose lines a copy or an editor ended the Windows way (CR LF: a checkout with autocrlf, a mail, an
editor keeping them): a save and a finished game read as the game wrote them, not refused as changed by their
checksum."""

from __future__ import annotations

from game.files import saves
from game.tools.verify import verify
from tests.reliability.hostile import kept_then, small_session


def windows_lines(path) -> None:
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))


def test_a_save_with_windows_line_ends_reads_and_verifies_as_it_was(private_home):
    session = small_session()
    path = saves.save(session)
    said = verify(path)
    windows_lines(path)
    assert saves.read(path).batches == session.batches
    assert verify(path) == said


def test_a_finished_game_with_windows_line_ends_is_listed_and_opens(private_home):
    kept = kept_then(windows_lines)
    assert saves.read(kept).batches == small_session().batches

