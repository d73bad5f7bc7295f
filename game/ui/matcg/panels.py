"""The two fighters' panels of the duel table: name, health, ADR and what waits for the next move, deck and
discards with the Recovery Phase or sudden death when the deck runs out, the opponent's hand as backs, and the
Events in play in words; and what marks a fighter's side and part on every panel (the shape of its side, its part in an
Army of One, the leader's crown).

A part the table's painter holds (`FighterPanels(table)`), reading the table through `PanelledTable`: the shown view
of the seat at the screen."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine.matcg.cards import Catalog
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import MatcgState
from game.engine.matcg.teams import standing, teams_of
from game.layout.matcg.table import BACK, LABEL_W, MOST_BACKS, backs, opponent_parts
from game.ui import marks, palette, text
from game.ui.matcg.faces import duel_back
from game.ui.painter import Window
from game.ui.palette import Rgb
from game.ui.piles import draw_backs, empty_place
from game.ui.shown_table import ShownTable
from game.ui.viewport import Viewport
from game.words.matcg.fighters import adr_label, deck_notes, event_words, fighter_notes, health_line, in_hand, role

SEAT_COLOURS: tuple[Rgb, ...] = (palette.KENPO_YELLOW, palette.BLOCK_LIGHT)  # each side's, in order


def seat_colour(view: MatcgState, seat: int) -> Rgb:
    """The colour of the seat's side (in a duel, of the seat)."""
    side = next((k for k, team in enumerate(teams_of(view)) if seat in team), seat) if view.seats else seat
    return SEAT_COLOURS[side % len(SEAT_COLOURS)]


SHAPES = ("circle", "diamond")  # each side's mark, in the order of the teams


def side_shape(teams: tuple[tuple[int, ...], ...], seat: int) -> str:
    side = next(k for k, team in enumerate(teams) if seat in team)
    return SHAPES[side % len(SHAPES)]


def draw_shape(surface: pygame.Surface, vp: Viewport, shape: str, centre: tuple[float, float], size: float,
               colour: tuple[int, int, int]) -> None:
    """A side's mark (game.ui.marks.shape), `size` across, centred at `centre` (design space)."""
    x, y = vp.point(*centre)
    r = vp.px(size / 2)
    marks.shape(surface, shape, colour, pygame.Rect(x - r, y - r, 2 * r, 2 * r))


def draw_health(surface: pygame.Surface, vp: Viewport, bar: pygame.Rect, view: MatcgState, seat: int,
                radius: int) -> None:
    """The seat's health as a bar (design space), its fill green over half, gold over a quarter, red under it."""
    pygame.draw.rect(surface, palette.FELT_DARK, vp.rect(bar), border_radius=vp.px(radius))
    most = view.full_health(seat)
    share = max(0, view.health[seat]) / most if most else 0
    fill = palette.RECOVER_GREEN if share > 0.5 else palette.GOLD_DARK if share > 0.25 else palette.ATTACK_RED
    if share > 0:
        pygame.draw.rect(surface, fill, vp.rect((bar.x, bar.y, bar.w * share, bar.h)), border_radius=vp.px(radius))


def draw_crown(surface: pygame.Surface, vp: Viewport, at: tuple[float, float], size: float) -> None:
    """The leader's mark, `size` wide, its top left at `at` (design space)."""
    x, y = at
    h = size * 0.75
    points = [(x, y + h), (x, y + h * 0.25), (x + size * 0.25, y + h * 0.55), (x + size * 0.5, y),
              (x + size * 0.75, y + h * 0.55), (x + size, y + h * 0.25), (x + size, y + h)]
    pygame.draw.polygon(surface, palette.GOLD, [vp.point(*p) for p in points])


class PanelledTable(ShownTable[MatcgState, Catalog], Protocol):
    """What FighterPanels reads of the table; it changes none of it."""

    names: tuple[str, ...]

    @property
    def ctx(self) -> Window: ...

    @property
    def rule_set(self) -> RuleSet: ...

    def _to_act(self) -> int | None:
        """The seat the game waits for now."""
        ...


