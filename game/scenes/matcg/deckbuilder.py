"""The deck builder of Martial Arts: every card of the collection with its filters, the deck with its counts, curves
and a live legality check for the chosen rules (MATCG or DGM, Normal play or Anything Goes), a sample opening hand,
decks saved by name (game.files.decks) and decks brought in and sent out as text.

Mouse only suffices: a click on a card adds a copy, a right click takes one out, and a card dragged onto the deck
joins it (dragged out of the deck list, it leaves); the keyboard types the search and the deck's name."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.files.matcg.draft import FAMILY
from game.layout.matcg import deck as at
from game.scenes.base import Pop, Push, Result
from game.scenes.confirm import ConfirmScene
from game.scenes.matcg.deck_actions import DeckActions
from game.scenes.matcg.deck_bench import STEPS, DeckBench, Held
from game.scenes.matcg.deck_view import draw_builder
from game.ui import text
from game.ui.toasts import Toast
from game.ui.widgets import Button, one_size
from game.words.matcg.deck import KINDS
from game.words.matcg.seating import PLAYS

RULESET_IDS = ("matcg", "dgm")
DRAG_START = 6  # window pixels the mouse moves, button held, before a press becomes a drag


class DeckBuilderScene(DeckBench):
    def __init__(self, ctx, ruleset_id: str, anything_goes: bool = False):
        super().__init__(ctx, ruleset_id, anything_goes)
        self.actions = DeckActions(self, FAMILY)
        self._buttons_show: tuple[object, ...] = ()  # what the buttons were laid out for
        self.refresh()

    # ----- what is shown ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Lays out again after any change: the scroll bars' lengths, and the buttons when what they show changed (a
        copy added changes none of them: the buttons kept keep their labels as laid out)."""
        self.relayout()
        draft, filters = self.draft, self.filters
        shows = (self.ctx.viewport, text.scale(), filters.kind, filters.style, filters.narrowed, draft.loaded,
                 bool(draft.counts), self.dirty, draft.ruleset_id, draft.anything_goes)
        if shows != self._buttons_show:
            self.buttons, self._buttons_show = self._buttons(), shows

    def _buttons(self) -> list[Button]:
        self.ringed = []
        buttons = [Button("Back", (1150, 12, 114, 40), self.back, hotkey="Esc")]
        self._rules_row(buttons)
        kinds = [(None, "All", 64), *((kind, kind.title(), 100) for kind in KINDS)]
        x = 16
        for kind, label, width in kinds:
            self.offer(buttons, Button(label, (x, 66, width, 36), partial(self.kind, kind)), kind == self.filters.kind)
            x += width + 6
        one_size(buttons[-len(kinds):])
        style = self.filters.style or "every style"
        buttons += [Button("<", (16, 110, 34, 30), partial(self.style, -1)),
                    Button(f"Style: {style}", (54, 110, 190, 30), partial(self.style, 1)),
                    Button(">", (248, 110, 34, 30), partial(self.style, 1)),
                    Button("Clear filters", (624, 146, 152, 30), self.clear_filters, self.filters.narrowed)]
        loaded = self.draft.loaded is not None
        act = self.actions
        rows = [[("Empty deck", self.empty, True), ("Starter deck\u2026", act.choose_starter, True),
                 ("Sample hand", act.sample_hand, bool(self.draft.counts))],
                [("Save", self.save, True), ("Load\u2026", act.choose_saved, True),
                 ("Rename", act.rename, loaded), ("Delete", act.delete, loaded)],
                [("Import or export as text\u2026", act.exchange, True)]]
        for r, row in enumerate(rows):
            button_w = (at.DECK_W - 8 * (len(row) - 1)) / len(row)
            for k, (label, action, enabled) in enumerate(row):
                buttons.append(Button(label, (at.DECK_X + k * (button_w + 8), 596 + r * 40, button_w, 34), action,
                                      enabled, primary=label == "Save" and self.dirty))
            one_size(buttons[-len(row):])
        return buttons

    def _rules_row(self, buttons: list[Button]) -> None:
        """The rule sets, then the plays: each group of choices at one size (as each row of actions is), the chosen one
        ringed, and each button at least its usual width or as wide as its label needs whole, with its margins."""
        groups = [[(rules.upper(), partial(self.rules, rules), rules == self.draft.ruleset_id, at.RULESET_W)
                   for rules in RULESET_IDS],
                  [(PLAYS[on], partial(self.anything_goes, on), on == self.draft.anything_goes, at.PLAY_W)
                   for on in (False, True)]]
        x: float = at.RULESETS_X
        for group in groups:
            for label, action, chosen, width in group:
                button = Button(label, (x, 12, width, 40), action)
                button.rect = (x, 12, max(width, button.wanted(self.ctx.viewport)), 40)
                self.offer(buttons, button, chosen)
                x += button.rect[2] + at.APART
            one_size(buttons[-len(group):])
            x += at.GROUPS_APART

    # ----- the choices ------------------------------------------------------------------------

    def save(self) -> None:
        """Saves the deck, and lays the buttons out again: a deck just saved may be renamed and deleted at once."""
        self.actions.save()
        self.refresh()

    def rules(self, ruleset_id: str) -> None:
        self.draft.ruleset_id = ruleset_id
        self.refresh()

    def anything_goes(self, anything: bool) -> None:
        self.draft.anything_goes = anything
        self.refresh()

    def kind(self, kind: str | None) -> None:
        self.filters.kind = kind
        self.grid_scroll.first = 0
        self.refresh()

    def style(self, step: int) -> None:
        options: list[str | None] = [None, *self.styles]
        self.filters.style = options[(options.index(self.filters.style) + step) % len(options)]
        self.grid_scroll.first = 0
        self.refresh()

    def clear_filters(self) -> None:
        self.filters.clear()
        self.search.value = ""
        self.sliders = self._sliders()
        self.refresh()

    def add(self, card_id: str) -> None:
        refused = self.draft.add(card_id)
        if refused is not None:
            self.tell(Toast(refused, self.ctx.viewport.to_design(self.mouse)))
            return
        self.changed()

    def remove(self, card_id: str) -> None:
        if self.draft.copies(card_id):
            self.draft.remove(card_id)
            self.changed()

    def empty(self) -> None:
        """Empty deck: at once for a deck saved, its buttons then those of an empty deck; else once the player
        agrees (the answer refreshes them, `resume`)."""
        self.actions.empty()
        self.refresh()

    def changed(self) -> None:
        self.dirty = True
        self.refresh()

    def back(self) -> None:
        if not self.dirty:
            self.outcome = Pop(None)
            return
        self.actions.waiting = "leave"
        self.outcome = Push(ConfirmScene(self.ctx, "Leave the deck builder?",
                                         [f"The changes to \u201c{self.draft.name}\u201d are not saved."],
                                         yes="Leave", no="Stay"))

    def resume(self, value: Any) -> None:
        self.actions.resume(value)
        self.refresh()

    # ----- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Result:
        vp = self.ctx.viewport
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if self._typing(event):
            return self.take_outcome()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return self.take_outcome()
        for name, slider in self.sliders.items():
            if slider.handle(event, vp):
                self.filters.ranges[name] = (slider.low, slider.high)
                self.grid_scroll.first = 0
                self.refresh()
        if self.grid_scroll.handle(event, vp, self.mouse) or self.list_scroll.handle(event, vp, self.mouse):
            return None
        if self._cards(event):
            return None  # a card dropped on a button does not press it
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and vp.rect(at.LEGALITY).collidepoint(event.pos):
            self.actions.reasons()
        return self.handle_buttons(event)

    def typing(self) -> bool:
        return self.search.focused or self.name.focused

    def _typing(self, event: pygame.event.Event) -> bool:
        """The search and the name fields take the keys while focused; True when the event was theirs."""
        vp = self.ctx.viewport
        focused = self.search.focused or self.name.focused
        if event.type == pygame.TEXTINPUT and not focused:
            self.search.focused = focused = True  # typing with no field chosen searches
        if self.search.handle(event, vp):
            self.filters.search = self.search.value
            self.grid_scroll.first = 0
            self.refresh()
        naming = self.name.focused
        if self.name.handle(event, vp):
            self.draft.name = self.name.value
            self.dirty = True
        if naming and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._named()
        refused = self.name.take_refusal()
        if refused is not None:
            self.tell(Toast(refused, (1032, 590), seconds=6.0))
        return focused and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT)

    def _named(self) -> None:
        """Enter in the name box: a saved deck's new name renames it, as its Rename button does."""
        loaded = self.draft.loaded
        if loaded is not None and self.name.value.strip() != loaded:
            self.actions.rename()

    def _cards(self, event: pygame.event.Event) -> bool:
        """Clicks, right clicks and drags of the collection's tiles and the deck's rows; True when the event
        dropped a dragged card."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held is not None and self.held.dragging:
            self._release(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.card_at(event.pos)
            self.held = Held(hit[0], hit[1], event.pos) if hit is not None and hit[1] not in STEPS else None
        elif event.type == pygame.MOUSEMOTION and self.held is not None and not self.held.dragging:
            moved = abs(event.pos[0] - self.held.start[0]) + abs(event.pos[1] - self.held.start[1])
            self.held.dragging = moved > DRAG_START
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            hit = self.card_at(event.pos)
            if hit is not None:
                self.remove(hit[0])
        return False

    def _release(self, pos: tuple[int, int]) -> None:
        held, self.held = self.held, None
        vp = self.ctx.viewport
        in_deck = vp.rect(at.DECK_AREA).collidepoint(pos)
        if held is None:
            hit = self.card_at(pos)
            if hit is not None and hit[1] in STEPS:
                (self.add if STEPS[hit[1]] > 0 else self.remove)(hit[0])
        elif held.dragging and held.source == "collection" and in_deck:
            self.add(held.card_id)
        elif held.dragging and held.source == "deck" and not in_deck:
            self.remove(held.card_id)
        elif not held.dragging and held.source == "collection":
            self.add(held.card_id)

    # ----- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_builder(surface, self)
