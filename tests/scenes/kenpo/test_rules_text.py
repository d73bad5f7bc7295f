"""The Kenpo rules text speaks of the ring as each player sees it: their own fighter at their end, nearest them."""

from __future__ import annotations

from game.engine.kenpo.geometry import SIZE, START, destination
from game.layout.kenpo.ring import on_screen
from game.ui.book_text import rules_text


def test_the_fighters_start_on_opposite_ends_each_facing_inward_as_each_player_reads_the_rules():
    """Rulebook, Ring: "The Fighters start on opposite ends, in the middle. Place the fighter cards here, each facing
    inward." The table turns the ring for the player at the screen, whichever colour, so the rules text says what
    that player sees and names no end of the ring by colour."""
    for seat in (0, 1):
        mine, theirs = START[seat], START[1 - seat]
        assert on_screen(seat, mine)[1] == SIZE - 1 and on_screen(seat, theirs)[1] == 0  # nearest you; far end
        assert on_screen(seat, destination(seat, mine, "left"))[0] < on_screen(seat, mine)[0]
        assert on_screen(seat, destination(1 - seat, theirs, "left"))[0] > on_screen(seat, theirs)[0]
    text = rules_text("kenpo")
    for said in ("the table shows your fighter at your end of the ring, nearest you, and your opponent's at the far "
                 "end",
                 "Your fighter faces the far end, so its left is on your left; your opponent's fighter faces you, so "
                 "its left is on your right."):
        assert said in text
    for seat_bound in ("top of the ring", "at the top", "at the bottom", "table's right", "down the table"):
        assert seat_bound not in text
