"""A UI monkey: random clicks, drags, key presses, wheel turns and window resizes across every scene; among the keys,
Tab and the arrows move the keyboard's focus and Enter or Space presses what it is on, and now and then the monkey
tabs to a button and presses it.

Quitting is disabled (a quit starts over at the menu), so the monkey keeps playing; now and then it is dropped
into a scene chance would not reach (an ending, a finished duel, the damaged-data report). It starts as the game
does, after the start-up frame (which the launch budget measures) and its background warm-up. Every frame is
timed in full, from its input being handled through the update to the end of the draw (a resize
included), both by the wall clock, which the goal is about, and by this thread's CPU time, which
other programs on a busy machine cannot stretch. Once a frame is shown the monkey gives the stack the time that
frame leaves at 60 frames a second (Stack.after_frame), as the game does, and times that work apart: the slowest,
and how many frames it made last past their sixtieth of a second. Its stack is paced as the game's is: a frame
after a scene opened or closed or the window was resized, or one that would show a face never drawn, presents
nothing (the picture on screen is held) until the new picture has been rehearsed in that spare time; the monkey
counts those frames and times each wait from the frame that held the picture to the end of the one that drew the
next. It reports the slowest frames and what they did, and how much resident memory grew after warm-up. The tests
assert only that nothing raised, that the scenes were seen and that memory stayed bounded; frame times go to the
README's Reliability section.

Its goal for frame times: frames that resize the window are counted apart (a resize lays every scene out anew),
and the others are grouped by the scene on top and the window's size; in each group of at least GROUP_LEAST frames,
p99 at most GROUP_RATIO times that group's p50 (`worst_group`: the highest ratio), and the slowest frame of the run
at most SLOWEST_MS by the wall clock.
"""

from __future__ import annotations

import heapq
import random
import time
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game.app import after_first_frame, keep_for_good, make_context
from game.engine.core import Session
from game.games import game
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.base import Push, Scene, Stack
from game.scenes.context import Context
from game.scenes.menu import MenuScene
from game.ui.viewport import Viewport

SIZES = [(1024, 600), (1280, 720), (1600, 900), (1920, 1080), (1366, 768)]
KEYS = [(pygame.K_RETURN, 0), (pygame.K_ESCAPE, 0), (pygame.K_z, pygame.KMOD_CTRL), (pygame.K_y, pygame.KMOD_CTRL),
        (pygame.K_c, 0), (pygame.K_DOWN, 0), (pygame.K_PAGEDOWN, 0), (pygame.K_UP, 0), (pygame.K_h, 0),
        (pygame.K_TAB, 0), (pygame.K_TAB, pygame.KMOD_SHIFT), (pygame.K_LEFT, 0), (pygame.K_RIGHT, 0),
        (pygame.K_SPACE, 0)]
PERIOD = 1 / 60  # seconds between frames at the game's rate
KEPT = 20  # the slowest frames kept with what they did
WARM_UP = 2000  # events before memory is first measured: the bounded caches fill up by then (their bound is set
# by the largest window seen, so the monkey opens the window at every size before it starts)
RSS_EVERY = 100  # events between samples of resident memory
GROUP_LEAST, GROUP_RATIO, SLOWEST_MS = 100, 2.0, 33.0  # the goal for frame times (see above)


@dataclass(order=True)
class Frame:
    wall_ms: float
    cpu_ms: float
    action: str  # e.g. "event 5093: resize to 1920x1080 in ComboBoardScene>PickerScene"


