"""Screenshots of Master's scenes, headless: the table as one seat sees it (`set_table`), that seat answering a
steal (`set_answer`), the curtain handing the screen to that seat with its news (`curtain`, a person at every seat), the
set-up and the result. Every command is chosen by the strongest bot of the seat to act,
reading only that seat's view; the picture is the view of `--seat`, the person at the screen, and nobody else plays
while it is taken."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.engine.master import commands as cmd
from game.games import game
from game.play.campaign import Campaign
from game.scenes.base import Scene, Stack
from game.tools.shooting import Shot, ShotError, ShotRequest, drawn, held_over, played, to_turn_of

MOST_COMMANDS = 4000


def _shot(name: str) -> Shot:
    def shot(request: ShotRequest) -> Stack:
        stack = Stack(_scene(name, request))
        stack.update(0.0)
        stack.update(5.0)  # let every glide end (and the result come up)
        drawn(stack, request.surface)  # lays the table out: a pose reads where the cards are
        if name == "set_answer":
            _pose_defence(stack)
            drawn(stack, request.surface)
        return stack

    return shot


def _scene(name: str, request: ShotRequest) -> Scene:
    from game.scenes.master.setup import MasterSetupScene

    if name == "master_setup":
        return MasterSetupScene(request.ctx)
    steps = MOST_COMMANDS if name == "master_result" else request.steps
    session = played("master", request.seed, steps, request.players)
    players = session.state.players
    if not 0 <= request.seat < players:
        raise ShotError(f"seat {request.seat} does not exist: this match of master has seats 0 to {players - 1}")
    if name == "set_answer":
        session = _to_a_steal(session, request.seed, request.seat)
    elif name == "table":  # every game's table, once it waits for the seat at the screen (its Hint: `hint`)
        session = to_turn_of(session, request.seed, request.seat)
    elif name == "curtain":
        return _shared(request.ctx, to_turn_of(session, request.seed, request.seat, handed=True))
    return _table(request.ctx, session, request.seat)


def _table(ctx: Any, session: Session[Any], seat: int) -> Scene:
    """The table with `seat` a person at the screen and the other seats computers that do not play."""
    from game.scenes.master.board import MasterTableScene
    from game.words.chairs import COMPUTER, PERSON
    from game.words.master.seating import Chair, Seating, computer_name, default_name

    seating = Seating(tuple(Chair(PERSON, default_name(s)) if s == seat else Chair(COMPUTER, computer_name(s), "hard")
                            for s in range(session.state.players)))
    session.notes["table"] = seating.notes()  # the history and the news tell the seats by the table's names
    scene = MasterTableScene(ctx, Campaign(session, autosave=False, seat=seat), seating)
    scene.computers = {}  # the picture is taken at this moment: nobody plays on
    return scene


def _shared(ctx: Any, session: Session[Any]) -> Scene:
    """The table with a person at every seat, at one screen, just opened: the curtain comes down for the seat the
    game waits for, with its news since its last turn."""
    from game.scenes.master.board import MasterTableScene
    from game.words.chairs import PERSON
    from game.words.master.seating import Chair, Seating, default_name

    seating = Seating(tuple(Chair(PERSON, default_name(s)) for s in range(session.state.players)))
    session.notes["table"] = seating.notes()  # the news tells the seats by the table's names
    return MasterTableScene(ctx, Campaign(session, autosave=False), seating)


def _to_a_steal(session: Session[Any], seed: int, seat: int) -> Session[Any]:
    """Plays on until a steal of `seat`'s top set waits for its answer; if the match ends first, the first steal
    of anyone's set after the same start (seen from `seat`)."""
    rules = session.ruleset
    first: int | None = None
    bots = game("master").bots()
    chosen: dict[int, Any] = {}
    for _ in range(MOST_COMMANDS):
        steal = session.state.steal
        if steal is not None and steal.target == seat:
            return session
        if steal is not None and first is None:
            first = len(session.batches)
        to_act = rules.to_act(session.state)
        if to_act is None:
            break
        bot = chosen.setdefault(to_act, bots.make(bots.strongest, seed + to_act))
        session.submit(bot.choose(rules, rules.view(session.state, to_act)))
    if first is None:
        raise ShotError("no steal happens in this match after those steps: try another --seed or fewer --steps")
    kept = session.batches[:first]
    return Session(rules, session.seed, kept, session.notes, session.table)


def _pose_defence(stack: Stack) -> None:
    """The attacked seat holds a card that defends its set over the set: the set lit with what the drop does."""
    scene: Any = stack.top
    if not scene.answering:
        return
    defences = [c.card for c in scene.campaign.legal() if isinstance(c, cmd.DefendSteal)]
    if not defences:
        return
    vp = scene.ctx.viewport
    start = scene.by_key[defences[0]].rect.center
    area = scene.seat_areas()[scene.viewer]
    end = vp.point(area.pile.centerx + 30, area.pile.y + 30)
    held_over(stack, start, end)


SHOTS: dict[str, Shot] = {name: _shot(name) for name in ("set_table", "set_answer", "master_setup",
                                                           "master_result")}
SHOTS["table"] = _shot("table")
SHOTS["curtain"] = _shot("curtain")  # every game's hand-over to seat P, with its news since its last turn
SHOTS["result"] = SHOTS["master_result"]  # every game's end under one name
