"""The in-game Hint: the search bot's own judgement, offered to the player.

In Play Combos it is the set of combos the search level would build this turn; in the other steps
it is the one command the search would take next. It reads only the player's view of the state.
"""

from __future__ import annotations

from game.ai.udo.combo import Combo, step_towards
from game.ai.udo.evaluate import Evaluator
from game.ai.udo.plan import Planner
from game.ai.udo.turn import apply
from game.engine.core import Command
from game.engine.udo import UdoRules
from game.engine.udo.combos import targets
from game.engine.udo.commands import EnrageCard, FinishPlaying
from game.engine.udo.state import PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS, UdoState

HINTED_PHASES = (PLAY, RESOLVE_COMBOS, RESOLVE_ATTACKS)


class Hinter:
    def __init__(self, rules: UdoRules):
        self.rules = rules
        self.planner = Planner(rules, Evaluator(rules.catalog))

    def combos(self, view: UdoState) -> tuple[Combo, ...]:
        """The combos to build this turn (Play Combos only)."""
        return self.planner.plan(view)

    def command(self, view: UdoState) -> Command | None:
        """The next decision in Resolve Combos or Resolve Attacks, or None if there is none."""
        if view.phase not in (RESOLVE_COMBOS, RESOLVE_ATTACKS):
            return None
        return self.planner.turn.best(view)[1]

    def picks(self, view: UdoState) -> list[str]:
        """The cards the search would choose, one after another, for the choice of cards waiting (ENRAGE n,
        Planning's take and keep, a recovery): what the picker's Hint chooses."""
        if not view.pending:
            return []
        kind = view.pending[0][0]
        chosen: list[str] = []
        state: UdoState | None = view
        while state is not None and state.pending and state.pending[0][0] == kind and len(chosen) < 20:
            if state.resolving is None:  # a kept attack's ENRAGE, between the steps the search plays
                options = targets(self.rules.catalog, state, state.pending[0])
                command: Command | None = EnrageCard(card=self.planner.turn.enrage_order(state, options)[0])
            else:
                command = self.planner.turn.best(state)[1]
            card = getattr(command, "card", None)
            if command is None or not isinstance(card, str):
                break
            chosen.append(card)
            state = apply(self.rules, state, command)
        return chosen


def find(hinter: Hinter, view: UdoState) -> tuple[tuple[Combo, ...] | None, Command | None] | None:
    """The hint for `view` (in the thinking process): the combos to build in Play Combos (once the table holds them,
    none left to build, the Fight), else the next command; None when there is no command to suggest."""
    if view.phase != PLAY:
        command = hinter.command(view)
        return (None, command) if command is not None else None
    plan = hinter.combos(view)
    return (None, FinishPlaying()) if next_step(view, plan) is None else (plan, None)


def next_step(view: UdoState, plan: tuple[Combo, ...]) -> Command | None:
    """The next command that moves the table's combos towards the plan; None once they match."""
    command = step_towards(view.combos, plan)
    return None if isinstance(command, FinishPlaying) else command
