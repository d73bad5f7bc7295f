"""The shape of the program: no import cycles (imports inside functions count); no game named by its id outside its
own packages and the registry, so that a new game is its own packages plus one registry line; no floor of the
house importing one above it, by an import statement or by name (import_module), with game.tools used only by the
command line; and no floor below the scenes asking a game for its scenes' front, nor below the tools for its tools
(each reads its own layer's facets through the registry)."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

from game.games import GAMES, LAYERS

ROOT = Path(__file__).resolve().parents[2]
IDS = {entry.id for entry in GAMES} | {entry.family for entry in GAMES}
# Where a game's id may be written: the registry, and each family's own packages in every layer, and in game.play
# (a game in play: what a drop or a key means), which the registry asks nothing of.
ALLOWED = {"game/games.py", *(f"game/{layer}/{entry.family}" for entry in GAMES for layer in (*LAYERS, "play"))}


@functools.cache
def notable(path: Path) -> tuple[ast.AST, ...]:
    """The nodes of a module's syntax tree that the checks below look at (imports, constants and calls), in the
    order ast.walk meets them: each file is read, parsed and walked once, however many checks read it."""
    return tuple(node for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                 if isinstance(node, (ast.Import, ast.ImportFrom, ast.Constant, ast.Call)))


def modules() -> dict[str, Path]:
    found = {}
    for path in (ROOT / "game").rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The project modules a module imports anywhere in its text (a package's own submodules aside)."""
    targets: set[str] = set()
    for node in notable(path):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        for target in names:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                targets.add(target)
    package = path.name == "__init__.py"
    return {t for t in targets if not (package and t.startswith(name + "."))
            and not (name.startswith(t + ".") and known[t].name == "__init__.py")}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of two or more modules (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    groups: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return groups


def test_the_game_package_has_no_import_cycle_lazy_imports_included():
    known = modules()
    graph = {name: imported(name, path, known) for name, path in known.items()}
    assert cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def _allowed(path: Path) -> bool:
    relative = path.relative_to(ROOT).as_posix()
    return any(relative in (place, place + ".py") or relative.startswith(place + "/") for place in ALLOWED)


def test_no_game_is_named_by_its_id_outside_its_own_packages_and_the_registry():
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        if _allowed(path):
            continue
        for node in notable(path):
            if isinstance(node, ast.Constant) and node.value in IDS:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} names {node.value!r}")
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and "game." in node.value:
                if any(f".{family}." in node.value + "." for family in IDS):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} names a game's module {node.value!r}")
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                if any(part in IDS for name in names for part in name.split(".")):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} imports a game's package")
    assert found == []


# The floors of the house, lowest first: a module may import its own floor and those below, never one above. The
# few modules at the top of game/ are named one by one (a new one must be given its floor here).
FLOORS: tuple[tuple[str, ...], ...] = (
    ("engine",),  # the pure rules
    ("content", "layout", "ai", "games", "rulesets", "files", "play", "words"),  # card data, maps, bots, the
    # registry, the player's files, a game in play and its words
    ("ui",),  # widgets, faces, sound
    ("scenes",),
    ("app",),  # the window and its loop
    ("tools", "packaging"),  # autoplay, screenshot, verify, bench; the packaged build's checks
    ("__main__", "cli"),  # the command line
)
FLOOR = {part: level for level, parts in enumerate(FLOORS) for part in parts}
REGISTRY = "game.games"  # its one import by name joins every layer's package of a family (game.games.Game)


def floor(module: str) -> str:
    """The part of game/ a module lives in: its package, or its own name for a module at the top of game/."""
    return module.split(".")[1] if "." in module else ""


def imported_by_name(path: Path) -> list[tuple[int, str | None]]:
    """The modules a file imports by name (importlib.import_module or __import__): (line, the module's dotted name,
    or its fixed start when the rest is made at run time; None when no part of it is written out)."""
    found: list[tuple[int, str | None]] = []
    for node in notable(path):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        called = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if called not in ("import_module", "__import__"):
            continue
        name = node.args[0]
        if isinstance(name, ast.Constant) and isinstance(name.value, str):
            found.append((node.lineno, name.value))
        elif isinstance(name, ast.JoinedStr) and name.values and isinstance(name.values[0], ast.Constant):
            found.append((node.lineno, str(name.values[0].value).rstrip(".{")))
        else:
            found.append((node.lineno, None))
    return found


