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
CHECK = ("import sys; sys._MEIPASS = sys.argv[1]\n"
         "from game.content.check import problems; print('\\n===\\n'.join(problems()))")


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
def test_a_damaged_data_file_of_any_game_is_named_by_the_start_up_check(relative, tmp_path):
    bundle = tmp_path / "bundle"
    shutil.copytree(ROOT / "assets", bundle / "assets")
    shutil.copytree(ROOT / "levels", bundle / "levels")
    (bundle / relative).write_text("{ damaged" if relative.endswith(".json") else "<map", encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", CHECK, str(bundle)], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    found = [message for message in done.stdout.strip().split("\n===\n") if message]
    assert len(found) == 1 and Path(relative).name in found[0], found
