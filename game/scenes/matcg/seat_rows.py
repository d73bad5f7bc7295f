"""The set-up's seats at a table of more than two: one row per seat, named by its side (Two-on-Two's teams) or its
part (the Army of One's Hero and enemies), with a button that goes round who sits there (a person, the computer at
each level) and a button showing its deck that opens the list of every deck offered (game.scenes.matcg.choices
.deck_picker, as the duel's seats have); up to five rows in a column, a second column beside it for more. The Army
of One also asks what the Hero fights for (the leader, or every enemy) and which enemy leads. A duel keeps its own
rows of who sits there in sight (setup.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.engine.matcg.army import ENEMIES, GOALS
from game.engine.matcg.teamplay import SEATS
from game.engine.matcg.teams import ARMY, DUEL, HERO, MODE_TEAMS
from game.files.matcg import MODES
from game.games import game
from game.scenes.base import Push
from game.scenes.matcg.choices import deck_choices, deck_picker, picked
from game.scenes.setting_up import kind_after, kind_label, kind_of
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button
from game.words.chairs import COMPUTER, level_name
from game.words.matcg.seating import Chair

GOAL_LABELS = {"leader": "Defeat the leader", "all": "Defeat every enemy"}
ROW_TOP, ROW_STEP, ROWS = 214, 52, 5  # the first row's top, the step between rows, the rows in a column
# In one column: a row's kind and deck buttons, from its left. In two (Army of One's ten seats): narrower, and the
# second column far enough right for its labels ("Enemy 9" at the Largest text) and close enough to end in the window.
ONE_COLUMN = (250, 300, 680)  # left, kind, deck
TWO_COLUMNS = (110, 200, 300, 630)  # left, kind, deck, the step to the second column
ARMY_ROW_Y = 536  # the Army of One's goal and leader


@dataclass(frozen=True)
class SeatRow:
    seat: int
    label: str  # "Seat 1 · Team 1", "Hero", "Enemy 3"
    y: float
    x: float  # where its buttons begin


def rows(seats: int, label: Callable[[int], str], left: float, column_step: float) -> list[SeatRow]:
    """Where each seat's row lies: down the first column, then the second."""
    columns = 1 if seats <= ROWS else 2
    per = -(-seats // columns)
    return [SeatRow(seat, label(seat), ROW_TOP + (seat % per) * ROW_STEP, left + (seat // per) * column_step)
            for seat in range(seats)]


def computer_label(level: str) -> str:
    return f"Computer: {level_name(level)}"


def seat_label(mode: str, seat: int) -> str:
    """A seat's row by its side or part: "Seat 1 · Team 1" at Two-on-Two, "Hero" or "Enemy 3" in an Army of One."""
    if mode == ARMY:
        return "Hero" if seat == HERO else f"Enemy {seat}"
    team = next((k for k, members in enumerate(MODE_TEAMS.get(mode, ())) if seat in members), None)
    return f"Seat {seat + 1}" + (f" \u00b7 Team {team + 1}" if team is not None else "")


class BigTableRows(TableScene):
    """A mixin of the set-up scene: the mode's seats, and the Army of One's choices."""

    ruleset_id: str
    anything_goes: bool
    levels: list[str]
    mode: str
    goal: str
    leader: int
    chairs: list[Chair]
    decks: list[object]
    _kind: Callable[[int, str], None]
    _deck: Callable[[int, object], None]
    picking: int | None
    _buttons: Callable[[], list[Button]]

    def modes(self) -> list[str]:
        return [mode for mode in game(self.ruleset_id).rules().modes if mode in MODES]

    def choose_mode(self, mode: str) -> None:
        """Another mode: its seats, the ones already chosen kept, the new ones computers bringing other decks."""
        self.mode = mode
        seats = SEATS[mode]
        middle = self.levels[len(self.levels) // 2]
        offered = [value for _, value in deck_choices(self.ruleset_id, self.anything_goes)]
        self.chairs = (self.chairs + [Chair(COMPUTER, middle)] * seats)[:seats]
        self.decks = (self.decks + [offered[k % len(offered)] for k in range(len(self.decks), seats)])[:seats]
        self.buttons = self._buttons()

    def mode_options(self) -> dict[str, Any]:
        """The engine's start options for the mode (none for a duel)."""
        if self.mode == DUEL:
            return {}
        if self.mode == ARMY:
            return {"mode": ARMY, "goal": self.goal, "leader": self.leader}
        return {"mode": self.mode}

    def rows(self) -> list[SeatRow]:
        left, step = (TWO_COLUMNS[0], TWO_COLUMNS[3]) if len(self.chairs) > ROWS else (ONE_COLUMN[0], 0)
        return rows(len(self.chairs), partial(seat_label, self.mode), left, step)

    def pick_deck(self, seat: int) -> None:
        """The list of the decks offered, for a seat; the set-up's `resume` takes the deck chosen."""
        self.picking = seat
        self.outcome = Push(deck_picker(self.ctx, f"A deck for {seat_label(self.mode, seat)}", self.ruleset_id,
                                        self.anything_goes, self.decks[seat]))

    def _seat_rows(self, buttons: list[Button]) -> None:
        """Each seat in a row: who sits there, a button that goes round, and its deck, a button that opens the list
        of decks, named by its value (a saved deck's value is the dict of its cards and its name: choices.deck_name)."""
        kind_w, deck_w = ONE_COLUMN[1:] if len(self.chairs) <= ROWS else TWO_COLUMNS[1:3]
        for row in self.rows():
            kind = kind_of(self.chairs[row.seat])
            buttons.append(Button(kind_label(kind, computer_label), (row.x, row.y, kind_w, 44),
                                  partial(self._kind, row.seat, kind_after(kind, self.levels))))
            deck = self.decks[row.seat]
            buttons.append(Button(picked(self.ruleset_id, deck), (row.x + kind_w + 10, row.y, deck_w, 44),
                                  partial(self.pick_deck, row.seat)))

    def _army_choices(self, buttons: list[Button], choice: Callable[..., None]) -> None:
        """What the Hero fights for, and which enemy leads (a button that goes round the enemies)."""
        for k, goal in enumerate(GOALS):
            choice(GOAL_LABELS[goal], (250 + k * 262, ARMY_ROW_Y, 250, 40), partial(self._goal, goal),
                   goal == self.goal)
        after = ENEMIES[(ENEMIES.index(self.leader) + 1) % len(ENEMIES)]
        buttons.append(Button(f"Leader: Enemy {self.leader}", (800, ARMY_ROW_Y, 250, 40), partial(self._lead, after)))

    def _goal(self, goal: str) -> None:
        self.goal = goal
        self.buttons = self._buttons()

    def _lead(self, leader: int) -> None:
        self.leader = leader
        self.buttons = self._buttons()

    def draw_row_labels(self, surface: pygame.Surface) -> None:
        if self.mode == DUEL:
            return
        vp = self.ctx.viewport
        for row in self.rows():
            text.draw(surface, row.label, text.legible(vp.px(19)), palette.DIM_TEXT, bold=True,
                      midright=vp.point(row.x - 12, row.y + 22))
        if self.mode == ARMY:
            text.draw(surface, "The Hero", vp.px(21), palette.DIM_TEXT, bold=True,
                      midright=vp.point(230, ARMY_ROW_Y + 20))
