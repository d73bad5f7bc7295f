"""The end of a round searched by sampling: once the draw pile is (nearly) empty the cards a seat cannot see are
few, so the hard bot deals them out at random many times (each deal consistent with its view: every other hand
of its size, the rest as the draw pile) and plays every candidate command out to the end of the round with a
quick policy for every seat, keeping the command whose playouts end best for it.

Only the seat's own view is used: the deals are guesses drawn from the cards it cannot place.
"""

from __future__ import annotations

import random

from game.ai.master.knowledge import Knowledge
from game.engine.core import Command, Rejected
from game.engine.master import MasterRules
from game.engine.master import commands as cmd
from game.engine.master.state import MasterState, revise


def deal(know: Knowledge, rng: random.Random) -> MasterState:
    """The view with every hidden card placed at random: the other hands, then the draw pile."""
    view, seat = know.view, know.seat
    pool = list(know.unseen)
    rng.shuffle(pool)
    hands = []
    for other, hand in enumerate(view.hands):
        if other == seat:
            hands.append(hand)
        else:
            hands.append(tuple(pool[: len(hand)]))
            pool = pool[len(hand) :]
    return revise(view, hands=tuple(hands), draw=tuple(pool))


def quick(rules: MasterRules, state: MasterState, seat: int) -> Command:
    """The playout policy: the most valuable set, else an answer to a steal (the cheapest card), else a steal of
    the most valuable set, else the least valuable card thrown away."""
    legal = rules.legal_commands(state, seat)
    value = rules.catalog.value_of
    best: Command = legal[-1]
    best_key: tuple[float, ...] = (-1.0,)
    for command in legal:
        if isinstance(command, cmd.FormSet):
            key: tuple[float, ...] = (4, sum(value[card] for card in command.cards))
        elif isinstance(command, cmd.DefendSteal):
            key = (3, -value[command.card])
        elif isinstance(command, cmd.AttemptSteal):
            key = (2, sum(value[card] for card in state.sets[command.target][-1].cards), -value[command.card])
        elif isinstance(command, cmd.DiscardCard):
            key = (1, -value[command.card])
        else:
            key = (0,)
        if key > best_key:
            best, best_key = command, key
    return best


def playout(rules: MasterRules, state: MasterState, command: Command, seat: int, rng: random.Random,
            limit: int = 200) -> float:
    """Plays `command` then the quick policy to the end of the round: the seat's lead over the best other seat,
    counting earlier rounds."""
    finished = len(state.past)
    for step in range(limit):
        if step:
            acting = rules.to_act(state)
            if acting is None:
                break
            command = quick(rules, state, acting)
        events = rules.decide(state, command, rng.randrange(1 << 30), 0)
        if isinstance(events, Rejected):
            raise AssertionError(f"the playout chose a rejected command: {events.message}")
        for event in events:
            state = rules.evolve(state, event)
            if len(state.past) > finished:
                return lead(state, seat)
    return lead(state, seat)


def lead(state: MasterState, seat: int) -> float:
    totals = [sum(scores[s] for scores in state.past) for s in range(state.players)]
    return totals[seat] - max(total for s, total in enumerate(totals) if s != seat)


def search(rules: MasterRules, know: Knowledge, legal: list[Command], rng: random.Random, deals: int) -> Command:
    """The command whose playouts over the same `deals` guessed deals end with the best lead on average."""
    worlds = [deal(know, rng) for _ in range(deals)]
    seeds = [rng.randrange(1 << 30) for _ in range(deals)]
    best, best_score = legal[0], float("-inf")
    for command in legal:
        score = sum(playout(rules, world, command, know.seat, random.Random(seeds[i])) for i, world in
                    enumerate(worlds))
        if score > best_score:
            best, best_score = command, score
    return best
