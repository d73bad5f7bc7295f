"""Setting up a fight of Martial Arts: the rule set (the rulebook's or the DGM house rules), the mode (a duel,
Two-on-Two), each seat a person or the computer at Easy, Normal or Hard, in any mix, with the deck it brings, Normal
play or Anything Goes, and under the DGM house rules the challenge Event; and Continue for the fight in progress of
the chosen rule set, which comes back exactly where it was."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.content.matcg import challenge_offered, duel_options
from game.engine.core import Session
from game.engine.matcg.army import ENEMIES, GOALS
from game.engine.matcg.teams import ARMY, DUEL, teams_of
from game.files import kinds, setups
from game.files.setups import kept_seat, recalled_seat
from game.games import game, members
from game.scenes.base import Push
from game.scenes.confirm import Replacing
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.choices import deck_choices, picked
from game.scenes.matcg.seat_names import MOST_NAME, SeatNamesScene
from game.scenes.matcg.seat_rows import MODES, BigTableRows, computer_label, seat_label
from game.scenes.matcg.seating import new_session
from game.scenes.opening import campaign_for
from game.scenes.setting_up import NO_PERSON, SetupScene, resumed, saved_line, seat_kinds
from game.ui import palette, text
from game.ui.widgets import Button, Toast, one_size
from game.words.chairs import COMPUTER, PERSON
from game.words.matcg.seating import PLAYS, RULE_SETS, SEATS, Chair, Seating, offered_levels
from game.words.matcg.telling import side_health

FAMILY = "matcg"
ROW_Y = (220, 350)  # each duel seat's row: its kind, then its deck under it
LABEL_X, CHOICE_X = 230, 250


def saved_duel(ruleset_id: str, kind: str) -> str | None:
    """A line about the fight in progress under a rule set at a kind of table (game.files.kinds), or None."""
    return saved_line(ruleset_id, "duel", _told, kind)


def saved_fight(kind: str) -> str:
    """The fight in progress of a kind of table as its mode names it: "duel", "Two-on-Two fight", "Army of One
    fight"."""
    return f"{MODES[kind]} fight" if kind in MODES and kind != DUEL else "duel"


def _told(session: Session[Any]) -> str:
    state = session.state
    seating = Seating.from_notes(session.notes, session.table.seats)
    health = " against ".join(side_health(state, team, seating.names) for team in teams_of(state))
    return f"{seating.describe()}, turn {state.turn}: health {health}"


