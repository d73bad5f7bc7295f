"""What flies across a table besides its cards (game.ui.flights), as a piece of the table's Glide: it moves on each
frame, is drawn where it stands, keeps the table moving until it lands, and lands at once at a skip or a new size."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame

from game.scenes.glide import Glide
from game.ui.flights import Flights
from game.ui.timeline import Beat, Timeline
from game.ui.tween import Tween


def flying() -> tuple[Any, Flights[str]]:
    """A table of no cards playing one beat, with "+2" in flight for a second from (0, 0) to (100, 0)."""
    flights: Flights[str] = Flights()
    flights.launch("+2", Tween((0.0, 0.0), (100.0, 0.0), 1.0))
    table = SimpleNamespace(sprites=pygame.sprite.LayeredUpdates(), by_key={}, slots={}, clock=0.0,
                            _on_beat=lambda beat, quick=False: None, ctx=SimpleNamespace(viewport=None),
                            timeline=Timeline("before", lambda event: (1.0, 0.0)))
    table.timeline.extend([Beat(None, "before", "after", 1.0, 0.0)])
    table.glide = Glide(table, pieces=[flights])
    return table, flights


def test_a_flight_moves_on_each_frame_and_keeps_the_table_moving_until_it_lands():
    table, flights = flying()
    assert [(f.what, f.pos) for f in flights] == [("+2", (0.0, 0.0))]
    table.glide.animate(0.5)
    (flight,) = flights
    assert 0.0 < flight.pos[0] < 100.0 and table.glide.moving()
    table.glide.animate(0.5)
    assert not flights and not table.glide.moving()


def test_everything_in_flight_lands_at_once_when_the_beats_are_skipped():
    table, flights = flying()
    table.glide.animate(0.25)
    table.glide.skip()
    assert not flights and not table.glide.moving()


def test_everything_in_flight_lands_at_once_when_the_window_changes_size():
    table, flights = flying()
    table.glide.resized()
    assert not flights
