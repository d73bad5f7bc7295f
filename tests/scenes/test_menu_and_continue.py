"""New campaign, Continue after the window closed, and the scenes each leads to."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.games import families
from game.paths import campaign_path
from game.scenes.base import Stack
from game.scenes.menu import MenuScene
from game.scenes.udo.combo_board import ComboBoardScene
from game.scenes.udo.hero_select import HeroSelectScene
from game.scenes.udo.master_select import MasterSelectScene
from tests.scenes.helpers import click, context, frame, play_point


def button_point(scene, label: str) -> tuple[int, int]:
    button = next(b for b in scene.buttons if b.label == label)
    return button.screen_rect(scene.ctx.viewport).center


def test_continue_appears_only_when_a_save_exists():
    ctx, _ = context()
    assert not any(b.label.startswith("Continue") for b in MenuScene(ctx).buttons)
    campaign_path("kai").write_text("a save\n", encoding="utf-8")
    menu = MenuScene(ctx)
    assert [(b.label, b.action.args[1]) for b in menu.buttons if b.label.startswith("Continue")] == [
        ("Continue Kai", "kai")]
    assert all(b.hotkey.startswith("saved ") for b in menu.buttons if b.label.startswith("Continue"))


def test_every_game_in_progress_has_its_own_continue_named_on_its_tile():
    ctx, _ = context()
    for ruleset_id in ("udo", "kai", "kenpo"):
        campaign_path(ruleset_id).write_text("a save\n", encoding="utf-8")
    menu = MenuScene(ctx)
    assert sorted(b.label for b in menu.buttons if b.label.startswith("Continue")) == [
        "Continue Kai", "Continue Master Udo", "Continue duel"]


def test_the_menu_holds_more_games_than_a_page_and_turns_the_page(monkeypatch):
    from game.scenes import menu as menu_module

    many = [replace(entry, id=f"{entry.id}{n}") for n in range(4) for entry in families()]
    monkeypatch.setattr(menu_module, "families", lambda: many)
    ctx, surface = context((1024, 600))
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    menu = stack.top
    assert menu.pages == -(-len(many) // 6) >= 2 and len(menu.shown()) == 6
    tiles = [ctx.viewport.rect(menu.tile(i)) for i in range(6)]
    assert all(surface.get_rect().contains(tile) for tile in tiles)
    click(stack, surface, button_point(menu, "Games \u25b6"))
    assert menu.page == 1 and len(menu.shown()) == min(6, len(many) - 6)


def test_new_campaign_then_closing_and_continuing_returns_to_the_same_moment():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    click(stack, surface, play_point(stack.top, "udo"))
    if isinstance(stack.top, HeroSelectScene):
        click(stack, surface, button_point(stack.top, "Play Master Udo"))
    select = stack.top
    assert isinstance(select, MasterSelectScene)
    click(stack, surface, button_point(select, "Fight!"))
    board = stack.top
    assert isinstance(board, ComboBoardScene)
    card = board.state.hand[0]
    start = board.by_key[card].rect.center
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    target = board.ctx.viewport.rect(board.zones["new_combo"]).center
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    moment = board.state
    assert moment.combos  # the play happened and was saved at once
    # The window closes without any goodbye; a new process opens the menu and continues.
    ctx2, surface2 = context()
    again = Stack(MenuScene(ctx2))
    frame(again, surface2)
    click(again, surface2, play_point(again.top, "udo", "Continue Master Udo"))
    assert isinstance(again.top, ComboBoardScene)
    assert again.top.state == moment


def test_a_damaged_save_is_set_aside_and_the_menu_says_so():
    ctx, surface = context()
    path = campaign_path("udo")
    path.write_text("this is not a save\n", encoding="utf-8")
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    click(stack, surface, button_point(stack.top, "Continue Master Udo"))
    assert isinstance(stack.top, MenuScene)
    assert any("kept as" in toast.message and str(path) in toast.message for toast in stack.top.toasts)
    assert path.with_name(path.name + ".bak").exists() and not path.exists()


def test_the_menu_opens_without_loading_card_data_or_pydantic():
    """The first frame comes before any card file is read (the start-up benchmark depends on it)."""
    import subprocess
    import sys

    code = ("import sys, os, pygame; os.environ['MARTIAL_MASTERS_HOME'] = sys.argv[1]\n"
            "from game.app import make_context\nfrom game.scenes.menu import MenuScene\n"
            "MenuScene(make_context((1280, 720)))\n"
            "print(sorted(m for m in ('pydantic', 'game.rulesets', 'game.saves') if m in sys.modules))")
    for ruleset_id in ("udo", "kai", "kenpo"):  # every game in progress is named on the menu from its file alone
        campaign_path(ruleset_id).write_text("a save\n", encoding="utf-8")
    home = str(campaign_path("udo").parents[2])
    out = subprocess.run([sys.executable, "-c", code, home], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_with_two_heroes_new_campaign_asks_which_and_starts_that_hero(monkeypatch):
    from game.scenes.udo import hero_select

    monkeypatch.setattr(hero_select, "playable_heroes", lambda: ["udo", "kai"])
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    click(stack, surface, play_point(stack.top, "udo"))
    assert isinstance(stack.top, HeroSelectScene)
    click(stack, surface, button_point(stack.top, "Play Master Udo"))
    assert isinstance(stack.top, MasterSelectScene) and stack.top.campaign.rules.id == "udo"
