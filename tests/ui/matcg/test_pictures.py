"""Every Martial Arts card shows a picture drawn from its data (its tag, kind, class and effects), each kind of
technique its own, drawn once per size; and the picture only takes the room the card's words leave them: the words
are drawn at the size they have without it."""

from __future__ import annotations

import pygame
import pytest

from game.content.matcg import catalog
from game.engine.matcg import cards as c
from game.layout.matcg.table import HAND_CARD
from game.ui import card_parts, palette, text
from game.ui.face_cache import SurfaceCache
from game.ui.fighters import Pen
from game.ui.matcg import faces, pictures
from game.words.matcg import card as card_text

SCALES = [0.8, 1.0, 1.5]  # 1024x600, 1280x720, 1920x1080


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    pygame.display.set_mode((320, 240))


@pytest.fixture(autouse=True)
def fresh(monkeypatch) -> None:
    cache = SurfaceCache(min_pixels=10_000_000)
    monkeypatch.setattr(card_parts, "FACES", cache)
    monkeypatch.setattr(pictures, "FACES", cache)


def hand(scale: float) -> tuple[int, int]:
    return round(HAND_CARD[0] * scale), round(HAND_CARD[1] * scale)


def drawn(surface: pygame.Surface) -> int:
    """How many pixels of the picture are neither the card's paper nor the disc behind the drawing."""
    background = {tuple(palette.PAPER), tuple(palette.PAPER_SHADE)}
    return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if tuple(surface.get_at((x, y)))[:3] not in background)


@pytest.mark.parametrize("scale", SCALES)
def test_every_card_in_the_hand_shows_its_picture(monkeypatch, scale: float) -> None:
    shown: list[tuple[str, int]] = []
    real = pictures.picture

    def picture(card, side: int) -> pygame.Surface:
        shown.append((card.id, side))
        return real(card, side)

    monkeypatch.setattr(pictures, "picture", picture)
    for card in catalog().cards:
        faces.duel_face(catalog(), f"s0_{card.id}_1", hand(scale))
    sides = dict(shown)
    assert sorted(sides) == sorted(card.id for card in catalog().cards)
    assert min(sides.values()) >= faces.MIN_PICTURE


def test_every_picture_has_a_drawing_on_it() -> None:
    for card in catalog().cards:
        image = pictures.picture(card, 48)
        assert drawn(image) > 48 * 48 // 10, card.id


def test_each_kind_of_technique_has_a_picture_of_its_own() -> None:
    by_tag = {tag: next(card for card in catalog().cards if isinstance(card, c.AttackCard)
                        and card.card_class == "normal" and card.tags == (tag,))
              for tag in ("Punch", "Kick", "Strike", "Elbow", "Knee")}
    weapon = next(card for card in catalog().cards if isinstance(card, c.AttackCard) and card.card_class == "weapon")
    block = next(card for card in catalog().cards if isinstance(card, c.DefenseCard) and not card.effects)
    chosen = [*by_tag.values(), weapon, block]
    images = [pygame.image.tobytes(pictures.picture(card, 64), "RGBA") for card in chosen]
    assert len(set(images)) == len(chosen)


FAMILIES = {"boost_attack": "attack", "attack_modifier": "attack", "boost_block": "block", "block_modifier": "block",
            "heal": "heal", "turn_end_heal": "heal", "draw": "draw", "extra_draw": "draw", "cancel": "cancel",
            "link_modifier": "link"}


def test_each_kind_of_strategy_and_event_has_a_picture_of_its_own() -> None:
    """A card that helps attacks, blocks, heals, draws, cancels or changes LNK: six pictures, one for each."""
    family_of: dict[bytes, set[str]] = {}
    for card in catalog().cards:
        if isinstance(card, c.StrategyCard | c.EventCard) and not getattr(card.effects[0], "tag", None):
            image = pygame.image.tobytes(pictures.picture(card, 64), "RGBA")
            family_of.setdefault(image, set()).add(FAMILIES[card.effects[0].effect])
    assert all(len(families) == 1 for families in family_of.values())
    assert set().union(*family_of.values()) == set(FAMILIES.values())


def test_an_illegal_move_is_marked_apart_from_the_same_technique() -> None:
    illegal = next(card for card in catalog().cards if card.card_class == "illegal" and isinstance(card, c.AttackCard))
    legal = next(card for card in catalog().cards if isinstance(card, c.AttackCard) and card.card_class == "normal"
                 and card.tags == illegal.tags)
    assert pictures.motif(illegal) != pictures.motif(legal)
    assert pygame.image.tobytes(pictures.picture(illegal, 64), "RGBA") != pygame.image.tobytes(
        pictures.picture(legal, 64), "RGBA")