@dataclass
class Report:
    events: int
    scenes_seen: set[str]
    rss_growth_mb: float  # how far the floor of resident memory rose: see memory_trend
    rss_peak_growth_mb: float  # the highest sample minus the first quarter's floor: the working set's swing
    wall_ms: array = field(default_factory=lambda: array("d"))  # every frame, in order
    cpu_ms: array = field(default_factory=lambda: array("d"))
    after_ms: array = field(default_factory=lambda: array("d"))  # the work after each frame is shown (wall clock)
    overran: int = 0  # frames on time whose work after they were drawn ended past their sixtieth of a second
    held: int = 0  # frames that drew nothing, the picture on screen held while the next was made (Stack.paced)
    reveal_ms: array = field(default_factory=lambda: array("d"))  # each held picture: from the start of the frame
    # that held it to the end of the frame that drew the next, the wait a player sees after a click (wall clock)
    slowest: list[Frame] = field(default_factory=list)  # by wall time, slowest first
    groups: dict[tuple[str, str], array] = field(default_factory=dict)  # (scene on top, window size): wall ms
    resize_ms: array = field(default_factory=lambda: array("d"))  # the frames that resized the window (wall ms)

    def count(self, frame: Frame, scene: str, size: tuple[int, int], resized: bool) -> None:
        """One frame's wall time, in the whole run and in its group: the resizes apart, the others by the scene on
        top and the window's size."""
        self.wall_ms.append(frame.wall_ms)
        self.cpu_ms.append(frame.cpu_ms)
        if resized:
            self.resize_ms.append(frame.wall_ms)
        else:
            self.groups.setdefault((scene, f"{size[0]}x{size[1]}"), array("d")).append(frame.wall_ms)

    @property
    def worst_group(self) -> tuple[str, str, int, float, float]:
        """The group of at least GROUP_LEAST frames with the highest p99 over p50: scene, size, frames, p50, p99
        (empty names and zeros when no group is that large)."""
        figures = [(scene, size, len(ms), percentile(ms, 0.5), percentile(ms, 0.99))
                   for (scene, size), ms in self.groups.items() if len(ms) >= GROUP_LEAST]
        return max(figures, key=lambda f: f[4] / f[3] if f[3] > 0 else 0.0, default=("", "", 0, 0.0, 0.0))

    @property
    def goal_met(self) -> bool:
        _, _, _, p50, p99 = self.worst_group
        return p99 <= GROUP_RATIO * p50 and self.slowest_frame_ms <= SLOWEST_MS

    @property
    def slowest_frame_ms(self) -> float:
        return self.slowest[0].wall_ms if self.slowest else 0.0

    @property
    def slowest_at(self) -> str:
        return self.slowest[0].action if self.slowest else ""

    @property
    def p99_frame_ms(self) -> float:
        return percentile(self.wall_ms, 0.99)

    @property
    def slowest_cpu_ms(self) -> float:
        return max(self.cpu_ms, default=0.0)

    @property
    def p99_cpu_ms(self) -> float:
        return percentile(self.cpu_ms, 0.99)

    def summary(self) -> str:
        scene, size, frames, p50, p99 = self.worst_group
        return (f"monkey events={self.events} scenes={len(self.scenes_seen)} "
                f"slowest_frame_ms={self.slowest_frame_ms:.1f} p99_frame_ms={self.p99_frame_ms:.1f} "
                f"slowest_cpu_ms={self.slowest_cpu_ms:.1f} p99_cpu_ms={self.p99_cpu_ms:.1f} "
                f"slowest_after_ms={max(self.after_ms, default=0.0):.1f} overran={self.overran} "
                f"held={self.held} reveal_p50_ms={percentile(self.reveal_ms, 0.5):.1f} "
                f"reveal_p99_ms={percentile(self.reveal_ms, 0.99):.1f} "
                f"slowest_reveal_ms={max(self.reveal_ms, default=0.0):.1f} "
                f"rss_growth_mb={self.rss_growth_mb:.1f} rss_peak_growth_mb={self.rss_peak_growth_mb:.1f} "
                f"resize_frames={len(self.resize_ms)} resize_p99_ms={percentile(self.resize_ms, 0.99):.1f} "
                f"groups={sum(len(ms) >= GROUP_LEAST for ms in self.groups.values())} "
                f"worst_group={scene}@{size} worst_group_frames={frames} worst_group_p50_ms={p50:.2f} "
                f"worst_group_p99_ms={p99:.2f} worst_group_ratio={p99 / p50 if p50 > 0 else 0.0:.2f} "
                f"goal={'met' if self.goal_met else 'MISSED'}\n"
                f"slowest at: {self.slowest_at}")


