"""Screenshots of the duel's scenes, headless: the table as one seat sees it with an attack held over the opponent
(`duel_table`), that seat answering an attack with a block held over it (`duel_answer`), the set-up and the result;
and the same two moments at the table of Two-on-Two (`team_table`, `team_answer`: an attack held over an enemy's
panel, a block held over an attack on the seat or on its teammate) and its set-up (`team_setup`); and the same
three for the Army of One (`army_table`, `army_answer`, `army_setup`); and the deck builder (`deck_builder`).
Every command is chosen by the strongest bot of the seat to act, reading only that seat's view (the result's duel
is played on to its end by the normal fighter); the picture is the
view of `--seat`, the person at the screen, and nobody else plays while it is taken."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import Session
from game.engine.matcg import commands as cmd
from game.engine.matcg.teamplay import SEATS
from game.engine.matcg.teams import ARMY, DUEL, TWO_ON_TWO
from game.games import game
from game.layout.matcg import deck as at
from game.play.campaign import Campaign
from game.play.matcg.targets import held_targets
from game.scenes.base import Scene, Stack
from game.scenes.matcg.deckbuilder import DeckBuilderScene
from game.tools.matcg.cup_shot import SHOTS as CUP_SHOTS
from game.tools.shooting import Shot, ShotError, ShotRequest, drawn, held_over, played, played_on, to_turn_of

MOST_COMMANDS = 3000
# what the seat holds, by the moment the scene shows
POSES: dict[str, type[cmd.PlayAttack | cmd.Block]] = {"table": cmd.PlayAttack, "answer": cmd.Block}
MODES = {"duel": DUEL, "team": TWO_ON_TWO, "army": ARMY}  # the mode of each family of scenes, by its name's first word


def _laid(scene: Scene, request: ShotRequest) -> Stack:
    """The scene with every glide ended (and the result come up), laid out: a pose reads where the cards are."""
    stack = Stack(scene)
    stack.update(0.0)
    stack.update(5.0)
    drawn(stack, request.surface)
    return stack


def _shot(name: str) -> Shot:
    def shot(request: ShotRequest) -> Stack:
        stack = _laid(_scene(name, request), request)
        table = stack.scenes[0]
        moment = name.split("_", 1)[1]
        if moment in POSES and stack.top is table:  # a fight over by then shows its result, holding nothing
            _pose(stack, POSES[moment])
            drawn(stack, request.surface)
        return stack

    return shot


def _scene(name: str, request: ShotRequest) -> Scene:
    from game.scenes.matcg.setup import DuelSetupScene

    mode = MODES[name.split("_", 1)[0]]
    if name.endswith("_setup"):
        setup = DuelSetupScene(request.ctx, request.ruleset_id)
        setup.choose_mode(mode)
        return setup
    seats = SEATS[mode]
    if not 0 <= request.seat < seats:
        raise ShotError(f"seat {request.seat} does not exist: the {mode} has seats 0 to {seats - 1}")
    session = played(request.ruleset_id, request.seed, request.steps, options={"mode": mode})
    if name.endswith("_answer"):
        session = _to_an_attack(session, request.seed, request.seat, cmd.Block)
    elif name in ("team_table", "army_table"):
        session = _to_an_attack(session, request.seed, request.seat, cmd.PlayAttack)
    elif name == "duel_result":
        _to_the_end(session, request.seed)
    return _table(request.ctx, session, request.seat)


def _table(ctx: Any, session: Session[Any], seat: int) -> Scene:
    """The table with `seat` a person at the screen and every other seat a computer that does not play."""
    from game.scenes.matcg.board import DuelTableScene
    from game.words.chairs import COMPUTER, PERSON
    from game.words.matcg.seating import Chair, Seating

    chairs = tuple(Chair(PERSON) if s == seat else Chair(COMPUTER, "hard") for s in range(session.table.seats))
    seating = Seating(chairs)
    session.notes["table"] = seating.notes()  # the history tells the seats by the table's names
    scene = DuelTableScene(ctx, Campaign(session, autosave=False, seat=seat), seating)
    scene.computers = {}  # the picture is taken at this moment: nobody plays on
    return scene


def _to_an_attack(session: Session[Any], seed: int, seat: int, kind: type) -> Session[Any]:
    """Plays on until `seat` may play a command of `kind`: a Block, once an attack waits for its answer (on it, or
    at Two-on-Two on its teammate) and it holds a card that blocks it; a PlayAttack, once it may attack."""
    return played_on(session, seed, ("may play", seat, kind.__name__),
                     lambda session, to_act, last: to_act == seat and any(isinstance(c, kind)
                                                                           for c in session.legal(seat)),
                     "that seat never comes to that moment after those steps: try another --seed or --steps",
                     MOST_COMMANDS)


def _to_the_end(session: Session[Any], seed: int) -> None:
    """Plays the duel on to its end, every seat by the normal fighter (a whole duel of the strongest takes long)."""
    rules = session.ruleset
    bots = {seat: game(rules.id).bots().make("normal", seed + seat) for seat in range(session.table.seats)}
    for _ in range(MOST_COMMANDS):
        to_act = rules.to_act(session.state)
        if to_act is None:
            return
        session.submit(bots[to_act].choose(rules, rules.view(session.state, to_act)))


def _pose(stack: Stack, kind: type[cmd.PlayAttack | cmd.Block]) -> None:
    """The seat at the screen holds a card of the legal `kind` over the place its first such command lights (the
    fighter it attacks, the attack it blocks): the place lit, the forecast beside."""
    scene: Any = stack.top
    # of the cards in the part of the hand's row that shows
    cards = [c.card for c in scene._legal() if isinstance(c, kind) and c.card in scene.by_key]
    if not cards:
        return
    cards.sort(key=lambda card: -scene.catalog.by_id[card.split("_", 1)[1].rsplit("_", 1)[0]].defense)
    vp = scene.ctx.viewport
    start = scene.by_key[cards[0]].rect.center
    lit = held_targets(scene.catalog, scene.rule_set, scene.campaign.state, scene.viewer, scene._legal(), cards[0],
                       scene.names)
    target = scene.zones[next(t.zone for t in lit if isinstance(t.command, kind))]
    end = vp.point(target.x + target.w * 0.62, target.bottom - 30)
    held_over(stack, start, end)


def deck_builder(request: ShotRequest) -> Stack:
    """The deck builder with a starter deck (chosen by the seed) on the bench, the attacks shown and the first
    with a text described."""
    scene = DeckBuilderScene(request.ctx, request.ruleset_id)
    starters = sorted(scene.catalog.decks_by_id)
    scene.draft.starter(starters[request.seed % len(starters)])
    scene.name.value = scene.draft.name
    scene.kind("attack")
    stack = Stack(scene)
    stack.update(0.0)
    described = next((k for k, card in enumerate(scene.visible[:at.ROWS * at.COLUMNS]) if card.text), 0)
    point = request.ctx.viewport.point(*at.tile_rect(described)[:2])
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(point[0] + 40, point[1] + 30), rel=(0, 0),
                                    buttons=(0, 0, 0)))
    return stack


SHOTS: dict[str, Shot] = {name: _shot(name) for name in ("duel_table", "duel_answer", "duel_setup", "duel_result",
                                                          "team_table", "team_answer", "team_setup", "army_table",
                                                          "army_answer", "army_setup")}
SHOTS["deck_builder"] = deck_builder
SHOTS["result"] = SHOTS["duel_result"]  # every game's end under one name


def _own_turn(request: ShotRequest) -> Stack:
    """Every game's `table` (its Hint: the `hint` scene): the duel once it waits for the seat at the screen, which
    holds nothing."""
    session = played(request.ruleset_id, request.seed, request.steps, options={"mode": DUEL})
    session = to_turn_of(session, request.seed, request.seat)
    return _laid(_table(request.ctx, session, request.seat), request)


SHOTS["table"] = _own_turn


def _curtain(request: ShotRequest) -> Stack:
    """Every game's `curtain`: two people at one screen, the duel just opened once it waits for the seat asked for,
    so the curtain comes down for it with its news since its last turn."""
    from game.scenes.matcg.board import DuelTableScene
    from game.words.chairs import PERSON
    from game.words.matcg.seating import Chair, Seating

    if request.seat not in (0, 1):
        raise ShotError(f"seat {request.seat} does not exist: the duel has seats 0 and 1")
    session = played(request.ruleset_id, request.seed, request.steps, options={"mode": DUEL})
    session = to_turn_of(session, request.seed, request.seat, handed=True)
    seating = Seating((Chair(PERSON), Chair(PERSON)))
    session.notes["table"] = seating.notes()
    return _laid(DuelTableScene(request.ctx, Campaign(session, autosave=False), seating), request)


SHOTS["curtain"] = _curtain
SHOTS.update(CUP_SHOTS)
