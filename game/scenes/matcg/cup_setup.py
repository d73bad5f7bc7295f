"""Setting up a tournament of Martial Arts duels: a Round Robin (3 to 10 entrants) or a Championship (2 to 20), the
rule set (the rulebook's or the DGM house rules), Normal play or Anything Goes, under the DGM house rules the
challenge Event (the duel set-up's option, dealt in every match), and each entrant: a name (click it
and type), a person or the computer at Easy, Normal or Hard (a button turns through them), and the deck it brings
(the duel set-up's choices: its button opens their list). Starting replaces the tournament in progress, after asking."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from game.content.matcg import challenge_offered
from game.engine.tournament import CHAMPIONSHIP, KINDS, ROUND_ROBIN
from game.files import names as naming
from game.files.matcg import TOURNAMENT, cup_match, in_progress
from game.files.matcg import cup as cups
from game.files.matcg.cup import KIND_NAMES, MOST_NAME, default_name
from game.files.matcg.cup_setup import CupChoices
from game.games import members
from game.scenes.base import Pop, Push, Result, Scene
from game.scenes.matcg.choices import deck_choices, deck_picker
from game.scenes.matcg.director import DirectorScene, resume_cup
from game.scenes.matcg.seat_rows import computer_label
from game.scenes.setting_up import SetupScene
from game.ui import palette, text
from game.ui.fields import TextField, type_into
from game.ui.matcg.cup_draw import SMALL
from game.ui.tip import draw_tip
from game.ui.widgets import Button, Toast
from game.words.chairs import PERSON, kind_after, kind_label
from game.words.matcg.seating import PLAYS, RULE_SETS, picked

FAMILY = "matcg"
GRID_TOP, ROW_H, PER_COLUMN = 196, 44, 10
COLUMN_X = (24, 660)
NAME_W, KIND_W, DECK_W = 190, 170, 180  # an entrant's row: its number, name field, kind and deck buttons
FIELD_H = ROW_H - 4  # their height: two lines of the Largest text in the smallest window (a long deck's name)


def tournament_line() -> str | None:
    """A line about the tournament in progress, as Continue names it (game.files.matcg.in_progress), or None."""
    return next((game.line for game in in_progress() if game.ruleset_id == TOURNAMENT), None)


class CupSetupScene(SetupScene):
    def __init__(self, ctx: Any, ruleset_id: str | None = None):
        super().__init__(ctx, tournament_line, lambda: resume_cup(ctx))
        rulesets = [entry.id for entry in members(FAMILY)]
        self.choices = CupChoices(rulesets, ruleset_id or rulesets[0], deck_choices)
        self.picking: int | None = None  # the entrant whose deck the list of decks chooses
        self.saved = tournament_line()
        self.choices.recall(ruleset_id is None)
        self._fields()
        self.buttons = self._buttons()

    def _resize(self, count: int) -> None:
        self.choices.resize(count)
        self._fields()
        self.buttons = self._buttons()

    def _fields(self) -> None:
        """A field per entrant for its name, as every set-up's names are typed (game.ui.fields)."""
        self.fields = [TextField(self.name_rect(number), entrant.name, most=MOST_NAME, names=True)
                       for number, entrant in enumerate(self.choices.entrants)]

    def row_box(self, number: int) -> tuple[float, float]:
        return COLUMN_X[number // PER_COLUMN], GRID_TOP + (number % PER_COLUMN) * ROW_H

    def name_rect(self, number: int) -> tuple[float, float, float, float]:
        x, y = self.row_box(number)
        return (x + 40, y, NAME_W, FIELD_H)

    # ----- the buttons ---------------------------------------------------------------------------

    def _buttons(self) -> list[Button]:
        self.ringed = []
        self.deck_buttons: dict[int, Button] = {}  # by entrant: its deck's button, which tells the deck's whole name
        buttons: list[Button] = []
        chosen = self.choices

        def choice(label: str, rect: tuple[float, float, float, float], action: Any, chosen: bool) -> None:
            self.offer(buttons, Button(label, rect, action, size=20), chosen)

        for k, kind in enumerate((ROUND_ROBIN, CHAMPIONSHIP)):
            fewest, most = KINDS[kind]
            choice(f"{KIND_NAMES[kind]} ({fewest}\u2013{most})", (130 + k * 250, 66, 238, 44),
                   partial(self._kind, kind), kind == chosen.kind)
        buttons.append(Button("\u2212", (790, 66, 56, 44), partial(self._count, -1), size=26,
                              enabled=len(chosen.entrants) > KINDS[chosen.kind][0]))
        buttons.append(Button("+", (930, 66, 56, 44), partial(self._count, 1), size=26,
                              enabled=len(chosen.entrants) < KINDS[chosen.kind][1]))
        for k, ruleset_id in enumerate(chosen.rulesets):
            choice(RULE_SETS[ruleset_id], (130 + k * 250, 120, 238, 44), partial(self._rules, ruleset_id),
                   ruleset_id == chosen.ruleset_id)
        for k, on in enumerate((False, True)):
            choice(PLAYS[on], (790 + k * 236, 120, 224, 44), partial(self._anything, on), on == chosen.anything_goes)
        if challenge_offered(chosen.ruleset_id):
            choice(f"Challenge Event: {'on' if chosen.challenge else 'off'}", (1000, 66, 256, 44), self._challenge,
                   chosen.challenge)
        for number, entrant in enumerate(chosen.entrants):
            x, y = self.row_box(number)
            buttons.append(Button(kind_label(entrant.kind, computer_label), (x + 50 + NAME_W, y, KIND_W, FIELD_H),
                                  partial(self._turn_kind, number), size=20))
            buttons.append(Button(picked(chosen.ruleset_id, entrant.deck), (x + 60 + NAME_W + KIND_W, y, DECK_W,
                                                                          FIELD_H),
                                  partial(self._pick_deck, number), size=20))
            self.deck_buttons[number] = buttons[-1]
        buttons.append(Button("Back", (24, 654, 160, 54), self._back, hotkey="Esc"))
        buttons.append(Button("Start the tournament", (470, 654, 340, 54), self._start, primary=not self.saved,
                              hotkey="" if self.saved else "Enter"))
        if self.saved:
            buttons.append(Button("Continue the tournament", (880, 654, 376, 54), self._continue, primary=True,
                                  hotkey="Enter"))
        return buttons

    def _kind(self, kind: str) -> None:
        self.choices.kind = kind
        self._resize(len(self.choices.entrants))

    def _count(self, step: int) -> None:
        self._resize(len(self.choices.entrants) + step)

    def _rules(self, ruleset_id: str) -> None:
        self.choices.ruleset_id = ruleset_id
        self._offer()

    def _anything(self, on: bool) -> None:
        self.choices.anything_goes = on
        self._offer()

    def _offer(self) -> None:
        self.choices.offer()
        self.buttons = self._buttons()

    def _challenge(self) -> None:
        self.choices.challenge = not self.choices.challenge
        self.buttons = self._buttons()

    def _turn_kind(self, number: int) -> None:
        """The next of the kinds every set-up offers: Person, then the computer at each level, then Person again."""
        entrants = self.choices.entrants
        after = kind_after(entrants[number].kind, self.choices.levels)
        entrants[number] = replace(entrants[number], level=None if after == PERSON else after)
        self.buttons = self._buttons()

    def _pick_deck(self, number: int) -> None:
        """The list of the decks offered (the duel set-up's), for an entrant; `resume` takes the deck chosen."""
        self.picking = number
        entrant, chosen = self.choices.entrants[number], self.choices
        self.outcome = Push(deck_picker(self.ctx, f"A deck for {naming.shown(entrant.name, default_name(number))}",
                                        chosen.ruleset_id, chosen.anything_goes, entrant.deck))

    def _choose_deck(self, number: int, deck: object) -> None:
        self.choices.choose_deck(number, deck)
        self.buttons = self._buttons()

    # ----- starting ------------------------------------------------------------------------------

    def _start(self) -> None:
        self.replacing.offer(self, self._open, tournament_line(), "Replace the tournament in progress?", "tournament",
                             cups.path())

    def _open(self) -> Scene:
        """The new tournament, saved in place of any in progress, at its director; its choices are the set-up's next
        time."""
        self.choices.remember()
        made = self.choices.cup()
        cups.save(made)
        cup_match.discard()  # the replaced tournament's match under way, if any
        return DirectorScene(self.ctx, made)

    def resume(self, value: object) -> None:
        """Back from the list of decks (the deck chosen, or None: closed), or from the question before replacing the
        tournament in progress."""
        if self.picking is not None:
            number, self.picking = self.picking, None
            if value is not None:
                self._choose_deck(number, value)
        else:
            self.replacing.answer(self, value)

    def _back(self) -> None:
        """Back to the duel's set-up, which opened it."""
        self.outcome = Pop()

    # ----- input ---------------------------------------------------------------------------------

    def typing(self) -> bool:
        return any(field.focused for field in self.fields)

    def handle(self, event: pygame.event.Event) -> Result:
        typed, refusals = type_into(self.fields, event, self.ctx.viewport)
        self.toasts += [Toast(refused, (640, 600)) for refused in refusals]
        entrants = self.choices.entrants
        for number, field in enumerate(self.fields):
            if field.value != entrants[number].name:
                entrants[number] = replace(entrants[number], name=field.value)
        if typed:
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.saved:
            self._start()
        return super().handle(event)  # Esc goes back, Enter continues the tournament in progress

    # ----- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, "A tournament of Martial Arts", vp.px(36), palette.GOLD, bold=True,
                  center=vp.point(640, 32))
        for label, y in (("Kind", 88), ("Rules", 142)):
            text.draw(surface, label, vp.px(21), palette.DIM_TEXT, bold=True, midright=vp.point(118, y))
        text.draw(surface, "Entrants", vp.px(21), palette.DIM_TEXT, bold=True, midright=vp.point(780, 88))
        count = str(len(self.choices.entrants))
        text.draw(surface, count, vp.px(28), palette.TEXT, bold=True, center=vp.point(888, 88))
        note = "Click a name to type another, who plays to turn through the choices, a deck for the list of decks."
        text.draw(surface, note, vp.px(SMALL), palette.DIM_TEXT, center=vp.point(640, 180))
        for number, field in enumerate(self.fields):
            x, top = self.row_box(number)
            text.draw(surface, f"{number + 1}.", vp.px(20), palette.DIM_TEXT, bold=True,
                      midright=vp.point(x + 34, top + FIELD_H / 2))
            field.draw(surface, vp, 20)
        self.draw_widgets(surface)
        for number, button in self.deck_buttons.items():
            if button.hovered:  # the deck's whole name and size, which a long name's button shortens
                draw_tip(surface, vp, [("Deck", self.choices.entrants[number].deck_label)], button.screen_rect(vp))
