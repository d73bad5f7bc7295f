"""The engine's events/s in this checkout against another git revision, both measured in the same run.

    .venv/bin/python .ci/engine_speed.py 0bf7cb9 [--rounds 5] [--games 8] [--replays 5] [RULESET ...]

The revision is checked out in a temporary git worktree (removed at the end). Each build runs in a process of its
own, from its own tree, and records its own bot games from the same seeds as `python -m game bench` records them
(each ruleset's strongest bot at every seat, seeds 1 to --games); neither reads the other's games. Then the two are
asked in turn, ruleset by ruleset, to replay their games --replays times through fresh sessions, timed by the
replaying thread's CPU time as the bench's engine part times them in this checkout (the median pass, after a
collection of the garbage the recording left; written out here, so that both builds are timed alike), for --rounds
rounds; which build goes first alternates from one round to the next, so both meet the same machine. The table
gives each build's median events/s and the ratio new/old; the last line is `key=value` pairs. Each build also prints
a digest of its recorded games' events (their log form): two runs of one revision agree on it when a change made
the engine faster and not different.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

HERE = Path(__file__).resolve().parent.parent


def serve(games: int, replays: int, rulesets: list[str]) -> None:
    """The worker, run from a build's tree: records the games, says what it recorded, then measures on request:
    the median of `replays` passes over a ruleset's games."""
    import gc

    from game.engine.log import event_to_dict
    from game.rulesets import known
    from game.tools.bench.corpus import games as record

    corpora = {ruleset_id: record(ruleset_id, games) for ruleset_id in rulesets or known()}
    recorded = {}
    for ruleset_id, corpus in corpora.items():
        events = [event_to_dict(event) for game in corpus for batch in game.batches for event in batch]
        digest = hashlib.sha256(json.dumps(events, sort_keys=True, default=str).encode()).hexdigest()[:16]
        recorded[ruleset_id] = {"commands": sum(len(game.commands) for game in corpus), "events": len(events),
                                "digest": digest}
    _say(recorded)
    for line in sys.stdin:
        corpus = corpora[line.strip()]
        gc.collect()  # what the recording left is not the engine's to collect
        seconds = statistics.median(_replayed(corpus) for _ in range(replays))
        _say({"events_per_s": sum(game.events for game in corpus) / seconds})


def _replayed(corpus: list[Any]) -> float:
    """The CPU time of one pass over the games: each replayed through a fresh session, set-up included."""
    from game.engine.core import Session

    seconds = 0.0
    for game in corpus:
        started = time.thread_time()
        session: Session[Any] = Session.new(game.rules, game.seed)
        for command in game.commands:
            session.submit(command)
        seconds += time.thread_time() - started
        if session.state != game.states[-1]:
            raise RuntimeError(f"replaying seed {game.seed} of {game.rules.id} did not reach the same state")
    return seconds


REPLY = "engine_speed: "  # starts each line the worker means for the driver (pygame may print a greeting)


def _say(message: dict[str, Any]) -> None:
    sys.stdout.write(REPLY + json.dumps(message) + "\n")
    sys.stdout.flush()


class Build:
    """One build's worker process."""

    def __init__(self, name: str, tree: Path, games: int, replays: int, rulesets: list[str]):
        self.name = name
        env = {**os.environ, "PYTHONPATH": str(tree), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--serve", str(games), str(replays), *rulesets],
            cwd=tree, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.recorded: dict[str, dict[str, Any]] = {}
        self.rates: dict[str, list[float]] = {}

    def _read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith(REPLY):
                reply: dict[str, Any] = json.loads(line.removeprefix(REPLY))
                return reply
        raise RuntimeError(f"the {self.name} build's worker ended (exit {self.process.wait()})")

    def ready(self) -> None:
        self.recorded = self._read()

    def measure(self, ruleset_id: str) -> None:
        stdin: IO[str] | None = self.process.stdin
        assert stdin is not None
        stdin.write(ruleset_id + "\n")
        stdin.flush()
        self.rates.setdefault(ruleset_id, []).append(self._read()["events_per_s"])

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait()


@contextmanager
def worktree(revision: str) -> Iterator[Path]:
    """The revision checked out, detached, in a temporary git worktree of this checkout's repository."""
    with tempfile.TemporaryDirectory(prefix="mm-engine-") as parent:
        tree = Path(parent) / "tree"
        subprocess.run(["git", "-C", str(HERE), "worktree", "add", "--quiet", "--detach", str(tree), revision],
                       check=True)
        try:
            yield tree
        finally:
            subprocess.run(["git", "-C", str(HERE), "worktree", "remove", "--force", str(tree)], check=True)


def compare(revision: str, rounds: int, games: int, replays: int, rulesets: list[str]) -> None:
    with worktree(revision) as tree:
        old = Build(revision, tree, games, replays, rulesets)
        new = Build("this checkout", HERE, games, replays, rulesets)
        try:
            old.ready()
            new.ready()
            rulesets = list(new.recorded)
            for build in (old, new):
                print(f"{build.name}: " + ", ".join(
                    f"{r} {v['commands']} commands {v['events']} events (events {v['digest']})"
                    for r, v in build.recorded.items()), flush=True)
            for number in range(rounds):
                order = (old, new) if number % 2 == 0 else (new, old)
                for ruleset_id in rulesets:
                    for build in order:
                        build.measure(ruleset_id)
                print(f"round {number + 1} of {rounds}: " + ", ".join(
                    f"{r} {old.rates[r][-1]:,.0f} / {new.rates[r][-1]:,.0f}" for r in rulesets), flush=True)
        finally:
            old.close()
            new.close()
    print(f"\nevents/s, medians of {rounds} rounds ({games} games per ruleset x {replays} replays each), "
          f"{revision} against this checkout")
    print(f"  {'ruleset':8} {'old':>10} {'new':>10} {'new/old':>8}")
    keys = []
    for ruleset_id in rulesets:
        before, after = statistics.median(old.rates[ruleset_id]), statistics.median(new.rates[ruleset_id])
        print(f"  {ruleset_id:8} {before:>10,.0f} {after:>10,.0f} {after / before:>8.2f}")
        keys.append(f"events_per_s_{ruleset_id}_old={before:.0f} events_per_s_{ruleset_id}={after:.0f} "
                    f"ratio_{ruleset_id}={after / before:.2f}")
    print(" ".join(keys))


def main() -> None:
    if sys.argv[1:2] == ["--serve"]:
        serve(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("revision", help="the git revision to measure against, e.g. 0bf7cb9")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=8, help="recorded bot games per ruleset (the full bench's 8)")
    parser.add_argument("--replays", type=int, default=5, help="passes over them per measurement (the bench's 5)")
    parser.add_argument("rulesets", nargs="*", help="the rulesets to measure (all when none are named)")
    arguments = parser.parse_intermixed_args()
    compare(arguments.revision, arguments.rounds, arguments.games, arguments.replays, arguments.rulesets)


if __name__ == "__main__":
    main()
