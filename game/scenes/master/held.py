"""Drawing a card held over the Master table: the places it may go, lit and pulsing, each with what the drop would
give in a chip over everything; and the card itself, which away from the hand shrinks beside the pointer.

A mixin under MasterPainting (game.scenes.master.paint), which supplies what it reads.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine.core import Command
from game.engine.master.cards import Catalog
from game.engine.master.state import MasterState
from game.scenes.master import targets as tg
from game.scenes.master.layout import HAND_CARD, Area
from game.scenes.master.sprites import TableCard
from game.scenes.master.targets import Target
from game.scenes.table import GameTable
from game.ui import marks, palette, text
from game.ui.drag import Drag

HELD_SCALE = 0.55  # a held card away from the hand, as a part of a hand card


class HeldPainting(GameTable[MasterState, Catalog]):
    zones: dict[str, pygame.Rect]
    by_key: dict[str, TableCard]
    drag: Drag | None
    pointer: tuple[float, float]
    clock: float
    _image_of: Callable[[TableCard], pygame.Surface]

    def seat_areas(self) -> dict[int, Area]:
        raise NotImplementedError

    def held_targets(self) -> list[Target]:
        raise NotImplementedError

    def no_place_attempts(self, card: str) -> list[tuple[str, Command]]:
        return tg.no_place_attempts(self.state, self.viewer, card)

    # ----- a held card's targets ----------------------------------------------------------------------

    def target_rect(self, target: Target) -> pygame.Rect | None:
        """Where a target lies, in design space."""
        areas = self.seat_areas()
        if target.kind in (tg.STEAL, tg.DEFEND):
            area = areas.get(target.seat)
            return area.pile.copy() if area is not None else None
        if target.kind == tg.AREA:
            area = areas.get(target.seat)
            return area.rect.copy() if area is not None else None
        if target.kind in (tg.STAGED, tg.PAIR):
            sprite = self.by_key.get(target.card or "")
            return pygame.Rect(round(sprite.pos[0]), round(sprite.pos[1]), round(sprite.size[0]),
                               round(sprite.size[1])) if sprite is not None else None
        if target.kind == tg.TAKE:
            return self.zones["discard"].copy()
        if target.kind == tg.DISCARD:
            takes = any(t.kind == tg.TAKE for t in self.held_targets())
            return self.zones["discard_instead" if takes else "discard"].copy()
        return None

    def _draw_targets(self, surface: pygame.Surface, held: list[Target]) -> None:
        vp = self.ctx.viewport
        for target in held:
            rect = self.target_rect(target)
            if rect is None:
                continue
            under = rect.collidepoint(self.pointer)
            box = vp.rect(rect.inflate(8, 8))
            if target.kind == tg.DISCARD and rect == self.zones.get("discard_instead"):
                pygame.draw.rect(surface, palette.PANEL, box, border_radius=vp.px(8))
                text.draw(surface, "Discard instead", text.legible(vp.px(16)), palette.HIGHLIGHT, bold=True,
                          center=box.center)
            glow = 1.0 if under else 0.35 + 0.65 * self._pulse()
            colour = tuple(round(c * glow + f * (1 - glow)) for c, f in zip(palette.HIGHLIGHT, palette.FELT_DARK,
                                                                              strict=True))
            pygame.draw.rect(surface, colour, box, width=vp.px(4 if under else 3), border_radius=vp.px(10))
            marks.legal(surface, vp, box)

    def _draw_chips(self, surface: pygame.Surface, held: list[Target]) -> None:
        """What each lit area, pile or waiting card would give, over everything (the held card too)."""
        for label, at, strong in self._chips(held):
            self._chip(surface, label, at, strong)

    def words_on_places(self) -> list[pygame.Rect]:
        """The chips saying what each lit place would give, while a card is held."""
        if self.drag is None:
            return []
        return [self._chip_box(label, at, strong)[0] for label, at, strong in self._chips(self.held_targets())]

    def _chips(self, held: list[Target]) -> list[tuple[str, tuple[float, float], bool]]:
        """Each chip's words, centre (design space), and whether the pointer is over its place."""
        chips: list[tuple[str, tuple[float, float], bool]] = []
        for target in held:
            rect = self.target_rect(target)
            if rect is None or target.kind not in (tg.STEAL, tg.DEFEND, tg.TAKE, tg.AREA, tg.STAGED):
                continue
            at = (rect.centerx, rect.bottom + 20) if target.kind == tg.TAKE else (rect.centerx, rect.bottom - 12)
            chips.append((target.label, at, rect.collidepoint(self.pointer)))
        return chips

    def _chip_box(self, label: str, at: tuple[float, float], strong: bool) -> tuple[pygame.Rect, pygame.Surface]:
        vp = self.ctx.viewport
        image = text.render(label, text.legible(vp.px(16)), palette.INK if strong else palette.TEXT, bold=True)
        return image.get_rect(center=vp.point(*at)).inflate(vp.px(16), vp.px(8)), image

    def _chip(self, surface: pygame.Surface, label: str, at: tuple[float, float], strong: bool) -> None:
        vp = self.ctx.viewport
        box, image = self._chip_box(label, at, strong)
        pygame.draw.rect(surface, palette.HIGHLIGHT if strong else palette.PANEL, box, border_radius=vp.px(8))
        pygame.draw.rect(surface, palette.HIGHLIGHT, box, width=vp.px(2), border_radius=vp.px(8))
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_held(self, surface: pygame.Surface) -> None:
        """The card in the hand of the mouse. Away from the hand it shrinks to a see-through card beside the
        pointer, so the target under it, lit with what the drop does, stays in sight."""
        assert self.drag is not None
        vp = self.ctx.viewport
        sprite = self.drag.sprite
        assert isinstance(sprite, TableCard)
        image = self._image_of(sprite)
        if self.zones["hand"].collidepoint(self.pointer):
            surface.blit(image, sprite.rect)
            return
        size = vp.rect((0, 0, HAND_CARD[0] * HELD_SCALE, HAND_CARD[1] * HELD_SCALE)).size
        small = self.face(sprite.key, size).copy()
        small.set_alpha(215)
        x, y = self.pointer
        surface.blit(small, vp.point(x + 12, y + 8))

    def _pulse(self) -> float:
        return (math.sin(self.clock * 5) + 1) / 2
