"""The packaging budgets, measured on built executables (the numbers the README quotes).

    python -m game.packaging.budgets --onedir dist/martial-masters --onefile dist/onefile/martial-masters

- the single file is at most 35 MB (10^6 bytes);
- the one-folder app presents its first menu frame within 0.5 s of launch: the median of `--runs` launches,
  each timed from just before the process starts until it prints `first-frame` (`game.app` prints that and
  quits after its first frame when MARTIAL_MASTERS_FIRST_FRAME=1), headless with SDL's dummy drivers.
  `--gate fastest` holds the fastest launch to the budget instead: CI uses it, because on a shared 2-core
  machine the neighbours' load lengthens the median but seldom every launch;
- neither holds numpy or tkinter (nor Tcl/Tk), read from the files and the executables' own archives.

The last line is `budgets key=value ...`; the exit code is 1 when a budget is broken. Needs PyInstaller.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

ONEFILE_BUDGET_MB = 35.0
FIRST_FRAME_BUDGET_S = 0.5
FIRST_FRAME_VARIABLE = "MARTIAL_MASTERS_FIRST_FRAME"
FIRST_FRAME_MARKER = "first-frame"
FORBIDDEN = frozenset({"numpy", "numpy.libs", "tkinter", "_tkinter", "_tcl_data", "_tk_data", "tcl", "tk"})
FORBIDDEN_PREFIXES = ("_tkinter", "libtcl", "libtk", "tcl8", "tk8")
TIMEOUT_S = 60.0


def megabytes(size: int) -> float:
    return size / 1_000_000


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def executable_in(folder: Path) -> Path:
    for name in ("martial-masters", "martial-masters.exe"):
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(f"no martial-masters executable in {folder}")


def archive_names(executable: Path) -> list[str]:
    """Every entry of the executable's PyInstaller archive and of the Python archive inside it."""
    from PyInstaller.archive.readers import pkg_archive_contents

    return list(pkg_archive_contents(str(executable)))


def forbidden(names: Iterable[str]) -> list[str]:
    """The names that are, or live inside, numpy, tkinter or Tcl/Tk."""
    found = []
    for name in names:
        parts = [part.lower() for part in re.split(r"[/\\.]", name) if part]
        if any(part in FORBIDDEN or part.startswith(FORBIDDEN_PREFIXES) for part in parts):
            found.append(name)
    return sorted(set(found))


def first_frame_seconds(executable: Path) -> float:
    """One launch of the game's `play`, timed until it says its first frame is presented."""
    with tempfile.TemporaryDirectory(prefix="martial-masters-launch-") as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   MARTIAL_MASTERS_HOME=home, **{FIRST_FRAME_VARIABLE: "1"})
        started = time.perf_counter()
        process = subprocess.Popen([str(executable)], cwd=home, env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True)
        assert process.stdout is not None
        elapsed = None
        for line in process.stdout:
            if line.strip() == FIRST_FRAME_MARKER:
                elapsed = time.perf_counter() - started
                break
        try:
            code = process.wait(timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            raise
    if elapsed is None:
        raise RuntimeError(f"{executable} exited {code} without printing {FIRST_FRAME_MARKER!r}: "
                           f"does game/app.py honour {FIRST_FRAME_VARIABLE}=1?")
    return elapsed


def measure(onedir: Path | None, onefile: Path | None, runs: int, gate: str = "median") -> tuple[dict[str, str], bool]:
    keys: dict[str, str] = {}
    names: list[str] = []
    ok = True
    if onedir is not None:
        executable = executable_in(onedir)
        keys["onedir_mb"] = f"{megabytes(folder_size(onedir)):.1f}"
        names += [str(path.relative_to(onedir)) for path in onedir.rglob("*")] + archive_names(executable)
        print(f"one-folder app {onedir}: {keys['onedir_mb']} MB")
        if runs > 0:
            times = [first_frame_seconds(executable) for _ in range(runs)]
            median, fastest = statistics.median(times), min(times)
            keys["first_frame_s"], keys["first_frame_fastest_s"] = f"{median:.3f}", f"{fastest:.3f}"
            ok &= (fastest if gate == "fastest" else median) <= FIRST_FRAME_BUDGET_S
            print(f"launch to first menu frame, median of {runs}: {median:.3f} s, fastest {fastest:.3f} s "
                  f"(budget {FIRST_FRAME_BUDGET_S} s for the {gate}); runs: {' '.join(f'{t:.3f}' for t in times)}")
    if onefile is not None:
        size = megabytes(onefile.stat().st_size)
        keys["onefile_mb"] = f"{size:.1f}"
        names += archive_names(onefile)
        ok &= size <= ONEFILE_BUDGET_MB
        print(f"single file {onefile}: {size:.1f} MB (budget {ONEFILE_BUDGET_MB:.0f} MB)")
    bad = forbidden(names)
    keys["forbidden"] = str(len(bad))
    ok &= not bad
    print(f"numpy, tkinter, Tcl/Tk in the bundle: {', '.join(bad[:10]) if bad else 'none'}")
    return keys, ok


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.packaging.budgets", description=__doc__.splitlines()[0])
    parser.add_argument("--onedir", type=Path, help="the one-folder app, e.g. dist/martial-masters")
    parser.add_argument("--onefile", type=Path, help="the single file, e.g. dist/onefile/martial-masters")
    parser.add_argument("--runs", type=int, default=5, help="launches to time (0: do not time)")
    parser.add_argument("--gate", choices=("median", "fastest"), default="median",
                        help="which launch time the 0.5 s budget holds (default: the median)")
    args = parser.parse_args(argv)
    if args.onedir is None and args.onefile is None:
        parser.error("give --onedir, --onefile or both")
    keys, ok = measure(args.onedir and args.onedir.resolve(), args.onefile and args.onefile.resolve(), args.runs,
                       args.gate)
    print("budgets " + " ".join(f"{k}={v}" for k, v in keys.items()) + f" ok={int(ok)}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
