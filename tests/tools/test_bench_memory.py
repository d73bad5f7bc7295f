"""The memory session reports its own peak, not the size of the process that launched it."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the launcher's size is carried over on Linux")
def test_a_session_launched_by_a_large_process_reports_its_own_peak():
    held = bytearray(200 * 2**20)  # the launcher holds 200 MB, as the bench does after its frames and bots
    for i in range(0, len(held), 4096):
        held[i] = 1
    code = "from game.tools.bench.session import peak_rss_mb; print(peak_rss_mb())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert float(out.stdout.strip().splitlines()[-1]) < 150
