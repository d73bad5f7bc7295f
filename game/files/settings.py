"""The player's settings: kept in the platform's config folder (`settings.json`), read and written like saves.

The file is read within bounds and every value is checked; a damaged one is set aside (`settings.json.bak`, ...)
with one message naming it, and the defaults are used, or, when only some values are bad, those values' defaults
and the file's other settings, written at once; one that only cannot be read is left alone and never
written over. Every change is in force at once and written atomically off the window's thread (game.files.writer); a
failure is told as every file's is (game.files.storage.notices, which the open table shows). A copy of the game that
does not own the user folder, and the tools, read the player's settings but write nothing.

`current()` is what the whole program reads: the sound's volumes (game.ui.sound), the speed of every animation
(game.ui.tween.scaled), the size of all text (game.ui.text), the colour-blind-safe marks (game.ui.marks), the
privacy curtain (game.scenes.hotseat), the question before a game in progress is replaced, the window, and which
games' lessons have been offered (game.scenes.menu).

The settings are a plain class checked by hand rather than a pydantic model, a dataclass or a NamedTuple: the
window's size and the text size are needed before the first frame, where importing pydantic would double the time to
the first frame, and a dataclass or a NamedTuple of a dozen fields compiles code for itself (and for each field's type)
at every launch, most of a millisecond.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

from game.files import damaged, newer, reading, storage, writer
from game.files.paths import settings_path

FORMAT = "martial-masters-settings"
VERSION = 1
newer.reads(FORMAT, VERSION, "settings file")
MAX_BYTES = 64 * 1024

SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}  # times each duration
TEXT_SCALES: dict[str, float] = {"normal": 1.0, "large": 1.25, "largest": 1.5}
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1024, 600), (1280, 720), (1600, 900), (1920, 1080))
SMALLEST_WINDOW, LARGEST_WINDOW = (1024, 600), (7680, 4320)


class Settings:
    """Everything the player can set. Volumes are percentages; the window is its size when not full screen. The class
    holds the defaults; settings made with other values are checked (one out of range raises ValueError naming it)
    and never change: `replaced` makes new ones."""

    master_volume: int = 80
    effects_volume: int = 80
    music_volume: int = 40
    muted: bool = False
    window: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation: str = "normal"  # a key of SPEEDS
    text_size: str = "normal"  # a key of TEXT_SCALES
    colour_blind: bool = False  # sides, selection and legality marked by shape as well as colour
    curtain: bool = True  # the privacy curtain between people at one screen
    confirm_replace: bool = True  # ask before a new game replaces one in progress
    lessons_offered: tuple[str, ...] = ()  # the families whose lesson the player was offered on first opening them
    setups: tuple[str, ...] = ()  # each set-up's last choices, "family.choice=value" (game.files.setups)

    def __init__(self, **values: Any) -> None:
        for name, value in values.items():
            if name not in _CHECKS:
                raise TypeError(f"there is no setting {name!r}")
            problem = _CHECKS[name](value)
            if problem is not None:
                raise ValueError(f"{name}: {problem}")
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"settings do not change ({name}); make new ones with replaced()")

    def as_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in _CHECKS}

    def replaced(self, **values: Any) -> Settings:
        """These settings with some values changed, checked as new ones are."""
        return Settings(**{**self.as_dict(), **values})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.as_dict() == other.as_dict()

    def __hash__(self) -> int:
        return hash(tuple(self.as_dict().values()))

    def __repr__(self) -> str:
        return f"Settings({', '.join(f'{name}={value!r}' for name, value in self.as_dict().items())})"

    @property
    def speed(self) -> float:
        """What every animation's duration is multiplied by (0: instant)."""
        return SPEEDS[self.animation]

    @property
    def text_scale(self) -> float:
        return TEXT_SCALES[self.text_size]

    def volume(self, kind: Literal["effects", "music"]) -> float:
        """The loudness of a kind of sound, 0 to 1, the mute and the master volume included."""
        if self.muted:
            return 0.0
        part = self.effects_volume if kind == "effects" else self.music_volume
        return self.master_volume * part / 10_000


LONGEST_QUOTE = 80  # the characters of a bad value a notice quotes


