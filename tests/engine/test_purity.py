"""The engine imports and plays with pygame, pytmx and file access out of reach."""

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
data = json.loads(pathlib.Path("assets/udo/cards.json").read_text())
real_open = builtins.open
def no_files(*args, **kwargs):
    raise AssertionError("the engine opened a file")
builtins.open = no_files
from game.engine.core import Session
from game.engine.udo import UdoRules
from game.engine.udo.cards import Catalog
session = Session.new(UdoRules(Catalog.model_validate(data)), seed=1)
session.submit(session.legal(0)[0])
assert not any(name.split(".")[0] in blocked for name in sys.modules)
print("pure")
"""


def test_engine_imports_and_plays_with_pygame_and_pytmx_blocked():
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "pure"
