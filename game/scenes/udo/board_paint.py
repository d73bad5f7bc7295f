"""Drawing the combo board: the table, the cards, the glow on legal targets, hover zoom and banners.

The table as it stands (the felt, the master, Charge, glory, the decks and piles) is painted into a layer
(game.ui.backdrop) keyed by the window and the state, and blitted each frame; the rest is drawn over it.

A mixin of ComboBoardScene, which owns the state it reads: the campaign, zones, sprites (by_key,
slots), the drag, the hovered card, the banner, the Charge toggle and the clock.
"""

from __future__ import annotations

import math

import pygame

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.kai import can_spend
from game.engine.udo.sides import face
from game.engine.udo.state import PLAY, UdoState
from game.scenes.glossary import Explained
from game.scenes.table import HOVER_DELAY, CardTable
from game.scenes.udo import board_draw as draw
from game.scenes.udo import board_forecast as forecast
from game.scenes.udo.board_draw import Piece  # by name: in the class, `draw` is the scene's method
from game.scenes.udo.board_hint import BoardHint
from game.scenes.udo.board_layout import CARD_H, CARD_W, Slot, combo_rects, combos_area
from game.scenes.udo.glossary import attack_part_keywords, explain, half_keywords
from game.ui import palette, text
from game.ui.backdrop import Backdrop
from game.ui.drag import CardSprite, Drag
from game.ui.hand import HandRow, draw_arrows
from game.ui.udo import faces
from game.ui.udo.card_art import attack_parts
from game.ui.udo.card_art import halves as card_halves

PILES = (("discard", "Discard"), ("exhausted", "Exhausted"), ("attack_discard", "Attack discard"))
ZOOM = 2.3
MASTER_KEY = "master"  # hover key of the master card, which is not a sprite


def still_shown(state: UdoState) -> tuple[object, ...]:
    """Everything of the state the table's still layer shows (`_paint_table` reads nothing else of it)."""
    return (state.master, state.covered, state.charge, state.kai_enraged, state.doubled, len(state.kept),
            can_spend(state), state.glory, len(state.defeated), len(state.deck), state.phase == PLAY)


