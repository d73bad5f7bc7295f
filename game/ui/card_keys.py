"""The keyboard at a card table: a cursor over the hand's cards, and over the places a card picked up may go.

Tab, Shift+Tab and the arrows move the focus through the cards the table offers (its hand, first in the Tab order)
and its buttons, as game.ui.focus does through buttons alone; the pointer follows the focus, so a focused card is
read enlarged as a card under the mouse is. Enter or Space on a card picks it up, and from then on Tab and the
arrows move only among the places the table says that card may go now; Enter or Space lays it there, Esc puts it
back, and a second Esc is the table's own again. Enter on a spot the table offers to click (a choice, a combo to
resolve) clicks it.

The keyboard plays as the mouse does: it presses on the card, carries it to the place and lets go there, with the
table's own events. So the table's drag-and-drop code decides everything (what lights up, the forecast under the
pointer, the command a drop makes, the card that slides home), and the table only lists, through CardTable, what
the keyboard may reach: its cards, and the legal places of the card it holds, from the same code that lights them.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol, cast

import pygame

from game.layout.hand import HandRow
from game.ui import palette
from game.ui.drag import CardSprite, Drag
from game.ui.focus import ARROWS, PRESSES, Box, Focus, Focusable, double_ring, reading_order, ring_widths
from game.ui.painter import Window
from game.ui.viewport import Viewport

Point = tuple[float, float]
Events = pygame.event.Event | Iterable[pygame.event.Event] | None  # what the scene handles for a key


@dataclass(frozen=True)
class Spot:
    """Something at the table the keyboard's focus may rest on (design space): a card of the hand (`label` is its
    key), a place the held card may go, or, with `click`, something Enter clicks."""

    label: str
    rect: Box
    point: Point | None = None  # where the pointer goes; the middle by default
    click: bool = False
    enabled: bool = True

    def screen_rect(self, vp: Viewport) -> pygame.Rect:
        return vp.rect(self.rect)

    def at(self) -> Point:
        x, y, w, h = self.rect
        return self.point if self.point is not None else (x + w / 2, y + h / 2)


def spot(label: str, rect: pygame.Rect | Box, point: Point | None = None, click: bool = False) -> Spot:
    box = (rect.x, rect.y, rect.w, rect.h) if isinstance(rect, pygame.Rect) else rect
    return Spot(label, tuple(float(v) for v in box), point, click)  # type: ignore[arg-type]


def visible_point(rect: pygame.Rect, above: Sequence[pygame.Rect]) -> Point:
    """A point of `rect` that none of the rects `above` it covers (a card of a fanned hand, partly under the next
    one), as near its middle as there is one; its middle when all of it is covered."""
    y = rect.centery
    xs = sorted((rect.x + rect.w * k / 16 for k in range(1, 16)), key=lambda x: abs(x - rect.centerx))
    return next(((x, y) for x in xs if not any(r.collidepoint(x, y) for r in above)), (rect.centerx, y))


def fanned(cards: Sequence[tuple[str, pygame.Rect]]) -> list[Spot]:
    """The spots of cards laid left to right, each over the one before: each pressed where it shows."""
    return [spot(key, rect, visible_point(rect, [r for _, r in cards[k + 1:]])) for k, (key, rect) in enumerate(cards)]


def sprite_spots(sprites: Sequence[CardSprite]) -> list[Spot]:
    """Cards as they lie now (design space), left to right, each pressed where it shows from under the next. Every
    key the keyboard's focus reads at a table, and every frame that draws its ring on a card, asks for them, and the
    cards lie where they lay the last time most often: their spots are kept by where the cards lie (`_laid`)."""
    ordered = sorted(sprites, key=lambda s: s.pos[0])
    return list(_laid(tuple((s.key, round(s.pos[0]), round(s.pos[1]), round(s.size[0]), round(s.size[1]))
                            for s in ordered)))


@lru_cache(maxsize=64)
def _laid(boxes: tuple[tuple[str, int, int, int, int], ...]) -> tuple[Spot, ...]:
    """The spots of cards lying in `boxes` (key, x, y, w, h in design space), left to right (fanned)."""
    return tuple(fanned([(key, pygame.Rect(x, y, w, h)) for key, x, y, w, h in boxes]))


def row_arrows(row: HandRow) -> list[Spot]:
    """The arrows at the ends of a hand's row too long to show whole, to click: they turn it."""
    arrows = (("\u2190", row.left_arrow), ("\u2192", row.right_arrow))
    return [spot(f"turn {name}", rect, click=True) for name, rect in arrows if rect is not None]