def _shown(value: Any) -> str:
    """A bad value as a notice quotes it: its first 80 characters, so that one line of the file never fills the
    screen (a list of two hundred long names)."""
    told = repr(value)
    return told if len(told) <= LONGEST_QUOTE else f"{told[:LONGEST_QUOTE]}\u2026"


def _percent(value: Any) -> str | None:
    ok = type(value) is int and 0 <= value <= 100
    return None if ok else f"must be a whole number from 0 to 100, not {_shown(value)}"


def _yes_no(value: Any) -> str | None:
    return None if type(value) is bool else f"must be true or false, not {_shown(value)}"


def _one_of(choices: Mapping[str, float]) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        return None if type(value) is str and value in choices else f"must be one of {', '.join(choices)}"

    return check


def _window(value: Any) -> str | None:
    whole = isinstance(value, tuple | list) and len(value) == 2 and all(type(part) is int for part in value)
    if not whole or not all(low <= part <= high
                            for low, part, high in zip(SMALLEST_WINDOW, value, LARGEST_WINDOW, strict=True)):
        return (f"must be a width and a height from {SMALLEST_WINDOW[0]}x{SMALLEST_WINDOW[1]} to "
                f"{LARGEST_WINDOW[0]}x{LARGEST_WINDOW[1]}, not {_shown(value)}")
    return None


MOST_NAMES, LONGEST_NAME = 32, 40


def _names(value: Any) -> str | None:
    """A short list of distinct short names (a family's package name: letters, digits and underscores)."""
    ok = (isinstance(value, tuple | list) and len(value) <= MOST_NAMES
          and all(type(name) is str and 0 < len(name) <= LONGEST_NAME and name.replace("_", "").isalnum()
                  and name.isascii() for name in value) and len(set(value)) == len(value))
    return None if ok else f"must be a list of at most {MOST_NAMES} distinct short names, not {_shown(value)}"


# every set-up's choices at their most together (game.files.setups): an Army of One's 36, a tournament of twenty's
# 45 (each entrant's saved deck by name), Master's 8 and Kenpo's 4
MOST_SETUP_LINES, LONGEST_SETUP_LINE = 96, 80


def _setup_lines(value: Any) -> str | None:
    """A short list of short lines "family.choice=value", each choice once. What is wrong names the first line at
    fault, never the whole list (96 lines would fill the screen)."""
    if not isinstance(value, tuple | list) or len(value) > MOST_SETUP_LINES:
        count = f"{len(value)} lines" if isinstance(value, tuple | list) else type(value).__name__
        return f"must be a list of at most {MOST_SETUP_LINES} lines \"game.choice=value\", not {count}"
    seen: set[str] = set()
    for line in value:
        whole = (type(line) is str and len(line) <= LONGEST_SETUP_LINE and "=" in line
                 and "." in line.split("=", 1)[0] and line.isprintable())
        if not whole or line.split("=", 1)[0] in seen:
            return f"holds {_shown(line)}, " + ("a choice kept twice" if whole else 'no short line "game.choice=value"')
        seen.add(line.split("=", 1)[0])
    return None


_CHECKS: dict[str, Callable[[Any], str | None]] = {
    "master_volume": _percent, "effects_volume": _percent, "music_volume": _percent, "muted": _yes_no,
    "window": _window, "fullscreen": _yes_no, "animation": _one_of(SPEEDS), "text_size": _one_of(TEXT_SCALES),
    "colour_blind": _yes_no, "curtain": _yes_no, "confirm_replace": _yes_no, "lessons_offered": _names,
    "setups": _setup_lines,
}


