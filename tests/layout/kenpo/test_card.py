"""Where the mini-ring on a Kenpo Masters Action card lies: the cell of its 3 by 3 squares a point falls in, as the
glossary reads the number printed there, and where its numbers and bonus chips lie clear of each other."""

from __future__ import annotations

import pygame

from game.layout.kenpo.card import cell_at, chips, crowded, numbers, part_at, uncrowded

RING = pygame.Rect(10, 20, 90, 90)  # cells of 30 px


def test_a_point_lies_in_the_cell_of_the_ring_it_falls_in_counted_from_the_centre():
    assert cell_at(RING, (55, 65)) == (0, 0)  # the fighter's own square
    assert cell_at(RING, (10, 20)) == (-1, -1) and cell_at(RING, (39, 49)) == (-1, -1)
    assert cell_at(RING, (40, 20)) == (0, -1)  # forward, up the card
    assert cell_at(RING, (99, 109)) == (1, 1)


def test_the_far_edge_of_the_ring_still_lies_in_its_last_cell():
    assert cell_at(RING, (100, 110)) == (1, 1)


def test_a_point_on_a_face_lies_in_one_of_its_parts_and_on_the_ring_in_one_of_its_cells():
    parts = {"band": pygame.Rect(0, 0, 110, 20), "art": RING, "panel": pygame.Rect(0, 110, 110, 40)}
    assert part_at(parts, (5, 5)) == ("band", None)
    assert part_at(parts, (40, 20)) == ("art", (0, -1))  # the cell forward, up the card
    assert part_at(parts, (50, 130)) == ("panel", None)
    assert part_at(parts, (105, 60)) == ("", None)  # beside the ring, in no part


def box(label: str, centre: tuple[float, float], height: float) -> pygame.Rect:
    """A chip as wide as it is high, for the tests: the caller measures a real one's label."""
    rect = pygame.Rect(0, 0, round(height), round(height))
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def test_an_attacks_number_lies_beyond_the_square_it_points_to_and_a_defences_is_signed_minus():
    placed = numbers(RING, {"front": 5}, {"back": 3}, 6)
    assert [(label, outward) for label, _, outward, _ in placed] == [("5", True), ("\u22123", False)]
    (_, _, _, (x, y)), (_, _, _, (_, low)) = placed
    assert x == RING.centerx and y < RING.y + 30 < RING.bottom - 30 < low  # in the front cell's far part, the back's


def test_a_number_is_never_set_under_the_least_size():
    assert all(size == 40 for _, size, _, _ in numbers(RING, {"front": 5}, {"left": 1}, 40))


def test_a_bonus_chip_takes_the_first_of_its_places_clear_of_the_numbers():
    first = chips(RING, {"forward": 2}, [], 8, box)
    label, centre, _ = first[0]
    assert label == "+2"
    covered = chips(RING, {"forward": 2}, [box(label, centre, 20)], 8, box)
    assert covered[0][1] != centre and not box(*covered[0]).colliderect(box(label, centre, 20))


def test_a_bonus_chip_is_never_lower_than_the_least_height():
    assert chips(RING, {"back": -1, "none": 1}, [], 25, box)[0][2] == 25


def test_marks_are_crowded_when_one_lies_over_another():
    assert crowded([("1", pygame.Rect(0, 0, 10, 10)), ("+1", pygame.Rect(5, 5, 10, 10))])
    assert not crowded([("1", pygame.Rect(0, 0, 10, 10)), ("+1", pygame.Rect(10, 0, 10, 10))])


def test_the_least_uncrowded_side_grows_until_the_marks_lie_clear_and_stops_at_the_most():
    def marks(ring: pygame.Rect) -> list[tuple[str, pygame.Rect]]:  # two 12 px marks a third of the side apart
        return [("1", pygame.Rect(0, 0, 12, 12)), ("+1", pygame.Rect(ring.w // 3, 0, 12, 12))]

    assert uncrowded(20, 90, marks) == 36
    assert uncrowded(20, 30, marks) == 30
    assert uncrowded(50, 90, marks) == 50