def test_a_picture_is_drawn_once_per_size(monkeypatch) -> None:
    calls: list[tuple[pictures.Motif, int]] = []
    real = pictures._draw

    def draw(pen: Pen, shown: pictures.Motif) -> None:
        calls.append((shown, pen.size))
        real(pen, shown)

    monkeypatch.setattr(pictures, "_draw", draw)
    jabs = [card for card in catalog().cards if pictures.motif(card) == ("attack", "Punch", "normal")]
    assert len(jabs) > 1
    first = pictures.picture(jabs[0], 40)
    for card in jabs:
        assert pictures.picture(card, 40) is first
    pictures.picture(jabs[0], 56)
    assert calls == [(("attack", "Punch", "normal"), 40), (("attack", "Punch", "normal"), 56)]


@pytest.mark.parametrize("scale", SCALES)
def test_a_picture_never_makes_a_cards_words_smaller(monkeypatch, scale: float) -> None:
    def words_sizes() -> list[tuple[str, int]]:
        found: list[tuple[str, int]] = []
        real = text.draw_lines

        def draw_lines(surface, lines, size, rect, bold=False, align="center") -> None:
            if not bold:
                found.extend((line, size) for line, _ in lines)
            real(surface, lines, size, rect, bold, align)

        with monkeypatch.context() as patched:
            patched.setattr(text, "draw_lines", draw_lines)
            for card in catalog().cards:
                faces.duel_face(catalog(), f"s0_{card.id}_1", hand(scale))
        return found

    with_pictures = words_sizes()
    monkeypatch.setattr(card_parts, "FACES", SurfaceCache(min_pixels=10_000_000))
    monkeypatch.setattr(faces, "MIN_PICTURE", 10_000)  # no room is ever enough: no pictures
    assert with_pictures == words_sizes()


def test_the_deck_builder_reads_a_card_whole_with_its_picture(monkeypatch) -> None:
    from game.ui.matcg import deck_tiles
    from game.ui.viewport import Viewport

    shown: list[tuple[str, int]] = []
    real = pictures.picture

    def picture(card, side: int, ground: palette.Rgb = palette.PAPER) -> pygame.Surface:
        shown.append((card.id, side))
        return real(card, side, ground)

    monkeypatch.setattr(pictures, "picture", picture)
    window = pygame.Surface((1024, 600))
    card = next(card for card in catalog().cards if card.kind == "event")
    deck_tiles.draw_detail(window, deck_tiles.drawn_pictures(), Viewport(1024, 600), card,
                           pygame.Rect(100, 100, 195, 51), [])
    assert shown == [(card.id, round(deck_tiles.DETAIL_PICTURE * 0.8))]


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_a_technique_in_play_in_the_smallest_window_shows_its_picture_rather_than_its_tag(monkeypatch, text_size):
    """Issue 33: in the fight the middle of a card said "Kick" or "Strike". Where a card's words are only its tags
    (no rules), its picture shows the same technique and has their room: in the fight, the Strategy zone, held and
    in the small places (an Event, a discard pile's top), at every Martial Arts table in a 1024x600 window, every
    such card shows its picture."""
    from game.files import settings
    from tests.ui.matcg.test_readable_in_play import sizes

    shown: set[tuple[str, tuple[int, int]]] = set()
    real = pictures.picture
    size = (0, 0)

    def picture(card, side: int, ground: palette.Rgb = palette.PAPER) -> pygame.Surface:
        shown.add((card.id, size))
        return real(card, side, ground)

    monkeypatch.setattr(pictures, "picture", picture)
    settings.change(text_size=text_size)
    techniques = [card for card in catalog().cards if not (card.text or c.rules_text(card))]
    where = sizes((1024, 600))
    try:
        for size in where.values():
            for card in techniques:
                faces.duel_face(catalog(), f"s0_{card.id}_1", size)
    finally:
        settings.change(text_size="normal")
    assert techniques and {(card.id, size) for size in where.values() for card in techniques} == shown


