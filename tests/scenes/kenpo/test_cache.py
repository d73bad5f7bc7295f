"""The ring arena's caches change nothing on screen: a frame blitted from the background layer and the kept
pictures is the frame painted in place (to a unit or two of rounding), after a resize, a new turn or a new seat
at the screen as much as on the first frame; and the background is painted once, not every frame."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.scenes.curtain import READY
from game.ui import stamps
from game.ui.viewport import Viewport
from game.words.kenpo.seating import HOTSEAT, Table
from tests.scenes.helpers import assert_cached_frame_is_the_painted_one, frame, painted, same_to_the_eye
from tests.scenes.kenpo.helpers import OPEN_TABLE, arena, greedy_played, square_point


@pytest.fixture(autouse=True)
def caching() -> Iterator[None]:
    stamps.CACHING["on"] = True
    yield
    stamps.CACHING["on"] = True


def test_a_frame_from_the_caches_is_the_frame_painted_in_place() -> None:
    stack, surface, scene = arena(greedy_played(3, 17), 0)
    assert_cached_frame_is_the_painted_one(scene, surface)


def test_a_card_held_over_the_ring_looks_the_same_cached() -> None:
    """The lit squares with their glows and chips, the strike arrows without their numbers, the lit frame of the
    cards in play under an effect card: each hand card held over the middle square."""
    stack, surface, scene = arena(greedy_played(3, 17), 0)
    assert scene.acting
    middle = square_point(scene, (1, 1))
    for key in [k for k, slot in scene.slots.items() if slot.zone == "hand"]:
        start = scene.by_key[key].rect.center
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(1, 0, 0)))
        stack.update(1 / 60)
        assert_cached_frame_is_the_painted_one(scene, surface)
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
        stack.update(1.0)


def test_fighters_and_points_in_motion_look_the_same_cached() -> None:
    """A command played through the arena: cards gliding, fighters sliding (their arrows painted where they
    are), points flying to the score race, banners."""
    from game.ai.kenpo import make_bot

    stack, surface, scene = arena(greedy_played(5, 25), 1)
    rules = scene.campaign.session.ruleset
    for _ in range(3):
        seat = rules.to_act(scene.campaign.session.state)
        if seat is None:
            break
        scene.submit(make_bot("greedy", 0).choose(rules, scene.campaign.session.view(seat)))
        for tick in range(30):
            stack.update(1 / 30)
            if tick % 6 == 0:
                assert_cached_frame_is_the_painted_one(scene, surface)


def test_the_background_is_painted_once_while_nothing_it_shows_changes() -> None:
    stack, surface, scene = arena(greedy_played(3, 17), 0)
    assert scene.backdrop is not None
    before = scene.backdrop.painted
    for _ in range(5):
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=square_point(scene, (1, 1)), rel=(0, 0),
                                        buttons=(0, 0, 0)))
        frame(stack, surface, 1 / 60)
    assert scene.backdrop.painted == before


def test_the_background_is_painted_again_after_a_resize() -> None:
    stack, surface, scene = arena(greedy_played(3, 17), 0)
    assert scene.backdrop is not None and scene.backdrop.layer is not None
    assert scene.backdrop.layer.get_size() == (1280, 720)
    before = scene.backdrop.painted
    for size in ((1920, 1080), (1600, 1000), (1280, 720)):
        surface = pygame.display.set_mode(size)
        scene.ctx.viewport = Viewport(*size)
        stack.resized()
        frame(stack, surface, 0.0)
        assert scene.backdrop.layer.get_size() == size
        assert_cached_frame_is_the_painted_one(scene, surface)
    # once a size, and once more after a frame that showed a face scaled for want of time (it is not kept)
    assert before + 3 <= scene.backdrop.painted <= before + 6
    settled = scene.backdrop.painted
    frame(stack, surface, 0.0)
    assert scene.backdrop.painted == settled


def test_the_background_follows_the_turn() -> None:
    """The turn passing changes the labels of the cards in play: the layer is painted again, and shows them."""
    from game.ai.kenpo import make_bot

    stack, surface, scene = arena(greedy_played(3, 17), 0, OPEN_TABLE)  # watched: the screen stays Yellow's
    assert scene.backdrop is not None and scene.state.seat == 0
    before = scene.backdrop.painted
    rules, bot = scene.campaign.session.ruleset, make_bot("greedy", 0)
    while scene.campaign.state.seat == 0:
        assert scene.submit(bot.choose(rules, scene.campaign.session.view(0)))
    for _ in range(200):
        stack.update(0.1)
        if not scene.timeline.busy:
            break
    assert scene.state.seat == 1
    frame(stack, surface, 0.0)
    assert scene.backdrop.painted > before
    assert_cached_frame_is_the_painted_one(scene, surface)


def test_the_next_player_at_a_hotseat_table_sees_their_own_frame() -> None:
    """Behind the curtain the screen changes hands: nothing kept for the first seat shows in the second's frame."""
    session = greedy_played(3, 17)
    stack, surface, scene = arena(session, 0, Table(HOTSEAT))
    painted(scene, surface, cached=True)
    scene.curtain_for = 1
    scene.resume(READY)
    frame(stack, surface, 0.0)
    assert scene.viewer == 1
    assert_cached_frame_is_the_painted_one(scene, surface)
    fresh_stack, fresh_surface, fresh = arena(greedy_played(3, 17), 1, Table(HOTSEAT))
    stamps.PICTURES.clear()
    assert same_to_the_eye(painted(scene, surface, cached=True), painted(fresh, fresh_surface, cached=False))


