"""Kenpo Masters tables for scene tests: matches dealt with chosen hands, arenas on a scene stack."""

from __future__ import annotations

from typing import Any

import pygame

from game.content.kenpo import kenpo_catalog
from game.engine.core import Session
from game.engine.kenpo import events as ev
from game.layout.kenpo.ring import square_rect
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.base import Push, Stack
from game.scenes.kenpo.arena import RingArenaScene
from game.words.kenpo.seating import HOTSEAT, OPEN, Table
from tests.scenes.helpers import SIZE, click, context, frame

CATALOG = kenpo_catalog()
OPEN_TABLE = Table(OPEN)
HOTSEAT_TABLE = Table(HOTSEAT)
COLOURS = ("yellow", "red")


def card(seat: int, technique: str, copy: int = 1) -> str:
    return f"{COLOURS[seat]}_{technique}_{copy}"


def dealt(yellow: tuple[str, ...], red: tuple[str, ...], first: int = 0, seed: int = 1) -> Session[Any]:
    """A match whose opening hands are these techniques (topped up from the deck in printed order)."""
    orders = []
    for seat, named in enumerate((yellow, red)):
        hand = tuple(card(seat, t) for t in named)
        rest = tuple(c for c in CATALOG.deck_ids(seat) if c not in hand)
        orders.append(hand + rest)
    size = CATALOG.hand_size
    events = [
        ev.MatchStarted(decks=CATALOG.ids_by_seat),
        ev.DeckShuffled(seat=0, order=orders[0]),
        ev.DeckShuffled(seat=1, order=orders[1]),
        ev.StartingSeatChosen(seat=first),
        ev.CardsDrawn(seat=0, cards=orders[0][:size]),
        ev.CardsDrawn(seat=1, cards=orders[1][:size]),
        ev.TurnBegan(seat=first, turn=1, fresh=True),
    ]
    return Session(ruleset("kenpo"), seed, [events])


def greedy_played(seed: int, steps: int) -> Session[Any]:
    """A match after `steps` commands of the greedy bot of the seat to act (each reading its own view): quick,
    unlike the screenshots' strongest bot."""
    from game.ai.kenpo import make_bot

    rules = ruleset("kenpo")
    session = Session.new(rules, seed)
    bots = {seat: make_bot("greedy", seed + seat) for seat in (0, 1)}
    for _ in range(steps):
        seat = rules.to_act(session.state)
        if seat is None:
            break
        session.submit(bots[seat].choose(rules, session.view(seat)))
    return session


def copy_of(session: Session[Any]) -> Session[Any]:
    """The same match in a session of its own (refolded from its log)."""
    return Session(session.ruleset, session.seed, session.batches, session.notes)


def arena(session: Session[Any], seat: int, table: Table = HOTSEAT_TABLE, autosave: bool = False,
          size: tuple[int, int] = SIZE) -> tuple[Stack, pygame.Surface, RingArenaScene]:
    """The arena showing `seat`'s view (at a hot-seat table, that player has already clicked the curtain away),
    opened from the menu as in the game, in a window of `size`."""
    from game.scenes.menu import MenuScene

    ctx, surface = context(size)
    scene = RingArenaScene(ctx, Campaign(session, autosave=autosave, seat=seat), table)
    scene.curtain_first, scene.claimed = False, True
    scene._sync(snap=True)
    stack = Stack(MenuScene(ctx))
    stack.apply(Push(scene))
    frame(stack, surface)
    return stack, surface, scene


def settle(stack: Stack, surface: pygame.Surface, seconds: float = 12.0) -> None:
    """Frames until nothing animates any more."""
    for _ in range(int(seconds / 0.1)):
        frame(stack, surface, 0.1)
        scene: Any = stack.top
        if not getattr(scene, "timeline", None) or not scene.timeline.busy:
            break
    frame(stack, surface, 1.0)


def square_point(scene: RingArenaScene, square: tuple[int, int]) -> tuple[int, int]:
    return scene.ctx.viewport.rect(square_rect(scene.zones, scene.viewer, square)).center


def card_point(scene: RingArenaScene, card_id: str) -> tuple[int, int]:
    return scene.by_key[card_id].rect.center


def kind_point(scene: Any, seat: int, label: str) -> tuple[int, int]:
    """Where the set-up's button of who sits at `seat` ("Person", "Hard") is on the screen."""
    from game.scenes.kenpo.setup import KIND_W, KIND_X, ROW_H, ROWS_TOP

    kinds = ["Person", *(level.title() for level in scene.choices.levels)]
    x = KIND_X + kinds.index(label) * (KIND_W + 10) + KIND_W / 2
    return scene.ctx.viewport.point(x, ROWS_TOP + seat * ROW_H + 23)


def hot_seat(stack: Stack, surface: pygame.Surface) -> None:
    """The Kenpo set-up on top of `stack` seats a person at both seats."""
    for seat in (0, 1):
        click(stack, surface, kind_point(stack.top, seat, "Person"))
