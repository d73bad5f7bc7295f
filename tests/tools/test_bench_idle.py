"""The bench's idle figure measures the game's own pacing: a scene at rest draws no frame while it is measured,
but the one its end wakes (nothing here depends on how fast the machine is)."""

from __future__ import annotations

from game.tools.bench import idle as bench_idle


def test_a_scene_at_rest_draws_only_the_frame_its_measurements_end_wakes():
    figure = bench_idle.idle("udo", "records", 0.3)
    assert figure.name == "records" and figure.frames == 1
