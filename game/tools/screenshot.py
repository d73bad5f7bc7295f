"""Renders one frame of a scene headless, after K bot-chosen commands from a seeded game.

The scenes that belong to no game (the menu, Rules, Records, Settings) are built here; every other scene is one of the
`shots` of the ruleset's tools (game.tools.manifest), which plays it to the moment the picture shows, or (`hint`) its
`table` with the Hint asked for and shown.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.app import make_context
from game.engine.core import ScenarioError, Session, table_for
from game.games import game
from game.rulesets import ruleset
from game.scenes.base import Push, Scene, Stack
from game.scenes.context import Context
from game.tools.shooting import ShotError, ShotRequest, drawn, played


def _shared() -> dict[str, Callable[[Context], Scene]]:
    from game.scenes.menu import MenuScene
    from game.scenes.rules import RulesScene
    from game.scenes.settings import SettingsScene

    return {"menu": MenuScene, "rules": RulesScene, "settings": SettingsScene}


SHARED = ("menu", "rules", "records", "settings")  # scenes of no game: any --ruleset shows them
RECORDS = "records"  # Records over a lived-in record book (game.tools.lived_in), opened at the ruleset's own tab
OVER_A_GAME = ("history", "replay")  # shared scenes showing a game of the ruleset
COACH = "coach"  # the result's Where it turned, over a whole game seat P played at the game's weakest real level
TABLE, HINT = "table", "hint"  # every game's table, and that table with its Hint asked for (H) and shown
GLOSSARY = "glossary"  # that table with a card's numbers and keywords explained beside it
MOST_TABS = 12  # presses of Tab, looking for a card with something to explain
LESSON = "tutorial"  # the ruleset's lesson at step K (game.scenes.lesson), for a ruleset that has one
PUZZLES = "puzzles"  # the ruleset's Puzzles page (game.scenes.puzzles), for every ruleset
PUZZLE = "puzzle"  # the ruleset's K-th puzzle (from 1) opened at its table (game.scenes.puzzle), for every ruleset
SETTLING = 200  # frames of a second each a puzzle's table plays, its computer answering, until the player is to act
WHOLE_GAME = 2000  # the replay shows the game played to its end (or this many commands), at move K


def scene_names(ruleset_id: str) -> list[str]:
    """Every scene `screenshot` renders for a ruleset."""
    from game.scenes.lesson import has_lesson

    shots = game(ruleset_id).tools().shots
    return [*SHARED, *OVER_A_GAME, COACH, *shots, *([HINT, GLOSSARY] if TABLE in shots else []),
            *([LESSON] if has_lesson(ruleset_id) else []), PUZZLES, PUZZLE]


def _over_a_game(scene_name: str, request: ShotRequest) -> Stack:
    """The history panel over the game's table after K commands, opened by the table's History key as the player
    opens it (so titled as the table names its seats: an open table's by colour), or the replay of the whole game
    standing at move K, as `request.seat` sees them."""
    from game.scenes.history import HISTORY_KEY, HistoryScene
    from game.scenes.replay import ReplayScene

    if scene_name == "replay":
        session = played(request.ruleset_id, request.seed, WHOLE_GAME, request.players)
        stack = Stack(ReplayScene(request.ctx, session, request.seat, moment=request.steps, playing=False))
        stack.update(0.0)
        stack.update(5.0)
        return stack
    stack = next(iter(game(request.ruleset_id).tools().shots.values()))(request)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=HISTORY_KEY, mod=0, unicode="j"))
    if not isinstance(stack.top, HistoryScene):
        raise ShotError(f"{request.ruleset_id}'s table opened no History at this moment: try another --steps")
    return stack


def _coached(request: ShotRequest) -> Stack:
    """Where it turned for seat P, once found, at its K-th moment, over a whole game in which P played at the game's
    weakest level short of random and every other seat a level stronger (the strongest but one, for a quick
    picture)."""
    from game.scenes.coach import Coaching, CoachScene

    rules: Any = ruleset(request.ruleset_id)
    chosen = {} if request.players is None else {"seats": request.players}
    session: Session[Any] = Session.new(rules, request.seed, chosen or None)
    if not 0 <= request.seat < session.table.seats:
        raise ShotError(f"seat {request.seat} does not exist: this table has seats 0 to {session.table.seats - 1}")
    bots = game(request.ruleset_id).bots()
    levels = bots.levels
    weak, strong = levels[min(1, len(levels) - 1)], levels[max(len(levels) - 2, 1)]
    seated = {seat: bots.make(weak if seat == request.seat else strong, request.seed + seat)
              for seat in range(session.table.seats)}
    for _ in range(WHOLE_GAME):
        seat = rules.to_act(session.state)
        if seat is None:
            break
        session.submit(seated[seat].choose(rules, rules.view(session.state, seat)))
    coaching = Coaching(session, request.seat)
    stack = Stack(CoachScene(request.ctx, coaching))
    coaching.wait()
    stack.update(0.0)
    if request.steps > 1:  # --steps K: its K-th moment (the first by default)
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + min(request.steps, 3) - 1, mod=0,
                                        unicode=""))
    stack.update(5.0)
    return stack


def _hinted(request: ShotRequest) -> Stack:
    """The game's table with the Hint asked for, as the person at the screen asks for it, and shown once found."""
    stack = game(request.ruleset_id).tools().shots[TABLE](request)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    stack.top.hint.wait()  # type: ignore[attr-defined]  # a table with a Hint: the scenes named TABLE
    stack.update(0.0)
    return stack


def _explained(request: ShotRequest) -> Stack:
    """The game's table with a card explained: the keyboard's focus moved card by card (Tab), as a player reads the
    table, to the first card whose tooltip tells a number with its parts (else, round again, to the first with
    keywords), read enlarged with its tooltip beside it."""
    stack = game(request.ruleset_id).tools().shots[TABLE](request)
    stack.draw(request.surface)  # the keys go to the table as drawn: its cards where they lie
    table: Any = stack.top  # a game's table (game.scenes.card_table.CardTable), as the scenes named TABLE are
    worded: str | None = None  # the first card focused that has keywords to explain
    for press in range(3 * MOST_TABS):
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
        stack.update(HELD)
        key = table.hovered[0] if table.hovered is not None else None
        said = table.explained(key) if key is not None else None
        if said is not None and (said.figures and press < MOST_TABS or key == worded):
            return stack
        worded = worded or (key if said is not None and said.terms else None)
    raise ShotError("no card at this table has anything to explain: try another --seed or --steps")


def _lesson(ctx: Context, ruleset_id: str, number: int) -> Stack:
    """The ruleset's lesson at its step `number` (from 1), waiting for the player, its card and target lit."""
    from game.scenes.lesson import lesson_for
    from game.scenes.lesson_scene import PULSE_HZ, at_step

    scene = at_step(ctx, lesson_for(ctx, ruleset_id), number)
    scene.clock = 0.25 / PULSE_HZ  # the pulse at its brightest
    return Stack(scene)


def _puzzle(request: ShotRequest) -> Stack:
    """The ruleset's puzzle number K (`--steps`, from 1; 0 is the first too) opened from its Puzzles page at its
    table, once the computer has answered and the player is to act."""
    from game.files import puzzles
    from game.scenes.puzzle import PuzzleScene
    from game.scenes.puzzles import PuzzlesScene

    shelf = puzzles.shelf(request.ruleset_id).puzzles
    number = max(request.steps, 1)
    if number > len(shelf):
        raise ShotError(f"{request.ruleset_id} has {len(shelf)} puzzles: --steps K opens the K-th, from 1")
    stack = Stack(PuzzlesScene(request.ctx, request.ruleset_id))
    scene = PuzzleScene(request.ctx, shelf, number - 1)
    stack.apply(Push(scene))
    for _ in range(SETTLING):
        stack.update(1.0)
        if scene.status is not None or scene.attempt is not None and scene.attempt.players_move() \
                and not scene.moving():
            break
    return stack


def check_players(ruleset_id: str, players: int | None) -> None:
    """ShotError when the ruleset's table cannot seat `players`."""
    if players is None:
        return
    try:
        table_for(ruleset(ruleset_id), {"seats": players})
    except ScenarioError as error:
        raise ShotError(str(error)) from None


def scene_stack(request: ShotRequest, scene_name: str) -> Stack:
    """The stack showing one of the ruleset's scenes (scene_names) as `render` draws it."""
    if scene_name == RECORDS:
        from game.scenes.records import RecordsScene
        from game.tools import lived_in

        stack = Stack(RecordsScene(request.ctx, lived_in.book(request.seed), opened=request.ruleset_id))
        stack.update(0.0)
        return stack
    if scene_name in SHARED:
        stack = Stack(_shared()[scene_name](request.ctx))
        stack.update(0.0)
        stack.update(5.0)  # let every animation settle
        return stack
    if scene_name == PUZZLES:
        from game.scenes.puzzles import PuzzlesScene

        stack = Stack(PuzzlesScene(request.ctx, request.ruleset_id))
        stack.update(0.0)
        return stack
    if scene_name == PUZZLE:
        return _puzzle(request)
    if scene_name == LESSON:
        return _lesson(request.ctx, request.ruleset_id, request.steps)
    if scene_name in OVER_A_GAME:
        return _over_a_game(scene_name, request)
    if scene_name == HINT:
        return _hinted(request)
    if scene_name == COACH:
        return _coached(request)
    if scene_name == GLOSSARY:
        return _explained(request)
    return game(request.ruleset_id).tools().shots[scene_name](request)


HELD = 0.5  # seconds the keyboard's focus rests before the picture: longer than a card takes to be read enlarged


def render(ruleset_id: str, scene_name: str, out: Path, seed: int, steps: int, size: tuple[int, int],
           seat: int, players: int | None = None, tabs: int = 0, pick: bool = False) -> Path:
    """Draws the scene to `out`, after Tab is pressed `tabs` times (the keyboard's focus on a button, or at a table
    on a card of the hand, read enlarged), then with `pick` Enter (at a table, the card in focus picked up by the
    keyboard, pointed at the first place it may go)."""
    if scene_name not in scene_names(ruleset_id):
        raise ShotError(f"unknown scene {scene_name!r} for {ruleset_id}; its scenes: "
                       f"{', '.join(scene_names(ruleset_id))}")
    if scene_name not in game(ruleset_id).tools().own_players:
        check_players(ruleset_id, players)
    pygame.init()
    surface = pygame.display.set_mode(size)
    ctx = make_context(size, autosave=False)
    stack = scene_stack(ShotRequest(ctx, surface, ruleset_id, seed, steps, seat, players), scene_name)
    if tabs or pick:
        stack.draw(surface)  # the keys go to the scene as the player sees it: its cards where they are drawn
    for _ in range(tabs):
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    if pick:
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    if tabs or pick:
        stack.update(HELD)  # a card in focus is read enlarged once it has rested there a moment
    drawn(stack, surface)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    return out
