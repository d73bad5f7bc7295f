"""Headless pygame for every test, and a private folder for saves and settings: one for each test, and one for
each test process (pytest-xdist runs several at once) for whatever runs outside a test (collection, module and
session set-ups), so that no two processes ever share a user folder."""

from __future__ import annotations

import atexit
import collections
import gc
import itertools
import os
import queue
import shutil
import tempfile
import threading
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
PROCESS_HOME = tempfile.mkdtemp(prefix="martial-masters-tests-")
os.environ["MARTIAL_MASTERS_HOME"] = PROCESS_HOME
TEST_HOMES = tempfile.mkdtemp(prefix="martial-masters-test-homes-")  # each test's user folder is a new one in here
for _made in (PROCESS_HOME, TEST_HOMES):
    atexit.register(shutil.rmtree, _made, ignore_errors=True)  # a process that imported this and no test ran

import hypothesis  # noqa: E402
import pytest  # noqa: E402

# No example of a property may fail for taking long: a busy machine (another process, the other test process) can
# make any one slow, and speed is the bench's to judge, never a test's.
hypothesis.settings.register_profile("any-machine", deadline=None)
hypothesis.settings.load_profile("any-machine")


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config):
    """`-n` hands the tests out by work stealing unless told otherwise (`--dist`): a process that has run its share
    takes tests not yet started from the other, so both finish together however long the last tests take (the
    default hands them out in turn, and a few that take a minute could leave one process working alone)."""
    if getattr(config.option, "numprocesses", None) and config.option.dist == "no" and not config.option.distload:
        config.option.dist = "worksteal"


# The files whose tests take longest, longest first (the strongest Kenpo bot's matches, the bench, a second copy
# killed 20 times, the UI monkey, the strongest bots' games the history tells, the state machines, the bench's
# scripts, the soak's slices...): run first, so that the tests left for the end are short ones that both processes
# share. Left in the order they are collected, those of tests/tools/ came last of all, and a process could run one
# alone for its last half a minute.
LONGEST_FIRST = (
    "tests/ai/kenpo/test_bots.py::", "tests/tools/test_bench.py::", "tests/reliability/test_second_copy_kept.py::",
    "tests/reliability/test_ui_monkey.py::", "tests/test_history.py::", "tests/reliability/test_state_machine.py::",
    "tests/tools/test_bench_rigs.py::", "tests/reliability/test_two_copies.py::", "tests/reliability/test_soak.py::",
    "tests/reliability/test_illegal_commands.py::", "tests/scenes/kenpo/test_arena.py::",
    "tests/tools/test_bench_idle.py::", "tests/reliability/test_secrecy.py::",
    "tests/reliability/test_hostile_files.py::",
)


def longest_first(nodeid: str) -> int:
    """Where a test starts: its file's place in LONGEST_FIRST, or after all of them."""
    return next((rank for rank, prefix in enumerate(LONGEST_FIRST) if nodeid.startswith(prefix)), len(LONGEST_FIRST))


def pytest_collection_modifyitems(items):
    items.sort(key=lambda item: longest_first(item.nodeid))  # a stable sort: the rest keep their order


# Each test's folder, once SWEPT_AFTER more tests are over (what a thread of a test writes late still finds it),
# removed by a thread of its own while the next tests run: removing a folder waits on the disk (3 ms a folder where
# the disk is told of every freed block), and the thousands the tests leave, removed at the end, held each test
# process 10 to 20 seconds past its last test. None: no more to come (the last few go with TEST_HOMES).
_swept: queue.SimpleQueue[Path | None] = queue.SimpleQueue()
SWEPT_AFTER = 50


def _sweep() -> None:
    done: collections.deque[Path] = collections.deque()
    while (folder := _swept.get()) is not None:
        done.append(folder)
        if len(done) > SWEPT_AFTER:
            shutil.rmtree(done.popleft(), ignore_errors=True)


_sweeper = threading.Thread(target=_sweep, name="test folders sweeper", daemon=True)
_sweeper.start()


def pytest_sessionfinish(session):
    _swept.put(None)
    _sweeper.join()
    shutil.rmtree(PROCESS_HOME, ignore_errors=True)
    shutil.rmtree(TEST_HOMES, ignore_errors=True)


FULL_PASS_EVERY = 100  # tests: what was set apart and has become garbage since is freed at least this often
_tests_set_up = 0


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    """Before each test, what the test process holds (pytest, the collected tests, the modules and caches of the
    tests before) is set apart from Python's collector of cycles, as the game sets what it holds apart once warmed
    up (game.app.keep_for_good). The stack makes a full pass whenever a scene leaves (game.scenes.base.scenes_left):
    over everything a test process holds that took 70 ms, and half of a scene test's time went to it; now it walks
    only what the test made. The last test's garbage is collected before, and every FULL_PASS_EVERY tests the
    collector walks everything once, so what was set apart and has become garbage since is not kept."""
    global _tests_set_up
    _tests_set_up += 1
    if _tests_set_up % FULL_PASS_EVERY == 0:
        gc.unfreeze()
    gc.collect()
    gc.freeze()


_homes = itertools.count(1)


@pytest.fixture(autouse=True)
def private_home(monkeypatch):
    """Every test gets its own user folder, so no test touches a real save: a name no other test has, made by
    whatever writes there first (as a player's first launch makes it), with no temporary folder of pytest's made
    for the thousands of tests that write nothing."""
    home = Path(TEST_HOMES) / str(next(_homes)) / "home"
    monkeypatch.setenv("MARTIAL_MASTERS_HOME", str(home))
    from game.files import settings, storage

    settings.forget()  # the settings in force are read again from this test's folder
    storage.forget_notices()  # messages for the player are the process's: none is left over from another test
    yield home
    from game.files import writer

    writer.wait_for()  # a save the test left waiting is written into its own folder, and tells nothing to the next
    drawn = settings.current()
    if (drawn.text_size, drawn.colour_blind) != (settings.Settings.text_size, settings.Settings.colour_blind):
        from game.ui.face_cache import forget_pictures

        forget_pictures()  # as the window does when they change: no later test sees pictures drawn with them
    writer.wait_for()  # reading them may have written them again (a damaged file set aside): that is written too
    _swept.put(home.parent)  # and nothing more will be written there
