"""The other fighters at a table of teams, each in a compact panel: its side's shape and colour before its name
(the shape tells the sides apart without colour), its health in numbers and as a bar, its hand, deck and discards
counted, its team's pooled ADR and what waits for its next move, and the Event it has in play. The fighter the game
waits for is ringed; a fighter knocked out is dimmed and marked "out"; while an attack waits, the fighter attacked
is ringed in red and tabbed, and so are the attacker and a teammate defending.

A part the table's painter holds (`CrowdPanels(table, steps, fighters)`), reading the table through `CrowdTable`:
the shown view of the seat at the screen, in which every other hand is only a count."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine.core import Command
from game.engine.matcg.cards import Catalog
from game.engine.matcg.state import MatcgState
from game.engine.matcg.teams import standing
from game.layout.matcg.places import fighter_zone, others
from game.ui import palette, text
from game.ui.matcg.panels import FighterPanels, draw_crown, draw_health, seat_colour
from game.ui.painter import Window
from game.ui.palette import Rgb
from game.ui.shown_table import ShownTable
from game.words.matcg.fighters import event_named, event_told, health_counts, part_lines, pick_word, pile_counts, role


class CrowdTable(ShownTable[MatcgState, Catalog], Protocol):
    """What CrowdPanels reads of the table; it changes none of it."""

    names: tuple[str, ...]
    zones: dict[str, pygame.Rect]

    @property
    def ctx(self) -> Window: ...

    def _to_act(self) -> int | None:
        """The seat the game waits for now."""
        ...


class PanelPicks(Protocol):
    """The table's steps as the panels read them (game.words.matcg.steps.DuelSteps)."""

    def panel_picks(self) -> dict[int, Command]:
        """The commands a click on a fighter's panel makes, by the fighter's seat."""
        ...


