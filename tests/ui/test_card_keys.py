"""The keyboard's cursor at a card table (game.ui.card_keys), on a table that only records what it is told: Tab goes
through the cards before the buttons, Enter presses on the focused card and carries it to its first place, Tab then
moves among the places alone, Enter lets go there, Esc lets go where it was picked up asking for nothing, and a card
of a fanned hand is pressed where it shows."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.base import Stack
from game.scenes.table import TableScene
from game.ui.card_keys import CardFocus, Spot, fanned, spot, sprite_spots, visible_point
from game.ui.drag import CardSprite, Drag
from game.ui.widgets import Button
from tests.scenes.helpers import context

CARDS = {"a": (100, 500, 100, 140), "b": (220, 500, 100, 140)}
PLACES = {"left": pygame.Rect(100, 100, 200, 200), "right": pygame.Rect(500, 100, 200, 200)}


class Table(TableScene):
    """Picks a card up on a press over it, as a table does; remembers every mouse event it handles."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.focus = CardFocus(self)
        self.drag: Drag | None = None
        self.seen: list[tuple[int, tuple[float, float]]] = []
        self.buttons = [Button("Done", (1100, 600, 120, 48), lambda: None)]
        self.sprites = {key: CardSprite(key, "card", box[:2], box[2:]) for key, box in CARDS.items()}

    def key_cards(self) -> list[Spot]:
        return [spot(key, box) for key, box in CARDS.items()]

    def key_targets(self) -> list[Spot]:
        return [spot(name, rect) for name, rect in PLACES.items()] if self.drag is not None else []

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            self.seen.append((event.type, (event.key, 0)))
            return None
        at = self.ctx.viewport.to_design(event.pos)
        self.seen.append((event.type, at))
        if event.type == pygame.MOUSEBUTTONDOWN:
            key = next((k for k, (x, y, w, h) in CARDS.items() if pygame.Rect(x, y, w, h).collidepoint(at)), None)
            if key is not None:
                sprite = self.sprites[key]
                self.drag = Drag(sprite, (at[0] - sprite.pos[0], at[1] - sprite.pos[1]), event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.follow(at, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and self.drag is not None:
            self.dropped = (self.drag.sprite.key, at if self.drag.moved else None)
            self.drag = None
        return None


def tab(stack: Stack, shift: bool = False) -> None:
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT if shift else 0))


def press(stack: Stack, code: int) -> None:
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0))


def table() -> tuple[Stack, Table]:
    ctx, _ = context()
    scene = Table(ctx)
    return Stack(scene), scene


def test_tab_goes_through_the_cards_then_the_buttons_and_the_pointer_follows():
    stack, scene = table()
    reached = []
    for _ in range(4):
        tab(stack)
        found = scene.focus.find([*scene.key_cards(), *scene.buttons])
        reached.append(found.label if found is not None else None)
    assert reached == ["a", "b", "Done", "a"]
    assert scene.seen[0] == (pygame.MOUSEMOTION, (150, 570))  # onto the middle of card a: it is read enlarged


def test_enter_picks_the_card_up_and_points_it_at_its_first_place_then_tab_and_enter_lay_it_on_another():
    stack, scene = table()
    tab(stack)
    press(stack, pygame.K_RETURN)
    assert scene.drag is not None and scene.focus.carrying() == "a"
    assert [kind for kind, _ in scene.seen[-3:]] == [pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION]
    assert scene.seen[-1][1] == PLACES["left"].center
    tab(stack)
    assert scene.seen[-1] == (pygame.MOUSEMOTION, PLACES["right"].center)
    tab(stack)  # round again: only the places, never the other card nor a button
    assert scene.seen[-1] == (pygame.MOUSEMOTION, PLACES["left"].center)
    press(stack, pygame.K_RIGHT)
    press(stack, pygame.K_SPACE)
    assert scene.dropped == ("a", PLACES["right"].center) and scene.focus.carrying() is None
    assert scene.focus.card(scene.key_cards()).label == "a"  # the card stays (this table keeps it): still focused


def test_esc_lets_the_card_go_asking_for_nothing_and_the_next_esc_is_the_tables():
    stack, scene = table()
    tab(stack)
    press(stack, pygame.K_RETURN)
    press(stack, pygame.K_TAB)
    press(stack, pygame.K_ESCAPE)
    assert scene.dropped == ("a", None) and scene.focus.carrying() is None
    count = len(scene.seen)
    press(stack, pygame.K_ESCAPE)
    assert scene.seen[count:] == [(pygame.KEYDOWN, (pygame.K_ESCAPE, 0))]


