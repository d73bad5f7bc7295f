"""The combo board's choices of cards, made in the picker: the card an attack takes, the cards an ENRAGE flips or
Planning takes and keeps (several chosen as one, with a Hint), and a pile looked through.

A part the board holds (`BoardPicks(board, painter)`), reading the board through `PickingBoard`: it opens the
picker over the board (its `outcome`) and submits through the board the commands the cards chosen stand for.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Protocol

from game.ai.udo.hint import HINTED_PHASES, Hinter
from game.engine.core import Command
from game.engine.udo.cards import Catalog
from game.engine.udo.sides import face
from game.engine.udo.state import UdoState
from game.play.campaign import Campaign
from game.play.udo.choices import CardChoice, loss_choice, pending_choice
from game.scenes.base import Push, Result
from game.scenes.picker import PickerScene
from game.ui.shown_table import ShownTable
from game.ui.udo.board_paint import BoardPainter
from game.words.udo.board import PILE_TITLES

if TYPE_CHECKING:
    from game.scenes.context import Context

class PickingBoard(ShownTable[UdoState, Catalog], Protocol):
    """What BoardPicks reads of the board, besides the view shown and the cards: of it, it sets only `outcome` (the
    picker pushed over it)."""

    ctx: Context
    campaign: Campaign
    outcome: Result

    def submit(self, command: Command, at: tuple[float, float] | None = None) -> bool: ...

    def _hover(self, pos: tuple[int, int] | None) -> None:
        """What lies under the mouse (None: an overlay opens over the board, and has the mouse until it moves over the
        board again)."""


class BoardPicks:
    """The picker opened over the combo board, and the commands the cards chosen in it stand for."""

    def __init__(self, board: PickingBoard, painter: BoardPainter) -> None:
        self.board = board
        self.painter = painter
        self.picking: dict[str, Command] = {}  # the choices the picker open offers, by card

    def show_pile(self, zone: str) -> None:
        board = self.board
        cards = list(getattr(board.state, zone))
        board._hover(None)
        board.outcome = Push(PickerScene(board.ctx, f"{PILE_TITLES[zone]} ({len(cards)})", cards, {}, True,
                                         selectable=False, face=self.painter.card_face))

    def pick_loss(self, attack: str) -> None:
        self._open_picker(loss_choice(self.board.catalog, self.board.state, attack), cancellable=True)

    def _open_picker(self, choice: CardChoice, cancellable: bool) -> None:
        board, painter = self.board, self.painter
        self.picking = dict(choice.options)
        board._hover(None)
        hint = self._picker_hint if board.state.phase in HINTED_PHASES and not cancellable else None
        board.outcome = Push(PickerScene(board.ctx, choice.title, list(choice.options), choice.notes, cancellable,
                                         face=painter.card_face, choose=choice.choose, sides=painter.card_sides,
                                         hint=hint, names=self._name))

    def _name(self, card: str) -> str:
        return face(self.board.catalog, self.board.state, card).name

    def _picker_hint(self) -> Callable[[], list[str]]:
        """The picker's Hint is asked for: the campaign is assisted, and the search picks the cards in a thread."""
        campaign = self.board.campaign
        campaign.mark_assisted()
        return partial(Hinter(campaign.rules).picks, self.board.state)

    def chosen(self, value: object) -> None:
        """The picker closed with a card, several cards chosen as one (submitted in the order chosen), or None."""
        board = self.board
        board._hover(None)
        chosen = (value,) if isinstance(value, str) else value if isinstance(value, tuple) else ()
        commands = [self.picking[card] for card in chosen if card in self.picking]
        self.picking = {}
        for command in commands:
            if not board.submit(command):
                break

    def ask_for_choice(self) -> None:
        """A pending step that chooses a card (recover, ENRAGE, Planning) opens the picker at once."""
        board = self.board
        choice = pending_choice(board.campaign) if board.outcome is None and not self.picking else None
        if choice is not None:
            self._open_picker(choice, cancellable=False)
