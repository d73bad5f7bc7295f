"""Thinking off the window's thread: answers are taken on it, errors reach it, and one searcher never runs twice
at once."""

from __future__ import annotations

import threading
import time

import pytest

from game.scenes.worker import Thinker


def test_an_answer_is_taken_once_it_is_ready_and_the_thinker_is_idle_again():
    thinker = Thinker()
    gate = threading.Event()
    thinker.start(lambda x: gate.wait(10) and x * 2, 21)
    assert thinker.thinking and not thinker.ready()
    gate.set()
    assert thinker.wait(10) and thinker.ready()
    assert thinker.take() == 42
    assert not thinker.thinking


def test_an_error_in_the_thinking_thread_is_raised_where_the_answer_is_taken():
    thinker = Thinker()

    def broken() -> None:
        raise ValueError("no move")

    thinker.start(broken)
    assert thinker.wait(10)
    with pytest.raises(ValueError, match="no move"):
        thinker.take()


def test_a_cancelled_search_stops_at_its_next_line_and_the_next_job_runs_after_it():
    thinker = Thinker()
    order: list[str] = []

    def search() -> str:
        end = time.monotonic() + 60
        while time.monotonic() < end:  # pure Python, as a search is
            pass
        order.append("searched to the end")
        return "stale"

    def second() -> str:
        order.append("second started")
        return "fresh"

    thinker.start(search)
    time.sleep(0.05)
    thinker.cancel()
    assert not thinker.thinking
    thinker.start(second)
    assert thinker.wait(20)
    assert thinker.take() == "fresh" and order == ["second started"]


def test_a_job_waits_for_the_one_before_it_even_when_that_one_is_cancelled_while_blocked():
    thinker = Thinker()
    gate, order = threading.Event(), []
    thinker.start(lambda: gate.wait(10) and order.append("first"))
    thinker.cancel()  # it is blocked in C: the cancel lands once it wakes, before it goes on
    thinker.start(lambda: order.append("second") or "fresh")
    assert not thinker.wait(0.2) and order == []
    gate.set()
    assert thinker.wait(10) and thinker.take() == "fresh" and order == ["second"]


def test_two_thinkers_never_think_at_once():
    first, second = Thinker(), Thinker()
    gate, order = threading.Event(), []
    first.start(lambda: gate.wait(10) and order.append("first"))
    second.start(lambda: order.append("second"))
    assert not second.wait(0.2) and order == []
    gate.set()
    assert second.wait(10) and order == ["first", "second"]
