"""Cards never lie about their values: a hand too long to show whole scrolls, and no card of the row ever covers
part of another (with ten cards the right halves were cut, and "Deal X+2" read "Deal X+")."""

from __future__ import annotations

import pygame
import pytest

from game.engine.core import Session
from game.engine.kenpo import events as kenpo_events
from game.layout.hand import hand_row
from game.play.campaign import Campaign
from game.scenes.base import Stack
from game.scenes.kenpo.arena import RingArenaScene
from game.scenes.udo.combo_board import ComboBoardScene
from game.ui.face_cache import pictures_drawn
from tests.engine.udo.helpers import KAI_RULES, RULES, fight, kai_fight
from tests.scenes.helpers import click, context, frame
from tests.scenes.kenpo.helpers import OPEN_TABLE, dealt

MASTERS = ("turtle", "monkey", "tiger")  # beaten before the fight: each gives a card to the hand


def board(state, rules=RULES, size=(1280, 720)) -> tuple[Stack, pygame.Surface, ComboBoardScene]:
    ctx, surface = context(size)
    session = Session.new(rules, seed=3)
    session._state = state
    scene = ComboBoardScene(ctx, Campaign(session, autosave=False))
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


def steady(stack: Stack, surface: pygame.Surface) -> None:
    """Frames until one shows every face drawn in full (a frame has a time budget for drawing faces; past it,
    faces drawn at another size stand in, scaled)."""
    from game.ui.face_cache import stand_ins

    for _ in range(20):
        frame(stack, surface)
        if not stand_ins():
            return


def assert_whole(surface: pygame.Surface, scene, cards: dict[str, pygame.Rect], face) -> None:
    """No two cards of the row share a pixel, each lies in the hand's zone, and what the frame shows of each card's
    text (its lower half, both panels, left to right) is the card's own face, pixel for pixel, as the table marks it
    (game.ui.playable: a card that cannot be played now is dimmed)."""
    vp = scene.ctx.viewport
    boxes = [vp.rect(rect) for rect in cards.values()]
    for i, box in enumerate(boxes):
        assert vp.rect(scene.zones["hand"]).contains(box)
        assert not any(box.colliderect(other) for other in boxes[i + 1 :])
    for card in cards:
        sprite = scene.by_key[card]
        image, box = sprite.image, pygame.Rect(sprite.rect.topleft, sprite.image.get_size())
        assert image is face(card, image.get_size())
        marked = pygame.Surface(surface.get_size())
        marked.blit(image, box)
        scene.lit.over(marked, sprite)
        text_area = pygame.Rect(round(box.w * 0.04), round(box.h * 0.62), round(box.w * 0.92), round(box.h * 0.3))
        for x in range(text_area.left, text_area.right, 3):
            for y in range(text_area.top, text_area.bottom, 3):
                if image.get_at((x, y)).a == 255:  # the face's own rounded corners show a little of what lies under
                    assert surface.get_at((box.x + x, box.y + y)) == marked.get_at((box.x + x, box.y + y)), (card, x, y)


@pytest.mark.parametrize("beaten", [0, 1, 2, 3])  # 10, 11, 12 and 13 cards: the most a fight can see
@pytest.mark.parametrize("rules", [RULES, KAI_RULES], ids=["udo", "kai"])
def test_every_card_of_a_full_hand_is_whole_or_scrolled_out_of_sight(beaten, rules):
    beaten_masters = MASTERS[:beaten]
    state = fight("crane", defeated=beaten_masters) if rules is RULES else kai_fight("crane", defeated=beaten_masters)
    stack, surface, scene = board(state, rules)
    steady(stack, surface)
    row = scene.row
    assert len(state.hand) == 10 + beaten
    assert list(row.left) + list(row.cards) + list(row.right) == list(state.hand)
    assert len(row.cards) >= 10 or row.scrolls
    assert set(scene.by_key) >= set(row.cards) and not set(scene.by_key) & set(row.left + row.right)
    assert_whole(surface, scene, {c: _design(scene, c) for c in row.cards}, scene.face)


def _design(scene, card: str) -> pygame.Rect:
    slot = scene.slots[card]
    return pygame.Rect(slot.x, slot.y, slot.w, slot.h)


def test_ten_and_eleven_cards_show_whole_without_scrolling():
    for beaten in (0, 1):
        _, _, scene = board(fight("crane", defeated=MASTERS[:beaten]))
        assert not scene.row.scrolls and len(scene.row.cards) == 10 + beaten


def test_the_arrows_and_the_wheel_bring_the_hidden_cards_into_sight():
    stack, surface, scene = board(fight("crane", defeated=MASTERS))
    hidden = scene.row.right
    assert hidden and not scene.row.left
    arrow = scene.ctx.viewport.rect(scene.row.right_arrow).center
    click(stack, surface, arrow)
    steady(stack, surface)
    assert set(hidden) <= set(scene.row.cards) and scene.row.left
    assert_whole(surface, scene, {c: _design(scene, c) for c in scene.row.cards}, scene.face)
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.ctx.viewport.rect(scene.zones["hand"]).center,
                                    rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(5):
        stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frame(stack, surface)
    assert not scene.row.left and scene.row.first == 0


@pytest.mark.parametrize("rules", [RULES, KAI_RULES], ids=["udo", "kai"])
def test_the_faces_a_turn_of_the_row_brings_into_sight_are_made_between_frames(rules):
    state = fight("crane", defeated=MASTERS) if rules is RULES else kai_fight("crane", defeated=MASTERS)
    stack, surface, scene = board(state, rules)
    steady(stack, surface)
    for _ in range(1000):
        if not scene.ahead():
            break
    made = pictures_drawn()
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.ctx.viewport.rect(scene.zones["hand"]).center,
                                    rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    stack.update(0.0)
    stack.draw(surface)
    assert scene.row.left and pictures_drawn() == made


def test_at_every_window_size_the_row_keeps_its_cards_apart():
    for size in ((1024, 600), (1920, 1080)):
        stack, surface, scene = board(fight("crane", defeated=MASTERS), size=size)
        steady(stack, surface)
        assert_whole(surface, scene, {c: _design(scene, c) for c in scene.row.cards}, scene.face)


def test_a_long_kenpo_hand_scrolls_and_every_card_shown_is_whole():
    session = dealt(("jab",), ("jab",))
    extra = [kenpo_events.CardsDrawn(seat=0, cards=session.state.decks[0][:7])]
    session = Session(session.ruleset, session.seed, [*session.batches, extra])
    ctx, surface = context()
    scene = RingArenaScene(ctx, Campaign(session, autosave=False, seat=0), OPEN_TABLE)
    stack = Stack(scene)
    steady(stack, surface)
    hand = session.state.hands[0]
    assert len(hand) == 15 and scene.row.scrolls
    assert list(scene.row.left + tuple(scene.row.cards) + scene.row.right) == list(hand)
    assert_whole(surface, scene, {c: _design(scene, c) for c in scene.row.cards}, scene.face)


def test_a_row_that_fits_is_centred_with_every_card_apart():
    zone = pygame.Rect(0, 0, 1000, 200)
    for count in range(1, 30):
        row = hand_row(zone, tuple(f"c{i}" for i in range(count)), (110, 154))
        rects = list(row.cards.values())
        assert all(zone.contains(r) for r in rects)
        assert all(a.right <= b.left for a, b in zip(rects, rects[1:], strict=False))
        assert row.scrolls == (count > 8)
