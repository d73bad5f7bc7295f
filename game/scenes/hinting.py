"""The Hint, whatever the game: a computer player's judgement of the moment, offered to the person at the screen.

The search runs in the thinking process (game.scenes.worker) on the view of the seat that asks, never on the real
state. Asking marks the game as assisted (game.campaign), which Records keeps, whatever is undone later. A hint
belongs to the moment it was asked for: once the game moves on (a card played, an undo) it is gone.

`Hint` is the bookkeeping every hint shares; the campaign's combo board asks it for whole combos to build
(game.scenes.udo.board_hint), every other table for the next command of the game's strongest bot (`BotHint`), shown
as the table says a command is shown (`Suggestion`) and played with one key (game.scenes.seated).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.campaign import Campaign
from game.engine.core import Command
from game.scenes.computer import choose, make_bot
from game.scenes.worker import InWorker, Thinker


class Hint:
    """A hint asked for, looked for in the thinking process and shown for its moment. `searcher(rules)` makes the
    searcher's objects in the thinking process for a game's rules (the arguments its jobs start with); they serve
    every later hint of that game, unless a search of theirs is stopped half-way."""

    def __init__(self, campaign: Campaign, searcher: Callable[[Any], tuple[InWorker, ...]]):
        self.campaign = campaign
        self._searcher = searcher
        self._made: tuple[object, tuple[InWorker, ...]] | None = None  # the rules, and the searcher made for them
        self._thinker = Thinker()
        self._asked: object | None = None  # the engine state a hint is being found for
        self._moment: object | None = None  # the engine state the hint shown was found for
        self.found: Any = None  # the answer shown

    @property
    def shown(self) -> bool:
        if self._moment is not None and self._moment is not self.campaign.session.state:
            self.dismiss()
        return self._moment is not None

    @property
    def thinking(self) -> bool:
        if self._thinker.thinking and self._asked is not self.campaign.session.state:
            self._cancel()
        return self._thinker.thinking

    @property
    def active(self) -> bool:
        """A hint is shown or being looked for."""
        return self.shown or self.thinking

    def dismiss(self) -> None:
        self._cancel()
        self._moment, self.found = None, None

    def _cancel(self) -> None:
        """Stops a hint being looked for; its searcher may have been stopped half-way, so it is not used again."""
        if self._thinker.thinking:
            self._thinker.cancel()
            self._made = None

    def start(self, call: Callable[..., Any], *args: Any) -> None:
        """Starts looking for the hint for now: `call(*searcher, *args)` in the thinking process."""
        self.dismiss()
        rules = self.campaign.rules
        if self._made is None or self._made[0] is not rules:
            self._made = (rules, self._searcher(rules))
        self.campaign.mark_assisted()
        self._asked = self.campaign.session.state
        self._thinker.start(call, *self._made[1], *args)

    def arrived(self) -> bool:
        """Called every frame: True once the answer has just come in; it is then `found`, shown for its moment."""
        if not self.thinking or not self._thinker.ready():
            return False
        self.found = self._thinker.take()
        self._moment = self._asked
        return True

    def wait(self, timeout: float | None = None) -> bool:
        """Blocks until the hint asked for is found (for scripts and tests)."""
        return self._thinker.wait(timeout)


class BotHint(Hint):
    """The next command of a seat, as the game's strongest computer player would choose it from that seat's view."""

    def __init__(self, campaign: Campaign):
        super().__init__(campaign, self._strongest)

    def _strongest(self, rules: Any) -> tuple[InWorker, ...]:
        from game.games import game

        ruleset_id = self.campaign.session.ruleset.id
        level = game(ruleset_id).bots().strongest
        return InWorker(make_bot, ruleset_id, level, self.campaign.session.seed), InWorker.of(rules)

    def ask(self, seat: int) -> None:
        self.start(choose, self.campaign.session.view(seat))

    @property
    def command(self) -> Command | None:
        """The command suggested, while it is shown."""
        return self.found if self.shown else None


@dataclass(frozen=True)
class Suggestion:
    """How a table shows a command: what it does in a few words, the card it plays (its key at the table) and the
    place that card goes (design space), or the button that plays it (by its label)."""

    words: str
    card: str | None = None
    place: pygame.Rect | None = None
    button: str | None = None
