"""The headless smoke check of a built executable, run from outside the source tree.

    python -m game.packaging.smoke dist/martial-masters/martial-masters [--games 3]

In a fresh temporary folder, with SDL's dummy drivers and the player's folders moved into that folder, it runs for
every ruleset of the registry `autoplay --ruleset R --games N --check` (its weakest bots, whose games are short),
a `screenshot` of the first scene of its game (and of the scene its tools name as `thinking_shot`, which waits
for a search in a thinking process of its own: the build must be able to start one) and `verify` of a save of it
written by the source tree, and checks that nothing was written beside the executable. Exits 1 if any of it fails.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
TIMEOUT_S = 600


class SmokeError(Exception):
    """A step of the smoke check that failed, with what the executable said."""


def environment(folder: Path) -> dict[str, str]:
    """Headless, and the platform's user folders inside `folder` where the platform lets an environment say so."""
    env = {k: v for k, v in os.environ.items() if k != "MARTIAL_MASTERS_HOME" and not k.startswith("XDG_")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if sys.platform != "win32":  # Windows' known folders come from the shell, not the environment
        env["HOME"] = str(folder / "home")
    return env


def run(command: Sequence[str], folder: Path) -> str:
    result = subprocess.run(list(command), cwd=folder, env=environment(folder), capture_output=True, text=True,
                            timeout=TIMEOUT_S, check=False)
    if result.returncode != 0:
        said = (result.stdout + result.stderr).strip()[-2000:]
        raise SmokeError(f"{' '.join(command[1:3])} exited {result.returncode}:\n{said}")
    lines = result.stdout.strip().splitlines()
    return lines[-1] if lines else "(no output: a windowed build run without a console)"


def a_save(folder: Path, ruleset_id: str) -> Path:
    """A game a few commands in, saved by the source tree, for the executable's `verify`."""
    from game.engine.core import Session
    from game.files import saves
    from game.rulesets import ruleset

    session = Session.new(ruleset(ruleset_id), seed=7)
    for _ in range(3):
        seat = session.ruleset.to_act(session.state)
        if seat is None:
            break
        session.submit(session.legal(seat)[0])
    return saves.save(session, folder / f"{ruleset_id}.jsonl")


def listing(folder: Path) -> set[str]:
    return {str(path.relative_to(folder)) for path in folder.rglob("*")}


def check(executable: Path, games: int) -> list[str]:
    """Runs every step for every ruleset; returns one line per step."""
    from game.games import GAMES

    app_folder = executable.parent
    before = listing(app_folder)
    said: list[str] = []
    with tempfile.TemporaryDirectory(prefix="martial-masters-smoke-") as name:
        folder = Path(name)
        for entry in GAMES:
            tools = entry.tools()
            scenes = [next(iter(tools.shots)), *filter(None, [tools.thinking_shot])]
            said += _check_ruleset(str(executable), folder, entry.id, entry.bots().levels[0], scenes, games)
    written = listing(app_folder) - before
    if written:
        raise SmokeError(f"the executable wrote beside itself: {sorted(written)[:5]}")
    return said


def _check_ruleset(exe: str, folder: Path, ruleset_id: str, level: str, scenes: list[str], games: int) -> list[str]:
    said = [run([exe, "autoplay", "--ruleset", ruleset_id, "--bots", level, "--games", str(games), "--check"],
                folder)]
    if said[0].startswith("autoplay ") and not (" errors=0 " in said[0] and " violations=0 " in said[0]):
        raise SmokeError(f"autoplay reported problems: {said[0]}")
    for scene in scenes:
        shot = folder / f"{ruleset_id}-{scene}.png"
        said.append(run([exe, "screenshot", "--ruleset", ruleset_id, "--scene", scene, "--seed", "4", "--steps",
                         "5", "--out", str(shot)], folder))
        if not shot.is_file() or not shot.read_bytes().startswith(PNG_SIGNATURE):
            raise SmokeError(f"screenshot wrote no PNG at {shot}")
    said.append(run([exe, "verify", str(a_save(folder, ruleset_id))], folder))
    return said


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.packaging.smoke", description=__doc__.splitlines()[0])
    parser.add_argument("executable", type=Path)
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args(argv)
    executable = args.executable.resolve()
    try:
        for line in check(executable, args.games):
            print(f"  {line}")
    except (SmokeError, OSError, subprocess.TimeoutExpired) as error:
        print(f"smoke FAILED {executable}: {error}", file=sys.stderr)
        return 1
    print(f"smoke ok {executable}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
