"""The deck builder's bench: what it holds (the catalog, the deck on it, the filters, its fields, sliders and scroll
bars, the card held by the mouse) and what lies under the pointer. The scene (deckbuilder.py) adds the buttons and
the input; its view (deck_view.py) and its actions (deck_actions.py) read and change the bench."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.content.matcg import catalog as shipped_catalog
from game.engine.matcg.cards import AnyCard
from game.files import decks
from game.files.matcg.draft import Draft, Filters, in_order, stat_bounds
from game.layout.matcg import deck as at
from game.scenes.table import TableScene
from game.ui.backdrop import Backdrop
from game.ui.fields import TextField
from game.ui.matcg.deck_tiles import drawn_pictures
from game.ui.scrollbar import ScrollBar
from game.ui.slider import RangeSlider
from game.ui.viewport import Viewport
from game.words.matcg.deck import STATS

MINUS, PLUS = "\u2212", "+"  # a deck list row's buttons, which take a copy out and add one
STEPS = {MINUS: -1, PLUS: 1}


@dataclass
class Held:
    """A card pressed on: where from ("collection" or "deck"), where the press began, and whether it is dragged."""

    card_id: str
    source: str
    start: tuple[int, int]
    dragging: bool = False


class DeckBench(TableScene):
    def __init__(self, ctx, ruleset_id: str, anything_goes: bool = False):
        super().__init__(ctx)
        self.catalog = shipped_catalog()
        self.ordered = in_order(list(self.catalog.cards))  # the collection's order, which filters keep
        self.draft = Draft(self.catalog, ruleset_id, anything_goes)
        self.filters = Filters(stat_bounds(self.catalog))
        self.styles = sorted({card.style for card in self.catalog.cards})
        self.search = TextField((520, 66, 256, 36), placeholder="Search names and text")
        self.name = TextField((at.DECK_X, 66, 300, 36), value=self.draft.name, placeholder="The deck's name",
                              most=decks.MOST_NAME, names=True)
        self.sliders = self._sliders()
        self.grid_scroll = ScrollBar(at.GRID_BAR, at.GRID, at.ROWS, step=1)  # by rows of tiles
        self.list_scroll = ScrollBar(at.LIST_BAR, at.LIST, at.LIST_ROWS)
        self.held: Held | None = None
        self.mouse = (0, 0)
        self.dirty = False  # changed since it was started, loaded or saved
        self.rng = random.Random()  # deals the sample hands
        self.backdrop = Backdrop()  # the still part of its frame, in the window-sized layer every table shares
        self.drawn = drawn_pictures()  # its tiles, rows and cards as drawn: they go when it closes
        self._filtered: tuple[object, ...] | None = None  # the filters `visible` was found for
        self.relayout()

    def _sliders(self) -> dict[str, RangeSlider]:
        """A range slider per stat, by the stat's field name."""
        sliders = {}
        for label, name in STATS:
            low, high = self.filters.range_of(name)
            sliders[name] = RangeSlider(label, at.SLIDERS[name], self.filters.bounds[name], low, high)
        return sliders

    def shown(self) -> list[AnyCard]:
        """The collection as filtered, in order."""
        return [card for card in self.ordered if self.filters.matches(card)]

    def tiles(self) -> list[AnyCard]:
        """The cards of the collection the grid shows now (it scrolls by rows)."""
        first = self.grid_scroll.first * at.COLUMNS
        return self.visible[first:first + at.ROWS * at.COLUMNS]

    def deck_cards(self) -> list[AnyCard]:
        return self.draft.cards()

    def relayout(self) -> None:
        """The collection as filtered (again only when the filters changed), and the scroll bars' lengths, after any
        change."""
        filters = self.filters
        chosen = (filters.kind, filters.style, filters.search, tuple(sorted(filters.ranges.items())))
        if chosen != self._filtered:
            self.visible, self._filtered = self.shown(), chosen
        self.grid_scroll.total = -(-len(self.visible) // at.COLUMNS)
        self.grid_scroll.clamp()
        self.list_scroll.total = len(self.draft.counts)
        self.list_scroll.clamp()

    def card_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """The card under the pointer and where it is ("collection", "deck", or a row's − or +: STEPS)."""
        found = self.found_at(pos)
        return None if found is None else (found[0], found[1])

    def found_at(self, pos: tuple[int, int]) -> tuple[str, str, pygame.Rect] | None:
        """card_at, with the tile or the deck list's row (its − and + with it) the pointer rests on (window pixels)."""
        tiles, rows = _places(self.ctx.viewport)
        for tile, card in zip(tiles, self.tiles(), strict=False):  # a grid not full has fewer cards than tiles
            if tile.collidepoint(pos):
                return card.id, "collection", tile.copy()
        for (minus, body, plus), card in zip(rows, self.deck_cards()[self.list_scroll.first:], strict=False):
            if body.collidepoint(pos):
                return card.id, "deck", minus.union(plus)
            if minus.collidepoint(pos):
                return card.id, MINUS, minus.union(plus)
            if plus.collidepoint(pos):
                return card.id, PLUS, minus.union(plus)
        return None


@lru_cache(maxsize=8)
def _places(vp: Viewport) -> tuple[tuple[pygame.Rect, ...], tuple[tuple[pygame.Rect, ...], ...]]:
    """The grid's tiles and the deck list's rows (−, body, +) in the window, worked out once per window size: the
    pointer is looked for among them at each event and frame."""
    return (tuple(vp.rect(at.tile_rect(shown)) for shown in range(at.ROWS * at.COLUMNS)),
            tuple(tuple(vp.rect(rect) for rect in at.row_rects(shown)) for shown in range(at.LIST_ROWS)))
