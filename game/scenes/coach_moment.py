"""A turning point as the coach's page shows it (game.scenes.coach): the table as the coached seat saw it then, drawn
as Replay draws it at the window's size (never made small: its words stay as readable as at the table), where the
cards the move made and the move suggested name lie on it, and both moves in the game's own history words as far as
the seat could know them."""

from __future__ import annotations

import re
from dataclasses import fields
from typing import Any

import pygame

from game.engine.core import Command, Rejected, visible_to
from game.games import game
from game.play.campaign import Campaign
from game.play.coach import Turning
from game.play.history import Entry, Words, awaited
from game.play.replay import Replayed
from game.scenes.card_table import CardTable
from game.scenes.context import Context
from game.ui.face_cache import stand_ins
from game.ui.viewport import Viewport

MOST_LINES = 5  # of a move's words
TURNS = 20  # the most cards a hand's row is turned by, looking for the cards a move names


def _words(name: str) -> str:
    """A command's name as words: "EndBlock" is "End block"."""
    spaced = re.sub(r"(?<!^)(?=[A-Z])", " ", name)
    return spaced[:1] + spaced[1:].lower()


def named_cards(commands: tuple[Command, ...]) -> list[str]:
    """The keys a move's commands name, in order, each once: every text field (a card, a heart, an attack, a target)
    and every text of a tuple field (a set's cards). Which of them are cards, the table knows (its cards by key)."""
    keys: list[str] = []
    for command in commands:
        for field in fields(command):
            value = getattr(command, field.name)
            for key in (value if isinstance(value, tuple) else (value,)):
                if isinstance(key, str) and key and key not in keys:
                    keys.append(key)
    return keys


def foreseen(rules: Any, words: Words, view: Any, seat: int, commands: tuple[Command, ...]) -> list[str]:
    """What a move would have done, in the game's history words, as the seat could foresee it: its commands decided
    on the seat's view of the moment, every event the seat sees told but those that bring new hidden information
    (a draw: its cards are not known), and last what it left awaiting an answer."""
    lines: list[str] = []
    for command in commands:
        events = rules.decide(view, command, 0, 0)
        if isinstance(events, Rejected):
            break
        for event in events:
            after = rules.evolve(view, event)
            if visible_to(event, seat) and not event.hidden_information:
                lines += words.tell(event, view, after)
            view = after
    return lines + awaited(words, view)


def planned(rules: Any, view: Any, commands: tuple[Command, ...]) -> Any:
    """The seat's view once a plan's commands but its last (the one that carries it out) are made on `view`."""
    for command in commands[:-1]:
        events = rules.decide(view, command, 0, 0)
        if isinstance(events, Rejected):
            break
        for event in events:
            view = rules.evolve(view, event)
    return view


def made_lines(session: Any, seat: int, batch: int, entries: list[Entry]) -> list[str]:
    """The history's lines of the seat's command at `batch`; for a command that tells nothing itself (finishing a
    turn's combos), those of the seat's commands just before it in the same turn, which it completed."""
    lines = [entry.text for entry in entries if entry.batch == batch]
    if lines:
        return lines[:MOST_LINES]
    rules, batches = session.ruleset, session.batches
    state = rules.initial()
    actors = []
    for events in batches[:batch]:
        actors.append(rules.to_act(state))
        for event in events:
            state = rules.evolve(state, event)
    turn = next((entry.turn for entry in entries if entry.batch >= batch), None)
    first = batch
    while first > 1 and actors[first - 1] == seat:
        first -= 1
    return [entry.text for entry in entries if first <= entry.batch < batch and entry.turn == turn][-MOST_LINES:]


