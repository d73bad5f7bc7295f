"""The names of the player's folders (data, settings, logs), made from the platform's user folders or from
MARTIAL_MASTERS_HOME, without making them: what game.files.paths makes and game.files.storage keeps links inside of."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

APP = "MartialMasters"
HOME_VARIABLE = "MARTIAL_MASTERS_HOME"


def home() -> str | None:
    """The folder HOME_VARIABLE names, None when it is not set (or empty). A leading `~` is expanded as a shell
    does: `~` is the player's home folder, `~name` that user's; a `~name` of no user of this computer is left as it
    is (game.files.paths tells it, and nothing is saved). Asked each time: the home folder may change (a test's)."""
    value = os.environ.get(HOME_VARIABLE)
    if not value:
        return None
    return os.path.expanduser(value)


def place(kind: str) -> Path:
    folder = home()
    if folder:
        return inside(folder, kind)
    import platformdirs  # here, not at start-up: a folder set by HOME_VARIABLE never needs it

    if kind == "data":
        return Path(platformdirs.user_data_dir(APP, appauthor=False))
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP, appauthor=False))
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


@lru_cache(maxsize=256)
def inside(folder: Path | str, *parts: str) -> Path:
    """The path of `parts` inside `folder`, made once: the same few are asked for again and again (the menu's first
    frame asked for some seventy, and making a path is most of a hundred lines of pathlib)."""
    return Path(folder).joinpath(*parts)


def user_roots() -> tuple[Path, ...]:
    """The player's folders (data, settings, logs) as they are named, whether or not they exist yet."""
    return place("data"), place("config"), place("logs")
