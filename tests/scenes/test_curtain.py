"""The curtain between people at one screen: the scores across its top stay whole on the screen, however many people
sit at the table and however long their names, at every window size; its Menu asks before the table is left over the
curtain itself, so the hand of whoever held the screen before never shows under the question."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes import computer as computer_seat
from game.scenes.confirm import ConfirmScene
from game.scenes.curtain import CurtainScene
from tests.scenes.helpers import click, context, key
from tests.scenes.test_curtain_news import TABLES, HandOvers
from tests.ui.helpers import texts_drawn

NAMES = ("Xiaolongbao th", "Wonderful Wang", "Magnificent Mo", "Tremendous Tao", "Formidable Fen", "Incredible Ito")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_six_long_names_and_their_scores_fit_across_the_curtain(monkeypatch: Any, size: tuple[int, int]) -> None:
    ctx, surface = context(size)
    score = "   ".join(f"{name} 10" for name in NAMES)
    drawn = texts_drawn(monkeypatch)
    CurtainScene(ctx, NAMES[0], list(NAMES[1:]), (200, 40, 40), [], score=score).draw(surface)
    shown = drawn[score]  # as blitted: clipped to the screen, so a line cut off reaches an edge
    assert 0 < shown.left and shown.right < surface.get_width()


def test_the_curtains_menu_asks_over_the_curtain_and_the_table_is_left_only_once_the_player_agrees(monkeypatch: Any
                                                                                                    ) -> None:
    monkeypatch.setattr(computer_seat, "THINK", 0.0)
    play = HandOvers(TABLES["master, three people and a computer"])
    assert play.next_curtain() is not None
    play.take_and_play()
    curtain = play.next_curtain()  # down for the second person, the first one's hand behind it
    assert curtain is not None
    key(play.stack, play.surface, pygame.K_ESCAPE)
    assert isinstance(play.stack.top, ConfirmScene) and play.stack.scenes[-2] is curtain
    click(play.stack, play.surface, (760, 414))  # Stay
    assert play.stack.top is curtain
    key(play.stack, play.surface, pygame.K_ESCAPE)
    click(play.stack, play.surface, (520, 414))  # Leave
    assert play.stack.scenes == [play.scene]
