"""The warm-up: once the menu is shown, the window imports in the background what the scenes past it need
(game.app.WarmUp), so no first click waits for an import."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Opens, after the warm-up, every game's set-up and lesson, the Rules, Records and Replays, and prints the modules of
# the game each one imported.
FIRST_OPENINGS = """
import os, sys
import pygame
from game.app import after_first_frame, make_context
from game.games import GAMES
from game.scenes.base import Stack
from game.scenes.menu import MenuScene

pygame.init()
surface = pygame.display.set_mode((1280, 720))
ctx = make_context((1280, 720), autosave=False)
Stack(MenuScene(ctx)).draw(surface)
after_first_frame().join()
from game.scenes.lesson import has_lesson, lesson_for
from game.scenes.lesson_scene import LessonScene
from game.scenes.records import RecordsScene
from game.scenes.replays import ReplaysScene
from game.scenes.rulebook import books
from game.scenes.rules import RulesScene

openings = [("Rules", lambda: RulesScene(ctx)), ("Records", lambda: RecordsScene(ctx)),
            ("Replays", lambda: ReplaysScene(ctx))]
openings += [(f"the Rules of {book}", lambda book=book: RulesScene(ctx, book)) for book in books()]
openings += [(f"the set-up of {entry.id}", lambda entry=entry: entry.front().screens().open(ctx)) for entry in GAMES]
openings += [(f"the lesson of {entry.id}", lambda entry=entry: LessonScene(ctx, lesson_for(ctx, entry.id)))
             for entry in GAMES if has_lesson(entry.id)]
for name, opening in openings:
    before = set(sys.modules)
    Stack(opening()).draw(surface)
    print(name, " ".join(sorted(module for module in set(sys.modules) - before if module.startswith("game"))), sep="|")
sys.stdout.flush()
os._exit(0)
"""


def test_the_warm_up_imports_each_game_s_later_scenes_without_a_fault() -> None:
    from game.app import import_later_scenes

    import_later_scenes()  # a module a front's `screens()` imports that is not there raises here


def test_after_the_warm_up_no_first_opening_of_a_scene_imports_a_module_of_the_game(tmp_path) -> None:
    env = {**os.environ, "MARTIAL_MASTERS_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", FIRST_OPENINGS], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env=env, check=True)
    opened = dict(line.split("|") for line in done.stdout.splitlines() if "|" in line)
    assert len(opened) == 3 + 4 + 6 + 6  # Rules, Records, Replays; each book; each game's set-up and lesson
    assert {name: modules for name, modules in opened.items() if modules} == {}
