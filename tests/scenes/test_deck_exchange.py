"""Bringing a deck in and sending it out as text (game.scenes.deck_exchange), with no game behind it: the caller's
card names and deck are all it knows."""

from __future__ import annotations

import pygame
import pytest

from game.files import decks
from game.files.deck_text import DeckText
from game.scenes.base import Pop, Stack
from game.scenes.deck_exchange import ExchangeScene
from tests.scenes.helpers import button_point, click, context, frame

NAMES = ["Oak Stance", "Low Kick"]


def opened() -> tuple[Stack, pygame.Surface, ExchangeScene]:
    ctx, surface = context()
    exchange = ExchangeScene(ctx, NAMES, {"Oak Stance": 2}, "Mine")
    stack = Stack(exchange)
    frame(stack, surface)
    return stack, surface, exchange


@pytest.mark.parametrize("label", ["Read the file", "Write this deck to the file"])
def test_the_exchange_says_to_name_the_file_in_a_sentence_that_starts_with_a_capital(label):
    """With no file named, Write said "name the text file to write the deck to." as its whole message."""
    stack, surface, exchange = opened()
    click(stack, surface, button_point(exchange, label))
    assert not exchange.good and exchange.message.startswith("Name the text file")


def test_a_deck_pasted_from_the_clipboard_is_read_with_the_callers_card_names(monkeypatch):
    _, _, exchange = opened()
    paste = next(button for button in exchange.buttons if button.label == "Paste a deck from the clipboard")
    monkeypatch.setattr(decks, "clipboard_text", lambda: None)
    paste.action()
    assert not exchange.good and exchange.message.startswith("There is no text on the clipboard")
    monkeypatch.setattr(decks, "clipboard_text", lambda: "# a deck\n3 low  KICK\n")
    paste.action()
    assert isinstance(exchange.outcome, Pop)
    assert exchange.outcome.value == (DeckText({"Low Kick": 3}, title="a deck"), "the clipboard")
