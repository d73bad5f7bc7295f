"""Finished games kept for Replays: copied when a game ends, the newest kept (a tournament's matches between computers
apart, never pushing out a player's own games), listed with who played and who won, damaged ones told once and set
aside, never lost."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.engine.core import Session
from game.files import finished, saves, storage
from game.files.paths import finished_dir
from game.games import game
from game.play.campaign import Campaign
from game.play.replay import Replayed
from game.rulesets import ruleset


def play_out(ruleset_id: str, seed: int, autosave: bool = True) -> Session[Any]:
    """A whole game played by the weakest bots through a campaign that saves itself, as the tables do."""
    session: Session[Any] = Session.new(ruleset(ruleset_id), seed)
    campaign = Campaign(session, autosave=autosave)
    bots = game(ruleset_id).bots()
    chosen: dict[int, Any] = {}
    while not session.ruleset.is_over(session.state):
        seat = session.ruleset.to_act(session.state)
        bot = chosen.setdefault(seat, bots.make(bots.levels[0], seed + seat))
        campaign.seat = seat
        assert campaign.submit(bot.choose(session.ruleset, session.view(seat))).ok
    return session


def test_a_game_that_ends_is_kept_and_its_replay_ends_in_the_same_state():
    session = play_out("kenpo", 4)
    [kept] = finished.listed()
    assert kept.finished and kept.ruleset_id == "kenpo" and kept.problem is None
    assert kept.outcome.endswith(" to ".join(str(s) for s in sorted(session.state.scores, reverse=True)) + " points")
    loaded = saves.read(kept.path)
    replayed = Replayed(loaded)
    assert replayed.state == session.state
    replayed.seek(0)
    while replayed.moment < replayed.last:  # step by step, as Play does
        replayed.seek(replayed.moment + 1)
    assert replayed.state == session.state


def test_a_game_without_records_is_kept_too():
    play_out("master", 2)
    assert [kept.ruleset_id for kept in finished.listed()] == ["master"]


def test_a_game_in_progress_is_listed_before_the_finished_ones():
    session: Session[Any] = Session.new(ruleset("kai"), 3)
    saves.save(session)
    play_out("kenpo", 1)
    listed = finished.listed()
    assert [(kept.ruleset_id, kept.finished) for kept in listed] == [("kai", False), ("kenpo", True)]
    assert "masters" in listed[0].outcome  # how far along it is, as the menu says it


def test_the_games_in_progress_are_listed_newest_first_as_the_finished_ones_are():
    for ruleset_id, seed in (("udo", 1), ("master", 2), ("kai", 3)):
        saves.save(Session.new(ruleset(ruleset_id), seed))
    for age, ruleset_id in enumerate(("kai", "udo", "master")):  # kai saved last, then udo, master first
        path = next(kept.path for kept in finished.listed() if kept.ruleset_id == ruleset_id)
        os.utime(path, (1_700_000_000 - age * 60, 1_700_000_000 - age * 60))
    assert [kept.ruleset_id for kept in finished.listed()] == ["kai", "udo", "master"]


def test_games_another_copy_removes_while_replays_lists_them_are_left_out_not_told_as_unreadable(monkeypatch):
    """The other copy retires a finished game, and ends a game in progress, between this one's listing of the
    folders and its reading of each file."""
    saves.save(Session.new(ruleset("kai"), 3))
    play_out("kenpo", 1)
    play_out("kenpo", 2)
    kept_before = finished.listed()
    gone = {kept_before[0].path, kept_before[-1].path}
    real = finished.reading.first_line

    def removed_first(path: Path, max_bytes: int) -> str:
        if path in gone:
            path.unlink(missing_ok=True)
        return real(path, max_bytes)

    monkeypatch.setattr(finished.reading, "first_line", removed_first)
    finished._ROWS.clear()
    assert [kept.path for kept in finished.listed()] == [kept.path for kept in kept_before[1:-1]]


def test_the_newest_are_kept_and_a_damaged_file_is_never_removed():
    folder = finished_dir()
    damaged = folder / "kenpo-1-2.jsonl"
    damaged.write_text('{"format": "martial-masters-save", "version": 2, "ruleset": "kenpo"\n', encoding="utf-8")
    os.utime(damaged, (1, 1))  # the oldest of all
    sessions = [play_out("kenpo", seed, autosave=False) for seed in (1, 2, 3)]
    for age, session in enumerate(sessions):
        path = folder / finished.file_name(session)
        path.write_text(saves.dumps(session), encoding="utf-8")
        os.utime(path, (100 + age, 100 + age))
    removed = finished.prune(keep_newest=2)
    assert removed == [folder / finished.file_name(sessions[0])]
    assert str(removed[0]) not in saves._READS  # nothing is kept for a file removed: the games in progress stay
    assert damaged.exists()
    listed = finished.listed()
    assert len(listed) == 3
    assert listed[-1].path == damaged and listed[-1].problem is not None
    assert "save header" in listed[-1].problem and "It was kept as kenpo-1-2.jsonl.bak" in listed[-1].problem


def test_a_finished_game_whose_header_is_damaged_is_told_once_and_set_aside_never_lost():
    damaged = finished_dir() / "kenpo-1-2.jsonl"
    words = '{"format": "martial-masters-save", "version": 2, "ruleset": "kenpo"\n'
    damaged.write_text(words, encoding="utf-8")
    [row] = finished.listed()
    assert "save header" in row.problem and "It was kept as kenpo-1-2.jsonl.bak." in row.problem
    assert not damaged.exists() and damaged.with_name("kenpo-1-2.jsonl.bak").read_text(encoding="utf-8") == words
    assert finished.listed() == []  # it would fail again at every visit: it is not listed again


def test_a_finished_game_whose_header_names_no_game_is_damaged_and_set_aside_not_called_another_versions():
    """A header with values of the wrong type ("ruleset": 5) was told as "not a save of a game this version knows"
    at every visit to Replays."""
    wrong = finished_dir() / "matcg-77-9.jsonl"
    words = '{"format": "martial-masters-save", "version": "two", "ruleset": 5}\n'
    wrong.write_text(words, encoding="utf-8")
    [row] = finished.listed()
    assert row.problem is not None and row.problem.startswith("the file is damaged")
    assert "version" not in row.problem and "It was kept as matcg-77-9.jsonl.bak." in row.problem
    assert wrong.with_name("matcg-77-9.jsonl.bak").read_text(encoding="utf-8") == words
    assert finished.listed() == []


def test_a_file_damaged_past_its_header_is_found_when_opened_and_set_aside():
    from game.app import make_context
    from game.scenes.replays import ReplaysScene

    session = play_out("kenpo", 4)
    [kept] = finished.listed()
    text = kept.path.read_text(encoding="utf-8")
    kept.path.write_text(text.replace('"seat": 1', '"seat": 0', 1), encoding="utf-8")
    scene = ReplaysScene(make_context((1280, 720), autosave=False))
    scene._choose(0)
    assert scene.session is None and "checksum" in (scene.problem(0) or "")
    backup = kept.path.with_name(kept.path.name + ".bak")
    assert f"It was kept as {backup.name}." in (scene.problem(0) or "")
    assert not kept.path.exists() and backup.read_text(encoding="utf-8") != text
    assert finished.listed() == []
    assert session.ruleset.is_over(session.state)


def test_a_copy_that_does_not_own_the_user_folder_keeps_nothing():
    storage.set_read_only("a test")
    try:
        play_out("kenpo", 4)
    finally:
        storage.set_read_only(None)
    assert finished.listed() == []


def test_matches_between_computers_never_push_out_a_players_own_games_and_only_the_latest_tournaments_are_kept():
    """Newest last: an own game, tournament 1's two computer matches, an own game, tournament 2's three, an own
    game. Kept two of each: the two newest own games and tournament 2's two newest; tournament 1's all go."""
    folder = finished_dir()
    session = play_out("kenpo", 1, autosave=False)
    order = [None, "tournament-1", "tournament-1", None, "tournament-2", "tournament-2", "tournament-2", None]
    paths = []
    for age, series in enumerate(order):
        session.notes.pop(finished.SERIES, None)
        if series is not None:
            session.notes[finished.SERIES] = series
        path = folder / f"{age}-{finished.file_name(session)}"
        path.write_text(saves.dumps(session), encoding="utf-8")
        os.utime(path, (100 + age, 100 + age))
        paths.append(path)
    removed = finished.prune(keep_newest=2)
    assert sorted(removed) == sorted([paths[0], paths[1], paths[2], paths[4]])
    listed = finished.listed()
    assert [kept.path for kept in listed] == [paths[7], paths[6], paths[5], paths[3]]
    assert [finished.series_of(kept.path) for kept in listed] == [None, "tournament-2", "tournament-2", None]
    assert paths[4].name.endswith(f"{finished.SERIES_MARK}tournament-2{finished.SUFFIX}")


def test_the_list_names_who_played_and_who_won():
    assert finished.outcome_words({"places": [2, 1], "scores": [3, 15]}, ("You", "Computer (Hard)")) == (
        "Computer (Hard) beat you, 15 to 3")
    assert finished.outcome_words({"places": [1, 2], "scores": [9, 0]}, ("Ada", "Bo")) == "Ada beat Bo, 9 to 0"
    assert finished.outcome_words({"places": [1, 1], "scores": [4, 4]}, ("Player 1", "Player 2")) == (
        "Player 1 and Player 2 drew, 4 to 4")
    assert finished.outcome_words({"places": [1, 2, 3], "scores": [30, 20, 10]}, ("Ann", "Bo", "Cy")) == (
        "Ann won, 30 to 20 to 10")
    assert finished.outcome_words({"places": [1, 2], "scores": [9, 0]}) == "Seat 1 beat Seat 2, 9 to 0"
    assert finished.outcome_words({"places": [2, 1, 1, 1], "scores": [0, 6, 5, 5]},  # an Army of One lost
                                  ("You", "Enemy 1", "Enemy 2", "Enemy 3")) == (
        "Enemy 1, Enemy 2 and Enemy 3 won, 6 to 5 to 5 to 0")


def test_the_list_says_what_a_games_scores_are():
    """A duel's scores are the fighters' health (which may end below 0), a campaign's the glory won."""
    assert finished.outcome_words({"places": [1, 2], "scores": [15, -4]}, ("Ada", "Bo"), "health {}") == (
        "Ada beat Bo, health 15 to -4")
    assert finished.outcome_words({"places": [1], "scores": [6]}, ("You",), "{} glory") == "Won, 6 glory"
    assert finished.outcome_words({"places": [2, 1, 3], "scores": [20, 30, 10]}, ("Ann", "Bo", "Cy"), "{} EXP") == (
        "Bo won, 30 to 20 to 10 EXP")


