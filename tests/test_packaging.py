"""Packaging (build.spec and game/packaging): the spec's --onefile flag, the icon files drawn by our code, where
a frozen app finds its data and keeps the player's files, and what the build may leave out. Nothing is built here:
.ci/run builds both executables and runs them."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.files import paths
from game.packaging import icons
from game.packaging.budgets import forbidden
from game.packaging.bundle import DATA_FOLDERS, EXCLUDES

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build.spec"
PNG = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def run_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *spec_args: str) -> dict[str, list]:
    """Executes build.spec as PyInstaller does, `pyinstaller build.spec -- ARGS`, with its classes recorded."""
    calls: dict[str, list] = {}

    def recorder(kind: str):
        def build(*args, **kwargs):
            calls.setdefault(kind, []).append(SimpleNamespace(args=args, kwargs=kwargs))
            return SimpleNamespace(pure="pure", scripts="scripts", binaries="binaries", datas="datas")
        return build

    monkeypatch.setattr(sys, "argv", [str(SPEC), *spec_args])
    monkeypatch.setattr(sys, "path", list(sys.path))
    namespace = {"SPECPATH": str(ROOT), "workpath": str(tmp_path / "build"), "DISTPATH": str(tmp_path / "dist"),
                 **{kind: recorder(kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return calls


def test_spec_builds_the_one_folder_app_by_default(tmp_path, monkeypatch):
    calls = run_spec(tmp_path, monkeypatch)
    (exe,) = calls["EXE"]
    assert exe.kwargs["exclude_binaries"] is True and exe.kwargs["name"] == "martial-masters"
    assert exe.kwargs["console"] is False
    (collect,) = calls["COLLECT"]
    assert collect.kwargs["name"] == "martial-masters" and "binaries" in collect.args and "datas" in collect.args


def test_spec_builds_a_single_file_after_double_dash_onefile(tmp_path, monkeypatch):
    calls = run_spec(tmp_path, monkeypatch, "--onefile")
    (exe,) = calls["EXE"]
    assert "binaries" in exe.args and "datas" in exe.args and "exclude_binaries" not in exe.kwargs
    assert exe.kwargs["name"] == "martial-masters" and exe.kwargs["console"] is False
    assert "COLLECT" not in calls and "BUNDLE" not in calls


def test_spec_bundles_assets_and_levels_and_leaves_numpy_and_tkinter_out(tmp_path, monkeypatch):
    (analysis,) = run_spec(tmp_path, monkeypatch)["Analysis"]
    assert [(Path(source).name, target) for source, target in analysis.kwargs["datas"]] == [
        (folder, folder) for folder in DATA_FOLDERS]
    assert {"numpy", "tkinter", "hypothesis", "pytest", "PyInstaller"} <= set(analysis.kwargs["excludes"])


def test_spec_gives_the_windows_executable_an_ico_icon_and_no_console(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    (exe,) = run_spec(tmp_path, monkeypatch, "--onefile")["EXE"]
    assert exe.kwargs["icon"].endswith(".ico") and Path(exe.kwargs["icon"]).is_file()
    assert exe.kwargs["console"] is False and exe.kwargs["strip"] is False


def test_spec_makes_a_mac_app_with_an_icns_icon(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    calls = run_spec(tmp_path, monkeypatch)
    (bundle,) = calls["BUNDLE"]
    assert bundle.kwargs["icon"].endswith(".icns") and bundle.kwargs["name"] == "Martial Masters.app"


def test_spec_refuses_an_unknown_flag(tmp_path, monkeypatch):
    with pytest.raises(SystemExit):
        run_spec(tmp_path, monkeypatch, "--one-file")


def test_icon_png_is_a_png_of_the_asked_size():
    assert png_size(icons.png_bytes(48)) == (48, 48)


def test_ico_holds_one_png_per_size_where_its_directory_says():
    data = icons.ico_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    end = 6 + 16 * count
    for index, size in enumerate(icons.ICO_SIZES):
        width, height, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * index:][:16])
        assert (width or 256, height or 256, planes, bits) == (size, size, 1, 32)
        assert offset == end and png_size(data[offset:offset + length]) == (size, size)
        end = offset + length
    assert end == len(data)


def test_icns_blocks_are_pngs_and_add_up_to_its_length():
    data = icons.icns_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    offset, seen = 8, []
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack(">I", data[offset + 4:offset + 8])[0]
        seen.append((kind, png_size(data[offset + 8:offset + length])[0]))
        offset += length
    assert offset == len(data) and seen == [(kind, size) for kind, size in icons.ICNS_TYPES]


@pytest.mark.parametrize("platform, suffix", [("win32", ".ico"), ("darwin", ".icns"), ("linux", ".png")])
def test_the_build_writes_the_icon_each_platform_wants(tmp_path, platform, suffix):
    path = icons.write_icon(tmp_path, platform)
    assert path.suffix == suffix and path.stat().st_size > 100


def test_from_source_the_data_is_in_the_checkout():
    assert paths.bundle_root() == ROOT
    assert all((paths.bundle_root() / folder).is_dir() for folder in DATA_FOLDERS)


@pytest.mark.parametrize("layout", ["one-folder", "single-file"])
def test_a_frozen_app_finds_its_data_in_the_bundle_and_keeps_player_files_elsewhere(tmp_path, monkeypatch, layout):
    app = tmp_path / "Downloads" / "martial-masters"
    bundle = app / "_internal" if layout == "one-folder" else tmp_path / "tmp" / "_MEI12345"
    bundle.mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(sys, "executable", str(app / "martial-masters"))
    monkeypatch.delenv(paths.HOME_VARIABLE, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "player"))
    for variable in [name for name in os.environ if name.startswith("XDG_")]:
        monkeypatch.delenv(variable)

    assert paths.bundle_root() == bundle
    assert paths.asset("udo", "cards.json") == bundle / "assets" / "udo" / "cards.json"
    assert paths.level("combo_board.tmx") == bundle / "levels" / "combo_board.tmx"
    for folder in (paths.saves_dir(), paths.config_dir(), paths.logs_dir()):
        assert folder.is_dir()
        for forbidden_place in (bundle, app):
            assert folder != forbidden_place and forbidden_place not in folder.parents, (folder, forbidden_place)


def test_a_windowed_build_without_stdout_or_stderr_still_runs_its_commands(monkeypatch):
    from game.__main__ import main

    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    try:
        assert main(["autoplay", "--ruleset", "udo", "--games", "1", "--bots", "random"]) == 0
        assert main(["play", "--size", "huge"]) == 2
    finally:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.close()


def test_play_says_first_frame_and_quits_when_asked():
    env = dict(os.environ, MARTIAL_MASTERS_FIRST_FRAME="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=20, check=False)
    assert result.returncode == 0 and result.stdout.splitlines()[-1] == "first-frame"


def test_the_first_frame_loads_no_card_models_and_no_multiprocessing(tmp_path):
    """Pydantic and the card models take about half of a start-up: the menu's first frame needs neither (it reads
    only the times of the saves), nor the thinking process's machinery."""
    script = (
        "import os, sys\n"
        "import pygame\n"
        "def presented(*args, **kwargs):\n"
        "    heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'multiprocessing'))\n"
        "    print('loaded', heavy[:5], flush=True)\n"
        "    os._exit(0)\n"
        "pygame.display.flip = presented\n"
        "from game.__main__ import main\n"
        "main(['play', '--size', '1280x720'])\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", MARTIAL_MASTERS_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=60, check=False)
    assert result.stdout.splitlines()[-1] == "loaded []", result.stderr[-2000:]


