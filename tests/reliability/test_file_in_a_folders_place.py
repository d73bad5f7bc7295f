"""A file where the game keeps a folder (the decks of a game, the finished games): a write there is refused in one
line naming that file, not a system error about the file that was to be written."""

from __future__ import annotations

import pytest

from game.files import decks, storage


def test_a_deck_saved_where_its_folder_is_a_file_names_that_file(private_home):
    folder = private_home / "data" / "decks" / "matcg"
    folder.parent.mkdir(parents=True)
    folder.write_text("not a folder\n", encoding="utf-8")
    with pytest.raises(decks.DeckError) as refused:
        decks.save("matcg", "Tiger", {"Jab": 4}, "Tiger", ["Jab"])
    assert str(refused.value) == f"{folder / 'Tiger.txt'}: cannot be written: {folder} is a file, not a folder"
    assert folder.read_text(encoding="utf-8") == "not a folder\n"


def test_a_write_two_folders_under_a_file_names_the_file_in_the_way(private_home):
    blocking = private_home / "data" / "finished"
    blocking.parent.mkdir(parents=True)
    blocking.write_bytes(b"x")
    with pytest.raises(storage.StorageError) as refused:
        storage.write_atomic(blocking / "deeper" / "game.jsonl", "{}\n")
    assert refused.value.problem == f"cannot be written: {blocking} is a file, not a folder"
    assert blocking.read_bytes() == b"x"
