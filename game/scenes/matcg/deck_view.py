"""Drawing the deck builder: the header with the rules chosen, the filters and the collection, the deck with its
legality, curves and list, the card under the pointer and the card being dragged."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.layout.matcg import deck as at
from game.scenes.matcg.deck_bench import MINUS, PLUS
from game.ui import marks, palette, text
from game.ui.bar_chart import draw_bars
from game.ui.face_cache import blank_stand_ins
from game.ui.matcg.deck_tiles import (
    KIND_COLOURS,
    draw_detail,
    draw_row,
    draw_step,
    draw_tile,
    fitted,
    least,
    names_size,
    number_columns,
)
from game.words.matcg.deck import KIND_NAMES, verdict

if TYPE_CHECKING:
    from game.engine.matcg.cards import AnyCard
    from game.scenes.matcg.deck_bench import DeckBench
    from game.ui.fields import TextField
    from game.ui.scrollbar import ScrollBar

HINTS = ("Click a card to add a copy, right-click to take one out, or drag it to the deck. Rest on one to read it.",
         "Click a card to add a copy, right-click to take one out, drag it to the deck; rest on it to read it.",
         "Click: add a copy. Right-click: take one out. Drag: to the deck. Rest: read it.")  # the first that fits
REASONS = 2  # reasons shown under "Not legal"; the rest are counted
CURVES = {"ATK": "atk", "CPT": "cpt"}  # the deck's curves beside its types: title, stat


def draw_builder(surface: pygame.Surface, scene: DeckBench) -> None:
    """The still part (the felt, the filters, the grid, the deck's panel with its verdict, curves and list, drawn with
    nothing under the pointer) from the window-sized layer every table shares, painted again whenever anything it
    shows changes (on the paced stack after the frame, which then draws nothing more), the buttons with it; over it the
    tile or row under the pointer, the button under it and the keyboard's focus, and the card read or dragged."""
    vp = scene.ctx.viewport
    tiles = [(card, scene.draft.copies(card.id), card.card_class == "normal" or scene.draft.anything_goes)
             for card in scene.tiles()]
    left = blank_stand_ins()
    scene.backdrop.draw(surface, _still_key(scene, tiles), lambda layer: _still(layer, scene, tiles))
    if blank_stand_ins() != left:
        return  # the still part is painted after this frame, which is not presented: the rest is drawn with it
    found = scene.found_at(scene.mouse)  # what lies under the pointer, found once a frame
    hit = None if found is None else (found[0], found[1])
    for place, (card, copies, allowed) in enumerate(tiles):
        if hit == (card.id, "collection"):
            draw_tile(surface, scene.drawn, vp, at.tile_rect(place), card, copies, allowed, True)
    if hit is not None and hit[1] != "collection":
        _list(surface, scene, hit[0])
    _lit_buttons(surface, scene)
    scene.paint_toasts(surface)
    held = scene.held
    if held is not None and held.dragging:
        card = scene.catalog.by_id[held.card_id]
        x, y = vp.to_design(scene.mouse)
        draw_tile(surface, scene.drawn, vp, (x - at.TILE_W / 2, y - at.TILE_H / 2, at.TILE_W, at.TILE_H), card,
                  scene.draft.copies(card.id), True, True)
        return
    if found is not None:  # beside the tile or row, clear of the deck's name, size and verdict
        draw_detail(surface, scene.drawn, vp, scene.catalog.by_id[found[0]], found[2],
                    [vp.rect(at.HEADER), vp.rect(at.LEGALITY)])


def _still_key(scene: DeckBench, tiles: list[tuple[AnyCard, int, bool]]) -> Hashable:
    """Everything the still part reads: the fields, the sliders' ranges, the tiles shown with their copies, the deck
    and its rules, the curves' ranges, the scroll bars, and whether a card is dragged over the deck."""
    draft = scene.draft
    return (scene.ctx.viewport, _field(scene.search), _field(scene.name),
            tuple((slider.label, slider.low, slider.high) for slider in scene.sliders.values()),
            len(scene.visible), tuple((card.id, copies, allowed) for card, copies, allowed in tiles),
            draft.ruleset_id, draft.anything_goes, tuple(sorted(draft.counts.items())),
            tuple(scene.filters.bounds[name] for name in CURVES.values()),
            _bar(scene.grid_scroll), _bar(scene.list_scroll), _dropping(scene),
            tuple((button.label, button.rect, button.enabled, button.primary, button in scene.ringed)
                  for button in scene.buttons))


