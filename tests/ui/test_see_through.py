"""A card held away from where it shows whole (game.ui.drag.draw_see_through): shrunk into its box, see-through, so
what lies under it stays in sight."""

from __future__ import annotations

import pygame

from game.ui.drag import draw_see_through

RED, BLUE = (200, 40, 40), (40, 40, 200)


def test_a_card_held_away_from_where_it_shows_whole_is_drawn_see_through_in_its_box():
    def face(card: str, size: tuple[int, int]) -> pygame.Surface:
        image = pygame.Surface(size)
        image.fill(RED)
        return image

    surface = pygame.Surface((200, 200))
    surface.fill(BLUE)
    box = pygame.Rect(20, 30, 40, 56)
    draw_see_through(surface, face, "red", box, 128)
    inside, outside = surface.get_at(box.center)[:3], surface.get_at((box.right + 2, box.centery))[:3]
    assert outside == BLUE and inside != RED and inside[0] > BLUE[0] and inside[2] < BLUE[2]  # red over blue, both
