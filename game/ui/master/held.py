"""Drawing a card held over the Master table: the places it may go, lit and pulsing, each with what the drop would
give in a chip over everything; and the card itself, which away from the hand shrinks beside the pointer.

A part the table holds (`HeldCard(table)`), reading the table through `HoldingTable`; MasterPainter draws with it and
the keyboard (SetKeys) aims at the places it finds.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.layout.master.table import HAND_CARD, Area, chip_centre, target_rect
from game.play.master import targets as tg
from game.play.master.targets import Target
from game.ui import marks, palette, shapes, text
from game.ui.chips import chip, chip_at, ready_chip
from game.ui.drag import CardSprite, draw_see_through
from game.ui.shown_table import Pointing

CHIP = 22  # design px: the height of a chip saying what a lit place would give
CHIP_LOOKS = {False: (palette.PANEL, palette.TEXT), True: (palette.HIGHLIGHT, palette.INK)}  # fill, ink; True: under
HELD_SCALE = 0.55  # a held card away from the hand, as a part of a hand card
HELD_CARD = (HAND_CARD[0] * HELD_SCALE, HAND_CARD[1] * HELD_SCALE)  # design px: its size there


class HoldingTable(Pointing, Protocol):
    """What HeldCard reads of the table, besides what every part following the mouse does; it changes none of it."""

    by_key: dict[str, CardSprite]

    def seat_areas(self) -> dict[int, Area]: ...

    def held_targets(self, held: str | None = None) -> list[Target]:
        """The places the held card (or the card `held`) may go now (none while no card is held)."""
        ...


class HeldCard:
    """Where a held card's places lie, and how they, their chips and the card itself are drawn."""

    def __init__(self, table: HoldingTable) -> None:
        self.table = table

    # ----- a held card's targets ----------------------------------------------------------------------

    def target_rect(self, target: Target) -> pygame.Rect | None:
        """Where a target lies, in design space (game.layout.master.table.target_rect)."""
        table = self.table
        takes = target.kind == tg.DISCARD and any(t.kind == tg.TAKE for t in table.held_targets())
        return target_rect(target, table.seat_areas(), table.zones, self._card_rect, takes)

    def _card_rect(self, card: str) -> pygame.Rect | None:
        """Where a card of the table shows now, gliding or not."""
        sprite = self.table.by_key.get(card)
        if sprite is None:
            return None
        return pygame.Rect(round(sprite.pos[0]), round(sprite.pos[1]), round(sprite.size[0]), round(sprite.size[1]))

    def draw_targets(self, surface: pygame.Surface, held: list[Target]) -> None:
        vp = self.table.ctx.viewport
        for target in held:
            rect = self.target_rect(target)
            if rect is None:
                continue
            under = rect.collidepoint(self.table.pointer)
            box = vp.rect(rect.inflate(8, 8))
            if target.kind == tg.DISCARD and rect == self.table.zones.get("discard_instead"):
                pygame.draw.rect(surface, palette.PANEL, box, border_radius=vp.px(8))
                text.draw(surface, "Discard instead", text.legible(vp.px(16)), palette.HIGHLIGHT, bold=True,
                          center=box.center)
            glow = 1.0 if under else 0.35 + 0.65 * marks.pulse(self.table.clock)
            colour = shapes.mix(palette.FELT_DARK, palette.HIGHLIGHT, glow)
            pygame.draw.rect(surface, colour, box, width=vp.px(4 if under else 3), border_radius=vp.px(10))
            marks.legal(surface, vp, box)

    def ready_targets(self, held: list[Target]) -> None:
        """Makes, drawing nothing, the words and chips of the places `held` (lit or not) a pick-up's frame draws."""
        vp = self.table.ctx.viewport
        for target in held:
            if target.kind == tg.DISCARD:
                text.render("Discard instead", text.legible(vp.px(16)), palette.HIGHLIGHT, bold=True)
            for fill, ink in CHIP_LOOKS.values():  # the pointer over its place or not (Enter leaves it where it was)
                ready_chip(vp, target.label, (0, 0), fill, ink, CHIP)

    def draw_chips(self, surface: pygame.Surface, held: list[Target]) -> None:
        """What each lit area, pile or waiting card would give, over everything (the held card too)."""
        vp = self.table.ctx.viewport
        for label, at, strong in self._chips(held):
            chip(surface, vp, label, vp.point(*at), *CHIP_LOOKS[strong], CHIP)

    def words_on_places(self) -> list[pygame.Rect]:
        """The chips saying what each lit place would give, while a card is held."""
        if self.table.drag is None:
            return []
        vp = self.table.ctx.viewport
        return [chip_at(vp, label, vp.point(*at), CHIP) for label, at, _ in self._chips(self.table.held_targets())]

    def _chips(self, held: list[Target]) -> list[tuple[str, tuple[float, float], bool]]:
        """Each chip's words, centre (design space), and whether the pointer is over its place."""
        chips: list[tuple[str, tuple[float, float], bool]] = []
        for target in held:
            rect = self.target_rect(target)
            at = None if rect is None else chip_centre(target, rect)
            if rect is None or at is None:
                continue
            chips.append((target.label, at, rect.collidepoint(self.table.pointer)))
        return chips

    def draw_held(self, surface: pygame.Surface) -> None:
        """The card in the hand of the mouse. Away from the hand it shrinks to a see-through card beside the
        pointer, so the target under it, lit with what the drop does, stays in sight."""
        assert self.table.drag is not None
        vp = self.table.ctx.viewport
        sprite = self.table.drag.sprite
        if self.table.zones["hand"].collidepoint(self.table.pointer):
            surface.blit(sprite.drawn(vp, self.table.face), sprite.rect)
            return
        x, y = self.table.pointer
        draw_see_through(surface, self.table.face, sprite.key,
                         pygame.Rect(vp.point(x + 12, y + 8), vp.rect((0, 0, *HELD_CARD)).size), 215)
