"""`bench --quick` runs every part, times every scene at both sizes, measures every still scene at rest, and ends with
one line of key=value pairs naming every figure of the issue.

The run is shrunk (a few frames of each scene, one short game by the quickest bot, one launch, a few monkey events)
so the suite stays fast; nothing here is timed."""

from __future__ import annotations

import math

from game.__main__ import main
from game.games import game
from game.rulesets import known
from game.tools import bench
from game.tools.bench import idle as bench_idle
from game.tools.bench.frames import SIZES, size_name
from game.tools.bench.rigs import SCENES, all_rigs

FIXED_KEYS = {
    "floor_ms_720", "floor_ms_1080", "frame_p99_ms_720", "frame_p99_ms_1080", "frame_ratio_720", "frame_ratio_1080",
    "first_frame_ratio", "startup_s", "startup_floor_s", "startup_ratio", "refold_ms_1000", "save_load_ms_1000",
    "rss_mb", "idle_cpu_pct", "monkey_worst_group_p50_ms", "monkey_worst_group_p99_ms", "monkey_worst_group_ratio",
    "monkey_slowest_frame_ms",
}


def test_bench_quick_runs_and_its_last_line_has_every_key(monkeypatch, capsys):
    monkeypatch.setattr(bench, "QUICK", bench.tiny())
    assert main(["bench", "--quick"]) == 0
    lines = capsys.readouterr().out.rstrip("\n").splitlines()
    last = lines[-1]
    pairs = dict(pair.split("=", 1) for pair in last.split(" "))
    expected = set(FIXED_KEYS)
    expected |= {f"events_per_s_{ruleset_id}" for ruleset_id in known()}
    expected |= {f"bot_p95_s_{r}_{level}" for r in known() for level in game(r).bots().levels}
    expected |= {f"hint_p95_s_{r}" for r in known() if game(r).bots().hint is not None}
    assert {"bot_p95_s_udo_search", "hint_p95_s_udo"} <= expected
    assert expected <= pairs.keys(), f"missing: {sorted(expected - pairs.keys())}"
    assert all(math.isfinite(float(pairs[key])) for key in expected), last
    assert pairs["idle_cpu_scene"] in {still.name for still in bench_idle.scenes()}
    assert "monkey_worst_group" in pairs
    rows = [line.split() for line in lines if line.startswith("  ")]
    timed = {(row[0], row[1]) for row in rows if len(row) > 2 and row[2] != "FAILED"}
    assert set(SCENES) <= set(all_rigs())
    assert {(name, size_name(size)) for name in all_rigs() for size in SIZES} <= timed
    assert {still.name for still in bench_idle.scenes()} <= {row[0] for row in rows}
