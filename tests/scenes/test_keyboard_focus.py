"""Every scene's buttons by the keyboard: Tab and the arrows move a focus, Enter or Space presses the focused
button as a click would, and a scene's own keys keep doing what they did while nothing has the focus."""

from __future__ import annotations

import pygame

from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.files import settings, writer
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.base import Scene, Stack
from game.scenes.kenpo.setup import KenpoSetupScene
from game.scenes.master.setup import MasterSetupScene
from game.scenes.menu import MenuScene
from game.scenes.replay import ReplayScene
from game.scenes.udo.combo_board import ComboBoardScene
from game.ui import palette
from game.ui.focus import reading_order
from game.ui.widgets import Button
from game.words.chairs import level_name
from tests.reliability.monkey import finished
from tests.scenes.helpers import click, context, drag, frame, key


def menu() -> tuple[Stack, pygame.Surface, MenuScene]:
    ctx, surface = context()
    scene = MenuScene(ctx)
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


def focused(scene: Scene) -> Button | None:
    return scene.focus.on(scene.focusable())


def tab_to(stack: Stack, surface: pygame.Surface, label: str) -> None:
    """Tabs until the button labelled `label` has the focus."""
    for _ in range(len(stack.top.focusable()) + 1):
        key(stack, surface, pygame.K_TAB)
        button = focused(stack.top)
        if button is not None and button.label == label:
            return
    raise AssertionError(f"Tab never reached {label}")


def test_nothing_has_the_focus_until_the_first_tab():
    stack, surface, scene = menu()
    assert focused(scene) is None
    key(stack, surface, pygame.K_TAB)
    assert focused(scene) is scene.focus.order(scene.buttons)[0]


def tile_of(scene: MenuScene, button: Button) -> int:
    """The index of the menu's tile a button lies on; one past the last for the buttons under the tiles."""
    x, y, w, h = button.rect
    tiles = [scene.tile(index) for index in range(len(scene.shown()))]
    return next((k for k, box in enumerate(tiles) if box.collidepoint(x + w / 2, y + h / 2)), len(tiles))


def test_tab_goes_through_every_button_of_a_menu_tile_before_the_next_tile_and_comes_round_again():
    from game.files import saves
    from game.files.paths import campaign_path

    for ruleset_id, seed in (("udo", 1), ("kai", 2), ("kenpo", 3)):  # Continues on two tiles of one row
        saves.save(Session.new(ruleset(ruleset_id), seed))
        writer.wait_for(campaign_path(ruleset_id))
    stack, surface, scene = menu()
    enabled = [b for b in scene.buttons if b.enabled]
    reached = []
    for _ in range(len(enabled)):
        key(stack, surface, pygame.K_TAB)
        reached.append(focused(scene))
    assert {id(b) for b in reached} == {id(b) for b in enabled}
    tiles = [tile_of(scene, b) for b in reached]
    assert tiles == sorted(tiles)  # a tile's Play, Tutorial and Continues, then the next tile's, the footer last
    assert sum(b.label.startswith("Continue") for b in reached if tile_of(scene, b) == tiles[0]) == 2
    for tile in set(tiles):
        lot = [b for b in reached if tile_of(scene, b) == tile]
        assert lot == reading_order(lot)
    key(stack, surface, pygame.K_TAB)
    assert focused(scene) is reached[0]
    key(stack, surface, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(scene) is reached[-1]


def test_enter_on_a_focused_menu_button_opens_what_a_click_opens():
    for label in ("Records", "Replays", "Rules", "Settings"):
        stack, surface, scene = menu()
        button = next(b for b in scene.buttons if b.label == label)
        click(stack, surface, button.screen_rect(scene.ctx.viewport).center)
        clicked = type(stack.top)
        stack, surface, scene = menu()
        tab_to(stack, surface, label)
        key(stack, surface, pygame.K_RETURN)
        assert type(stack.top) is clicked and clicked is not MenuScene


def test_space_presses_the_focused_button_too():
    stack, surface, scene = menu()
    tab_to(stack, surface, "Settings")
    key(stack, surface, pygame.K_SPACE)
    assert type(stack.top).__name__ == "SettingsScene"


def test_the_arrows_move_to_the_neighbouring_button_that_way():
    stack, surface, scene = menu()
    key(stack, surface, pygame.K_TAB)
    first = focused(scene)
    assert first is not None
    key(stack, surface, pygame.K_RIGHT)
    right = focused(scene)
    assert right is not None and right.rect[0] > first.rect[0] and right.rect[1] == first.rect[1]
    key(stack, surface, pygame.K_LEFT)
    assert focused(scene) is first
    key(stack, surface, pygame.K_DOWN)
    below = focused(scene)
    assert below is not None and below.rect[1] > first.rect[1] and below.rect[0] == first.rect[0]
    key(stack, surface, pygame.K_UP)
    assert focused(scene) is first
    key(stack, surface, pygame.K_UP)  # nothing lies above the top row: the focus stays
    assert focused(scene) is first


def test_a_click_of_the_mouse_takes_the_focus_away():
    stack, surface, scene = menu()
    key(stack, surface, pygame.K_TAB)
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 560), button=1))
    assert focused(scene) is None