class DuelSetupScene(BigTableRows, SetupScene):
    def __init__(self, ctx, ruleset_id: str | None = None):
        super().__init__(ctx, self._saved, self._resume)
        self.rulesets = [entry.id for entry in members(FAMILY)]
        self.ruleset_id = ruleset_id or self.rulesets[0]
        self.levels = offered_levels()
        self.mode, self.goal, self.leader = DUEL, GOALS[0], ENEMIES[0]
        self.chairs = [Chair(PERSON), Chair(COMPUTER, self.levels[len(self.levels) // 2])]
        self.anything_goes = False
        decks = [value for _, value in deck_choices(self.ruleset_id)]
        self.decks: list[object] = [decks[0], decks[1 % len(decks)]]
        self.challenge = False
        self.typed: dict[int, str] = {}  # the names the people typed for their seats (Names…), by seat
        self.naming = False  # the players are naming their seats
        self.picking: int | None = None  # the seat whose deck the list of decks chooses
        self.saved: str | None = None
        if ruleset_id is None:
            self._recall()
        self.replacing = Replacing()  # a new fight in place of the one in progress at the table chosen
        self.buttons = self._buttons()

    def _recall(self) -> None:
        """The choices of the last fight started here (game.files.setups), as far as they still hold: the rules, the
        mode, who sits at each seat and its starter deck, Anything Goes, the challenge, the Army's goal and leader."""
        kept = setups.remembered(FAMILY)
        if kept.get("rules") in self.rulesets:
            self.ruleset_id = kept["rules"]
        self.anything_goes = kept.get("anything_goes") == "yes"
        self.challenge = kept.get("challenge") == "yes"
        if kept.get("mode") in self.modes():
            self.choose_mode(kept["mode"])
        self.goal = kept["goal"] if kept.get("goal") in GOALS else self.goal
        leader = setups.number(kept, "leader")
        self.leader = leader if leader in ENEMIES else self.leader
        offered = [value for _, value in deck_choices(self.ruleset_id, self.anything_goes)]
        for seat in range(len(self.chairs)):
            kind, level = recalled_seat(kept.get(f"seat{seat + 1}", ""), self.levels)
            if kind == PERSON:
                self.chairs[seat] = Chair(PERSON)
            elif kind == COMPUTER:
                self.chairs[seat] = Chair(COMPUTER, level)
            deck = kept.get(f"deck{seat + 1}")
            if deck in offered:
                self.decks[seat] = deck
            name = kept.get(f"name{seat + 1}", "")
            if name.strip() and name.isprintable():
                self.typed[seat] = name[:MOST_NAME]

    def _remember(self) -> None:
        """The choices a fight starts with are the set-up's next time (a saved deck is not kept: only starters)."""
        setups.remember(FAMILY, {
            "rules": self.ruleset_id, "mode": self.mode, "anything_goes": "yes" if self.anything_goes else "no",
            "challenge": "yes" if self.challenge else "no", "goal": self.goal, "leader": str(self.leader),
            **{f"seat{seat + 1}": kept_seat(chair) for seat, chair in enumerate(self.chairs)},
            **{f"deck{seat + 1}": deck for seat, deck in enumerate(self.decks) if isinstance(deck, str)},
            **{f"name{seat + 1}": name for seat, name in self.typed.items() if seat < len(self.chairs) and name}})

    # ----- the choices ---------------------------------------------------------------------------

    def kind(self) -> str:
        """The kind of table chosen (game.files.kinds): Continue and the question before replacing are of its fight
        in progress, and a fight of another kind stays."""
        table = {"mode": self.mode, "chairs": [{"kind": COMPUTER if chair.computer else PERSON}
                                               for chair in self.chairs]}
        return kinds.kind_of(self.ruleset_id, table, {"table": table}) or kinds.HOTSEAT

    def _buttons(self) -> list[Button]:
        self.ringed = []
        self.saved = saved_duel(self.ruleset_id, self.kind())  # the fight in progress at the table chosen
        buttons: list[Button] = []
        rows: dict[float, list[Button]] = {}  # the choices of each row, by its top

        def choice(label: str, rect: tuple[float, float, float, float], action: Any, chosen: bool) -> None:
            self.offer(buttons, Button(label, rect, action), chosen)
            rows.setdefault(rect[1], []).append(buttons[-1])

        for k, ruleset_id in enumerate(self.rulesets):
            choice(RULE_SETS[ruleset_id], (CHOICE_X + k * 290, 112, 270, 46), partial(self._rules, ruleset_id),
                   ruleset_id == self.ruleset_id)
        buttons.append(Button("Tournament…", (1000, 112, 240, 46), self._tournament))
        for k, mode in enumerate(self.modes()):
            choice(MODES[mode], (CHOICE_X + k * 290, 164, 270, 40), partial(self.choose_mode, mode), mode == self.mode)
        buttons.append(Button("Names\u2026", (1110, 164, 130, 40), self._names, len(self.seating().people) > 1))
        if self.mode == DUEL:
            self._duel_rows(buttons, choice)
        else:
            self._seat_rows(buttons)
        if self.mode == ARMY:
            self._army_choices(buttons, choice)
        for k, on in enumerate((False, True)):
            choice(PLAYS[on], (CHOICE_X + k * 236, 478, 224, 46), partial(self._anything, on), on == self.anything_goes)
        if challenge_offered(self.ruleset_id):
            choice("No challenge", (CHOICE_X + 520, 478, 224, 46), partial(self._challenge, False),
                   not self.challenge)
            choice("Challenge Event", (CHOICE_X + 756, 478, 224, 46), partial(self._challenge, True), self.challenge)
        people = bool(self.seating().people)
        start = "Start the duel" if self.mode == DUEL else "Start the fight"
        buttons.append(Button(start, (490, 600, 300, 60), self._start, people, primary=not self.saved))
        if self.saved is not None:
            fight = saved_fight(self.kind())
            buttons.append(Button(f"Continue the {fight}", (880, 600, 360, 60), self._continue, primary=True,
                                  hotkey="Enter"))
        buttons.append(Button("Back", (40, 606, 170, 50), self._back, hotkey="Esc"))
        buttons.append(Button("Deck builder", (222, 606, 240, 50), self._builder))
        for row in rows.values():
            one_size(row)  # "Computer: Normal" no smaller than "Computer: Hard" beside it
        return buttons

    def _duel_rows(self, buttons: list[Button],
                   choice: Callable[[str, tuple[float, float, float, float], Any, bool], None]) -> None:
        """Each of the two seats: who sits there, every choice in sight, and under it the deck it brings, whose
        button opens the list of every deck offered (any number, whole names)."""
        for seat in range(SEATS):
            y = ROW_Y[seat]
            chair = self.chairs[seat]
            for k, (label, kind, chosen) in enumerate(seat_kinds(chair, self.levels, computer_label)):
                choice(label, (CHOICE_X + k * 236, y, 224, 46), partial(self._kind, seat, kind), chosen)
            buttons.append(Button(picked(self.ruleset_id, self.decks[seat]), (CHOICE_X, y + 62, 696, 46),
                                  partial(self.pick_deck, seat)))

    def seating(self) -> Seating:
        """Who sits where; at one screen with several people, the names they typed (each seat untyped keeps its
        name, and names that would not tell the seats apart are not used)."""
        seated = Seating(tuple(self.chairs))
        if len(seated.people) < 2 or not any(self.typed.get(seat) for seat in seated.people):
            return seated
        titles = tuple(self.typed.get(seat) or name if seat in seated.people else name
                       for seat, name in enumerate(seated.names))
        if len(set(titles)) < len(titles) or {"You", "Computer"} & {self.typed.get(s) for s in seated.people}:
            return seated
        return Seating(tuple(self.chairs), titles=titles)

    def _names(self) -> None:
        """The people name their seats."""
        seated = Seating(tuple(self.chairs))
        self.naming = True
        self.outcome = Push(SeatNamesScene(self.ctx, [
            (seat_label(self.mode, seat), self.typed.get(seat, ""), seated.names[seat])
            for seat in sorted(seated.people)]))

    def options(self) -> dict[str, Any]:
        return {**duel_options(self.ruleset_id, self.decks, self.anything_goes, self.challenge), **self.mode_options()}

    def _rules(self, ruleset_id: str) -> None:
        self.ruleset_id = ruleset_id
        self._offer()

    def _offer(self) -> None:
        """The choices again (rules, Anything Goes or the saved decks changed): a deck no longer offered gives way to
        the first starter deck."""
        offered = [value for _, value in deck_choices(self.ruleset_id, self.anything_goes)]
        self.decks = [deck if deck in offered else offered[0] for deck in self.decks]
        self.buttons = self._buttons()

    def _builder(self) -> None:
        from game.scenes.matcg.deckbuilder import DeckBuilderScene

        self.outcome = Push(DeckBuilderScene(self.ctx, self.ruleset_id))

    def _tournament(self) -> None:
        from game.scenes.matcg.cup_setup import CupSetupScene

        self.outcome = Push(CupSetupScene(self.ctx, self.ruleset_id))

    def _kind(self, seat: int, kind: str) -> None:
        self.chairs[seat] = Chair(PERSON) if kind == PERSON else Chair(COMPUTER, kind)
        self.buttons = self._buttons()

    def _deck(self, seat: int, value: object) -> None:
        self.decks[seat] = value
        self.buttons = self._buttons()

    def _anything(self, on: bool) -> None:
        self.anything_goes = on
        self._offer()

    def _challenge(self, on: bool) -> None:
        self.challenge = on
        self.buttons = self._buttons()

    def _start(self) -> None:
        seating = self.seating()
        if not seating.people:
            self.toasts.append(Toast(NO_PERSON, (640, 590)))
            return
        self.replacing.offer(self, partial(self._table, seating), self.saved,
                             f"Replace the {saved_fight(self.kind())} in progress?", "fight")

    def _table(self, seating: Seating) -> DuelTableScene:
        """A new fight at the table chosen, whose choices the set-up offers again next time."""
        self._remember()
        session = new_session(self.ctx, self.ruleset_id, seating, self.options())
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
                self.typed.update(zip(sorted(self.seating().people), value, strict=False))
            self.buttons = self._buttons()
            return
        if not self.replacing.answer(self, value):
            self._offer()

    def _saved(self) -> str | None:
        return saved_duel(self.ruleset_id, self.kind())

    def _resume(self) -> tuple[DuelTableScene | None, str | None]:
        return resume_duel(self.ctx, self.ruleset_id, self.kind())

    # ----- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        self.draw_heading(surface, game(self.ruleset_id).title, game(self.ruleset_id).blurb, (44, 46), (86, 20))
        labels = [("Rules", 135), ("Mode", 184)]
        if self.mode == DUEL:
            for seat in range(SEATS):
                labels += [(f"Seat {seat + 1}", ROW_Y[seat] + 23), ("its deck", ROW_Y[seat] + 85)]
        labels.append(("Play", 501))
        for label, y in labels:
            text.draw(surface, label, vp.px(21), palette.DIM_TEXT, bold=True, midright=vp.point(LABEL_X, y))
        self.draw_row_labels(surface)
        if not self.seating().people:
            text.draw(surface, NO_PERSON, vp.px(18), palette.ERROR_RED, center=vp.point(640, 580))
        elif self.mode != ARMY:  # the Army of One's goal and leader lie there
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
