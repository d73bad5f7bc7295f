"""The memory session reports its own peak, not the size of the process that launched it, nor what compiling the
game's sources would cost it."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.tools.bench import process


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the launcher's size is carried over on Linux")
def test_a_session_launched_by_a_large_process_reports_its_own_peak():
    held = bytearray(200 * 2**20)  # the launcher holds 200 MB, as the bench does after its frames and bots
    for i in range(0, len(held), 4096):
        held[i] = 1
    code = "from game.tools.bench.session import peak_rss_mb; print(peak_rss_mb())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert float(out.stdout.strip().splitlines()[-1]) < 150


def test_the_measured_session_loads_bytecode_a_short_run_of_it_wrote_first(monkeypatch):
    launched: list[tuple[list[str], str]] = []

    def child(code: str, args: list[str], home: str, wanted: str, timeout_s: float) -> tuple[float, str]:
        launched.append((args, home))
        return 1.0, "rss_mb=99.5"

    monkeypatch.setattr(process, "_child", child)
    assert process.session_rss_mb(150, 5000, 3, -1, 5000) == 99.5
    (short, first_home), (measured, home) = launched
    assert first_home == home and measured == ["150", "5000", "3", "-1", "5000"]
    assert [int(number) for number in short] == [1, 1, 1, -1, 1]
