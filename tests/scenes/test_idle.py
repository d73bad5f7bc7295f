"""An idle game costs nothing: once nothing on screen moves, the window waits for input rather than drawing the same
picture again (game.app.rest), and anything that moves (a glide, a toast, a card held, the mouse's rest before a
card is shown enlarged, a computer thinking) keeps it drawing at the display's rate. Nothing here measures time:
the tests ask whether the loop would draw the next frame."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import pygame
import pytest

from game import app
from game.files import storage
from game.scenes.base import Push, Scene, Stack
from game.scenes.menu import MenuScene
from game.scenes.records import RecordsScene
from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest
from game.ui.painter import HOVER_DELAY
from game.ui.toasts import Toast
from tests.scenes.helpers import context

FRAME = 1 / 60


class Warm:
    """The warm-up thread, over or not (game.app.WarmUp.done)."""

    def __init__(self, done: bool) -> None:
        self.done = done


def shown(stack: Stack, surface: pygame.Surface, frames: int = 1) -> None:
    """Frames as the window makes them: update, draw, then what is done in the time left before the next."""
    for _ in range(frames):
        stack.update(FRAME)
        stack.draw(surface)
        stack.after_frame(FRAME)


def settled(stack: Stack, surface: pygame.Surface, most: int = 400) -> int:
    """Frames until the stack is still (at most `most`): how many it took."""
    for count in range(most):
        if stack.still():
            return count
        shown(stack, surface)
    return most


def at(ruleset_id: str, scene_name: str, steps: int = 12) -> tuple[Stack, pygame.Surface]:
    ctx, surface = context()
    return scene_stack(ShotRequest(ctx, surface, ruleset_id, 1, steps, 0), scene_name), surface


@pytest.mark.parametrize(("ruleset_id", "scene_name"), [
    ("udo", "menu"), ("udo", "records"), ("udo", "rules"), ("udo", "settings"), ("udo", "combo_board"),
    ("udo", "ending"), ("kenpo", "ring_arena"), ("kenpo", "ring_curtain"),
    ("matcg", "duel_table"), ("matcg", "duel_result"), ("master", "set_table"), ("master", "coach")])
def test_every_scene_that_waits_for_the_player_is_still_once_shown(ruleset_id, scene_name):
    stack, surface = at(ruleset_id, scene_name)
    assert settled(stack, surface) < 400
    assert app.resting(stack, Warm(done=True))  # type: ignore[arg-type]


def test_the_window_rests_only_once_the_warm_up_is_over():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    settled(stack, surface)
    assert stack.still()
    assert not app.resting(stack, None) and not app.resting(stack, Warm(done=False))  # type: ignore[arg-type]
    assert app.resting(stack, Warm(done=True))  # type: ignore[arg-type]


def test_a_new_scene_is_drawn_before_the_window_rests():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    settled(stack, surface)
    stack.apply(Push(RecordsScene(ctx)))
    assert not stack.still()  # not painted yet
    shown(stack, surface)
    assert settled(stack, surface) < 5


def test_a_toast_moves_the_scene_until_it_is_drawn_and_while_it_fades_and_the_rests_looks_count_its_time():
    ctx, surface = context()
    stack = Stack(RecordsScene(ctx))
    settled(stack, surface)
    stack.top.toasts.append(Toast("Saved.", (640, 600), seconds=1.0))  # type: ignore[attr-defined]
    assert not stack.still()  # not drawn yet
    shown(stack, surface)
    assert stack.still()  # it stands as it is until it fades: the window rests
    stack.update(app.STILL_LOOK)
    stack.update(app.STILL_LOOK)
    assert stack.still()
    stack.update(app.STILL_LOOK)  # its last 0.4 s: it fades
    assert not stack.still()
    shown(stack, surface, frames=20)  # past its second
    assert stack.still() and not stack.top.toasts  # type: ignore[attr-defined]


def test_a_scene_that_counts_time_in_update_moves_unless_it_says_when_it_is_still():
    class Ticking(Scene):
        def update(self, dt: float) -> None:
            pass

    class Told(Ticking):
        def moving(self) -> bool:
            return super().moving()  # what Ticking counts never moves anything

    class Counting(Told):
        def update(self, dt: float) -> None:
            pass

    ctx, _ = context()
    assert not Scene(ctx).moving()
    assert Ticking(ctx).moving()
    assert not Told(ctx).moving()
    assert Counting(ctx).moving()  # a class below that counts time of its own and does not say


def test_every_scene_with_an_update_of_its_own_says_when_it_is_still():
    """A scene class whose nearest `update` or `moving` is an `update` (Scene.moving) counts as always moving, so the
    window never rests under it: every such class in game.scenes must say, by a `moving` at or below its `update`."""
    import game.scenes

    for found in pkgutil.walk_packages(game.scenes.__path__, "game.scenes."):
        importlib.import_module(found.name)
    kinds, unseen = set(), [Scene]
    while unseen:
        for kind in unseen.pop().__subclasses__():
            kinds.add(kind)
            unseen.append(kind)
    unsaid = []
    for kind in kinds:
        if kind.__module__.startswith("game."):
            nearest = next(c for c in kind.__mro__ if "moving" in vars(c) or "update" in vars(c))
            if "moving" not in vars(nearest):
                unsaid.append(f"{kind.__module__}.{kind.__name__} (update of {nearest.__name__})")
    assert sorted(unsaid) == []


def card_at_table(stack: Stack) -> Any:
    scene: Any = stack.top
    return next(sprite for key, sprite in scene.by_key.items() if scene.slots[key].zone == "hand")


def test_the_mouse_resting_on_a_card_moves_the_table_until_the_card_is_shown_enlarged():
    stack, surface = at("udo", "combo_board", steps=0)
    settled(stack, surface)
    card = card_at_table(stack)
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=card.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    shown(stack, surface)
    assert not stack.still()
    frames = settled(stack, surface)
    assert stack.top.hovered == (card.key, pytest.approx(HOVER_DELAY, abs=2 * FRAME))  # type: ignore[attr-defined]
    assert 0 < frames < 400


def test_a_card_held_moves_the_table_until_it_is_let_go_and_back_home():
    stack, surface = at("udo", "combo_board", steps=0)
    settled(stack, surface)
    card = card_at_table(stack)
    x, y = card.rect.center
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y - 150), rel=(0, -150), buttons=(1, 0, 0)))
    shown(stack, surface, frames=60)
    assert stack.top.drag is not None and not stack.still()  # type: ignore[attr-defined]
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y - 150), button=1))
    assert stack.top.drag is None  # type: ignore[attr-defined]
    assert 0 < settled(stack, surface) < 400


def test_input_ends_the_windows_rest_at_once_and_is_left_for_the_next_frame():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    settled(stack, surface)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    app.rest(stack)
    assert [event.type for event in pygame.event.get()] == [pygame.KEYDOWN]


def test_a_message_from_elsewhere_ends_the_rest_and_shows():
    ctx, surface = context()
    stack = Stack(RecordsScene(ctx))
    settled(stack, surface)
    pygame.event.clear()
    storage.notice("The save could not be written.", echo=False)
    app.rest(stack)  # the writer of saves told it meanwhile: the scene takes it as a frame would, and moves
    assert [toast.message for toast in stack.top.toasts] == ["The save could not be written."]  # type: ignore
    assert not stack.still()


TABLES = [("kenpo", "ring_arena", 12), ("matcg", "duel_table", 12), ("master", "set_table", 12),
          ("udo", "combo_board", 1)]


@pytest.mark.parametrize(("ruleset_id", "scene_name", "steps"), TABLES)
def test_a_table_rests_only_once_the_faces_its_hand_will_need_are_made_ahead(ruleset_id, scene_name, steps):
    """Its hand where it lies, held away from it and at each size a card lies at elsewhere on the table, where one
    played may land (CardTable.faces_ahead): made between frames, so the frames that first show them only blit them;
    and at rest nothing is made again. No card is enlarged ahead while the mouse rests on none."""
    from game.ui.face_cache import forget_pictures, pictures_drawn

    forget_pictures()
    stack, surface = at(ruleset_id, scene_name, steps)  # a hand in sight
    settled(stack, surface)
    scene: Any = stack.top
    assert scene.hovered is None
    wanted = list(scene.faces_ahead())
    hand = {card for card, _ in wanted}
    laid = {slot.size for slot in scene.slots.values() if slot.zone not in scene.hand_zones}
    assert laid and hand and len(wanted) == len(hand) * (1 + len({*scene.hand_sizes, *laid}))
    drawn = pictures_drawn()
    for card, size in wanted:
        scene.face(card, size)
    assert not scene.ahead() and pictures_drawn() == drawn


@pytest.mark.parametrize(("ruleset_id", "scene_name", "steps"), TABLES)
def test_the_card_the_mouse_rests_on_is_enlarged_ahead_while_the_rest_runs(ruleset_id, scene_name, steps):
    """Resting on a card shows it enlarged once HOVER_DELAY has passed: its enlarged face is made in the frames
    before (CardTable.zoom_size), that card's alone, so the frame that shows it only blits it."""
    from game.ui.face_cache import forget_pictures, pictures_drawn

    forget_pictures()
    stack, surface = at(ruleset_id, scene_name, steps)
    settled(stack, surface)
    scene: Any = stack.top
    card = next(key for key, slot in scene.slots.items() if slot.zone in scene.hand_zones)
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.by_key[card].rect.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    shown(stack, surface, 2)  # well within the rest
    assert scene.hovered is not None and scene.hovered[0] == card and scene.hovered[1] < HOVER_DELAY
    zoomed = scene.ctx.viewport.rect((0, 0, *scene.zoom_size)).size
    assert [face for face in scene.faces_ahead() if face[1] == zoomed] == [(card, zoomed)]
    drawn = pictures_drawn()
    scene.face(card, zoomed)
    assert pictures_drawn() == drawn


