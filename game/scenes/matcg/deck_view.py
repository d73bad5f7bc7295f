"""Drawing the deck builder: the header with the rules chosen, the filters and the collection, the deck with its
legality, curves and list, the card under the pointer and the card being dragged."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.layout.matcg import deck as at
from game.ui import palette, text
from game.ui.matcg.deck_tiles import (
    KIND_COLOURS,
    draw_bars,
    draw_detail,
    draw_row,
    draw_step,
    draw_tile,
    fitted,
    names_size,
    number_columns,
)
from game.words.matcg.deck import KIND_NAMES

if TYPE_CHECKING:
    from game.scenes.matcg.deck_bench import DeckBench

HINT = "Click a card to add a copy, right-click to take one out, or drag it to the deck. Rest on one to read it."
REASONS = 2  # reasons shown under "Not legal"; the rest are counted


def draw_builder(surface: pygame.Surface, scene: DeckBench) -> None:
    vp = scene.ctx.viewport
    scene.draw_felt(surface)
    judged = text.draw(surface, "Judged by", text.legible(vp.px(17)), palette.DIM_TEXT, midright=vp.point(322, 32))
    room = judged.left - vp.px(16 + 8)  # the title ends before "Judged by" (at the Largest text it ran into it)
    text.draw(surface, "Deck builder", text.fit("Deck builder", vp.px(32), room, bold=True), palette.GOLD, bold=True,
              midleft=vp.point(16, 32))
    hit = scene.card_at(scene.mouse)  # what lies under the pointer, found once a frame
    _collection(surface, scene, hit)
    _deck(surface, scene, hit)
    scene.draw_widgets(surface)
    held = scene.held
    if held is not None and held.dragging:
        card = scene.catalog.by_id[held.card_id]
        x, y = vp.to_design(scene.mouse)
        draw_tile(surface, vp, (x - at.TILE_W / 2, y - at.TILE_H / 2, at.TILE_W, at.TILE_H), card,
                  scene.draft.copies(card.id), True, True)
        return
    if hit is not None:
        draw_detail(surface, vp, scene.catalog.by_id[hit[0]], scene.mouse)


def _collection(surface: pygame.Surface, scene: DeckBench, over: tuple[str, str] | None) -> None:
    vp = scene.ctx.viewport
    scene.search.draw(surface, vp)
    for slider in scene.sliders.values():
        slider.draw(surface, vp)
    count = f"{len(scene.visible)} of {len(scene.catalog.cards)} cards"
    text.draw(surface, count, text.legible(vp.px(18)), palette.TEXT, midleft=vp.point(378, 161))
    for shown, card in enumerate(scene.tiles()):
        allowed = card.card_class == "normal" or scene.draft.anything_goes
        draw_tile(surface, vp, at.tile_rect(shown), card, scene.draft.copies(card.id), allowed,
                  over is not None and over[0] == card.id and over[1] == "collection")
    if not scene.visible:
        text.draw(surface, "No card matches these filters.", vp.px(22), palette.DIM_TEXT,
                  center=vp.point(at.GRID.centerx, at.GRID.y + 120))
    scene.grid_scroll.draw(surface, vp)
    fitted(surface, vp, HINT, 17, vp.px(at.GRID.w + 20), palette.DIM_TEXT, midleft=vp.point(16, 692))


def _deck(surface: pygame.Surface, scene: DeckBench, over: tuple[str, str] | None) -> None:
    vp = scene.ctx.viewport
    draft = scene.draft
    panel = vp.rect(at.DECK_AREA)
    dropping = scene.held is not None and scene.held.dragging and scene.held.source == "collection"
    pygame.draw.rect(surface, palette.FELT_DARK, panel, border_radius=vp.px(12))
    if dropping:
        pygame.draw.rect(surface, palette.HIGHLIGHT, panel, width=vp.px(3), border_radius=vp.px(12))
    scene.name.draw(surface, vp)
    size = f"{draft.size} cards"
    text.draw(surface, size, vp.px(26), palette.GOLD_LIGHT, bold=True, midright=vp.point(at.DECK_X + at.DECK_W, 84))
    _legality(surface, scene)
    curves = [(KIND_NAMES[kind][:3], n, KIND_COLOURS[kind]) for kind, n in draft.by_kind().items()]
    draw_bars(surface, vp, (at.DECK_X, 202, 140, 98), "Types", curves)
    for k, (title, name) in enumerate((("ATK", "atk"), ("CPT", "cpt"))):
        curve = draft.curve(name, scene.filters.bounds[name])
        bars = [(str(value), n, palette.ATTACK_RED if name == "atk" else palette.SILVER_DARK)
                for value, n in curve.items()]
        draw_bars(surface, vp, (at.DECK_X + 162 + k * 154, 202, 144, 98), f"{title} curve", bars)
    _list(surface, scene, over)


def _legality(surface: pygame.Surface, scene: DeckBench) -> None:
    vp = scene.ctx.viewport
    problems = scene.draft.problems()
    box = vp.rect(at.LEGALITY)
    legal = not problems
    pygame.draw.rect(surface, palette.RECOVER_GREEN if legal else palette.ATTACK_RED_DARK, box,
                     border_radius=vp.px(8))
    rules = scene.draft.rules_words()
    head = f"Legal for {rules}" if legal else f"Not legal for {rules}:"
    text.draw(surface, head, text.fit(head, vp.px(21), box.w - vp.px(20), bold=True), palette.TEXT, bold=True,
              midleft=(box.x + vp.px(10), box.y + vp.px(16)))
    lines = problems[:REASONS]
    if len(problems) > REASONS:
        lines[-1] = f"{lines[-1]} (and {len(problems) - REASONS} more: click here)"
    if legal:
        counts = ", ".join(f"{n} {KIND_NAMES[kind]}" for kind, n in scene.draft.by_kind().items() if n)
        lines = [counts or "An empty deck."]
    for k, line in enumerate(lines):
        fitted(surface, vp, line, 18, box.w - vp.px(20), palette.TEXT,
               midleft=(box.x + vp.px(10), box.y + vp.px(42 + k * 24)))


def _list(surface: pygame.Surface, scene: DeckBench, over: tuple[str, str] | None) -> None:
    vp = scene.ctx.viewport
    cards = scene.deck_cards()
    if not cards:
        text.draw(surface, "Click or drag cards here to build the deck.", vp.px(19), palette.DIM_TEXT,
                  center=vp.point(at.LIST.centerx, at.LIST.y + 60))
    shown_cards = cards[scene.list_scroll.first:][:at.LIST_ROWS]
    width = vp.rect(at.row_rects(0)[1]).w
    columns = number_columns(vp, shown_cards, width)  # each number under the same number in every row
    name_size = names_size(vp, width, shown_cards, columns)  # one size: no name shrunk alone
    for shown, card in enumerate(shown_cards):
        minus, body, plus = at.row_rects(shown)
        lit = over is not None and over[0] == card.id and over[1] != "collection"
        allowed = card.card_class == "normal" or scene.draft.anything_goes
        draw_row(surface, vp, body, card, scene.draft.copies(card.id), allowed, lit, name_size, columns)
        for rect, sign in ((minus, "\u2212"), (plus, "+")):
            draw_step(surface, vp, rect, sign)
    scene.list_scroll.draw(surface, vp)
