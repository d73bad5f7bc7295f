"""Kenpo Masters faces: every card of both decks and both backs draw at every size the table asks for, the two
decks look different, and a face too small for the card's text says it in a few words."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.content.kenpo import kenpo_catalog  # noqa: E402
from game.ui.kenpo.faces import kenpo_back, kenpo_face  # noqa: E402
from game.words.kenpo.card_text import summary  # noqa: E402
from tests.ui.helpers import rendered, title_sizes  # noqa: E402

pygame.init()

CATALOG = kenpo_catalog()
COLOURS = ("yellow", "red")
SIZES = [(60, 84), (104, 146), (120, 168), (290, 406), (580, 812)]


def by_name(seat: int, name: str):
    return next(card for card in CATALOG.decks[seat].cards if card.name == name)


@pytest.mark.parametrize("size", SIZES)
def test_every_card_of_both_decks_draws_at_the_requested_size(size: tuple[int, int]) -> None:
    for seat, deck in enumerate(CATALOG.decks):
        for card in deck.cards:
            assert kenpo_face(card, COLOURS[seat], size).get_size() == size, card.id


@pytest.mark.parametrize("size", SIZES)
def test_both_deck_backs_draw_and_differ(size: tuple[int, int]) -> None:
    yellow, red = kenpo_back("yellow", size), kenpo_back("red", size)
    assert yellow.get_size() == red.get_size() == size
    assert pygame.image.tobytes(yellow, "RGBA") != pygame.image.tobytes(red, "RGBA")


def test_a_face_is_drawn_once_and_reused() -> None:
    card = by_name(0, "Front Kick")
    assert kenpo_face(card, "yellow", (120, 168)) is kenpo_face(card, "yellow", (120, 168))


def test_the_rim_says_which_deck_a_card_is_from() -> None:
    yellow = kenpo_face(by_name(0, "Jab"), "yellow", (120, 168))
    red = kenpo_face(by_name(1, "Jab"), "red", (120, 168))
    assert yellow.get_at((60, 1)) != red.get_at((60, 1))


def test_an_action_card_and_an_effect_card_look_different_below_the_title() -> None:
    size = (120, 168)
    action, effect = kenpo_face(by_name(0, "Block"), "yellow", size), kenpo_face(by_name(0, "Hand Fake"), "yellow",
                                                                                     size)
    middle = pygame.Rect(10, 50, 100, 60)
    assert pygame.image.tobytes(action.subsurface(middle), "RGBA") != \
        pygame.image.tobytes(effect.subsurface(middle), "RGBA")


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_a_hand_card_in_the_smallest_window_prints_its_whole_summary_in_legible_type(monkeypatch, text_size) -> None:
    """At 1024x600 a hand's card is 96 px wide: its summary is printed whole, at least LEAST_PX high, where it read
    "On any…" (the diagram gives up height to its lines)."""
    from game.files import settings
    from game.layout.kenpo.ring import HAND_CARD
    from game.ui import card_parts, text
    from game.ui.face_cache import SurfaceCache
    from game.ui.viewport import Viewport

    settings.change(text_size=text_size)
    monkeypatch.setattr(card_parts, "FACES", SurfaceCache(min_pixels=10_000_000))
    size = Viewport(1024, 600).rect((0, 0, *HAND_CARD)).size
    drawn = rendered(monkeypatch)
    for card in CATALOG.cards_by_id.values():
        drawn.clear()
        kenpo_face(card, "yellow", size)  # the summary's lines are the last words a face prints
        whole = " ".join(summary(card))
        printed = [drawn[i:] for i in range(len(drawn)) if " ".join(line for line, _ in drawn[i:]) == whole]
        assert printed, (card.name, drawn)
        assert min(px for _, px in printed[0]) >= text.LEAST_PX, (card.name, printed[0])


@pytest.mark.parametrize("name", ["Blitz", "Side Kick", "Back Round Kick"])
def test_a_large_windows_hand_card_sets_a_short_summary_large_giving_up_a_little_of_its_diagram(monkeypatch,
                                                                                                 name) -> None:
    """At 1920x1080 a hand's card is 180 px wide: a summary of two lines is set nearly as large as the card sets its
    words, the diagram a little smaller, where it was set at 13 px beside a diagram of its whole size."""
    from game.files import settings
    from game.layout.kenpo.ring import HAND_CARD
    from game.ui import card_parts
    from game.ui.face_cache import SurfaceCache
    from game.ui.viewport import Viewport

    settings.change(text_size="largest")
    monkeypatch.setattr(card_parts, "FACES", SurfaceCache(min_pixels=10_000_000))
    size = Viewport(1920, 1080).rect((0, 0, *HAND_CARD)).size
    drawn = rendered(monkeypatch, in_pixels=False)
    card = by_name(0, name)
    kenpo_face(card, "yellow", size)
    whole = " ".join(summary(card))
    printed = next(drawn[i:] for i in range(len(drawn)) if " ".join(line for line, _ in drawn[i:]) == whole)
    assert min(asked for _, asked in printed) >= 0.8 * round(size[0] * 0.125), printed


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_every_cards_title_is_set_at_one_size_on_faces_of_one_size(monkeypatch, text_size):
    """A hand never sets "Block" large beside "Back Round Kick" small: every title at the size the longest allows,
    on one line or two."""
    sizes = title_sizes(monkeypatch, text_size)
    cards = {card.name: card for deck in kenpo_catalog().decks for card in deck.cards}
    for name in ("Block", "Back Round Kick", "Jab", "Fast Footwork"):
        kenpo_face(cards[name], "yellow", (96, 134))  # a hand's card at 1024x600
    assert set(sizes) >= {"Block", "Back Round Kick", "Jab", "Fast Footwork"} and len(set(sizes.values())) == 1, sizes


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("width", [80, 83, 88, 96])
def test_a_card_too_small_for_its_whole_summary_prints_none_rather_than_a_part_cut_short(monkeypatch, text_size,
                                                                                           width) -> None:
    """A card in play at 1024x600 (83 px wide) and the replay's smaller cards printed the first lines of a summary
    that did not fit, the last ending in "…". A face prints its summary whole, at least LEAST_PX high, or none (the
    card is read enlarged under the mouse or the keyboard's focus), and no line of it is cut."""
    from game.files import settings
    from game.ui import card_parts, text
    from game.ui.face_cache import SurfaceCache

    settings.change(text_size=text_size)
    monkeypatch.setattr(card_parts, "FACES", SurfaceCache(min_pixels=10_000_000))
    drawn = rendered(monkeypatch)
    for card in CATALOG.cards_by_id.values():
        drawn.clear()
        kenpo_face(card, "yellow", (width, round(width * 1.4)))
        assert [line for line, _ in drawn if "\u2026" in line] == [], card.name
        whole = " ".join(summary(card))
        printed = [drawn[i:] for i in range(len(drawn)) if " ".join(line for line, _ in drawn[i:]) == whole]
        assert not printed or min(px for _, px in printed[0]) >= text.LEAST_PX, (card.name, printed[0])
