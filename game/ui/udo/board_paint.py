"""Drawing the combo board: the table, the cards (the hand's lit or dimmed as they may be played), the glow on legal
targets, hover zoom and banners.

The table as it stands (the felt, the master, Charge, glory, the decks and piles) is painted into a layer
(game.ui.backdrop) keyed by the window and the state, and blitted each frame; the rest is drawn over it.

A part the board holds (`BoardPainter(board, places)`), reading the board through `PaintedBoard`; it paints the
board's LAYERS (game.ui.painter) from the felt up to the hints, lighting the places BoardPlaces finds.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, NamedTuple, Protocol

import pygame

from game.engine.udo.cards import Catalog
from game.engine.udo.kai import can_spend
from game.engine.udo.sides import face
from game.engine.udo.state import PLAY, UdoState
from game.layout.hand import HandRow
from game.layout.slot import Slot
from game.layout.udo.board import CARD_H, CARD_W, combo_rects, combo_under, combos_area
from game.layout.udo.zoom import master_zoom, zoom_covers, zoom_laid
from game.play.campaign import Campaign
from game.play.udo.drops import drop_targets
from game.play.udo.forecast import preview
from game.ui import marks, palette
from game.ui.backdrop import Backdrop
from game.ui.drag import CardSprite
from game.ui.hand import draw_arrows
from game.ui.kept import Kept
from game.ui.overlaid import Banner, banner, draw_enlarged
from game.ui.painter import HOVER_DELAY, DrawnHint, TablePainter
from game.ui.piles import deck, empty_place
from game.ui.playable import PlayableCards
from game.ui.shown_table import Pointing, ShownTable
from game.ui.tip import Clearance
from game.ui.udo import board_draw as draw
from game.ui.udo import board_forecast as forecast
from game.ui.udo import faces
from game.ui.udo.board_draw import Piece  # by name: in the class, `draw` is the scene's method
from game.ui.udo.board_places import BoardPlaces
from game.words.udo import board as words
from game.words.udo.board import combo_said, hit_words

PILES = (("discard", "Discard"), ("exhausted", "Exhausted"), ("attack_discard", "Attack discard"))
ZOOM = 2.3  # a card resting under the mouse enlarged, as a part of a table card
ZOOMS = (ZOOM, 2.0, 1.7, 1.4, 1.2, 1.1)  # and smaller, the first at which it and its tooltip lie clear (zoom_faces)
MASTER_KEY = "master"  # hover key of the master card, which is not a sprite


def still_shown(state: UdoState) -> tuple[object, ...]:
    """Everything of the state the table's still layer shows (`_paint_table` reads nothing else of it)."""
    return (state.master, state.covered, state.charge, state.kai_enraged, state.doubled, len(state.kept),
            can_spend(state), state.glory, len(state.defeated), len(state.deck), state.phase == PLAY)


class PaintedBoard(ShownTable[UdoState, Catalog], Pointing, Protocol):
    """What BoardPainter reads of the board, besides what every part of a table reads (the view shown and the cards)
    and every part following the mouse does (its zones, the card held, the pointer, the clock, the window, the
    faces): of it, it sets only `backdrop` and `heart_boxes`."""

    campaign: Campaign
    by_key: dict[str, CardSprite]
    slots: dict[str, Slot]
    hovered: tuple[str, float] | None
    def covered_shown(self) -> list[pygame.Rect]: ...  # what another scene lays over the table: a lesson's words
    banner: Banner | None
    use_charge: bool
    double: bool  # ENRAGED Kai doubles the next combo resolved
    watched: bool  # shown in a replay
    heart_boxes: dict[str, pygame.Rect]  # the master's hearts in window pixels, set as the table is painted
    row: HandRow  # the hand's row of cards (scrolled when too long to show whole)
    mouse: tuple[int, int] | None  # the mouse in window pixels; None while an overlay has it
    lit: PlayableCards  # the hand's cards lit or dimmed as they may be played
    backdrop: Backdrop | None  # the still part of the table, in the window-sized layer every table shares

    @property
    def hint(self) -> DrawnHint: ...

    def draw_felt(self, surface: pygame.Surface) -> None: ...

    def draw_buttons(self, surface: pygame.Surface) -> None: ...

    def draw_explained(self, surface: pygame.Surface, key: str, shown: pygame.Rect) -> None: ...

    def tip_clearance(self, key: str, window: pygame.Rect) -> Clearance: ...