def test_the_focused_button_wears_a_ring_drawn_around_it():
    stack, surface, scene = menu()
    before = surface.copy()
    key(stack, surface, pygame.K_TAB)
    button = focused(scene)
    assert button is not None
    box = button.screen_rect(scene.ctx.viewport)
    around = box.inflate(30, 30)
    changed = [(x, y) for x in range(around.left, around.right) for y in range(around.top, around.bottom)
               if surface.get_at((x, y)) != before.get_at((x, y))]
    assert any(x < box.left for x, _ in changed) and any(x >= box.right for x, _ in changed)  # a ring round it
    assert any(y < box.top for _, y in changed) and any(y >= box.bottom for _, y in changed)
    inside = [(x, y) for x, y in changed if box.inflate(-16, -16).collidepoint(x, y)]
    assert inside and all(x < box.left + box.w // 4 for x, _ in inside)  # a chevron at its left edge, not the label
    far = pygame.Rect(0, 0, 60, 60)
    assert all(surface.get_at(point) == before.get_at(point) for point in ((far.x, far.y), (far.right, far.bottom)))


def ticked(surface: pygame.Surface, button: Button) -> bool:
    """Whether the disc of the chosen option's tick lies over the button's top right corner, outside its ring
    (1280x720: no scaling)."""
    ring = pygame.Rect(button.rect).inflate(8, 8)
    return surface.get_at((ring.right + 2, ring.top - 2))[:3] == palette.HIGHLIGHT


def test_tab_and_enter_choose_an_option_on_a_set_up_screen_and_its_tick_follows():
    ctx, surface = context()
    setup = KenpoSetupScene(ctx)
    stack = Stack(setup)
    frame(stack, surface)
    assert not settings.current().colour_blind  # the chosen option is marked by shape whatever the setting
    levels = {level_name(level): level for level in setup.choices.levels}
    computer = setup.choices.chairs[1]  # a person at Yellow, the computer at Red at its level
    other = next(name for name, level in levels.items() if level != computer.level)
    chosen = level_name(computer.level or "")
    assert [b.label for b in setup.buttons if b.label in levels and ticked(surface, b)] == [chosen]
    tab_to(stack, surface, other)  # in Yellow's row, the first
    key(stack, surface, pygame.K_RETURN)
    assert setup.choices.chairs[0].level == levels[other]
    assert focused(setup) is not None and focused(setup).label == other  # it keeps the focus
    assert [b.label for b in setup.buttons if b.label in levels and ticked(surface, b)] == [other, chosen]


def test_enter_with_nothing_focused_leaves_the_udo_combos_unfought_and_f_sends_them_to_fight():
    ctx, surface = context()
    session = Session.new(ruleset("udo"), seed=21)
    session.submit(cmd.ChooseMaster(master="iron_body"))
    scene = ComboBoardScene(ctx, Campaign(session))
    stack = Stack(scene)
    frame(stack, surface)
    drag(stack, surface, scene.by_key["right_arm_1"].rect.center,
         scene.ctx.viewport.rect(scene.zones["new_combo"]).center)
    frame(stack, surface)
    key(stack, surface, pygame.K_RETURN)  # Enter takes what has the focus, and Fight! has it not
    assert scene.state.phase == "play"
    key(stack, surface, pygame.K_f)
    assert scene.state.phase == "resolve_combos"


def test_the_replay_keeps_its_arrows_and_tab_still_moves_the_focus():
    ctx, surface = context()
    scene = ReplayScene(ctx, finished("kenpo", 7), 0, playing=False)
    stack = Stack(scene)
    frame(stack, surface)
    key(stack, surface, pygame.K_TAB)
    before = scene.focus.key
    assert before is not None
    key(stack, surface, pygame.K_RIGHT)
    assert scene.replayed.moment == 1 and scene.focus.key == before


def test_a_name_being_typed_keeps_tab_and_space_for_itself():
    ctx, surface = context()
    setup = MasterSetupScene(ctx)
    stack = Stack(setup)
    frame(stack, surface)
    click(stack, surface, ctx.viewport.rect(setup.seats.name_rect(0)).center)
    assert setup.seats.editing == 0
    key(stack, surface, pygame.K_TAB)
    key(stack, surface, pygame.K_SPACE)
    assert setup.focus.key is None and setup.seats.editing is not None


def test_the_space_a_press_by_space_would_type_is_not_typed_but_later_spaces_are():
    stack, surface, scene = menu()
    seen: list[str] = []
    scene.handle = lambda event: seen.append(event.text) if event.type == pygame.TEXTINPUT else None  # type: ignore
    key(stack, surface, pygame.K_TAB)
    key(stack, surface, pygame.K_SPACE)
    for typed in (" ", " "):
        stack.handle(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    assert seen == [" "]


def test_the_focus_goes_with_its_continue_when_the_game_it_continued_comes_back_first_on_its_tile():
    """Back from a game, its Continue is listed first on the tile (the newest first): Enter would otherwise continue
    the other game, now on the row the focus was left on."""
    import os

    from game.files import saves
    from game.files.paths import campaign_path

    for hero, seed in (("udo", 1), ("kai", 2)):
        saves.save(Session.new(ruleset(hero), seed))
        writer.wait_for(campaign_path(hero))
    stack, surface, scene = menu()
    rows = [b.label for b in scene.buttons if b.label in ("Continue Udo", "Continue Kai")]
    assert len(rows) == 2
    older = rows[-1]
    hero = {"Continue Udo": "udo", "Continue Kai": "kai"}
    tab_to(stack, surface, older)
    later = os.stat(campaign_path(hero[rows[0]])).st_mtime + 60  # the older game is played and saved again
    os.utime(campaign_path(hero[older]), (later, later))
    scene.resume(None)
    frame(stack, surface)
    assert [b.label for b in scene.buttons if b.label in ("Continue Udo", "Continue Kai")][0] == older
    assert focused(scene).label == older
