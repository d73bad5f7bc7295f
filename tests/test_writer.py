"""The writer (game.files.writer): one thread runs the writes handed to it, the latest of each file only, the files in
the order their latest writes arrived; what waits for a file waits for its write; a write that fails as none should is
raised in the thread that hands writes over when it next waits or hands one over, and the writer goes on."""

from __future__ import annotations

import threading

import pytest

from game.files import writer
from tests.reliability.test_background_saves import held


def test_writes_run_by_file_in_the_order_their_latest_arrived_and_a_newer_one_replaces_the_one_waiting(tmp_path):
    ran: list[str] = []
    with held(tmp_path):
        for name in ("a1", "b1", "c1", "a2", "b2"):
            writer.put(tmp_path / name[0], lambda name=name: ran.append(name))
    assert ran == ["c1", "a2", "b2"]


def test_waiting_for_one_file_waits_for_its_write_and_not_for_later_ones(tmp_path):
    ran: list[str] = []
    release = threading.Event()
    writer.put(tmp_path / "a", lambda: ran.append("a"))
    writer.put(tmp_path / "b", lambda: release.wait(30) and ran.append("b"))
    writer.wait_for(tmp_path / "a")
    assert ran == ["a"]
    release.set()
    writer.wait_for()
    assert ran == ["a", "b"]


def test_a_write_that_fails_as_none_should_is_raised_where_one_waits_next_and_the_writer_goes_on(tmp_path):
    def broken() -> None:
        raise ZeroDivisionError("a bug")

    writer.put(tmp_path / "a", broken)
    with pytest.raises(ZeroDivisionError):
        writer.wait_for(tmp_path / "a")
    writer.wait_for()  # raised once
    ran: list[str] = []
    failed = threading.Event()
    writer.put(tmp_path / "a", broken)
    writer.put(tmp_path / "b", failed.set)
    assert failed.wait(30)
    with pytest.raises(ZeroDivisionError):
        writer.put(tmp_path / "c", lambda: ran.append("c"))
    writer.wait_for(tmp_path / "c")
    assert ran == ["c"]


def test_a_failure_is_raised_in_the_thread_that_hands_writes_over_never_in_another_that_waits(tmp_path):
    """The warm-up thread waits for the saves it reads ahead: a bug in a write must reach the window's thread, not
    end the warm-up and be lost with it."""
    def broken() -> None:
        raise ZeroDivisionError("a bug")

    writer.put(tmp_path / "a", lambda: None)  # the writer exists, owned by this thread, whichever test came first
    writer.wait_for()
    writer.put(tmp_path / "a", broken)
    raised: list[BaseException] = []

    def elsewhere() -> None:
        try:
            writer.wait_for(tmp_path / "a")
        except BaseException as error:  # noqa: BLE001 - what the other thread would have been given
            raised.append(error)

    other = threading.Thread(target=elsewhere)
    other.start()
    other.join(30)
    assert raised == []
    with pytest.raises(ZeroDivisionError):
        writer.wait_for()


def test_a_write_of_what_the_next_picture_shows_holds_the_picture_until_it_is_written_and_no_other_does(tmp_path):
    from game.app import presenting

    class Made:  # a stack whose next picture is made
        showing = True

    with held(tmp_path) as release:
        writer.put(tmp_path / "settings", lambda: None)
        assert not writer.holds_picture() and presenting(Made)  # type: ignore[arg-type]
        writer.put(tmp_path / "save", lambda: None, shown=True)
        assert writer.holds_picture() and not presenting(Made)  # type: ignore[arg-type]
        release.set()
        writer.wait_for(tmp_path / "save")
    assert not writer.holds_picture() and presenting(Made)  # type: ignore[arg-type]
