"""Which master to fight next: the plan for the rest of the campaign with the best expected glory.

A fight's chance is judged from the cards that will be held when it starts (every card comes back
after a fight, plus the special moves won before it): how many turns those cards need to cover the
master's hearts, and so how many attacks must be endured before the last turn. The chance curve was
measured with the search bot (see the report of game/ai/udo/__init__.py): about 0.95 with two rounds of
attacks to sit through, 0.65-0.8 with four to six, near 0 past ten.
"""

from __future__ import annotations

from itertools import combinations
from math import exp

from game.ai.udo.evaluate import Evaluator
from game.engine.udo.cards import Catalog, Master
from game.engine.udo.state import UdoState

EVEN_PRESSURE = 7.0  # attacks endured before the last turn at which a fight is a coin flip
PRESSURE_SCALE = 1.5  # how fast the chance falls around that point
CANDIDATES_PER_GLORY = 3  # likeliest masters of each glory value considered for the plan


class MasterChooser:
    def __init__(self, catalog: Catalog, evaluator: Evaluator):
        self.catalog = catalog
        self.evaluator = evaluator
        self._chances: dict[tuple[str, tuple[str, ...], frozenset[str]], float] = {}

    def chance(self, master: Master, cards: tuple[str, ...], enraged: frozenset[str] = frozenset()) -> float:
        """The estimated chance to defeat `master` holding `cards` (Kai's `enraged` ones on that side)."""
        key = (master.id, tuple(sorted(cards)), enraged)
        known = self._chances.get(key)
        if known is None:
            hearts = tuple(v for body in master.bodies for v in body.hearts)
            turns = self.evaluator.turns_to_beat(key[1], hearts, enraged=enraged)
            pressure = (turns - 1) * sum(body.swords for body in master.bodies)
            known = self._chances[key] = 1 / (1 + exp((pressure - EVEN_PRESSURE) / PRESSURE_SCALE))
        return known

    def choose(self, view: UdoState) -> str:
        """The first master of the best plan: the masters still needed, likeliest first, whose
        expected glory (each master's glory times the chance of getting that far) is highest."""
        needed = self.catalog.masters_to_defeat - len(view.defeated)
        remaining = [m for m in self.catalog.masters if m.id not in view.defeated]
        cards = view.hand + view.discard
        fresh = {m.id: self.chance(m, cards, view.enraged) for m in remaining}
        candidates: list[Master] = []
        for glory in sorted({m.glory for m in remaining}):
            tier = [m for m in remaining if m.glory == glory]
            candidates += sorted(tier, key=lambda m: (-fresh[m.id], m.id))[:CANDIDATES_PER_GLORY]
        best: tuple[tuple[float, float], str] | None = None
        for group in combinations(candidates, min(needed, len(candidates))):
            order = sorted(group, key=lambda m: (-fresh[m.id], m.glory, m.id))
            expected, alive, held = 0.0, 1.0, cards
            for master in order:
                alive *= self.chance(master, held, view.enraged)
                expected += alive * master.glory
                held = held + (master.special_move.id,)
            if best is None or (expected, alive) > best[0]:
                best = ((expected, alive), order[0].id)
        assert best is not None
        return best[1]
