"""The campaign's scenes in the bench: the master choice, the combo board mid-turn (cards dragged, played and
undone, hovered), resolving, the picker over the board and the ending, on positions of the recorded games; and a
whole campaign shown through its scenes for the memory session."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import Session
from game.engine.udo.commands import PlayCard
from game.engine.udo.state import CHOOSE_MASTER, PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS
from game.games import game
from game.play.campaign import Campaign
from game.scenes.base import Pop, Push, Replace, Stack
from game.scenes.context import Context
from game.tools.rig import HOVER_PERIOD, Game, Point, Rig, RigMaker, button, campaign_at, motion, settled, sweep

DT = 1 / 60


def _busy(state: Any) -> float:
    """Many cards in hand (up to six), many cards in combos, several combos and revealed attacks."""
    in_combos = sum(len(combo) for combo in state.combos)
    return 3 * min(len(state.hand), 6) + in_combos + 2 * len(state.combos) + 3 * len(state.revealed)


def master_select(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.udo.master_select import MasterSelectScene

    campaign = campaign_at(games, lambda s: s.phase == CHOOSE_MASTER, lambda s: len(s.defeated))
    scene = MasterSelectScene(ctx, campaign)
    cells = [ctx.viewport.point(*rect.center) for rect in scene._rects().values()]

    def script(i: int) -> list[pygame.event.Event]:  # hover each master in turn, select every fifth
        pos = cells[i // 8 % len(cells)]
        return [motion(pos), button(pygame.MOUSEBUTTONUP, pos)] if i % 40 == 39 else [motion(pos)]

    return Rig("master_select", settled(Stack(scene), surface), script, 8 * len(cells))


def combo_board(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.udo.combo_board import ComboBoardScene

    def accept(state: Any) -> bool:
        return state.phase == PLAY and len(state.hand) >= 2

    campaign = campaign_at(games, accept, _busy)
    scene = ComboBoardScene(ctx, campaign)
    stack = settled(Stack(scene), surface)
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

    return Rig("combo_board", stack, script, HOVER_PERIOD * len(held))


def combo_board_resolve(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.udo.combo_board import ComboBoardScene

    def accept(state: Any) -> bool:
        return state.phase == RESOLVE_COMBOS and state.resolving is not None and bool(state.pending)

    campaign = campaign_at(games, accept, _busy)
    scene = ComboBoardScene(ctx, campaign)
    stack = settled(Stack(scene), surface)
    master = ctx.viewport.rect(scene.zones["master"]).center
    keys = [*campaign.state.revealed, *(card for combo in campaign.state.combos for card in combo)]
    spots = [master, *(scene.by_key[key].rect.center for key in keys[:3])]
    return Rig("combo_board_resolve", stack, lambda i: [motion(spots[i // 60 % len(spots)])], 60 * len(spots))


def picker(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.picker import PickerScene
    from game.scenes.udo.combo_board import ComboBoardScene

    def accept(state: Any) -> bool:
        return state.phase == RESOLVE_ATTACKS and bool(state.revealed)

    campaign = campaign_at(games, accept, lambda s: len(s.hand) + len(s.discard))
    board = ComboBoardScene(ctx, campaign)
    stack = settled(Stack(board), surface)
    if campaign.state.revealed:  # click the attack: the board asks which card it takes
        stack.handle(button(pygame.MOUSEBUTTONDOWN, board.by_key[campaign.state.revealed[0]].rect.center))
        stack = settled(stack, surface)  # (a choice of one card is taken on its own)
    if not isinstance(stack.top, PickerScene):
        cards = list(campaign.state.hand) or [c.id for c in campaign.rules.catalog.starters]
        cards = cards if len(cards) > 1 else [c.id for c in campaign.rules.catalog.starters]
        stack.apply(Push(PickerScene(ctx, "Choose the card you lose", cards, {}, True, face=board.face)))
    spots = sweep(ctx, (100, 180, 1080, 182), 1, 14)  # along the first row of cards offered
    return Rig("picker_over_board", settled(stack, surface), lambda i: [motion(spots[i // 10 % len(spots)])],
               10 * len(spots))


def ending(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.udo.ending import EndingScene

    campaign = campaign_at(games, lambda s: s.over, lambda s: len(s.defeated))
    scene = EndingScene(ctx, campaign)
    centres = [b.screen_rect(ctx.viewport).center for b in scene.buttons]
    return Rig("ending", settled(Stack(scene), surface), lambda i: [motion(centres[i // 30 % len(centres)])],
               30 * len(centres))

def _wanted(state: Any) -> str:
    if state.phase == "choose_master":
        return "MasterSelectScene"
    return "EndingScene" if state.over else "ComboBoardScene"


def walk(ctx: Context, surface: pygame.Surface, seed: int, max_commands: int, frames: int) -> None:
    """A whole campaign chosen by the strongest bot, shown through the scenes the app would show. The bot thinks in
    the thinking process, as the Hint does in the game: the window's process never holds a search."""
    from game.scenes.computer import choose, make_bot
    from game.scenes.udo import scene_for
    from game.scenes.worker import InWorker, Thinker

    rules = game("udo").rules()
    bots = game("udo").bots()
    bot, shared, thinker = InWorker(make_bot, "udo", bots.strongest, seed), InWorker.of(rules), Thinker()
    played = Campaign(Session.new(rules, seed), autosave=False)
    stack = Stack(scene_for(ctx, played))
    width, height = surface.get_size()
    for n in range(max_commands):
        if rules.is_over(played.session.state):
            break
        thinker.start(choose, bot, shared, played.state)
        if not thinker.wait():
            raise RuntimeError("the thinking process did not answer")
        played.submit(thinker.take())
        while len(stack.scenes) > 1:  # the bot answered what an open picker asked
            stack.apply(Pop(None))
        if type(stack.top).__name__ != _wanted(played.session.state):
            stack.apply(Replace(scene_for(ctx, played)))  # as the scene shown does once the campaign moves on
        for f in range(frames):
            stack.handle(motion(((n * 97 + f * 31) % width, (n * 57 + f * 17) % height)))
            stack.update(DT)
            surface.fill((0, 0, 0))
            stack.draw(surface)
            pygame.display.flip()
            stack.after_frame(DT)  # as the game does once a frame is shown


RIGS: dict[str, RigMaker] = {
    "master_select": master_select,
    "combo_board": combo_board,
    "combo_board_resolve": combo_board_resolve,
    "picker_over_board": picker,
    "ending": ending,
}
