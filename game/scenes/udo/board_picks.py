"""The combo board's choices of cards, made in the picker: the card an attack takes, the cards an ENRAGE flips or
Planning takes and keeps (several chosen as one, with a Hint), and a pile looked through.

A mixin of ComboBoardScene, which owns the campaign, submits the commands and reacts to their events.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

from game.ai.udo.hint import HINTED_PHASES, Hinter
from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.combos import payers
from game.engine.udo.kai import COUNTED
from game.engine.udo.sides import face
from game.scenes.base import Push
from game.scenes.picker import PickerScene
from game.scenes.udo.board_draw import CHOICE_LINES
from game.scenes.udo.board_paint import BoardPainting

CARD_CHOICES = (cmd.RecoverCard, cmd.EnrageCard, cmd.RetrieveCard, cmd.KeepCard)


class BoardPicks(BoardPainting):
    _picking: dict[str, Command]  # the choices the picker open offers, by card

    def submit(self, command: Command, at: tuple[float, float] | None = None) -> bool:
        raise NotImplementedError

    def _catch_up(self) -> None:
        raise NotImplementedError

    def _choosing_cards(self) -> bool:
        """A choice of cards waits (it opens the picker): a moment undo and redo pass through, so a choice made in
        the picker is taken back, or made again, as one with the move that asked for it."""
        pending = self.state.pending
        return bool(pending) and pending[0][0] in CHOICE_LINES

    def _show_pile(self, zone: str) -> None:
        cards = list(getattr(self.state, zone))
        title = {"discard": "Your discard pile", "exhausted": "Exhausted: gone for good"}[zone]
        self._covered()
        self.outcome = Push(PickerScene(self.ctx, f"{title} ({len(cards)})", cards, {}, True, selectable=False,
                                        face=self.card_face))

    def _pick_loss(self, attack: str) -> None:
        options = {card: cmd.TakeHit(attack=attack, card=card) for card in payers(self.catalog, self.state, attack)}
        notes = {card: ("discard from hand" if card in self.state.hand else "exhaust for good") for card in options}
        name = self.catalog.attack(attack).name
        self._open_picker(f"{name} hits you: choose the card you lose", options, notes, cancellable=True)

    def _open_picker(
        self, title: str, options: Mapping[str, Command], notes: dict[str, str], cancellable: bool, choose: int = 1
    ) -> None:
        self._picking = dict(options)
        self._covered()
        hint = self._picker_hint if self.state.phase in HINTED_PHASES and not cancellable else None
        self.outcome = Push(PickerScene(self.ctx, title, list(options), notes, cancellable, face=self.card_face,
                                        choose=choose, sides=self.card_sides, hint=hint, names=self._name))

    def _name(self, card: str) -> str:
        return face(self.catalog, self.state, card).name

    def _picker_hint(self) -> Callable[[], list[str]]:
        """The picker's Hint is asked for: the campaign is assisted, and the search picks the cards in a thread."""
        self.campaign.mark_assisted()
        return partial(Hinter(self.campaign.rules).picks, self.state)

    def _covered(self) -> None:
        """An overlay opens over the board: the mouse is the overlay's until it moves over the board again."""
        self.pointer, self.hovered = None, None

    def resume(self, value: object) -> None:
        """The picker closed with a card, several cards chosen as one (submitted in the order chosen), or None."""
        self._covered()
        chosen = (value,) if isinstance(value, str) else value if isinstance(value, tuple) else ()
        commands = [self._picking[card] for card in chosen if card in self._picking]
        self._picking = {}
        for command in commands:
            if not self.submit(command):
                break
            self._picking = {c.card: c for c in self.campaign.legal() if isinstance(c, CARD_CHOICES)}
        self._picking = {}
        self._catch_up()  # the board is drawn before its next update: its cards must already know where to go

    def _ask_for_choice(self) -> None:
        """A pending step that chooses a card (recover, ENRAGE, Planning) opens the picker at once."""
        state = self.state
        if self.outcome is None and not self._picking and state.pending and state.pending[0][0] in CHOICE_LINES:
            options = {c.card: c for c in self.campaign.legal() if isinstance(c, CARD_CHOICES)}
            if options:
                kind, count = state.pending[0]
                self._open_picker(CHOICE_LINES[kind].format(count), options, {}, cancellable=False,
                                  choose=count if kind in COUNTED else 1)