class FighterPanels:
    """The panel of a fighter of a duel (and of the seat at the screen at a table of teams), and the marks of a
    fighter's side and part that every panel shows."""

    def __init__(self, table: PanelledTable) -> None:
        self.table = table

    def draw(self, surface: pygame.Surface, seat: int, zone: pygame.Rect, mine: bool) -> None:
        vp, view = self.table.ctx.viewport, self.table.state
        colour = seat_colour(view, seat)
        acting = self.table._to_act() == seat
        if acting:
            pygame.draw.rect(surface, colour, vp.rect(zone), width=vp.px(3), border_radius=vp.px(10))
        x, y = zone.x + 14, zone.y + 8
        name = self.title(seat)
        indent = self.side_mark(surface, seat, (x, y + 2), 20)
        text.draw(surface, name, max(text.least_legible(), text.fit(name, vp.px(22), vp.px(220 - indent), bold=True)),
                  colour, bold=True,
                  topleft=vp.point(x + indent, y))
        bar = pygame.Rect(x, y + 30, 220, 20)
        draw_health(surface, vp, bar, view, seat, 5)
        text.draw(surface, health_line(view, seat), text.legible(vp.px(16)), palette.TEXT, bold=True,
                  center=vp.point(*bar.center))
        adr = f"{adr_label(view, seat)} {view.adr[seat]}"
        text.draw(surface, adr, text.legible(vp.px(20)), palette.CHARGE_LIGHT, bold=True, topleft=vp.point(x, y + 56))
        notes = fighter_notes(view, seat)
        if notes:
            left = x + 16 + text.width(adr, text.legible(vp.px(20)), bold=True) / vp.scale
            notes, size = text.legible_line(notes, vp.px(15), vp.px(x + 226 - left))
            text.draw(surface, notes, size, palette.GOLD_LIGHT,
                      topleft=vp.point(left, y + 59))
        self._draw_piles(surface, seat, zone, mine)
        self._draw_event_words(surface, seat, zone, mine)

    def title(self, seat: int) -> str:
        """The seat's name on its panel (with its part in an Army of One)."""
        part = role(self.table.state, seat)
        return f"{self.table.names[seat]} \u00b7 {part}" if part else self.table.names[seat]

    def side_mark(self, surface: pygame.Surface, seat: int, at: tuple[float, float], size: int) -> int:
        """The shape of the seat's side before its name at a table of teams (none in a duel); how far it reaches."""
        view = self.table.state
        if not view.teams:
            return 0
        colour = seat_colour(view, seat) if standing(view, seat) else palette.DIM_TEXT
        draw_shape(surface, self.table.ctx.viewport, side_shape(view.teams, seat),
                   (at[0] + size / 2, at[1] + size / 2), size * 0.8, colour)
        return size + 4

    def _draw_event_words(self, surface: pygame.Surface, seat: int, zone: pygame.Rect, mine: bool) -> None:
        """What the Events in play do, in words big enough to read (their cards lie small in the panels)."""
        vp = self.table.ctx.viewport
        words = event_words(self.table.catalog, self.table.state, seat, challenge=mine)
        if not words:
            return
        room = pygame.Rect(zone.x + 370, zone.y + 8, 240, zone.h - 14) if mine else pygame.Rect(
            zone.x + 250, zone.y + 32, 470, 40)
        size, wrapped = text.readable_block(words, vp.px(15), text.least_legible(), vp.px(room.w),
                                            vp.px(room.h))
        step = text.line_height(size)
        for k, line in enumerate(wrapped):
            text.draw(surface, line, size, palette.GOLD_LIGHT, topleft=(vp.point(room.x, room.y)[0],
                                                                        vp.point(room.x, room.y)[1] + k * step))

    def _draw_piles(self, surface: pygame.Surface, seat: int, zone: pygame.Rect, mine: bool) -> None:
        vp, view = self.table.ctx.viewport, self.table.state
        deck, discards = len(view.decks[seat]), len(view.discards[seat])
        if mine:
            left = zone.x + 250
            lines = [(f"Deck {deck}", palette.TEXT), (f"Discards {discards}", palette.TEXT),
                     (f"Hand {len(view.hands[seat])}", palette.DIM_TEXT)]
            for k, (line, ink) in enumerate(lines):
                text.draw(surface, line, text.legible(vp.px(17)), ink, bold=k < 2,
                          topleft=vp.point(left, zone.y + 10 + k * 24))
            self._draw_deck_note(surface, seat, zone, mine=True)
            return
        count, size, parts = len(view.hands[seat]), text.legible(vp.px(16)), opponent_parts(zone)
        most = min(count, MOST_BACKS)  # fewer backs where their count would run into the discards
        while most and backs(zone, count, most)[-1].right + 16 + text.width(
                in_hand(count, most), size) / vp.scale > parts["discard"].x:
            most -= 1
        shown = backs(zone, count, most)
        draw_backs(surface, vp, shown, duel_back)
        right = shown[-1].right + 8 if shown else zone.x + 250
        text.draw(surface, in_hand(count, len(shown)), size, palette.TEXT,
                  midleft=vp.point(right, zone.bottom - 10 - BACK[1] / 2))
        text.draw(surface, f"Deck {deck}   Discards {discards}", text.legible(vp.px(17)), palette.TEXT, bold=True,
                  topleft=vp.point(zone.x + 250, zone.y + 10))
        self._draw_deck_note(surface, seat, zone, mine=False)
        for key, label in (("event", "Event"), ("discard", "Discards")):
            rect = parts[key]
            line, size = text.legible_line(label, text.readable(vp.px(14)), vp.px(LABEL_W))
            text.draw(surface, line, size, palette.DIM_TEXT, midbottom=vp.point(rect.centerx, rect.y - 2))
            if key == "event" and view.events[seat] is None:
                empty_place(surface, vp, vp.rect(rect), "none", text.readable(vp.px(14)), 6)

    def _draw_deck_note(self, surface: pygame.Surface, seat: int, zone: pygame.Rect, mine: bool) -> None:
        """What an empty deck means under these rules, always in sight under the ADR: the Recovery Phase, or
        sudden death; in red once the deck is empty. At a readable size: on the screen's own panel it may run under
        the piles' words (nothing else is on that line); on another's, the backs of its hand are there, and the
        words are fewer where the long ones do not fit."""
        vp, view = self.table.ctx.viewport, self.table.state
        empty = not view.decks[seat]
        notes = deck_notes(view, seat, self.table.rule_set.reshuffle)
        room = vp.px(opponent_parts(zone)["discard"].x - 8 - zone.x - 14 if mine else 228)
        size = text.least_legible()
        line, size = text.legible_line(text.first_fit(notes, size, room, empty), vp.px(15), room, bold=empty)
        text.draw(surface, line, size, palette.ERROR_RED if empty else palette.DIM_TEXT, bold=empty,
                  topleft=vp.point(zone.x + 14, zone.bottom - 24))
