"""The bench's idle figure measures the game's own pacing: a scene at rest draws no frame while it is measured,
but the one its end wakes (nothing here depends on how fast the machine is)."""

from __future__ import annotations

from game.tools.bench import idle as bench_idle


def test_a_scene_at_rest_draws_only_the_frame_its_measurements_end_wakes():
    figure = bench_idle.idle("udo", "records", 0.3)
    assert figure.name == "records" and figure.frames == 1


def test_each_games_finished_game_is_measured_once_not_again_under_its_shared_name():
    scenes = bench_idle.scenes()
    assert ("kenpo", "ring_result") in scenes and ("udo", "ending") in scenes
    assert not any(name == bench_idle.ONE_NAME for _, name in scenes)
