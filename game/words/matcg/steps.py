"""The duel table's steps and the commands made on the fighters' panels: the legal commands that play no card are
buttons, named for what they do now ("Take the hit", "Let it land", "Call Player 4"); at a table of teams a click
on another fighter's lit panel names it the enemies' leader or calls it to defend; and the Hint's words for each
("block with Iron Palm", "take the hit").

A part the table holds (`DuelSteps(table)`), reading the table through `StepsTable`."""

from __future__ import annotations

from typing import Protocol

from game.engine.core import Command
from game.engine.matcg import commands as cmd
from game.engine.matcg.cards import Catalog
from game.engine.matcg.state import PREP
from game.engine.matcg.teams import stand_in
from game.play.campaign import Campaign
from game.words.matcg.telling import name_of

STEPS: dict[type, str] = {cmd.LetResolve: "Let it resolve", cmd.DeclineCounter: "No counter",
                          cmd.EndCombo: "End the combo", cmd.EndTurn: "End the turn",
                          cmd.CallTeammate: "Call your teammate", cmd.AcceptDraw: "Accept the draw",
                          cmd.DeclineDraw: "Fight on"}


class StepsTable(Protocol):
    """What DuelSteps reads of the table; it changes none of it."""

    campaign: Campaign
    names: tuple[str, ...]

    @property
    def viewer(self) -> int: ...

    def _legal(self) -> list[Command]:
        """What the person at the screen may do now (nothing unless they may act)."""
        ...


class DuelSteps:
    """The commands of no card the person at the screen may make now, and what each is called."""

    def __init__(self, table: StepsTable) -> None:
        self.table = table

    def panel_picks(self) -> dict[int, Command]:
        """The commands a click on a fighter's panel makes: naming it the enemies' leader (the seat's own panel
        too: the enemy who names may name itself), calling it (a teammate) to defend you."""
        picks: dict[int, Command] = {}
        view = self.table.campaign.state
        for command in self.table._legal():
            if isinstance(command, cmd.NameLeader):
                picks[command.leader] = command
            elif isinstance(command, cmd.CallTeammate) and view.attack is not None:
                mate = command.teammate if command.teammate is not None else stand_in(view, view.attack)
                if mate is not None:
                    picks[mate] = command
        return picks

    def steps(self) -> list[Command]:
        """The legal commands of no card, for the buttons: the first call to a teammate stands for them all (the
        others are made on the teammates' panels); the naming of the leader is made on the panels alone."""
        steps: list[Command] = []
        for command in self.table._legal():
            if hasattr(command, "card") or isinstance(command, cmd.NameLeader):
                continue
            if isinstance(command, cmd.CallTeammate) and any(isinstance(c, cmd.CallTeammate) for c in steps):
                continue
            steps.append(command)
        return steps

    def label(self, command: Command) -> str:
        """The words on the button of a step, for what it does now."""
        view = self.table.campaign.state
        if isinstance(command, cmd.EndBlock):
            attack = view.attack
            return "Let it land" if attack is not None and (attack.blocks or attack.target != self.table.viewer) \
                else "Take the hit"
        if isinstance(command, cmd.EndPhase):
            return "On to attack" if view.phase == PREP else "To the Resolve Phase"
        if isinstance(command, cmd.CallTeammate) and command.teammate is not None:
            return f"Call {self.table.names[command.teammate]}"
        return STEPS.get(type(command), type(command).__name__)


def said(title: str) -> str:
    """A button's or a place's title read inside the Hint's sentence: "Take the hit" as "take the hit"."""
    return title[:1].lower() + title[1:]


def card_hint(catalog: Catalog, card: str, discards: bool, title: str | None) -> str:
    """The Hint's words for a card of the hand: the title of the place its drag lights for the command, or the verb
    and the card's name where that place is its discards or none is lit (the command is no longer legal)."""
    if title is None or title == "Discard it":
        return f"{'discard' if discards else 'play'} {name_of(catalog, card)}"
    return said(title)


def pick_hint(command: Command, name: str) -> str:
    """The Hint's words for a click on the panel of the fighter called `name`."""
    return f"name {name} the leader" if isinstance(command, cmd.NameLeader) else f"call {name} to defend you"
