"""Screenshots of the Kenpo Masters scenes, headless: the ring arena as one seat sees it (and held mid-drag, at a
Break, behind the hot-seat curtain, at the result), the curtain handing the screen to a seat with its news, and
the setup. Every command is chosen by the strongest
kenpo bot of the seat to act, reading only that seat's view; the picture is the view of `--seat`."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.engine.kenpo import events as ev
from game.games import game
from game.play.campaign import Campaign
from game.scenes.base import Scene, Stack
from game.tools.shooting import Shot, ShotError, ShotRequest, held_over, played, to_turn_of

SETTLE_STEP = 0.05
MOST_COMMANDS = 2000


def _shot(name: str) -> Shot:
    def shot(request: ShotRequest) -> Stack:
        if request.seat not in (0, 1):
            raise ShotError(f"seat {request.seat} does not exist: a kenpo match has seats 0 and 1")
        stack = Stack(_scene(name, request.ctx, request.seed, request.steps, request.seat))
        settle(stack)
        request.surface.fill((0, 0, 0))
        stack.draw(request.surface)  # lays the arena out: a pose reads where the cards are
        POSES.get(name, lambda stack, seed, seat: None)(stack, request.seed, request.seat)
        return stack

    return shot


def _scene(name: str, ctx: Any, seed: int, steps: int, seat: int) -> Scene:
    from game.scenes.kenpo.arena import RingArenaScene
    from game.scenes.kenpo.setup import KenpoSetupScene
    from game.words.kenpo.seating import HOTSEAT, OPEN, VERSUS, Table

    if name == "kenpo_setup":
        return KenpoSetupScene(ctx)
    session = played("kenpo", seed, MOST_COMMANDS if name == "ring_result" else steps)
    if name == "ring_curtain":  # the player on turn at the screen; the pose plays their turn
        to_act = session.ruleset.to_act(session.state)
        arena = RingArenaScene(ctx, Campaign(session, autosave=False, seat=seat if to_act is None else to_act),
                               Table(HOTSEAT))
        arena.curtain_first, arena.claimed = False, True  # the player on turn has taken the screen
        return arena
    if name == "curtain":  # two people at one screen: the curtain comes down for the seat the game now waits for
        handed = to_turn_of(session, seed, seat, handed=True)
        return RingArenaScene(ctx, Campaign(handed, autosave=False, seat=1 - seat), Table(HOTSEAT))
    if name in ("table", "ring_arena_drag", "ring_arena_break"):
        # every game's table (its Hint: `hint`) once it waits for the seat at the screen, and the poses, which play
        # on from there through the scene (both seats submitted by the pose, so the computer never thinks)
        session = to_turn_of(session, seed, seat)
    # on the player's turn, the player at `seat` against the computer, as a table is played; otherwise an open table,
    # which only watches (the computer, on its turn, would think and play on)
    to_act = session.ruleset.to_act(session.state)
    table = Table(VERSUS, "hard", seat) if to_act == seat else Table(OPEN)
    session.notes["table"] = table.notes()  # the history tells the seats by the table's names
    return RingArenaScene(ctx, Campaign(session, autosave=False, seat=seat), table)


def settle(stack: Stack, seconds: float = 8.0) -> None:
    """Updates until every animation has ended (or `seconds` have passed)."""
    stack.update(0.0)
    for _ in range(round(seconds / SETTLE_STEP)):
        scene = stack.top
        stack.update(SETTLE_STEP)
        timeline = getattr(scene, "timeline", None)
        if timeline is not None and not timeline.busy and not getattr(scene, "flyers", None):
            break
    stack.update(2.0)  # the last glides


def _bots(seed: int) -> dict[int, Any]:
    bots = game("kenpo").bots()
    return {seat: bots.make(bots.strongest, seed + seat) for seat in (0, 1)}


def _play_one(scene: Any, bots: dict[int, Any]) -> bool:
    """The seat to act plays one command through the scene; False once the match is over."""
    session: Session[Any] = scene.campaign.session
    rules = session.ruleset
    to_act = rules.to_act(session.state)
    if to_act is None:
        return False
    scene.submit(bots[to_act].choose(rules, session.view(to_act)))
    return True


def _pose_drag(stack: Stack, seed: int, seat: int) -> None:
    """A hand card held over the ring: the squares it may go to lit, the pointer on the most telling one. If the
    seat is not about to start a turn, the bots play on until it is."""
    scene: Any = stack.top
    bots = _bots(seed)
    for _ in range(60):
        best = _best_hold(scene, seat)
        if best is not None or not _play_one(scene, bots):
            break
        scene._skip()
    settle(stack)
    best = _best_hold(scene, seat)
    if best is None:
        return
    card, square = best
    from game.layout.kenpo.ring import square_rect

    vp = scene.ctx.viewport
    start = scene.by_key[card].rect.center
    end = vp.rect(square_rect(scene.zones, seat, square)).center
    held_over(stack, start, end)


def _best_hold(scene: Any, seat: int) -> tuple[str, tuple[int, int]] | None:
    """At the start of the seat's turn, the hand card lighting the most squares (and most points) and its best
    square; None at any other moment."""
    from game.engine.kenpo.forecast import drop_squares

    view = scene.campaign.state
    if view.over or view.seat != seat or view.tables[seat] or seat != scene.viewer:
        return None
    legal = scene.campaign.legal()
    best: tuple[tuple[int, bool, int], str, tuple[int, int]] | None = None
    for card in view.hands[seat]:
        squares = drop_squares(scene.catalog, view, seat, card, legal)
        for square, forecast in squares.items():
            moved = square != view.positions[seat]
            worth = (len(squares), moved, sum(p for _, p in forecast.incoming) + (forecast.outgoing or 0))
            if best is None or worth > best[0]:
                best = (worth, card, square)
    return None if best is None else (best[1], best[2])


def _pose_break(stack: Stack, seed: int, seat: int) -> None:
    """Plays on until a command of the seat shown calls a Break, on its own turn, then stops in the middle of it: the
    banner up, points flying."""
    scene: Any = stack.top
    bots = _bots(seed)
    for _ in range(MOST_COMMANDS):
        if not _play_one(scene, bots):
            return
        queued = [beat.event for beat in scene.timeline._queue]
        if any(isinstance(event, ev.BreakCalled) and event.seat == seat for event in queued):
            break
        scene._skip()
    else:
        return
    for _ in range(200):  # to the moment the banner goes up
        stack.update(SETTLE_STEP)
        if scene.banner is not None and scene.banner[0] == "BREAK!":
            break
    for _ in range(40):  # and on until the first points are in flight (if anything scores)
        stack.update(SETTLE_STEP)
        if scene.flyers and scene.flyers.flying[0].tween.elapsed > 0.3:
            break


def _pose_curtain(stack: Stack, seed: int, seat: int) -> None:
    """The seat on turn plays its turn; the curtain then names the other player, with the news."""
    scene: Any = stack.top
    if scene.campaign.state.over:
        return
    bots = _bots(seed)
    start = scene.campaign.state.seat
    for _ in range(MOST_COMMANDS):
        if scene.campaign.state.seat != start or not _play_one(scene, bots):
            break
    settle(stack)


POSES = {"ring_arena_drag": _pose_drag, "ring_arena_break": _pose_break, "ring_curtain": _pose_curtain}


SHOTS: dict[str, Shot] = {name: _shot(name) for name in
                          ("ring_arena", "ring_arena_drag", "ring_arena_break", "ring_curtain", "ring_result",
                           "kenpo_setup")}
SHOTS["table"] = _shot("table")
SHOTS["curtain"] = _shot("curtain")  # every game's hand-over to seat P, with its news since its last turn
SHOTS["result"] = SHOTS["ring_result"]  # every game's end under one name
