"""Every registered game's data files are checked at start-up: damage any one of them (each family's card file,
each level its front names) and the check names that file, once."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.games import families

ROOT = Path(__file__).resolve().parents[2]
# One interpreter for every case: it imports the code the start-up check runs (each family's content and layout
# packages: importing them reads no data file), then, for each bundle named on stdin, forks a copy that runs the
# check as the packaged game would (the bundle in sys._MEIPASS), writes what it found to <bundle>.found, and says
# "exit <status>" once that copy is gone. Each copy's stderr goes to <bundle>.err.
CHECKER = """
import os, sys
from importlib import import_module
from game.content.check import problems
from game.games import families
for entry in families():
    for layer in ("content", "layout"):
        import_module(f"game.{layer}.{entry.family}")
import game.content.loader, game.layout, game.rulesets
for line in sys.stdin:
    bundle = line.strip()
    pid = os.fork()
    if pid == 0:
        os.dup2(os.open(bundle + ".err", os.O_WRONLY | os.O_CREAT | os.O_TRUNC), 2)
        sys._MEIPASS = bundle
        with open(bundle + ".found", "w", encoding="utf-8") as out:
            out.write("\\n===\\n".join(problems()))
        sys.exit(0)
    print("exit", os.waitpid(pid, 0)[1], flush=True)
"""


@pytest.fixture(scope="module")
def checker():
    """The interpreter that forks a copy of the start-up check for each bundle (CHECKER)."""
    process = subprocess.Popen([sys.executable, "-c", CHECKER], cwd=ROOT, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, bufsize=1)
    yield process
    assert process.stdin is not None
    process.stdin.close()
    assert process.wait(timeout=120) == 0


def check(checker: subprocess.Popen[str], bundle: Path) -> tuple[int, str, str]:
    """The start-up check run on `bundle` by a copy of the checker: its exit status, what it found, its stderr."""
    assert checker.stdin is not None and checker.stdout is not None
    checker.stdin.write(f"{bundle}\n")
    checker.stdin.flush()
    while (line := checker.stdout.readline()) and not line.startswith("exit "):
        pass  # what else the checker says (pygame's greeting)
    assert line, "the checker is gone"
    words = line.split()
    found = Path(f"{bundle}.found")
    return int(words[1]), found.read_text(encoding="utf-8") if found.exists() else "", Path(f"{bundle}.err").read_text(
        encoding="utf-8")


def data_files() -> list[str]:
    """Each family's shipped card files and each level it asks for (game.layout.<family>), relative to the bundle."""
    found = []
    for entry in families():
        found += sorted(str(p.relative_to(ROOT)) for p in (ROOT / "assets").glob(f"{entry.family}/*.json"))
        found += [f"levels/{name}.tmx" for name in entry.levels()]  # the maps (keys) its scenes read
    return found


def test_every_family_has_data_files_the_start_up_check_reads():
    files = data_files()
    assert all(any(path.startswith(f"assets/{entry.family}/") for path in files) for entry in families())


@pytest.mark.parametrize("relative", data_files())
def test_a_damaged_data_file_of_any_game_is_named_by_the_start_up_check(relative, tmp_path, checker):
    bundle = tmp_path / "bundle"
    shutil.copytree(ROOT / "assets", bundle / "assets")
    shutil.copytree(ROOT / "levels", bundle / "levels")
    (bundle / relative).write_text("{ damaged" if relative.endswith(".json") else "<map", encoding="utf-8")
    status, told, stderr = check(checker, bundle)
    assert status == 0, stderr
    found = [message for message in told.strip().split("\n===\n") if message]
    assert len(found) == 1 and Path(relative).name in found[0], found
