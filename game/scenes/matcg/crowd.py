"""The other fighters at a table of teams, each in a compact panel: its side's shape and colour before its name
(the shape tells the sides apart without colour), its health in numbers and as a bar, its hand, deck and discards
counted, its team's pooled ADR and what waits for its next move, and the Event it has in play. The fighter the game
waits for is ringed; a fighter knocked out is dimmed and marked "out"; while an attack waits, the fighter attacked
is ringed in red and tabbed, and so are the attacker and a teammate defending. A mixin of the table's painting: it
reads the shown view of the seat at the screen, in which every other hand is only a count."""

from __future__ import annotations

import pygame

from game.engine.matcg.cards import rules_text
from game.engine.matcg.teams import standing
from game.scenes.matcg.panels import FighterPanels, seat_colour
from game.scenes.matcg.places import fighter_zone, others
from game.scenes.matcg.words import name_of
from game.ui import palette, text
from game.ui.matcg.faces import printed
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


class CrowdPanels(FighterPanels):
    zones: dict[str, pygame.Rect]
    viewer: int

    def _draw_others(self, surface: pygame.Surface) -> None:
        for seat in others(self.state, self.viewer):
            self._draw_compact(surface, seat, self.zones[fighter_zone(self.state, self.viewer, seat)])
        self._draw_attack_marks(surface)

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
        size = max(14, min(20, zone.h // 8))
        step = size + 4
        x, y = zone.x + 10, zone.y + 6
        health = f"{max(0, view.health[seat])}/{view.max_health}" if up else "out"
        right = text.width(health, vp.px(size + 2), bold=True)
        name_room = vp.px(zone.w - 30 - size) - right
        name = self.names[seat]
        text.draw(surface, name, text.fit(name, vp.px(size), name_room, bold=True), colour if up else palette.DIM_TEXT,
                  bold=True, topleft=vp.point(x + self._side_mark(surface, seat, (x, y + 1), size), y))
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
        adr = " \u00b7 ".join(part for part in (f"Team ADR {view.adr[seat]}", self._fighter_notes(seat)) if part)
        text.draw(surface, adr, text.fit(adr, vp.px(size - 1), vp.px(zone.w - 20)), palette.CHARGE_LIGHT,
                  topleft=vp.point(x, y))
        y += step
        self._draw_compact_event(surface, seat, pygame.Rect(x, y, zone.w - 20, zone.bottom - 4 - y), size - 2)

    def _draw_bar(self, surface: pygame.Surface, bar: pygame.Rect, seat: int) -> None:
        vp, view = self.ctx.viewport, self.state
        pygame.draw.rect(surface, palette.FELT_DARK, vp.rect(bar), border_radius=vp.px(4))
        share = max(0, view.health[seat]) / view.max_health if view.max_health else 0
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
            zone = self.zones[fighter_zone(view, self.viewer, seat)]
            size = vp.px(15)
            tab = pygame.Rect(0, 0, text.width(word, size, bold=True) + vp.px(16), vp.px(22))
            tab.midbottom = vp.point(zone.centerx, zone.bottom + 6)
            pygame.draw.rect(surface, palette.ATTACK_RED if filled else palette.PANEL, tab, border_radius=vp.px(11))
            pygame.draw.rect(surface, palette.ATTACK_RED, tab, width=vp.px(2), border_radius=vp.px(11))
            text.draw(surface, word, size, palette.TEXT, bold=True, center=tab.center)
