"""The "search" bot: plans each turn's combos by search, then plays the plan out command by command.

Masters are chosen by MasterChooser (game/ai/udo/masters.py). At the start of Play Combos the bot
asks the Planner for the turn's combos, keeps them with a key of the moment they were planned for,
and steps towards them; if the table no longer matches (someone else moved, or a save was loaded)
it plans again. In Resolve Combos and Resolve Attacks it searches the rest of the turn afresh at
every decision, which is cheap there. Kai spends her kept attacks as udo_rage.py says, before planning.
"""

from __future__ import annotations

from game.ai.udo.combo import Combo, step_towards
from game.ai.udo.evaluate import Evaluator
from game.ai.udo.masters import MasterChooser
from game.ai.udo.plan import Planner
from game.ai.udo.rage import spend_kept
from game.engine.core import Command
from game.engine.udo import UdoRules
from game.engine.udo import commands as cmd
from game.engine.udo.combos import targets
from game.engine.udo.state import CHOOSE_MASTER, PLAY, UdoState

PlanKey = tuple[object, ...]


class SearchBot:
    name = "search"

    def __init__(self) -> None:
        self._parts: tuple[UdoRules, Planner, MasterChooser] | None = None
        self._plan: tuple[PlanKey, tuple[Combo, ...]] | None = None

    def choose(self, rules: UdoRules, view: UdoState) -> Command:
        legal = rules.legal_commands(view, 0)
        planner, masters = self._parts_for(rules)
        spend = spend_kept(rules, view)
        if view.phase == CHOOSE_MASTER:
            choice: Command | None = cmd.ChooseMaster(master=masters.choose(view))
        elif spend is not None:
            choice = spend
        elif view.pending and view.resolving is None:  # the ENRAGE of a kept attack
            calm = targets(rules.catalog, view, view.pending[0])
            choice = cmd.EnrageCard(card=planner.turn.enrage_order(view, calm)[0])
        elif view.phase == PLAY:
            choice = step_towards(view.combos, self._target(planner, view))
        else:
            choice = planner.turn.best(view)[1]
        return choice if choice in legal else legal[0]

    def _parts_for(self, rules: UdoRules) -> tuple[Planner, MasterChooser]:
        """The planner and master chooser for these rules, built once (a new ruleset starts afresh)."""
        if self._parts is None or self._parts[0] is not rules:
            evaluator = Evaluator(rules.catalog)
            self._parts = (rules, Planner(rules, evaluator), MasterChooser(rules.catalog, evaluator))
            self._plan = None
        return self._parts[1], self._parts[2]

    def _target(self, planner: Planner, view: UdoState) -> tuple[Combo, ...]:
        cards = tuple(sorted(view.hand + tuple(c for combo in view.combos for c in combo)))
        key = (view.turn, view.master, view.covered, view.charge, cards, view.revealed, view.discard, view.enraged,
               view.kai_enraged, view.kept)
        if self._plan is None or self._plan[0] != key:
            self._plan = (key, planner.plan(view))
        return self._plan[1]
