"""A second copy's side folder holding damaged files: each is set aside beside the place it would have taken, told
once, and the next launch has nothing left to tell (before, each was kept in the side folder and told again at every
launch)."""

from __future__ import annotations

import os

from game.files import adopt
from game.files.paths import records_path, saves_dir, solved_path


def test_damaged_files_of_a_second_copy_are_set_aside_once_and_not_told_again(tmp_path):
    side = tmp_path / "side"
    (side / "data" / "saves").mkdir(parents=True)
    (side / "config").mkdir()
    (side / "data" / "records.json").write_text('{"format": "martial-masters-records", "campaigns": [[[[[[[[')
    (side / "data" / "puzzles-solved.json").write_text('{"format": "martial-masters-solved", "version": 2, '
                                                       '"solved": [1, 2]}')
    (side / "data" / "saves" / "kenpo-campaign.jsonl").write_bytes(b"\xff\xfe not a save")
    (side / "config" / "settings.json").write_bytes(b"\xff\xfe")
    told = adopt.adopt(side, adopt.NEWER_WINS)
    assert len(told) == 4 and all("was kept as" in line for line in told), told
    assert not side.exists()  # nothing left to adopt, nothing told at the next launch
    for place in (records_path(), solved_path(), saves_dir() / "kenpo-campaign.jsonl"):
        kept = [name for name in os.listdir(place.parent) if name.startswith(place.name) and name != place.name]
        assert len(kept) == 1, (place, os.listdir(place.parent))
        assert not place.exists()  # the user folder's own place stays free for the player's own file