def test_the_game_loads_none_of_the_modules_the_build_leaves_out(tmp_path):
    script = (
        "import sys\n"
        "before = set(sys.modules)  # what the interpreter's site set-up loaded, e.g. setuptools' _distutils_hack\n"
        "from game.__main__ import main\n"
        f"assert main(['screenshot', '--ruleset', 'udo', '--scene', 'combo_board', '--steps', '3',"
        f" '--out', {str(tmp_path / 'board.png')!r}]) == 0\n"
        "assert main(['autoplay', '--ruleset', 'udo', '--games', '1', '--bots', 'random', '--check']) == 0\n"
        "import game.app, game.files.saves, game.scenes.menu, game.scenes.rules, game.scenes.udo.ending\n"
        "from game.packaging.bundle import EXCLUDES\n"
        "loaded = set(sys.modules) - before\n"
        "import importlib.util\n"
        "numpy_here = importlib.util.find_spec('numpy') is not None  # pygame loads its bridges only then\n"
        "bridges = ('pygame.surfarray', 'pygame.sndarray') if numpy_here else ()\n"
        "left_out = [m for m in loaded if any(m == x or m.startswith(x + '.') for x in EXCLUDES)]\n"
        "print(sorted(m for m in left_out if m not in bridges))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.splitlines()[-1] == "[]", f"the frozen app would miss: {result.stdout.splitlines()[-1]}"
    assert "numpy" in EXCLUDES and "tkinter" in EXCLUDES


def test_budget_check_spots_numpy_tkinter_and_tcl_in_archive_names():
    names = ["numpy/_core/_multiarray_umath.so", "tkinter.ttk", "python3.11/lib-dynload/_tkinter.so",
             "_tcl_data/init.tcl", "libtk8.6.so", "game.app", "pygame/freesansbold.ttf", "assets/udo/cards.json"]
    assert forbidden(names) == sorted(names[:5])
