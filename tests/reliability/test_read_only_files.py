"""Read-only files and folders: every write and removal the game makes fails at its lowest door (game.files.storage
and the copy a damaged file leaves, whose temporary files tempfile.mkstemp makes, and Path.unlink), as they do where
permissions are enforced. For each kind of file the game writes, the game goes on, the player is told which file
could not be written and why, once however often it fails again, and nothing already on disk is lost."""

from __future__ import annotations

import errno
import tempfile
from pathlib import Path
from typing import Any

import pytest

from game.engine.tournament import ROUND_ROBIN, Tournament
from game.files import decks, finished, records, saves, settings, solved, storage, writer
from game.files.matcg import cup as cups
from game.files.matcg.draft import saved_deck_choices
from game.files.paths import campaign_path, decks_dir, records_path, settings_path, solved_path
from game.scenes.matcg.choices import deck_choices
from tests.reliability.hostile import small_session
from tests.reliability.lived_in import lived_in

DENIED = "permission denied"


def told_about(path: Path) -> list[str]:
    """The notices the player was given about `path`, taken as a window takes them each frame."""
    return [line for line in storage.take_notices() if str(path) in line]


def test_a_game_in_progress_that_cannot_be_saved_goes_on_is_told_once_and_keeps_the_save_on_disk(read_only_after):
    path = campaign_path("udo")
    before = path.read_bytes()
    session = saves.read(path)
    for _ in range(3):
        assert session.submit(session.legal(session.ruleset.to_act(session.state))[0]).ok
        saves.autosave(session)
        writer.wait_for()
        told = told_about(path)
        assert told == ([f"{path}: cannot be written ({DENIED}). {saves.UNSAVED}"] if _ == 0 else [])
    assert path.read_bytes() == before


@pytest.fixture
def read_only_after(monkeypatch: pytest.MonkeyPatch) -> None:
    """A lived-in folder (saves, decks, a finished game, a record book) and settings, written; then read-only."""
    lived_in()
    settings.change(muted=True)
    writer.wait_for()
    storage.take_notices()

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    monkeypatch.setattr(Path, "unlink", refuse)


def test_settings_that_cannot_be_written_hold_for_the_session_told_once(read_only_after):
    path = settings_path()
    before = path.read_bytes()
    for number, speed in enumerate(("slow", "fast", "instant")):
        assert settings.change(animation=speed).animation == speed
        writer.wait_for()
        assert told_about(path) == ([f"{path}: cannot be written ({DENIED}). The settings hold until the game is "
                                     f"closed."] if number == 0 else [])
    assert path.read_bytes() == before


def test_a_record_that_cannot_be_written_is_refused_in_one_line_and_the_book_is_kept(read_only_after):
    path = records_path()
    before = path.read_bytes()
    with pytest.raises(records.RecordError, match=DENIED) as refused:
        records.add(records.Record(hero="kai", won=False, glory=2, rank="Novice", masters=(),
                                   date="2026-11-22T10:00", seed=5))
    assert str(path) in str(refused.value) and "\n" not in str(refused.value)
    assert path.read_bytes() == before and len(records.load()[0]) == 1


def test_a_puzzle_solved_that_cannot_be_written_is_told_and_counted_for_the_session(read_only_after):
    message = solved.mark("udo/first")
    assert message is not None and str(solved_path()) in message and DENIED in message
    assert not solved_path().exists()


def test_a_deck_that_cannot_be_written_is_refused_and_the_saved_one_kept(read_only_after):
    path = decks_dir("matcg") / "Tiger Style.txt"
    before = path.read_bytes()
    with pytest.raises(decks.DeckError, match=DENIED):
        decks.save("matcg", "Tiger Style", {}, "Tiger Style", [])
    assert path.read_bytes() == before
    assert any(label.startswith("Tiger Style") for label, _ in saved_deck_choices("matcg"))


def test_a_tournament_that_cannot_be_written_goes_on_told_once(read_only_after):
    choices = deck_choices("matcg")
    cup = cups.Cup("matcg", False, tuple(cups.Entrant(f"Fighter {n + 1}", level, choices[n][1], choices[n][0])
                                         for n, level in enumerate([None, "easy", "easy"])),
                   Tournament(ROUND_ROBIN, 3, 3, ()))
    for number in range(3):
        message = cups.save(cup)
        assert message is not None and DENIED in message and str(cups.path()) in message
        assert told_about(cups.path()) == ([message] if number == 0 else [])
    assert not cups.path().exists()


def test_a_finished_game_that_cannot_be_kept_is_told_and_the_older_ones_stay(read_only_after):
    before = sorted(kept.path.name for kept in finished.listed())
    message = finished.keep(small_session())
    assert message is not None and DENIED in message and "Replays" in message
    assert sorted(kept.path.name for kept in finished.listed()) == before


def test_a_finished_campaigns_save_that_cannot_be_removed_stays_told_once(read_only_after):
    path = campaign_path("udo")
    session = saves.read(path)
    for number in range(2):
        saves.discard(session)
        assert told_about(path) == ([f"{path}: cannot be removed ({DENIED}). The finished campaign's save stays "
                                     f"until the next start."] if number == 0 else [])
    assert path.exists()


def test_a_campaign_played_in_a_read_only_folder_goes_on_with_one_notice_on_its_table(read_only_after):
    """The window takes the notices every frame: the save refused at each move is shown once, and play goes on."""
    from game.scenes.base import Stack
    from game.scenes.menu import MenuScene
    from game.scenes.udo.master_select import MasterSelectScene
    from tests.scenes.helpers import button_point, click, context, frame, open_game

    path = campaign_path("kai")
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    open_game(stack, surface, "udo")
    click(stack, surface, button_point(stack.top, "Play Kai, the Tempest"))
    table = stack.top
    assert isinstance(table, MasterSelectScene)
    shown = 0
    for _ in range(4):
        campaign = table.campaign
        assert campaign.submit(campaign.legal()[0]).ok
        writer.wait_for()
        frame(stack, surface, 0.1)
        shown += sum(str(path.name) in toast.message for toast in table.toasts)
        table.toasts.clear()
    assert shown == 1 and not path.exists()
