"""A writer killed at random moments leaves the whole old file or the whole new one, never a mix."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

WRITER = """
import sys
from pathlib import Path
from game.files.storage import write_atomic
path = Path(sys.argv[1])
versions = [("A" * 50_000) + "\\n", ("B" * 70_000) + "\\n"]
print("ready", flush=True)
i = 0
while True:
    write_atomic(path, versions[i % 2])
    i += 1
"""


def kill_writer_many_times(folder: Path, times: int, seed: int) -> None:
    chooser = random.Random(seed)
    path = folder / "save.jsonl"
    path.write_text(("A" * 50_000) + "\n", encoding="utf-8")
    root = Path(__file__).resolve().parent.parent.parent
    for attempt in range(times):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], cwd=root, stdout=subprocess.PIPE)
        assert writer.stdout is not None and writer.stdout.readline().strip() == b"ready"
        time.sleep(chooser.uniform(0, 0.03))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        text = path.read_text(encoding="utf-8")
        assert text in (("A" * 50_000) + "\n", ("B" * 70_000) + "\n"), f"seed {seed}, attempt {attempt}: torn file"
    leftovers = [p.name for p in folder.iterdir() if p.name != "save.jsonl"]
    assert len(leftovers) <= times  # temporary files of killed writers are harmless and never read


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killing_a_writer_30_times_never_tears_the_file(tmp_path):
    kill_writer_many_times(tmp_path, 30, seed=1)


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killing_a_writer_300_times_never_tears_the_file(tmp_path):
    kill_writer_many_times(tmp_path, 300, seed=2)
