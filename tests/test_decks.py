"""The player's named decks in the user folder: saved atomically by a safe name, listed, renamed and deleted; a
damaged deck file is reported with its problem and never written over or deleted; decks in and out as text."""

from __future__ import annotations

import os

import pytest

from game.files import decks, storage
from game.files.paths import decks_dir

NAMES = ["Shin Block", "Lead Jab", "Teep"]
FAMILY = "cards"


def folder():
    return decks_dir(FAMILY)


def test_a_deck_is_saved_by_name_as_text_and_read_back(private_home):
    path = decks.save(FAMILY, "Tiger Style", {"Shin Block": 4, "Teep": 2}, "Tiger Style", NAMES)
    assert path == private_home / "data" / "decks" / FAMILY / "Tiger Style.txt"
    assert path.read_text(encoding="utf-8") == "# Tiger Style\n4 Shin Block\n2 Teep\n"
    [saved] = decks.saved(FAMILY, NAMES)
    assert (saved.name, saved.cards, saved.bad, saved.damaged, saved.size) == (
        "Tiger Style", {"Shin Block": 4, "Teep": 2}, (), None, 6)
    assert decks.load(FAMILY, "tiger style", NAMES).cards == saved.cards  # names are found whatever their case
    assert [p for p in os.listdir(folder()) if p.endswith(".tmp")] == []


@pytest.mark.parametrize("name, words", [
    ("", "needs a name"),
    (" Tiger", "begin or end with a space"),
    ("Tiger   Claw", "two spaces in a row"),
    ("x" * 41, "at most 40 characters"),
    ("../escape", "leave out '.' '/'"),
    ("a\\b", "leave out '\\\\'"),
    ("tab\there", "an unprintable character"),
    ("CON", "the system keeps for itself"),
    ("lpt1", "the system keeps for itself"),
    ("what?", "leave out '?'"),
])
def test_a_name_that_is_not_a_safe_file_name_is_refused_with_a_reason(name, words):
    assert words in decks.name_problem(name)
    with pytest.raises(decks.DeckError, match="."):
        decks.save(FAMILY, name, {"Teep": 1}, name, NAMES)
    assert decks.saved(FAMILY, NAMES) == []


def test_names_in_every_script_the_typeface_draws_are_safe():
    assert decks.name_problem("Tigre d'\u00e9t\u00e9 (v2) & Crane-Style") is None
    assert decks.name_problem("\u0422\u0438\u0433\u0440 \u03c4\u03af\u03b3\u03c1\u03b7\u03c2") is None


@pytest.mark.parametrize("name", ["\u0643\u0627\u0631\u0627\u062a\u064a\u0647 2", "\u05e2\u05d1\u05e8\u05d9\u05ea"])
def test_a_deck_named_in_arabic_or_hebrew_letters_which_the_game_draws_shaped_right_to_left_is_saved(name,
                                                                                                     private_home):
    assert decks.name_problem(name) is None
    assert decks.save(FAMILY, name, {"Teep": 1}, name, NAMES).name == f"{name}.txt"


@pytest.mark.parametrize("name, words", [
    ("\u0915\u0930\u093e\u091f\u0947 \u0921\u0947\u0915", "The game cannot draw Devanagari letters yet"),  # कराटे डेक
    ("\U0001f94b Dojo", "The game cannot draw emoji yet"),
    ("\u07d3\u07ca\u07d9\u07ca", "The game cannot draw Nko letters yet"),  # N'Ko: drawn, but not shaped
    ("Kata \U0001f44a \u0928", "The game cannot draw emoji or Devanagari letters yet"),
])
def test_a_name_in_a_script_the_game_cannot_draw_properly_is_refused_naming_the_script(name, words):
    assert decks.name_problem(name) == f"{words}, so a deck cannot be named with them"
    with pytest.raises(decks.DeckError, match="cannot draw"):
        decks.save(FAMILY, name, {"Teep": 1}, name, NAMES)


def test_a_deck_file_already_named_in_nko_is_still_saved_under_its_name(private_home):
    name = "\u07d3\u07ca\u07d9\u07ca"
    (folder() / f"{name}.txt").write_text("4 Teep\n", encoding="utf-8")
    assert decks.name_problem(name, FAMILY) is None
    assert decks.save(FAMILY, name, {"Teep": 3}, name, NAMES).name == f"{name}.txt"


