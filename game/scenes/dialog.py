"""What Enter does in a dialog, the same in every one (a question, a choice, a list of lines): it presses the
dialog's highlighted default, its first enabled primary (gold) button, as a click on it would. The keyboard's focus
comes first: with a button focused, Enter presses that one (game.ui.focus), and the dialog never sees the key."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.viewport import Viewport
from game.ui.widgets import Button

ENTER = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER})


def default_pressed(event: pygame.event.Event, buttons: Sequence[Button], vp: Viewport) -> pygame.event.Event:
    """`event` as the dialog's buttons should take it: Enter becomes a click on the highlighted default, when the
    dialog has one; any other event is itself."""
    if event.type != pygame.KEYDOWN or event.key not in ENTER:
        return event
    default = next((button for button in buttons if button.primary and button.enabled), None)
    if default is None:
        return event
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=default.screen_rect(vp).center, button=1)
