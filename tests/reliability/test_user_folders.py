"""Issue 14, classes 6 and 7: user folders that cannot be used, crash logs and stale temporaries.

A user folder that is a file or cannot be written, a saves folder that is a file, a save or record book that is a
folder, a full disk: the player is told in one line (stderr and storage.notices(), which the window shows) and
plays on without saving; nothing raises. Crash logs get names of their own and never write through a link planted
at their name. Temporary files left by killed writers are removed by the next copy that owns the folder.
"""

from __future__ import annotations

import errno
import os
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from game import __main__ as cli
from game.ai.udo import make_bot
from game.engine.core import Session
from game.files import paths, records, saves, storage
from game.play.campaign import Campaign
from game.rulesets import ruleset


def home_is_a_file(home: Path) -> None:
    home.parent.mkdir(parents=True, exist_ok=True)
    home.write_text("not a folder")


def saves_folder_is_a_file(home: Path) -> None:
    (home / "data").mkdir(parents=True)
    (home / "data" / "saves").write_text("not a folder")


def save_is_a_folder(home: Path) -> None:
    (home / "data" / "saves" / "udo-campaign.jsonl").mkdir(parents=True)


def record_book_is_a_folder(home: Path) -> None:
    (home / "data" / "records.json").mkdir(parents=True)


def home_cannot_be_made(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_VARIABLE, "/proc/self/martial-masters" if sys.platform != "win32" else "NUL:\\x")


