"""Whole games played quickly by the computer, for tests of what a finished game shows."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.games import game
from game.rulesets import ruleset

LEVEL = "easy"  # quick to choose, and a whole game still ends


def finished(ruleset_id: str, seed: int, options: dict[str, Any] | None = None) -> Session[Any]:
    """A game of the ruleset from `seed` (started with `options`) played to its end by the easiest computer player
    (the only one, for a ruleset that has one)."""
    rules: Any = ruleset(ruleset_id)
    session: Session[Any] = Session.new(rules, seed, options)
    bots = game(ruleset_id).bots()
    level = LEVEL if LEVEL in bots.levels else bots.strongest
    seated: dict[int, Any] = {}
    while not rules.is_over(session.state):
        seat = rules.to_act(session.state)
        bot = seated.setdefault(seat, bots.make(level, seed + seat))
        session.submit(bot.choose(rules, rules.view(session.state, seat)))
    return session
