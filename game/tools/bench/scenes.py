"""Busy scripted states of every scene, driven frame by frame with synthetic input, as a player would.

Each rig is a scene stack standing on a position taken from the recorded bot games, and a script that
gives the input events of frame i. The combo board is caught mid-turn with a full hand, several combos
and revealed attacks; its script drags a card across the table and drops it (the card glides home, or is
played and then undone, so cards are always moving), then hovers a card until its enlarged face shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.tools.bench.corpus import Game
from game.campaign import Campaign
from game.context import Context
from game.engine.udo.commands import PlayCard
from game.engine.udo.state import CHOOSE_MASTER, PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS
from game.scenes.base import Push, Stack

Script = Callable[[int], list[pygame.event.Event]]
Point = tuple[int, int]
HOVER_PERIOD = 90  # frames of one drag-drop-hover cycle on the board


@dataclass
class Rig:
    name: str
    stack: Stack
    script: Script


def motion(pos: Point, held: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))


def button(kind: int, pos: Point) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)


def _pick(games: list[Game], accept: Callable[[Any], bool], score: Callable[[Any], float]) -> tuple[Game, int]:
    """The position with the highest score among accepted ones (the last position of the first game if none)."""
    best: tuple[float, Game, int] | None = None
    for game in games:
        for k, state in enumerate(game.states):
            if accept(state) and (best is None or score(state) > best[0]):
                best = (score(state), game, k)
    if best is None:
        return games[0], len(games[0].states) - 1
    return best[1], best[2]


def _campaign(games: list[Game], accept: Callable[[Any], bool], score: Callable[[Any], float]) -> Campaign:
    game, k = _pick(games, accept, score)
    return Campaign(game.session_at(k), autosave=False)


def _busy(state: Any) -> float:
    """Many cards in hand (up to six), many cards in combos, several combos and revealed attacks."""
    in_combos = sum(len(combo) for combo in state.combos)
    return 3 * min(len(state.hand), 6) + in_combos + 2 * len(state.combos) + 3 * len(state.revealed)


def _settled(stack: Stack, surface: pygame.Surface) -> Stack:
    stack.update(0.0)
    stack.draw(surface)  # places every sprite, so hit tests and positions below are valid
    return stack


def menu(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.menu import MenuScene

    ctx.notices.append("Your last campaign was saved. This notice is a toast drawn over the menu.")
    scene = MenuScene(ctx)
    centres = [b.screen_rect(ctx.viewport).center for b in scene.buttons]
    return Rig("menu", _settled(Stack(scene), surface), lambda i: [motion(centres[i // 15 % len(centres)])])


def _sweep(ctx: Context, area: tuple[float, float, float, float], rows: int, columns: int) -> list[Point]:
    """Window points on a rows x columns grid over a design-space area, row by row: where the mouse rests."""
    x, y, w, h = area
    return [ctx.viewport.point(x + w * (col + 0.5) / columns, y + h * (row + 0.5) / rows)
            for row in range(rows) for col in range(columns)]


def master_select(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.udo.master_select import MasterSelectScene

    campaign = _campaign(games, lambda s: s.phase == CHOOSE_MASTER, lambda s: len(s.defeated))
    scene = MasterSelectScene(ctx, campaign)
    grid = scene.zones["grid"]
    cells = _sweep(ctx, (grid.x, grid.y, grid.width, grid.height), 2, 5)

    def script(i: int) -> list[pygame.event.Event]:  # hover each master in turn, select every fifth
        pos = cells[i // 8 % len(cells)]
        return [motion(pos), button(pygame.MOUSEBUTTONUP, pos)] if i % 40 == 39 else [motion(pos)]

    return Rig("master_select", _settled(Stack(scene), surface), script)


def combo_board(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.udo.combo_board import ComboBoardScene

    def accept(state: Any) -> bool:
        return state.phase == PLAY and len(state.hand) >= 2

    campaign = _campaign(games, accept, _busy)
    scene = ComboBoardScene(ctx, campaign)
    stack = _settled(Stack(scene), surface)
    hand = [key for key, slot in scene.slots.items() if slot.zone == "hand"]
    opens = {c.card for c in campaign.legal() if isinstance(c, PlayCard) and c.combo == len(campaign.state.combos)}
    # one cycle a card that starts a combo (played, then undone), the next one that cannot (refused, toast)
    held = [*[k for k in hand if k in opens][:1], *[k for k in hand if k not in opens][:1]]
    held = held or [next(iter(scene.by_key))]
    others = [*campaign.state.revealed, *(card for combo in campaign.state.combos for card in combo), *hand]
    shown = next((key for key in others if key not in held), held[0])
    target = ctx.viewport.rect(scene.zones["new_combo"]).center
    played = len(campaign.session.batches)
    start: list[Point] = [(0, 0)]

    def script(i: int) -> list[pygame.event.Event]:
        c = i % HOVER_PERIOD
        if c == 0:  # pick up a hand card
            start[0] = scene.by_key[held[i // HOVER_PERIOD % len(held)]].rect.center
            return [motion(start[0]), button(pygame.MOUSEBUTTONDOWN, start[0])]
        if c < 30:  # carry it over the table, wobbling, while the legal targets pulse
            t = c / 29
            x = round(start[0][0] + (target[0] - start[0][0]) * t)
            y = round(start[0][1] + (target[1] - start[0][1]) * t + 40 * t * (1 - t) * (1 if c % 2 else -1))
            return [motion((x, y), held=True)]
        if c == 30:  # drop it on New combo: played, or refused and sliding home with the reason shown
            return [button(pygame.MOUSEBUTTONUP, target)]
        if c == 60 and len(campaign.session.batches) > played:  # take the play back: the cards glide again
            return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")]
        rect = scene.by_key[shown].rect if shown in scene.by_key else pygame.Rect(0, 0, 1, 1)
        return [motion((rect.centerx + c % 3, rect.centery))]  # hover: the enlarged card shows after 0.35 s

    return Rig("combo_board", stack, script)


def combo_board_resolve(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.udo.combo_board import ComboBoardScene

    def accept(state: Any) -> bool:
        return state.phase == RESOLVE_COMBOS and state.resolving is not None and bool(state.pending)

    campaign = _campaign(games, accept, _busy)
    scene = ComboBoardScene(ctx, campaign)
    stack = _settled(Stack(scene), surface)
    master = ctx.viewport.rect(scene.zones["master"]).center
    keys = [*campaign.state.revealed, *(card for combo in campaign.state.combos for card in combo)]
    spots = [master, *(scene.by_key[key].rect.center for key in keys[:3])]
    return Rig("combo_board_resolve", stack, lambda i: [motion(spots[i // 60 % len(spots)])])


def picker(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.udo.combo_board import ComboBoardScene
    from game.scenes.picker import PickerScene

    def accept(state: Any) -> bool:
        return state.phase == RESOLVE_ATTACKS and bool(state.revealed)

    campaign = _campaign(games, accept, lambda s: len(s.hand) + len(s.discard))
    board = ComboBoardScene(ctx, campaign)
    stack = _settled(Stack(board), surface)
    if campaign.state.revealed:  # click the attack: the board asks which card it takes
        stack.handle(button(pygame.MOUSEBUTTONDOWN, board.by_key[campaign.state.revealed[0]].rect.center))
    if not isinstance(stack.top, PickerScene):
        cards = list(campaign.state.hand) or [c.id for c in ctx.catalog.starters]
        stack.apply(Push(PickerScene(ctx, "Choose the card you lose", cards, {}, True, face=board.card_face)))
    spots = _sweep(ctx, (100, 180, 1080, 182), 1, 14)  # along the first row of cards offered
    return Rig("picker_over_board", _settled(stack, surface), lambda i: [motion(spots[i // 10 % len(spots)])])


def rules(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.rules import RulesScene

    scene = RulesScene(ctx)
    direction, last = [-1], [-1.0]

    def script(i: int) -> list[pygame.event.Event]:  # scroll down to the end, back up to the top, and again
        if scene.scroll == last[0]:
            direction[0] = -direction[0]
        last[0] = scene.scroll
        wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=direction[0], flipped=False, precise_x=0.0,
                                   precise_y=float(direction[0]))
        return [wheel, motion(ctx.viewport.point(640, 360))]

    return Rig("rules", _settled(Stack(scene), surface), script)


def ending(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.udo.ending import EndingScene

    campaign = _campaign(games, lambda s: s.over, lambda s: len(s.defeated))
    scene = EndingScene(ctx, campaign)
    centres = [b.screen_rect(ctx.viewport).center for b in scene.buttons]
    return Rig("ending", _settled(Stack(scene), surface), lambda i: [motion(centres[i // 30 % len(centres)])])


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
    from game.scenes.kenpo.seating import OPEN, Table
    from game.scenes.kenpo.arena import RingArenaScene
    from game.scenes.kenpo.layout import square_rect

    campaign = _kenpo_midmatch()
    scene = RingArenaScene(ctx, campaign, Table(OPEN))
    stack = _settled(Stack(scene), surface)
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

    return Rig("ring_arena", stack, script)


RIGS: dict[str, Callable[[Context, list[Game], pygame.Surface], Rig]] = {
    "menu": menu,
    "master_select": master_select,
    "combo_board": combo_board,
    "combo_board_resolve": combo_board_resolve,
    "picker_over_board": picker,
    "rules": rules,
    "ending": ending,
    "ring_arena": ring_arena,
}
