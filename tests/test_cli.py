"""The command line contract (CONTRACTS.md): exit codes, verify, screenshot, autoplay's last line."""

from __future__ import annotations

import re

import pygame

from game.__main__ import main
from game.engine.core import Session
from game.files import saves
from game.rulesets import ruleset

LAST_LINE = re.compile(
    r"^autoplay ruleset=udo games=(\d+) finished=(\d+) errors=(\d+) violations=(\d+) commands=(\d+) "
    r"events=(\d+) seconds=[\d.]+ events_per_s=\d+$"
)


def a_save(tmp_path):
    session = Session.new(ruleset("udo"), seed=9)
    session.submit(session.legal(0)[0])
    return saves.save(session, tmp_path / "game.jsonl")


def test_verify_prints_ok_for_a_good_save(tmp_path, capsys):
    assert main(["verify", str(a_save(tmp_path))]) == 0
    assert re.fullmatch(r"verify ok ruleset=udo events=\d+ hash=[0-9a-f]{16}\n", capsys.readouterr().out)


def test_verify_exits_2_with_one_line_naming_a_damaged_file(tmp_path, capsys):
    path = a_save(tmp_path)
    path.write_bytes(b"\xff\xfe not a save")
    assert main(["verify", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert str(path) in err and "\n" not in err and "Traceback" not in err


def test_verify_exits_2_for_a_missing_file(tmp_path, capsys):
    assert main(["verify", str(tmp_path / "nope.jsonl")]) == 2
    assert "cannot be read" in capsys.readouterr().err


def test_verify_of_an_empty_name_says_no_file_was_named_not_that_the_current_folder_is_one(tmp_path, capsys):
    assert main(["verify", ""]) == 2
    assert capsys.readouterr().err == (
        "martial-masters: verify needs the name of a saved game's file; the name given is empty\n")


def test_bad_arguments_exit_2(capsys):
    assert main(["screenshot", "--ruleset", "chess", "--scene", "menu", "--out", "x.png"]) == 2
    assert "unknown ruleset 'chess'" in capsys.readouterr().err
    assert main(["play", "--size", "huge"]) == 2


def test_screenshot_renders_a_png_of_the_requested_size(tmp_path):
    out = tmp_path / "board.png"
    assert main(["screenshot", "--ruleset", "udo", "--scene", "combo_board", "--out", str(out), "--seed", "4",
                 "--steps", "5", "--size", "1024x600"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1024, 600)


def test_a_screenshot_after_tabs_shows_the_keyboards_focus(tmp_path):
    plain, focused = tmp_path / "plain.png", tmp_path / "focused.png"
    assert main(["screenshot", "--ruleset", "kenpo", "--scene", "menu", "--out", str(plain)]) == 0
    assert main(["screenshot", "--ruleset", "kenpo", "--scene", "menu", "--out", str(focused), "--tabs", "2"]) == 0
    first, second = pygame.image.load(str(plain)), pygame.image.load(str(focused))
    assert pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(second, "RGB")
    assert main(["screenshot", "--ruleset", "kenpo", "--scene", "menu", "--out", str(plain), "--tabs", "-1"]) == 2


def test_a_screenshot_with_pick_shows_a_card_picked_up_by_the_keyboard_at_a_table(tmp_path):
    focused, picked = tmp_path / "focused.png", tmp_path / "picked.png"
    base = ["screenshot", "--ruleset", "master", "--scene", "set_table", "--tabs", "1"]
    assert main([*base, "--out", str(focused)]) == 0
    assert main([*base, "--pick", "--out", str(picked)]) == 0
    first, second = pygame.image.load(str(focused)), pygame.image.load(str(picked))
    assert pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(second, "RGB")


def test_a_screenshot_at_a_text_size_draws_its_words_at_that_size_and_writes_no_setting(tmp_path, monkeypatch):
    from game.files import settings
    from game.tools import screenshot
    from game.ui.text import sizes

    drawn_at: list[float] = []
    real = screenshot.render

    def render(*args, **kwargs):
        drawn_at.append(sizes.scale())
        return real(*args, **kwargs)

    monkeypatch.setattr(screenshot, "render", render)
    shots = {name: tmp_path / f"{name}.png" for name in ("default", "normal", "largest")}
    base = ["screenshot", "--ruleset", "dgm", "--scene", "menu", "--size", "1024x600"]
    assert main([*base, "--out", str(shots["default"])]) == 0
    assert main([*base, "--out", str(shots["normal"]), "--text-size", "normal"]) == 0
    assert main([*base, "--out", str(shots["largest"]), "--text-size", "Largest"]) == 0
    assert drawn_at == [1.0, 1.0, settings.TEXT_SCALES["largest"]]
    pictures = {name: pygame.image.tobytes(pygame.image.load(str(path)), "RGB") for name, path in shots.items()}
    assert pictures["default"] == pictures["normal"] != pictures["largest"]
    assert not settings.settings_path(made=False).exists()


def test_an_unknown_text_size_is_refused_in_one_line_naming_the_text_sizes(tmp_path, capsys):
    assert main(["screenshot", "--ruleset", "dgm", "--scene", "menu", "--out", str(tmp_path / "x.png"),
                 "--text-size", "huge"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and "'huge'" in err
    assert all(repr(name) in err for name in ("normal", "large", "largest"))
    assert not list(tmp_path.iterdir())


def test_screenshot_help_lists_every_scene_of_every_ruleset_and_explains_every_option(capsys):
    from game.games import ids
    from game.tools.screenshot import scene_names

    assert main(["screenshot", "--help"]) == 0
    out = capsys.readouterr().out
    for ruleset_id in ids():
        assert f"{ruleset_id}: {', '.join(scene_names(ruleset_id))}" in out
    for option in ("--ruleset R ", "--scene NAME ", "--out FILE.png ", "--seed N ", "--steps K ", "--size WxH ",
                   "--text-size NAME ", "--seat P ", "--tabs T ", "--pick "):
        line = next(line for line in out.splitlines() if line.strip().startswith(option.strip()))
        assert len(line.strip()) > len(option) + 10, f"{option} is not explained"


def test_with_no_steps_the_forecast_and_hint_scenes_play_on_until_they_have_something_to_show():
    from game.app import make_context
    from game.engine.udo.state import PLAY
    from game.games import game
    from game.tools.shooting import ShotRequest

    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    shots = game("udo").tools().shots
    for ruleset_id in ("udo", "kai"):
        request = ShotRequest(make_context((1280, 720), autosave=False), surface, ruleset_id, 1, 0, 0)
        board = shots["combo_board_forecast"](request).top
        assert board.state.phase == PLAY and board.drag is not None and board.drag.moved
        hinted = shots["combo_board_hint"](request).top
        assert hinted.hint.shown and hinted.hint.found[0]
        assert shots["combo_board"](request).top.state.master is not None


def test_unknown_scene_exits_2(tmp_path, capsys):
    assert main(["screenshot", "--ruleset", "udo", "--scene", "nowhere", "--out", str(tmp_path / "x.png")]) == 2
    assert "unknown scene" in capsys.readouterr().err


def test_autoplay_last_line_follows_the_contract(capsys):
    assert main(["autoplay", "--ruleset", "udo", "--games", "3", "--seed", "5", "--check"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    match = LAST_LINE.match(last)
    assert match is not None, last
    assert match.group(1) == "3" and match.group(3) == "0" and match.group(4) == "0"


# ---- issue 14: every sub-command, bad arguments and bad user folders: one line, exit 2, never a traceback -------

import os  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from game.files import records  # noqa: E402
from game.files.paths import records_path  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def bad_arguments(tmp: Path) -> dict[str, list[str]]:
    (tmp / "a-folder").mkdir(exist_ok=True)
    (tmp / "a-file").write_text("x")
    shot = ["screenshot", "--ruleset", "udo", "--scene", "menu"]
    return {
        "unknown command": ["fly"],
        "play size": ["play", "--size", "huge"],
        "play tiny size": ["play", "--size", "10x10"],
        "play unknown option": ["play", "--volume", "11"],
        "screenshot no ruleset": ["screenshot", "--scene", "menu", "--out", "x.png"],
        "screenshot unknown ruleset": ["screenshot", "--ruleset", "chess", "--scene", "menu", "--out", "x.png"],
        "screenshot unknown scene": ["screenshot", "--ruleset", "udo", "--scene", "moon", "--out", str(tmp / "x.png")],
        "screenshot out empty": [*shot, "--out", ""],
        "screenshot out blank": [*shot, "--out", "   "],
        "screenshot out folder": [*shot, "--out", str(tmp / "a-folder")],
        "screenshot out trailing slash": [*shot, "--out", str(tmp / "new-folder") + "/"],
        "screenshot out not an image": [*shot, "--out", str(tmp / "shot.txt")],
        "screenshot out under a file": [*shot, "--out", str(tmp / "a-file" / "shot.png")],
        "screenshot out unwritable": [*shot, "--out", "/proc/self/martial/shot.png"],
        "screenshot out of 300 characters": [*shot, "--out", str(tmp / ("a" * 300 + ".png"))],
        "screenshot negative steps": [*shot, "--out", str(tmp / "x.png"), "--steps", "-1"],
        "screenshot seed not a number": [*shot, "--out", str(tmp / "x.png"), "--seed", "one"],
        "screenshot seat": ["screenshot", "--ruleset", "kenpo", "--scene", "ring_arena", "--out", str(tmp / "x.png"),
                            "--seat", "7"],
        "autoplay unknown ruleset": ["autoplay", "--ruleset", "chess"],
        "autoplay no games": ["autoplay", "--ruleset", "udo", "--games", "0"],
        "autoplay games not a number": ["autoplay", "--ruleset", "udo", "--games", "many"],
        "autoplay unknown bot": ["autoplay", "--ruleset", "udo", "--games", "1", "--bots", "grandmaster"],
        "autoplay unknown mode": ["autoplay", "--ruleset", "matcg", "--games", "1", "--mode", "melee"],
        "autoplay round robin of 2": ["autoplay", "--ruleset", "matcg", "--mode", "round-robin", "--players", "2"],
        "autoplay championship of 21": ["autoplay", "--ruleset", "dgm", "--mode", "championship", "--players", "21"],
        "autoplay three bots for four seats": ["autoplay", "--ruleset", "matcg", "--mode", "2v2", "--games", "1",
                                               "--bots", "easy,easy,easy"],
        "autoplay a bot per entrant short": ["autoplay", "--ruleset", "matcg", "--mode", "championship", "--players",
                                             "4", "--bots", "easy,hard"],
        "autoplay two on two of 3": ["autoplay", "--ruleset", "matcg", "--mode", "2v2", "--players", "3"],
        "autoplay army of 4": ["autoplay", "--ruleset", "dgm", "--mode", "army", "--players", "4"],
        "verify nothing": ["verify"],
        "verify missing file": ["verify", str(tmp / "none.jsonl")],
        "verify empty name": ["verify", ""],
        "verify folder": ["verify", str(tmp / "a-folder")],
        "verify not a save": ["verify", str(tmp / "a-file")],
        "verify device": ["verify", "/dev/zero"] if Path("/dev/zero").exists() else ["verify", str(tmp)],
        "bench unknown option": ["bench", "--slow"],
    }


BAD_ARGUMENTS = sorted(bad_arguments(Path(__import__("tempfile").mkdtemp(prefix="mm-cli-"))))


@pytest.mark.parametrize("case", BAD_ARGUMENTS)
def test_every_sub_command_answers_bad_arguments_in_one_line_with_exit_2(tmp_path, capsys, case):
    argv = bad_arguments(tmp_path)[case]
    assert main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("martial-masters: ") and "Traceback" not in captured.err, lines
    assert not list((tmp_path.parent).glob("crash-*.log"))


def spoil_home(home: Path, how: str) -> None:
    if how == "home is a file":
        home.parent.mkdir(parents=True, exist_ok=True)
        home.write_text("x")
    elif how == "saves folder is a file":
        (home / "data").mkdir(parents=True)
        (home / "data" / "saves").write_text("x")
    elif how == "save is a folder":
        (home / "data" / "saves" / "udo-campaign.jsonl").mkdir(parents=True)
    elif how == "record book is a folder":
        (home / "data" / "records.json").mkdir(parents=True)


BAD_HOMES = ["home is a file", "saves folder is a file", "save is a folder", "record book is a folder"]


@pytest.mark.parametrize("how", BAD_HOMES)
def test_play_on_a_bad_user_folder_says_what_is_wrong_in_one_line_plays_and_exits_2(tmp_path, how):
    home = tmp_path / "home"
    spoil_home(home, how)
    done = subprocess.run([sys.executable, "-m", "game", "play"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "MARTIAL_MASTERS_HOME": str(home),
                                            "MARTIAL_MASTERS_FIRST_FRAME": "1"})
    assert done.returncode == 2 and "first-frame" in done.stdout, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and str(home) in lines[0] and "Traceback" not in done.stderr, lines


def test_play_on_an_unmakeable_user_folder_says_so_in_one_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "game", "play"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "MARTIAL_MASTERS_HOME": "/proc/self/martial-masters",
                                            "MARTIAL_MASTERS_FIRST_FRAME": "1"})
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr


@pytest.mark.parametrize("how", BAD_HOMES)
def test_the_tools_need_no_user_folder_and_never_blame_it_on_their_files(tmp_path, monkeypatch, capsys, how):
    save = a_save(tmp_path)
    home = tmp_path / "home"
    monkeypatch.setenv("MARTIAL_MASTERS_HOME", str(home))
    spoil_home(home, how)
    before = sorted(str(p) for p in tmp_path.rglob("*"))
    out = tmp_path / "shot.png"
    assert main(["verify", str(save)]) == 0
    assert main(["autoplay", "--ruleset", "udo", "--games", "1"]) == 0
    assert main(["screenshot", "--ruleset", "udo", "--scene", "records", "--out", str(out)]) == 0
    assert capsys.readouterr().err == ""
    assert sorted(str(p) for p in tmp_path.rglob("*")) == sorted([*before, str(out)])


def test_a_screenshot_never_touches_the_user_folder_not_even_a_damaged_record_book(tmp_path, capsys):
    book = records_path()
    book.write_bytes(b"\xff damaged")
    folder = book.parent
    before = {p.name: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    assert main(["screenshot", "--ruleset", "udo", "--scene", "records", "--out", str(tmp_path / "r.png")]) == 0
    assert {p.name: p.read_bytes() for p in folder.rglob("*") if p.is_file()} == before
    assert records.load()[1] is not None  # the player's own copy still finds it, and sets it aside itself


def test_a_screenshot_with_no_user_folder_makes_none(tmp_path, monkeypatch):
    home = tmp_path / "never-made"
    monkeypatch.setenv("MARTIAL_MASTERS_HOME", str(home))
    assert main(["screenshot", "--ruleset", "udo", "--scene", "records", "--out", str(tmp_path / "r.png")]) == 0
    assert not home.exists()


def test_a_screenshot_writes_only_its_output_file_into_a_new_folder(tmp_path):
    out = tmp_path / "new" / "deeper" / "shot.png"
    assert main(["screenshot", "--ruleset", "udo", "--scene", "menu", "--out", str(out)]) == 0
    assert out.exists() and [p.name for p in out.parent.iterdir()] == ["shot.png"]


@pytest.mark.parametrize("ruleset_id", ["matcg", "dgm"])
def test_autoplay_plays_two_on_two_gives_the_wins_of_each_team_and_names_the_mode_at_the_end(capsys, ruleset_id):
    assert main(["autoplay", "--ruleset", ruleset_id, "--mode", "2v2", "--games", "2", "--bots", "easy",
                 "--check"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].startswith(f"autoplay ruleset={ruleset_id} games=2 finished=2 errors=0 violations=0 ")
    assert lines[-1].endswith(" mode=2v2")
    assert lines[-2] == "bots=easy,easy,easy,easy"
    teams = dict(pair.split("=") for pair in lines[-3].split())
    assert teams.pop("teams") == "0+2,1+3" and sum(int(count) for count in teams.values()) == 2  # wins and draws


@pytest.mark.parametrize("ruleset_id", ["matcg", "dgm"])
def test_autoplay_plays_army_of_one_and_gives_the_wins_of_the_hero_and_the_enemies(capsys, ruleset_id):
    assert main(["autoplay", "--ruleset", ruleset_id, "--mode", "army", "--players", "10", "--games", "2", "--bots",
                 "normal", "--check"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].startswith(f"autoplay ruleset={ruleset_id} games=2 finished=2 errors=0 violations=0 ")
    assert lines[-1].endswith(" mode=army") and lines[-2] == "bots=" + ",".join(["normal"] * 10)
    assert lines[-3].endswith(" teams=0,1+2+3+4+5+6+7+8+9")
    sides = dict(pair.split("=") for pair in lines[-4].split())
    assert list(sides) == ["hero_wins", "enemy_wins", "draws"] and sum(map(int, sides.values())) == 2


def test_autoplay_army_of_one_takes_exactly_ten_players(capsys):
    assert main(["autoplay", "--ruleset", "matcg", "--mode", "army", "--players", "9"]) == 2
    assert "matcg army is played by exactly 10 seats, not 9" in capsys.readouterr().err


@pytest.mark.parametrize(("ruleset_id", "mode", "players"), [("matcg", "round-robin", 3), ("dgm", "championship", 5)])
def test_autoplay_plays_whole_tournaments_and_names_the_mode_at_the_end_of_its_last_line(capsys, ruleset_id, mode,
                                                                                        players):
    assert main(["autoplay", "--ruleset", ruleset_id, "--mode", mode, "--players", str(players), "--games", "2",
                 "--bots", "easy", "--check"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].startswith(f"autoplay ruleset={ruleset_id} games=2 finished=2 errors=0 violations=0 ")
    assert lines[-1].endswith(f" mode={mode}")
    titles = [int(pair.split("=")[1]) for pair in lines[-3].split()]
    assert len(titles) == players and sum(titles) == 2
    assert sum(line.startswith("tournament seed=") for line in lines) == 2


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a display is told by DISPLAY only on Linux")
def test_play_with_no_display_says_so_in_one_line_and_exits_2_rather_than_run_unseen(tmp_path):
    env = {key: value for key, value in os.environ.items()
           if key not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    done = subprocess.run([sys.executable, "-m", "game", "play"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**env, "MARTIAL_MASTERS_HOME": str(tmp_path / "home")})
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert lines[-1].startswith("martial-masters: no display to open the window on"), lines


def test_a_wrong_number_of_bots_is_told_as_so_many_bots_for_so_many_seats(capsys):
    assert main(["autoplay", "--ruleset", "matcg", "--mode", "2v2", "--games", "1", "--bots", "easy,easy,easy"]) == 2
    assert "3 bots for 4 seats" in capsys.readouterr().err
    assert main(["autoplay", "--ruleset", "udo", "--games", "1", "--bots", "grandmaster"]) == 2
    assert "unknown bot 'grandmaster'" in capsys.readouterr().err


def test_a_screenshot_file_name_too_long_for_the_system_is_refused_before_drawing(tmp_path, capsys):
    out = tmp_path / ("a" * 300 + ".png")
    assert main(["screenshot", "--ruleset", "udo", "--scene", "menu", "--out", str(out)]) == 2
    captured = capsys.readouterr()
    assert "--out cannot name a file here (its name is too long for the disk)" in captured.err and not captured.out
