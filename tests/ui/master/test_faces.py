"""Master's faces: every card draws upright and across at every size the table asks for, each skill is told apart
by its symbol without its colour, wild cards by their star, and a face from hand size up names its card."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.content.master import master_catalog  # noqa: E402
from game.ui.master.faces import master_back, master_face  # noqa: E402
from game.ui.master.symbols import SYMBOLS  # noqa: E402
from game.words.master.telling import card_name  # noqa: E402

pygame.init()

CATALOG = master_catalog()
SIZES = [(24, 34), (60, 84), (84, 60), (72, 101), (101, 72), (120, 168), (66, 92), (220, 308), (440, 616)]


def grey(surface: pygame.Surface) -> bytes:
    """The face as a colour-blind eye might see it: brightness only, in coarse steps."""
    return pygame.image.tobytes(pygame.transform.grayscale(surface), "RGB")


@pytest.mark.parametrize("size", SIZES)
def test_every_card_draws_at_the_requested_size_upright_and_across(size: tuple[int, int]) -> None:
    for card in CATALOG.cards:
        assert master_face(CATALOG, card.id, size).get_size() == size, card.id
    assert master_back(CATALOG, size).get_size() == size


def test_every_skill_of_the_card_data_has_a_symbol_drawn_with_shapes():
    assert {skill.symbol for skill in CATALOG.skills} <= set(SYMBOLS)


@pytest.mark.parametrize("size", [(60, 84), (84, 60), (120, 168)])
def test_the_four_skills_differ_without_their_colours(size):
    """Cards of the same number in the four skills, seen in grey, are four different pictures: the symbol tells
    them apart. So do the four wilds."""
    same_number = [f"{skill.id}_5_a" for skill in CATALOG.skills]
    wilds = [next(card.id for card in CATALOG.cards if card.kind == "wild" and card.skill == skill.id)
             for skill in CATALOG.skills]
    for group in (same_number, wilds):
        pictures = {grey(master_face(CATALOG, card, size)) for card in group}
        assert len(pictures) == len(group)


def test_a_wild_differs_from_a_skill_card_of_its_value_without_colour():
    wild = next(card for card in CATALOG.cards if card.kind == "wild")
    plain = f"{wild.skill}_{wild.value}_a"
    assert grey(master_face(CATALOG, wild.id, (60, 84))) != grey(master_face(CATALOG, plain, (60, 84)))


def test_cards_are_named_by_skill_and_number_or_by_their_wild():
    assert card_name(CATALOG, "sport_7_b") == "Sport 7"
    wild = next(card for card in CATALOG.cards if card.kind == "wild" and card.skill == "sport")
    assert card_name(CATALOG, wild.id) == "Train wild"


def test_a_face_across_is_not_the_upright_face_turned():
    upright = master_face(CATALOG, "life_9_a", (60, 84))
    across = master_face(CATALOG, "life_9_a", (84, 60))
    turned = pygame.transform.rotate(upright, 90)
    assert pygame.image.tobytes(across, "RGBA") != pygame.image.tobytes(turned, "RGBA")  # its number stays upright


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_every_word_of_a_hand_or_pile_card_is_at_least_11_px_in_the_smallest_window(monkeypatch, text_size) -> None:
    """At 1024x600 the skill's name in the band of a hand's card (96 px) and a pile's (80 px) was set to the band's
    height, 10 px: it is set at least as large as the least legible size where it fits across, as every name does."""
    from game.files import settings
    from game.layout.master.table import HAND_CARD, PILE_CARD
    from game.ui import text
    from game.ui.face_cache import forget_pictures
    from game.ui.viewport import Viewport

    settings.change(text_size=text_size)
    forget_pictures()
    small: list[tuple[str, int]] = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda line, size, color, bold=False: (
        small.extend([(line, text.pixels(size))] if text.pixels(size) < text.LEAST_PX else []),
        real(line, size, color, bold))[1])
    for design in (HAND_CARD, PILE_CARD):
        for card_id in {card.id for card in CATALOG.cards}:
            master_face(CATALOG, card_id, Viewport(1024, 600).rect((0, 0, *design)).size)
    assert small == []