class Captions(NamedTuple):
    """The words the board sets over its cards (_captions): the piles' counts, each combo's X over its place, the
    attacks' words, and each revealed attack with its words under it, as one rect (window pixels)."""

    counts: list[Piece]
    combos: list[Piece]
    words: list[Piece]
    attacks: list[pygame.Rect]


class BoardPainter(TablePainter):
    """The combo board's felt with the master, Charge, glory and the piles; its cards, the lit places, the card held
    with its forecast, the Hint and the banner, and the enlarged card."""

    def __init__(self, board: PaintedBoard, places: BoardPlaces) -> None:
        self.board = board
        self.places = places
        self.captions: tuple[object, Captions] | None = None  # by what they show
        self.pieces = Kept[Hashable, Any](64)  # each caption's pictures, by its words and place (_captions)

    def paint_table(self, surface: pygame.Surface) -> None:
        board = self.board
        vp, state, catalog, zones = board.ctx.viewport, board.state, board.catalog, board.zones
        if board.backdrop is None:
            board.backdrop = Backdrop()
        board.backdrop.draw(surface, (vp, *still_shown(state)), self._paint_table)
        line = words.watched_line(state) if board.watched else words.status_line(catalog, state, board.use_charge)
        draw.status(surface, vp, zones["status"], line)
        board.draw_buttons(surface)

    def paint_cards(self, surface: pygame.Surface) -> None:
        board = self.board
        board.lit.draw_all(surface, board.drag.sprite if board.drag is not None else None, shadow=3)
        counts, _, words, _ = self._captions()
        surface.blits(counts, doreturn=False)  # after the cards, which never cover them
        arrow = None if board.mouse is None else board.row.arrow_at(board.pointer)  # the hand's arrow under the mouse
        draw_arrows(surface, board.ctx.viewport, board.row, arrow)
        surface.blits(self.combo_labels(), doreturn=False)
        surface.blits(words, doreturn=False)

    def combo_labels(self) -> list[Piece]:
        """Each combo's X over it, riding with the combo's first card while that glides in (a card laid, a replay's
        step, the combos drawn closer): the words come with the card, never before it."""
        board = self.board
        vp, held = board.ctx.viewport, board.drag.sprite if board.drag is not None else None
        labels = []
        for combo, (image, rect) in zip(board.state.combos, self._captions().combos, strict=True):
            sprite, slot = board.by_key.get(combo[0]), board.slots.get(combo[0])
            if sprite is not None and slot is not None and sprite.moving and sprite is not held:
                at = vp.rect((slot.x, slot.y, slot.w, slot.h))
                rect = rect.move(sprite.rect.x - at.x, sprite.rect.y - at.y)
            labels.append((image, rect))
        return labels

    def paint_lights(self, surface: pygame.Surface) -> None:
        """Glowing outlines on every legal target of what the player is doing now (none while the Hint shows)."""
        board = self.board
        if board.hint.shown:
            return
        vp, state, pulse = board.ctx.viewport, board.state, marks.pulse(board.clock)
        if board.drag is not None:
            combos = combo_rects(combos_area(board.zones), state.combos)
            for index, rect in drop_targets(board.campaign, board.zones, board.drag.sprite.key).items():
                if index < len(combos):  # a combo's frame starts at its cards' top, under the X said above them
                    rect = pygame.Rect(rect.x, combos[index].y, rect.w, rect.bottom - combos[index].y)
                marks.outline(surface, vp, vp.rect(rect), palette.HIGHLIGHT, pulse)
            return
        if state.resolving is not None:
            rect = combo_rects(combos_area(board.zones), state.combos)[state.resolving]
            marks.outline(surface, vp, vp.rect(rect), palette.GOLD, 1.0)
        for _, box, colour in self.places.clickable():
            marks.outline(surface, vp, box, colour, pulse)

    def paint_held(self, surface: pygame.Surface) -> None:
        """The card held, and while a hand card hovers over a combo, under it what that combo would do with it, if
        resolved now, beside the card and clear where it can be of the status line, the attacks and the master it
        lights, the Charge, the combos with the X said over each, the buttons and glory (the first mattering most)."""
        board = self.board
        if board.drag is None:
            return
        card, state, vp, zones = board.drag.sprite.key, board.state, board.ctx.viewport, board.zones
        index = combo_under(zones, state.combos, board.drag.centre()) if board.slots[card].zone == "hand" else None
        if index is not None:
            avoid = [vp.rect(zones["status"]), *self.read_beside(),
                     *(vp.rect(zones[name]) for name in ("charge", "combos", "buttons", "glory"))]
            attacks = {a: board.by_key[a].rect for a in state.revealed if a in board.by_key}
            found = preview(board.catalog, state, index, card)
            forecast.draw_preview(surface, vp, board.catalog, state, found, board.drag.sprite.rect, avoid,
                                  board.heart_boxes, attacks, marks.pulse(board.clock))
        surface.blit(board.drag.sprite.image, board.drag.sprite.rect)

    def paint_hints(self, surface: pygame.Surface) -> None:
        board, vp = self.board, self.board.ctx.viewport
        board.hint.draw(surface)
        if board.banner is not None:  # a big moment's words across the combos zone, never over the Hint beside it
            combos = board.zones["combos"]
            banner(surface, vp, pygame.Rect(combos.x + 20, 300, combos.w - 40, 90), board.banner, ((32, 45), (0, 0)))

    def paint_zoom(self, surface: pygame.Surface) -> None:
        board, vp = self.board, self.board.ctx.viewport
        shown = self.zoom_faces(surface)
        draw_enlarged(surface, vp, shown)  # over everything: the card asked for is read whole
        if shown and board.hovered is not None:  # the tooltip clears the faces, their labels and the card itself
            sprite = board.by_key.get(board.hovered[0])
            boxes = [box for box, _, _ in shown]
            board.draw_explained(surface, board.hovered[0],
                                 zoom_covers(boxes, sprite.rect if sprite is not None else boxes[0], vp.px))

    def _captions(self) -> Captions:
        """The words over the cards: the piles' counts, and each combo's X and each revealed attack's cost; and each
        revealed attack with its words (window pixels). They change with the state, the window and the resolve
        options only, so they are made once for each, and each piece again only where its words or place change."""
        board = self.board
        vp, state, catalog, zones = board.ctx.viewport, board.state, board.catalog, board.zones
        key = (vp, state, board.use_charge, board.double, tuple((board.slots[a].x, board.slots[a].y)
                                                                for a in state.revealed))
        if self.captions is not None and self.captions[0] == key:
            return self.captions[1]
        piles = (("attack_deck", "deck", "Attack deck"), *((name, name, label) for name, label in PILES))
        made = self.pieces.made  # each piece made again only where its words or its place change
        counts = [piece for zone, held, label in piles
                  for piece in made(draw.pile_count, vp, zones[zone], label, len(getattr(state, held)))]
        combos = [made(draw.combo_label, vp, combo_said(catalog, state, index, board.use_charge, board.double),
                       rect) for index, rect in enumerate(combo_rects(combos_area(zones), state.combos))]
        floor = min(zones["charge"].top, zones["status"].top)
        words: list[Piece] = []
        attacks = []
        for attack in state.revealed:
            slot = pygame.Rect(board.slots[attack].x, board.slots[attack].y, CARD_W, CARD_H)
            caption = made(draw.attack_caption, vp, hit_words(catalog, state, attack), slot, floor)
            words += caption
            attacks.append(vp.rect(slot).unionall([rect for _, rect in caption]))
        self.captions = (key, Captions(counts, combos, words, attacks))
        return self.captions[1]

    def words_on_places(self) -> list[pygame.Rect]:
        """The words over the cards (window pixels): the piles' counts, each combo's label, each attack's caption."""
        counts, combos, words, _ = self._captions()
        return [rect for _, rect in counts + combos + words]

    def read_beside(self) -> list[pygame.Rect]:
        """What the player reads while a card is read enlarged and explained (window pixels), which the enlarged card
        and its tooltip leave in sight: each revealed attack with its words (an "X" told over a combo covered "If it
        hits, you lose Torso Twist"), the master whose hearts a combo's damage is told to click, and what another
        scene lays over the table (a lesson's words)."""
        board, vp = self.board, self.board.ctx.viewport
        master = [vp.rect(board.zones["master"])] if board.state.master is not None else []
        return self._captions().attacks + master + board.covered_shown()

    def _paint_table(self, surface: pygame.Surface) -> None:
        """What the table shows while nothing happens, painted into the layer: the felt, the band of combos, the
        master and its hearts, Charge (or Kai's Tempest and kept attacks), glory, the attack deck and the piles'
        frames. It changes with what `still_shown` names and the window only (a card played into a combo, or taken
        back, paints nothing here); the status line, the cards, the piles' counts (over the cards) and all that
        follows the pointer are drawn over it each frame."""
        board = self.board
        vp, state, catalog, zones = board.ctx.viewport, board.state, board.catalog, board.zones
        board.draw_felt(surface)
        draw.combos_band(surface, vp, zones["combos"])
        master_box = draw.master(surface, vp, catalog, state, zones["master"])
        board.heart_boxes = draw.heart_boxes(catalog, state, master_box)
        if catalog.is_kai:
            draw.tempest(surface, vp, state, zones["charge"])
            draw.kept_label(surface, vp, zones["kept"], len(state.kept), can_spend(state))
        else:
            draw.charge(surface, vp, catalog, state, zones["charge"])
        draw.glory(surface, vp, catalog, state, zones["glory"])
        deck(surface, vp, zones["attack_deck"], len(state.deck), faces.card_back, "empty")
        for name, _ in PILES:
            empty_place(surface, vp, vp.rect(zones[name]))
        if state.phase == PLAY:
            empty_place(surface, vp, vp.rect(zones["new_combo"]), "New combo")

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """The face of an attack, or of a card of the hero's (card_face)."""
        board = self.board
        if card in board.catalog.attacks_by_id:
            return faces.attack_face(board.catalog.attack(card), size)
        return self.card_face(card, size)

    def card_face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """A card of the hero's, showing the side it is on."""
        board = self.board
        state = board.state
        return faces.card_face(face(board.catalog, state, card), size, card in state.enraged)

    def ready_pickup(self, card: str) -> None:
        """What picking up the hand card `card` draws first: the forecast of each combo it may join, or start, whose
        panel (paint_held) shows as it is held there."""
        board = self.board
        slot = board.slots.get(card)
        if slot is None or slot.zone != "hand":
            return
        for index in drop_targets(board.campaign, board.zones, card):
            forecast.ready(board.ctx.viewport, board.catalog, board.state, preview(board.catalog, board.state, index,
                                                                                     card))

    def zoom_faces(self, surface: pygame.Surface) -> list[tuple[pygame.Rect, pygame.Surface, str]]:
        """The enlarged faces of what rests under the mouse, where each is drawn, with its label: one face, or both
        sides of a two-sided card (the side it shows first); the master, read in its place where enlarged it would
        cover what another scene lays over the table (a lesson's words), none."""
        board = self.board
        if board.hovered is None or board.hovered[1] < HOVER_DELAY or board.drag is not None:
            return []
        vp = board.ctx.viewport
        if board.hovered[0] == MASTER_KEY:
            box = vp.rect(master_zoom(board.zones))
            if board.state.master is None or box.collidelist(board.covered_shown()) != -1:
                return []
            master = faces.master_face(board.catalog.master(board.state.master), box.size, board.state.covered)
            return [(box, master, "")]
        sprite = board.by_key.get(board.hovered[0])
        if sprite is None or sprite.moving:
            return []
        sides = 2 if sprite.kind == "card" and board.catalog.two_sided(sprite.key) else 1
        covered, window = board.covered_shown(), surface.get_rect()
        sizes = [vp.rect((0, 0, CARD_W * zoom, CARD_H * zoom)).size for zoom in ZOOMS]
        size, boxes = zoom_laid(sprite.rect, sizes, sides, window, self.read_beside(), covered, vp.px,
                                board.tip_clearance(sprite.key, window))  # giving way to a lesson's words, the tooltip
        shown = self.card_sides(sprite.key, size) if sprite.kind == "card" else [(self.face(sprite.key, size), "")]
        return [(box, image, label) for box, (image, label) in zip(boxes, shown, strict=True)]

    def card_sides(self, card: str, size: tuple[int, int]) -> list[tuple[pygame.Surface, str]]:
        """A card of the hero's enlarged: the side it shows, and for Kai's two-sided cards its other side too."""
        catalog, enraged = self.board.catalog, card in self.board.state.enraged
        if not catalog.two_sided(card):
            return [(self.card_face(card, size), "")]
        shown, other = words.side_labels(enraged)
        return [(self.card_face(card, size), shown),
                (faces.card_face(catalog.face(card, not enraged), size, not enraged), other)]
