"""The README's promises: two commands, a picture the project rendered, and CI running the test command."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def commands() -> list[str]:
    return re.findall(r"```sh\n(.+?)\n```", (ROOT / "README.md").read_text(encoding="utf-8"))


def test_readme_gives_exactly_two_commands_install_and_play_then_install_and_test():
    found = commands()
    assert len(found) == 2
    assert found[0].endswith("martial-masters") and "pytest" in found[1]


def test_the_readme_test_command_runs_the_tests_in_parallel_with_what_the_test_extra_installs():
    assert commands()[1].endswith("python -m pytest -n auto")
    assert '"pytest-xdist>=' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_ci_runs_the_readme_test_command_verbatim():
    assert commands()[1] in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_readme_picture_exists():
    picture = re.search(r"!\[[^\]]*\]\(([^)]+)\)", (ROOT / "README.md").read_text(encoding="utf-8"))
    assert picture is not None and (ROOT / picture.group(1)).is_file()
