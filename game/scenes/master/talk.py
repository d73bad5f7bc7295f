"""What the Master table says of the moment (in the words of game.words.master.telling): its status line, the turn
panel's two lines, the Hint's words and where they point, and which keywords a pointed spot of a card names.

A part the table holds (`TableTalk(table, holding)`), reading the table through `TalkingTable` and where the held
card's places lie through its HeldCard; it changes none of it.
"""

from __future__ import annotations

from typing import Protocol

from game.engine.core import Command
from game.engine.master import commands as cmd
from game.engine.master.cards import Catalog
from game.engine.master.state import MasterState
from game.layout.master.card_face import NAMED_FROM, name_band
from game.play.master import targets as tg
from game.play.master.targets import CARD_COMMANDS, hinted
from game.scenes.chaired import Talking
from game.scenes.hinting import Suggestion
from game.ui import palette
from game.ui.master.faces import number_box
from game.ui.master.held import HeldCard, HoldingTable
from game.ui.master.paint import SEAT_COLOURS
from game.ui.palette import Rgb
from game.ui.timeline import Timeline
from game.words.master.glossary import keywords
from game.words.master.telling import Moment, status_line, suggested, turn_words


class TalkingTable(Talking[MasterState, Catalog], HoldingTable, Protocol):
    """What TableTalk reads of the table, besides what every table's talk (Talking) and its HeldCard read."""

    staged: str | None  # the card waiting in the viewer's area for its partner
    timeline: Timeline[MasterState]


class TableTalk:
    """The Master table's words for the moment shown."""

    def __init__(self, table: TalkingTable, holding: HeldCard) -> None:
        self.table = table
        self.holding = holding  # where the held card's places lie

    def status_holding(self, held: str | None) -> str:
        """What the moment shown asks for while `held` is in the mouse's hand (None: nothing is): while moves are
        still being shown, the turn they lead to is not yet the player's, nor the next computer's, whatever the game
        has got to (the turn panel says the same)."""
        table = self.table
        legal = [] if table.timeline.busy else table._legal()
        moment = Moment(table.state, table.viewer, table.names, legal, table.seats.mine(table.viewer),
                        table.seats.thinking(table.state), held, table.staged)
        return status_line(moment, table.catalog)

    def turn_lines(self) -> tuple[str, str, Rgb]:
        view = self.table.state
        if not view.players:
            return "", "", palette.TEXT
        to_act = view.to_act if view.to_act is not None else view.seat
        small, big = turn_words(view, self.table.names, self.table.seats.mine(to_act))
        return small, big, palette.GOLD_LIGHT if view.over else SEAT_COLOURS[to_act % len(SEAT_COLOURS)]

    def suggestion(self, command: Command) -> Suggestion:
        """A card onto the place its drag lights for that command (a set: its second card onto its partner, in the
        hand, in the area or on the discard pile); letting a set go: its button."""
        if isinstance(command, cmd.YieldSet):
            return Suggestion("let the set go", button="Let it go")
        assert isinstance(command, (cmd.FormSet, *CARD_COMMANDS))
        table = self.table
        held, target = hinted(table.catalog, table.campaign.state, table.viewer, table._legal(), table.staged, command)
        words = suggested(table.catalog, table.names, command, held)
        if target is None:
            return Suggestion(words, held)
        return Suggestion(f"{words} ({target.label})" if target.kind != tg.DISCARD else words, held,
                          self.holding.target_rect(target))

    def pointed(self, key: str) -> tuple[str, ...]:
        """The number in a card's corner: its experience (and in a set, the set's and its player's); the band at the
        foot of a card where its skill is named: the skill (and a wild card's) keywords."""
        table = self.table
        catalog = table.catalog
        sprite = table.by_key.get(key)
        if sprite is None or key not in catalog.by_id:
            return ()
        x, y = table.ctx.viewport.point(*table.pointer)
        at = (x - sprite.rect.x, y - sprite.rect.y)
        if number_box(catalog.card(key).value, sprite.rect.size)[1].collidepoint(at):
            return ("EXP", "Set")
        if min(sprite.rect.size) < NAMED_FROM or not name_band(sprite.rect.size).collidepoint(at):
            return ()
        return tuple(word for word in keywords(catalog, key) if word != "EXP")

