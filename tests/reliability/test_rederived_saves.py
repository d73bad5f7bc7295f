"""Issue 31, point 4: a save is trusted only as far as its rules re-derive it.

Each save below carries a checksum that is right for its text (anyone can compute one), so only the rules can
refuse it: its set-up must be what its seed and table deal, each later move what the rules decide for a legal
command at that point, and every state sound. `verify` refuses in one line (exit 2); Continue sets the file aside
and the game goes on.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main
from game.engine.core import Session
from game.files import saves
from game.files.paths import campaign_path
from game.games import GAMES, game
from tests.reliability.hostile import sealed_save

RULESETS = [entry.id for entry in GAMES]


def played(ruleset_id: str, commands: int, seed: int = 5, options: dict[str, Any] | None = None) -> Session:
    rules = game(ruleset_id).rules()
    session: Session = Session.new(rules, seed, options)
    for step in range(commands):
        seat = rules.to_act(session.state)
        if seat is None:
            break
        legal = rules.legal_commands(session.state, seat)
        session.submit(legal[step % len(legal)])
    return session


def parts(session: Session) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header (without what sealing adds) and the event lines of a session's save, as plain data."""
    lines = saves.dumps(session).splitlines()
    header = json.loads(lines[0])
    for key in ("events", "digest", "format", "version"):
        header.pop(key)
    return header, [json.loads(line) for line in lines[1:]]


def sealed(header: dict[str, Any], events: list[dict[str, Any]]) -> str:
    return sealed_save(header, [json.dumps(event, sort_keys=True) for event in events])


