"""The overlay where the people at one screen name their seats (game.scenes.seat_names), with no game behind it: a
field per seat by its row name, a second column past five, Tab from one to the next, Done with the names typed."""

from __future__ import annotations

import pygame

from game.scenes.base import Pop
from game.scenes.seat_names import PER_COLUMN, SeatNamesScene
from tests.scenes.helpers import context


def test_the_names_typed_pop_one_per_seat_trimmed_and_empty_where_none_was():
    ctx, _ = context()
    scene = SeatNamesScene(ctx, [("Seat 1", "", "Player 1"), ("Seat 2", "Bo", "Player 2"), ("Seat 3", "", "")], 12)
    assert scene.labels == ["Seat 1", "Seat 2", "Seat 3"] and scene.fields[0].focused
    assert [(field.value, field.placeholder, field.most) for field in scene.fields] == [
        ("", "Player 1", 12), ("Bo", "Player 2", 12), ("", "", 12)]
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="  Ana "))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    assert scene.fields[1].focused and not scene.fields[0].focused
    done = scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    assert isinstance(done, Pop) and done.value == ["Ana", "Bo", ""]


def test_more_seats_than_a_column_holds_take_a_second_column_inside_the_panel():
    ctx, _ = context()
    one = SeatNamesScene(ctx, [(f"Seat {k + 1}", "", "") for k in range(PER_COLUMN)], 12)
    two = SeatNamesScene(ctx, [(f"Seat {k + 1}", "", "") for k in range(PER_COLUMN + 1)], 12)
    assert len({field.rect[0] for field in one.fields}) == 1
    assert len({field.rect[0] for field in two.fields}) == 2 and two.panel.w > one.panel.w
    assert all(two.panel.contains(pygame.Rect(field.rect)) for field in two.fields)
