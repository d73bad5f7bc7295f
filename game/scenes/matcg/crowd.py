"""The other fighters at a table of teams, each in a compact panel: its side's shape and colour before its name
(the shape tells the sides apart without colour), its health in numbers and as a bar, its hand, deck and discards
counted, its team's pooled ADR and what waits for its next move, and the Event it has in play. The fighter the game
waits for is ringed; a fighter knocked out is dimmed and marked "out"; while an attack waits, the fighter attacked
is ringed in red and tabbed, and so are the attacker and a teammate defending. A mixin of the table's painting: it
reads the shown view of the seat at the screen, in which every other hand is only a count."""

from __future__ import annotations

import pygame

from game.engine.core import Command
from game.engine.matcg import army
from game.engine.matcg import commands as cmd
from game.engine.matcg.cards import rules_text
from game.engine.matcg.state import MatcgState
from game.engine.matcg.teams import standing
from game.scenes.matcg.panels import FighterPanels, adr_label, seat_colour
from game.scenes.matcg.places import fighter_zone, others
from game.scenes.matcg.words import name_of
from game.ui import palette, text
from game.ui.matcg.faces import printed
from game.ui.palette import Rgb
from game.ui.viewport import Viewport

SHAPES = ("circle", "diamond")  # each side's mark, in the order of the teams


def side_shape(teams: tuple[tuple[int, ...], ...], seat: int) -> str:
    side = next(k for k, team in enumerate(teams) if seat in team)
    return SHAPES[side % len(SHAPES)]


def draw_shape(surface: pygame.Surface, vp: Viewport, shape: str, centre: tuple[float, float], size: float,
               colour: tuple[int, int, int]) -> None:
    """A side's mark, `size` across, centred at `centre` (design space)."""
    x, y = vp.point(*centre)
    r = vp.px(size / 2)
    if shape == "circle":
        pygame.draw.circle(surface, colour, (x, y), r)
    else:
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])


def role(view: MatcgState, seat: int) -> str:
    """The seat's part in an Army of One as its panel names it ("Hero", "Leader"; an enemy none), else none."""
    part = army.part_of(view, seat)
    return part.title() if part in ("hero", "leader") else ""


def draw_crown(surface: pygame.Surface, vp: Viewport, at: tuple[float, float], size: float) -> None:
    """The leader's mark, `size` wide, its top left at `at` (design space)."""
    x, y = at
    h = size * 0.75
    points = [(x, y + h), (x, y + h * 0.25), (x + size * 0.25, y + h * 0.55), (x + size * 0.5, y),
              (x + size * 0.75, y + h * 0.55), (x + size, y + h * 0.25), (x + size, y + h)]
    pygame.draw.polygon(surface, palette.GOLD, [vp.point(*p) for p in points])