def refused_by_verify(path: Path, capsys) -> str:
    capsys.readouterr()
    assert main(["verify", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and str(path) in captured.err
    assert "Traceback" not in captured.err
    return captured.err


def first_with(events: list[dict[str, Any]], name: str, after: int = 1) -> dict[str, Any]:
    """The first event past the set-up with a field `name` (the set-up is dealt, not decided)."""
    return next(event for event in events if event["batch"] >= after and name in event)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_sound_save_resealed_as_it_was_still_verifies(ruleset_id, tmp_path, capsys):
    path = tmp_path / "sound.jsonl"
    path.write_text(sealed(*parts(played(ruleset_id, 25))), encoding="utf-8")
    assert main(["verify", str(path)]) == 0
    assert capsys.readouterr().out.startswith(f"verify ok ruleset={ruleset_id} ")


def a_number(events: list[dict[str, Any]]) -> tuple[dict[str, Any], str]:
    """The first event past the set-up naming a seat, and that field; in a solo game (no seat is ever named) the
    first whole number of one."""
    decided = [event for event in events if event["batch"] >= 1]
    seated = next((event for event in decided if "seat" in event), None)
    if seated is not None:
        return seated, "seat"
    return next((event, key) for event in decided for key, value in event.items()
                if key != "batch" and type(value) is int)


@pytest.mark.parametrize("number", [10**18, -1, 7])
@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_an_absurd_seat_or_number_in_an_event_is_refused_whatever_its_checksum(ruleset_id, number, tmp_path,
                                                                                capsys):
    header, events = parts(played(ruleset_id, 25))
    event, field = a_number(events)
    event[field] = number if event[field] != number else number + 1
    path = tmp_path / "seat.jsonl"
    path.write_text(sealed(header, events), encoding="utf-8")
    assert "could not have made" in refused_by_verify(path, capsys)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_card_no_catalog_holds_is_refused_whatever_its_checksum(ruleset_id, tmp_path, capsys):
    header, events = parts(played(ruleset_id, 25))
    event = next((e for e in events if e["batch"] >= 1 and isinstance(e.get("card"), str)), None)
    if event is None:  # this ruleset's first moves name no single card: the set-up deals them
        event = next(e for e in events if isinstance(e.get("card"), str))
    event["card"] = "../../no_such_card"
    path = tmp_path / "card.jsonl"
    path.write_text(sealed(header, events), encoding="utf-8")
    refused_by_verify(path, capsys)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_an_edited_seed_is_refused_whatever_its_checksum(ruleset_id, tmp_path, capsys):
    header, events = parts(played(ruleset_id, 10))
    path = tmp_path / "seed.jsonl"
    path.write_text(sealed({**header, "seed": header["seed"] + 1}, events), encoding="utf-8")
    assert "set-up is not the one its seed and table deal" in refused_by_verify(path, capsys)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_move_taken_out_of_the_middle_is_refused_whatever_its_checksum(ruleset_id, tmp_path, capsys):
    header, events = parts(played(ruleset_id, 25))
    middle = events[-1]["batch"] // 2
    kept = [{**e, "batch": e["batch"] - (e["batch"] > middle)} for e in events if e["batch"] != middle]
    path = tmp_path / "gap.jsonl"
    path.write_text(sealed(header, kept), encoding="utf-8")
    refused_by_verify(path, capsys)


def test_a_card_made_stronger_than_it_was_played_is_refused_whatever_its_checksum(tmp_path, capsys):
    session = played("matcg", 60, options={"decks": ["karate", "muay_thai"]})
    header, events = parts(session)
    hit = first_with(events, "atk")
    base = hit["card"].split("_", 1)[1].rsplit("_", 1)[0]  # s0_side_kick_1 is a copy of side_kick
    card = next(c for c in header["content"]["cards"] if c["id"] == base)
    card["atk"] += 2
    path = tmp_path / "atk.jsonl"
    path.write_text(sealed(header, events), encoding="utf-8")
    assert "not that of any release" in refused_by_verify(path, capsys)


def test_an_unknown_event_kind_is_refused_whatever_its_checksum(tmp_path, capsys):
    header, events = parts(played("kenpo", 10))
    events[-1]["type"] = "../../x"
    path = tmp_path / "kind.jsonl"
    path.write_text(sealed(header, events), encoding="utf-8")
    assert "unknown event type '../../x'" in refused_by_verify(path, capsys)


@pytest.mark.parametrize("name", ["\x00", "Ana\x00", "\u034f", "\u17b4", "\u200b", "a\nb"])
def test_a_seat_name_with_no_visible_letter_or_an_unprintable_one_is_refused(name, tmp_path, capsys):
    session = played("master", 6, options={"seats": 3})
    session.notes["table"] = {"chairs": [{"kind": "person", "level": None, "name": n} for n in ("Ana", name, "Bo")]}
    path = tmp_path / "name.jsonl"
    path.write_text(sealed(*parts(session)), encoding="utf-8")
    assert "its notes hold" in refused_by_verify(path, capsys)


@pytest.mark.parametrize("name", ["", "   ", "Zoë", "e\u0301", "李"])
def test_a_seat_name_a_player_may_type_or_leave_blank_still_loads(name, tmp_path, capsys):
    session = played("master", 6, options={"seats": 3})
    session.notes["table"] = {"chairs": [{"kind": "person", "level": None, "name": n} for n in ("Ana", name, "Bo")]}
    path = tmp_path / "name.jsonl"
    path.write_text(sealed(*parts(session)), encoding="utf-8")
    assert main(["verify", str(path)]) == 0


def test_a_save_the_rules_could_not_have_made_is_set_aside_at_continue_and_the_game_goes_on():
    header, events = parts(played("kenpo", 20))
    event, field = a_number(events)
    event[field] = 10**18
    path = campaign_path("kenpo")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(sealed(header, events), encoding="utf-8")
    session, message = saves.resume("kenpo")
    assert session is None and message is not None
    assert str(path) in message and "could not have made" in message and "\n" not in message
    assert not path.exists() and len(list(path.parent.glob("kenpo*"))) == 1  # kept under another name
    assert saves.resume("kenpo") == (None, None)  # the next launch starts clean


def test_a_save_of_more_moves_than_any_game_is_refused_before_its_moves_are_decided(monkeypatch, tmp_path, capsys):
    from game.engine import rederive

    session = played("udo", 12)
    monkeypatch.setattr(rederive, "MOST_MOVES", len(session.batches) - 2)
    decided: list[int] = []
    monkeypatch.setattr(rederive, "_decided", lambda *args: decided.append(1))
    path = tmp_path / "long.jsonl"
    path.write_text(sealed(*parts(session)), encoding="utf-8")
    assert "more than any game" in refused_by_verify(path, capsys) and decided == []