def upward(known: dict[str, Path]) -> list[str]:
    """Every import of a higher floor by a lower one, by statement (inside functions too) or by name."""
    found = []
    for name, path in sorted(known.items()):
        if name == "game":
            continue
        here = FLOOR[floor(name)]
        targets = [(target, "imports") for target in imported(name, path, known)]
        if name != REGISTRY:
            for line, target in imported_by_name(path):
                if target is None or not target.startswith("game."):
                    found.append(f"{name}:{line} imports a module by a name not written out")
                else:
                    targets.append((target, f"imports by name (line {line})"))
        for target, how in targets:
            if floor(target) and FLOOR[floor(target)] > here:
                found.append(f"{name} ({floor(name)}) {how} {target} ({floor(target)}), a floor above it")
    return found


# What the registry gives of a game from a floor's own manifest, by the Game method that reads it: the floor whose
# manifest it is (none below it may ask) and what it is called.
ASKED = {"front": ("scenes", "scenes' front"), "tools": ("tools", "tools")}


def asks_for_a_front(known: dict[str, Path]) -> list[str]:
    """Every call of a game's `front()` (its scenes' Front: game.games.Game.front) in a module below the scenes, and
    of its `tools()` (game.games.Game.tools) below the tools: a floor reading its own facets from one above it,
    through the registry."""
    found = []
    for name, path in sorted(known.items()):
        if name == "game":
            continue
        for node in notable(path):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ASKED:
                owner, what = ASKED[node.func.attr]
                if FLOOR[floor(name)] < FLOOR[owner]:
                    found.append(f"{name}:{node.lineno} asks a game for its {what}")
    return found


def test_no_floor_below_the_scenes_asks_a_game_for_its_scenes_front_nor_below_the_tools_for_its_tools():
    assert asks_for_a_front(modules()) == []


def test_the_front_check_sees_a_lower_floor_asking_for_a_front_and_lets_the_scenes_ask(tmp_path):
    sound = tmp_path / "sound.py"
    sound.write_text("from game.games import game\ncue = game('x').front().cue\n", encoding="utf-8")
    menu = tmp_path / "menu.py"
    menu.write_text("from game.games import game\nfigures = game('x').front().figures\n", encoding="utf-8")
    assert asks_for_a_front({"game.ui.sound": sound, "game.scenes.menu": menu}) == [
        "game.ui.sound:2 asks a game for its scenes' front"]


def test_the_front_check_sees_the_scenes_asking_for_a_games_tools_and_lets_the_tools_ask(tmp_path):
    menu = tmp_path / "menu.py"
    menu.write_text("from game.games import game\nshots = game('x').tools().shots\n", encoding="utf-8")
    screenshot = tmp_path / "screenshot.py"
    screenshot.write_text("from game.games import game\nshots = game('x').tools().shots\n", encoding="utf-8")
    assert asks_for_a_front({"game.scenes.menu": menu, "game.tools.screenshot": screenshot}) == [
        "game.scenes.menu:2 asks a game for its tools"]


def test_every_module_of_game_has_a_floor():
    assert sorted({floor(name) for name in modules() if name != "game"} - FLOOR.keys()) == []


def test_no_floor_imports_one_above_it_by_statement_or_by_name():
    assert upward(modules()) == []


def test_nothing_outside_game_tools_but_the_command_line_imports_game_tools():
    known = modules()
    found = [f"{name} imports {target}" for name, path in known.items()
             if floor(name) not in ("tools", *FLOORS[-1])
             for target in imported(name, path, known) if floor(target) == "tools"]
    assert found == []


TOOLS_DOOR = "game.tools.commands"  # the tool commands' options and runs: the command line's one way to the tools


def test_the_command_line_reaches_the_tools_through_their_one_door_alone():
    known = modules()
    found = [f"{name} imports {target}" for name, path in known.items() if floor(name) != "tools"
             for target in imported(name, path, known) if floor(target) == "tools"
             and target not in ("game.tools", TOOLS_DOOR)]
    assert found == []


def test_the_floor_check_sees_an_import_upward_by_statement_and_by_name(tmp_path):
    engine = tmp_path / "rules.py"
    engine.write_text("from game.scenes.menu import MenuScene\n", encoding="utf-8")
    ui = tmp_path / "faces.py"
    ui.write_text("import importlib\nfront = importlib.import_module(f'game.scenes.{family}').FRONT\n",
                  encoding="utf-8")
    known = {"game.engine.rules": engine, "game.ui.faces": ui, "game.scenes.menu": ROOT / "game/scenes/menu.py",
             "game.scenes": ROOT / "game/scenes/__init__.py"}
    assert upward(known) == [
        "game.engine.rules (engine) imports game.scenes.menu (scenes), a floor above it",
        "game.ui.faces (ui) imports by name (line 2) game.scenes (scenes), a floor above it",
    ]
