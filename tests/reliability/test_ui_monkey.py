"""The UI monkey finds no exception in any scene and memory stays bounded; it times whole frames."""

from __future__ import annotations

import importlib
import pkgutil
import time

import pytest

import game.scenes
from game.scenes.base import Scene, Stack
from game.scenes.table import TableScene
from tests.reliability import monkey


def every_scene() -> set[str]:
    """The name of every scene the game has: each Scene subclass named "...Scene" in game.scenes but the bases
    (the painting and motion mixins are parts of scenes)."""
    for module in pkgutil.iter_modules(game.scenes.__path__):
        importlib.import_module(f"game.scenes.{module.name}")
    found, unseen = set(), [Scene]
    while unseen:
        for kind in unseen.pop().__subclasses__():
            found.add(kind)
            unseen.append(kind)
    return {kind.__name__ for kind in found
            if kind.__module__.startswith("game.scenes.") and kind.__name__.endswith("Scene")} - {TableScene.__name__}


def test_a_short_monkey_run_visits_the_scenes_without_an_exception():
    """Which scenes chance leads to depends on when the computer's moves come back from the thinking process, which a
    busy machine delays (here about 25 in an idle run; MasterSelectScene at event 125, ComboBoardScene at 727): so
    the run must see many, whichever they are."""
    report = monkey.run(events=1500, seed=4)
    assert "MenuScene" in report.scenes_seen and len(report.scenes_seen) >= 12
    assert len(report.wall_ms) == len(report.cpu_ms) == 1500


def test_a_short_monkey_run_on_a_machine_too_busy_to_leave_time_after_a_frame_raises_nothing():
    """Every new scene's picture held the most frames, drawn in full at the end of them, and the input that waited
    for it delivered several events at once."""
    report = monkey.run(events=1500, seed=7, period=0.0)
    assert report.held > 0 and len(report.scenes_seen) >= 12


def test_a_monkey_tour_plays_in_every_lesson_the_choice_of_lessons_settings_replays_and_histories():
    from game.app import make_context
    from game.games import GAMES
    from game.scenes.lesson import has_lesson

    names = [name for name, _ in monkey.visits(make_context((1280, 720)))]
    assert {f"lesson {entry.id}" for entry in GAMES if has_lesson(entry.id)} <= set(names)
    report = monkey.run(events=900, seed=7, tour=True)
    assert {"LessonScene", "LessonChoiceScene", "SettingsScene", "ReplayScene", "ReplaysScene",
            "HistoryScene"} <= report.scenes_seen


def test_a_frame_is_timed_from_its_input_to_the_end_of_its_draw(monkeypatch):
    """Handling the input is part of the frame: a slow handler shows in the frame's time."""
    real_handle = Stack.handle

    def slow_handle(self, event):
        time.sleep(0.02)
        real_handle(self, event)

    monkeypatch.setattr(Stack, "handle", slow_handle)
    report = monkey.run(events=20, seed=5)
    assert report.slowest_frame_ms >= 20
    assert report.slowest[0].cpu_ms < report.slowest[0].wall_ms  # sleeping takes no CPU time


@pytest.mark.slow
def test_twenty_thousand_monkey_events_raise_nothing_and_memory_grows_under_20_mb():
    report = monkey.run(events=20_000, seed=11)
    print(report.summary())
    for frame in report.slowest[:5]:
        print(f"  {frame.wall_ms:.1f} ms wall, {frame.cpu_ms:.1f} ms CPU: {frame.action}")
    assert report.rss_growth_mb < 20
    assert report.scenes_seen == every_scene()


@pytest.mark.slow
def test_twenty_thousand_monkey_events_on_a_machine_too_busy_to_leave_time_raise_nothing():
    """Which scenes chance reaches here depends on the timing of the computer's moves, as in the short run."""
    report = monkey.run(events=20_000, seed=7, period=0.0)
    print(report.summary())
    assert report.held > 0 and len(report.scenes_seen) >= 25


def test_memory_growth_is_the_rise_of_the_floor_not_the_swing_of_the_working_set():
    from array import array

    swinging = array("d", [100, 140, 100, 150, 100, 145, 100, 160])
    assert monkey.memory_trend(swinging) == (0.0, 60.0)
    leaking = array("d", [100, 140, 101, 141, 125, 165, 126, 166])
    assert monkey.memory_trend(leaking) == (26.0, 66.0)