def test_a_card_of_a_fanned_hand_is_pressed_where_it_shows_from_under_the_next():
    first, second = pygame.Rect(0, 0, 100, 140), pygame.Rect(40, 0, 100, 140)
    x, _ = visible_point(first, [second])
    assert x < 40
    spots = fanned([("a", first), ("b", second)])
    assert spots[0].at()[0] < 40 and spots[1].at() == (90, 70)


def test_a_hands_spots_are_those_of_where_its_cards_lie_now():
    """The spots of cards lying where they lay before are those found then (sprite_spots keeps them by where the
    cards lie); a card moved is pressed where it shows now."""
    first, second = CardSprite("a", "card", (0, 0), (100, 140)), CardSprite("b", "card", (40, 0), (100, 140))
    before = sprite_spots([second, first])
    assert sprite_spots([first, second]) == before and before[0].at()[0] < 40
    second.pos = (120, 0)  # no longer over the first card
    moved = sprite_spots([first, second])
    assert moved[0].at() == (50, 70) and moved[1].at() == (170, 70)


def test_the_stack_stops_handling_a_keys_events_once_its_last_scene_has_closed():
    from game.scenes.base import Pop, Scene

    class Closing(Scene):
        handled = 0

        def handle(self, event):
            Closing.handled += 1
            return Pop()

    class Several:
        key = None

        def translate(self, event, buttons, own_keys, vp):
            return [event, event, event]

    ctx, _ = context()
    scene = Closing(ctx)
    scene.focus = Several()  # type: ignore[assignment]
    stack = Stack(scene)
    press(stack, pygame.K_RETURN)
    assert stack.quit and Closing.handled == 1


def drawn_pixels(surface: pygame.Surface) -> int:
    """How many pixels are not the black ground."""
    black = pygame.mask.from_threshold(surface, (0, 0, 0, 255), (1, 1, 1, 255)).count()
    return surface.get_width() * surface.get_height() - black


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("corner", ["bottomleft", "bottomright", "midleft"])
def test_the_ring_on_a_card_at_the_windows_edge_is_drawn_whole_inside_the_window(size, corner):
    """A hand along the bottom of the window: its first card's ring, brackets and all, is not cut off."""
    from game.ui.card_keys import ring
    from game.ui.viewport import Viewport

    vp = Viewport(*size)
    window = pygame.Surface(size)
    window.fill((0, 0, 0))
    card = pygame.Rect(0, 0, vp.px(140), vp.px(196))
    setattr(card, corner, getattr(window.get_rect(), corner))
    ringed = ring(window, vp, card, drop=False)
    assert ringed.colliderect(card) and window.get_rect().contains(ringed)
    roomy = pygame.Surface((size[0] * 3, size[1] * 3))  # the same ring where nothing can cut it off
    roomy.fill((0, 0, 0))
    ring(roomy, vp, ringed.move(size), drop=False)
    assert drawn_pixels(window) == drawn_pixels(roomy)


class Nowhere(Table):
    """A table where no card may go anywhere now."""

    def key_targets(self) -> list[Spot]:
        return []


def test_a_card_with_nowhere_to_go_never_stops_tab_it_is_put_back_and_the_focus_moves_on():
    ctx, _ = context()
    scene = Nowhere(ctx)
    stack = Stack(scene)
    tab(stack)
    press(stack, pygame.K_RETURN)
    assert scene.focus.carrying() == "a"
    tab(stack)
    assert scene.drag is None and scene.focus.carrying() is None and scene.dropped == ("a", None)
    assert scene.focus.card(scene.key_cards()).label == "b"
    press(stack, pygame.K_RETURN)
    press(stack, pygame.K_LEFT)
    assert scene.drag is None and scene.focus.card(scene.key_cards()).label == "a"


class UnderStatus(Table):
    """A table whose status line runs just over its hand, as Kenpo's does at the Largest text."""

    def keep_clear(self) -> list[pygame.Rect]:
        return [pygame.Rect(16, 456, 992, 26)]  # clear of the ring round a card, not of the tab over it

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_felt(surface)
        self.draw_widgets(surface)
        self.focus.paint_ring(surface)  # the ring on a card, as a card table's ring layer paints it


def test_the_keyboards_tab_over_a_card_never_covers_the_status_line_over_the_hand():
    ctx, surface = context()
    stack = Stack(UnderStatus(ctx))
    status = ctx.viewport.rect(stack.top.keep_clear()[0])
    stack.draw(surface)
    unfocused = pygame.image.tobytes(surface, "RGB"), pygame.image.tobytes(surface.subsurface(status), "RGB")
    tab(stack)  # the first card has the keyboard
    stack.draw(surface)
    assert pygame.image.tobytes(surface, "RGB") != unfocused[0]  # its ring is drawn
    assert pygame.image.tobytes(surface.subsurface(status), "RGB") == unfocused[1]
