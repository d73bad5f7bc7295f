"""A bad card data or level file stops start-up with one message naming the file and every problem."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.content.check import problems
from game.content.loader import ContentError, load_model
from game.engine.kenpo.cards import Catalog as KenpoCatalog
from game.engine.udo.cards import Catalog
from game.engine.udo.kai_cards import KaiCards
from game.files import fonts
from game.files.storage import Damaged
from game.layout import LayoutError, levels, load_layout
from game.ui import book_text

ROOT = Path(__file__).resolve().parent.parent.parent
CARDS = ROOT / "assets" / "udo" / "cards.json"
CARD_MODELS = {"udo": Catalog, "kai": KaiCards, "kenpo": KenpoCatalog}  # each shipped card file and its model


@pytest.mark.parametrize("book", sorted(CARD_MODELS))
def test_each_shipped_card_file_loads_and_a_broken_copy_names_the_file(tmp_path, book):
    shipped = ROOT / "assets" / book / "cards.json"
    load_model(shipped, CARD_MODELS[book])
    broken = tmp_path / "cards.json"
    broken.write_text(shipped.read_text(encoding="utf-8")[:-40], encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_model(broken, CARD_MODELS[book])
    assert str(broken) in str(caught.value) and "Traceback" not in str(caught.value)


def test_a_bad_card_file_lists_every_problem_and_names_the_file(tmp_path):
    data = json.loads(CARDS.read_text(encoding="utf-8"))
    data["starters"][0]["effects"] = []
    data["attacks"][1]["block"] = 0
    data["masters"][2]["glory"] = 7
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_model(path, Catalog)
    message = str(caught.value)
    assert str(path) in message and "3 problem(s)" in message
    assert "starters.0.effects" in message and "attacks.1.block" in message and "masters.2.glory" in message


def test_the_game_refuses_to_start_on_a_bad_card_file_with_exit_2_and_no_traceback(tmp_path):
    bundle = tmp_path / "bundle"
    (bundle / "assets" / "udo").mkdir(parents=True)
    (bundle / "assets" / "udo" / "cards.json").write_text('{"starters": "none"}', encoding="utf-8")
    script = ("import sys; sys._MEIPASS = sys.argv[1]; from game.__main__ import main; "
              "sys.exit(main(['autoplay', '--ruleset', 'udo', '--games', '1']))")
    done = subprocess.run([sys.executable, "-c", script, str(bundle)], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2
    assert "cards.json" in done.stderr and "Traceback" not in done.stderr


def test_the_shipped_data_files_have_no_problem_and_every_level_is_checked():
    assert problems() == []
    assert {path.stem for path in (ROOT / "levels").glob("*.tmx")} == set(levels())


def damaged_bundle(tmp_path: Path) -> Path:
    """A copy of the game's data with three bad files: Kenpo's cards, Udo's cards and the ring's layout."""
    bundle = tmp_path / "bundle"
    shutil.copytree(ROOT / "assets", bundle / "assets")
    shutil.copytree(ROOT / "levels", bundle / "levels")
    kenpo = json.loads((bundle / "assets" / "kenpo" / "cards.json").read_text(encoding="utf-8"))
    kenpo["hand_size"] = "many"
    (bundle / "assets" / "kenpo" / "cards.json").write_text(json.dumps(kenpo), encoding="utf-8")
    (bundle / "assets" / "udo" / "cards.json").write_text('{"starters": "none"}', encoding="utf-8")
    (bundle / "levels" / "ring.tmx").write_text("<map", encoding="utf-8")
    return bundle


def run_python(script: str, bundle: Path) -> subprocess.CompletedProcess[str]:
    """`script` in a fresh interpreter whose game data is `bundle` (as the packaged game finds its own)."""
    return subprocess.run([sys.executable, "-c", "import sys; sys._MEIPASS = sys.argv[1]\n" + script, str(bundle)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_the_start_up_check_names_every_bad_file_once_with_its_problems(tmp_path):
    done = run_python("from game.content.check import problems; print('\\n===\\n'.join(problems()))",
                      damaged_bundle(tmp_path))
    assert done.returncode == 0, done.stderr
    found = done.stdout.strip().split("\n===\n")
    assert len(found) == 3  # udo's file once, although Kai's cards are built on it
    assert "udo" in found[0] and "starters" in found[0]
    assert "kenpo" in found[1] and "hand_size" in found[1] and "ring.tmx" in found[2]


PLAY_UNTIL_THE_PROBLEM_SHOWS = """
import pygame
from game.__main__ import main
from game.scenes.data_problem import DataProblemScene

shown, real_draw, real_get = [], DataProblemScene.draw, pygame.event.get


def draw(scene, surface):
    real_draw(scene, surface)
    shown.append(scene.problems)


