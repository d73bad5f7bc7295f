"""Bots for Ancient Arts: Kenpo Masters. A bot reads only `rules.view(state, seat)` for the seat it plays:
its own hand, never the opponent's hand or either deck's order.

A bot has a `name` and `choose(rules, view) -> Command`, and always returns one of
`rules.legal_commands(view, seat)` for the seat to act in that view. Levels, weakest first:
"random" (uniform over legal commands, for tests and soaks), "greedy" (each card for the points it adds
where the fighters stand, and steps out of the opponent's waiting attacks), and the three the ring arena
offers, which plan whole turns (game/ai/kenpo/bot.py): "easy" (each line of the turn judged as it leaves
the match, and now and then a worse one), "normal" (lines answered by the opponent's replies in two
guessed hands, a rare slip) and "hard" (six guessed hands, which also sift its many lines before the best
are answered, and the worst replies answered in turn; it knows how a match ends: a strike or a waiting attack
that reaches the winning score first weighs nearly as much as the win itself).
"""

from __future__ import annotations

from typing import Protocol

from game.ai import RandomBot, seat_to_act
from game.ai.kenpo.bot import SETTINGS, SearchBot
from game.engine.core import Command
from game.engine.kenpo import KenpoRules
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.combos import fake_bonus, mirrored_now
from game.engine.kenpo.geometry import destination
from game.engine.kenpo.scoring import resolve
from game.engine.kenpo.state import KenpoState, Played, revise

LEVELS = ("random", "greedy", "easy", "normal", "hard")
CARD_COST = 0.75  # points a card in hand is worth keeping: the greedy bot plays a card only for more


class Bot(Protocol):
    name: str

    def choose(self, rules: KenpoRules, view: KenpoState) -> Command: ...


class GreedyBot:
    """Scores every legal command by what the table would be worth if everything resolved where the fighters
    would then stand: its own attacks, minus the opponent's waiting attacks after its defences, minus a
    small price per card spent. Ties go to the first command listed."""

    name = "greedy"

    def choose(self, rules: KenpoRules, view: KenpoState) -> Command:
        seat = seat_to_act(rules, view)
        legal = rules.legal_commands(view, seat)
        return max(legal, key=lambda command: self._worth(rules, view, seat, command))

    def _worth(self, rules: KenpoRules, view: KenpoState, seat: int, command: Command) -> float:
        if isinstance(command, cmd.Rest):
            return rules.catalog.rest_draw * CARD_COST - self._danger(rules, view, seat) - 0.5
        if isinstance(command, cmd.EndTurn):
            return self._value(rules, view, seat)
        assert isinstance(command, cmd.PlayCard)
        return self._value(rules, self._after(rules, view, command), seat) - CARD_COST

    @staticmethod
    def _after(rules: KenpoRules, view: KenpoState, play: cmd.PlayCard) -> KenpoState:
        """The view with the card on the table and the fighter moved, without deciding (no Break, no draw)."""
        catalog, seat, table = rules.catalog, play.seat, view.tables[play.seat]
        positions = view.positions
        if play.move is not None:
            square = destination(seat, positions[seat], play.move)
            positions = (square, positions[1]) if seat == 0 else (positions[0], square)
        step = play.move if play.move is not None else view.step
        card = catalog.card(play.card)
        played = Played(card=play.card, move=step if card.kind == "action" else None, target=play.target,
                        mirrored=mirrored_now(catalog, table),
                        bonus=fake_bonus(catalog, table, play.card) if card.attack else 0,
                        on=table[-1].card if table else None)
        tables = list(view.tables)
        tables[seat] = table + (played,)
        return revise(view, tables=(tables[0], tables[1]), positions=positions, step=step)

    def _value(self, rules: KenpoRules, view: KenpoState, seat: int) -> float:
        hits, _ = resolve(rules.catalog, view, seat)
        return sum(h.points for h in hits) - self._danger(rules, view, seat)

    @staticmethod
    def _danger(rules: KenpoRules, view: KenpoState, seat: int) -> float:
        hits, guards = resolve(rules.catalog, view, 1 - seat)
        return sum(h.points for h in hits) - sum(g.hit_back for g in guards)


def make_bot(level: str, seed: int) -> Bot:
    """A fresh bot of this level; `seed` makes its random choices repeatable."""
    if level == "random":
        return RandomBot(seed)
    if level == "greedy":
        return GreedyBot()
    if level in SETTINGS:
        return SearchBot(level, seed, SETTINGS[level])
    raise KeyError(level)
