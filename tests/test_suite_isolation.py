"""The test suite runs in several processes at once (pytest-xdist, the README's test command): no two of them
share a user folder, not even for what runs outside a test."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from tests.conftest import PROCESS_HOME


@pytest.fixture(scope="module")
def home_outside_a_test() -> str:
    return os.environ["MARTIAL_MASTERS_HOME"]


def test_set_ups_outside_a_test_use_a_user_folder_of_this_test_process_alone(home_outside_a_test, private_home):
    assert home_outside_a_test == PROCESS_HOME
    assert Path(PROCESS_HOME).parent == Path(tempfile.gettempdir()) and Path(PROCESS_HOME).is_dir()
    assert os.environ["MARTIAL_MASTERS_HOME"] == str(private_home) != PROCESS_HOME