DataProblemScene.draw = draw
pygame.event.get = lambda: [pygame.event.Event(pygame.QUIT)] if shown else real_get()
code = main(["play"])
print(len(shown[0]) if shown else "never shown")
sys.exit(code)
"""


def test_play_shows_bad_data_in_the_window_and_quits_with_exit_2_and_no_traceback(tmp_path):
    done = run_python(PLAY_UNTIL_THE_PROBLEM_SHOWS, damaged_bundle(tmp_path))
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stdout.strip().splitlines()[-1] == "3"  # the window listed the three files
    assert "ring.tmx" in done.stderr and "hand_size" in done.stderr and "Traceback" not in done.stderr


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=6),
    max_leaves=40,
)


@pytest.mark.slow
@pytest.mark.parametrize("book", sorted(CARD_MODELS))
@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=json_values)
def test_fuzzed_card_data_raises_only_our_load_error(tmp_path, book, value):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(value), encoding="utf-8")
    with pytest.raises(ContentError):
        load_model(path, CARD_MODELS[book])


@pytest.mark.slow
@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=3000) | st.text(max_size=3000).map(str.encode))
def test_fuzzed_level_files_raise_only_our_load_error(tmp_path, data):
    path = tmp_path / "level.tmx"
    path.write_bytes(b'<?xml version="1.0"?><map ' + data)
    with pytest.raises(LayoutError):
        load_layout(path)


FACES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DroidSansFallback.ttf")


@pytest.mark.parametrize("face", FACES)
def test_each_shipped_typeface_reads_whole(face):
    assert fonts.read(ROOT / "assets" / "fonts" / face) == (ROOT / "assets" / "fonts" / face).read_bytes()


@pytest.mark.parametrize(("damage", "problem"), [
    (lambda data: data[: len(data) // 2], "the file is cut short: its table"),
    (lambda data: data[:20], "its table of contents is cut short"),
    (lambda data: b"", "it does not start as a TrueType or OpenType file"),
    (lambda data: b"<!DOCTYPE html><html>Not Found</html>", "it does not start as a TrueType or OpenType file"),
])
def test_a_damaged_typeface_is_refused_naming_the_file_and_what_is_wrong(tmp_path, damage, problem):
    path = tmp_path / "DejaVuSans.ttf"
    path.write_bytes(damage((ROOT / "assets" / "fonts" / "DejaVuSans.ttf").read_bytes()))
    with pytest.raises(Damaged) as refused:
        fonts.read(path)
    assert str(refused.value).startswith(f"{path}: is not a typeface the game can draw with ({problem}")


def test_a_typeface_cut_short_stops_a_command_with_exit_2_naming_the_file_and_no_traceback(tmp_path):
    bundle = tmp_path / "bundle"
    shutil.copytree(ROOT / "assets", bundle / "assets")
    shutil.copytree(ROOT / "levels", bundle / "levels")
    face = bundle / "assets" / "fonts" / "DejaVuSans.ttf"
    face.write_bytes(face.read_bytes()[:1000])
    done = run_python("from game.__main__ import main\nsys.exit(main(['screenshot', '--ruleset', 'udo', '--scene', "
                      f"'menu', '--out', {str(tmp_path / 'menu.png')!r}]))", bundle)
    assert done.returncode == 2, done.stderr
    told = [line for line in done.stderr.splitlines() if line.startswith("martial-masters:")]
    assert told == [f"martial-masters: {face}: is not a typeface the game can draw with (the file is cut short: its "
                    "table 'GDEF' ends at byte 1,018 of 1,000)"]
    assert "Traceback" not in done.stderr and not (tmp_path / "menu.png").exists()


@pytest.mark.parametrize(("make", "problem"), [
    pytest.param(lambda path: path.write_bytes(b"\xff\xfe# Rules"), "is not UTF-8 text (byte 0)", id="not text"),
    pytest.param(lambda path: path.mkdir(), "is a folder, not a file", id="a folder"),
    pytest.param(lambda path: path.write_bytes(b"#" * (book_text.RULES_BYTES + 1)),
                 f"is {book_text.RULES_BYTES + 1:,} bytes, larger than the {book_text.RULES_BYTES:,} allowed",
                 id="too large"),
    pytest.param(getattr(os, "mkfifo", None), "is a pipe, not a file", id="a pipe",
                 marks=pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes")),
])
def test_a_rules_file_that_cannot_be_read_is_a_page_saying_so_naming_the_file(tmp_path, monkeypatch, make, problem):
    monkeypatch.setattr(book_text, "asset", lambda *parts: tmp_path.joinpath(*parts))
    (tmp_path / "udo").mkdir()
    path = tmp_path / "udo" / "rules.md"
    make(path)
    book_text.rules_text.cache_clear()
    try:
        assert book_text.rules_text("udo") == f"# Rules\nThe rules cannot be shown: {path}: {problem}."
    finally:
        book_text.rules_text.cache_clear()