def test_a_table_moves_while_its_hint_is_looked_for_and_until_the_hint_found_is_drawn():
    stack, surface = at("matcg", "duel_table")
    settled(stack, surface)
    table = stack.top
    for taken_by in ("the time left after a frame", "the window's look while it rests"):
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
        assert not stack.still(), taken_by  # looked for
        assert table.hint.wait(120)
        if taken_by == "the time left after a frame":
            stack.after_frame(FRAME)
        else:
            stack.update(FRAME)
        assert table.hint.bot.shown and not stack.still(), taken_by  # come in, not drawn yet
        shown(stack, surface)
        assert settled(stack, surface) < 400 and table.hint.bot.shown, taken_by
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        assert settled(stack, surface) < 400


def test_a_fight_won_rests_while_it_is_shown_and_the_rests_looks_hand_the_board_over_to_the_next_master():
    """The board's wait before the master choice (game.scenes.turns.HAND_OVER) shows one picture but for what fades
    out (the toasts, their last moments): the window rests through the most of it (it drew every frame of it), and
    its looks at the scene, counting the time since the last, hand the board over."""
    from game.engine.core import Session
    from game.engine.udo.state import CHOOSE_MASTER
    from game.games import game
    from game.play.campaign import Campaign
    from game.scenes.turns import HAND_OVER
    from game.scenes.udo.combo_board import ComboBoardScene
    from game.scenes.udo.master_select import MasterSelectScene

    ctx, surface = context()
    campaign = Campaign(Session.new(game("udo").rules(), 4), autosave=False)
    bot = game("udo").bots().make("greedy", 4)
    campaign.submit(bot.choose(campaign.rules, campaign.session.view(0)))  # a master chosen
    stack = Stack(ComboBoardScene(ctx, campaign))
    shown(stack, surface)
    while campaign.state.phase != CHOOSE_MASTER:
        campaign.submit(bot.choose(campaign.rules, campaign.session.view(0)))
    shown(stack, surface)
    assert stack.top.banner is not None  # type: ignore[attr-defined]  # the master defeated, told
    drawn = looks = 0
    while isinstance(stack.top, ComboBoardScene):  # as the window goes: a look while it rests, else a frame
        if stack.still():
            stack.update(app.STILL_LOOK)
            looks += 1
        else:
            shown(stack, surface)
            drawn += 1
    assert isinstance(stack.top, MasterSelectScene) and looks > 2
    assert drawn < HAND_OVER / FRAME / 3  # the cards' glide home and the toasts' fading only