def _field(field: TextField) -> Hashable:
    return field.value, field.focused, field.selected


def _bar(bar: ScrollBar) -> Hashable:
    return bar.total, bar.first, bar.grabbed is None


def _dropping(scene: DeckBench) -> bool:
    """Whether a card of the collection is dragged: the deck's panel is lit where it may be dropped."""
    return scene.held is not None and scene.held.dragging and scene.held.source == "collection"


def _still(surface: pygame.Surface, scene: DeckBench, tiles: list[tuple[AnyCard, int, bool]]) -> None:
    vp = scene.ctx.viewport
    scene.draw_felt(surface)
    judged = text.draw(surface, "Judged by", text.legible(vp.px(17)), palette.DIM_TEXT,
                       midright=vp.point(at.JUDGED_RIGHT, 32))
    left = vp.point(at.TITLE_X, 32)
    room = judged.left - vp.px(at.APART) - left[0]  # the title ends before "Judged by" (at the Largest text it met it)
    text.draw(surface, "Deck builder", text.fit("Deck builder", vp.px(32), room, bold=True), palette.GOLD, bold=True,
              midleft=left)
    _collection(surface, scene, tiles)
    _deck(surface, scene)
    for button in scene.buttons:  # as they look with no pointer on them: the one under it is drawn over each frame
        hovered, button.hovered = button.hovered, False
        button.draw(surface, vp)
        button.hovered = hovered
    _rings(surface, scene)


def _rings(surface: pygame.Surface, scene: DeckBench) -> None:
    """A ring round each button of what is chosen now (the kind, the rules, the play: marks.chosen)."""
    vp = scene.ctx.viewport
    for button in scene.ringed:
        marks.chosen(surface, vp, button.screen_rect(vp))


def _lit_buttons(surface: pygame.Surface, scene: DeckBench) -> None:
    """Over the still part, which holds the buttons with no pointer on them and the rings of what is chosen: the
    button under the pointer and the keyboard's focus, and the rings again over them."""
    vp = scene.ctx.viewport
    lit = [button for button in scene.buttons if button.hovered]
    for button in lit:
        button.draw(surface, vp)
    scene.focus.draw(surface, vp, scene.focusable())
    if lit or scene.focus.on(scene.focusable()) is not None:
        _rings(surface, scene)


def _collection(surface: pygame.Surface, scene: DeckBench, tiles: list[tuple[AnyCard, int, bool]]) -> None:
    vp = scene.ctx.viewport
    scene.search.draw(surface, vp)
    for slider in scene.sliders.values():
        slider.draw(surface, vp)
    count = f"{len(scene.visible)} of {len(scene.catalog.cards)} cards"
    text.draw(surface, count, text.legible(vp.px(18)), palette.TEXT, midleft=vp.point(378, 161))
    _grid(surface, scene, tiles)
    scene.grid_scroll.draw(surface, vp)
    hint = text.first_fit(HINTS, least(vp), vp.px(at.GRID.w + 20))
    fitted(surface, vp, hint, 17, vp.px(at.GRID.w + 20), palette.DIM_TEXT, midleft=vp.point(16, 692))


def _grid(surface: pygame.Surface, scene: DeckBench, tiles: list[tuple[AnyCard, int, bool]]) -> None:
    vp = scene.ctx.viewport
    for place, (card, copies, allowed) in enumerate(tiles):
        draw_tile(surface, scene.drawn, vp, at.tile_rect(place), card, copies, allowed, False)
    if not scene.visible:
        text.draw(surface, "No card matches these filters.", vp.px(22), palette.DIM_TEXT,
                  center=vp.point(at.GRID.centerx, at.GRID.y + 120))


