"""Something that is not a file where the user folder's lock belongs (a folder named `martial-masters.lock`): the
game cannot tell whether another copy is using the folder, so it plays as a second copy does. It says so, naming the
lock and what is wrong; what is played is kept in a side folder of its own, and joins the user folder once the
lock's place is cleared."""

from __future__ import annotations

import shutil

from game.__main__ import _claim_user_folder
from game.engine.core import Session
from game.files import saves, storage, userlock
from game.files.paths import campaign_path, lock_path
from game.files.writer import wait_for as written
from game.games import game


def test_a_folder_where_the_lock_belongs_is_told_and_what_is_played_is_kept_until_it_is_moved_away(private_home):
    lock_path().mkdir(parents=True)
    try:
        _claim_user_folder()
        told = storage.notices()
        assert any(line.startswith(f"{lock_path()}: is a folder, not a file") for line in told), told
        assert storage.side() is not None  # a second copy's folder of its own, not nothing kept at all
        session = Session.new(game("udo").rules(), 3)
        rules = session.ruleset
        for _ in range(3):
            assert session.submit(rules.legal_commands(session.state, rules.to_act(session.state))[0]).ok
            saves.autosave(session)
        written()
        assert not campaign_path("udo").exists()  # the user folder is not written while nobody holds its lock
        shutil.rmtree(lock_path())
        userlock.take_over()  # this call or the watch's (game.files.userlock.watch), whichever comes first
        assert storage.read_only() is None and userlock.owns()
        written()
        assert saves.read(campaign_path("udo")).batches == session.batches  # every move played meanwhile
    finally:
        userlock._waiting.clear()
        userlock.release()
        storage.set_read_only(None)
