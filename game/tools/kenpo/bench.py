"""The ring arena in the bench: a hand card carried over every square of a match in progress."""

from __future__ import annotations

from typing import Any

import pygame

from game.play.campaign import Campaign
from game.scenes.base import Stack
from game.scenes.context import Context
from game.tools.rig import HOVER_PERIOD, Game, Point, Rig, RigMaker, button, motion, settled


def _kenpo_midmatch() -> Campaign:
    """A Kenpo match a few seeded random turns in, where the seat to act faces waiting attacks with a full hand."""
    import random

    from game.engine.core import Session
    from game.rulesets import ruleset

    rules = ruleset("kenpo")
    chooser = random.Random(7)
    session: Session[Any] = Session.new(rules, 7)
    for _ in range(60):
        seat = rules.to_act(session.state)
        state = session.state
        if seat is None:
            break
        if state.tables[1 - seat] and len(state.hands[seat]) >= 4 and not state.tables[seat]:
            break
        session.submit(chooser.choice(session.legal(seat)))
    return Campaign(session, autosave=False, seat=rules.to_act(session.state) or 0)


def ring_arena(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    """A hand card carried over every square of the ring (each lights up with its forecast), then back home."""
    from game.layout.kenpo.ring import square_rect
    from game.scenes.kenpo.arena import RingArenaScene
    from game.words.kenpo.seating import VERSUS, Table

    campaign = _kenpo_midmatch()
    scene = RingArenaScene(ctx, campaign, Table(VERSUS, "hard", campaign.seat))  # the player's turn: nobody else acts
    stack = settled(Stack(scene), surface)
    hand = [key for key, slot in scene.slots.items() if slot.zone == "hand"]
    squares = [ctx.viewport.rect(square_rect(scene.zones, campaign.seat, (c, r))).center
               for r in range(3) for c in range(3)]
    home: list[Point] = [(0, 0)]

    def script(i: int) -> list[pygame.event.Event]:
        c = i % HOVER_PERIOD
        if c == 0:  # pick up the next hand card
            home[0] = scene.by_key[hand[i // HOVER_PERIOD % len(hand)]].rect.center
            return [motion(home[0]), button(pygame.MOUSEBUTTONDOWN, home[0])]
        if c < 55:  # over each square in turn: the lit squares show what every waiting attack would score
            return [motion(squares[c * len(squares) // 55], held=True)]
        if c == 55:  # let go over the hand: nothing is played, the card slides home
            return [motion(home[0], held=True), button(pygame.MOUSEBUTTONUP, home[0])]
        return [motion((home[0][0] + c % 3, home[0][1]))]  # hover: the zoomed card

    return Rig("ring_arena", stack, script, HOVER_PERIOD * len(hand))


RIGS: dict[str, RigMaker] = {"ring_arena": ring_arena}