def _deck(surface: pygame.Surface, scene: DeckBench) -> None:
    vp = scene.ctx.viewport
    draft = scene.draft
    panel = vp.rect(at.DECK_AREA)
    pygame.draw.rect(surface, palette.FELT_DARK, panel, border_radius=vp.px(12))
    if _dropping(scene):
        pygame.draw.rect(surface, palette.HIGHLIGHT, panel, width=vp.px(3), border_radius=vp.px(12))
    scene.name.draw(surface, vp)
    size = f"{draft.size} cards"
    text.draw(surface, size, vp.px(26), palette.GOLD_LIGHT, bold=True, midright=vp.point(at.DECK_X + at.DECK_W, 84))
    _judged(surface, scene)  # the verdict and the curves, reaching into the list's first row, which is drawn over it
    _list(surface, scene, None)
    scene.list_scroll.draw(surface, vp)


def _judged(surface: pygame.Surface, scene: DeckBench) -> None:
    vp = scene.ctx.viewport
    draft = scene.draft
    _legality(surface, scene)
    curves = [(KIND_NAMES[kind][:3], n, KIND_COLOURS[kind]) for kind, n in draft.by_kind().items()]
    draw_bars(surface, vp, (at.DECK_X, 202, 140, 98), "Types", curves)
    for k, (title, name) in enumerate(CURVES.items()):
        curve = draft.curve(name, scene.filters.bounds[name])
        bars = [(str(value), n, palette.ATTACK_RED if name == "atk" else palette.SILVER_DARK)
                for value, n in curve.items()]
        draw_bars(surface, vp, (at.DECK_X + 162 + k * 154, 202, 144, 98), f"{title} curve", bars)


def _legality(surface: pygame.Surface, scene: DeckBench) -> None:
    vp = scene.ctx.viewport
    problems = scene.draft.problems()
    box = vp.rect(at.LEGALITY)
    legal = not problems
    pygame.draw.rect(surface, palette.RECOVER_GREEN if legal else palette.ATTACK_RED_DARK, box,
                     border_radius=vp.px(8))
    head, lines = verdict(problems, scene.draft.by_kind(), scene.draft.rules_words(), REASONS)
    text.draw(surface, head, text.fit(head, vp.px(21), box.w - vp.px(20), bold=True), palette.TEXT, bold=True,
              midleft=(box.x + vp.px(10), box.y + vp.px(16)))
    for k, line in enumerate(lines):
        fitted(surface, vp, line, 18, box.w - vp.px(20), palette.TEXT,
               midleft=(box.x + vp.px(10), box.y + vp.px(42 + k * 24)))


def _list(surface: pygame.Surface, scene: DeckBench, lit: str | None) -> None:
    """The deck list: every row with none lit (`lit` None), or only the row of the card `lit`, lit."""
    vp = scene.ctx.viewport
    cards = scene.deck_cards()
    if not cards and lit is None:
        text.draw(surface, "Click or drag cards here to build the deck.", vp.px(19), palette.DIM_TEXT,
                  center=vp.point(at.LIST.centerx, at.LIST.y + 60))
    shown_cards = cards[scene.list_scroll.first:][:at.LIST_ROWS]
    width = vp.rect(at.row_rects(0)[1]).w
    columns = number_columns(vp, shown_cards, width)  # each number under the same number in every row
    name_size = names_size(vp, width, shown_cards, columns)  # one size: no name shrunk alone
    for shown, card in enumerate(shown_cards):
        if lit is not None and card.id != lit:
            continue
        minus, body, plus = at.row_rects(shown)
        allowed = card.card_class == "normal" or scene.draft.anything_goes
        draw_row(surface, scene.drawn, vp, body, card, scene.draft.copies(card.id), allowed, card.id == lit, name_size,
                 columns)
        if lit is None:
            for rect, sign in ((minus, MINUS), (plus, PLUS)):
                draw_step(surface, scene.drawn, vp, rect, sign)