class HandTable(Protocol):
    """What hand_spots reads of a table (game.scenes.seated.GameTable)."""

    @property
    def slots(self) -> Mapping[str, Any]:
        """Where each card shown goes, in which `zone`."""
        ...

    @property
    def by_key(self) -> Mapping[str, CardSprite]: ...

    @property
    def hand_zones(self) -> tuple[str, ...]:
        """The zones whose cards the person at the screen picks up."""
        ...

    @property
    def row(self) -> HandRow | None:
        """The hand's row, where the table has one."""
        ...

    @property
    def acting(self) -> bool: ...

    @property
    def hide_hand(self) -> bool: ...


def hand_spots(table: HandTable) -> list[Spot]:
    """While the person at the screen may act and the hand shows: the cards in sight of the table's `hand_zones`, as
    they lie, and the arrows of its row; else nothing."""
    if not table.acting or table.hide_hand:
        return []
    cards = [table.by_key[key] for key, slot in table.slots.items() if slot.zone in table.hand_zones
             and key in table.by_key]
    return sprite_spots(cards) + (row_arrows(table.row) if table.row is not None else [])


class CardTable(Protocol):
    """What a table tells the keyboard."""

    @property
    def ctx(self) -> Window: ...

    @property
    def drag(self) -> Drag | None:
        """The card held now, by the mouse or the keyboard."""
        ...

    def key_cards(self) -> list[Spot]:
        """What the keyboard may take now: the cards of the hand the person at the screen may pick up (none while
        the hand is hidden, or it is not theirs to act), and anything to click; left to right."""
        ...

    def key_targets(self) -> list[Spot]:
        """The legal places of the held card (self.drag), from the code that lights them."""
        ...

    def keep_clear(self) -> list[pygame.Rect]:
        """What must never be covered (design space): the table's status line."""
        ...

    def words_on_places(self) -> list[pygame.Rect]:
        """The numbers and words the table shows on or beside its places (window pixels): a combo's label."""
        ...


def _mouse(kind: int, at: tuple[int, int], **more: object) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=at, rel=(0, 0), buttons=more.get("buttons", (0, 0, 0)))
    return pygame.event.Event(kind, pos=at, button=1)


