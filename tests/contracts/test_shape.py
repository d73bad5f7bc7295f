"""The shape of the program: no import cycles (imports inside functions count), and no game named by its id
outside its own packages and the registry, so that a new game is its own packages plus one registry line."""

from __future__ import annotations

import ast
from pathlib import Path

from game.games import GAMES, LAYERS

ROOT = Path(__file__).resolve().parents[2]
IDS = {entry.id for entry in GAMES} | {entry.family for entry in GAMES}
# Where a game's id may be written: the registry, and each family's own packages in every layer.
ALLOWED = {"game/games.py", *(f"game/{layer}/{entry.family}" for entry in GAMES for layer in (*LAYERS, "ui"))}


def modules() -> dict[str, Path]:
    found = {}
    for path in (ROOT / "game").rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The project modules a module imports anywhere in its text (a package's own submodules aside)."""
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
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
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
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