class BoardPainting(CardTable[Catalog]):
    """What the board draws from; ComboBoardScene sets all of it and handles the input."""

    zones: dict[str, pygame.Rect]
    sprites: pygame.sprite.LayeredUpdates
    by_key: dict[str, CardSprite]
    slots: dict[str, Slot]
    drag: Drag | None
    hovered: tuple[str, float] | None
    banner: tuple[str, float] | None
    use_charge: bool
    double: bool  # ENRAGED Kai doubles the next combo resolved
    watched: bool  # shown in a replay
    clock: float
    heart_boxes: dict[str, pygame.Rect]  # the master's hearts in window pixels, set as the table is painted
    hint: BoardHint
    row: HandRow  # the hand's row of cards (scrolled when too long to show whole)
    pointer: tuple[int, int] | None
    backdrop: Backdrop | None = None
    captions: tuple[object, tuple[list[draw.Piece], list[draw.Piece]]] | None = None  # by what they show

    @property
    def state(self) -> UdoState:
        return self.campaign.state

    def _combo_targets(self) -> dict[int, pygame.Rect]:
        """Drop areas of the existing combos (design space): the combo and half a card to its right."""
        rects = combo_rects(combos_area(self.zones), self.state.combos)
        return {i: r.inflate(CARD_W // 2, 30).move(CARD_W // 4, 0) for i, r in enumerate(rects)}

    def combo_under(self, at: tuple[float, float]) -> int | None:
        """The combo a card dropped at `at` (design space) would join; len(combos) for a new one."""
        for index, target in self._combo_targets().items():
            if target.collidepoint(at):
                return index
        if self.zones["new_combo"].collidepoint(at) or combos_area(self.zones).collidepoint(at):
            return len(self.state.combos)
        return None

    def paint_table(self, surface: pygame.Surface) -> None:
        vp, state, catalog, zones = self.ctx.viewport, self.state, self.catalog, self.zones
        if self.backdrop is None:
            self.backdrop = Backdrop()
        self.backdrop.draw(surface, (vp, *still_shown(state)), self._paint_table)
        if self.watched:
            line = draw.watched_line(state)
        elif self.hint.active:
            line = self.hint.caption(catalog)
        else:
            line = draw.status_line(catalog, state, self.use_charge)
        draw.status(surface, vp, zones["status"], line)
        self.draw_buttons(surface)

    def paint_cards(self, surface: pygame.Surface) -> None:
        self._draw_sprites(surface)
        counts, words = self._captions()
        surface.blits(counts, doreturn=False)  # after the cards, which never cover them
        draw_arrows(surface, self.ctx.viewport, self.row, self._arrow_under())
        surface.blits(words, doreturn=False)

    def paint_lights(self, surface: pygame.Surface) -> None:
        if not self.hint.shown:
            self._draw_targets(surface)

    def paint_held(self, surface: pygame.Surface) -> None:
        if self.drag is not None:
            self._draw_forecast(surface)
            surface.blit(self.drag.sprite.image, self.drag.sprite.rect)

    def paint_hints(self, surface: pygame.Surface) -> None:
        if self.hint.shown:
            self._draw_hint(surface)
        self._draw_zoom(surface)  # over the buttons: the card asked for is read whole
        self._draw_banner(surface)

    def _captions(self) -> tuple[list[Piece], list[Piece]]:
        """The words over the cards: the piles' counts, and each combo's X and each revealed attack's cost. They
        change with the state, the window and the resolve options only, so they are made once for each."""
        vp, state, catalog, zones = self.ctx.viewport, self.state, self.catalog, self.zones
        key = (vp, state, self.use_charge, self.double, tuple((self.slots[a].x, self.slots[a].y)
                                                              for a in state.revealed))
        if self.captions is not None and self.captions[0] == key:
            return self.captions[1]
        piles = (("attack_deck", "deck", "Attack deck"), *((name, name, label) for name, label in PILES))
        counts = [piece for zone, held, label in piles
                  for piece in draw.pile_count(vp, zones[zone], label, len(getattr(state, held)))]
        words = [draw.combo_label(vp, catalog, state, index, rect, self.use_charge, self.double)
                 for index, rect in enumerate(combo_rects(combos_area(zones), state.combos))]
        floor = min(zones["charge"].top, zones["status"].top)
        for attack in state.revealed:
            slot = self.slots[attack]
            words += draw.attack_caption(vp, catalog, state, attack, pygame.Rect(slot.x, slot.y, CARD_W, CARD_H),
                                         floor)
        self.captions = (key, (counts, words))
        return counts, words

    def _paint_table(self, surface: pygame.Surface) -> None:
        """What the table shows while nothing happens, painted into the layer: the felt, the band of combos, the
        master and its hearts, Charge (or Kai's Tempest and kept attacks), glory, the attack deck and the piles'
        frames. It changes with what `still_shown` names and the window only (a card played into a combo, or taken
        back, paints nothing here); the status line, the cards, the piles' counts (over the cards) and all that
        follows the pointer are drawn over it each frame."""
        vp, state, catalog, zones = self.ctx.viewport, self.state, self.catalog, self.zones
        self.draw_felt(surface)
        draw.combos_band(surface, vp, zones["combos"])
        master_box = draw.master(surface, vp, catalog, state, zones["master"])
        self.heart_boxes = draw.heart_boxes(catalog, state, master_box)
        if catalog.is_kai:
            draw.tempest(surface, vp, state, zones["charge"])
            draw.kept_label(surface, vp, zones["kept"], len(state.kept), can_spend(state))
        else:
            draw.charge(surface, vp, catalog, state, zones["charge"])
        draw.glory(surface, vp, catalog, state, zones["glory"])
        draw.attack_deck(surface, vp, zones["attack_deck"], len(state.deck))
        for name, _ in PILES:
            draw.zone_frame(surface, vp, zones[name])
        if state.phase == PLAY:
            draw.zone_frame(surface, vp, zones["new_combo"], "New combo")

    def _arrow_under(self) -> pygame.Rect | None:
        return None if self.pointer is None else self.row.arrow_at(self.ctx.viewport.to_design(self.pointer))

    def keep_clear(self) -> list[pygame.Rect]:
        return [self.zones["status"]]

    def _face(self, sprite: CardSprite, size: tuple[int, int]) -> pygame.Surface:
        if sprite.kind == "attack":
            return faces.attack_face(self.catalog.attack(sprite.key), size)
        return self.card_face(sprite.key, size)

    def card_face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """A card of the hero's, showing the side it is on."""
        state = self.state
        return faces.card_face(face(self.catalog, state, card), size, card in state.enraged)

    def _draw_sprites(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        for sprite in self.sprites.sprites():
            sprite.place(vp, self._face(sprite, vp.rect((0, 0, *sprite.size)).size))
            if self.drag is None or sprite is not self.drag.sprite:
                draw.card_shadow(surface, vp, sprite.rect)
                surface.blit(sprite.image, sprite.rect)

    def drop_targets(self, card: str) -> dict[int, pygame.Rect]:
        """Where a drag of the hand card `card` may lay it (design space), by the combo it would join (the number of
        combos for a new one): the engine's legal plays of it."""
        targets = self._combo_targets()
        return {command.combo: targets.get(command.combo, self.zones["new_combo"]) for command in self.campaign.legal()
                if isinstance(command, cmd.PlayCard) and command.card == card}

    def no_place_attempts(self, card: str) -> list[tuple[str, Command]]:
        """A combo's finisher taken back to the hand; a card of the hand laid on each combo, or starting a new one."""
        slot = self.slots.get(card)
        if slot is not None and slot.zone == "combo":
            return [("", cmd.TakeBackCard(combo=slot.index))]
        combos = len(self.campaign.state.combos)
        return [(f"Combo {k + 1}" if k < combos else "New combo", cmd.PlayCard(card=card, combo=k))
                for k in range(combos + 1)]

    def clickable(self) -> list[tuple[Command, pygame.Rect, palette.Rgb]]:
        """What may be clicked now for one of the engine's legal commands, with its box (window pixels) and the
        colour it is lit in: a heart to cover, a kept attack to spend, an attack to block or to take, a combo to
        resolve."""
        vp, state = self.ctx.viewport, self.state
        hearts = getattr(self, "heart_boxes", {})  # known once the table is painted
        found: list[tuple[Command, pygame.Rect, palette.Rgb]] = []
        for command in self.campaign.legal():
            if isinstance(command, cmd.CoverHeart) and command.heart in hearts:
                found.append((command, hearts[command.heart], palette.HIGHLIGHT))
            elif isinstance(command, cmd.SpendKeptAttack) and command.attack in self.by_key:
                found.append((command, self.by_key[command.attack].rect, palette.RAGE))
            elif isinstance(command, (cmd.BlockAttack, cmd.TakeHit)) and command.attack in self.by_key:
                found.append((command, self.by_key[command.attack].rect, palette.HIGHLIGHT))
            elif isinstance(command, cmd.ResolveCombo) and not command.spend_charge and not command.double:
                rect = combo_rects(combos_area(self.zones), state.combos)[command.combo]
                found.append((command, vp.rect(rect), palette.HIGHLIGHT))
        return found

    def _draw_targets(self, surface: pygame.Surface) -> None:
        """Glowing outlines on every legal target of what the player is doing now."""
        vp, state = self.ctx.viewport, self.state
        pulse = (math.sin(self.clock * 5) + 1) / 2
        if self.drag is not None:
            combos = combo_rects(combos_area(self.zones), state.combos)
            for index, rect in self.drop_targets(self.drag.sprite.key).items():
                if index < len(combos):  # a combo's frame starts at its cards' top, under the X said above them
                    rect = pygame.Rect(rect.x, combos[index].y, rect.w, rect.bottom - combos[index].y)
                draw.outline(surface, vp, vp.rect(rect), palette.HIGHLIGHT, pulse)
            return
        if state.resolving is not None:
            rect = combo_rects(combos_area(self.zones), state.combos)[state.resolving]
            draw.outline(surface, vp, vp.rect(rect), palette.GOLD, 1.0)
        for _, box, colour in self.clickable():
            draw.outline(surface, vp, box, colour, pulse)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """Ghost combos over the dimmed band, or a steady glow on the one thing to click."""
        vp, state = self.ctx.viewport, self.state
        self.hint.draw(surface, vp, self.catalog, state, self.zones)
        command = self.hint.command
        box: pygame.Rect | None = None
        if isinstance(command, cmd.ResolveCombo):
            box = vp.rect(combo_rects(combos_area(self.zones), state.combos)[command.combo])
        elif isinstance(command, cmd.CoverHeart):
            box = self.heart_boxes.get(command.heart)
        elif isinstance(command, cmd.BlockAttack | cmd.TakeHit | cmd.SpendKeptAttack) and command.attack in self.by_key:
            box = self.by_key[command.attack].rect
        if box is not None:
            draw.outline(surface, vp, box, palette.GHOST, (math.sin(self.clock * 5) + 1) / 2)

    def _draw_forecast(self, surface: pygame.Surface) -> None:
        """While a hand card hovers over a combo: what that combo would do with it, if resolved now."""
        assert self.drag is not None
        card, state = self.drag.sprite.key, self.state
        index = self.combo_under(self.drag.centre()) if self.slots[card].zone == "hand" else None
        if index is None:
            return
        rects = combo_rects(combos_area(self.zones), state.combos)
        anchor = rects[index] if index < len(rects) else self.zones["new_combo"]
        attacks = {a: self.by_key[a].rect for a in state.revealed if a in self.by_key}
        pulse = (math.sin(self.clock * 5) + 1) / 2
        found = forecast.preview(self.catalog, state, index, card)
        forecast.draw_preview(surface, self.ctx.viewport, self.catalog, state, found, anchor, self.heart_boxes,
                              attacks, pulse, self.zones["hand"])

    def zoom_box(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Where the enlarged face of the card (or master) resting under the mouse is drawn, or None; a card of
        Kai's shows its other side beside it (zoom_faces)."""
        found = self.zoom_faces(surface)
        return found[0][0] if found else None

    def zoom_faces(self, surface: pygame.Surface) -> list[tuple[pygame.Rect, pygame.Surface, str]]:
        """The enlarged faces of what rests under the mouse, where each is drawn, with its label: one face, or both
        sides of a two-sided card (the side it shows first)."""
        if self.hovered is None or self.hovered[1] < HOVER_DELAY or self.drag is not None:
            return []
        vp = self.ctx.viewport
        if self.hovered[0] == MASTER_KEY:
            if self.state.master is None:
                return []
            zone = self.zones["master"]
            box = vp.rect((zone.right + 12, zone.y, zone.width * 1.8, zone.height * 1.8))
            return [(box, faces.master_face(self.catalog.master(self.state.master), box.size, self.state.covered), "")]
        sprite = self.by_key.get(self.hovered[0])
        if sprite is None or sprite.moving:
            return []
        size = vp.rect((0, 0, CARD_W * ZOOM, CARD_H * ZOOM)).size
        shown = self.card_sides(sprite.key, size) if sprite.kind == "card" else [(self._face(sprite, size), "")]
        gap = vp.px(12)
        label_h = vp.px(26) if any(label for _, label in shown) else 0
        area = pygame.Rect(0, 0, len(shown) * size[0] + (len(shown) - 1) * gap, size[1] + label_h)
        area.midbottom = (sprite.rect.centerx, sprite.rect.top - vp.px(6))
        if area.top < 0:
            area.midtop = (sprite.rect.right + area.width // 2 + vp.px(6), sprite.rect.top)
        area.clamp_ip(surface.get_rect())
        return [(pygame.Rect(area.x + i * (size[0] + gap), area.y + label_h, *size), image, label)
                for i, (image, label) in enumerate(shown)]

    def card_sides(self, card: str, size: tuple[int, int]) -> list[tuple[pygame.Surface, str]]:
        """A card of the hero's enlarged: the side it shows, and for Kai's two-sided cards its other side too."""
        state, catalog = self.state, self.catalog
        if not catalog.two_sided(card):
            return [(self.card_face(card, size), "")]
        enraged = card in state.enraged
        shown = faces.card_face(catalog.face(card, enraged), size, enraged)
        other = faces.card_face(catalog.face(card, not enraged), size, not enraged)
        now, then = ("ENRAGED", "calm") if enraged else ("calm", "ENRAGED")
        return [(shown, f"Showing: {now} side"), (other, f"Other side: {then}")]

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        shown = self.zoom_faces(surface)
        for box, image, label in shown:
            pygame.draw.rect(surface, palette.FELT_DARK, box.move(vp.px(5), vp.px(6)), border_radius=vp.px(14))
            if label:
                back = box.inflate(vp.px(8), vp.px(8)).union(box.move(0, -vp.px(26)))
                pygame.draw.rect(surface, palette.FELT_DARK, back, border_radius=vp.px(10))
                text.draw(surface, label, max(text.least_legible(), text.fit(label, vp.px(18), box.w, bold=True)),
                          palette.GOLD_LIGHT, bold=True,
                          midbottom=(box.centerx, box.top - vp.px(4)))
            surface.blit(image, box)
        if shown and self.hovered is not None:  # the tooltip clears the faces, their labels and the card itself
            covered = [box.union(box.move(0, -vp.px(26))) for box, _, _ in shown]
            sprite = self.by_key.get(self.hovered[0])
            covered += [sprite.rect] if sprite is not None else []
            self.draw_explained(surface, self.hovered[0], covered[0].unionall(covered[1:]))

    def explained(self, key: str) -> Explained:
        return explain(self.catalog, self.state, key, self.use_charge, MASTER_KEY)

    def pointed(self, key: str) -> tuple[str, ...]:
        """The half of a card of the hand or a combo the mouse rests on: its Condition's keywords, or its Effect's
        with the numbers they come to; the part of an attack: its Block, what it takes, its bonus."""
        sprite = self.by_key.get(key)
        if sprite is None or self.pointer is None:
            return ()
        at = (self.pointer[0] - sprite.rect.x, self.pointer[1] - sprite.rect.y)
        if key in self.catalog.attacks_by_id:
            part = next((name for name, box in attack_parts(sprite.rect.size).items() if box.collidepoint(at)), "")
            return attack_part_keywords(self.catalog.attack(key), self.catalog.is_kai, part)
        if key not in self.catalog.cards_by_id:
            return ()
        left, right = card_halves(sprite.rect.size)
        if not (left.collidepoint(at) or right.collidepoint(at)):
            return ()
        return half_keywords(self.catalog, self.state, key, right.collidepoint(at))

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is None:
            return
        vp = self.ctx.viewport
        combos = self.zones["combos"]  # across the combos, never over the buttons (Hint) beside them
        box = vp.rect((combos.x + 20, 300, combos.width - 40, 90))
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*palette.FELT_DARK, 255), panel.get_rect(), border_radius=vp.px(14))
        pygame.draw.rect(panel, palette.GOLD, panel.get_rect(), width=vp.px(3), border_radius=vp.px(14))
        surface.blit(panel, box)
        size = text.fit(self.banner[0], vp.px(32), box.width - vp.px(40), bold=True)
        rendered = text.render(self.banner[0], size, palette.GOLD_LIGHT, bold=True)
        surface.blit(rendered, rendered.get_rect(center=box.center))
