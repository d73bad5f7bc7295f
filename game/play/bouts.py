"""A game played to its end by bots, headless, whatever the game: the loop `autoplay` runs for each of its games
and a tournament's director for a match between computers (in the thinking process, game.scenes.worker). The rules
and the bots come from the registry; each command is chosen by the bot of the seat to act, from that seat's view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.core import Event, Ruleset, Session, table_for

MAX_COMMANDS = 5000


class GameError(Exception):
    """A game that could not be played to its end (an illegal bot command, a runaway game)."""


def make_bots(make_bot: Callable[[str, int], Any], levels: list[str], seed: int) -> list[Any]:
    """Fresh bots for one game; the solo bot is seeded with the game's seed, each seat's with its own."""
    if len(levels) == 1:
        return [make_bot(levels[0], seed)]
    return [make_bot(level, seed * len(levels) + seat) for seat, level in enumerate(levels)]


def play(rules: Ruleset[Any], bots: list[Any], seed: int, options: dict[str, Any],
         before: Callable[[Session[Any], int | None], None] | None = None,
         after: Callable[[Session[Any], Any, list[Event]], None] | None = None,
         batches: list[list[Event]] | None = None) -> Session[Any]:
    """The game of `seed` played to its end (from the events of `batches` when given: a game begun elsewhere).
    `before(session, seat)` is called before each command (the seat to act) and once at the end (None);
    `after(session, state, events)` after each command, `state` the one before it."""
    if batches is None:
        session: Session[Any] = Session.new(rules, seed, options)
    else:
        session = Session(rules, seed, [list(batch) for batch in batches], table=table_for(rules, options))
    for _ in range(MAX_COMMANDS):
        if rules.is_over(session.state):
            if before is not None:
                before(session, None)
            return session
        seat = rules.to_act(session.state)
        if seat is None:
            raise GameError("a running game has no seat to act")
        if before is not None:
            before(session, seat)
        state = session.state
        bot = bots[seat]
        command = bot.choose(rules, rules.view(session.state, seat))
        result = session.submit(command)
        if result.rejected is not None:
            raise GameError(f"bot {bot.name} chose a rejected command {command}: {result.rejected.message}")
        if after is not None:
            after(session, state, result.events)
    if rules.is_over(session.state):
        return session
    raise GameError(f"the game ran past {MAX_COMMANDS} commands")


def sole_winner(rules: Ruleset[Any], session: Session[Any]) -> int | None:
    """The seat that won a finished game alone, or None (a draw, or first place shared)."""
    outcome = rules.outcome(session.state)
    if outcome is None:
        raise GameError("a finished game has no outcome")
    return outcome.winners[0] if len(outcome.winners) == 1 else None


def play_match(ruleset_id: str, levels: list[str], seed: int, options: dict[str, Any],
               batches: list[list[Event]] | None = None) -> int | None:
    """A two-seat match between the bots of `levels` (seat 0's first), played to its end (on from the events of
    `batches`, a match begun at the table): the seat that won, or None for a draw."""
    return played_match(ruleset_id, levels, seed, options, batches)[0]


def played_match(ruleset_id: str, levels: list[str], seed: int, options: dict[str, Any],
                 batches: list[list[Event]] | None = None) -> tuple[int | None, list[list[Event]]]:
    """play_match's seat that won, with the match's events, batch by batch (to keep it for Replays). Made to run in
    the thinking process: only names and plain values (and events) cross to it and back."""
    from game.games import game
    from game.rulesets import ruleset

    rules = ruleset(ruleset_id)
    bots = make_bots(game(ruleset_id).bots().make, levels, seed)
    session = play(rules, bots, seed, dict(options), batches=batches)
    return sole_winner(rules, session), session.batches
