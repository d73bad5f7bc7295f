"""The UI monkey finds no exception in any scene and memory stays bounded."""

from __future__ import annotations

import pytest

from tests.reliability import monkey


def test_a_short_monkey_run_visits_the_scenes_without_an_exception():
    report = monkey.run(events=1500, seed=3)
    assert {"MenuScene", "MasterSelectScene", "ComboBoardScene"} <= report.scenes_seen


@pytest.mark.slow
def test_twenty_thousand_monkey_events_raise_nothing_and_memory_grows_under_20_mb():
    report = monkey.run(events=20_000, seed=11)
    print(f"monkey events={report.events} slowest_frame_ms={report.slowest_frame_ms:.1f} "
          f"rss_growth_mb={report.rss_growth_mb:.1f} scenes={sorted(report.scenes_seen)}")
    assert report.rss_growth_mb < 20
    assert len(report.scenes_seen) >= 5
