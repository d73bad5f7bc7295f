"""Issue 14, class 4: the save's checksum covers the whole file.

Format 2 digests the header (seed, card data, notes, table, every key but the digest) and every event line, so an
edited header no longer passes verify. Format 1 files, whose digest covers the events only, still load, and a
session read from one is written back in format 1, byte for byte, until it changes; then it is written in format 2.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.__main__ import main
from game.engine import log
from game.files import saves
from tests.reliability.hostile import save_parts, sealed_save, small_session

FIXTURES = sorted((Path(__file__).resolve().parent.parent / "fixtures" / "saves").glob("*.jsonl"))


def a_new_save(tmp_path: Path) -> Path:
    path = tmp_path / "new.jsonl"
    saves.save(small_session(), path)
    return path


def edited(text: str, change) -> str:
    lines = text.splitlines()
    header = json.loads(lines[0])
    change(header)
    return "\n".join([json.dumps(header, sort_keys=True), *lines[1:]]) + "\n"


EDITS = {
    "seed": lambda h: h.update(seed=h["seed"] + 1),
    "notes added": lambda h: h.update(notes={"assisted": False}),
    "table added": lambda h: h.update(table={"mode": "duel", "seats": 2}),
    "a card's name": lambda h: h["content"]["starters"][0].update(name="Iron Fist"),
    "a master's glory": lambda h: h["content"]["masters"][0].update(glory=3 - h["content"]["masters"][0]["glory"]),
    "charge max": lambda h: h["content"].update(charge_max=h["content"]["charge_max"] + 1),
    "an unknown key": lambda h: h.update(cheat=True),
    "content removed": lambda h: h.pop("content"),
}


def test_new_saves_are_format_2_and_verify(tmp_path, capsys):
    path = a_new_save(tmp_path)
    assert json.loads(path.read_text(encoding="utf-8").splitlines()[0])["version"] == 2 == log.VERSION
    assert main(["verify", str(path)]) == 0
    assert re.fullmatch(r"verify ok ruleset=udo events=\d+ hash=[0-9a-f]{16}\n", capsys.readouterr().out)


@pytest.mark.parametrize("edit", sorted(EDITS))
def test_an_edited_header_is_refused_by_verify(tmp_path, capsys, edit):
    path = a_new_save(tmp_path)
    path.write_text(edited(path.read_text(encoding="utf-8"), EDITS[edit]), encoding="utf-8")
    assert main(["verify", str(path)]) == 2
    err = capsys.readouterr().err
    assert "checksum" in err and str(path) in err and err.count("\n") == 1


@pytest.fixture
def format_2_save(tmp_path) -> bytes:
    """The bytes of a new save, written once for all the examples of a test (a new save is the same to the byte)."""
    return a_new_save(tmp_path).read_bytes()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_single_byte_changed_anywhere_in_a_format_2_save_is_noticed_unless_it_is_spacing(tmp_path, format_2_save,
                                                                                               data):
    text = format_2_save
    where = data.draw(st.integers(0, len(text) - 2))  # the last newline only ends the file
    byte = data.draw(st.integers(0, 255).filter(lambda b: b != text[where]))
    path = tmp_path / "changed.jsonl"
    path.write_bytes(text[:where] + bytes([byte]) + text[where + 1 :])
    try:
        session = saves.read(path)
    except saves.SaveError:
        return
    # only spacing in the header changed (a space made a tab): the same save, to the byte
    assert chr(byte) in " \t\r\n" and saves.dumps(session).encode() == text, "a changed save loaded"


def test_a_header_whose_keys_are_only_reordered_or_respaced_still_verifies(tmp_path, capsys):
    path = a_new_save(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    path.write_text("\n".join([json.dumps(dict(reversed(header.items())), indent=None, separators=(" , ", " : ")),
                               *lines[1:]]) + "\n", encoding="utf-8")
    assert main(["verify", str(path)]) == 0  # the digest is of what the header says, not of its spacing


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_released_format_1_saves_verify_and_resave_byte_for_byte(path, capsys):
    session = saves.read(path)
    assert saves.dumps(session) == path.read_text(encoding="utf-8")
    assert main(["verify", str(path)]) == 0
    assert capsys.readouterr().out.startswith("verify ok")


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_a_format_1_session_that_changes_is_written_in_format_2(path, tmp_path):
    session = saves.read(path)
    seat = session.ruleset.to_act(session.state)
    assert seat is not None
    assert session.submit(session.legal(seat)[0]).ok
    text = saves.dumps(session)
    assert json.loads(text.splitlines()[0])["version"] == 2
    moved = tmp_path / "moved.jsonl"
    moved.write_text(text, encoding="utf-8")
    again = saves.read(moved)
    assert again.log == session.log and saves.dumps(again) == text
    assert session.undo()  # back where the file was: format 1 again, byte for byte
    assert saves.dumps(session) == path.read_text(encoding="utf-8")


def test_a_format_1_header_its_checksum_never_covered_is_held_by_the_rules_an_edited_seed_is_refused(tmp_path):
    header, lines = save_parts()
    path = tmp_path / "v1.jsonl"
    path.write_text(sealed_save(header, lines, 1), encoding="utf-8")
    saves.read(path)  # an old file, as released games wrote it
    path.write_text(sealed_save({**header, "seed": header["seed"] + 1}, lines, 1), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="set-up is not the one its seed and table deal"):
        saves.read(path)
    path.write_text(sealed_save({**header, "seed": header["seed"] + 1}, lines, 2).replace(
        '"seed": 4', '"seed": 5'), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="checksum"):
        saves.read(path)


@pytest.mark.parametrize("ruleset_id", ["master", "matcg", "dgm"])
def test_a_newer_save_relabelled_format_1_is_refused_for_a_game_that_never_had_format_1(ruleset_id, tmp_path, capsys):
    from tests.reliability.test_rederived_saves import parts, played

    header, events = parts(played(ruleset_id, 12))
    header["notes"] = {"assisted": False}  # an edit format 1's checksum would not see
    path = tmp_path / "relabelled.jsonl"
    path.write_text(sealed_save(header, [json.dumps(e, sort_keys=True) for e in events], 1), encoding="utf-8")
    assert main(["verify", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"format 1, which no {ruleset_id} save was ever written in" in err and err.count("\n") == 1


def test_format_1_is_read_for_the_games_that_had_it_and_upcast_to_the_current_format():
    assert {g for g in saves.rulesets.known() if saves.rulesets.first_format(g) == 1} == {"udo", "kai", "kenpo"}
    for path in FIXTURES:
        loaded = log.loads(path.read_text(encoding="utf-8"), saves.rulesets.event_types, saves.rulesets.first_format)
        assert loaded.version == 1 and loaded.header["version"] == log.VERSION