class CrowdPanels(FighterPanels):
    zones: dict[str, pygame.Rect]
    viewer: int

    def panel_picks(self) -> dict[int, Command]:
        """The commands made by clicking another fighter's panel (naming it the leader, calling it to defend)."""
        raise NotImplementedError

    def _draw_others(self, surface: pygame.Surface) -> None:
        for seat in others(self.state, self.viewer):
            self._draw_compact(surface, seat, self.zones[fighter_zone(self.state, self.viewer, seat)])
        self._draw_attack_marks(surface)
        self._draw_picks(surface)

    def _draw_picks(self, surface: pygame.Surface) -> None:
        """The panels a click on which makes a command: lit, and tabbed with what the click does."""
        vp = self.ctx.viewport
        for seat, command in self.panel_picks().items():
            zone = vp.rect(self.zones[fighter_zone(self.state, self.viewer, seat)])
            pygame.draw.rect(surface, palette.HIGHLIGHT, zone, width=vp.px(4), border_radius=vp.px(10))
            word = "name leader" if isinstance(command, cmd.NameLeader) else "call to defend"
            self._tab(surface, zone, word, palette.HIGHLIGHT, palette.PANEL)

    def _tab(self, surface: pygame.Surface, zone: pygame.Rect, word: str, ink: Rgb, fill: Rgb) -> None:
        """A word in a pill on the bottom edge of a panel (`zone` in window pixels): at the right end of another
        fighter's, where its words leave room; in the middle of the seat's own."""
        vp = self.ctx.viewport
        size = vp.px(15)
        tab = pygame.Rect(0, 0, text.width(word, size, bold=True) + vp.px(14), vp.px(21))
        if zone == vp.rect(self.zones["me"]):
            tab.midbottom = (zone.centerx, zone.bottom + vp.px(6))
        else:
            tab.bottomright = (zone.right - vp.px(6), zone.bottom + vp.px(9))
        pygame.draw.rect(surface, fill, tab, border_radius=vp.px(11))
        pygame.draw.rect(surface, ink, tab, width=vp.px(2), border_radius=vp.px(11))
        text.draw(surface, word, size, palette.TEXT, bold=True, center=tab.center)

    def _title(self, seat: int) -> str:
        part = role(self.state, seat)
        return f"{self.names[seat]} \u00b7 {part}" if part else self.names[seat]

    def _side_mark(self, surface: pygame.Surface, seat: int, at: tuple[float, float], size: int) -> int:
        view = self.state
        if not view.teams:
            return 0
        colour = seat_colour(view, seat) if standing(view, seat) else palette.DIM_TEXT
        draw_shape(surface, self.ctx.viewport, side_shape(view.teams, seat), (at[0] + size / 2, at[1] + size / 2),
                   size * 0.8, colour)
        return size + 4

    def _draw_compact(self, surface: pygame.Surface, seat: int, zone: pygame.Rect) -> None:
        vp, view = self.ctx.viewport, self.state
        colour = seat_colour(view, seat)
        up = standing(view, seat)
        pygame.draw.rect(surface, palette.PANEL if up else palette.FELT_DARK, vp.rect(zone), border_radius=vp.px(10))
        ring = 4 if self._to_act() == seat else 2
        pygame.draw.rect(surface, colour if up else palette.FELT_LINE, vp.rect(zone), width=vp.px(ring),
                         border_radius=vp.px(10))
        size = max(15, min(20, zone.h // 8))
        step = size + 3
        x, y = zone.x + 10, zone.y + 6
        health = f"{max(0, view.health[seat])}/{view.full_health(seat)}" if up else "out"
        right = text.width(health, vp.px(size + 2), bold=True)
        name_room = vp.px(zone.w - 30 - size) - right
        name = self.names[seat]
        fitted = text.fit(name, vp.px(size), name_room - vp.px(size + 6), bold=True)
        left = x + self._side_mark(surface, seat, (x, y + 1), size)
        text.draw(surface, name, fitted, colour if up else palette.DIM_TEXT, bold=True, topleft=vp.point(left, y))
        if role(view, seat) == "Leader":
            crown_at = left + text.width(name, fitted, bold=True) / vp.scale + 4
            draw_crown(surface, vp, (crown_at, y + 2), size)
        text.draw(surface, health, vp.px(size + 2), palette.TEXT if up else palette.ERROR_RED, bold=True,
                  topright=vp.point(zone.right - 10, y - 1))
        y += step + 2
        self._draw_bar(surface, pygame.Rect(x, y, zone.w - 20, max(8, size // 2)), seat)
        y += max(8, size // 2) + 4
        counts = (f"Hand {len(view.hands[seat])} \u00b7 Deck {len(view.decks[seat])} \u00b7 "
                  f"Discards {len(view.discards[seat])}")
        text.draw(surface, counts, text.fit(counts, vp.px(size - 1), vp.px(zone.w - 20)), palette.TEXT,
                  topleft=vp.point(x, y))
        y += step
        room = pygame.Rect(x, y + step, zone.w - 20, zone.bottom - 4 - y - step)  # under the next line
        event = view.events[seat]
        crowded = event is not None and room.h < size - 2  # no room under it: the Event's name takes the ADR's place
        adr = f"Event: {name_of(self.catalog, event)}" if crowded and event is not None \
            else f"{adr_label(view, seat)} {view.adr[seat]}"  # (a side's pooled ADR shows on its other panels)
        parts = (role(view, seat), adr, self._fighter_notes(seat))
        line = " \u00b7 ".join(part for part in parts if part)
        text.draw(surface, line, text.fit(line, vp.px(size - 1), vp.px(zone.w - 20)), palette.CHARGE_LIGHT,
                  topleft=vp.point(x, y))
        if not crowded:
            self._draw_compact_event(surface, seat, room, size - 2)

    def _draw_bar(self, surface: pygame.Surface, bar: pygame.Rect, seat: int) -> None:
        vp, view = self.ctx.viewport, self.state
        pygame.draw.rect(surface, palette.FELT_DARK, vp.rect(bar), border_radius=vp.px(4))
        share = max(0, view.health[seat]) / view.full_health(seat) if view.full_health(seat) else 0
        fill = palette.RECOVER_GREEN if share > 0.5 else palette.GOLD_DARK if share > 0.25 else palette.ATTACK_RED
        if share > 0:
            pygame.draw.rect(surface, fill, vp.rect((bar.x, bar.y, bar.w * share, bar.h)), border_radius=vp.px(4))

    def _draw_compact_event(self, surface: pygame.Surface, seat: int, room: pygame.Rect, size: int) -> None:
        """The fighter's Event in play: its name, and its words where the panel has room for them."""
        vp, event = self.ctx.viewport, self.state.events[seat]
        if event is None or room.h < size:
            return
        words = f"Event: {name_of(self.catalog, event)}. {rules_text(printed(self.catalog, event))}"
        fitted = vp.px(size)
        lines = text.shorten([words], fitted, vp.px(room.w), vp.px(room.h))
        line_step = text.line_height(fitted)
        left, top = vp.point(room.x, room.y)
        for k, line in enumerate(lines):
            text.draw(surface, line, fitted, palette.GOLD_LIGHT, topleft=(left, top + k * line_step))

    def _draw_attack_marks(self, surface: pygame.Surface) -> None:
        """While an attack waits: the panel of the fighter attacked ringed in red and tabbed "attacked", the
        attacker's tabbed "attacking" (and the defending teammate's "defending")."""
        view = self.state
        attack = view.attack
        if attack is None:
            return
        vp = self.ctx.viewport
        target = self.zones[fighter_zone(view, self.viewer, attack.target)]
        pygame.draw.rect(surface, palette.ATTACK_RED, vp.rect(target), width=vp.px(5), border_radius=vp.px(10))
        tabs = [(attack.target, "attacked", True), (attack.seat, "attacking", False)]
        if attack.blocker is not None:
            tabs.append((attack.blocker, "defending", False))
        for seat, word, filled in tabs:
            zone = vp.rect(self.zones[fighter_zone(view, self.viewer, seat)])
            self._tab(surface, zone, word, palette.ATTACK_RED, palette.ATTACK_RED if filled else palette.PANEL)
