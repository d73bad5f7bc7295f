"""Setting up a fight of Martial Arts: the rule set (the rulebook's or the DGM house rules), the mode (a duel,
Two-on-Two), each seat a person or the computer at Easy, Normal or Hard, in any mix, with the deck it brings, Normal
play or Anything Goes, and under the DGM house rules the challenge Event; and Continue for the fight in progress of
the chosen rule set, which comes back exactly where it was."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.content.matcg import challenge_offered
from game.engine.core import Session
from game.engine.matcg.teams import ARMY, DUEL
from game.files.matcg import MODES
from game.games import game
from game.play.matcg.setup import DuelChoices, new_session
from game.scenes.base import Push
from game.scenes.context import Context
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.choices import deck_choices
from game.scenes.matcg.seat_rows import BigTableRows
from game.scenes.opening import campaign_for
from game.scenes.seat_names import SeatNamesScene
from game.scenes.setting_up import SetupScene, resumed, saved_line
from game.ui import palette, text
from game.ui.widgets import Button, one_size
from game.words.chairs import COMPUTER, PERSON, seat_kinds
from game.words.matcg.seating import (
    MODE_LINES,
    MOST_NAME,
    PLAYS,
    RULE_SETS,
    SEATS,
    Chair,
    Seating,
    computer_label,
    fight_name,
    picked,
    seat_label,
)
from game.words.matcg.telling import told_in_progress

ROW_Y = (220, 350)  # each duel seat's row: its kind, then its deck under it
LABEL_X, CHOICE_X = 230, 250


def _offered(ruleset_id: str, anything_goes: bool) -> list[object]:
    """The decks a seat may bring (deck_choices), by their values."""
    return [value for _, value in deck_choices(ruleset_id, anything_goes)]


class DuelSetupScene(BigTableRows, SetupScene):
    def __init__(self, ctx: Context, ruleset_id: str | None = None) -> None:
        super().__init__(ctx, self._saved, self._resume, self._lay)
        self.choices = DuelChoices(_offered, ruleset_id)
        self.naming = False  # the players are naming their seats
        self.picking: int | None = None  # the seat whose deck the list of decks chooses
        self.buttons = self._buttons()
        self.tell_lost(self.choices.lost)

    # ----- the choices ---------------------------------------------------------------------------

    def _lay(self) -> list[Button]:
        buttons: list[Button] = []
        chosen = self.choices
        rows: dict[float, list[Button]] = {}  # the choices of each row, by its top

        def choice(label: str, rect: tuple[float, float, float, float], action: Any, chosen: bool) -> None:
            self.offer(buttons, Button(label, rect, action), chosen)
            rows.setdefault(rect[1], []).append(buttons[-1])

        for k, ruleset_id in enumerate(chosen.rulesets):
            choice(RULE_SETS[ruleset_id], (CHOICE_X + k * 290, 112, 270, 46), partial(self._rules, ruleset_id),
                   ruleset_id == chosen.ruleset_id)
        buttons.append(Button("Tournament…", (1000, 112, 240, 46), self._tournament))
        for k, mode in enumerate(chosen.modes()):
            choice(MODES[mode], (CHOICE_X + k * 290, 164, 270, 40), partial(self.choose_mode, mode),
                   mode == chosen.mode)
        buttons.append(Button("Names\u2026", (1110, 164, 130, 40), self._names, len(chosen.seating().people) > 1))
        if chosen.mode == DUEL:
            self._duel_rows(buttons, choice)
        else:
            self._seat_rows(buttons)
        if chosen.mode == ARMY:
            self._army_choices(buttons, choice)
        for k, on in enumerate((False, True)):
            choice(PLAYS[on], (CHOICE_X + k * 236, 478, 224, 46), partial(self._anything, on),
                   on == chosen.anything_goes)
        if challenge_offered(chosen.ruleset_id):
            choice("No challenge", (CHOICE_X + 520, 478, 224, 46), partial(self._challenge, False),
                   not chosen.challenge)
            choice("Challenge Event", (CHOICE_X + 756, 478, 224, 46), partial(self._challenge, True),
                   chosen.challenge)
        self.foot(buttons, "duel" if chosen.mode == DUEL else "fight", self._start, bool(chosen.seating().people),
                  600, fight_name(chosen.kind()))
        buttons.append(Button("Deck builder", (222, 606, 240, 50), self._builder))
        for row in rows.values():
            one_size(row)  # "Computer: Normal" no smaller than "Computer: Hard" beside it
        return buttons

    def _duel_rows(self, buttons: list[Button],
                   choice: Callable[[str, tuple[float, float, float, float], Any, bool], None]) -> None:
        """Each of the two seats: who sits there, every choice in sight, and under it the deck it brings, whose
        button opens the list of every deck offered (any number, whole names)."""
        chosen = self.choices
        for seat in range(SEATS):
            y = ROW_Y[seat]
            for k, (label, kind, now) in enumerate(seat_kinds(chosen.chairs[seat], chosen.levels, computer_label)):
                choice(label, (CHOICE_X + k * 236, y, 224, 46), partial(self._kind, seat, kind), now)
            buttons.append(Button(picked(chosen.ruleset_id, chosen.decks[seat]), (CHOICE_X, y + 62, 696, 46),
                                  partial(self.pick_deck, seat)))

    def _names(self) -> None:
        """The people name their seats."""
        chosen = self.choices
        seated = Seating(tuple(chosen.chairs))
        self.naming = True
        self.outcome = Push(SeatNamesScene(self.ctx, [
            (seat_label(chosen.mode, seat), chosen.typed.get(seat, ""), seated.names[seat])
            for seat in sorted(seated.people)], MOST_NAME))

    def _rules(self, ruleset_id: str) -> None:
        self.choices.ruleset_id = ruleset_id
        self._offer()

    def _offer(self) -> None:
        """The choices again (rules, Anything Goes or the saved decks changed)."""
        self.choices.offer()
        self.buttons = self._buttons()

    def _builder(self) -> None:
        from game.scenes.matcg.deckbuilder import DeckBuilderScene

        self.outcome = Push(DeckBuilderScene(self.ctx, self.choices.ruleset_id))

    def _tournament(self) -> None:
        from game.scenes.matcg.cup_setup import cup_setup

        self.outcome = Push(cup_setup(self.ctx, self.choices.ruleset_id))

    def _kind(self, seat: int, kind: str) -> None:
        self.choices.chairs[seat] = Chair(PERSON) if kind == PERSON else Chair(COMPUTER, kind)
        self.buttons = self._buttons()

    def _deck(self, seat: int, value: object) -> None:
        self.choices.decks[seat] = value
        self.buttons = self._buttons()

    def _anything(self, on: bool) -> None:
        self.choices.anything_goes = on
        self._offer()

    def _challenge(self, on: bool) -> None:
        self.choices.challenge = on
        self.buttons = self._buttons()

    def _start(self) -> None:
        seating, kind = self.choices.seating(), self.choices.kind()
        self.start_seated(seating, partial(self._table, seating), "fight", self.choices.ruleset_id, kind, 590,
                          fight_name(kind))

    def _table(self, seating: Seating) -> DuelTableScene:
        """A new fight at the table chosen, whose choices the set-up offers again next time."""
        self.choices.remember()
        session = new_session(self.ctx, self.choices.ruleset_id, seating, self.choices.options())
        return DuelTableScene(self.ctx, campaign_for(self.ctx, session, seating), seating)

    def resume(self, value: object) -> None:
        """Back from the list of decks, the question before replacing a duel, or the deck builder (the saved decks
        may differ)."""
        if self.picking is not None:  # the deck chosen for a seat, or None: the list closed
            seat, self.picking = self.picking, None
            if value is not None:
                self._deck(seat, value)
            return
        if self.naming:  # the names typed, one per person's seat
            self.naming = False
            if isinstance(value, list):
                self.choices.typed.update(zip(sorted(self.choices.seating().people), value, strict=False))
            self.buttons = self._buttons()
            return
        if not self.replacing.answer(self, value):
            self._offer()

    def _saved(self) -> str | None:
        """A line about the fight in progress under the rule set chosen at the kind of table chosen, or None."""
        kind = self.choices.kind()
        return saved_line(self.choices.ruleset_id, fight_name(kind), told_in_progress, kind)

    def _resume(self) -> tuple[DuelTableScene | None, str | None]:
        return resume_duel(self.ctx, self.choices.ruleset_id, self.choices.kind())

    # ----- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        vp, chosen = self.ctx.viewport, self.choices
        self.draw_felt(surface)
        entry = game(chosen.ruleset_id)
        self.draw_heading(surface, entry.title, MODE_LINES.get(chosen.mode, entry.blurb), (44, 46), (86, 20))
        labels = [("Rules", 135), ("Mode", 184)]
        if chosen.mode == DUEL:
            for seat in range(SEATS):
                labels += [(f"Seat {seat + 1}", ROW_Y[seat] + 23), ("its deck", ROW_Y[seat] + 85)]
        labels.append(("Play", 501))
        for label, y in labels:
            text.draw(surface, label, vp.px(21), palette.DIM_TEXT, bold=True, midright=vp.point(LABEL_X, y))
        self.draw_row_labels(surface)
        if not self.draw_no_person(surface, chosen.seating(), 580) and chosen.mode != ARMY:  # else the Army's leader
            note = "Anything Goes adds each deck's Weapons and Illegal Moves: both sides agree to it here."
            note, size = text.legible_line(note, vp.px(17), vp.px(1000))
            text.draw(surface, note, size, palette.DIM_TEXT, center=vp.point(640, 548))
        self.draw_in_progress(surface, 690)
        self.draw_widgets(surface)


def resume_duel(ctx: Any, ruleset_id: str, kind: str | None) -> tuple[DuelTableScene | None, str | None]:
    """The table of the fight in progress under a rule set at a kind of table, or None; and a notice for the
    player."""
    return resumed(ruleset_id, kind, partial(_table_for, ctx))


def _table_for(ctx: Any, session: Session[Any]) -> DuelTableScene:
    seating = Seating.from_notes(session.notes, session.table.seats)
    return DuelTableScene(ctx, campaign_for(ctx, session, seating), seating)
