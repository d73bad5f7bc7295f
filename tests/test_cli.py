"""The command line contract (CONTRACTS.md): exit codes, verify, screenshot, autoplay's last line."""

from __future__ import annotations

import re

import pygame

from game import saves
from game.__main__ import main
from game.engine.core import Session
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


def test_bad_arguments_exit_2(capsys):
    assert main(["screenshot", "--ruleset", "chess", "--scene", "menu", "--out", "x.png"]) == 2
    assert "unknown ruleset 'chess'" in capsys.readouterr().err
    assert main(["play", "--size", "huge"]) == 2


def test_screenshot_renders_a_png_of_the_requested_size(tmp_path):
    out = tmp_path / "board.png"
    assert main(["screenshot", "--ruleset", "udo", "--scene", "combo_board", "--out", str(out), "--seed", "4",
                 "--steps", "5", "--size", "1024x600"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1024, 600)


def test_screenshot_help_lists_every_scene_of_every_ruleset_and_explains_every_option(capsys):
    from game.games import ids
    from game.tools.screenshot import scene_names

    assert main(["screenshot", "--help"]) == 0
    out = capsys.readouterr().out
    for ruleset_id in ids():
        assert f"{ruleset_id}: {', '.join(scene_names(ruleset_id))}" in out
    for option in ("--ruleset R ", "--scene NAME ", "--out FILE.png ", "--seed N ", "--steps K ", "--size WxH ",
                   "--seat P "):
        line = next(line for line in out.splitlines() if line.strip().startswith(option.strip()))
        assert len(line.strip()) > len(option) + 10, f"{option} is not explained"


def test_with_no_steps_the_forecast_and_hint_scenes_play_on_until_they_have_something_to_show():
    from game.app import make_context
    from game.engine.udo.state import PLAY
    from game.games import game
    from game.scenes.front import ShotRequest

    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    shots = game("udo").front().shots
    for ruleset_id in ("udo", "kai"):
        request = ShotRequest(make_context((1280, 720), autosave=False), surface, ruleset_id, 1, 0, 0)
        board = shots["combo_board_forecast"](request).top
        assert board.state.phase == PLAY and board.drag is not None and board.drag.moved
        hinted = shots["combo_board_hint"](request).top
        assert hinted.hint.shown and hinted.hint.plan
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
