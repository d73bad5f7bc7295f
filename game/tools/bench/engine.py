"""Engine and bot benchmarks: throughput over recorded bot games, refold and save/load of a 1,000-event log,
and bot decision times on mid-game states.

Everything here is single-threaded Python, timed by this thread's CPU time (time.thread_time), so that
other processes on a shared machine do not inflate the figures; on a quiet machine it equals wall time.
"""

from __future__ import annotations

import gc
import time
from dataclasses import dataclass
from typing import Any

from game import games as registry
from game import rulesets
from game.engine import log
from game.engine.core import Event, Session, fold
from game.files import saves
from game.tools.bench.corpus import Game, bot_makers
from game.tools.bench.stats import median, percentile

LOG_EVENTS = 1000


@dataclass
class Throughput:
    commands: int
    events: int
    seconds: float

    @property
    def commands_per_s(self) -> float:
        return self.commands / self.seconds if self.seconds > 0 else 0.0

    @property
    def events_per_s(self) -> float:
        return self.events / self.seconds if self.seconds > 0 else 0.0


def throughput(games: list[Game], replays: int) -> Throughput:
    """Replays the recorded commands of every game through a fresh session (set-up included), `replays` times: the
    figure is the median of those passes over the games.

    Only the engine is timed: the bots chose these commands when the corpus was recorded. The garbage the bench's
    parts before this one left (the scenes and pictures of the frame and idle parts, in cycles) is collected first:
    in a full run the collector's first full pass after them fell in Kai's replays, freed it there and cost them
    about 90 ms of CPU time, where the replays themselves take about 55. A pass that meets something else's work
    all the same (another process sharing the core) is not the median."""
    gc.collect()
    passes = []
    for _ in range(replays):
        seconds = 0.0
        for game in games:
            started = time.thread_time()
            session: Session[Any] = Session.new(game.rules, game.seed)
            for command in game.commands:
                session.submit(command)
            seconds += time.thread_time() - started
            if session.state != game.states[-1]:
                raise RuntimeError(f"replaying seed {game.seed} of {game.rules.id} did not reach the same state")
        passes.append(seconds)
    return Throughput(sum(len(game.commands) for game in games), sum(game.events for game in games), median(passes))


def long_log(games: list[Game], events: int = LOG_EVENTS) -> list[list[Event]]:
    """Batches holding exactly `events` events: whole campaigns one after another, the last one cut short.

    A campaign's first event starts it afresh, so the log folds like a player's campaigns played in a row."""
    if not any(game.events for game in games):
        raise ValueError("no recorded events to build a log from")
    batches: list[list[Event]] = []
    count = 0
    while count < events:
        for game in games:
            for batch in game.batches:
                take = batch[: events - count]
                if take:
                    batches.append(list(take))
                    count += len(take)
    return batches


@dataclass
class LogTimes:
    refold_ms: float
    save_ms: float
    load_ms: float

    @property
    def save_load_ms(self) -> float:
        return self.save_ms + self.load_ms


def log_times(games: list[Game], repeats: int) -> LogTimes:
    """Median times to refold, save (to JSON lines text) and load (parse and refold) a 1,000-event log."""
    rules, seed = games[0].rules, games[0].seed
    batches = long_log(games)
    events = [event for batch in batches for event in batch]
    session: Session[Any] = Session(rules, seed, batches)
    refold, save, load = [], [], []
    for _ in range(repeats):
        started = time.thread_time()
        state = fold(rules, events)
        refold.append(time.thread_time() - started)
        started = time.thread_time()
        text = saves.dumps(session)
        save.append(time.thread_time() - started)
        started = time.thread_time()
        loaded = log.loads(text, rulesets.event_types, rulesets.first_format)
        reloaded: Session[Any] = Session(rules, loaded.seed, loaded.batches)
        load.append(time.thread_time() - started)
        if reloaded.state != state or state != session.state:
            raise RuntimeError(f"the {LOG_EVENTS}-event log of {rules.id} does not survive save and load")
    return LogTimes(median(refold) * 1000, median(save) * 1000, median(load) * 1000)


def mid_game_states(games: list[Game], count: int) -> list[Any]:
    """`count` states spread evenly over the middle third of every game, where a seat has to act."""
    candidates = []
    for game in games:
        third = len(game.states) // 3
        for state in game.states[third : len(game.states) - third]:
            if not game.rules.is_over(state) and game.rules.to_act(state) is not None:
                candidates.append(state)
    if len(candidates) <= count:
        return candidates
    return [candidates[i * len(candidates) // count] for i in range(count)]


@dataclass
class BotTimes:
    level: str
    p50_s: float
    p95_s: float
    decisions: int


def bot_times(ruleset_id: str, games: list[Game], count: int) -> list[BotTimes]:
    """Decision time of one bot per level on the same mid-game states (one untimed warm-up decision first).

    A state met cold costs the search bot a fresh plan, so these are upper bounds for play, where a
    plan made at the start of a turn is reused for the rest of it."""
    levels, make_bot = bot_makers(ruleset_id)
    if not games:
        return []
    rules = games[0].rules
    states = mid_game_states(games, count)
    results = []
    for level in levels:
        bot = make_bot(level, 1)
        seconds = []
        for i, state in enumerate([states[-1], *states] if states else []):
            view = rules.view(state, rules.to_act(state) or 0)
            started = time.thread_time()
            bot.choose(rules, view)
            if i:  # the first decision, on the last state, only warms the bot up
                seconds.append(time.thread_time() - started)
        results.append(BotTimes(level, percentile(seconds, 50), percentile(seconds, 95), len(seconds)))
    return results


def hint_times(games: list[Game], count: int) -> BotTimes | None:
    """Time the Hint takes to plan a turn's combos, on mid-game Play Combos states met cold, as the
    player meets them when pressing H (None for rulesets without a Hint)."""
    hint = registry.game(games[0].rules.id).bots().hint if games else None
    if hint is None:
        return None
    rules = games[0].rules
    applies, plan = hint(rules)
    states = [s for s in mid_game_states(games, count * 4) if applies(rules.view(s, 0))][:count]
    seconds = []
    for i, state in enumerate([states[-1], *states] if states else []):
        started = time.thread_time()
        plan(rules.view(state, 0))
        if i:
            seconds.append(time.thread_time() - started)
    return BotTimes("hint", percentile(seconds, 50), percentile(seconds, 95), len(seconds))