def test_a_deck_named_in_chinese_and_japanese_is_a_name_the_game_draws_and_shows_as_it_is():
    name = "\u9f8d\u306e\u62f3"  # 龍の拳, set in the fallback face
    assert decks.name_problem(name) is None and decks.shown_name(name) == name


def test_a_deck_file_named_outside_the_game_is_listed_and_shown_with_its_undrawable_letters_as_codes():
    (folder() / "\u0928\u092e Kata.txt").write_text("4 Teep\n", encoding="utf-8")
    [saved] = decks.saved(FAMILY, NAMES)
    assert saved.cards == {"Teep": 4} and saved.damaged is None
    assert decks.shown_name(saved.name) == "[U+0928][U+092E] Kata"


def test_a_deck_files_own_name_is_saved_again_as_it_is_whatever_letters_it_holds(private_home):
    """A deck file named outside the game ("नम — ü") keeps its name: saving it again is no new name the
    file system could refuse, so it is not made "ü"."""
    name = "\u0928\u092e \u2014 \u00fc"
    (folder() / f"{name}.txt").write_text("4 Teep\n", encoding="utf-8")
    assert decks.name_problem(name) is not None and decks.name_problem(name, FAMILY) is None
    path = decks.save(FAMILY, name, {"Teep": 3}, name, NAMES)
    assert path.name == f"{name}.txt" and [saved.cards for saved in decks.saved(FAMILY, NAMES)] == [{"Teep": 3}]


def test_a_name_with_a_dash_is_a_safe_file_name():
    assert decks.name_problem("Karate \u2014 Kata \u2013 v2") is None


@pytest.mark.parametrize("content, words", [
    (b"4 Shin Block\n" * 10_000, "larger than the 65,536 allowed"),
    (b"4 Shin Block\n\x00\x01\x02\xff" * 10, "is not UTF-8"),
    (b"4 Shin Block\x00\x00", "holds binary data"),
    ("4 Shin Block\n".encode("utf-16"), "is not UTF-8"),
    (bytes(range(256)) * 4, "is not UTF-8"),
])
def test_a_damaged_deck_file_is_reported_and_never_written_over_or_deleted(content, words):
    path = folder() / "Broken.txt"
    path.write_bytes(content)
    [saved] = decks.saved(FAMILY, NAMES)
    assert saved.name == "Broken" and saved.cards == {} and words in saved.damaged
    with pytest.raises(decks.DeckError, match="left as it is"):
        decks.save(FAMILY, "Broken", {"Teep": 4}, "Broken", NAMES)
    with pytest.raises(decks.DeckError, match="left as it is"):
        decks.delete(FAMILY, "Broken", NAMES)
    assert path.read_bytes() == content
    assert sorted(os.listdir(folder())) == ["Broken.txt"]


def test_a_deck_file_with_lines_it_could_not_read_names_them_and_is_kept_before_it_is_saved_over():
    path = folder() / "Mixed.txt"
    path.write_text("4 Shin Block\n999999 Teep\n-1 Lead Jab\n2 Flying Dragon\n", encoding="utf-8")
    saved = decks.load(FAMILY, "Mixed", NAMES)
    assert saved.cards == {"Shin Block": 4} and [line.number for line in saved.bad] == [2, 3, 4]
    decks.save(FAMILY, "Mixed", {"Shin Block": 4, "Teep": 4}, "Mixed", NAMES)
    assert (folder() / "Mixed.txt.bak").read_text(encoding="utf-8").startswith("4 Shin Block\n999999 Teep")
    assert decks.load(FAMILY, "Mixed", NAMES).bad == ()


def test_a_folder_named_like_a_deck_is_reported_and_left_alone():
    (folder() / "Odd.txt").mkdir()
    [saved] = decks.saved(FAMILY, NAMES)
    assert "is a folder" in saved.damaged
    with pytest.raises(decks.DeckError):
        decks.save(FAMILY, "Odd", {"Teep": 1}, "Odd", NAMES)
    assert (folder() / "Odd.txt").is_dir()