class CrowdPanels:
    """The compact panels of the other fighters at a table of teams, with the marks of an attack and the panels a
    click on which makes a command."""

    def __init__(self, table: CrowdTable, steps: PanelPicks, fighters: FighterPanels) -> None:
        self.table = table
        self.steps = steps
        self.fighters = fighters

    def draw(self, surface: pygame.Surface) -> None:
        for seat in others(self.table.state, self.table.viewer):
            self._draw_compact(surface, seat, self.table.zones[fighter_zone(self.table.state, self.table.viewer, seat)])
        self._draw_attack_marks(surface)
        self._draw_picks(surface)

    def _draw_picks(self, surface: pygame.Surface) -> None:
        """The panels a click on which makes a command: lit, and tabbed with what the click does."""
        vp = self.table.ctx.viewport
        for seat, command in self.steps.panel_picks().items():
            zone = vp.rect(self.table.zones[fighter_zone(self.table.state, self.table.viewer, seat)])
            pygame.draw.rect(surface, palette.HIGHLIGHT, zone, width=vp.px(4), border_radius=vp.px(10))
            self._tab(surface, zone, pick_word(command), palette.HIGHLIGHT, palette.PANEL)

    def _tab(self, surface: pygame.Surface, zone: pygame.Rect, word: str, ink: Rgb, fill: Rgb) -> None:
        """A word in a pill on the bottom edge of a panel (`zone` in window pixels): at the right end of another
        fighter's, where its words leave room; in the middle of the seat's own."""
        vp = self.table.ctx.viewport
        size = text.legible(vp.px(15))
        tab = pygame.Rect(0, 0, text.width(word, size, bold=True) + vp.px(14), max(vp.px(21), text.line_height(size)))
        if zone == vp.rect(self.table.zones["me"]):
            tab.midbottom = (zone.centerx, zone.bottom + vp.px(6))
        else:
            tab.bottomright = (zone.right - vp.px(6), zone.bottom + vp.px(9))
        pygame.draw.rect(surface, fill, tab, border_radius=vp.px(11))
        pygame.draw.rect(surface, ink, tab, width=vp.px(2), border_radius=vp.px(11))
        text.draw(surface, word, size, palette.TEXT, bold=True, center=tab.center)

    def _draw_compact(self, surface: pygame.Surface, seat: int, zone: pygame.Rect) -> None:
        vp, view = self.table.ctx.viewport, self.table.state
        colour = seat_colour(view, seat)
        up = standing(view, seat)
        pygame.draw.rect(surface, palette.PANEL if up else palette.FELT_DARK, vp.rect(zone), border_radius=vp.px(10))
        ring = 4 if self.table._to_act() == seat else 2
        pygame.draw.rect(surface, colour if up else palette.FELT_LINE, vp.rect(zone), width=vp.px(ring),
                         border_radius=vp.px(10))
        size = max(15, min(20, zone.h // 8))
        small = text.legible(vp.px(size - 1))  # every line at a readable size, however small the panel
        step = max(size + 3, text.line_height(small) / vp.scale)
        x, y = zone.x + 10, float(zone.y + 4)
        health_size = text.legible(vp.px(size + 2))
        left = x + self.fighters.side_mark(surface, seat, (x, y + 1), size)
        name_room = vp.px(zone.right - 10 - left - 4)  # the name's room beside the health (the bar shows its share)
        gap = vp.px(6)  # between the name and the health: counted in choosing the health's words ("Enemy…  10/10")
        beside = name_room - gap - text.width(self.table.names[seat], small, True)
        health = text.first_fit(health_counts(view, seat), health_size, beside, True) if up else "out"
        name_room -= text.width(health, health_size, bold=True) + gap
        name, fitted = text.legible_line(self.table.names[seat], vp.px(size), name_room, bold=True)
        text.draw(surface, name, fitted, colour if up else palette.DIM_TEXT, bold=True, topleft=vp.point(left, y))
        if role(view, seat) == "Leader":
            crown_at = left + text.width(name, fitted, bold=True) / vp.scale + 4
            draw_crown(surface, vp, (crown_at, y + 2), size)
        text.draw(surface, health, health_size, palette.TEXT if up else palette.ERROR_RED, bold=True,
                  topright=vp.point(zone.right - 10, y - 1))
        y += max(step, text.line_height(fitted, bold=True) / vp.scale) + 1
        draw_health(surface, vp, pygame.Rect(x, y, zone.w - 20, max(6, size // 3)), view, seat, 4)
        y += max(6, size // 3) + 3
        width = vp.px(zone.w - 20)
        counts = text.fitted(pile_counts(view, seat), small, width)
        text.draw(surface, counts, small, palette.TEXT, topleft=vp.point(x, y))
        y += step
        room = pygame.Rect(x, y + step, zone.w - 20, zone.bottom - 4 - y - step)  # under the next line
        event = view.events[seat]
        if event is not None and vp.px(room.h) < text.line_height(small):  # no room under it: the Event's name
            named = event_named(self.table.catalog, event)  # takes the ADR's place, in the Events' gold
            text.draw(surface, text.fitted(named, small, width), small, palette.GOLD_LIGHT,
                      topleft=vp.point(x, y))
            return
        line = text.fitted(part_lines(view, seat), small, width)
        text.draw(surface, line, small, palette.CHARGE_LIGHT, topleft=vp.point(x, y))
        self._draw_compact_event(surface, seat, room, size - 2)

    def _draw_compact_event(self, surface: pygame.Surface, seat: int, room: pygame.Rect, size: int) -> None:
        """The fighter's Event in play: its name, and its words where the panel has room for them."""
        vp, event = self.table.ctx.viewport, self.table.state.events[seat]
        fitted = text.legible(vp.px(size))
        if event is None or vp.px(room.h) < text.line_height(fitted):
            return
        lines = text.shorten([event_told(self.table.catalog, event)], fitted, vp.px(room.w), vp.px(room.h))
        line_step = text.line_height(fitted)
        left, top = vp.point(room.x, room.y)
        for k, line in enumerate(lines):
            text.draw(surface, line, fitted, palette.GOLD_LIGHT, topleft=(left, top + k * line_step))

    def _draw_attack_marks(self, surface: pygame.Surface) -> None:
        """While an attack waits: the panel of the fighter attacked ringed in red and tabbed "attacked", the
        attacker's tabbed "attacking" (and the defending teammate's "defending")."""
        view = self.table.state
        attack = view.attack
        if attack is None:
            return
        vp = self.table.ctx.viewport
        target = self.table.zones[fighter_zone(view, self.table.viewer, attack.target)]
        pygame.draw.rect(surface, palette.ATTACK_RED, vp.rect(target), width=vp.px(5), border_radius=vp.px(10))
        tabs = [(attack.target, "attacked", True), (attack.seat, "attacking", False)]
        if attack.blocker is not None:
            tabs.append((attack.blocker, "defending", False))
        for seat, word, filled in tabs:
            zone = vp.rect(self.table.zones[fighter_zone(view, self.table.viewer, seat)])
            self._tab(surface, zone, word, palette.ATTACK_RED, palette.ATTACK_RED if filled else palette.PANEL)