class CardFocus(Focus):
    """The keyboard's focus at a table: on a card, on a place for the card it carries, or on a button."""

    def __init__(self, table: CardTable) -> None:
        super().__init__()
        self.table = table
        self.held: str | None = None  # the card the keyboard carries
        self.origin: Point = (0.0, 0.0)  # where it was picked up
        self.aim = Focus()  # which of the held card's places the keyboard points at
        self.then: str | None = None  # the card to focus once the one laid has left the hand

    # ----- what has the focus ------------------------------------------------------------------

    def carrying(self) -> str | None:
        """The card the keyboard carries, while the table still holds it (a click, a curtain, lets it go)."""
        drag = self.table.drag
        if self.held is not None and (drag is None or drag.sprite.key != self.held):
            self.held = None
        return self.held

    def card(self, spots: Sequence[Spot]) -> Spot | None:
        """The focused card (or spot to click) among `spots`, or, once a card laid has left, the one after it."""
        found = self.find(spots)
        if found is None and self.then is not None and self.key is not None:
            found = next((s for s in spots if s.label == self.then), None)
            if found is not None:
                self._set(found)
        return found if isinstance(found, Spot) else None

    def order(self, items: Sequence[Focusable]) -> list[Focusable]:
        """The cards first, then the buttons, each in reading order."""
        return (reading_order([s for s in items if isinstance(s, Spot)])
                + reading_order([b for b in items if not isinstance(b, Spot)]))

    # ----- keys --------------------------------------------------------------------------------

    def translate(self, event: pygame.event.Event, buttons: Sequence[Focusable], own_keys: Collection[int],
                  vp: Viewport) -> Events:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.held, self.then = None, None
        if event.type != pygame.KEYDOWN or event.key in own_keys:
            return super().translate(event, buttons, own_keys, vp)
        if self.carrying() is not None:
            if not self.table.key_targets() and (event.key == pygame.K_TAB or event.key in ARROWS):
                return self._nowhere(event, buttons, own_keys, vp)
            return self._carry(event, vp)
        spots = self.table.key_cards() if self.table.drag is None else []  # the mouse may be holding a card
        if not spots:
            return super().translate(event, buttons, own_keys, vp)
        items = [*spots, *buttons]
        before = self.key
        started = self._start(event, items)
        focused = self.card(spots)
        if event.key in PRESSES and focused is not None:
            self.spaced = event.key == pygame.K_SPACE  # the " " it would type is the focus's
            return self._click(focused, vp) if focused.click else self._pick_up(focused, vp)
        self.then = None
        translated = None if started else super().translate(event, items, own_keys, vp)
        if translated is None and self.key != before:
            now = self.find(items)
            if now is not None:  # the pointer follows the focus: a card focused is read as one under the mouse
                return _mouse(pygame.MOUSEMOTION, now.screen_rect(vp).center if not isinstance(now, Spot)
                              else vp.point(*now.at()))
        return translated

    def _click(self, target: Spot, vp: Viewport) -> Iterator[pygame.event.Event]:
        at = vp.point(*target.at())
        yield _mouse(pygame.MOUSEMOTION, at)
        yield _mouse(pygame.MOUSEBUTTONDOWN, at)
        yield _mouse(pygame.MOUSEBUTTONUP, at)

    def _pick_up(self, card: Spot, vp: Viewport) -> Iterator[pygame.event.Event]:
        """Presses on the card as the mouse would; once the table has picked it up, points at its first place."""
        self.held, self.then, self.origin = card.label, None, card.at()
        self.aim.key = None
        at = vp.point(*self.origin)
        yield _mouse(pygame.MOUSEMOTION, at)
        yield _mouse(pygame.MOUSEBUTTONDOWN, at)
        if self.carrying() is None:
            return
        places = reading_order(self.table.key_targets())
        if places:
            self.aim._set(places[0])
            yield _mouse(pygame.MOUSEMOTION, vp.point(*places[0].at()), buttons=(1, 0, 0))

    def _carry(self, event: pygame.event.Event, vp: Viewport) -> Events:
        places = self.table.key_targets()
        if event.key == pygame.K_ESCAPE:
            return self._put_back(vp)
        if event.key == pygame.K_TAB:
            self.aim._step(places, forward=not event.mod & pygame.KMOD_SHIFT)
        elif event.key in ARROWS:
            self.aim._toward(places, ARROWS[event.key])
        elif event.key in PRESSES:
            self.spaced = event.key == pygame.K_SPACE
            return self._lay(places, vp)
        else:
            return event  # the table's other keys (history, undo, ...) work as they do while the mouse holds a card
        place = self.aim.find(places)
        return _mouse(pygame.MOUSEMOTION, vp.point(*place.at()), buttons=(1, 0, 0)) if isinstance(place, Spot) \
            else None

    def _lay(self, places: Sequence[Spot], vp: Viewport) -> Iterator[pygame.event.Event]:
        place = self.aim.find(places)
        if not isinstance(place, Spot):
            return
        cards = self.table.key_cards()
        at = next((k for k, s in enumerate(cards) if s.label == self.held), None)
        if at is not None:  # once the card has gone, the focus moves on to the card after it (or before it)
            rest = cards[at + 1:] + cards[:at][::-1]
            self.then = rest[0].label if rest else None
        point = vp.point(*place.at())
        self.held = None
        yield _mouse(pygame.MOUSEMOTION, point, buttons=(1, 0, 0))
        yield _mouse(pygame.MOUSEBUTTONUP, point)

    def _nowhere(self, event: pygame.event.Event, buttons: Sequence[Focusable], own_keys: Collection[int],
                 vp: Viewport) -> Iterator[pygame.event.Event]:
        """The card carried may go nowhere now (the table has said why): Tab and the arrows put it back and move
        the focus on as they would have, so they never stop at a card that cannot be laid."""
        yield from self._put_back(vp)
        moved = self.translate(event, buttons, own_keys, vp)
        if isinstance(moved, pygame.event.EventType):
            yield cast(pygame.event.Event, moved)
        elif moved is not None:
            yield from cast(Iterable[pygame.event.Event], moved)

    def _put_back(self, vp: Viewport) -> Iterator[pygame.event.Event]:
        """Esc: the card goes home as a card only clicked does, but audibly, as one carried back."""
        drag = self.table.drag
        assert drag is not None
        drag.put_back()
        self.held = None
        at = vp.point(*self.origin)
        yield _mouse(pygame.MOUSEMOTION, at, buttons=(1, 0, 0))
        yield _mouse(pygame.MOUSEBUTTONUP, at)

    # ----- the ring ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, vp: Viewport, buttons: Sequence[Focusable]) -> None:
        """The ring on the focused button. The ring on a card or a place is the table's to paint, in its ring layer
        (paint_ring): where the scene draws its focus, it leaves that one."""
        if self.ringed(vp) is None:
            super().draw(surface, vp, buttons)
        else:
            self.drawn = True

    def paint_ring(self, surface: pygame.Surface) -> None:
        """The table's ring layer (game.ui.painter.LAYERS): a ring and a marker on the place the carried card points
        at, or on the focused card, over the whole table (its hint, its banner, its toasts, the forecast of the card
        held) but the card enlarged, which is read whole over it."""
        vp = self.table.ctx.viewport
        shown = self.ringed(vp)
        if shown is not None:
            ring(surface, vp, *shown, clear=[vp.rect(box) for box in self.table.keep_clear()],
                 words=self.table.words_on_places())

    def ringed(self, vp: Viewport) -> tuple[pygame.Rect, bool] | None:
        """The box (window pixels) of the place the carried card points at (with none, of the card itself), or of
        the focused card, and whether it is a place to drop on or a spot to click; None while the focus is on none."""
        if self.key is None and self.held is None:
            return None
        drag = self.table.drag
        if self.carrying() is not None and drag is not None:
            found = self.aim.find(self.table.key_targets())
            return (found.screen_rect(vp), True) if found is not None else (drag.sprite.rect, False)
        card = self.card(self.table.key_cards())
        return (card.screen_rect(vp), card.click) if card is not None else None


