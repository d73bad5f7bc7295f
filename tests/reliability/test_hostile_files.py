"""Issue 14, class 3: files that used to crash instead of being refused.

Saves, record books, card data and levels with very deep nesting, integers of thousands of digits, lone surrogate
escapes or absurd values (an effect repeated a billion times), and files that are not files at all (a pipe, an
endless device, a folder) are each refused at once in one line naming the file: never a crash, never a hang.
Saves are sealed with a correct checksum (format 1 never covered its header; format 2 is re-digested), so the
bounds are what refuses them.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.__main__ import main
from game.content.loader import ContentError, load_model
from game.engine.kenpo.cards import Catalog as KenpoCatalog
from game.engine.udo.cards import Catalog
from game.files import records, saves
from game.files.paths import campaign_path, records_path
from game.layout import LayoutError, levels, load_layout
from tests.reliability.hostile import HOSTILE_KINDS, one_line, planted, save_parts, sealed_save, with_value

ROOT = Path(__file__).resolve().parent.parent.parent
EXAMPLES = 60  # per kind and place: with the places below, several hundred generated hostile files per format
FIXTURE = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
MARK = "@@hostile@@"

sizes = {
    "deep": st.integers(min_value=40, max_value=50_000),
    "digits": st.integers(min_value=21, max_value=100_000),
    "surrogate": st.integers(min_value=0, max_value=0x7FF),
    "absurd": st.integers(min_value=1001, max_value=10**15),
}
kind_and_size = st.sampled_from(HOSTILE_KINDS).flatmap(lambda kind: st.tuples(st.just(kind), sizes[kind]))


def refused_save(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(saves.SaveError) as caught:
        saves.read(path)
    message = str(caught.value)
    assert str(path) in message and one_line(message), message
    assert main(["verify", str(path)]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and one_line(err), err
    return message


# ---- saves ---------------------------------------------------------------------------------------------------

HEADER_PLACES = {
    "notes": lambda header: {**header, "notes": {"who": MARK}},
    "card name": lambda header: _in_content(header, lambda c: c["starters"][0].update(name=MARK)),
    "effect times": lambda header: _in_content(header, lambda c: c["starters"][0]["effects"][0].update(times=MARK)),
    "charge max": lambda header: _in_content(header, lambda c: c.update(charge_max=MARK)),
}


def _in_content(header: dict, change) -> dict:
    content = json.loads(json.dumps(header["content"]))
    change(content)
    return {**header, "content": content}


@pytest.mark.parametrize("version", [1, 2])
@pytest.mark.parametrize("place", sorted(HEADER_PLACES))
@FIXTURE
@given(case=kind_and_size)
def test_a_hostile_value_in_a_sealed_save_header_is_refused_in_one_line(tmp_path, capsys, version, place, case):
    kind, size = case
    assume(kind != "absurd" or place != "notes")  # notes are free-form facts: a large number there is harmless
    header, lines = save_parts()
    text = sealed_save(HEADER_PLACES[place](header), lines, version, raw={MARK: planted(kind, size)})
    path = tmp_path / "hostile.jsonl"
    path.write_text(text, encoding="utf-8")
    assert "checksum" not in refused_save(path, capsys)


@pytest.mark.parametrize("version", [1, 2])
@FIXTURE
@given(case=kind_and_size, line=st.integers(min_value=0, max_value=100))
def test_a_hostile_value_in_a_sealed_event_line_is_refused_in_one_line(tmp_path, capsys, version, case, line):
    kind, size = case
    header, lines = save_parts()
    number = line % len(lines)
    event = json.loads(lines[number])
    field = next(key for key in sorted(event) if key not in ("type", "batch"))
    lines[number] = with_value(json.dumps({**event, field: MARK}, sort_keys=True), MARK, planted(kind, size))
    path = tmp_path / "hostile.jsonl"
    path.write_text(sealed_save(header, lines, version), encoding="utf-8")
    assert "checksum" not in refused_save(path, capsys)


def test_a_save_promising_a_billion_events_or_holding_too_many_lines_is_refused(tmp_path, capsys):
    header, lines = save_parts()
    path = tmp_path / "many.jsonl"
    text = sealed_save(header, lines).replace(f'"events": {len(lines)}', '"events": 1000000000')
    path.write_text(text, encoding="utf-8")
    assert "more than any game" in refused_save(path, capsys)
    path.write_text(text.splitlines()[0] + "\n" + "{}\n" * 200_001, encoding="utf-8")
    assert "more than" in refused_save(path, capsys)


def test_an_oversized_save_is_refused_without_reading_it(tmp_path, capsys):
    path = tmp_path / "huge.jsonl"
    with path.open("wb") as out:
        out.truncate(saves.MAX_BYTES + 1)  # sparse: no disk is used
    assert "larger than" in refused_save(path, capsys)


def test_a_hostile_save_at_the_campaign_path_is_set_aside_at_resume_and_the_game_starts_fresh():
    header, lines = save_parts()
    path = campaign_path("udo")
    for kind in HOSTILE_KINDS:
        text = sealed_save(HEADER_PLACES["effect times"](header), lines, 1, raw={MARK: planted(kind, 5000)})
        path.write_text(text, encoding="utf-8")
        session, message = saves.resume("udo")
        assert session is None and message is not None and one_line(message) and not path.exists()
    kept = sorted(p.name for p in path.parent.iterdir())
    assert kept == ["udo-campaign.jsonl.1.bak", "udo-campaign.jsonl.2.bak", "udo-campaign.jsonl.3.bak",
                    "udo-campaign.jsonl.bak"]  # four hostile files, four copies: none replaced another


# ---- record books --------------------------------------------------------------------------------------------

BOOK = {"format": "martial-masters-records", "version": 1, "records": [
    {"hero": "udo", "won": True, "glory": 9, "rank": "Legend", "masters": ["crane"], "lost_to": None,
     "assisted": False, "date": "2026-11-21T18:30", "seed": 4}]}
BOOK_PLACES = ("hero", "rank", "masters", "date", "seed", "glory")


@pytest.mark.parametrize("place", BOOK_PLACES)
@FIXTURE
@given(case=kind_and_size.filter(lambda case: case[0] != "absurd"))
def test_a_hostile_record_book_is_set_aside_in_one_line_and_a_new_book_starts(place, case):
    kind, size = case
    book = json.loads(json.dumps(BOOK))
    book["records"][0][place] = MARK
    path = records_path()
    for old in path.parent.glob("records.json*"):
        old.unlink()
    path.write_text(with_value(json.dumps(book), MARK, planted(kind, size)), encoding="utf-8")
    rows, message = records.load()
    assert rows == [] and message is not None and str(path) in message and one_line(message)
    assert path.with_name("records.json.bak").exists() and not path.exists()


def test_an_oversized_record_book_is_refused_and_kept():
    path = records_path()
    with path.open("wb") as out:
        out.truncate(records.MAX_BYTES + 1)
    rows, message = records.load()
    assert rows == [] and "larger than" in message and path.with_name("records.json.bak").exists()


# ---- card data -------------------------------------------------------------------------------------------------

CARD_PLACES = {
    "udo card name": ("udo", Catalog, lambda c: c["starters"][0].update(name=MARK)),
    "udo effect times": ("udo", Catalog, lambda c: c["starters"][0]["effects"][0].update(times=MARK)),
    "udo charge max": ("udo", Catalog, lambda c: c.update(charge_max=MARK)),
    "kenpo hand size": ("kenpo", KenpoCatalog, lambda c: c.update(hand_size=MARK)),
    "kenpo winning score": ("kenpo", KenpoCatalog, lambda c: c.update(winning_score=MARK)),
}


@pytest.mark.parametrize("place", sorted(CARD_PLACES))
@FIXTURE
@given(case=kind_and_size)
def test_hostile_card_data_is_refused_naming_the_file(tmp_path, place, case):
    kind, size = case
    book, model, change = CARD_PLACES[place]
    data = json.loads((ROOT / "assets" / book / "cards.json").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "cards.json"
    path.write_text(with_value(json.dumps(data), MARK, planted(kind, size)), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_model(path, model)
    assert str(path) in str(caught.value) and "Traceback" not in str(caught.value)


def test_the_start_up_check_refuses_an_effect_repeated_a_billion_times(tmp_path):
    bundle = tmp_path / "bundle"
    shutil.copytree(ROOT / "assets", bundle / "assets")
    shutil.copytree(ROOT / "levels", bundle / "levels")
    cards = bundle / "assets" / "udo" / "cards.json"
    data = json.loads(cards.read_text(encoding="utf-8"))
    data["starters"][0]["effects"][0]["times"] = 10**9
    cards.write_text(json.dumps(data), encoding="utf-8")
    script = ("import sys; sys._MEIPASS = sys.argv[1]\nfrom game.content.check import problems\n"
              "print('\\n'.join(problems()))")
    done = subprocess.run([sys.executable, "-c", script, str(bundle)], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "1000000000" in done.stdout and "cards.json" in done.stdout


# ---- levels ------------------------------------------------------------------------------------------------------

TILESET = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="4" tilewidth="16"
 tileheight="16" infinite="0" nextlayerid="3" nextobjectid="2">
 <tileset firstgid="1" name="t" tilewidth="{tw}" tileheight="{th}" spacing="{spacing}" margin="{margin}"
  tilecount="4" columns="2">
  <image source="t.png" width="{width}" height="{height}"/>
 </tileset>
 <objectgroup id="2" name="zones"><object id="1" name="a" x="0" y="0" width="10" height="10"/></objectgroup>
</map>
"""


