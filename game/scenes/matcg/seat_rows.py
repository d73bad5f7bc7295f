"""The set-up's seats at a table of more than two: one row per seat, named by its side (Two-on-Two's teams) or its
part (the Army of One's Hero and enemies), with a button that goes round who sits there (a person, the computer at
each level) and a button showing its deck that opens the list of every deck offered (game.scenes.matcg.choices
.deck_picker, as the duel's seats have); up to five rows in a column, a second column beside it for more. The Army
of One also asks what the Hero fights for (the leader, or every enemy) and which enemy leads. A duel keeps its own
rows of who sits there in sight (setup.py)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.engine.matcg.army import ENEMIES, GOALS
from game.engine.matcg.teams import ARMY, DUEL
from game.layout.matcg.seat_rows import ARMY_ROW_Y, ONE_COLUMN, ROWS, TWO_COLUMNS, SeatRow, rows
from game.play.matcg.setup import DuelChoices
from game.scenes.base import Push
from game.scenes.matcg.choices import deck_picker
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button
from game.words.chairs import kind_after, kind_label, kind_of
from game.words.matcg.seating import GOAL_LABELS, computer_label, picked, seat_label


class BigTableRows(TableScene):
    """A mixin of the set-up scene: the mode's seats, and the Army of One's choices."""

    choices: DuelChoices
    _kind: Callable[[int, str], None]
    picking: int | None
    _buttons: Callable[[], list[Button]]

    def choose_mode(self, mode: str) -> None:
        self.choices.choose_mode(mode)
        self.buttons = self._buttons()

    def rows(self) -> list[SeatRow]:
        seats = len(self.choices.chairs)
        left, step = (TWO_COLUMNS[0], TWO_COLUMNS[3]) if seats > ROWS else (ONE_COLUMN[0], 0)
        return rows(seats, partial(seat_label, self.choices.mode), left, step)

    def pick_deck(self, seat: int) -> None:
        """The list of the decks offered, for a seat; the set-up's `resume` takes the deck chosen."""
        chosen = self.choices
        self.picking = seat
        self.outcome = Push(deck_picker(self.ctx, seat_label(chosen.mode, seat), chosen.ruleset_id,
                                        chosen.anything_goes, chosen.decks[seat]))

    def _seat_rows(self, buttons: list[Button]) -> None:
        """Each seat in a row: who sits there, a button that goes round, and its deck, a button that opens the list
        of decks, named by its value (a saved deck's value is the dict of its cards and its name:
        game.words.matcg.seating.deck_name)."""
        chosen = self.choices
        kind_w, deck_w = ONE_COLUMN[1:] if len(chosen.chairs) <= ROWS else TWO_COLUMNS[1:3]
        for row in self.rows():
            kind = kind_of(chosen.chairs[row.seat])
            buttons.append(Button(kind_label(kind, computer_label), (row.x, row.y, kind_w, 44),
                                  partial(self._kind, row.seat, kind_after(kind, chosen.levels))))
            deck = chosen.decks[row.seat]
            buttons.append(Button(picked(chosen.ruleset_id, deck), (row.x + kind_w + 10, row.y, deck_w, 44),
                                  partial(self.pick_deck, row.seat)))

    def _army_choices(self, buttons: list[Button], choice: Callable[..., None]) -> None:
        """What the Hero fights for, and which enemy leads (a button that goes round the enemies)."""
        for k, goal in enumerate(GOALS):
            choice(GOAL_LABELS[goal], (250 + k * 262, ARMY_ROW_Y, 250, 40), partial(self._goal, goal),
                   goal == self.choices.goal)
        leader = self.choices.leader
        after = ENEMIES[(ENEMIES.index(leader) + 1) % len(ENEMIES)]
        buttons.append(Button(f"Leader: Enemy {leader}", (800, ARMY_ROW_Y, 250, 40), partial(self._lead, after)))

    def _goal(self, goal: str) -> None:
        self.choices.goal = goal
        self.buttons = self._buttons()

    def _lead(self, leader: int) -> None:
        self.choices.leader = leader
        self.buttons = self._buttons()

    def draw_row_labels(self, surface: pygame.Surface) -> None:
        if self.choices.mode == DUEL:
            return
        vp = self.ctx.viewport
        for row in self.rows():
            text.draw(surface, row.label, text.legible(vp.px(19)), palette.DIM_TEXT, bold=True,
                      midright=vp.point(row.x - 12, row.y + 22))
        if self.choices.mode == ARMY:
            text.draw(surface, "The Hero", vp.px(21), palette.DIM_TEXT, bold=True,
                      midright=vp.point(230, ARMY_ROW_Y + 20))