def drawn_on_faces(size: tuple[int, int]) -> dict[str, tuple[list[str], list[int]]]:
    """Each card of both rule sets drawn afresh on a face of `size`: the words drawn on it, the pictures' sides."""
    from tests.ui.matcg.test_readable_in_play import every_card, written

    found: dict[str, tuple[list[str], list[int]]] = {}
    real = pictures.picture
    sides: list[int] = []

    def picture(card, side: int, ground: palette.Rgb = palette.PAPER) -> pygame.Surface:
        sides.append(side)
        return real(card, side, ground)

    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(pictures, "picture", picture)
        for catalog_of, physical in every_card():
            sides.clear()
            with written() as lines:
                faces.duel_face(catalog_of, physical, size)
            found[faces.printed(catalog_of, physical).id] = ([line for line, _, _, _ in lines], list(sides))
    return found


@pytest.mark.parametrize("window", [(1024, 600), (1280, 720)], ids=["1024x600", "1280x720"])
def test_every_card_in_a_small_place_shows_its_picture_with_its_name_and_numbers(window) -> None:
    """Issue 33: an Event in play and a discard pile's top (48x67 at 1024x600) showed a card's name, kind and numbers
    and no picture. Every card of both rule sets shows its picture there, at least LEAST_PICTURE wide, with its name
    and its numbers (tests/ui/matcg/test_readable_in_play.py holds every word of them to 11 px, whole, apart)."""
    from game.content.matcg import ruleset
    from tests.ui.matcg.test_readable_in_play import sizes

    size = sizes(window)["duel, small"]
    cards = {card.id: card for rules in ("matcg", "dgm") for card in ruleset(rules).catalog.cards}
    wrong = []
    for card_id, (lines, sides) in drawn_on_faces(size).items():
        card = cards[card_id]
        named = faces.title(card, size).lines
        numbers = [str(value) for _, value in card_text.numbers(card)]
        if not sides or min(sides) < faces.LEAST_PICTURE or not set(named) <= set(lines) or \
                any(number not in lines for number in numbers):
            wrong.append((card_id, sides, lines))
    assert wrong == []


def test_a_compact_faces_kind_gives_its_line_to_the_picture_where_both_do_not_fit() -> None:
    """A discard pile's top at 1920x1080 (90x126) wrote a Ridge Hand's rules and ATTACK over its numbers and had no
    room left for its picture: the kind's line goes to the picture (a fighter striking, over the four numbers of an
    Attack card, on the attacks' red rim), the rules kept whole. In the fight at 1024x600, where the kind and the
    picture both fit, the kind is still written."""
    from tests.ui.matcg.test_readable_in_play import sizes

    words, sides = drawn_on_faces(sizes((1920, 1080))["duel, small"])["ridge_hand"]
    assert sides and "ATTACK" not in words and "draw a card." in words
    words, sides = drawn_on_faces(sizes((1024, 600))["duel, fight"])["side_kick"]
    assert sides and "ATTACK" in words


def test_the_deck_builders_card_read_whole_keeps_every_line_inside_its_box_at_the_largest_text(monkeypatch) -> None:
    """Issue 33: at the Largest text in the smallest window, a Kobudo card's "Kobudo · Attack, Weapon (only in
    Anything Goes)" ran past the right edge of the card read whole. Every line of every card of both rule sets is
    wrapped inside the box."""
    from game.content.matcg import ruleset
    from game.files import settings
    from game.ui.matcg import deck_tiles
    from game.ui.viewport import Viewport

    drawn_on: list[tuple[pygame.Surface, str, pygame.Rect]] = []
    real = text.draw

    def draw(surface, line, size, color, bold=False, **anchor):  # where the line lies, before the blit clips it
        drawn_on.append((surface, line, text.render(line, size, color, bold).get_rect(**anchor)))
        return real(surface, line, size, color, bold, **anchor)

    monkeypatch.setattr(text, "draw", draw)
    settings.change(text_size="largest")
    wrong = []
    try:
        for rules in ("matcg", "dgm"):
            for card in ruleset(rules).catalog.cards:
                drawn_on.clear()
                deck_tiles.draw_detail(pygame.Surface((1024, 600)), SurfaceCache(1 << 24), Viewport(1024, 600),
                                       card, pygame.Rect(100, 100, 195, 51), [])
                inner = [(surface, line, box) for surface, line, box in drawn_on if surface.get_width() < 1024]
                assert inner, card.id
                wrong += [(card.id, line) for surface, line, box in inner if not surface.get_rect().contains(box)]
    finally:
        settings.change(text_size="normal")
    assert wrong == []
