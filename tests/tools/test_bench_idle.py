"""The bench's idle figure measures the game's own pacing: a scene at rest draws no frame while it is measured,
but the one its end wakes (nothing here depends on how fast the machine is)."""

from __future__ import annotations

import time

from game.tools.bench import idle as bench_idle


def test_a_scene_at_rest_draws_only_the_frame_its_measurements_end_wakes():
    figure = bench_idle.idle(bench_idle.Still("records", "udo", "records"), 0.3)
    assert figure.name == "records" and figure.frames == 1


def test_each_games_finished_game_is_measured_once_not_again_under_its_shared_name():
    scenes = bench_idle.scenes()
    found = {(still.ruleset_id, still.scene) for still in scenes}
    assert ("kenpo", "ring_result") in found and ("udo", "ending") in found
    assert not any(still.scene == bench_idle.ONE_NAME for still in scenes)


def test_a_table_whose_picture_holds_a_card_is_measured_once_the_card_is_let_go_where_it_was_picked_up():
    figure = bench_idle.idle(bench_idle.Still("team_table", "matcg", "team_table", steps=24), 0.3)
    assert figure.frames == 1


def test_the_measurement_ends_with_the_frame_that_takes_its_end_whatever_the_clock_says(monkeypatch):
    """A frame that takes the end's wake-up before the measured time looks up (here a clock a thousand times slow)
    still ends it: the loop would otherwise rest with nothing left to wake it."""
    real = time.perf_counter
    start = real()
    monkeypatch.setattr(time, "perf_counter", lambda: start + (real() - start) / 1000)
    figure = bench_idle.idle(bench_idle.Still("records", "udo", "records"), 0.2)
    assert figure.frames == 1
