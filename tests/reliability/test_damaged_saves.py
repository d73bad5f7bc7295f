"""A corpus of damaged save files: each is refused (or salvaged) with one message naming the file,
the original is kept as .bak, the game starts on defaults, and verify exits 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.__main__ import main
from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.files import saves
from game.files.paths import campaign_path
from game.rulesets import ruleset

HEADER = {"format": "martial-masters-save", "version": 1, "ruleset": "udo", "seed": 3}


def small_save() -> str:
    session = Session.new(ruleset("udo"), seed=3)
    session.submit(cmd.ChooseMaster(master="crane"))
    session.submit(cmd.PlayCard(card="right_arm_1", combo=0))
    return saves.dumps(session)


def lines() -> list[dict]:
    return [json.loads(line) for line in small_save().splitlines()]


def join(rows: list[dict | str]) -> str:
    return "\n".join(row if isinstance(row, str) else json.dumps(row) for row in rows) + "\n"


def refused_corpus() -> dict[str, bytes]:
    """Damaged files that no game could be resumed from, by name."""
    good = small_save().encode()
    rows = lines()
    corpus: dict[str, bytes] = {
        "empty": b"",
        "blank": b"\n\n",
        "binary": bytes(range(256)),
        "json_array": b"[1, 2, 3]\n",
        "header_only": (json.dumps(HEADER) + "\n").encode(),
        "not_json_header": b"martial masters\n" + good,
        "future_version": join([{**rows[0], "version": 99}, *rows[1:]]).encode(),
        "zero_version": join([{**rows[0], "version": 0}, *rows[1:]]).encode(),
        "other_format": join([{**rows[0], "format": "chess-save"}, *rows[1:]]).encode(),
        "other_ruleset": join([{**rows[0], "ruleset": "chess"}, *rows[1:]]).encode(),
        "seed_text": join([{**rows[0], "seed": "three"}, *rows[1:]]).encode(),
        "too_many_events": join([{**rows[0], "events": 1}, *rows[1:]]).encode(),
        "huge_garbage_line": good + b"x" * 200_000 + b"\n",
    }
    for i in range(1, len(rows)):
        name = rows[i]["type"]
        corpus[f"unknown_event_{i}"] = join([*rows[:i], {**rows[i], "type": "Teleported"}, *rows[i + 1 :]]).encode()
        corpus[f"batch_missing_{i}"] = join([*rows[:i], {k: v for k, v in rows[i].items() if k != "batch"},
                                             *rows[i + 1 :]]).encode()
        corpus[f"not_an_object_{i}"] = join([*rows[:i], "[1]", *rows[i + 1 :]]).encode()
        corpus[f"garbage_line_{i}"] = join([*rows[:i], "{{{", *rows[i + 1 :]]).encode()
        for field in [k for k in rows[i] if k not in ("type", "batch")]:
            for wrong in (None, "text", 12345, [1, 2], {"a": 1}, True):
                if type(wrong) is type(rows[i][field]) or (wrong is None and rows[i][field] is None):
                    continue
                corpus[f"wrong_type_{i}_{name}_{field}_{type(wrong).__name__}"] = join(
                    [*rows[:i], {**rows[i], field: wrong}, *rows[i + 1 :]]).encode()
            corpus[f"missing_field_{i}_{name}_{field}"] = join(
                [*rows[:i], {k: v for k, v in rows[i].items() if k != field}, *rows[i + 1 :]]).encode()
    for key in ("format", "version", "ruleset", "seed", "events", "digest"):
        corpus[f"header_without_{key}"] = join([{k: v for k, v in rows[0].items() if k != key}, *rows[1:]]).encode()
        for wrong in (None, [1], {"a": 1}, 1.5):
            corpus[f"header_{key}_{type(wrong).__name__}"] = join([{**rows[0], key: wrong}, *rows[1:]]).encode()
    for i in range(1, len(rows)):
        corpus[f"line_{i}_removed"] = join([*rows[:i], *rows[i + 1 :]]).encode()
        corpus[f"line_{i}_doubled"] = join([{**rows[0], "events": len(rows)}, *rows[1 : i + 1], *rows[i:]]).encode()
        corpus[f"batch_{i}_negative"] = join([*rows[:i], {**rows[i], "batch": -1}, *rows[i + 1 :]]).encode()
        corpus[f"batch_{i}_text"] = join([*rows[:i], {**rows[i], "batch": "1"}, *rows[i + 1 :]]).encode()
    for cut in range(0, len(good), max(1, len(good) // 40)):
        corpus[f"bad_utf8_at_{cut}"] = good[:cut] + b"\xff\xfe" + good[cut:]
    corpus["replays_a_card_not_held"] = join([*rows, {"batch": 3, "type": "CardPlayed", "card": "dragon_head",
                                                     "combo": 0}]).encode()
    corpus["replays_an_impossible_charge"] = join([*rows, {"batch": 3, "type": "ChargeGained",
                                                          "amount": 99}]).encode()
    corpus["replays_a_master_twice"] = join([*rows, {"batch": 3, "type": "MasterDefeated", "master": "crane",
                                                    "glory": 1, "move": "crane_left_arm"},
                                             {"batch": 3, "type": "MasterDefeated", "master": "crane",
                                              "glory": 1, "move": "crane_left_arm"}]).encode()
    return corpus


CORPUS = refused_corpus()


def test_the_corpus_holds_at_least_200_damaged_files():
    assert len(CORPUS) >= 200


NEWER = "future_version"  # no damage: a newer version's save is left as it is (test_a_save_of_a_newer_version_...)


@pytest.mark.parametrize("name", sorted(set(CORPUS) - {NEWER}))
def test_a_damaged_save_is_set_aside_with_one_message_and_the_game_starts_fresh(name, capsys):
    path = campaign_path("udo")
    path.write_bytes(CORPUS[name])
    session, message = saves.resume("udo")
    if session is not None:  # only an intact prefix may ever be salvaged, and it says so
        assert message is not None and str(path) in message and ".bak" in message
        return
    assert message is not None and str(path) in message and "\n" not in message
    backup = path.with_name(path.name + ".bak")
    assert backup.read_bytes() == CORPUS[name] and not path.exists()
    backup.rename(path)
    assert main(["verify", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert str(path) in err and "\n" not in err and "Traceback" not in err


def cuts(data: bytes, stride: int = 53) -> list[int]:
    """Where a save is cut short: every byte within two of each newline, where a whole line and a torn one meet, the
    first bytes of the file, and every `stride`th byte between (a prime, so the cuts fall at every kind of place
    inside a line)."""
    newlines = [i for i, byte in enumerate(data) if byte == ord("\n")]
    near = {0, 1, 2} | {n + d for n in newlines for d in range(-2, 3)}
    return sorted({*range(0, len(data), stride), *near} & set(range(len(data))))


def test_a_save_cut_around_every_line_end_and_every_53rd_byte_never_crashes_and_loads_only_when_its_checksum_holds(
        tmp_path, capsys):
    good = small_save().encode()
    complete = saves.read(_write(tmp_path / "good.jsonl", good))
    loaded = []
    for cut in cuts(good):
        path = _write(tmp_path / "cut.jsonl", good[:cut])
        try:
            session = saves.read(path)
        except saves.SaveError as error:
            assert str(path) in str(error)
        else:  # only the final newline was cut: every line is whole and the checksum holds
            assert cut == len(good) - 1 and session.log == complete.log
            assert main(["verify", str(path)]) == 0
            loaded.append(cut)
            continue
        assert main(["verify", str(path)]) == 2, cut
    assert loaded == [len(good) - 1]
    capsys.readouterr()


def test_a_torn_last_line_is_refused_and_set_aside_as_its_checksum_cannot_be_checked(tmp_path):
    good = small_save()
    path = campaign_path("udo")
    path.write_text(good[: good.rindex("{") + 12], encoding="utf-8")
    session, message = saves.resume("udo")
    assert session is None and message is not None and "cut short" in message and "checksum" in message
    assert path.with_name(path.name + ".bak").read_text(encoding="utf-8") == good[: good.rindex("{") + 12]


def test_a_torn_last_line_does_not_step_around_the_checksum_of_an_edited_header():
    lines = small_save().splitlines()
    header = json.loads(lines[0])
    header.update(notes={"assisted": False}, events=header["events"] + 1)  # an edit the checksum would notice
    path = campaign_path("udo")
    path.write_text("\n".join([json.dumps(header, sort_keys=True), *lines[1:], '{"batch": 9, "ty']), encoding="utf-8")
    session, message = saves.resume("udo")
    assert session is None and message is not None and "cut short" in message


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path