def read(path: Path | None = None) -> Settings:
    """The settings in the file; raises storage's Missing, Unreadable or Damaged. Keys this version does not know
    are left out (a later version's file); a key it knows with a bad value makes the file damaged (BadSettings,
    which keeps its other settings)."""
    from game.engine.safejson import Limits  # here, not at start-up: a first launch has no settings to read

    path = path or settings_path()
    # a fraction is read, so that a volume typed as 0.5 is that one bad setting, not a damaged file
    data = reading.load_json(path, MAX_BYTES, Limits(depth=4, int_digits=6, floats=True, string=200, nodes=200))
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise storage.Damaged(path, "is not a Martial Masters settings file")
    reading.newer(path, data)
    if data.get("version") != VERSION:
        raise storage.Damaged(path, f"is settings version {data.get('version')!r}; this game reads {VERSION}")
    values = {name: value for name, value in data.items() if name in _CHECKS}
    for name in ("window", "lessons_offered", "setups"):
        if isinstance(values.get(name), list):
            values[name] = tuple(values[name])
    problems = {name: problem for name, value in values.items() if (problem := _CHECKS[name](value)) is not None}
    if problems:
        kept = Settings(**{name: value for name, value in values.items() if name not in problems})
        said = "; ".join(f"{name}: {problem}" for name, problem in problems.items())
        raise BadSettings(path, f"holds {'a bad setting' if len(problems) == 1 else 'bad settings'} ({said})", kept,
                          len(problems))
    return Settings(**values)


class BadSettings(storage.Damaged):
    """A settings file with `bad` bad values: damaged, and `kept` holds its other settings, the bad ones at their
    defaults."""

    def __init__(self, path: Path, problem: str, kept: Settings, bad: int) -> None:
        super().__init__(path, problem)
        self.kept, self.bad = kept, bad


def text(settings: Settings) -> str:
    """The file's text for `settings`."""
    import json  # here, not at start-up: the first frame writes no settings

    return json.dumps({"format": FORMAT, "version": VERSION, **settings.as_dict()}, indent=1) + "\n"


class _Kept:
    """The settings in force in this process, and whether the file may be written."""

    value: Settings | None = None
    writable = True


def current() -> Settings:
    """The settings in force: read from the file the first time they are asked for, then kept."""
    if _Kept.value is None:
        path = settings_path()
        writer.wait_for(path)  # a change still being written is what a restart reads
        # a first launch: the defaults, and no JSON reader imported
        settled: damaged.Settled[Settings] = damaged.Settled(None, None, True)
        partly: list[BadSettings] = []  # a file whose bad settings alone are lost: the player's others are kept

        def read_keeping(path: Path) -> Settings:
            try:
                return read(path)
            except BadSettings as bad:
                partly.append(bad)
                raise

        if os.path.lexists(path):  # (a folder that cannot be used at all is told by game.files.paths)
            settled = damaged.settle(path, read_keeping, "a change of settings")
            if settled.message:
                used = "The default settings are used."
                if partly:
                    back = ("That setting is back to its default" if partly[0].bad == 1
                            else "Those settings are back to their defaults")
                    used = f"{back}; the other settings are kept."
                storage.notice(f"{settled.message} {used}")
        _Kept.value = settled.value or (partly[0].kept if partly else Settings())
        _Kept.writable = settled.writable
        if partly:
            save(_Kept.value)  # the damaged file is set aside: the next start reads the settings kept
    return _Kept.value


def change(**values: Any) -> Settings:
    """Puts new values in force at once and writes the file; a value out of range raises ValueError."""
    updated = current().replaced(**values)
    if updated != _Kept.value:
        _Kept.value = updated
        save(updated)
    return updated


def save(settings: Settings) -> None:
    """Writes the settings atomically, off the calling thread (game.files.writer): their folder checked and made and
    their text written there, so that a choice in Settings touches no disk in its frame. Nothing is written by a
    read-only copy or over a file that could not be read; a failure is told once and the settings hold for this
    session. A second copy of the game writes them in its side folder, and the last change is adopted
    (game.files.adopt)."""
    if not storage.saving() or not _Kept.writable:
        return

    def write() -> None:
        try:
            storage.write_atomic(settings_path(), text(settings))
        except storage.StorageError as error:
            storage.notice(f"{error}. The settings hold until the game is closed.")

    writer.put(settings_path(made=False), write)


def forget() -> None:
    """Drops the settings in force, so the next `current()` reads the file again (a new user folder, a test)."""
    _Kept.value = None
    _Kept.writable = True


def use(settings: Settings) -> None:
    """Puts settings in force that are never written (the tools draw with the defaults, whatever the player set)."""
    _Kept.value = settings
    _Kept.writable = False
