"""Issue 14, class 1: a game killed while it ends a campaign and records it loses nothing.

A copy of the game is given a campaign one command from its end, plays that command and is killed just before one
of the changes it makes to the files, each in turn (so the kills land inside the ending as well as before and after
it, however fast or slow the machine). Whatever the moment, either the campaign's save is there or its record is,
and after the next start exactly one record of it is in the book and no finished save is left.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.ai.udo import make_bot
from game.engine.core import Session
from game.files import records, saves
from game.rulesets import ruleset

ROOT = Path(__file__).resolve().parent.parent.parent
MOST_CHANGES = 1000  # an ending of a campaign that has not ended after this many changes to the files never will

# One interpreter for all the kills of a test: it imports the game once, then forks a copy for each start asked of it
# on stdin, in the user folder named, and says "exit <status>" once that copy is gone. "finish <home> <hero>
# <index> <last>": the copy resumes the campaign's save, says "ready" and plays the command that ends it, killing
# itself just before the <last>-th change it makes to the files (tests/reliability/killed.py). "start <home>": the
# copy does what the game does first at a start (claims the user folder and tidies up after a killed copy), and exits
# as the game would. Each copy's stderr goes to <home>.err. The starter loads both heroes' rules and cards, and
# imports what ending a campaign imports, once: a copy forked from it begins with them, as a game that has been played
# a while has them.
STARTER = """
import gc, os, sys, threading
from game.__main__ import _claim_user_folder
from game.files import in_progress, saves
from game.files.udo import records
from game.play.campaign import Campaign
from game.rulesets import ruleset
from tests.reliability.killed import killed_before
for hero in ("udo", "kai"):
    ruleset(hero)
def finish(hero, index, last):
    session, _ = saves.resume(hero)
    campaign = Campaign(session)
    command = campaign.legal()[int(index)]
    killed_before(int(last))
    print("ready", flush=True)
    campaign.submit(command)