class Moment:
    """A turning point as the page shows it: the table then (its watch), the move made and the move suggested in
    words."""

    def __init__(self, session: Any, seat: int, turning: Turning, told_lines: list[str], words: Words | None,
                 viewport: Viewport):
        self.turning = turning
        replayed = Replayed(session)
        replayed.seek(turning.before)
        self.moment = replayed
        self.turn = replayed.turn_of(turning.before) if replayed.turns else None
        self.inner = Context(viewport=viewport, autosave=False)
        watch = game(session.ruleset.id).front().screens().watch
        campaign = Campaign(replayed, autosave=False, seat=seat)  # type: ignore[arg-type]  # a session's shape
        self.watch = watch(self.inner, campaign) if watch is not None else None
        if self.watch is not None:
            self.watch.update(5.0)  # every card in its place
            self._turn_to(named_cards((turning.made, *turning.best)))
        self._full: pygame.Surface | None = None  # the table drawn at the window's size, once all is in place
        view = session.ruleset.view(replayed.state, seat)
        laid = getattr(words, "laid", None)
        if len(turning.best) > 1 and laid is not None:  # a plan against what the seat had laid: both told whole
            self.made = laid(view)
            self.best = laid(planned(session.ruleset, view, turning.best))
            return
        self.made = told_lines or self._said(session, words, view, seat, (turning.made,))[:MOST_LINES]
        self.best = self._said(session, words, view, seat, turning.best)[:MOST_LINES]  # its act and what followed

    def relaid(self, viewport: Viewport) -> None:
        """The window changed size, or the text size changed (its size kept): the table is laid out and drawn again,
        its words at the new size."""
        self.inner.viewport = viewport
        if self.watch is not None:
            self.watch.scene.resized()
        self._full = None

    def picture(self) -> pygame.Surface | None:
        """The table at the moment, drawn as Replay draws it, at the window's size (where its every word is set at a
        readable size). Kept once no card face stood in for another."""
        if self.watch is None:
            return None
        size = (self.inner.viewport.width, self.inner.viewport.height)
        if self._full is not None and self._full.get_size() == size:
            return self._full
        full = pygame.Surface(size)
        drawn_before = stand_ins()
        self.watch.scene.draw(full)
        self._full = full if stand_ins() == drawn_before else None
        return full

    def let_go(self) -> None:
        """The table shown whole is left (the mouse may have read a card enlarged there, or turned the hand): nothing
        is left under the mouse, and the picture is drawn again as the table now lies."""
        if self.watch is not None:
            self.watch.scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(-1, -1), rel=(0, 0), buttons=(0, 0, 0)))
        self._full = None

    def _turn_to(self, keys: list[str]) -> None:
        """The hand's row turned, as the wheel turns it at the table, to where it shows most of the cards the moves
        name: a hand too long to show whole hid the card the computer would have played. First turned to its start,
        then card by card as far as it goes, then back to the best place found; the mouse taken off the table."""
        watch = self.watch
        scene = watch.scene if watch is not None else None
        if watch is None or not isinstance(scene, CardTable) or not scene.by_key \
                or all(key in scene.by_key for key in keys):
            return
        vp = self.inner.viewport
        lowest = max(scene.by_key.values(), key=lambda sprite: sprite.pos[1] + sprite.size[1])  # a card of the hand
        over = vp.rect((*lowest.pos, *lowest.size)).center

        def wheel(notch: int, times: int) -> None:
            for _ in range(times):
                scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notch, flipped=False))

        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0)))
        wheel(1, TURNS)
        shown = [sum(key in scene.by_key for key in keys)]
        for _ in range(TURNS):
            wheel(-1, 1)
            shown.append(sum(key in scene.by_key for key in keys))
        wheel(1, TURNS)
        wheel(-1, shown.index(max(shown)))
        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(-1, -1), rel=(0, 0), buttons=(0, 0, 0)))
        watch.update(5.0)  # every card in its new place

    def cards(self, commands: tuple[Command, ...]) -> list[pygame.Rect]:
        """Where the cards the commands name lie on the table at the moment (window pixels of its picture): the cards
        the seat played or would have played, each as the table shows it to that seat."""
        scene = self.watch.scene if self.watch is not None else None
        if not isinstance(scene, CardTable):
            return []
        vp = self.inner.viewport
        return [vp.rect((*scene.by_key[key].pos, *scene.by_key[key].size))
                for key in named_cards(commands) if key in scene.by_key]

    @staticmethod
    def _said(session: Any, words: Words | None, view: Any, seat: int, commands: tuple[Command, ...]) -> list[str]:
        lines = foreseen(session.ruleset, words, view, seat, commands) if words is not None else []
        return lines or [_words(type(commands[-1]).__name__)]
