"""The waiting strikes the ring shows (game.play.kenpo.strikes): each seat's attacks with what each card scores where
the fighters stand, the other seat's first, worked out once per view and seat shown."""

from __future__ import annotations

from game.engine.kenpo import commands as cmd
from game.play.kenpo.strikes import ShownStrikes, Strike
from tests.play.kenpo.test_drops import RED, YELLOW
from tests.scenes.kenpo.helpers import CATALOG, card, dealt


def test_the_kick_and_jab_waiting_are_yellows_strike_seen_from_either_seat_and_worked_out_once_per_view():
    session = dealt(YELLOW, RED)
    session.submit(cmd.PlayCard(seat=0, card=card(0, "front_kick"), move="forward"))
    session.submit(cmd.PlayCard(seat=0, card=card(0, "jab")))
    shown = ShownStrikes()
    view = session.view(1)
    strikes = shown.of(CATALOG, view, 1)
    # The Jab's arrow of 1 takes the bonus of the step forward it was played on: 1 above the arrows printed.
    assert strikes == [Strike(0, [5, 2], 1)] and shown.of(CATALOG, view, 1) is strikes
    assert shown.of(CATALOG, session.view(0), 0) == strikes  # Yellow's own, under Red's (none)
    assert ShownStrikes().of(CATALOG, dealt(YELLOW, RED).view(0), 0) == []
