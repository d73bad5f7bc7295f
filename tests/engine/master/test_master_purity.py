"""Master's engine imports and plays with pygame, pytmx and file access out of reach."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import builtins, sys
blocked = ("pygame", "pytmx")
real_import = builtins.__import__
def guarded(name, *args, **kwargs):
    if name.split(".")[0] in blocked:
        raise ImportError(f"{name} is blocked in this test")
    return real_import(name, *args, **kwargs)
builtins.__import__ = guarded
import json, pathlib
data = json.loads(pathlib.Path("assets/master/cards.json").read_text())
def no_files(*args, **kwargs):
    raise AssertionError("the engine opened a file")
builtins.open = no_files
from game.engine.core import Session
from game.engine.master import MasterRules
from game.engine.master.cards import Catalog
rules = MasterRules(Catalog.model_validate(data))
session = Session.new(rules, 1, {"seats": 4})
while not rules.is_over(session.state):
    seat = rules.to_act(session.state)
    session.submit(session.legal(seat)[0])
assert not any(name.split(".")[0] in blocked for name in sys.modules)
print("pure")
"""


def test_the_master_engine_imports_and_plays_with_pygame_and_pytmx_blocked():
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "pure"
