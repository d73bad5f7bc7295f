"""Where the end of a campaign (game.scenes.udo.ending) lies, in design space: the result's panel the whole screen,
the cards of the masters defeated in a row under the headline, each as large as its special move needs to read, and
the summary under them. Pure arithmetic."""

from __future__ import annotations

import pygame

MASTER = (180, 252)  # a defeated master's card: its special move large enough to read
MASTERS_TOP = 178
COLUMN = MASTER[0] + 20  # from one master's card to the next: its own, and a gap its label may not cross
SUMMARY = pygame.Rect(140, 462, 1000, 176)  # under the masters' cards
WHOLE = pygame.Rect(90, 0, 1100, 720)  # the result's panel is the whole screen: its buttons at the foot


def defeated_cards(count: int) -> list[pygame.Rect]:
    """The cards of `count` masters defeated, side by side and centred on the screen."""
    left = 640 - (count * COLUMN - 20) // 2
    return [pygame.Rect(left + i * COLUMN, MASTERS_TOP, *MASTER) for i in range(count)]