def percentile(values: array, share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0


def memory_trend(samples: array) -> tuple[float, float]:
    """(growth, swing) of resident memory sampled after warm-up. Growth is how far its floor rose: the lowest
    sample of the last quarter minus the lowest of the first. What is kept for good raises the floor, while the
    working set's swing with the scene and the window size (tens of megabytes) does not. Swing is the highest
    sample minus that first floor."""
    quarter = max(1, len(samples) // 4)
    floor = min(samples[:quarter], default=0.0)
    return min(samples[-quarter:], default=floor) - floor, max(samples, default=floor) - floor


def resident_mb() -> float:
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return 0.0
    return pages * 4096 / 2**20


def hotspots(stack: Stack) -> list[tuple[int, int]]:
    """Points worth clicking in the top scene: its buttons, cards, hearts and zones."""
    scene = stack.top
    vp = scene.ctx.viewport
    points = [b.screen_rect(vp).center for b in getattr(scene, "buttons", [])]
    points += [s.rect.center for s in getattr(scene, "by_key", {}).values()]
    points += [r.center for r in getattr(scene, "heart_boxes", {}).values()]
    points += [vp.rect(z).center for z in getattr(scene, "zones", {}).values()]
    cells = getattr(scene, "_cells", None)
    if callable(cells):
        points += [vp.rect(r).center for r in cells().values()]
    rects = getattr(scene, "_rects", None)
    if callable(rects):
        points += [vp.rect(r).center for r in rects().values()]
    return points or [(vp.width // 2, vp.height // 2)]


Probe = Callable[[int, Stack, Frame], None]


def finished(ruleset_id: str, seed: int, level: str = "greedy", options: dict[str, Any] | None = None) -> Session:
    """A whole game played out by the greedy bots (or those of `level`): the endings are out of the monkey's reach
    by chance alone."""
    rules: Any = ruleset(ruleset_id)
    session = Session.new(rules, seed, options)
    make_bot = game(ruleset_id).bots().make
    bots: dict[int, Any] = {}
    while not rules.is_over(session.state):
        seat = rules.to_act(session.state)
        bot = bots.setdefault(seat, make_bot(level, seed + seat))
        session.submit(bot.choose(rules, rules.view(session.state, seat)))
    return session


def jumps(ctx: Context, seed: int) -> list[Callable[[], Scene]]:
    """Scenes the monkey is dropped into now and then: a campaign's ending, a finished Kenpo duel, a finished match of
    Master and a finished Martial Arts duel with their results (a session each, played once and reused), the report
    of damaged data files, the deck builder's report of why a deck is not legal, replays of the finished duel and
    match (from a seat each), the duel's history, the list of replays, and the `visits`."""
    from game.scenes.data_problem import DataProblemScene
    from game.scenes.history import HistoryScene
    from game.scenes.kenpo.arena import RingArenaScene
    from game.scenes.listing import ReportScene
    from game.scenes.master.board import MasterTableScene
    from game.scenes.matcg.board import DuelTableScene
    from game.scenes.replay import ReplayScene
    from game.scenes.replays import ReplaysScene
    from game.scenes.udo.ending import EndingScene
    from game.words.kenpo.seating import HOTSEAT, Table
    from game.words.master.seating import Seating
    from game.words.matcg.seating import Seating as DuelSeating

    campaign, duel = finished("udo", seed), finished("kenpo", seed)
    match = finished("master", seed, "easy", {"seats": 3, "rounds": 1})
    fight = finished("matcg", seed, "easy")
    damaged = [f"assets/kenpo/cards.json: 1 problem(s)\n  - hand_size: Input should be a valid integer (seed {seed})"]
    return [lambda: EndingScene(ctx, Campaign(campaign, autosave=False)),
            lambda: RingArenaScene(ctx, Campaign(duel, autosave=False, seat=0), Table(HOTSEAT)),
            lambda: MasterTableScene(ctx, Campaign(match, autosave=False, seat=0), Seating.from_notes({}, 3)),
            lambda: DuelTableScene(ctx, Campaign(fight, autosave=False, seat=0), DuelSeating.from_notes({})),
            lambda: DataProblemScene(ctx, damaged),
            lambda: ReportScene(ctx, "Why the deck is not legal", [f"{seed} cards: a deck holds at least 50"]),
            lambda: ReplayScene(ctx, duel, 1),
            lambda: ReplayScene(ctx, match, 0, moment=len(match.batches) // 2),
            lambda: HistoryScene.of(ctx, duel, 0, "Yellow"),
            lambda: ReplaysScene(ctx),
            *(maker for _, maker in visits(ctx))]


def visits(ctx: Context) -> list[tuple[str, Callable[[], Scene]]]:
    """The scenes a tour visits in turn, by name: every game's lesson, the choice of a family's lessons, Settings."""
    from game.games import GAMES, members
    from game.scenes.choice import LessonChoiceScene
    from game.scenes.lesson import has_lesson, lesson_for
    from game.scenes.lesson_scene import LessonScene
    from game.scenes.settings import SettingsScene

    lessons = [(f"lesson {entry.id}", lambda r=entry.id: LessonScene(ctx, lesson_for(ctx, r)))
               for entry in GAMES if has_lesson(entry.id)]
    return [*lessons, ("which lesson", lambda: LessonChoiceScene(ctx, members("udo"))),
            ("settings", lambda: SettingsScene(ctx))]


def run(events: int, seed: int, probe: Probe | None = None, tour: bool = False, period: float = PERIOD) -> Report:
    """`probe(number, stack, frame)`, if given, is called after each frame, outside its timing
    (a profiler or a memory snapshot hooks in there). On a `tour`, the monkey is dropped into each of the
    jumps in turn (a scene over the menu), sharing the events out among them. `period` is the seconds between
    frames: 0 plays a machine too busy to leave any time after a frame, where a new scene's picture is held for
    the most frames and the input that waits for it comes several events at a time."""
    chooser = random.Random(seed)
    pygame.init()
    size = SIZES[1]
    surface = pygame.display.set_mode(size)
    ctx = make_context(size)
    stack = Stack(MenuScene(ctx))
    # As the game's own run() starts: the first frame (start-up, with its own budget), then what follows it,
    # its background warm-up done well before a player's first click.
    stack.draw(surface)
    after_first_frame().join()
    keep_for_good()  # as the game does once warmed up, at the menu
    for each in (*SIZES, size):  # the caches are bounded by the largest window yet: let them know it from the start
        surface = pygame.display.set_mode(each)
        ctx.viewport = Viewport(*each)
        stack.resized()
        stack.draw(surface)
    stack.paced = True  # from now on as the game's: a new scene's picture is made while the last one is held
    elsewhere = jumps(ctx, seed)
    report = Report(events, set(), 0.0, 0.0)
    rss, slowest = array("d"), list[Frame]()
    stint = max(1, events // len(elsewhere)) if tour else 0
    held_since: float | None = None  # when the frame that held the picture on screen started
    for number in range(events):
        if stint and number % stint == 0 and number // stint < len(elsewhere):
            stack = Stack(MenuScene(ctx), paced=True, holding=True)
            stack.apply(Push(elsewhere[number // stint]()))
            report.scenes_seen.add(type(stack.top).__name__)  # the next event is its
        if number >= min(WARM_UP, events // 10) and number % RSS_EVERY == 0:
            rss.append(resident_mb())
        roll = chooser.random()
        spots = hotspots(stack)
        scenes = ">".join(type(scene).__name__ for scene in stack.scenes)
        resized = False
        wall, cpu = time.perf_counter(), time.thread_time()
        if roll < 0.45:
            kind = "click"
            _click(stack, chooser.choice(spots))
        elif roll < 0.65:
            kind = "drag"
            _drag(stack, chooser.choice(spots), chooser.choice(spots))
        elif roll < 0.75:
            kind = "click anywhere"
            _click(stack, (chooser.randrange(size[0]), chooser.randrange(size[1])))
        elif roll < 0.86:
            code, mod = chooser.choice(KEYS)
            kind = f"key {pygame.key.name(code)}"
            _key(stack, code, mod)
        elif roll < 0.88:
            tabs = chooser.randint(1, 8)
            kind = f"Tab {tabs} times, then Enter"
            for _ in range(tabs):
                _key(stack, pygame.K_TAB)
            _key(stack, pygame.K_RETURN)
        elif roll < 0.945:
            kind = "wheel"
            stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=chooser.choice([-3, -1, 1, 3]), flipped=False))
        elif roll < 0.95:
            jump = chooser.choice(elsewhere)
            stack = Stack(jump(), paced=True, holding=True)  # the last stack's picture is on screen
            kind = f"jump to {type(stack.top).__name__}"
        else:
            size = chooser.choice(SIZES)
            kind = f"resize to {size[0]}x{size[1]}"
            surface = pygame.display.set_mode(size)
            ctx.viewport = Viewport(*size)
            stack.resized()
            resized = True
        stack.update(1 / 60)
        if stack.quit or not stack.scenes:  # closed by the event or by the update (a lesson alone, finished)
            stack = Stack(MenuScene(ctx), paced=True, holding=True)
        stack.draw(surface)
        frame = Frame((time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000,
                      f"event {number}: {kind} in {scenes}")
        report.count(frame, type(stack.top).__name__, size, resized)
        shown = time.perf_counter()
        stack.after_frame(period - (shown - wall))
        done = time.perf_counter()
        report.after_ms.append((done - shown) * 1000)
        report.overran += shown - wall <= period < done - wall  # on time, made late by the work after it
        if not stack.showing:
            report.held += 1
            held_since = wall if held_since is None else held_since
        elif held_since is not None:
            report.reveal_ms.append((shown - held_since) * 1000)
            held_since = None
        (heapq.heappush if len(slowest) < KEPT else heapq.heappushpop)(slowest, frame)
        report.scenes_seen.add(type(stack.top).__name__)
        if probe is not None:
            probe(number, stack, frame)
    rss.append(resident_mb())
    report.rss_growth_mb, report.rss_peak_growth_mb = memory_trend(rss)
    report.slowest = sorted(slowest, reverse=True)
    return report


def _key(stack: Stack, code: int, mod: int = 0) -> None:
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))


def _click(stack: Stack, pos: tuple[int, int]) -> None:
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _drag(stack: Stack, start: tuple[int, int], end: tuple[int, int]) -> None:
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (middle, end):
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