def test_rename_never_replaces_another_deck_and_may_change_only_the_case():
    decks.save(FAMILY, "Crane", {"Teep": 1}, "Crane", NAMES)
    decks.save(FAMILY, "Tiger", {"Lead Jab": 2}, "Tiger", NAMES)
    with pytest.raises(decks.DeckError, match="saved already"):
        decks.rename(FAMILY, "Crane", "tiger")
    with pytest.raises(decks.DeckError, match="saved already"):
        decks.save(FAMILY, "CRANE", {"Teep": 1}, "CRANE", NAMES)
    decks.rename(FAMILY, "Crane", "White Crane")
    decks.rename(FAMILY, "Tiger", "TIGER")
    assert [(d.name, d.cards) for d in decks.saved(FAMILY, NAMES)] == [("TIGER", {"Lead Jab": 2}),
                                                                        ("White Crane", {"Teep": 1})]
    with pytest.raises(decks.DeckError, match="no saved deck"):
        decks.rename(FAMILY, "Crane", "Anything")


def test_delete_removes_a_good_deck():
    decks.save(FAMILY, "Crane", {"Teep": 1}, "Crane", NAMES)
    decks.delete(FAMILY, "crane", NAMES)
    assert decks.saved(FAMILY, NAMES) == []


def test_nothing_is_written_by_a_copy_that_runs_read_only():
    storage.set_read_only("another copy of the game is using the folder")
    try:
        with pytest.raises(decks.DeckError, match="was not written"):
            decks.save(FAMILY, "Crane", {"Teep": 1}, "Crane", NAMES)
    finally:
        storage.set_read_only(None)


def test_import_and_export_through_a_text_file_the_player_names(tmp_path):
    out = tmp_path / "deck out.txt"
    assert decks.export_file(str(out), {"Teep": 3, "Shin Block": 1}, "Mine") == out
    with pytest.raises(decks.DeckError, match="exists already"):
        decks.export_file(str(out), {"Teep": 1}, "Mine")
    assert out.read_text(encoding="utf-8") == "# Mine\n3 Teep\n1 Shin Block\n"
    assert decks.import_file(str(out), NAMES).cards == {"Teep": 3, "Shin Block": 1}
    with pytest.raises(decks.DeckError, match="no such file"):
        decks.import_file(str(tmp_path / "missing.txt"), NAMES)
    with pytest.raises(decks.DeckError, match="name the text file"):
        decks.import_file("  ", NAMES)


def test_a_file_name_without_a_folder_is_in_the_players_home(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert decks.named_file("deck.txt") == tmp_path / "deck.txt"
    assert decks.named_file("~/x/deck.txt") == tmp_path / "x" / "deck.txt"


def test_pasted_text_is_bounded_and_read_line_by_line():
    with pytest.raises(decks.DeckError, match="longer than"):
        decks.import_text("4 Teep\n" * 20_000, NAMES)
    deck = decks.import_text("4 Teep\n\x00 2 Shin Block\nnonsense\n", NAMES)
    assert deck.cards == {"Teep": 4, "Shin Block": 2} and deck.bad[0].number == 3


def test_the_clipboard_carries_a_deck_out_and_in():
    import pygame

    pygame.init()
    pygame.display.set_mode((64, 64))
    assert decks.put_clipboard("4 Teep\n")
    assert decks.clipboard_text() == "4 Teep\n"


def test_more_deck_files_than_are_read_are_listed_as_not_read(monkeypatch):
    monkeypatch.setattr(decks, "MOST_DECKS", 2)
    for name in ("A", "B", "C"):
        decks.save(FAMILY, name, {"Teep": 1}, name, NAMES)
    listed = decks.saved(FAMILY, NAMES)
    assert [d.damaged is None for d in listed] == [True, True, False]
    assert "more than 2 decks" in listed[2].damaged


def test_a_deck_file_of_ten_thousand_lines_names_each_bad_one():
    path = folder() / "Long.txt"
    path.write_text("2 Teep\n" + "x\n" * 10_000 + "999999 Teep\n-1 Teep\n", encoding="utf-8")
    saved = decks.load(FAMILY, "Long", NAMES)
    assert saved.cards == {"Teep": 2} and len(saved.bad) == 10_002
    assert [line.number for line in saved.bad[-2:]] == [10_002, 10_003]
