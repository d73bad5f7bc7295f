"""Every table opens the history panel (its button or J), which scrolls and closes with Esc."""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame
import pytest

from game.engine.core import Event, Session
from game.games import game
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.base import Stack
from game.scenes.history import ROWS, HistoryScene
from tests.reliability.monkey import finished
from tests.scenes.helpers import click, context, frame


@cache
def _first_moves(ruleset_id: str) -> tuple[list[Event], ...]:
    """The start and first 30 moves of a game played by the game's second level of bots (its strongest, which the
    screenshots play, thinks for a second a move at Kenpo), once for all the tests here."""
    whole = finished(ruleset_id, 4, game(ruleset_id).bots().levels[1])
    return tuple(whole.batches[:31])


def game_played(ruleset_id: str) -> Session[Any]:
    """A game 30 moves in; each test gets its own session."""
    return Session(ruleset(ruleset_id), 4, list(_first_moves(ruleset_id)))


def table(ruleset_id: str, ctx):
    session = game_played(ruleset_id)
    if ruleset_id == "kenpo":
        from game.scenes.kenpo.arena import RingArenaScene
        from game.words.kenpo.seating import OPEN, Table

        return RingArenaScene(ctx, Campaign(session, autosave=False), Table(OPEN))
    if ruleset_id == "master":
        from game.scenes.master.board import MasterTableScene
        from game.words.master.seating import Seating

        watching = Seating(Seating.from_notes({}, 2).chairs, open=True)
        return MasterTableScene(ctx, Campaign(session, autosave=False), watching)
    if ruleset_id in ("matcg", "dgm"):
        from game.scenes.matcg.board import DuelTableScene
        from game.words.matcg.seating import Seating as DuelSeating

        return DuelTableScene(ctx, Campaign(session, autosave=False), DuelSeating(open=True))
    from game.scenes.udo.combo_board import ComboBoardScene

    return ComboBoardScene(ctx, Campaign(session, autosave=False))


TABLES = ["udo", "kenpo", "master", "matcg", "dgm"]


def key(stack: Stack, code: int) -> None:
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


@pytest.mark.parametrize("ruleset_id", TABLES)
def test_the_history_key_opens_the_panel_and_esc_closes_it(ruleset_id):
    ctx, surface = context()
    stack = Stack(table(ruleset_id, ctx))
    frame(stack, surface)
    key(stack, pygame.K_j)
    assert isinstance(stack.top, HistoryScene) and stack.top.entries
    for code in (pygame.K_HOME, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_END, pygame.K_UP):
        key(stack, code)
        frame(stack, surface)
    key(stack, pygame.K_ESCAPE)
    assert not isinstance(stack.top, HistoryScene)


@pytest.mark.parametrize("ruleset_id", TABLES)
def test_the_history_button_opens_the_panel(ruleset_id):
    ctx, surface = context()
    stack = Stack(table(ruleset_id, ctx))
    frame(stack, surface)
    [button] = [b for b in stack.top.buttons if b.label == "History"]
    click(stack, surface, button.screen_rect(ctx.viewport).center)
    assert isinstance(stack.top, HistoryScene)


def test_the_panel_opens_at_the_newest_line_and_scrolls_back():
    ctx, surface = context()
    stack = Stack(table("kenpo", ctx))
    key(stack, pygame.K_j)
    panel = stack.top
    frame(stack, surface)
    assert panel.bar.first == len(panel.rows()) - ROWS > 0  # at the end
    key(stack, pygame.K_HOME)
    assert panel.bar.first == 0
    stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert panel.bar.first == 3


def shared_screen(ruleset_id: str, ctx, session):
    """The table of two people at one screen, before either has taken it."""
    if ruleset_id == "master":
        from game.scenes.master.board import MasterTableScene
        from game.words.master.seating import Seating

        return MasterTableScene(ctx, Campaign(session, autosave=False), Seating.from_notes({}, 2))
    from game.scenes.matcg.board import DuelTableScene
    from game.words.matcg.seating import Seating as DuelSeating

    return DuelTableScene(ctx, Campaign(session, autosave=False), DuelSeating())


@pytest.mark.parametrize("ruleset_id", ["master", "matcg"])
def test_a_shared_screen_with_no_hand_shown_tells_only_what_everyone_may_know(ruleset_id):
    from game.engine.core import SPECTATOR
    from game.play.history import told

    ctx, surface = context()
    session = game_played(ruleset_id)
    scene = shared_screen(ruleset_id, ctx, session)
    assert scene.hide_hand
    scene._history()
    assert scene.outcome.scene.entries == told(session, SPECTATOR)


def test_the_menu_opens_replays():
    from game.scenes.menu import MenuScene
    from game.scenes.replays import ReplaysScene

    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    [button] = [b for b in stack.top.buttons if b.label == "Replays"]
    click(stack, surface, button.screen_rect(ctx.viewport).center)
    assert isinstance(stack.top, ReplaysScene)
    frame(stack, surface)
