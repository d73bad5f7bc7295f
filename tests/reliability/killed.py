"""A copy of the game that kills itself just before the N-th change it makes to the files, for the tests that kill a
copy at every point of what it writes (test_second_copy_kept, test_campaign_end): asked for each N in turn, the kills
land all along the way on any machine, where a kill after a random sleep could land after the end on a fast one."""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable
from typing import Any

WRITING = os.O_WRONLY | os.O_RDWR | os.O_CREAT  # an `open` with any of these changes the files
CHANGES = ("open", "replace", "rename", "link", "unlink", "mkdir", "rmdir", "fsync")


def killed_before(last: int) -> None:
    """From now on this process kills itself just before its `last`-th change to the files (1: the first): a file
    opened to be written or made, renamed, linked or removed, a folder made or removed, or data forced to the disk.
    The changes of every thread count (a save's writer thread makes some)."""
    changes = 0
    lock = threading.Lock()

    def counted(name: str) -> Callable[..., Any]:
        made = getattr(os, name)

        def making(*args: Any, **kwargs: Any) -> Any:
            nonlocal changes
            if name != "open" or (args[1] if len(args) > 1 else kwargs["flags"]) & WRITING:
                with lock:
                    changes += 1
                    if changes == last:
                        os.kill(os.getpid(), signal.SIGKILL)
            return made(*args, **kwargs)

        return making

    for name in CHANGES:
        setattr(os, name, counted(name))
