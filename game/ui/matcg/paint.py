"""Drawing the duel table: both fighters' panels (health, ADR, Event in play, deck and discards, the Recovery Phase
or sudden death), the link ribbon, the fight, the Strategy zone, the turn and the log, the lit targets and the
forecast of a held card, and the cards; the hint and banners as every gliding table draws them (the table's
draw_hints).

A part the table holds (`DuelPainter(table, steps, fighters, crowd)`), reading the table through `PaintedTable`; the
fighters' panels are FighterPanels (game.ui.matcg.panels), the others' at a table of teams CrowdPanels
(game.ui.matcg.crowd). Every card drawn face up comes from the view of the seat at the screen (`table.state`, the
timeline's shown view): the opponent's hand is only ever a count of backs.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol

import pygame

from game.engine.matcg.cards import Catalog
from game.engine.matcg.state import MatcgState
from game.layout.hand import HandRow, hidden_hand
from game.layout.matcg.places import fighter_zone
from game.layout.matcg.table import FIGHT_WORDS, HAND_CARD
from game.play.matcg.ribbon import Ribbon
from game.play.matcg.targets import Target
from game.ui import palette, shapes, text
from game.ui.backdrop import Backdrop
from game.ui.drag import draw_see_through
from game.ui.hand import draw_arrows
from game.ui.matcg.crowd import CrowdPanels, PanelPicks
from game.ui.matcg.faces import duel_back
from game.ui.matcg.panels import FighterPanels
from game.ui.matcg.ribbon import RESULTS
from game.ui.painter import TablePainter
from game.ui.palette import Rgb
from game.ui.piles import draw_backs, empty_place
from game.ui.shapes import glow, ready_glow
from game.ui.shown import draw_log, draw_log_title
from game.ui.shown_table import Painted
from game.ui.status import draw_status, draw_turn
from game.ui.tip import placed
from game.words.matcg.felt import NO_COMBO, combo_title, fight_line, fight_title, link_numbers
from game.words.matcg.seating import Seating
from game.words.matcg.telling import name_of

LIT_ALPHA = {False: 34, True: 70}  # the glow of a place the held card may go, and of the one under the pointer
HELD_SCALE = 0.5  # a held card away from the hand, as a part of a hand card
HELD_CARD = (HAND_CARD[0] * HELD_SCALE, HAND_CARD[1] * HELD_SCALE)  # design px: its size there


class PaintedTable(Painted[MatcgState, Catalog], Protocol):
    """What DuelPainter reads of the table, besides what every table's painter (Painted) reads: of it, it sets only
    `backdrop`."""

    ribbon: Ribbon
    row: HandRow
    seating: Seating  # who sits where: a seat of the screen's own is a person's

    def _to_act(self) -> int | None:
        """The seat the game waits for now."""
        ...

    def held_targets(self, held: str | None = None) -> list[Target]: ...


class DuelPainter(TablePainter):
    """The duel table's felt, with the fighters' panels, the ribbon, the fight, the status, the turn and the log;
    its cards; and a held card with its lit targets and forecast."""

    def __init__(self, table: PaintedTable, steps: PanelPicks, fighters: FighterPanels, crowd: CrowdPanels) -> None:
        self.table = table
        self.steps = steps
        self.fighters = fighters
        self.crowd = crowd

    # ----- the whole frame ---------------------------------------------------------------------

    def paint_table(self, surface: pygame.Surface) -> None:
        if self.table.backdrop is None:
            self.table.backdrop = Backdrop()
        self.table.backdrop.draw(surface, self._still_key(), self._paint_still)
        self.table.draw_buttons(surface)

    def paint_cards(self, surface: pygame.Surface) -> None:
        self._draw_sprites(surface)
        if self.table.hide_hand:
            self._draw_hidden_hand(surface)
        draw_arrows(surface, self.table.ctx.viewport, self.table.row)

    def paint_lights(self, surface: pygame.Surface) -> None:
        if self.table.drag is not None:
            self._draw_targets(surface, self.table.held_targets())
        self.table.shown.draw(surface)

    def paint_held(self, surface: pygame.Surface) -> None:
        if self.table.drag is not None:
            self._draw_held(surface)
            held = self.table.held_targets()
            if held:  # else the table says why it may go nowhere (game.ui.no_place)
                self._draw_forecast(surface, held)

    def paint_hints(self, surface: pygame.Surface) -> None:
        self.table.draw_hints(surface)

    def ready_pickup(self, card: str) -> None:
        """What picking up `card` draws first: the places it may go lit, each as lit as it is under the pointer too
        (a card picked up by the keyboard leaves the pointer where it was, over a place maybe), and what a drop on
        each would do."""
        vp = self.table.ctx.viewport
        for target in self.table.held_targets(card):
            for alpha in LIT_ALPHA.values():
                ready_glow((*palette.HIGHLIGHT, alpha), vp.rect(self.table.zones[target.zone].inflate(6, 6)), vp.px(10))
            for k, (line, ink) in enumerate(self.forecast_lines(target)):
                text.render(line, text.readable(vp.px(16)), ink, bold=k == 0)

    def _still_key(self) -> Hashable:
        """Everything the still part of the frame reads: it is painted again whenever any of it changes."""
        table = self.table
        return (table.ctx.viewport, table.viewer, table.names, table.state, table._to_act(), table.status_line(),
                table.turn_lines(), tuple(table.log_lines()), table.log_back, table.ribbon,
                tuple(self.steps.panel_picks().items()), tuple(tuple(box) for box in table.covered))

    def _paint_still(self, surface: pygame.Surface) -> None:
        """What changes only with the fight and the window, painted once into the shared layer: the felt, the
        panels, the fighters, the combo ribbon, the fight and Strategy zones, the status, the turn and the log.
        The cards, the arrows and all that follows the pointer are drawn over it each frame."""
        self.table.draw_felt(surface)
        duel = "opponent" in self.table.zones
        for name in ("opponent" if duel else "others", "me", "ribbon", "fight", "strategy", "turn", "status", "log"):
            self._panel(surface, self.table.zones[name])
        if self.table.state.seats:
            if duel:
                other = (self.table.viewer + 1) % self.table.state.seats
                self.fighters.draw(surface, other, self.table.zones["opponent"], mine=False)
            self.fighters.draw(surface, self.table.viewer, self.table.zones["me"], mine=True)
        self._draw_ribbon(surface)
        self._draw_zones(surface)
        self._draw_texts(surface)
        if self.table.state.seats and not duel:
            self.crowd.draw(surface)

    def _panel(self, surface: pygame.Surface, zone: pygame.Rect) -> None:
        vp = self.table.ctx.viewport
        pygame.draw.rect(surface, palette.PANEL, vp.rect(zone), border_radius=vp.px(10))

    # ----- the middle ---------------------------------------------------------------------------------------

    def _draw_ribbon(self, surface: pygame.Surface) -> None:
        vp, zone = self.table.ctx.viewport, self.table.zones["ribbon"]
        ribbon = self.table.ribbon
        y = zone.centery
        if not ribbon.links:
            text.draw(surface, NO_COMBO, text.legible(vp.px(16)), palette.DIM_TEXT,
                      midleft=vp.point(zone.x + 14, y))
            return
        label, size = combo_title(self.table.names, ribbon.seat), text.legible(vp.px(15))
        text.draw(surface, label, size, palette.DIM_TEXT, bold=True, midleft=vp.point(zone.x + 12, y))
        x = zone.x + max(130, 24 + text.width(label, size, bold=True) / vp.scale)
        room = zone.right - 150 - x
        # a chip is 190 wide, or as wide as its card's name and how it fared need at the least legible size
        # ("Phoenix Eye…: waits" at the Largest text), while the ribbon has room
        words = [f"{name_of(self.table.catalog, link.card)}: {RESULTS[link.result][0]}" for link in ribbon.links]
        needed = max(text.width(line, text.least_legible(), bold=True) for line in words) / vp.scale + 20
        step = min(max(190.0, needed), room / len(ribbon.links))
        for k, link in enumerate(ribbon.links):
            chip = pygame.Rect(round(x + k * step), zone.y + 6, round(step) - 8, zone.h - 12)
            label, ink = RESULTS[link.result]
            pygame.draw.rect(surface, palette.FELT_DARK, vp.rect(chip), border_radius=vp.px(8))
            pygame.draw.rect(surface, ink, vp.rect(chip), width=vp.px(2), border_radius=vp.px(8))
            width = vp.px(chip.w - 10)  # the card's name, cut where it must be, and always how it fared
            named = name_of(self.table.catalog, link.card)
            top, size = text.legible_line(f"{named}: {label}", vp.px(14), width, bold=True)
            if not top.endswith(f": {label}"):
                name = text.cut(named, size, width - text.width(f": {label}", size, True), True)
                top = f"{name}: {label}"
            bottom, small = text.legible_line(link_numbers(link), vp.px(14), width)
            if text.line_height(size, True) + text.line_height(small) > vp.px(chip.h):  # one line: how it fared
                text.draw(surface, top, size, palette.TEXT, bold=True, center=vp.rect(chip).center)
                continue
            text.draw(surface, top, size, palette.TEXT, bold=True, midtop=vp.point(chip.centerx, chip.y + 1))
            text.draw(surface, bottom, small, palette.GOLD_LIGHT, midbottom=vp.point(chip.centerx, chip.bottom - 1))
        if ribbon.ended:
            end = f"ended: {ribbon.ended}"
            text.draw(surface, end, text.legible(vp.px(15)), palette.DIM_TEXT, midright=vp.point(zone.right - 10, y))

    def _draw_zones(self, surface: pygame.Surface) -> None:
        vp, view = self.table.ctx.viewport, self.table.state
        fight, strategy = self.table.zones["fight"], self.table.zones["strategy"]
        if view.attack is not None:
            line = fight_line(self.table.catalog, view, self.table.names)
            room = vp.rect((fight.x + 12, fight.y + 4, fight.w - 24, FIGHT_WORDS - 10))  # from the top: one line or two
            text.draw_block(surface, line, room, palette.TEXT, vp.px(18), text.least_readable(), True, "left", True)
        else:
            text.draw(surface, fight_title(view), text.legible(vp.px(17)), palette.DIM_TEXT, bold=True,
                      topleft=vp.point(fight.x + 12, fight.y + 8))
        text.draw(surface, "Strategy cards", text.legible(vp.px(16)), palette.DIM_TEXT, bold=True,
                  topleft=vp.point(strategy.x + 12, strategy.y + 8))
        if not view.stack:
            text.draw(surface, "drop one here to play it", text.readable(vp.px(14)), palette.DIM_TEXT,
                      topleft=vp.point(strategy.x + 12, strategy.y + 30))
        if view.events[self.table.viewer] is None:
            mine = self.table.zones["my_event"]
            empty_place(surface, vp, vp.rect((mine.x + 6, mine.bottom - 86, 60, 84)), "none", text.readable(vp.px(14)),
                        6)
        for line, size, ink, box in self._own_labels():
            text.draw(surface, line, size, ink, False, topleft=box.topleft)

    def _own_labels(self) -> list[tuple[str, int, Rgb, pygame.Rect]]:
        """The words over the seat's own pile and Event (and Challenge): each line, its size, its ink and its box
        (window pixels). Each is centred on its card and takes at most the distance to the next label's centre, so
        no two meet (at the Largest text, "Discards" and "Your Event" ran together)."""
        vp, view = self.table.ctx.viewport, self.table.state
        mine, discard = self.table.zones["my_event"], self.table.zones["my_discard"]
        event_x, challenge_x = mine.x + 36, mine.right - 36
        # "Your Event" to a person at the screen; a table of computers only watched says whose it is no better
        event_label = "Your Event" if self.table.viewer in self.table.seating.people else "Event"
        event_room = event_x - discard.centerx
        labels: list[tuple[str, Rgb, float, float]] = []
        if view.challenge is not None:  # beside the Challenge, in the seat's own panel: "Event" fits whole
            event_room, event_label = min(event_room, challenge_x - event_x), "Event"
            labels.append(("Challenge", palette.GOLD_LIGHT, challenge_x - event_x, challenge_x))
        labels += [(event_label, palette.DIM_TEXT, event_room, event_x),
                   ("Discards", palette.DIM_TEXT, event_x - discard.centerx, discard.centerx)]
        drawn = []
        for label, ink, room, x in labels:
            line, size = text.legible_line(label, text.readable(vp.px(13)), vp.px(room))
            box = text.render(line, size, ink).get_rect(midtop=vp.point(x, mine.y - 13))
            drawn.append((line, size, ink, box))
        return drawn

    def _draw_texts(self, surface: pygame.Surface) -> None:
        vp = self.table.ctx.viewport
        draw_status(surface, vp, self.table.zones["status"], self.table.status_line(), 10)
        draw_turn(surface, vp, self.table.zones["turn"], self.table.turn_lines(), ((16, 18), (26, 50)))
        self._draw_log(surface)

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The news at the table, its newest line last and brightest; scrolled back (game.ui.shown) to read
        every earlier one."""
        vp, zone = self.table.ctx.viewport, self.table.zones["log"]
        draw_log_title(surface, vp, zone)
        draw_log(surface, vp, zone, self.table.log_lines(), self.table.log_back, text.legible(vp.px(15)),
                 vp.rect(zone).y + vp.px(30), covered=self.table.covered)

    # ----- a held card --------------------------------------------------------------------------------------

    def _draw_targets(self, surface: pygame.Surface, held: list[Target]) -> None:
        vp = self.table.ctx.viewport
        under = self._target_under(held)
        for target in held:
            box = vp.rect(self.table.zones[target.zone].inflate(6, 6))
            strong = target is under
            glow(surface, (*palette.HIGHLIGHT, LIT_ALPHA[strong]), box, vp.px(10))
            pygame.draw.rect(surface, palette.HIGHLIGHT, box, width=vp.px(4 if strong else 2), border_radius=vp.px(10))

    def _target_under(self, held: list[Target]) -> Target | None:
        return next((t for t in held if self.table.zones[t.zone].collidepoint(self.table.pointer)), None)

    def words_on_places(self) -> list[pygame.Rect]:
        """The words over the seat's own pile and Event (a lesson's light round the Event passes under them), and
        the forecast beside the pointer while a card is held."""
        labels = [box for _, _, _, box in self._own_labels()]
        held = self.table.held_targets() if self.table.drag is not None else []
        return labels + ([self.forecast(held)[0]] if held else [])

    def forecast(self, held: list[Target]) -> tuple[pygame.Rect, list[pygame.Surface], Target]:
        """What the drop under the pointer would do (or, away from every target, the first one): its box beside the
        pointer (window pixels), its lines, and the target it tells of."""
        vp = self.table.ctx.viewport
        target = self._target_under(held) or held[0]
        lines = self.forecast_lines(target)
        size = text.readable(vp.px(16))  # read while the card is held: never under the readable size
        rendered = [text.render(line, size, ink, bold=k == 0) for k, (line, ink) in enumerate(lines)]
        pad = vp.px(10)
        box = pygame.Rect(0, 0, max(r.get_width() for r in rendered) + 2 * pad,
                          sum(r.get_height() for r in rendered) + 2 * pad)
        window = vp.rect((0, 0, 1280, 720))
        at = vp.point(*self.table.pointer)
        box = placed(box, self._held_rect(), window, vp.px(8),
                     sorted(self._read_beside_forecast(), key=lambda rect: rect.collidepoint(at)))
        return box, rendered, target

    def _read_beside_forecast(self) -> list[pygame.Rect]:
        """What the forecast leaves in sight where the window has room (window pixels), the first mattering most:
        the seat's own panel (its name, health and ADR), the other fighters' panels, the status line, the turn, the
        log and the link ribbon; the one under the pointer last (the forecast tells of it, beside the held card)."""
        vp, zones, view = self.table.ctx.viewport, self.table.zones, self.table.state
        fighters = dict.fromkeys(fighter_zone(view, self.table.viewer, seat) for seat in range(view.seats))
        return [vp.rect(zones[name]) for name in (*fighters, "status", "turn", "log", "ribbon")]

    def _held_rect(self) -> pygame.Rect:
        """Where the held card is drawn (window pixels): in the hand at its size, else smaller about the pointer."""
        assert self.table.drag is not None
        vp, sprite = self.table.ctx.viewport, self.table.drag.sprite
        if self.table.zones["hand"].collidepoint(self.table.pointer):
            return pygame.Rect(sprite.rect)
        x, y = self.table.pointer
        w, h = HELD_CARD
        return pygame.Rect(vp.point(x - w / 2, y - h / 2), vp.rect((0, 0, w, h)).size)

    def forecast_lines(self, target: Target) -> list[tuple[str, Rgb]]:
        """The forecast's lines, of the drop on `target`."""
        return [(target.title, palette.GOLD_LIGHT), *((line, palette.TEXT) for line in target.lines)]

    def _draw_forecast(self, surface: pygame.Surface, held: list[Target]) -> None:
        vp = self.table.ctx.viewport
        box, rendered, target = self.forecast(held)
        shapes.edged_panel(surface, box, palette.HIGHLIGHT, vp.px(2), vp.px(8))
        top = box.y + vp.px(10)
        for image in rendered:
            surface.blit(image, (box.x + vp.px(10), top))
            top += image.get_height()

    # ----- cards ----------------------------------------------------------------------------------------

    def _draw_sprites(self, surface: pygame.Surface) -> None:
        for sprite in self.table.sprites.sprites():
            if self.table.drag is not None and sprite is self.table.drag.sprite:
                continue
            self.table.lit.draw(surface, sprite, sprite.drawn(self.table.ctx.viewport, self.table.face))

    def _draw_hidden_hand(self, surface: pygame.Surface) -> None:
        vp, view = self.table.ctx.viewport, self.table.state
        count = len(view.hands[self.table.viewer]) if view.seats else 0
        draw_backs(surface, vp, hidden_hand(self.table.zones["hand"], min(count, 7)), duel_back)  # seven at the most

    def _draw_held(self, surface: pygame.Surface) -> None:
        """The card in the hand of the mouse; away from the hand it shrinks beside the pointer, so the target
        under it stays in sight."""
        assert self.table.drag is not None
        sprite = self.table.drag.sprite
        if self.table.zones["hand"].collidepoint(self.table.pointer):
            surface.blit(sprite.drawn(self.table.ctx.viewport, self.table.face), sprite.rect)
            return
        draw_see_through(surface, self.table.face, sprite.key, self._held_rect(), 220)
