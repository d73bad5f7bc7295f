"""The text file a player names to bring a deck in or send it out: a home folder the system does not know
("~nobody/deck.txt"), a NUL in the name, a name too long for the disk, each is one line of the exchange in words,
never an error of the program; a name in any letters and with spaces is written and read back."""

from __future__ import annotations

import pytest

from game.files import decks
from game.files.deck_text import DeckText
from tests.scenes.helpers import button_point, click
from tests.scenes.test_deck_exchange import NAMES, opened

NO_HOME = "~no-such-player-of-martial-masters/deck.txt"


@pytest.mark.parametrize("typed", [NO_HOME, "deck\x00.txt"])
@pytest.mark.parametrize("label", ["Read the file", "Write this deck to the file"])
def test_a_file_name_no_file_can_have_is_told_by_the_exchange(typed, label):
    stack, surface, exchange = opened()
    exchange.file.value = typed
    click(stack, surface, button_point(exchange, label))
    assert not exchange.good
    assert exchange.message in (f"{NO_HOME}: ~no-such-player-of-martial-masters names no home folder on this "
                                "computer.", "A file's name cannot hold a NUL character.")


@pytest.mark.parametrize("typed", [NO_HOME, "deck\x00.txt"])
def test_a_file_name_no_file_can_have_is_a_deck_error(typed):
    with pytest.raises(decks.DeckError):
        decks.named_file(typed)


def test_a_name_in_any_letters_with_spaces_is_written_and_read_back_and_one_too_long_is_told(tmp_path):
    path = decks.export_file(str(tmp_path / "Jùdō  漢字 deck 🥋.txt"), {"Oak Stance": 2}, "Mine")
    assert decks.import_file(str(path), NAMES) == DeckText({"Oak Stance": 2}, title="Mine")
    too_long = tmp_path / ("d" * 300 + ".txt")
    with pytest.raises(decks.DeckError, match=f"^{too_long}: cannot be written"):
        decks.export_file(str(too_long), {"Oak Stance": 2}, "Mine")
