"""A player with a keyboard and nothing else: at any table it finds a move by Tab, the arrows and Enter alone, as a
person who cannot use the mouse would, and fails with the moment it was stuck at when nothing it can reach plays a
command (a choice only the mouse can make, a focus lost, a button out of the Tab order)."""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes.base import Stack
from game.scenes.result import ResultOverlay
from game.scenes.settings import SETTINGS_MARK
from tests.scenes.helpers import aim_at, aimed, focused_card, frames_until, key, tab_to_card

# What a player walking through a game leaves alone: leaving, going back, reading, asking for help, settings (and at
# a puzzle's table its own help, starting over and leaving: a Restart would end the table the walker plays at).
ASIDE = {"Menu", "Undo", "Redo", "History", "Hint", "Take hint", "Thinking...", SETTINGS_MARK,
         "Puzzle hint", "Restart", "Leave", "Next puzzle"}
MOST_PRESSES = 400  # keys one move may take before the walker calls the moment a dead end


def focused(scene: Any) -> str | None:
    """The label of what the keyboard's focus rests on: a card, a spot to click or a button."""
    card = focused_card(scene)
    if card is not None:
        return card
    button = scene.focus.find(scene.focusable())
    return button.label if button is not None else None


def moment(scene: Any) -> tuple[Any, ...]:
    """What the walker may reach now: it tries each of them once per moment."""
    return (len(scene.campaign.session.log), tuple(spot.label for spot in scene.key_cards()),
            tuple(button.label for button in scene.focusable() if button.enabled))


def act(stack: Stack, surface: pygame.Surface | None, scene: Any) -> None:
    """One command of the person at the screen by Tab and Enter (and Tab among a held card's places): each card,
    spot and button in Tab order is tried in turn until a command is played. With no `surface` the keys' frames are
    not drawn: what the keyboard reaches is the scene's to say, not its picture's."""
    session = scene.campaign.session
    start = len(session.log)
    tried: set[tuple[Any, ...]] = set()
    for _ in range(MOST_PRESSES):
        if len(session.log) > start:
            return
        if stack.top is not scene:  # a question over the table (a picker, a choice): answered by Tab and Enter
            if isinstance(stack.top, ResultOverlay) or session.ruleset.is_over(session.state):
                return  # the game's end is told
            _answer(stack, surface)
            continue
        key(stack, surface, pygame.K_TAB)
        label = focused(scene)
        if label is None or label in ASIDE or (label, *moment(scene)) in tried:
            continue
        tried.add((label, *moment(scene)))
        key(stack, surface, pygame.K_RETURN)
        if scene.focus.carrying() is not None:
            _lay(stack, surface, scene, label, start)
    seat = session.ruleset.to_act(session.state)
    raise AssertionError(f"a dead end for the keyboard: nothing Tab reaches plays a command; the moment offers "
                         f"{moment(scene)}, legal: {session.legal(seat)}")


def _answer(stack: Stack, surface: pygame.Surface | None) -> None:
    """A question over the table answered by the keys: Enter on what has the focus, or with nothing focused the
    question's own answer to Enter (the curtain's: the next person is ready); else Tab to its first choice that does
    not leave, then Enter."""
    over: Any = stack.top
    focused_now = over.focus.find(over.focusable())
    if focused_now is None or focused_now.label not in ASIDE:
        key(stack, surface, pygame.K_RETURN)
        if stack.top is not over:
            return
    for _ in range(len(over.focusable()) + 1):
        key(stack, surface, pygame.K_TAB)
        found = over.focus.find(over.focusable())
        if found is not None and found.label not in ASIDE:
            key(stack, surface, pygame.K_RETURN)
            return


def _lay(stack: Stack, surface: pygame.Surface | None, scene: Any, card: str, start: int) -> None:
    """The card carried, laid at each of its places in Tab order until one is taken; else put back."""
    session = scene.campaign.session
    places: list[str] = []
    while (place := aimed(scene)) is not None and place not in places:
        places.append(place)
        key(stack, surface, pygame.K_TAB)
    for place in places:
        if scene.focus.carrying() is None:
            tab_to_card(stack, surface, card)
            key(stack, surface, pygame.K_RETURN)
        aim_at(stack, surface, place)
        key(stack, surface, pygame.K_RETURN)
        if len(session.log) > start or stack.top is not scene or scene.focus.carrying() is None and \
                card not in [spot.label for spot in scene.key_cards()]:
            return
    if scene.focus.carrying() is not None:
        key(stack, surface, pygame.K_ESCAPE)


def play_to_the_end(stack: Stack, surface: pygame.Surface, scene: Any, most_moves: int = 400) -> int:
    """The whole game by keys at the people's seats (the screen handed over behind the curtain by keys too), the
    computers answering; the number of the people's moves."""
    session = scene.campaign.session
    rules = session.ruleset
    moves = 0
    for _ in range(most_moves):
        frames_until(stack, surface, lambda: rules.is_over(session.state) or stack.top is not scene
                     or (rules.to_act(session.state) == scene.viewer and not scene.moving()), dt=1.0)
        if rules.is_over(session.state):
            return moves
        act(stack, None, scene)  # its keys undrawn: the frames between the moves draw the table
        moves += 1
    raise AssertionError(f"the game did not end in {most_moves} moves")
