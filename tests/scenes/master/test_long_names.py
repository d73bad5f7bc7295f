"""A seat's name heads its area at the Master table and is read whole there: four people at one screen, each with the
longest name the set-up takes (MOST_NAME characters, and a seat's number after a name another seat has), in the
smallest window at every text size. At the Largest text "Bartholomew Wu (2)" was cut after "Bartholomew"; a name
with no room on one line is set on two, the second over the area's pile, never over its other words."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ai.master import LEVELS
from game.engine.core import Session
from game.files import settings
from game.files.master.names import MOST_NAME
from game.play.campaign import Campaign
from game.play.master.setup import MatchChoices
from game.rulesets import ruleset
from game.scenes.base import Stack
from game.scenes.master.board import MasterTableScene
from game.ui import text
from game.ui.face_cache import forget_pictures
from game.words.chairs import PERSON
from game.words.master.seating import Seating
from tests.scenes.helpers import context, frame

SMALL = (1024, 600)
NAMES = ["Bartholomew Wu", "W" * MOST_NAME]  # the widest with a space, and the widest typed as one word


def seated(name: str) -> Seating:
    """Four people, every one typing `name`, named as the set-up names them (the second "<name> (2)", ...)."""
    choices = MatchChoices(3, 8, list(LEVELS))
    for seat in range(4):
        choices.seat(seat, PERSON)
        choices.rename(seat, name)
    return choices.named()


def whole(name: str, lines: list[str]) -> bool:
    """Whether `lines`, read one after the other, are `name` (split at a space, or between two letters)."""
    return " ".join(lines) == name or "".join(lines) == name


def to_play(seat: int) -> Session:
    """A match of four played on (each seat's first legal move) until `seat` is to play: its area says so."""
    session = Session.new(ruleset("master"), 3, {"seats": 4})
    while session.ruleset.to_act(session.state) != seat:
        to_act = session.ruleset.to_act(session.state)
        session.submit(session.legal(to_act)[0])
    return session


@pytest.mark.parametrize("text_size", list(settings.TEXT_SCALES))
@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("playing", [0, 1, 3])
def test_every_seats_whole_name_heads_its_area_in_the_smallest_window(monkeypatch, name, text_size, playing):
    settings.change(text_size=text_size)
    forget_pictures()
    seating = seated(name)
    assert len(seating.names[1]) == MOST_NAME + 4 and len(set(seating.names)) == 4
    ctx, surface = context(SMALL)
    scene = MasterTableScene(ctx, Campaign(to_play(playing), autosave=False, seat=playing), seating)
    scene.curtain_first, scene.claimed = False, True
    drawn: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def draw(surface: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append((line, real(surface, line, *args, **kwargs)))
        return drawn[-1][1]

    monkeypatch.setattr(text, "draw", draw)
    frame(Stack(scene), surface)
    vp = ctx.viewport
    for seat, area in scene.seat_areas().items():
        left = vp.point(area.header.x + 30, 0)[0]  # where a name starts, beside the seat's mark
        heading = sorted(((where.top, line, where) for line, where in drawn
                          if where.left == left and vp.rect(area.rect).contains(where)), key=lambda found: found[0])
        assert whole(seating.names[seat], [line for _, line, _ in heading]), (seat, heading)
        if len(heading) > 1:  # the second line over the pile's column, clear of the words beside it
            assert heading[1][2].right <= vp.rect(area.pile).right, (seat, heading)


@pytest.mark.parametrize("text_size", list(settings.TEXT_SCALES))
@pytest.mark.parametrize("size", [SMALL, (1280, 720), (1920, 1080)])
def test_the_draw_piles_and_the_discards_counts_stand_apart_and_whole(monkeypatch, size, text_size):
    """At the Largest text in the smallest window "Draw pile: 15" and "Discard: 48" ran into one another."""
    from tests.ui.helpers import texts_drawn

    settings.change(text_size=text_size)
    forget_pictures()
    session = to_play(0)
    for _ in range(40):  # piles of two-digit counts
        session.submit(session.legal(session.ruleset.to_act(session.state))[0])
    ctx, surface = context(size)
    scene = MasterTableScene(ctx, Campaign(session, autosave=False, seat=0), seated("Ana"))
    scene.curtain_first, scene.claimed = False, True
    drawn = texts_drawn(monkeypatch)
    frame(Stack(scene), surface)
    view = scene.state
    draw = next(where for line, where in drawn.items() if line.endswith(f": {len(view.draw)}")
                and line.startswith("Draw"))
    discard = drawn[f"Discard: {len(view.discard)}"]
    gap = ctx.viewport.px(9)  # each label within its half of the room between the piles, 10 design px apart
    assert draw.right + gap <= discard.left, (draw, discard)
