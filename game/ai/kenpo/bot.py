"""The searching Kenpo Masters bots (easy, normal, hard): one Search each, its plan kept for the turn.

At the first decision of a turn the bot plans the whole turn (kenpo_search) and keeps the commands left with
the moment each is meant for; while the view matches that moment it plays on, else it plans again from the
view it is given (after an undo, a loaded save, or a view met cold part way into a turn). A bot reads its
seat's view only: handed anything else, it hides what that seat may not see before it looks.
"""

from __future__ import annotations

from game.ai import seat_to_act
from game.ai.kenpo.evaluate import Weights
from game.ai.kenpo.sample import guesser
from game.ai.kenpo.search import Search, Settings
from game.ai.kenpo.turns import play_card
from game.engine.core import Command
from game.engine.kenpo import KenpoRules
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.state import KenpoState

SETTINGS: dict[str, Settings] = {
    "easy": Settings(max_cards=2, budget=60, worlds=0, blunder=0.3),
    "normal": Settings(max_cards=3, budget=150, width=4, worlds=2, blunder=0.1),
    "hard": Settings(max_cards=4, budget=400, width=8, worlds=6, deep=3, screen=48, weights=Weights(finish=0.8)),
}

Moment = tuple[object, ...]


def moment(view: KenpoState) -> Moment:
    """What the seat to act sees of its own turn so far."""
    seat = view.seat
    return (view.turn, seat, view.hands[seat], view.tables[seat], view.positions, view.step, view.free_step)


class SearchBot:
    def __init__(self, level: str, seed: int, settings: Settings):
        self.name = level
        self._seed = seed
        self._settings = settings
        self._search: tuple[KenpoRules, Search] | None = None
        self._plan: list[tuple[Moment, Command]] = []

    def choose(self, rules: KenpoRules, view: KenpoState) -> Command:
        seat = seat_to_act(rules, view)
        view = rules.view(view, seat)
        legal = rules.legal_commands(view, seat)
        if len(legal) == 1:
            return legal[0]
        now = moment(view)
        if not self._plan or self._plan[0][0] != now:
            self._plan = self._planned(rules, view)
        command = self._plan.pop(0)[1]
        return command if command in legal else legal[0]

    def _planned(self, rules: KenpoRules, view: KenpoState) -> list[tuple[Moment, Command]]:
        if self._search is None or self._search[0] is not rules:
            self._search = (rules, Search(rules.catalog, self._settings))
        line = self._search[1].plan(view, guesser(self._seed, view))
        plan, state = [], view
        for command in line.commands:
            plan.append((moment(state), command))
            if isinstance(command, cmd.PlayCard):
                state, _ = play_card(rules.catalog, state, command)
        return plan
