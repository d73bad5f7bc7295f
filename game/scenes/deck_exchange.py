"""Bringing a deck in and sending it out as plain text (game.files.deck_text), for a game with a deck builder: through
the clipboard when there is one, or a text file the player names (in their home folder unless they give a folder). It
pops with (the deck read, where from: CLIPBOARD or the file's whole path), or None. Like the deck files, it knows no
game: the caller gives the card names a deck may hold (the first of them the card of the example line it shows), the
deck's cards and its title. A file is named in its words as everywhere (game.scenes.notices.about_file)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pygame

from game.files import decks
from game.files.deck_text import DeckText, example_line, to_text
from game.layout.panel_list import PANEL
from game.scenes.base import Pop, Result
from game.scenes.listing import draw_panel
from game.scenes.notices import about_file
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.fields import TextField
from game.ui.widgets import Button

LEFT, WIDE = PANEL.x + 50, PANEL.w - 100
CLIPBOARD = "the clipboard"  # where a pasted deck came from


class ExchangeScene(TableScene):
    overlay = True

    def __init__(self, ctx, names: list[str], cards: Mapping[str, int], title: str):
        super().__init__(ctx)
        self.names, self.cards, self.title = names, cards, title
        self.example = example_line(names)  # a deck's line, as the player is shown one
        self.file = TextField((LEFT, 376, WIDE, 44), placeholder="A file name, e.g. Documents/my deck.txt",
                              most=300)
        self.message, self.good = "", True
        half = (WIDE - 20) / 2
        self.buttons = [
            Button("Paste a deck from the clipboard", (LEFT, 226, half, 52), self._paste),
            Button("Copy this deck to the clipboard", (LEFT + half + 20, 226, half, 52), self._copy),
            Button("Read the file", (LEFT, 436, half, 52), self._read),
            Button("Write this deck to the file", (LEFT + half + 20, 436, half, 52), self._write),
            Button("Close", (PANEL.centerx - 110, PANEL.bottom - 74, 220, 52), self._close, hotkey="Esc"),
        ]

    def _say(self, message: str, good: bool) -> None:
        self.message, self.good = message, good

    def _paste(self) -> None:
        pasted = decks.clipboard_text()
        if pasted is None:
            self._say("There is no text on the clipboard: copy a deck's lines first, or name a text file below.",
                      False)
            return
        try:
            self._done(decks.import_text(pasted, self.names), CLIPBOARD)
        except decks.DeckError as error:
            self._say(f"The clipboard's text was not read: {error}.", False)

    def _copy(self) -> None:
        if decks.put_clipboard(to_text(self.cards, self.title)):
            self._say(f"The deck's {len(self.cards)} lines are on the clipboard.", True)
        else:
            self._say("There is no clipboard here: name a text file below and write the deck to it.", False)

    def _read(self) -> None:
        try:
            path = decks.named_file(self.file.value)
            self._done(decks.import_file(self.file.value, self.names), str(path), path)
        except decks.DeckError as error:
            self._refused(error)

    def _write(self) -> None:
        try:
            path = decks.export_file(self.file.value, self.cards, self.title)
        except decks.DeckError as error:
            self._refused(error)
            return
        self._say(about_file(f"The deck was written to {path}", path), True)

    def _refused(self, error: decks.DeckError) -> None:
        """The reason as a sentence of its own: "Name the text file…", or the file and what is wrong."""
        words = str(error)
        self._say(about_file(f"{words[:1].upper()}{words[1:]}", error.path), False)

    def _done(self, deck: DeckText, source: str, path: Path | None = None) -> None:
        """`deck` read from `source` (the file at `path`, when it was read from one)."""
        if not deck.cards and not deck.bad:
            self._say(about_file(f"There is no deck in {source}: lines like \u201c{self.example}\u201d make one", path),
                      False)
            return
        self.outcome = Pop((deck, source))

    def _close(self) -> None:
        self.outcome = Pop(None)

    def typing(self) -> bool:
        return self.file.focused

    def handle(self, event: pygame.event.Event) -> Result:
        typing = self.file.focused
        self.file.handle(event, self.ctx.viewport)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not typing:
            return Pop(None)
        if typing and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            return None
        return self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        draw_panel(surface, self, "Bring a deck in, or send it out, as text")
        guide = (f"One card a line: the copies, then the card's name (\u201c{self.example}\u201d). "
                 "Blank lines and lines starting with # are left out.")
        for k, line in enumerate(text.wrap(guide, vp.px(19), vp.px(WIDE))):
            text.draw(surface, line, vp.px(19), palette.TEXT, midleft=vp.point(LEFT, 132 + k * 26))
        text.draw(surface, "The clipboard", vp.px(20), palette.GOLD_LIGHT, bold=True, midleft=vp.point(LEFT, 206))
        text.draw(surface, "A text file (a name without a folder is in your home folder)", vp.px(20),
                  palette.GOLD_LIGHT, bold=True, midleft=vp.point(LEFT, 356))
        self.file.draw(surface, vp)
        if self.message:
            ink = palette.HIGHLIGHT if self.good else palette.ERROR_RED
            for k, line in enumerate(text.wrap(self.message, vp.px(18), vp.px(WIDE))[:3]):
                text.draw(surface, line, vp.px(18), ink, midleft=vp.point(LEFT, 516 + k * 24))
        self.draw_widgets(surface)