def ring_reach(vp: Viewport) -> int:
    """How far the keyboard's ring on a card reaches out of the card's box (its brackets, their dark edge too)."""
    dark, light = ring_widths(vp)
    return 2 * dark + light + (light + 4) // 2 + 1


def ring(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, drop: bool,
         clear: Sequence[pygame.Rect] = (), words: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The keyboard's ring on a card or a place, told by shape as well as colour: a dark outline inside a light
    one, as thick as the buttons' ring, brackets on its corners, and a marker on its edge: a tab with an arrow
    pointing down into a place (drop), a tab with a bar over a card. A card at the window's edge (a hand along the
    bottom) has its ring drawn inside the window, over the card's edge, so none of it is cut off. The ring goes
    round the box, never over the table's `words` (window pixels: a combo's label over the combo the ring goes
    round): it passes under them. The tab sits over the ring's top edge, or where that would cover what is kept
    `clear` (a status line just over a hand, at the Largest text) or a word, inside the top edge, under the bottom
    edge or inside it, the first clear of both. Returns the box the ring goes round."""
    dark, light = ring_widths(vp)
    room = ring_reach(vp)
    window = surface.get_rect()
    inside = window.inflate(-2 * room, -2 * room)
    if not inside.contains(box) and box.colliderect(inside):
        box = box.clip(inside)
    reach = box.inflate(2 * room, 2 * room)
    kept = [(rect, surface.subsurface(rect).copy()) for rect in (word.clip(window) for word in words)
            if rect.w > 0 and rect.h > 0 and rect.colliderect(reach)]
    outer = double_ring(surface, vp, box)
    _brackets(surface, outer.inflate(2 * dark, 2 * dark), min(vp.px(26), outer.w // 3, outer.h // 3), light)
    half = max(6, vp.px(12))
    tabs = [pygame.Rect(0, 0, 2 * half + 2 * light, half + 2 * light) for _ in range(4)]
    tabs[0].midbottom = (outer.centerx, outer.top + light)
    tabs[1].midtop = (outer.centerx, outer.top)
    tabs[2].midtop = (outer.centerx, outer.bottom - light)
    tabs[3].midbottom = (outer.centerx, outer.bottom)
    for tab in tabs:
        tab.clamp_ip(window)
    tab = next((tab for tab in tabs if tab.collidelist([*clear, *(rect for rect, _ in kept)]) == -1),
               next((tab for tab in tabs if tab.collidelist(list(clear)) == -1), tabs[1]))
    pygame.draw.rect(surface, palette.TEXT, tab, border_radius=light)
    pygame.draw.rect(surface, palette.INK, tab, width=max(1, dark // 2), border_radius=light)
    cx, top = tab.centerx, tab.top + light
    if drop:
        pygame.draw.polygon(surface, palette.INK, [(cx - half * 0.7, top), (cx + half * 0.7, top),
                                                   (cx, top + half * 0.8)])
    else:
        pygame.draw.rect(surface, palette.INK, (cx - half * 0.7, top + half * 0.25, half * 1.4, max(2, half * 0.35)))
    for rect, picture in kept:  # the words stay over the ring
        surface.blit(picture, rect)
    return box


def _brackets(surface: pygame.Surface, box: pygame.Rect, arm: int, width: int) -> None:
    """An L on each corner of `box`, light edged with dark, its arms `arm` long."""
    for (x, y), (sx, sy) in (((box.left, box.top), (1, 1)), ((box.right - 1, box.top), (-1, 1)),
                             ((box.left, box.bottom - 1), (1, -1)), ((box.right - 1, box.bottom - 1), (-1, -1))):
        points = [(x, y + sy * arm), (x, y), (x + sx * arm, y)]
        pygame.draw.lines(surface, palette.INK, False, points, width + 4)
        pygame.draw.lines(surface, palette.TEXT, False, points, width)
