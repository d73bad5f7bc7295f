"""What a game's table draws over everything else, in its hints layer: the enlarged face of the card the mouse has
rested on, and the banner fading out in its zone. Functions of the table (game.scenes.seated.GameTable), reading it
through `Overlaid`; they change none of it. Enlarged faces look the same wherever they are read (draw_enlarged): at
every table, and in the picker."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Protocol

import pygame

from game.layout.cards import SIDE_LABEL
from game.layout.room import Box, boxes, nearest_free
from game.ui import palette, text
from game.ui.backdrop import Backdrop
from game.ui.painter import HOVER_DELAY, Window
from game.ui.tip import kept_clear, laid_at
from game.ui.viewport import Viewport

ZOOM = (220, 308)  # design px: the enlarged face, where a table declares no size of its own
BESIDE = 10  # design px between a card near the top and its enlarged face beside it
FADE = 0.3  # the last seconds of a banner's, over which it fades out: before them it stands still
Banner = tuple[str, str, tuple[int, int, int], float]  # title, line under it, colour, seconds left


class Overlaid(Protocol):
    """What the enlarged card and the banner read of the table."""

    by_key: dict[str, Any]  # the cards in sight, each a CardSprite
    drag: Any
    hovered: tuple[str, float] | None  # the card the mouse rests on, and for how long
    zones: dict[str, pygame.Rect]
    banner: Banner | None
    banner_at: pygame.Rect | None  # design px: where the banner stands (None: in its zone, "banner")
    def covered_shown(self) -> list[pygame.Rect]: ...  # what another scene lays over the table (a lesson's words)
    backdrop: Backdrop | None  # its still picture, with where its words lie
    buttons: list[Any]  # its buttons (game.ui.widgets.Button), whose words are read too
    def tip_rows(self, key: str) -> list[tuple[str, str]]: ...  # what a card's tooltip says
    def tip_clear_of(self) -> list[pygame.Rect]: ...  # what a tooltip keeps clear of where it can
    banner_type: tuple[tuple[int, int], tuple[int, int]]  # design px: the title's size and its centre's drop, the
    # same of the line

    @property
    def ctx(self) -> Window: ...

    @property
    def zoom_size(self) -> tuple[float, float] | None:
        """Design px: the card the mouse rests on, enlarged (None: ZOOM)."""
        ...

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface: ...

    def draw_explained(self, surface: pygame.Surface, key: str, shown: pygame.Rect) -> None: ...


def zoom_box(table: Overlaid, surface: pygame.Surface) -> pygame.Rect | None:
    """Where the card the mouse has rested on is read enlarged at the table's `zoom_size`: above it, or BESIDE it
    near the top (on its right, else its left), or where another of these, or one beside it moved down under the
    first of what another scene lays over the table, else the nearest room of the window clear of it all
    (game.layout.room), leaves that in sight, the first of it first (a lesson's words, then the place its step names;
    but what the card lies in); of those, the one that covers the fewest of the words the table shows (its still
    picture's lines, its buttons) with its tooltip beside it (tip_beside) off what another scene lays over the table,
    else off the most of it in its order; None while none is (no card rested on long enough, it moves, or a card is
    held)."""
    if table.hovered is None or table.hovered[1] < HOVER_DELAY or table.drag is not None:
        return None
    sprite = table.by_key.get(table.hovered[0])
    if sprite is None or sprite.moving:
        return None
    vp = table.ctx.viewport
    size = vp.rect((0, 0, *(table.zoom_size or ZOOM))).size
    words = boxes([*(table.backdrop.words if table.backdrop is not None else []),
                   *(vp.rect(button.rect) for button in table.buttons)])
    window, covered = surface.get_rect(), table.covered_shown()
    tries = [pygame.Rect(box) for box in _zoom_at(vp, *boxes([sprite.rect, window]), size, boxes(covered), words)]
    if not covered:  # nothing for the tooltip to keep off: the best place (working out a tooltip's rows is costly)
        return tries[0] if tries else None
    best: tuple[list[bool], pygame.Rect] | None = None  # the first whose tooltip covers the least of it, in its order
    rows, clear_of = table.tip_rows(sprite.key), table.tip_clear_of()  # the same beside each place: worked out once
    for box in tries:
        tip = tip_beside(vp, rows, clear_of, covered, box.union(sprite.rect), window)
        over = [] if tip is None else [tip.colliderect(rect) for rect in covered]
        if not any(over):
            return box
        best = (over, box) if best is None or over < best[0] else best
    return best[1] if best is not None else None


def tip_beside(vp: Viewport, rows: list[tuple[str, str]], clear_of: list[pygame.Rect], covered: list[pygame.Rect],
               shown: pygame.Rect, window: pygame.Rect) -> pygame.Rect | None:
    """Where a card's tooltip of `rows` lies beside what shows it (the card and its enlarged face, `shown`), in the
    window: clear of what the table reads beside it (`clear_of`) where it can be, but what `shown` lies over save what
    another scene lays over the table, `covered` (tip.kept_clear)."""
    return laid_at(vp, rows, shown, window, kept_clear(clear_of, covered, shown))


@lru_cache(maxsize=16)
def _zoom_at(vp: Viewport, card_box: Box, window_box: Box, size: tuple[int, int], shown: tuple[Box, ...],
             words: tuple[Box, ...]) -> tuple[Box, ...]:
    """The places zoom_box tries for the card at `card_box` in the window, enlarged to `size`, with `shown` laid over
    the table and the table's `words` where they lie, the best first: of plain values, kept while they are the same
    (the mouse resting on a card asks each frame)."""
    card, window = pygame.Rect(card_box), pygame.Rect(window_box)
    above, right, left = (pygame.Rect((0, 0), size) for _ in range(3))
    above.midbottom = (card.centerx, card.top - vp.px(6))
    right.midleft = (card.right + vp.px(BESIDE), card.centery)
    left.midright = (card.left - vp.px(BESIDE), card.centery)
    first = above if above.top >= 0 else right if right.right <= window.right else left
    covered = [box for box in map(pygame.Rect, shown) if not box.colliderect(card)]
    under = [box.move(0, covered[0].bottom + vp.px(BESIDE) - box.top) for box in (right, left)] if covered else []
    said = [box for box in map(pygame.Rect, words) if not box.colliderect(card) and box.collidelist(covered) == -1]
    free = nearest_free(above, card, window, vp.px(BESIDE), covered)
    clear = nearest_free(above, card, window, vp.px(BESIDE), [*covered, *said]) if said else None
    beside = card.inflate(vp.px(4 * BESIDE), vp.px(4 * BESIDE))  # the room clear of the words too, where it is near
    tries = [box.clamp(window) for box in (first, above, right, left, *under)] + [
        box for box in (free, clear if clear is not None and clear.colliderect(beside) else None) if box is not None]

    def covers(box: pygame.Rect) -> tuple[list[bool], int]:
        return [box.colliderect(rect) for rect in covered], len(box.collidelistall(said))

    return boxes(sorted(tries, key=covers))


def draw_zoom(table: Overlaid, surface: pygame.Surface) -> None:
    """The card the mouse has rested on, enlarged where zoom_box says, with what it means told beside it."""
    box = zoom_box(table, surface)
    if box is None or table.hovered is None:
        return
    sprite = table.by_key[table.hovered[0]]
    draw_enlarged(surface, table.ctx.viewport, [(box, table.face(sprite.key, box.size), "")])
    table.draw_explained(surface, sprite.key, box.union(sprite.rect))


def draw_enlarged(surface: pygame.Surface, vp: Viewport, shown: Sequence[tuple[pygame.Rect, pygame.Surface, str]]
                  ) -> None:
    """Enlarged faces where they lie, each on its shadow; a labelled one (a side of a two-sided card) under its label,
    on a dark back with it, the label at a size a player can read and, where whole it is too wide, only its words
    before a colon ("Showing")."""
    for box, image, label in shown:
        pygame.draw.rect(surface, palette.FELT_DARK, box.move(vp.px(5), vp.px(6)), border_radius=vp.px(14))
        if label:
            back = box.inflate(vp.px(8), vp.px(8)).union(box.move(0, -vp.px(SIDE_LABEL)))
            pygame.draw.rect(surface, palette.FELT_DARK, back, border_radius=vp.px(10))
            size = max(text.least_legible(), text.fit(label, vp.px(18), box.w, bold=True))
            short = label.split(":")[0] if text.width(label, size, bold=True) > box.w else label
            text.draw(surface, short, size, palette.GOLD_LIGHT, True, midbottom=(box.centerx, box.top - vp.px(4)))
        surface.blit(image, box)


def aged(shown: Banner | None, dt: float) -> Banner | None:
    """The banner `dt` seconds later: gone once its time is over."""
    if shown is None:
        return None
    title, sub, colour, left = shown
    return (title, sub, colour, left - dt) if left > dt else None


def fading(shown: Banner | None) -> bool:
    """Whether the banner fades now, over its last FADE seconds: before them it stands as it is, and the window's
    rest counts its time (game.app.rest)."""
    return shown is not None and shown[3] <= FADE


def draw_banner(table: Overlaid, surface: pygame.Surface) -> None:
    """The banner where the table stands it (else in its zone), fading out over its last moments."""
    assert table.banner is not None
    zone = table.zones["banner"] if table.banner_at is None else table.banner_at
    banner(surface, table.ctx.viewport, zone, table.banner, table.banner_type)


def banner(surface: pygame.Surface, vp: Viewport, zone: pygame.Rect, shown: Banner,
           sizes: tuple[tuple[int, int], tuple[int, int]]) -> None:
    """A banner (title, line under it, colour, seconds left) in `zone` (design px), every table's one look: an opaque
    panel, so the cards under it never show through its words, in a 4 px edge of its colour that still reads at the
    smallest window, fading out whole, its words with it, over its last FADE seconds instead of vanishing (words left
    at full strength on a fading panel seemed to lie among what shows through it: a waiting attack's chip); `sizes`,
    the title's size and its centre's drop below the zone's top, the same of the line (a banner with no line has its
    title in the middle)."""
    title, sub, colour, left = shown
    box = vp.rect(zone)
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, palette.PANEL, panel.get_rect(), border_radius=vp.px(14))
    pygame.draw.rect(panel, colour, panel.get_rect(), width=vp.px(4), border_radius=vp.px(14))
    (big, title_y), (small, sub_y) = sizes
    x, y = box.w / 2, vp.px(title_y) if sub else box.h / 2  # the words' centres, in the panel
    text.draw(panel, title, text.fit(title, vp.px(big), vp.px(zone.w - 30), bold=True), colour, bold=True,
              center=(x, y))
    if sub:
        text.draw(panel, sub, text.fit(sub, vp.px(small), vp.px(zone.w - 30)), palette.TEXT, center=(x, vp.px(sub_y)))
    panel.set_alpha(max(0, min(255, round(255 * left / FADE))))
    surface.blit(panel, box)
