"""Thinking off the window's thread: answers are taken on it, errors reach it, and one searcher never runs twice
at once."""

from __future__ import annotations

import threading

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


def test_a_job_asked_for_after_one_was_forgotten_starts_only_when_that_one_ends():
    thinker = Thinker()
    gate, order = threading.Event(), []

    def first() -> str:
        gate.wait(10)
        order.append("first ended")
        return "stale"

    def second() -> str:
        order.append("second started")
        return "fresh"

    thinker.start(first)
    thinker.forget()
    assert not thinker.thinking
    thinker.start(second)
    assert not thinker.wait(0.2) and order == []  # held behind the forgotten one
    gate.set()
    assert thinker.wait(10)
    assert thinker.take() == "fresh" and order == ["first ended", "second started"]


def test_two_thinkers_never_think_at_once():
    first, second = Thinker(), Thinker()
    gate, order = threading.Event(), []
    first.start(lambda: gate.wait(10) and order.append("first"))
    second.start(lambda: order.append("second"))
    assert not second.wait(0.2) and order == []
    gate.set()
    assert second.wait(10) and order == ["first", "second"]