def test_kept_pictures_stay_within_their_pixel_bound() -> None:
    pictures = stamps.PictureCache(max_pixels=10_000)
    for side in range(20, 60):
        pictures.get(("square", side), lambda side=side: pygame.Surface((side, side)))
        assert pictures.pixels <= 10_000 or len(pictures) == 1
    assert pictures.get(("square", 59), lambda: pygame.Surface((1, 1))).get_size() == (59, 59)  # the newest kept


def test_a_lifted_picture_blends_with_any_ground_as_painting_in_place_does() -> None:
    """A chip with soft edges over a striped ground: blitted from its picture, or painted there."""
    from game.ui import palette
    from game.ui.chips import chip

    pygame.init()
    pygame.display.set_mode((320, 120))
    vp = Viewport(1280, 720)
    ground = pygame.Surface((320, 120))
    for x in range(0, 320, 4):
        pygame.draw.rect(ground, ((x * 7) % 256, (x * 3) % 256, 255 - x % 256), (x, 0, 4, 120))
    cached, fresh = ground.copy(), ground.copy()
    chip(cached, vp, "+12", (160, 60), palette.GOLD, palette.INK, 40)
    stamps.CACHING["on"] = False
    chip(fresh, vp, "+12", (160, 60), palette.GOLD, palette.INK, 40)
    assert same_to_the_eye(cached, fresh)
    assert cached.get_at((160, 60)) != ground.get_at((160, 60))


def test_the_arena_is_drawn_through_the_caches_on_a_new_stack() -> None:
    """A second arena (a rematch) paints its own background for its own labels."""
    stack, surface, scene = arena(greedy_played(3, 17), 0)
    other_stack, other_surface, other = arena(greedy_played(2, 11), 1)
    assert other.backdrop is not None and other.backdrop is not scene.backdrop
    assert_cached_frame_is_the_painted_one(other, other_surface)


@pytest.mark.parametrize("then", ["opened", "resized", "pictures forgotten"])
def test_a_first_pick_up_only_blits_what_the_laid_out_arena_made(then: str) -> None:
    """Once the arena is laid out (opened, at a new window size, or after every picture was dropped for a new
    text size), picking up any card for the first time and carrying it over every square it may go to makes no
    picture and no line of text: the lit squares' glows and chips and the status line were made ahead."""
    from game.ui import text
    from game.ui.face_cache import forget_pictures

    forget_pictures()  # nothing kept from the tests before
    stack, surface, scene = arena(greedy_played(3, 17), 0)
    if then == "resized":
        surface = pygame.display.set_mode((1920, 1080))
        scene.ctx.viewport = Viewport(1920, 1080)
        stack.resized()
    elif then == "pictures forgotten":
        forget_pictures()
    frame(stack, surface, 0.0)
    assert scene.acting and scene.lit.playable()
    for _ in range(2 * len(scene.slots)):  # the faces of the held cards: drawn ahead between frames (CardTable.ahead)
        frame(stack, surface, 1 / 60)
    lit = 0
    for key in [k for k, slot in scene.slots.items() if slot.zone == "hand" and k in scene.lit.playable()]:
        made = len(stamps.PICTURES), len(text.TEXTS)
        start = scene.by_key[key].rect.center
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        frame(stack, surface, 1 / 60)
        for square in scene.drops.forecasts(scene.drag.sprite.key):
            stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=square_point(scene, square), rel=(0, 0),
                                            buttons=(1, 0, 0)))
            frame(stack, surface, 1 / 60)
            lit += 1
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(1, 0, 0)))
        assert (len(stamps.PICTURES), len(text.TEXTS)) == made, key
        # let go over the hand (not played): the mouse rests on the card, whose enlarged face is made meanwhile
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
        frame(stack, surface, 1.0)
    assert lit


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_first_pick_up_draws_no_face_once_the_arena_has_been_looked_at(size: tuple[int, int], monkeypatch) -> None:
    """The bench's ring (a full hand, attacks waiting): once shown and looked at for FIRST_LOOK frames, in which it
    makes ahead the held faces of the hand, picking up a card draws no face, at 1920x1080 as at
    1280x720 (the faces made ahead once let go of the faces on screen there, to be drawn again in that frame)."""
    from game.tools.bench.frames import build
    from game.ui.face_cache import forget_pictures
    from game.ui.kenpo import faces

    forget_pictures()  # what earlier tests drew
    rig, surface = build("ring_arena", size, {"kenpo": []})
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = faces._draw

    def draw(face: pygame.Surface, card: faces.Card, colour: str) -> None:
        drawn.append((card.id, face.get_size()))
        real(face, card, colour)

    monkeypatch.setattr(faces, "_draw", draw)
    for event in rig.script(0):  # the first hand card picked up
        rig.stack.handle(event)
    frame(rig.stack, surface, 1 / 60)
    assert rig.stack.top.drag is not None  # type: ignore[attr-defined]
    assert drawn == []
