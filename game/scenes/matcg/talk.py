"""What the duel table says of the moment: its status line, the turn panel's two lines, and the Hint's words and where
they point.

A part the table holds (`DuelTalk(table)`), reading the table through `TalkingTable`; it changes none of it.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine.core import Command
from game.engine.matcg import commands as cmd
from game.engine.matcg.cards import Catalog
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import COUNTER, MatcgState
from game.layout.matcg.places import fighter_zone
from game.play.matcg.targets import CARD_COMMANDS, held_targets
from game.scenes.chaired import Talking
from game.scenes.hinting import Suggestion
from game.ui import palette
from game.ui.matcg.panels import seat_colour
from game.ui.palette import Rgb
from game.words.matcg.steps import DuelSteps, card_hint, pick_hint, said
from game.words.matcg.telling import Moment, combo_ending, status_line
from game.words.matcg.turn import turn_words


class TalkingTable(Talking[MatcgState, Catalog], Protocol):
    """What DuelTalk reads of the table, besides what every table's talk (Talking) reads; it changes none of it."""

    steps: DuelSteps
    zones: dict[str, pygame.Rect]

    @property
    def rule_set(self) -> RuleSet: ...

    def _to_act(self) -> int | None: ...


class DuelTalk:
    """The duel table's words for the moment shown."""

    def __init__(self, table: TalkingTable) -> None:
        self.table = table

    def status_line(self) -> str:
        table = self.table
        view = table.campaign.state
        ending = combo_ending(table.campaign.session.log) if view.phase == COUNTER else ""
        moment = Moment(view, table.viewer, table.names, table._legal(), table._to_act(), table.seats.thinking(),
                        ending)
        return status_line(moment, table.catalog)

    def turn_lines(self) -> tuple[str, str, Rgb]:
        table = self.table
        view = table.state
        if not view.seats:
            return "", "", palette.TEXT
        over = view.over or table.campaign.state.over  # who acts is the game's as it stands, as the status line's
        small, big, seat = turn_words(view, table.rule_set, table.names, table._to_act(), table.seats.mine, over)
        return small, big, palette.GOLD_LIGHT if seat is None else seat_colour(view, seat)

    def suggestion(self, command: Command) -> Suggestion:
        """A card: onto the place its drag lights for that command; a fighter named or called: its panel; a step
        of the phases: its button."""
        table, names = self.table, self.table.names
        view = table.campaign.state
        if isinstance(command, CARD_COMMANDS):
            targets = held_targets(table.catalog, table.rule_set, view, table.viewer, table._legal(), command.card,
                                   names)
            target = next((t for t in targets if t.command == command), None)  # None: no longer legal
            words = card_hint(table.catalog, command.card, isinstance(command, cmd.DiscardCard),
                              target.title if target is not None else None)
            return Suggestion(words, command.card, table.zones[target.zone] if target is not None else None)
        for seat, pick in table.steps.panel_picks().items():
            if pick == command:
                return Suggestion(pick_hint(command, names[seat]),
                                  place=table.zones[fighter_zone(view, table.viewer, seat)])
        label = table.steps.label(command)
        return Suggestion(said(label), button=label)
