"""The test suite runs in several processes at once (pytest-xdist, the README's test command): no two of them
share a user folder, not even for what runs outside a test."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from tests.conftest import LONGEST_FIRST, PROCESS_HOME, longest_first


@pytest.fixture(scope="module")
def home_outside_a_test() -> str:
    return os.environ["MARTIAL_MASTERS_HOME"]


def test_set_ups_outside_a_test_use_a_user_folder_of_this_test_process_alone(home_outside_a_test, private_home):
    assert home_outside_a_test == PROCESS_HOME
    assert Path(PROCESS_HOME).parent == Path(tempfile.gettempdir()) and Path(PROCESS_HOME).is_dir()
    assert os.environ["MARTIAL_MASTERS_HOME"] == str(private_home) != PROCESS_HOME


def test_the_files_of_the_longest_tests_start_first_longest_first(request):
    """Every test process runs the files of LONGEST_FIRST before the rest, in that list's order."""
    ranks = [longest_first(item.nodeid) for item in request.session.items]
    assert ranks == sorted(ranks)
    assert longest_first("tests/tools/test_bench_rigs.py::test_a") < longest_first("tests/ai/kenpo/test_evaluate.py::t")
    assert longest_first("tests/ui/udo/test_faces.py::test_a") == len(LONGEST_FIRST)