def copy(what, home, *args):
    os.environ["MARTIAL_MASTERS_HOME"] = home
    error = os.open(home + ".err", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(error, 2)
    finish(*args) if what == "finish" else _claim_user_folder()
    sys.exit(0)  # an interpreter's own ending: the writer's wait at exit, threads joined
assert threading.active_count() == 1  # nothing runs beside the one thread a fork copies
gc.freeze()  # what the copies share is never walked by their collector, so never copied page by page
for line in sys.stdin:
    pid = os.fork()
    if pid == 0:
        copy(*line.split())
    print("exit", os.waitpid(pid, 0)[1], flush=True)
"""


class Starter:
    """The interpreter that forks the copies of the game a test starts and kills (STARTER)."""

    def __init__(self) -> None:
        self.process = subprocess.Popen([sys.executable, "-c", STARTER], cwd=ROOT, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, *words: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(" ".join(words) + "\n")
        self.process.stdin.flush()

    def line(self) -> list[str]:
        assert self.process.stdout is not None
        words = self.process.stdout.readline().split()
        assert words, "the starter is gone"
        return words

    def exited(self) -> int:
        """The status of the copy asked for last, once it is gone (os.waitpid's)."""
        while (words := self.line())[0] != "exit":
            pass
        return int(words[1])

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        assert self.process.wait(timeout=120) == 0


def one_before_the_end(hero: str, seed: int) -> tuple[str, int]:
    """A save one command before the campaign ends, and the index of that command among the legal ones."""
    rules = ruleset(hero)
    session = Session.new(rules, seed)
    bot = make_bot("greedy", seed)
    commands = []
    while not rules.is_over(session.state):
        command = bot.choose(rules, session.view(0))
        commands.append(command)
        assert session.submit(command).ok
    before = Session.new(rules, seed)
    for command in commands[:-1]:
        assert before.submit(command).ok
    return saves.dumps(before), before.legal(0).index(commands[-1])


def kill_while_ending(starter: Starter, home: Path, hero: str, save: str, index: int, last: int) -> tuple[str, bool]:
    """Runs the finishing copy against `home`, killed just before the `last`-th change it makes to the files: what was
    on disk, and whether the kill came before it was done."""
    (home / "data" / "saves").mkdir(parents=True)
    path = home / "data" / "saves" / f"{hero}-campaign.jsonl"
    path.write_text(save, encoding="utf-8")
    starter.ask("finish", str(home), hero, str(index), str(last))
    assert starter.line() == ["ready"], Path(f"{home}.err").read_text(encoding="utf-8")
    status = starter.exited()
    killed = os.WIFSIGNALED(status)
    assert killed or status == 0, Path(f"{home}.err").read_text(encoding="utf-8")
    book = home / "data" / "records.json"
    recorded = len(records.load(book)[0]) if book.exists() else 0
    if path.exists():
        finished = "ended" in json.loads(path.read_text(encoding="utf-8").splitlines()[0]).get("notes", {})
        moment = "finished save" if finished else "save before the end"
    else:
        moment = "no save"
    return f"{moment}, {recorded} record(s)", killed


def next_start(starter: Starter, home: Path, hero: str) -> tuple[int, bool]:
    """What the player finds at the next start: records in the book, and whether a save is left."""
    starter.ask("start", str(home))
    status = starter.exited()
    told = Path(f"{home}.err").read_text(encoding="utf-8")
    assert status == 0 and "Traceback" not in told, told
    book = home / "data" / "records.json"
    rows = records.load(book)[0] if book.exists() else []
    return len(rows), (home / "data" / "saves" / f"{hero}-campaign.jsonl").exists()


def run_kills(tmp_path: Path, every: int) -> Counter[str]:
    """Each hero's campaign ended again and again, killed before its first change to the files, then before every
    `every`-th change after it, until an ending is not killed: what was on disk after each, counted."""
    moments: Counter[str] = Counter()
    prepared = {hero: one_before_the_end(hero, 11 + n) for n, hero in enumerate(("udo", "kai"))}
    starter = Starter()
    for hero, (save, index) in prepared.items():
        for last in itertools.count(1, every):
            assert last <= MOST_CHANGES, "ending the campaign never ended"
            home = tmp_path / f"home-{hero}-{last}"
            moment, killed = kill_while_ending(starter, home, hero, save, index, last)
            moments[moment] += 1
            assert moment != "no save, 0 record(s)", f"{hero}, change {last}: the campaign and its result are both gone"
            assert not moment.endswith("2 record(s)")
            recorded, save_left = next_start(starter, home, hero)
            if moment.startswith("save before the end"):
                assert (recorded, save_left) == (0, True)  # killed before it ended: the campaign goes on
                assert saves.read(home / "data" / "saves" / f"{hero}-campaign.jsonl") is not None
            else:
                assert (recorded, save_left) == (1, False), f"{hero}, change {last}: {moment}"
            if not killed:
                break
    starter.close()
    return moments


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killing_the_game_all_along_the_ending_of_a_campaign_loses_nothing(tmp_path):
    moments = run_kills(tmp_path, every=2)  # an ending makes 20 changes: 10 kills in each hero's, then one to its end
    assert len(moments) >= 3  # the kills landed before, inside and after the ending


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killing_the_game_before_every_change_it_makes_ending_a_campaign_loses_nothing(tmp_path):
    moments = run_kills(tmp_path, every=1)
    print(dict(moments))
    assert len(moments) >= 3


def test_a_finished_campaign_is_recorded_once_however_often_it_is_offered(private_home):
    from game.play.campaign import record_finished_saves

    save, index = one_before_the_end("udo", 11)
    path = saves.campaign_path("udo")
    path.write_text(save, encoding="utf-8")
    session, _ = saves.resume("udo")
    session.notes["ended"] = "2026-11-21T18:30+00:00"
    assert session.submit(session.legal(0)[index]).ok
    for _ in range(3):
        saves.save(session)
        record_finished_saves()
    assert len(records.load()[0]) == 1 and not path.exists()
