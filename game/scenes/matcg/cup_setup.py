"""Setting up a tournament of Martial Arts duels: a Round Robin (3 to 10 entrants) or a Championship (2 to 20), the
rule set (the rulebook's or the DGM house rules), Normal play or Anything Goes, under the DGM house rules the
challenge Event (the duel set-up's option, dealt in every match), and each entrant: a name (click it
and type), a person or the computer at Easy, Normal or Hard (a button turns through them), and the deck it brings
(the duel set-up's choices: its button opens their list). Starting replaces the tournament in progress, after asking."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from game.content.matcg import challenge_offered
from game.engine.tournament import CHAMPIONSHIP, KINDS, ROUND_ROBIN, Tournament
from game.files import names as naming
from game.files import setups
from game.files.matcg import TOURNAMENT, cup_match, in_progress
from game.files.matcg import cup as cups
from game.files.matcg.cup import KIND_NAMES, MOST_NAME, Cup, Entrant, default_name
from game.games import members
from game.scenes.base import Pop, Push, Replace, Result, Scene
from game.scenes.confirm import Replacing
from game.scenes.matcg.choices import deck_choices, deck_picker, picked
from game.scenes.matcg.director import DirectorScene, resume_cup
from game.scenes.matcg.seat_rows import computer_label
from game.scenes.setting_up import kind_after, kind_label
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.matcg.cup_draw import SMALL
from game.ui.tip import draw_tip
from game.ui.widgets import Button, Toast
from game.words.chairs import PERSON
from game.words.matcg.seating import PLAYS, RULE_SETS, offered_levels

FAMILY = "matcg"
CUP = "tournament"  # its choices kept last (game.files.setups)
GRID_TOP, ROW_H, PER_COLUMN = 196, 44, 10
COLUMN_X = (24, 660)
NAME_W, KIND_W, DECK_W = 190, 170, 180  # an entrant's row: its number, name field, kind and deck buttons
FIELD_H = ROW_H - 4  # their height: two lines of the Largest text in the smallest window (a long deck's name)




class CupSetupScene(TableScene):
    def __init__(self, ctx: Any, ruleset_id: str | None = None):
        super().__init__(ctx)
        self.rulesets = [entry.id for entry in members(FAMILY)]
        self.ruleset_id = ruleset_id or self.rulesets[0]
        self.kind = ROUND_ROBIN
        self.anything_goes = False
        self.challenge = False
        self.levels = offered_levels()
        self.entrants: list[Entrant] = []
        self.editing: int | None = None
        self.picking: int | None = None  # the entrant whose deck the list of decks chooses
        self.saved = cups.path().is_file()
        self.replacing = Replacing()  # a new tournament in place of the one in progress
        self._recall(ruleset_id is None)

    def _recall(self, rules: bool) -> None:
        """The choices of the last tournament started here (game.files.setups), as far as they still hold: its kind,
        size, rules (with `rules`: else those the duel's set-up passed in) and play, the challenge, and each entrant's
        name, who plays it and its starter deck."""
        kept = setups.remembered(CUP)
        self.kind = kept["kind"] if kept.get("kind") in KINDS else self.kind
        self.ruleset_id = kept["rules"] if rules and kept.get("rules") in self.rulesets else self.ruleset_id
        self.anything_goes = kept.get("anything_goes") == "yes"
        self.challenge = kept.get("challenge") == "yes"
        entrants = setups.number(kept, "entrants")
        self._resize(4 if entrants is None else entrants)
        for number, entrant in enumerate(self.entrants):
            deck, kind, name = (kept.get(f"entrant{number + 1}", "").split("|", 2) + ["", ""])[:3]
            if kind == PERSON or kind in self.levels:
                entrant = replace(entrant, level=None if kind == PERSON else kind)
            if name.strip() and name.isprintable():
                entrant = replace(entrant, name=name[:MOST_NAME])
            label = self._label(deck)
            if label is not None:
                entrant = replace(entrant, deck=deck, deck_label=label)
            self.entrants[number] = entrant
        self.buttons = self._buttons()

    def _remember(self) -> None:
        """The choices a tournament starts with are the set-up's next time (a saved deck is not kept: only
        starters)."""
        setups.remember(CUP, {
            "kind": self.kind, "entrants": str(len(self.entrants)), "rules": self.ruleset_id,
            "anything_goes": "yes" if self.anything_goes else "no", "challenge": "yes" if self.challenge else "no",
            **{f"entrant{number + 1}": f"{entrant.deck if isinstance(entrant.deck, str) else ''}|{entrant.kind}|"
               f"{entrant.name}" for number, entrant in enumerate(self.entrants)}})

    # ----- the entrants --------------------------------------------------------------------------

    def decks(self) -> list[tuple[str, object]]:
        return deck_choices(self.ruleset_id, self.anything_goes)

    def _resize(self, count: int) -> None:
        fewest, most = KINDS[self.kind]
        count = max(fewest, min(most, count))
        decks = self.decks()
        middle = self.levels[len(self.levels) // 2]
        while len(self.entrants) < count:
            n = len(self.entrants)
            label, value = decks[n % len(decks)]
            self.entrants.append(Entrant(default_name(n), None if n == 0 else middle, value, label))
        del self.entrants[count:]
        if self.editing is not None and self.editing >= count:
            self.editing = None
        self.buttons = self._buttons()

    def _offer(self) -> None:
        """The decks again (rules or Anything Goes changed): a deck no longer offered gives way to the first, and one
        still offered is told as these rules have it ("Karate, 44 cards" under the DGM house rules)."""
        decks = self.decks()
        labels = [(self._label(e.deck), e) for e in self.entrants]
        self.entrants = [replace(e, deck_label=label) if label is not None else
                         replace(e, deck=decks[0][1], deck_label=decks[0][0]) for label, e in labels]
        self.buttons = self._buttons()

    def _label(self, deck: object) -> str | None:
        """How the decks offered now tell `deck` (a starter's id, or a saved deck), or None when it is not offered."""
        return next((label for label, value in self.decks() if value == deck), None)

    def row_box(self, number: int) -> tuple[float, float]:
        return COLUMN_X[number // PER_COLUMN], GRID_TOP + (number % PER_COLUMN) * ROW_H

    def name_rect(self, number: int) -> pygame.Rect:
        x, y = self.row_box(number)
        return pygame.Rect(x + 40, y, NAME_W, FIELD_H)

    # ----- the buttons ---------------------------------------------------------------------------

    def _buttons(self) -> list[Button]:
        self.ringed = []
        self.deck_buttons: dict[int, Button] = {}  # by entrant: its deck's button, which tells the deck's whole name
        buttons: list[Button] = []

        def choice(label: str, rect: tuple[float, float, float, float], action: Any, chosen: bool) -> None:
            self.offer(buttons, Button(label, rect, action, size=20), chosen)

        for k, kind in enumerate((ROUND_ROBIN, CHAMPIONSHIP)):
            fewest, most = KINDS[kind]
            choice(f"{KIND_NAMES[kind]} ({fewest}\u2013{most})", (130 + k * 250, 66, 238, 44),
                   partial(self._kind, kind), kind == self.kind)
        buttons.append(Button("\u2212", (790, 66, 56, 44), partial(self._count, -1), size=26,
                              enabled=len(self.entrants) > KINDS[self.kind][0]))
        buttons.append(Button("+", (930, 66, 56, 44), partial(self._count, 1), size=26,
                              enabled=len(self.entrants) < KINDS[self.kind][1]))
        for k, ruleset_id in enumerate(self.rulesets):
            choice(RULE_SETS[ruleset_id], (130 + k * 250, 120, 238, 44), partial(self._rules, ruleset_id),
                   ruleset_id == self.ruleset_id)
        for k, on in enumerate((False, True)):
            choice(PLAYS[on], (790 + k * 236, 120, 224, 44), partial(self._anything, on), on == self.anything_goes)
        if challenge_offered(self.ruleset_id):
            choice(f"Challenge Event: {'on' if self.challenge else 'off'}", (1000, 66, 256, 44), self._challenge,
                   self.challenge)
        for number, entrant in enumerate(self.entrants):
            x, y = self.row_box(number)
            buttons.append(Button(kind_label(entrant.kind, computer_label), (x + 50 + NAME_W, y, KIND_W, FIELD_H),
                                  partial(self._turn_kind, number), size=20))
            buttons.append(Button(picked(self.ruleset_id, entrant.deck), (x + 60 + NAME_W + KIND_W, y, DECK_W,
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
        self.kind = kind
        self._resize(len(self.entrants))

    def _count(self, step: int) -> None:
        self._resize(len(self.entrants) + step)

    def _rules(self, ruleset_id: str) -> None:
        self.ruleset_id = ruleset_id
        self._offer()

    def _anything(self, on: bool) -> None:
        self.anything_goes = on
        self._offer()

    def _challenge(self) -> None:
        self.challenge = not self.challenge
        self.buttons = self._buttons()

    def _turn_kind(self, number: int) -> None:
        """The next of the kinds every set-up offers: Person, then the computer at each level, then Person again."""
        entrant = self.entrants[number]
        after = kind_after(entrant.kind, self.levels)
        self.entrants[number] = replace(entrant, level=None if after == PERSON else after)
        self.buttons = self._buttons()

    def _pick_deck(self, number: int) -> None:
        """The list of the decks offered (the duel set-up's), for an entrant; `resume` takes the deck chosen."""
        self.editing, self.picking = None, number
        entrant = self.entrants[number]
        self.outcome = Push(deck_picker(self.ctx, f"A deck for {naming.shown(entrant.name, default_name(number))}",
                                        self.ruleset_id, self.anything_goes, entrant.deck))

    def _choose_deck(self, number: int, deck: object) -> None:
        label = self._label(deck) or ""  # a deck chosen from the list is one offered
        self.entrants[number] = replace(self.entrants[number], deck=deck, deck_label=label)
        self.buttons = self._buttons()

    # ----- starting ------------------------------------------------------------------------------

    def cup(self, seed: int | None = None) -> Cup:
        """The tournament as set up now (names that show nothing, U+034F alone, take their defaults)."""
        chosen = random.SystemRandom().randrange(2**31) if seed is None else seed
        entrants = tuple(replace(e, name=naming.shown(e.name, default_name(n))) for n, e in enumerate(self.entrants))
        return Cup(self.ruleset_id, self.anything_goes, entrants, Tournament(self.kind, len(entrants), chosen),
                   self.challenge and challenge_offered(self.ruleset_id))

    def _start(self) -> None:
        self.editing = None
        saved = next((game.line for game in in_progress() if game.ruleset_id == TOURNAMENT), None)
        self.replacing.offer(self, self._open, saved, "Replace the tournament in progress?", "tournament")

    def _open(self) -> Scene:
        """The new tournament, saved in place of any in progress, at its director; its choices are the set-up's next
        time."""
        self._remember()
        made = self.cup()
        cups.save(made)
        cup_match.discard()  # the replaced tournament's match under way, if any
        return DirectorScene(self.ctx, made)

    def _continue(self) -> None:
        scene, notice = resume_cup(self.ctx)
        if scene is None:
            self.saved = cups.path().is_file()
            self.buttons = self._buttons()
            if notice:
                self.toasts.append(Toast(notice, (640, 600), seconds=8.0))
            return
        self.outcome = Replace(scene)

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
        self.outcome = Pop()

    # ----- input ---------------------------------------------------------------------------------

    def typing(self) -> bool:
        return self.editing is not None

    def handle(self, event: pygame.event.Event) -> Result:
        if self.editing is not None and event.type == pygame.KEYDOWN:
            self._edit_key(event)
            return self.take_outcome()
        if self.editing is not None and event.type == pygame.TEXTINPUT:
            entrant = self.entrants[self.editing]
            typed = "".join(ch for ch in event.text if ch.isprintable())
            refused = naming.refusal(typed)  # letters the game cannot draw properly, named
            if refused is not None:
                self.toasts.append(Toast(refused, (640, 600)))
                return None
            self.entrants[self.editing] = replace(entrant, name=(entrant.name + typed)[:MOST_NAME])
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            at = self.ctx.viewport.to_design(event.pos)
            self.editing = next((n for n in range(len(self.entrants)) if self.name_rect(n).collidepoint(at)), None)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.saved:
                self._continue()
            else:
                self._start()
        return self.handle_buttons(event)

    def _edit_key(self, event: pygame.event.Event) -> None:
        assert self.editing is not None
        entrant = self.entrants[self.editing]
        if event.key == pygame.K_BACKSPACE:
            self.entrants[self.editing] = replace(entrant, name=entrant.name[:-1])
        elif event.key == pygame.K_TAB:
            self.editing = (self.editing + 1) % len(self.entrants)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.editing = None

    # ----- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, "A tournament of Martial Arts", vp.px(36), palette.GOLD, bold=True,
                  center=vp.point(640, 32))
        for label, y in (("Kind", 88), ("Rules", 142)):
            text.draw(surface, label, vp.px(21), palette.DIM_TEXT, bold=True, midright=vp.point(118, y))
        text.draw(surface, "Entrants", vp.px(21), palette.DIM_TEXT, bold=True, midright=vp.point(780, 88))
        text.draw(surface, str(len(self.entrants)), vp.px(28), palette.TEXT, bold=True, center=vp.point(888, 88))
        note = "Click a name to type another, who plays to turn through the choices, a deck for the list of decks."
        text.draw(surface, note, vp.px(SMALL), palette.DIM_TEXT, center=vp.point(640, 180))
        for number, entrant in enumerate(self.entrants):
            self._draw_entrant(surface, number, entrant)
        self.draw_widgets(surface)
        for number, button in self.deck_buttons.items():
            if button.hovered:  # the deck's whole name and size, which a long name's button shortens
                draw_tip(surface, vp, [("Deck", self.entrants[number].deck_label)], button.screen_rect(vp))

    def _draw_entrant(self, surface: pygame.Surface, number: int, entrant: Entrant) -> None:
        vp = self.ctx.viewport
        x, y = self.row_box(number)
        text.draw(surface, f"{number + 1}.", vp.px(20), palette.DIM_TEXT, bold=True,
                  midright=vp.point(x + 34, y + FIELD_H / 2))
        field = self.name_rect(number)
        editing = self.editing == number
        pygame.draw.rect(surface, palette.PAPER if editing else palette.FELT_DARK, vp.rect(field),
                         border_radius=vp.px(6))
        pygame.draw.rect(surface, palette.GOLD if editing else palette.FELT_LINE, vp.rect(field), width=vp.px(2),
                         border_radius=vp.px(6))
        shown = entrant.name + ("|" if editing else "")
        ink = palette.INK if editing else palette.TEXT
        text.draw(surface, text.cut(shown, vp.px(20), vp.px(field.w - 14)), vp.px(20), ink,
                  midleft=vp.point(field.x + 8, field.centery))