def disk_is_full(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(_descriptor: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)


BAD_FOLDERS = {
    "home is a file": home_is_a_file,
    "saves folder is a file": saves_folder_is_a_file,
    "save is a folder": save_is_a_folder,
    "record book is a folder": record_book_is_a_folder,
}
BAD_SETUPS = {"home cannot be made": home_cannot_be_made, "disk is full": disk_is_full}


def spoil(name: str, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if name in BAD_FOLDERS:
        BAD_FOLDERS[name](home)
    else:
        BAD_SETUPS[name](home, monkeypatch)


@pytest.fixture(autouse=True)
def fresh_notices():
    storage.take_notices()
    yield
    storage.take_notices()


@pytest.mark.parametrize("bad", sorted([*BAD_FOLDERS, *BAD_SETUPS]))
def test_a_whole_campaign_plays_on_an_unusable_user_folder_and_the_player_is_told(private_home, monkeypatch, bad):
    spoil(bad, private_home, monkeypatch)
    rules = ruleset("udo")
    session = Session.new(rules, seed=5)
    saves.save(session)  # as a new campaign does
    campaign = Campaign(session)
    bot = make_bot("greedy", 5)
    while not rules.is_over(campaign.session.state):
        assert campaign.submit(bot.choose(rules, campaign.state)).ok
        campaign.mark_assisted()  # a hint: it saves too
    saves.resume("udo")
    records.load()
    told = storage.notices()
    if bad != "record book is a folder":
        assert any("not being saved" in line or "cannot be" in line for line in told), told
    if bad in ("record book is a folder", "disk is full"):
        assert campaign.notice is not None and "record was not added" in campaign.notice
    assert all("\n" not in line and "Traceback" not in line for line in told)


@pytest.mark.parametrize("bad", sorted(BAD_FOLDERS))
def test_the_start_up_check_names_the_unusable_folder_or_file_in_one_line(private_home, bad):
    BAD_FOLDERS[bad](private_home)
    found = paths.user_folder_problems() + paths.user_file_problems()
    assert len(found) == 1 and "\n" not in found[0], found
    assert str(private_home) in found[0]


def test_a_sound_user_folder_has_no_problem(private_home):
    assert paths.user_folder_problems() == [] and paths.user_file_problems() == []


def test_paths_never_raise_on_an_unusable_folder(private_home):
    home_is_a_file(private_home)
    assert paths.campaign_path("udo").name == "udo-campaign.jsonl"
    assert paths.records_path().name == "records.json"
    assert any(str(private_home) in line for line in storage.notices())


# ---- crash logs (class 6) -----------------------------------------------------------------------------------------


def crash(monkeypatch: pytest.MonkeyPatch) -> int:
    def broken(_args):
        raise RuntimeError("a bug")

    monkeypatch.setitem(cli.COMMANDS, "verify", broken)
    return cli.main(["verify", "x.jsonl"])


def test_crashes_in_the_same_second_get_logs_of_their_own(private_home, monkeypatch, capsys):
    for _ in range(5):
        assert crash(monkeypatch) == 1
    logs = sorted(Path(p) for p in capsys.readouterr().err.split() if p.endswith(".log"))
    assert len(set(logs)) == 5 and all("RuntimeError: a bug" in p.read_text() for p in logs)
    for log in logs:
        log.unlink()


def test_a_link_planted_at_a_crash_log_name_is_never_written_through(tmp_path, monkeypatch, capsys):
    import tempfile

    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    now = datetime.now()
    planted = []
    for folder in (paths.logs_dir(), Path(tempfile.gettempdir())):
        for second in range(4):
            name = f"crash-{now + timedelta(seconds=second):%Y%m%d-%H%M%S}-{os.getpid()}.log"
            link = folder / name
            if not os.path.lexists(link):
                link.symlink_to(target)
                planted.append(link)
    try:
        assert crash(monkeypatch) == 1
        written = Path(capsys.readouterr().err.split("written to ")[1].split()[0])
        assert target.read_text() == "keep me" and not written.is_symlink() and "a bug" in written.read_text()
        written.unlink()
    finally:
        for link in planted:
            link.unlink()


def test_a_crash_log_goes_to_the_temporary_folder_when_the_logs_folder_cannot_be_written(private_home, monkeypatch,
                                                                                         capsys):
    home_is_a_file(private_home)
    assert crash(monkeypatch) == 1
    err = capsys.readouterr().err
    written = Path(err.split("written to ")[1].split()[0])
    assert written.exists() and "Traceback" not in err
    written.unlink()


# ---- stale temporaries (class 6) ------------------------------------------------------------------------------------


def test_the_owner_removes_temporaries_killed_writers_left_and_nothing_else(private_home):
    saves_dir, data = paths.saves_dir(), private_home / "data"
    stale = [saves_dir / ".udo-campaign.jsonl.ab12cd_9.tmp", data / ".records.json.zz99yy88.tmp"]
    kept = [saves_dir / "notes.tmp", saves_dir / ".udo-campaign.jsonl.bak", data / "records.json"]
    for path in stale + kept:
        path.write_text("x")
    link = saves_dir / ".kai-campaign.jsonl.qwertyui.tmp"
    link.symlink_to(kept[0])
    storage.set_read_only("a second copy")
    try:
        assert storage.remove_stale_temporaries(saves_dir) == 0  # a copy that does not own the folder never does
    finally:
        storage.set_read_only(None)
    assert all(p.exists() for p in stale)
    cli._claim_user_folder()
    try:
        assert not any(p.exists() for p in stale)
        assert all(p.exists() for p in kept) and link.is_symlink()
    finally:
        cli._leave_user_folder()


def test_a_home_variable_starting_with_a_tilde_is_the_players_home_folder_not_a_folder_named_tilde(
        tmp_path, monkeypatch, private_home):
    monkeypatch.setenv("HOME", str(tmp_path / "player"))
    monkeypatch.setenv("USERPROFILE", str(tmp_path / "player"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(paths.HOME_VARIABLE, "~/martial")
    assert paths.user_folder_problems() == []
    assert paths.records_path() == tmp_path / "player" / "martial" / "data" / "records.json"
    assert not (tmp_path / "~").exists()


@pytest.mark.skipif(sys.platform == "win32", reason="users' home folders looked up by name")
def test_a_home_variable_naming_another_users_home_is_that_folder(monkeypatch, private_home):
    import pwd

    user = pwd.getpwuid(os.getuid())
    monkeypatch.setenv(paths.HOME_VARIABLE, f"~{user.pw_name}/martial")
    assert paths.place("data") == Path(user.pw_dir) / "martial" / "data"


def test_a_home_variable_naming_no_user_of_this_computer_is_told_and_no_folder_named_so_is_made(
        tmp_path, monkeypatch, private_home):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(paths.HOME_VARIABLE, "~no-such-player-here/martial")
    data = Path("~no-such-player-here", "martial", "data")
    told = (f"{data}: ~no-such-player-here names no home folder on this computer (set by {paths.HOME_VARIABLE}); "
            "nothing can be saved")
    assert paths.user_folder_problems() == [told]
    assert paths.records_path() == data / "records.json"
    assert storage.notices() == [told] and list(tmp_path.iterdir()) == []
