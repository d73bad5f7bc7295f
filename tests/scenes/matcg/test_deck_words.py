"""The deck builder names a file as the rest of the game does (game.scenes.notices.about_file): by its name, its
folder said once, shortly, never its whole path; a deck's file whose name has spaces in it as well."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.files.paths import decks_dir
from game.scenes.notices import about_file, short_folder
from tests.scenes.helpers import click, frame
from tests.scenes.matcg.test_deckbuilder import press, type_into


def said_once(message: str, path: Path) -> bool:
    """`message` names the file at `path` without its whole path and says its folder, shortly, once."""
    return str(path) not in message and message.count(short_folder(str(path.parent))) == 1


def test_a_saved_decks_toast_names_the_deck_and_its_folder_once_not_the_files_path(bench):
    stack, surface = bench
    scene = stack.top
    type_into(stack, surface, scene.name, "Tiger Style (mine)")
    press(stack, surface, "Save")
    path = decks_dir("matcg") / "Tiger Style (mine).txt"
    [told] = [toast.message for toast in scene.toasts]
    assert path.is_file() and said_once(told, path)
    assert told == f"Saved as \u201cTiger Style (mine)\u201d (in {short_folder(str(path.parent))})."


def test_a_deck_written_to_a_file_or_refused_names_the_file_and_its_folder_once(bench, tmp_path):
    stack, surface = bench
    press(stack, surface, "Import or export as text\u2026")
    exchange = stack.top
    path = tmp_path / "my decks" / "out deck.txt"
    path.parent.mkdir()
    click(stack, surface, exchange.ctx.viewport.rect(exchange.file.rect).center)
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text=str(path)))
    frame(stack, surface)
    press(stack, surface, "Write this deck to the file")
    assert exchange.good and exchange.message.startswith("The deck was written to out deck.txt")
    assert said_once(exchange.message, path)
    press(stack, surface, "Write this deck to the file")
    assert not exchange.good and exchange.message.startswith("out deck.txt exists already")  # a file keeps its case
    assert said_once(exchange.message, path)
    press(stack, surface, "Read the file")  # the file holds a deck of no cards
    assert not exchange.good and exchange.message.startswith("There is no deck in out deck.txt:")
    assert said_once(exchange.message, path)


def test_a_message_about_no_file_is_a_sentence_as_it_stands():
    assert about_file("Not saved: the name is empty", None) == "Not saved: the name is empty."
