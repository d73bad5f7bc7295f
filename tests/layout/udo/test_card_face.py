"""Where the campaign's faces print their parts, read without drawing them: a card's Condition and Effect halves side
by side under its title band, an attack's figure, Block badge, loss and notes apart from each other, all inside the
frame, on compact faces and full ones, at the least and the largest text."""

from __future__ import annotations

import pygame
import pytest

from game.layout.cards import inside
from game.layout.udo.card_face import (
    SMALLEST_CARD,
    attack_parts,
    badge_parts,
    badge_rows,
    band_height,
    compact,
    effect_rows,
    halves,
    hero_parts,
    lose_parts,
    part_at,
    title_room,
)

SIZES = [(66, 92), (90, 126), (SMALLEST_CARD, 154), (150, 210), (220, 308)]
LINES = (13, 20)  # a line of the least legible text, at the smallest and the largest text size


@pytest.mark.parametrize("least_line", LINES)
@pytest.mark.parametrize("size", SIZES)
def test_a_cards_halves_lie_side_by_side_under_its_title_band(size: tuple[int, int], least_line: int) -> None:
    left, right = halves(size, least_line)
    frame = inside(size)
    assert frame.contains(left) and frame.contains(right)
    assert left.right < right.x and left.y == right.y and left.h == right.h > 0
    assert left.y > frame.y + band_height(size, least_line)


@pytest.mark.parametrize("least_line", LINES)
@pytest.mark.parametrize("size", SIZES)
def test_a_cards_figure_is_a_square_centred_between_its_title_band_and_its_halves(size: tuple[int, int],
                                                                                 least_line: int) -> None:
    parts = hero_parts(size, least_line, inside(size))
    band, figure, condition = parts["band"], parts["figure"], parts["condition"]
    assert band == title_room(size, least_line, inside(size)) and band.h == band_height(size, least_line)
    assert (condition, parts["effect"]) == halves(size, least_line)
    assert figure.w == figure.h > 0 and figure.centerx == size[0] // 2
    assert band.bottom < figure.top and figure.bottom < condition.top


@pytest.mark.parametrize("least_line", LINES)
@pytest.mark.parametrize("size", SIZES[1:])  # from a hand card's size at 1024x600 (92 px wide) on
def test_an_attacks_parts_lie_inside_its_frame_and_apart(size: tuple[int, int], least_line: int) -> None:
    parts = list(attack_parts(size, least_line).values())
    assert all(inside(size).contains(part) and part.w > 0 for part in parts)
    assert all(part.collidelist(parts[i + 1:]) == -1 for i, part in enumerate(parts))


def test_a_face_narrower_than_the_smallest_card_is_compact_and_its_band_holds_two_least_lines() -> None:
    assert compact((SMALLEST_CARD - 1, 150)) and not compact((SMALLEST_CARD, 154))
    assert band_height((90, 126), 20) >= 2 * 20


@pytest.mark.parametrize("least_line", LINES)
@pytest.mark.parametrize("size", SIZES[1:])
def test_the_part_a_point_lies_on_is_the_half_or_the_attacks_part_printed_there(size: tuple[int, int],
                                                                                   least_line: int) -> None:
    left, right = halves(size, least_line)
    assert part_at(size, least_line, left.center, False) == "condition"
    assert part_at(size, least_line, right.center, False) == "effect"
    assert all(part_at(size, least_line, box.center, True) == name
               for name, box in attack_parts(size, least_line).items())
    assert part_at(size, least_line, (0, 0), False) == part_at(size, least_line, (0, 0), True) == ""


def test_a_compact_effects_rows_are_centred_one_under_another_each_mark_before_its_words() -> None:
    panel = pygame.Rect(50, 100, 60, 80)
    rows = effect_rows(panel, [True, False, True], [30, 20, 24], 12)
    (first, first_end), (bare, bare_end), (second, second_end) = rows
    assert bare is None and first is not None and second is not None
    assert first.size == second.size == (12, 12) and first.right < first_end[0] and second.right < second_end[0]
    assert first_end[1] < bare_end[1] < second_end[1] and second_end[1] - bare_end[1] > bare_end[1] - first_end[1]
    assert abs((first.y + second.bottom) / 2 - panel.centery) <= 1
    assert all(abs(end[0] - width / 2 - (mark.w + mark.w // 6 if mark else 0) / 2 - panel.centerx) <= 1
               for (mark, end), width in zip(rows, [30, 20, 24], strict=True))


@pytest.mark.parametrize("compact_face", [True, False], ids=["compact", "full"])
def test_an_attacks_loss_has_its_x_before_its_words_inside_the_panel(compact_face: bool) -> None:
    inner = pygame.Rect(10, 60, 120, 40)
    cross, words = lose_parts(inner, compact_face)
    assert inner.contains(cross) and inner.contains(words) and cross.w == cross.h > 0
    assert cross.centery == inner.centery and words.h == inner.h and words.w > inner.w // 2
    assert cross.right < words.x if compact_face else cross.x < words.x


def test_a_compact_block_badges_shield_and_number_are_centred_together_inside_it() -> None:
    inner = pygame.Rect(40, 20, 50, 18)
    shield, end = badge_parts(inner, 14, 16)
    assert inner.contains(shield) and shield.size == (14, 14) and shield.centery == inner.centery == end[1]
    assert end[0] - shield.x == 14 + 2 + 16 and abs(shield.x + end[0] - 2 * inner.centerx) <= 1


def test_a_full_block_badge_sets_its_word_over_its_number() -> None:
    inner = pygame.Rect(60, 70, 90, 80)
    label, number = badge_rows(inner, 20)
    assert label.top == inner.top and label.h == max(round(80 * 0.36), 20) and label.w == number.w == inner.w
    assert number.bottom <= inner.bottom and number.top < label.bottom and number.h == inner.bottom - label.bottom
    assert badge_rows(inner, 40)[0].h == 40  # a word taller than its share of the badge takes what it needs
