"""A save read again with the same text is not checked again, but each read gives a session of its own; a text the
game wrote itself is read back unchecked as the very session it was written from; a text changed in any way is
read and checked afresh, and refused if it no longer holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import safejson
from game.engine.core import Session
from game.files import saves
from game.games import GAMES, game


def played(ruleset_id: str, commands: int) -> Session:
    rules = game(ruleset_id).rules()
    session: Session = Session.new(rules, 5)
    for step in range(commands):
        legal = rules.legal_commands(session.state, rules.to_act(session.state))
        session.submit(legal[step % len(legal)])
    return session


def counted(checks: list[int]):
    """A stand-in for the full check of a save that notes the number of events it was asked to check."""
    return lambda rules, seed, table, batches: checks.append(sum(map(len, batches)))


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, Session]:
    session = played("kenpo", 12)
    path = tmp_path / "kenpo.jsonl"
    saves.save(session, path)
    return path, session


def test_the_same_text_is_checked_once_and_each_read_gives_its_own_session(saved, monkeypatch) -> None:
    path, session = saved
    first = saves.read(path)
    checks: list[int] = []
    monkeypatch.setattr(saves, "_replay_problem", counted(checks))
    second = saves.read(path)
    assert checks == []
    assert second.batches == first.batches == session.batches and second.state == session.state
    rules = second.ruleset
    second.submit(rules.legal_commands(second.state, rules.to_act(second.state))[0])
    assert len(first.batches) == len(session.batches)  # the one moved on shares nothing with the other
    third = saves.read(path)
    assert third.batches == session.batches


def test_a_changed_text_is_checked_again_and_refused_when_it_no_longer_holds(saved) -> None:
    path, _ = saved
    saves.read(path)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:-2] + lines[-1:]), encoding="utf-8")  # an event taken out of the middle
    with pytest.raises(saves.SaveError):
        saves.read(path)


def fresh_read(path: Path) -> Session:
    saves._READS.clear()
    return saves.read(path)


@pytest.mark.parametrize("ruleset_id", [entry.id for entry in GAMES])
def test_a_save_read_back_as_written_is_not_checked_and_holds_what_a_checked_read_holds(ruleset_id, tmp_path,
                                                                                         monkeypatch) -> None:
    session = played(ruleset_id, 30)
    session.notes.update(assisted=True, seating={"names": ["Ann", "Bo"], "bots": [None, "hard"]})
    path = tmp_path / f"{ruleset_id}.jsonl"
    saves.save(session, path)
    checks: list[int] = []
    real_check = saves._replay_problem
    monkeypatch.setattr(saves, "_replay_problem", lambda *args: checks.append(1) or real_check(*args))
    written = saves.read(path)
    assert checks == []
    checked = fresh_read(path)
    assert checks == [1]
    assert (written.seed, written.batches, written.notes, written.table, written.ruleset.content()) == (
        checked.seed, checked.batches, checked.notes, checked.table, checked.ruleset.content())
    assert written.state == checked.state == session.state
    assert saves.dumps(written) == saves.dumps(checked) == path.read_text(encoding="utf-8")


def test_a_written_save_changed_in_one_byte_is_checked_and_refused(saved) -> None:
    path, _ = saved
    text = path.read_text(encoding="utf-8")
    where = text.rindex('"batch": ') + len('"batch": ')
    path.write_text(text[:where] + str((int(text[where]) + 1) % 10) + text[where + 1:], encoding="utf-8")
    with pytest.raises(saves.SaveError):
        saves.read(path)


def test_a_save_written_then_changed_into_another_sound_save_is_checked(saved, monkeypatch) -> None:
    path, session = saved
    shorter = Session(session.ruleset, session.seed, session.batches[:-1], session.notes, session.table)
    path.write_text(saves.dumps(shorter), encoding="utf-8")  # sound, but not what the game wrote
    checks: list[int] = []
    monkeypatch.setattr(saves, "_replay_problem", counted(checks))
    assert saves.read(path).batches == shorter.batches
    assert checks == [len(shorter.log)]


def test_each_game_s_save_stays_known_while_every_other_game_s_is_written_and_read(tmp_path, monkeypatch) -> None:
    """The menu and the set-ups read every game's save in turn: none pushes another's out."""
    paths = {entry.id: tmp_path / f"{entry.id}.jsonl" for entry in GAMES}
    for ruleset_id, path in paths.items():
        saves.save(played(ruleset_id, 8), path)
    checks: list[int] = []
    monkeypatch.setattr(saves, "_replay_problem", counted(checks))
    for _ in range(2):
        for path in paths.values():
            saves.read(path)
    assert checks == [] and len(paths) <= saves.KEPT_READS


def deep(levels: int) -> object:
    """Lists `levels` deep: alone within the nesting a save line allows, one level too deep inside the header."""
    value: object = []
    for _ in range(levels - 1):
        value = [value]
    return value


@pytest.mark.parametrize("odd", [0.5, deep(safejson.SAVE_LINE.depth - 1)], ids=["a fraction", "nested too deep"])
def test_a_save_written_with_notes_a_read_refuses_is_checked_and_refused(saved, odd) -> None:
    path, session = saved
    saves.read(path)
    session.notes["odd"] = odd  # save headers hold no numbers with a fraction, nor nest deeper than their bound
    assert saves.save(session, path) == path
    with pytest.raises(saves.SaveError):
        saves.read(path)


def test_a_finished_game_kept_for_replays_reads_back_unchecked(monkeypatch) -> None:
    from game.files import finished
    from tests.reliability.monkey import finished as played_out

    session = played_out("kenpo", 3)
    assert finished.keep(session) is None
    checks: list[int] = []
    monkeypatch.setattr(saves, "_replay_problem", counted(checks))
    kept = saves.read(finished.finished_dir() / finished.file_name(session))
    assert checks == [] and kept.batches == session.batches and kept.notes["ended"] == session.notes["ended"]


def test_the_games_in_progress_read_ahead_open_unchecked_and_a_damaged_one_is_left_for_its_scene(monkeypatch) -> None:
    from game.files import finished, kinds

    duel = played("kenpo", 12)
    saves.save(duel)
    match = played("master", 4)
    saves.save(match)
    damaged = kinds.path_of(match)
    damaged.write_text(damaged.read_text().replace('"batch": 1', '"batch": 7', 1))
    monkeypatch.setattr(saves, "_READS", {})  # as another copy of the game finds them
    finished.read_ahead()
    checks: list[int] = []
    monkeypatch.setattr(saves, "_replay_problem", counted(checks))
    session = saves.read(kinds.path_of(duel))
    assert checks == [] and len(session.batches) > 0
    assert damaged.exists() and str(damaged) not in saves._READS
    with pytest.raises(saves.SaveError, match="out-of-order batch"):
        saves.read(damaged)
