"""The label over the seat's own Event at the duel table says "Your Event" to a person at the screen, and only
"Event" at a table of computers watched (a tournament's match between computers, a table nobody sits at)."""

from __future__ import annotations

import pygame
import pytest

from game.app import make_context
from game.scenes.matcg.board import DuelTableScene
from game.scenes.opening import campaign_for
from game.words.chairs import COMPUTER, PERSON
from game.words.matcg.seating import Chair, Seating
from tests.engine.matcg.helpers import fight
from tests.ui.helpers import lines_drawn

SEATINGS = {"a person": (Seating((Chair(PERSON), Chair(COMPUTER, "easy"))), "Your Event"),
            "computers": (Seating((Chair(COMPUTER, "easy"), Chair(COMPUTER, "easy"))), "Event"),
            "nobody": (Seating(open=True), "Event")}


@pytest.mark.parametrize("who", SEATINGS)
def test_the_seats_own_event_is_yours_only_where_a_person_sits(who, monkeypatch):
    seating, label = SEATINGS[who]
    session = fight((["reverse_punch"], []), health=[30, 30])
    ctx = make_context((1280, 720))
    scene = DuelTableScene(ctx, campaign_for(ctx, session, seating, seat=0), seating)
    lines = lines_drawn(monkeypatch)
    scene.draw(pygame.Surface((1280, 720)))
    assert label in lines and (label == "Your Event") == ("Your Event" in lines)
