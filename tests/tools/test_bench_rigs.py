"""Each scripted scene of the bench says how many frames its script takes to come round again, and it does: a
warm-up of one such cycle has shown every picture the timed frames will show, so a quick run and a full run time
the same frames whatever their number.

The games the scenes stand on are played by each game's second bot level here (game.tools.bench.corpus.bots_at):
the scripts do not depend on who played."""

from __future__ import annotations

import pygame
import pytest

from game.tools.bench.corpus import bots_at, games
from game.tools.bench.frames import build
from game.tools.bench.rigs import SCENES, Rig, all_rigs

RIGS = sorted(all_rigs())


def _input(event: pygame.event.Event) -> tuple[object, ...]:
    return event.type, getattr(event, "pos", None), getattr(event, "button", None), getattr(event, "key", None)


QUICKER = 1  # the bot level that plays the games


def _built(name: str) -> tuple[Rig, pygame.Surface]:
    """The rig at 1280x720; a recorded game is played for it only if it stands on one (the tables set their own
    position up)."""
    ruleset_id = all_rigs()[name][0]
    with bots_at(QUICKER):
        try:
            return build(name, (1280, 720), {ruleset_id: []} if ruleset_id is not None else {})
        except IndexError:  # it picks its position from the recorded games
            return build(name, (1280, 720), {ruleset_id: games(ruleset_id, 1, level=QUICKER)})


@pytest.mark.parametrize("name", RIGS)
def test_a_rigs_script_comes_round_again_after_its_period(name: str) -> None:
    rig, _ = _built(name)
    if rig.period == 0:
        assert name == "rules"  # it scrolls to the end and back, however long the page is
        return
    given: list[list[tuple[object, ...]]] = []
    # the other scenes' script is the mouse's sweep (rigs.table), which reads nothing; a driven script reads only
    # what handling its input and updating the scene set (a card's place, Rules' scroll), never what drawing paints,
    # so the frames are handled and updated and not drawn (the bench draws them; the input is the same)
    driven = name not in SCENES
    for i in range(2 * rig.period):
        events = rig.script(i)
        given.append([_input(event) for event in events])
        if driven:
            for event in events:
                rig.stack.handle(event)
            rig.stack.update(1 / 60)
    assert given[:rig.period] == given[rig.period:], f"{name} does not repeat after {rig.period} frames"