@pytest.fixture
def no_hang():
    """Fails a test that runs longer than 10 s instead of hanging the run."""
    def stop(*_):
        raise TimeoutError("the level loader hangs")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGALRM")
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(spacing=st.integers(-10**6, -1), margin=st.integers(-10**6, 10**6), tw=st.integers(-64, 64),
       th=st.integers(-64, 64), width=st.integers(-10**7, 10**4), height=st.integers(-10**7, 10**4))
def test_a_tileset_with_a_negative_spacing_is_refused_at_once(tmp_path, no_hang, spacing, margin, tw, th, width,
                                                              height):
    path = tmp_path / "level.tmx"
    path.write_text(TILESET.format(spacing=spacing, margin=margin, tw=tw, th=th, width=width, height=height),
                    encoding="utf-8")
    with pytest.raises(LayoutError) as caught:
        load_layout(path)
    assert "spacing" in str(caught.value) or "tiles of" in str(caught.value)


def test_a_sound_tileset_still_loads():
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "level.tmx"
        path.write_text(TILESET.format(spacing=2, margin=1, tw=16, th=16, width=34, height=34), encoding="utf-8")
        assert load_layout(path).zone("a").size == (10, 10)


LEVEL_ZONES = [(level, zone) for level, zones in sorted(levels().items()) for zone in zones]


