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


def test_unknown_scene_exits_2(tmp_path, capsys):
    assert main(["screenshot", "--ruleset", "udo", "--scene", "nowhere", "--out", str(tmp_path / "x.png")]) == 2
    assert "unknown scene" in capsys.readouterr().err


def test_autoplay_last_line_follows_the_contract(capsys):
    assert main(["autoplay", "--ruleset", "udo", "--games", "3", "--seed", "5", "--check"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    match = LAST_LINE.match(last)
    assert match is not None, last
    assert match.group(1) == "3" and match.group(3) == "0" and match.group(4) == "0"
