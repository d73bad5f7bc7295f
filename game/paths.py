"""Where the game's files are: bundled data (source tree or frozen app) and the player's folders."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP = "MartialMasters"
HOME_VARIABLE = "MARTIAL_MASTERS_HOME"


def bundle_root() -> Path:
    """The folder holding assets/ and levels/, found the same way from source, the one-folder app and the single file.

    PyInstaller names it in `sys._MEIPASS`: the one-folder app's `_internal/`, or the folder the single file
    unpacks itself into (deleted when it exits, so nothing of the player's is ever written there: see
    `_user_dir`). From source it is the checkout, the folder above `game/`.
    """
    unpacked = getattr(sys, "_MEIPASS", None)
    if unpacked:
        return Path(unpacked)
    if getattr(sys, "frozen", False):  # frozen by another tool: the data sits beside the executable
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parent.parent


def asset(*parts: str) -> Path:
    return bundle_root().joinpath("assets", *parts)


def level(name: str) -> Path:
    return bundle_root() / "levels" / name


def _user_dir(kind: str) -> Path:
    """The player's folder for `kind`: the platform's user folders, never beside the executable or in the bundle."""
    home = os.environ.get(HOME_VARIABLE)
    if home:
        path = Path(home) / kind
    elif kind == "data":
        path = Path(platformdirs.user_data_dir(APP, appauthor=False))
    elif kind == "config":
        path = Path(platformdirs.user_config_dir(APP, appauthor=False))
    else:
        path = Path(platformdirs.user_log_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    return _ensure(_user_dir("data") / "saves")


def config_dir() -> Path:
    return _user_dir("config")


def logs_dir() -> Path:
    return _user_dir("logs")


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def records_path() -> Path:
    """The record book of finished campaigns."""
    return _user_dir("data") / "records.json"


def campaign_path(ruleset_id: str) -> Path:
    """Where the campaign in progress of a ruleset is saved."""
    return saves_dir() / f"{ruleset_id}-campaign.jsonl"