@pytest.mark.parametrize(("level", "zone"), LEVEL_ZONES, ids=[f"{lv}-{z}" for lv, z in LEVEL_ZONES])
def test_a_level_missing_a_zone_its_scene_needs_is_refused_when_loaded(tmp_path, level, zone):
    from game.layout import layout

    text = (ROOT / "levels" / f"{level}.tmx").read_text(encoding="utf-8")
    start = text.index(f'name="{zone}"')
    opening = text.rindex("<object ", 0, start)
    closing = text.index(">", start) + 1
    if text[closing - 2] != "/":
        closing = text.index("</object>", closing) + len("</object>")
    path = tmp_path / f"{level}.tmx"
    path.write_text(text[:opening] + text[closing:], encoding="utf-8")
    with pytest.raises(LayoutError) as caught:
        load_layout(path, levels()[level])
    assert f'required zone "{zone}" is missing' in str(caught.value)
    assert layout(level).zone(zone)  # the shipped level has it


def test_the_start_up_check_refuses_a_level_missing_a_zone(tmp_path):
    bundle = tmp_path / "bundle"
    shutil.copytree(ROOT / "assets", bundle / "assets")
    shutil.copytree(ROOT / "levels", bundle / "levels")
    ring = bundle / "levels" / "ring.tmx"
    ring.write_text(ring.read_text(encoding="utf-8").replace('name="banner"', 'name="bannner"'), encoding="utf-8")
    script = ("import sys; sys._MEIPASS = sys.argv[1]\nfrom game.content.check import problems\n"
              "print('\\n'.join(problems()))")
    done = subprocess.run([sys.executable, "-c", script, str(bundle)], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert 'required zone "banner" is missing' in done.stdout and "ring.tmx" in done.stdout, done.stderr


# ---- files that are not files --------------------------------------------------------------------------------------


def not_files(folder: Path) -> dict[str, Path]:
    found = {"folder": folder / "a-folder", "fifo": folder / "a-fifo", "socket": folder / "a-socket"}
    found["folder"].mkdir()
    os.mkfifo(found["fifo"])
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(found["socket"]))
    server.close()
    for device in ("/dev/zero", "/dev/urandom"):
        if Path(device).exists():
            found[device] = Path(device)
            link = folder / f"link-to-{Path(device).name}"
            link.symlink_to(device)
            found[f"link to {device}"] = link
    return found


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, sockets and devices")
def test_verify_refuses_pipes_devices_sockets_and_folders_at_once(tmp_path):
    for name, path in not_files(tmp_path).items():
        done = subprocess.run([sys.executable, "-m", "game", "verify", str(path)], cwd=ROOT, capture_output=True,
                              text=True, timeout=60)
        assert done.returncode == 2 and one_line(done.stderr) and str(path) in done.stderr, (name, done.stderr)


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, sockets and devices")
def test_every_reader_refuses_what_is_not_a_file_and_leaves_it_alone(tmp_path, no_hang):
    for name, path in not_files(tmp_path).items():
        with pytest.raises(saves.SaveError) as caught:
            saves.read(path)
        assert caught.value.kind == "unreadable" and str(path) in str(caught.value), name
        rows, message = records.load(path)
        assert rows == [] and "left as it is" in message and os.path.lexists(path), name
        with pytest.raises(ContentError):
            load_model(path, Catalog)
        with pytest.raises(LayoutError):
            load_layout(path)


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs")
def test_a_pipe_at_the_campaign_path_is_left_alone_and_never_saved_over(no_hang):
    path = campaign_path("udo")
    os.mkfifo(path)
    session, message = saves.resume("udo")
    assert session is None and "left as it is" in message
    from tests.reliability.hostile import small_session

    assert saves.save(small_session()) is None  # told, not raised
    assert Path(path).is_fifo()
