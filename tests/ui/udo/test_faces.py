"""Card, attack and master faces: every piece of the catalog draws at the exact size asked for,
hearts are where the board hit-tests them (the card text as the rulebook words it: tests/words/udo/test_card_words)."""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.content.udo import udo_catalog  # noqa: E402
from game.engine.udo.cards import BODY_AREAS, Master  # noqa: E402
from game.ui import palette, shapes, text  # noqa: E402
from game.ui.face_cache import SurfaceCache, paced_frame  # noqa: E402
from game.ui.udo import faces
from tests.ui.helpers import title_sizes  # noqa: E402

pygame.init()

CATALOG = udo_catalog()
CARDS = (*CATALOG.starters, *(master.special_move for master in CATALOG.masters))
SIZES = [(110, 154), (440, 616)]


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def changed_area(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The bounding box of the pixels that differ between two same-sized surfaces."""
    points = [(x, y) for y in range(a.get_height()) for x in range(a.get_width()) if a.get_at((x, y)) !=
              b.get_at((x, y))]
    if not points:
        return None
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


# ----- every piece draws, at exactly the size asked for --------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_every_card_draws_at_the_requested_size(size: tuple[int, int]) -> None:
    for card in CARDS:
        assert faces.card_face(card, size).get_size() == size, card.id


@pytest.mark.parametrize("size", SIZES)
def test_every_attack_and_the_deck_back_draw_at_the_requested_size(size: tuple[int, int]) -> None:
    for attack in CATALOG.attacks:
        assert faces.attack_face(attack, size).get_size() == size, attack.id
    assert faces.card_back(size).get_size() == size


@pytest.mark.parametrize("size", [*SIZES, (180, 252), (720, 1008)])
def test_every_master_draws_front_and_back_at_the_requested_size(size: tuple[int, int]) -> None:
    for master in CATALOG.masters:
        assert faces.master_face(master, size).get_size() == size, master.id
        assert faces.master_back(master, size).get_size() == size, master.id


def test_faces_are_transparent_outside_their_rounded_corners() -> None:
    face = faces.card_face(CATALOG.starters[0], (110, 154))
    assert face.get_at((0, 0)).a == 0
    assert face.get_at((55, 77)).a == 255


def test_a_face_is_drawn_once_then_reused() -> None:
    card = CATALOG.starters[0]
    assert faces.card_face(card, (111, 155)) is faces.card_face(card, (111, 155))


def test_the_charge_tracker_draws_at_the_requested_size_and_moves_its_token() -> None:
    empty, three = faces.charge_tracker(0, 10, (320, 56)), faces.charge_tracker(3, 10, (320, 56))
    assert empty.get_size() == (320, 56)
    assert pixels(empty) != pixels(three)


# ----- masters: hearts, tokens, defeat -------------------------------------------------------------


@pytest.mark.parametrize("master", CATALOG.masters, ids=lambda m: m.id)
def test_a_covered_heart_changes_the_picture_only_where_that_heart_is(master: Master) -> None:
    size = (180, 252)
    key = f"{len(master.bodies) - 1}.0"
    bare = faces.master_face(master, size)
    covered = faces.master_face(master, size, covered=frozenset({key}))
    area = changed_area(bare, covered)
    assert area is not None, "covering a heart must show a token"
    assert faces.heart_rects(master, size)[key].inflate(2, 2).contains(area)


def test_a_defeated_master_is_drawn_flipped() -> None:
    master = CATALOG.master("lightspeed")
    assert pixels(faces.master_face(master, (180, 252), defeated=True)) == pixels(faces.master_back(master,
                                                                                                   (180, 252)))
    assert pixels(faces.master_face(master, (180, 252))) != pixels(faces.master_back(master, (180, 252)))


@pytest.mark.parametrize("size", [(100, 140), (140, 196)])  # the choice and the end, 1024x600
def test_a_defeated_master_too_small_for_its_card_still_shows_the_special_moves_figure(size) -> None:
    """Where the special move gained is too small to read as a card, its figure (the body area lit red, on a paper
    disc) stands above its name, as on the card."""
    for master in CATALOG.masters:
        back = faces.master_back(master, size)
        below_the_ribbon = [back.get_at((x, y))[:3] for y in range(size[1] * 3 // 10, size[1]) for x in range(size[0])]
        assert palette.ATTACK_RED in below_the_ribbon and palette.PAPER in below_the_ribbon, master.id


def test_the_hearts_are_blue_where_heart_rects_says() -> None:
    master = CATALOG.master("crane")
    face = faces.master_face(master, (180, 252))
    for rect in faces.heart_rects(master, (180, 252)).values():
        left_of_the_value = (rect.x + rect.w * 22 // 100, rect.y + rect.h // 2)
        assert face.get_at(left_of_the_value)[:3] == palette.HEART_BLUE


# ----- the look: gold trim, struck area, pictograms ------------------------------------------------


def test_master_special_moves_have_a_gold_trim_and_starters_do_not() -> None:
    special = faces.card_face(CATALOG.master("tiger").special_move, (110, 154))
    starter = faces.card_face(CATALOG.card("right_arm_1"), (110, 154))
    assert special.get_at((55, 1))[:3] == palette.GOLD
    assert starter.get_at((55, 1))[:3] == palette.RIM


def pictogram(area: str) -> pygame.Surface:
    """The stick figure of a card's picture (game.ui.shapes.figure), `area` drawn thick in red, 64 px square."""
    surface = pygame.Surface((64, 64), pygame.SRCALPHA)
    shapes.figure(surface, surface.get_rect(), area, palette.INK, palette.ATTACK_RED)
    return surface


def test_each_body_area_lights_a_different_part_of_the_pictogram() -> None:
    drawn = {area: pixels(pictogram(area)) for area in BODY_AREAS}
    assert len(set(drawn.values())) == len(BODY_AREAS)


def test_the_struck_area_is_highlighted_in_red_on_the_attack() -> None:
    head, legs = CATALOG.attack("head_attack"), CATALOG.attack("left_leg_attack")
    assert pixels(faces.attack_face(head, (110, 154))) != pixels(faces.attack_face(legs, (110, 154)))
    figure = pictogram("Head")
    assert figure.get_at((32, 10))[:3] == palette.ATTACK_RED


# ----- text and caches -----------------------------------------------------------------------------


def test_fit_finds_the_largest_size_that_fits_one_line() -> None:
    size = text.fit("Master Lightspeed", 60, 150)
    assert text.width("Master Lightspeed", size) <= 150 < text.width("Master Lightspeed", size + 1)
    assert text.fit("X", 30, 500) == 30
    assert text.fit("far too long for any width at all", 30, 5) == text.MIN_SIZE


def test_wrap_keeps_every_line_within_the_width() -> None:
    lines = text.wrap("Opening: +1 to Right Arm finishers this turn", 20, 90)
    assert len(lines) > 1 and " ".join(lines) == "Opening: +1 to Right Arm finishers this turn"
    assert all(text.width(line, 20) <= 90 for line in lines)


def test_render_is_cached_by_all_its_arguments() -> None:
    assert text.render("Block", 20, palette.INK) is text.render("Block", 20, pygame.Color(palette.INK))
    assert text.render("Block", 20, palette.INK) is not text.render("Block", 20, palette.INK, bold=True)


def test_the_face_cache_forgets_the_least_recently_used_beyond_its_budget(monkeypatch) -> None:
    monkeypatch.setattr(pygame.display, "get_surface", lambda: None)
    cache = SurfaceCache(min_pixels=300)
    for key in "abc":
        cache.get(key, (10, 10), lambda: pygame.Surface((10, 10)))
    cache.get("a", (10, 10), lambda: pygame.Surface((10, 10)))  # touch a: b is now the oldest
    fresh = cache.get("d", (10, 10), lambda: pygame.Surface((10, 10)))
    assert len(cache) == 3 and cache.pixels == 300
    assert cache.get("d", (10, 10), lambda: pygame.Surface((1, 1))) is fresh
    assert cache.get("b", (10, 10), lambda: pygame.Surface((1, 1))).get_size() == (1, 1)  # b was forgotten


def test_after_a_resize_past_the_frame_budget_a_face_drawn_at_another_size_stands_in_until_the_next_frame(
        monkeypatch) -> None:
    import game.ui.face_cache as face_cache

    cache = SurfaceCache(min_pixels=10_000)
    cache.get("card", (10, 14), lambda: pygame.Surface((10, 14)))
    monkeypatch.setattr(face_cache, "FRAME_BUDGET", -1.0)  # as if this frame had already drawn plenty
    monkeypatch.setitem(face_cache._frame, "catching_up", False)  # as it was, after the test
    face_cache.window_resized()
    drawn: list[int] = []
    with paced_frame():
        assert cache.get("other", (20, 28), lambda: pygame.Surface((20, 28))).get_size() == (20, 28)  # no stand-in
        stand_in = cache.get("card", (20, 28), lambda: drawn.append(1) or pygame.Surface((20, 28)))
        assert stand_in.get_size() == (20, 28) and drawn == []  # scaled, not drawn, and not kept
    cache.get("card", (20, 28), lambda: drawn.append(1) or pygame.Surface((20, 28)))  # outside a paced frame
    assert drawn == [1]


def test_a_frame_past_its_budget_before_any_face_still_draws_one_so_catching_up_after_a_resize_ends(
        monkeypatch) -> None:
    """However slow the rest of every frame (a large window on a slow machine), each draws at least one face anew:
    the faces of the new size all come, and the frames after them draw in full again."""
    import game.ui.face_cache as face_cache

    cache = SurfaceCache(min_pixels=10_000)
    for key in ("a", "b"):
        cache.get(key, (10, 14), lambda: pygame.Surface((10, 14)))
    monkeypatch.setattr(face_cache, "FRAME_BUDGET", -1.0)  # every frame is past its budget before its first face
    monkeypatch.setitem(face_cache._frame, "catching_up", False)  # as it was, after the test
    face_cache.window_resized()
    for _ in range(3):
        with paced_frame():
            for key in ("a", "b"):
                cache.get(key, (20, 28), lambda: pygame.Surface((20, 28)))
    assert cache.holds("a", (20, 28)) and cache.holds("b", (20, 28)) and not face_cache.catching_up()


def test_with_no_resize_to_catch_up_with_a_frame_draws_every_face_it_needs_in_full(monkeypatch) -> None:
    """A scene opening shows its faces whole from its first frame, not one scaled from another size; and once a
    frame after a resize has shown none scaled, the frames after it draw in full again."""
    import game.ui.face_cache as face_cache

    cache = SurfaceCache(min_pixels=10_000)
    cache.get("card", (10, 14), lambda: pygame.Surface((10, 14)))
    monkeypatch.setattr(face_cache, "FRAME_BUDGET", -1.0)  # as if every frame had already drawn plenty
    monkeypatch.setitem(face_cache._frame, "catching_up", False)  # as it was, after the test
    face_cache.window_resized()
    with paced_frame():
        cache.get("other", (20, 28), lambda: pygame.Surface((20, 28)))  # none at another size: drawn, none scaled
    drawn: list[int] = []
    with paced_frame():
        cache.get("card", (20, 28), lambda: drawn.append(1) or pygame.Surface((20, 28)))
        assert face_cache.stand_ins() == 0
    assert drawn == [1] and cache.holds("card", (20, 28))


def test_after_a_resize_a_frame_past_its_budget_draws_no_more_faces_whatever_took_its_time(monkeypatch) -> None:
    """The budget is the frame's drawing time, not only the faces': a resized table paints everything anew, and a
    frame that has drawn for longer than FRAME_BUDGET already shows a face drawn at another size standing in."""
    import game.ui.face_cache as face_cache

    cache = SurfaceCache(min_pixels=10_000)
    cache.get("card", (10, 14), lambda: pygame.Surface((10, 14)))
    monkeypatch.setitem(face_cache._frame, "catching_up", False)  # as it was, after the test
    face_cache.window_resized()
    drawn: list[int] = []
    with paced_frame():
        assert cache.get("other", (20, 28), lambda: pygame.Surface((20, 28))).get_size() == (20, 28)
        monkeypatch.setitem(face_cache._frame, "started", time.perf_counter() - 2 * face_cache.FRAME_BUDGET)
        stand_in = cache.get("card", (20, 28), lambda: drawn.append(1) or pygame.Surface((20, 28)))
        assert stand_in.get_size() == (20, 28) and drawn == [] and face_cache.stand_ins() == 1


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_an_attacks_notes_lie_inside_their_panel_on_the_replays_small_card(text_size, monkeypatch) -> None:
    """On the campaign replay's small board (a 75 px attack card at 1024x600) "Opening: +1 to Leg finishers this turn"
    ran over the top of its panel and off the card's foot: what does not fit is shortened, the card read enlarged."""
    from game.files import settings
    from game.ui.face_cache import forget_pictures
    from game.ui.udo import card_art

    settings.change(text_size=text_size)
    forget_pictures()
    panels: list[pygame.Rect] = []
    outside: list[str] = []
    real_panel, real_draw = card_art.text_panel, text.draw

    def text_panel(surface, panel, lines, fill, max_size, least=0):
        panels.append(panel)
        try:
            real_panel(surface, panel, lines, fill, max_size, least)
        finally:
            panels.pop()

    def draw(surface, line, size, color, bold=False, **anchor):
        image = text.render(line, size, color, bold)
        ink = image.get_bounding_rect().move(image.get_rect(**anchor).topleft)
        if panels and not panels[-1].contains(ink):
            outside.append(line)
        return real_draw(surface, line, size, color, bold, **anchor)

    monkeypatch.setattr(card_art, "text_panel", text_panel)
    monkeypatch.setattr(text, "draw", draw)
    for attack in CATALOG.attacks:
        faces.attack_face(attack, (75, 105))
    assert outside == []


def test_every_heros_card_title_is_set_at_one_size_on_faces_of_one_size(monkeypatch):
    """A hand never sets "Head Butt" large beside "Right Leg Sweep" small on two lines: every title of a hero's
    cards at the size the longest allows, on one line or two."""
    from game.content.udo import kai_catalog

    sizes = title_sizes(monkeypatch, "largest")

    by_length = sorted(kai_catalog().starters, key=lambda card: len(card.name))
    chosen = by_length[:3] + by_length[-3:]  # Kai's: "Head Butt" ... "Right Leg Sweep"
    for card in chosen:
        faces.card_face(card, (86, 120))  # a hand's card at 1024x600
    assert {card.name for card in chosen} <= set(sizes) and len(set(sizes.values())) == 1, sizes


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("window", [(1024, 600), (1280, 720)])
def test_every_line_of_every_campaign_card_is_whole_on_the_tables_cards(window, text_size, monkeypatch) -> None:
    """At 1024x600 the table's attack card (88 px) cut "Opening: +1 to Leg finishers this turn" to "+1 to Leg…": the
    small attack card sets its figure and "BLOCK 4+" on one flat row and the opening in one paragraph, so every line
    of every hero's card (both sides of Kai's) and of every attack is whole and inside its room at the table's size."""
    from game.content.udo import kai_catalog
    from game.files import settings
    from game.layout.udo.board import CARD_H, CARD_W
    from game.ui.face_cache import forget_pictures
    from game.ui.viewport import Viewport

    settings.change(text_size=text_size)
    forget_pictures()
    size = Viewport(*window).rect((0, 0, CARD_W, CARD_H)).size
    wrong: list[str] = []
    real = text.draw_lines

    def draw_lines(surface, lines, line_size, rect, bold=False, align="center"):  # type: ignore[no-untyped-def]
        wrong.extend(line for line, _ in lines if "\u2026" in line or text.width(line, line_size, bold) > rect.w)
        return real(surface, lines, line_size, rect, bold, align)

    monkeypatch.setattr(text, "draw_lines", draw_lines)
    for attack in CATALOG.attacks:
        faces.attack_face(attack, size)
    for catalog in (CATALOG, kai_catalog()):
        for card in catalog.cards_by_id.values():
            for enraged in (False, True) if catalog.two_sided(card.id) else (False,):
                faces.card_face(catalog.face(card.id, enraged), size, enraged)
    assert wrong == []