@pytest.mark.parametrize("ruleset_id", ["matcg", "dgm"])
def test_a_duel_that_ended_below_0_health_is_listed_at_0_as_records_and_tournaments_show_it(ruleset_id):
    """The engine keeps a knock-out's health below 0; the Replays list shows a player no health under 0."""
    outcome = {"places": [1, 2], "scores": [30, -3]}
    assert finished._told(ruleset_id, {"outcome": outcome}) == "Player 1 beat Player 2, health 30 to 0"
    assert finished.outcome_words(outcome, ("Ada", "Bo"), "health {}", 0) == "Ada beat Bo, health 30 to 0"


@pytest.mark.parametrize(("ruleset_id", "reads"), [("udo", "{} glory"), ("kai", "{} glory"), ("kenpo", "{} points"),
                                                   ("matcg", "health {}"), ("dgm", "health {}"), ("master", "{} EXP")])
def test_every_game_bills_its_finished_games_with_what_its_scores_are(ruleset_id, reads):
    assert game(ruleset_id).billing({}, 2 if ruleset_id not in ("udo", "kai") else 1).scores == reads


def test_a_finished_games_bill_is_read_below_the_scenes_without_loading_any():
    """The player's files sit below the scenes: naming a finished game's seats and what its scores are (each game's
    game.words) loads no scene, of any game."""
    code = ("import sys\nfrom game.files import finished\nfrom game.games import GAMES\n"
            "table = {'chairs': [{'kind': 'computer', 'level': 'hard'}, {'kind': 'person'}], 'mode': 'versus',"
            " 'level': 'hard', 'human': 0}\n"
            "for entry in GAMES:\n"
            "    print(finished._told(entry.id, {'outcome': {'places': [1, 2], 'scores': [3, 1]}, 'table': table}))\n"
            "print(sorted(name for name in sys.modules if name.startswith('game.scenes')))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[1], capture_output=True,
                          text=True, timeout=120, check=True, env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    *told, loaded = done.stdout.splitlines()
    assert loaded == "[]"
    assert "You beat Computer (Hard), 3 to 1 points" in told and "Computer (Hard) beat you, health 3 to 1" in told


def test_a_kept_duel_against_the_computer_is_listed_with_the_computers_level():
    session = play_out("kenpo", 4, autosave=False)
    session.notes["table"] = {"mode": "versus", "level": "hard", "human": 0}
    assert finished.keep(session) is None
    [kept] = finished.listed()
    places = session.ruleset.outcome(session.state).places
    scores = " to ".join(str(s) for s in sorted(session.state.scores, reverse=True))
    told = "You beat Computer (Hard)" if places[0] == 1 else "Computer (Hard) beat you"
    assert places[0] != places[1] and kept.outcome == f"{told}, {scores} points"


def test_a_damaged_files_row_is_titled_by_the_game_its_name_names_and_says_its_problem_in_a_players_words():
    """No parser's "Unterminated string starting at line 1, column 36599", no "Unknown game" for "matcg-…"."""
    cut = finished_dir() / "matcg-1-2.jsonl"
    cut.write_text('{"format": "martial-masters-save", "version": 2, "ruleset": "matcg", "notes": {"a": "b', "utf-8")
    (finished_dir() / "chess-1-2.jsonl").write_text("{}\n", "utf-8")
    rows = {row.path.name: row for row in finished.listed()}
    assert rows["matcg-1-2.jsonl"].title == game("matcg").title
    assert rows["chess-1-2.jsonl"].title == "Unknown game"
    problem = rows["matcg-1-2.jsonl"].problem or ""
    assert problem.startswith("the file is cut short or damaged") and "JSON" not in problem and "column" not in problem


def test_a_damaged_files_row_in_replays_is_never_set_under_the_least_readable_size(monkeypatch):
    """At the largest text in the smallest window the row's problem is wrapped, never shrunk past reading."""
    import pygame

    from game.app import make_context
    from game.files import settings
    from game.scenes.replays import ReplaysScene
    from game.ui import text

    settings.change(text_size="largest")
    (finished_dir() / "kenpo-1-2.jsonl").write_text('{"format": "martial-masters-save", "ruleset": "kenpo", "x": "' +
                                                    "y" * 300, "utf-8")
    scene = ReplaysScene(make_context((1024, 600), autosave=False))
    sizes: list[int] = []
    draw = text.draw

    def kept(surface: Any, words: str, size: int, *args: Any, **kwargs: Any) -> Any:
        if "kenpo-1-2.jsonl" in words:
            sizes.append(text.pixels(size))
        return draw(surface, words, size, *args, **kwargs)

    pygame.init()
    monkeypatch.setattr(text, "draw", kept)
    scene.draw(pygame.Surface((1024, 600)))
    assert sizes and min(sizes) >= text.LEAST_PX
