"""The cards in play are read where they lie: every word and number a face prints, drawn at the size the tables
draw it (their layouts, scaled to the window) in the smallest window (1024x600) and in a large one (1920x1080), with
the Normal and the Largest text, is set in a typeface of at least LEAST_PX pixels, whole (never shortened with an
ellipsis), inside the face and the box its block is set in, and clear of the face's other words.

Measured on every card each game ships: the campaign's cards (both sides of Kai's) and attack cards on the combo
board and in the hand, the master on the board and the Charge tracker, both sides of every master where masters are
chosen (the grid and the enlarged pair) and the defeated masters at the campaign's end, and Kenpo's cards in play
beside the ring, in the hand and on top of the discard piles. At 1024x600 these were 8 to 10 px. A campaign card
narrower than its whole text needs is now compact (game.layout.udo.card_face.compact); a master's name too long for its
card loses its title ("Lightspeed"); a Kenpo card sets its name and qualifiers on the lines they need, its numbers at
the least size, and its summary only where it is whole (game.ui.kenpo.faces.least_size), and a pile's thumbnail
prints nothing: the rest is read enlarged. The Where it turned page shows the table's own picture, so
its strip of cards is these faces at these sizes. The decks' backs print no words: their mark is an emblem and a belt.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from game.content.kenpo import kenpo_catalog
from game.content.udo import kai_catalog, udo_catalog
from game.files import settings
from game.layout import layout
from game.ui import text
from game.ui.kenpo import faces as kenpo_faces
from game.ui.udo import faces as udo_faces
from game.ui.viewport import Viewport
from tests.scenes.test_nothing_cut import spied
from tests.ui.test_readable_text import requests

WINDOWS = ((1024, 600), (1920, 1080))
# Kenpo's too in the window the layouts were drawn for, whose ring cards (104 px) were 9 px; the campaign's cards there
# are as large as the layouts made them, read by tests/ui/test_readable_text.py
KENPO_WINDOWS = ((1024, 600), (1280, 720), (1920, 1080))
TEXT_SIZES = ("normal", "largest")


@pytest.fixture(autouse=True)
def window():
    pygame.init()
    pygame.display.set_mode((1024, 600))


def drawn_at(window: tuple[int, int], design: tuple[float, float]) -> list[tuple[int, int]]:
    """The sizes a table draws a face of `design` size at in the window: its width and height rounded from where it
    lies, so one pixel either way."""
    w, h = Viewport(*window).rect((0, 0, *design)).size
    return [(w, h), (w - 1, h - 1)]


@contextmanager
def faces_written() -> Iterator[dict[int, list[tuple[str, pygame.Rect]]]]:
    """The words drawn on each face (by the surface's id) and their ink."""
    on: dict[int, list[tuple[str, pygame.Rect]]] = {}
    faces: list[pygame.Surface] = []  # kept, so that no face's id is another's
    real = text.draw

    def draw(surface: pygame.Surface, line: str, size: int, color: Any, bold: bool = False,
             **anchor: tuple[float, float]) -> pygame.Rect:
        image = text.render(line, size, color, bold)
        if line.strip():
            faces.append(surface)
            on.setdefault(id(surface), []).append((line, image.get_bounding_rect().move(image.get_rect(
                **anchor).topleft)))
        return real(surface, line, size, color, bold, **anchor)

    text.draw = draw  # type: ignore[assignment]  # a spy of the same shape
    try:
        yield on
    finally:
        text.draw = real  # type: ignore[assignment]


def shadow(one: tuple[str, pygame.Rect], another: tuple[str, pygame.Rect]) -> bool:
    """Whether two texts are the same words a pixel apart: one the other's shadow (a heart's number)."""
    (words, ink), (other_words, other) = one, another
    return words == other_words and abs(ink.x - other.x) <= 1 and abs(ink.y - other.y) <= 1


def faults(draw_faces, text_size: str) -> list[str]:
    """Every text the faces print under LEAST_PX, shortened, past their face or their block's box, or over another
    text of the same face."""
    settings.change(text_size=text_size)
    with requests() as found, spied(pygame.Surface((1, 1))) as written, faces_written() as on:
        draw_faces()
    met = {f"over each other: {first!r}, {second!r}" for texts in on.values()
           for k, (first, ink) in enumerate(texts) for second, other in texts[k + 1:]
           if ink.colliderect(other) and not shadow((first, ink), (second, other))}
    small = {f"{text.pixels(size)} px: {line!r}" for size, line in found if line.strip() and text.pixels(size)
             < text.LEAST_PX}
    cut = {f"cut: {line!r}" for line in written.shortened} | {
        f"cut: {line!r}" for line, _, _, _, _ in written.drawn if "\u2026" in line}
    off = {f"off its face: {line!r}" for line, _, _, inside, _ in written.drawn if not inside}
    over = {f"past its box: {line!r}" for line, _ in written.overflowing}
    return sorted(small | cut | off | over | met)


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("window_size", WINDOWS)
def test_every_side_of_every_campaign_card_is_readable_in_play(window_size, text_size):
    from game.layout.udo.board import CARD_H, CARD_W

    def draw() -> None:
        for size in drawn_at(window_size, (CARD_W, CARD_H)):
            for catalog in (udo_catalog(), kai_catalog()):
                for card in catalog.cards_by_id.values():
                    for enraged in (False, True) if catalog.two_sided(card.id) else (False,):
                        udo_faces.card_face(catalog.face(card.id, enraged), size, enraged)

    assert faults(draw, text_size) == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("window_size", WINDOWS)
def test_every_attack_card_is_readable_on_the_board(window_size, text_size):
    from game.layout.udo.board import CARD_H, CARD_W

    def draw() -> None:
        for size in drawn_at(window_size, (CARD_W, CARD_H)):
            for attack in udo_catalog().attacks:
                udo_faces.attack_face(attack, size)

    assert faults(draw, text_size) == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("window_size", WINDOWS)
def test_every_masters_hearts_are_readable_on_the_board(window_size, text_size):
    zone = layout("combo_board").zone("master")

    def draw() -> None:
        for size in drawn_at(window_size, zone.size):
            for master in udo_catalog().masters:
                udo_faces.master_face(master, size, frozenset({"0.0"}))

    assert faults(draw, text_size) == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("window_size", WINDOWS)
@pytest.mark.parametrize("where", ["grid", "enlarged"])
def test_every_master_is_readable_on_both_sides_where_masters_are_chosen(where, window_size, text_size):
    """The campaign between fights (its curtain) and the choice of a master (the kit's picker, its cards and the one
    read enlarged): "Master Lightspeed" was 8 px on the grid's cards at 1024x600, a defeated master's back 10 px; a
    name too long for its card loses its title there ("Lightspeed")."""
    from game.scenes.picker import ZOOM
    from game.scenes.picker_grid import CARD_H, CARD_W, Grid

    grid = Grid.fitting(len(udo_catalog().masters), noted=True).card
    enlarged = (round(CARD_W * ZOOM), round(CARD_H * ZOOM))  # a master read enlarged

    def draw() -> None:
        for size in drawn_at(window_size, grid if where == "grid" else enlarged):
            for master in udo_catalog().masters:
                udo_faces.master_face(master, size)
                for won in (False, True):
                    udo_faces.master_back(master, size, won)

    assert faults(draw, text_size) == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("window_size", WINDOWS)
def test_every_defeated_master_is_readable_at_the_end_of_the_campaign(window_size, text_size):
    from game.layout.udo.ending import MASTER

    def draw() -> None:
        for size in drawn_at(window_size, MASTER):
            for master in udo_catalog().masters:
                udo_faces.master_back(master, size, won=True)

    assert faults(draw, text_size) == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("window_size", KENPO_WINDOWS)
@pytest.mark.parametrize("where", ["ring", "hand"])
def test_every_kenpo_card_is_readable_in_play_and_in_the_hand(where, window_size, text_size):
    """The hand's row is also the strip of cards of Where it turned."""
    from game.layout.kenpo.ring import HAND_CARD, TABLE_CARD

    def draw() -> None:
        for size in drawn_at(window_size, TABLE_CARD if where == "ring" else HAND_CARD):
            for card in kenpo_catalog().cards_by_id.values():
                for colour in kenpo_faces.COLOURS:
                    kenpo_faces.kenpo_face(card, colour, size)

    assert faults(draw, text_size) == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("window_size", KENPO_WINDOWS)
@pytest.mark.parametrize("where", ["ring", "hand"])
def test_no_bonus_chip_of_a_kenpo_diagram_covers_a_number_and_no_number_another(where, window_size, text_size):
    """On a card of 83 to 104 px keeping a long summary the diagram was 40 px: Jab's forward "+1" lay over its "1".
    A chip takes the first of its places clear of the numbers and the other chips, and a diagram is never smaller
    than the side where each has one."""
    from game.engine.kenpo.cards import ActionCard
    from game.layout.kenpo.ring import HAND_CARD, TABLE_CARD
    from game.ui.kenpo.diagram import ring_marks

    settings.change(text_size=text_size)
    crowded = []
    for size in drawn_at(window_size, TABLE_CARD if where == "ring" else HAND_CARD):
        for card in kenpo_catalog().cards_by_id.values():
            if isinstance(card, ActionCard):
                marks = ring_marks(kenpo_faces.regions(card, size)["art"], card.moves, card.attack, card.defence,
                                   kenpo_faces.least_size(size))
                crowded += [(card.name, size, first, second) for k, (first, box) in enumerate(marks)
                            for second, other in marks[k + 1:] if box.colliderect(other)]
    assert crowded == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("window_size", WINDOWS)
def test_the_charge_tracker_beside_the_cards_is_readable(window_size, text_size):
    """Its cells' numbers were 10 px at 1024x600: where they do not fit at the least size, the title says "CHARGE
    n/10" and the cells are unnumbered."""
    zone = layout("combo_board").zone("charge")

    def draw() -> None:
        for size in drawn_at(window_size, zone.size):
            for charge in range(11):
                udo_faces.charge_tracker(charge, 10, size)

    assert faults(draw, text_size) == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("window_size", KENPO_WINDOWS)
def test_the_top_card_of_a_kenpo_discard_pile_prints_no_number_too_small_to_read(window_size, text_size):
    """A pile's face (60 design px wide) is a thumbnail in a window up to 1280x720: its numbers and chips were 8 px;
    it shows the arrows and blank chips, read enlarged, and prints its words at the least size where it is wider."""
    zone = layout("ring").zone("my_discard")

    def draw() -> None:
        for size in drawn_at(window_size, zone.size):
            for card in kenpo_catalog().cards_by_id.values():
                kenpo_faces.kenpo_face(card, "yellow", size)

    assert faults(draw, text_size) == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_back_of_a_kenpo_deck_prints_no_word_too_small_to_read(text_size):
    """The backs' "KENPO MASTERS" was 8 px on the piles at 1024x600: the back's mark has no letters now, so no word
    of it is drawn at any size the piles, the opponent's hand or the curtain lay a back at."""
    from game.layout.kenpo.ring import HAND_CARD

    def draw() -> None:
        for w in range(40, HAND_CARD[0] + 1, 4):
            for colour in kenpo_faces.COLOURS:
                kenpo_faces.kenpo_back(colour, (w, round(w * 1.4)))

    assert faults(draw, text_size) == []
