"""Where the combo board enlarges the card the mouse rests on, read without drawing it: over the card where there is
room, beside it where over it the faces would leave the window or cover what is read beside them, always inside the
window, and a two-sided card's faces side by side under their labels."""

from __future__ import annotations

import pygame
import pytest

from game.layout import layout
from game.layout.cards import SIDE_LABEL as LABEL
from game.layout.tiled import LARGEST_SCALE
from game.layout.udo.zoom import GAP, LIFT, master_zoom, zoom_boxes, zoom_covers, zoom_laid

WINDOW = pygame.Rect(0, 0, 1280, 720)
SIZE = (207, 290)


def px(length: float) -> int:
    return round(length)


def test_one_face_lies_over_the_card_its_foot_clear_of_it():
    card = pygame.Rect(600, 500, 90, 126)
    (box,) = zoom_boxes(card, SIZE, 1, WINDOW, [], px)
    assert box.size == SIZE and box.centerx == card.centerx and box.bottom == card.top - LIFT


def test_two_sides_lie_side_by_side_under_the_room_of_their_labels():
    card = pygame.Rect(600, 500, 90, 126)
    first, second = zoom_boxes(card, SIZE, 2, WINDOW, [], px)
    assert second.x - first.right == GAP and first.y == second.y
    assert first.top - LABEL >= 0 and second.bottom == card.top - LIFT


def test_a_card_near_the_top_has_its_face_beside_it_inside_the_window():
    card = pygame.Rect(600, 40, 90, 126)
    (box,) = zoom_boxes(card, SIZE, 1, WINDOW, [], px)
    assert box.left == card.right + LIFT and WINDOW.contains(box)


def test_the_faces_never_cover_what_is_read_beside_them():
    card = pygame.Rect(600, 500, 90, 126)
    read = pygame.Rect(640, 250, 40, 40)  # an attack's caption, where the face would lie over the card
    (box,) = zoom_boxes(card, SIZE, 1, WINDOW, [read], px)
    assert not box.colliderect(read) and box.left > card.right


def test_a_card_at_the_window_edge_keeps_its_faces_whole_in_the_window():
    card = pygame.Rect(1200, 40, 90, 126)
    assert all(WINDOW.contains(box) for box in zoom_boxes(card, SIZE, 2, WINDOW, [], px))


def test_the_faces_cover_their_labels_and_the_card():
    card = pygame.Rect(600, 500, 90, 126)
    boxes = zoom_boxes(card, SIZE, 2, WINDOW, [], px)
    covered = zoom_covers(boxes, card, px)
    assert covered.contains(card) and all(covered.contains(box.move(0, -LABEL)) for box in boxes)


def test_a_card_with_no_room_on_its_right_has_its_faces_on_its_left_clear_of_it():
    card = pygame.Rect(900, 40, 90, 126)  # Kai's two-sided finisher of the last combo, say
    boxes = zoom_boxes(card, SIZE, 2, WINDOW, [], px)
    assert boxes[-1].right == card.left - LIFT and not any(box.colliderect(card) for box in boxes)


@pytest.mark.parametrize("text_scale", [1.0, LARGEST_SCALE])
def test_the_master_enlarged_lies_right_of_its_card_and_leaves_the_status_line_whole(text_scale):
    """With a heart in focus, the enlarged master covered the start of the status line ("Deal 9: click a heart")."""
    zones = layout("combo_board").laid_out(text_scale)
    box = pygame.Rect(master_zoom(zones))
    card = zones["master"]
    assert box.left > card.right and box.top == card.top and not box.colliderect(zones["status"])
    assert box.w / card.w == pytest.approx(box.h / card.h) and box.w > card.w * 1.5  # the same card, enlarged


def clear_tip(boxes: list[pygame.Rect]) -> tuple[bool, bool]:
    return True, True


def test_faces_read_smaller_beside_the_card_before_far_from_it():
    """A lesson's words over the hand leave room under them for the smaller size only: it is taken, beside the card,
    with the labels of a two-sided card clear of the words too."""
    card, words = pygame.Rect(600, 580, 90, 126), pygame.Rect(300, 200, 700, 300)
    size, boxes = zoom_laid(card, [SIZE, (100, 140)], 2, WINDOW, [words], [words], px, clear_tip)
    assert size == (100, 140)
    assert all(not box.union(box.move(0, -LABEL)).colliderect(words) and box.colliderect(card.inflate(600, 0))
               for box in boxes)


def test_faces_with_no_room_beside_the_card_go_to_the_nearest_room_clear_of_the_words():
    """Over the card, beside it and under it the faces would cover the words; over them, up the window, they do not."""
    card, words = pygame.Rect(20, 400, 90, 126), pygame.Rect(120, 320, 1100, 400)
    size, boxes = zoom_laid(card, [SIZE], 1, WINDOW, [words], [words], px, clear_tip)
    assert size == SIZE and not boxes[0].colliderect(words) and not boxes[0].colliderect(card)


class Asked:
    """A tooltip clear of all it asks beside faces no wider than `widest`, counting how often it is asked: equal
    only to itself, so no other test's answer is kept for it."""

    def __init__(self, widest: int = WINDOW.w) -> None:
        self.widest = widest
        self.asked = 0

    def __call__(self, shown: pygame.Rect) -> tuple[bool, bool]:
        self.asked += 1
        return shown.w <= self.widest, True


def test_the_faces_place_is_kept_while_all_it_reads_is_the_same_and_worked_out_anew_when_any_of_it_changes():
    """The mouse resting on a card asks each frame: the same card, window, words read and laid over the table,
    scale and tooltip (its rows and the text size they are set at) give the same place without trying the sizes
    again; any of them changed, it is worked out anew."""
    card, words, sizes = pygame.Rect(600, 500, 90, 126), pygame.Rect(20, 20, 200, 100), [SIZE, (100, 140)]
    tip = Asked()
    laid = zoom_laid(card, sizes, 2, WINDOW, [words], [words], px, tip)
    asked = tip.asked
    assert asked and laid[0] == SIZE
    assert zoom_laid(card.copy(), list(sizes), 2, WINDOW.copy(), [words.copy()], [words.copy()], px, tip) == laid
    assert tip.asked == asked  # kept: no size tried again

    def scaled(length: float) -> int:
        return round(length * 0.8)

    for changed in (dict(card=card.move(-40, 0)), dict(window=pygame.Rect(0, 0, 1024, 600)),
                    dict(covered=[words.move(0, 40)]), dict(read=[]), dict(px=scaled)):
        given = dict(card=card, window=WINDOW, read=[words], covered=[words], px=px) | changed
        before = tip.asked
        zoom_laid(given["card"], sizes, 2, given["window"], given["read"], given["covered"], given["px"], tip)
        assert tip.asked > before, f"{changed} kept the old place"
    larger_text = Asked(widest=300)  # the tooltip set larger: it leaves room beside smaller faces only
    assert zoom_laid(card, sizes, 2, WINDOW, [words], [words], px, larger_text)[0] == (100, 140)
