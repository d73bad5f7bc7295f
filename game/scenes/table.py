"""The common shape of the table's scenes: buttons and toasts on the felt; and of a table where a game is played with
its cards, drawn layer by layer by its painter, with the tooltips of its cards (a game's table for several seats is
game.scenes.seated.GameTable).

Button actions run in the middle of handling an event; what an action asks of the stack is kept
in `outcome` and handed over at the end of handle() or update().
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.files import storage, userlock
from game.scenes.base import Result, Scene
from game.ui import marks, no_place, palette, text
from game.ui.face_cache import MadeAhead
from game.ui.focus import Focusable
from game.ui.painter import HOVER_DELAY, TablePainter
from game.ui.tip import draw_tip, lies_clear
from game.ui.viewport import Viewport
from game.ui.widgets import Button, Toast, draw_toasts

if TYPE_CHECKING:
    from game.engine.core import Command, Submitted
    from game.play.campaign import Campaign  # the menu's scenes come up before any game is loaded
    from game.ui.card_keys import Spot
    from game.words.glossary import Explained

READ_KEY = pygame.K_i  # a card's numbers and keywords told one at a time, for the keyboard (CardTable.read_next)

def hover_counting(hovered: tuple[str, float] | None) -> bool:
    """The mouse rests on a card whose enlarged face is not shown yet: the time it has rested counts (it moves)."""
    return hovered is not None and hovered[1] < HOVER_DELAY


NOT_SAVING = "Saved aside"  # the mark of a table in a second copy of the game: its game is not saved in the user
# folder (another copy owns it) but in this copy's own folder, which joins it once either copy is closed


def draw_not_saving(surface: pygame.Surface, vp: Viewport) -> pygame.Rect:
    """The small mark in the table's top left corner that says what is played here is not saved in the user folder
    (game.files.userlock); its rect."""
    words = text.render(NOT_SAVING, max(text.READABLE, vp.px(16)), palette.ERROR_RED, True)
    box = words.get_rect().inflate(vp.px(14), vp.px(2))
    box.topleft = vp.point(3, 1)  # above the panels every table has at its top
    pygame.draw.rect(surface, palette.PANEL, box, border_radius=vp.px(6))
    pygame.draw.rect(surface, palette.ERROR_RED, box, 1, border_radius=vp.px(6))
    surface.blit(words, words.get_rect(center=box.center))
    return box


class TableScene(Scene):
    def __init__(self, ctx):
        super().__init__(ctx)
        self.buttons: list[Button] = []
        self.toasts: list[Toast] = []
        self.ringed: list[Button] = []  # the buttons of what is chosen now (a set-up's choices): ringed and ticked
        self.covered: list[pygame.Rect] = []  # what another scene lays over the table (design space): a lesson's words
        self.outcome: Result = None

    def focusable(self) -> Sequence[Focusable]:
        return self.buttons

    def refused(self, result: Submitted, at: tuple[float, float]) -> bool:
        """Whether the engine refused a command (`result`, its answer): its reason then shows at `at` (design space),
        where the card was dropped or the button pressed."""
        if result.rejected is not None:
            self.toasts.append(Toast(result.rejected.message, at))
        return result.rejected is not None

    def take_outcome(self) -> Result:
        result, self.outcome = self.outcome, None
        return result

    def handle_buttons(self, event: pygame.event.Event) -> Result:
        for button in self.buttons:
            button.handle(event, self.ctx.viewport)
        return self.take_outcome()

    def update(self, dt: float) -> Result:
        # What the storage layer had to tell the player (a save that could not be written, a second copy of the
        # game using the same folder) shows on whichever table is open.
        self.toasts += [Toast(message, (640, 700), seconds=10.0) for message in storage.take_notices()]
        self.toasts = [toast for toast in self.toasts if toast.update(dt)]
        return self.take_outcome()

    def moving(self) -> bool:
        """A toast counts down, or a button's action waits for the next update to be carried out."""
        return bool(self.toasts) or self.outcome is not None or super().moving()

    def draw_felt(self, surface: pygame.Surface) -> None:
        """The felt, with darker bars where the window's shape differs from the table's."""
        table = self.ctx.viewport.rect((0, 0, 1280, 720))
        if table.size != surface.get_size():
            surface.fill(palette.FELT_DARK)
        surface.fill(palette.FELT, table)

    def words_on_places(self) -> list[pygame.Rect]:
        """The numbers and words the table shows on or beside its places (window pixels): a lesson's light round a
        place is drawn under them, never across them."""
        return []

    def keep_clear(self) -> list[pygame.Rect]:
        """What toasts must never cover (design space): a table's status line."""
        return []

    def draw_widgets(self, surface: pygame.Surface) -> None:
        self.draw_buttons(surface)
        self.paint_toasts(surface)

    def offer(self, buttons: list[Button], button: Button, chosen: bool) -> None:
        """`button` added to `buttons` as one of a choice: ringed while what it chooses is `chosen`."""
        buttons.append(button)
        if chosen:
            self.ringed.append(button)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The buttons, the keyboard's focus, and a ring round each of what is chosen now, so it is told by shape as
        well as by colour (marks.chosen)."""
        vp = self.ctx.viewport
        for button in self.buttons:
            button.draw(surface, vp)
        self.focus.draw(surface, vp, self.focusable())
        for button in self.ringed:
            marks.chosen(surface, vp, button.screen_rect(vp))

    def toasts_clear_of(self) -> list[pygame.Rect]:
        """What toasts never cover (design space): what the scene keeps clear, its buttons (a footer's among them)
        and what another scene lays over it."""
        return self.keep_clear() + [pygame.Rect(button.rect) for button in self.buttons] + self.covered

    def paint_toasts(self, surface: pygame.Surface) -> None:
        """The toasts, and the mark of a table whose game is not saved."""
        draw_toasts(surface, self.ctx.viewport, self.toasts, self.toasts_clear_of())
        if userlock.holding():
            draw_not_saving(surface, self.ctx.viewport)


class CardTable(TableScene):
    """A table where a game is played, with that game's cards. It draws its frame layer by layer (LAYERS); its
    painter part supplies each layer but the toasts, which are the table's own. It follows the mouse: where it is
    (`pointer`, `mouse`), the card held following it, and what it rests on and for how long (`hovered`). Between
    frames it makes ahead the faces the game says its view may show next (`faces_ahead`), so the frame that shows
    them only blits them."""

    campaign: Campaign
    painter: TablePainter
    by_key: dict[str, Any]  # the cards drawn, by key: sprites placed in design space (game.ui.drag.CardSprite)
    drag: Any  # the card held now, by the mouse or the keyboard (game.ui.drag.Drag)
    key_targets: Callable[[], list[Spot]]  # the places of the card held (game.ui.card_keys.CardTable)
    top_sprite: Callable[[tuple[int, int]], Any]  # the card drawn uppermost at a point (window pixels), or None
    face: Callable[[str, tuple[int, int]], pygame.Surface]  # the face of a card at a size in window pixels
    slots: dict[str, Any]  # where each card shown goes (game.layout.slot.Slot: its box in design space, its zone)
    hand_zones: tuple[str, ...] = ("hand",)  # the slots' zones whose cards are picked up, lit when they can be played
    hand_sizes: tuple[tuple[float, float], ...] = ()  # design px: what else a hand's card is drawn at (held away)
    zoom_size: tuple[float, float] | None = None  # design px: a card enlarged, where the mouse rests on it
    # why the card held has no place, with the state and the card it was asked for: a frame does not ask again
    _no_place_kept: tuple[Any, str, list[str]] | None = None
    pointer: tuple[float, float] = (0.0, 0.0)  # the mouse where it last was, in design space
    mouse: tuple[int, int] | None = None  # the mouse in window pixels; None while an overlay has it
    hovered: tuple[str, float] | None = None  # the card the mouse rests on, and for how long

    def _moved(self, pos: tuple[int, int]) -> None:
        """The mouse moved to `pos` (window pixels): the card held follows it, and what it rests on is looked at."""
        self.pointer = self.ctx.viewport.to_design(pos)
        if self.drag is not None:
            self.drag.follow(self.pointer, pos)
        self._hover(pos)

    def _hover(self, pos: tuple[int, int] | None) -> None:
        """What lies under the mouse at `pos` (window pixels; None: an overlay has the mouse), looked at again after
        each frame's motion: a card that glides away from under it is no longer hovered, so its enlarged face never
        follows it across the table, and one that glides under it is."""
        self.mouse = pos
        key = self.hovered_at(pos) if self.drag is None and pos is not None else None
        if key is None:
            self.hovered = None
        elif self.hovered is None or self.hovered[0] != key:
            self.hovered = (key, 0.0)

    def _rested(self, dt: float) -> None:
        """One frame later: the mouse has rested `dt` seconds longer on what it hovers."""
        if self.hovered is not None:
            self.hovered = (self.hovered[0], self.hovered[1] + dt)

    def hovered_at(self, pos: tuple[int, int]) -> str | None:
        """The key of what the mouse at `pos` (window pixels) rests on: the card drawn uppermost there."""
        sprite = self.top_sprite(pos)
        return sprite.key if sprite is not None else None

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.made_ahead: MadeAhead[tuple[str, tuple[int, int]]] = MadeAhead()

    @property
    def hide_hand(self) -> bool:
        """No hand shows at the screen: the seat's own hand is drawn as backs (never, by default)."""
        return False

    def faces_ahead(self) -> Iterable[tuple[str, tuple[int, int]]]:
        """The faces (card, size in window pixels) the game's view may show next that the frame on screen may not
        show yet, the most likely first: by default the card the mouse rests on enlarged (`zoom_size`: made while
        the rest that shows it runs, and only that card's, as an enlarged face is six of the hand's in memory), then
        the hand's cards (the slots of `hand_zones`; none while the hand shows as backs) at the size they lie at,
        then at each of `hand_sizes`. A game adds what else it knows may come: the cards a step or a draw brings,
        the other seat's cards that can turn face up."""
        hand = {} if self.hide_hand else {k: (s.w, s.h) for k, s in self.slots.items() if s.zone in self.hand_zones}
        rested = ([(self.hovered[0], self.zoom_size)] if self.zoom_size and self.hovered is not None
                  and self.hovered[0] in self.by_key else [])  # a card (not a place of its own, as the board's master)
        sizes = [*rested, *hand.items(), *((key, size) for size in self.hand_sizes for key in hand)]
        return [(key, self.ctx.viewport.rect((0, 0, *size)).size) for key, size in sizes]

    def ahead(self) -> bool:
        """Once a frame is shown, with time left before the next (game.scenes.base.Stack.after_frame): one face of
        `faces_ahead` not drawn yet, while no card is held (the frames that carry it come first). True when it drew
        one (there may be more); at rest, once all are made, it makes nothing again until they change."""
        if self.drag is not None:
            return False
        return self.made_ahead.one(tuple(self.faces_ahead()), lambda face: self.face(*face))

    def layers(self) -> tuple[Callable[[pygame.Surface], None], ...]:
        """The painters of LAYERS, in its order: the painter's, and the table's toasts."""
        painter = self.painter
        return (painter.paint_table, painter.paint_cards, painter.paint_lights, painter.paint_held,
                painter.paint_hints, self.paint_toasts, painter.paint_dialogs)

    def paint_toasts(self, surface: pygame.Surface) -> None:
        """Where the card held may go nowhere, why (game.ui.no_place); then the toasts."""
        if self.drag is not None and not self.key_targets():
            why = self.no_place_reasons(self.drag.sprite.key)
            no_place.draw(surface, self.ctx.viewport, self.drag.sprite.rect, why)
        super().paint_toasts(surface)

    def no_place_reasons(self, card: str) -> list[str]:
        """Why the held `card` has no place (game.ui.no_place.reasons), asked of the engine once per state and
        card: every frame the card is held draws them."""
        state = self.campaign.session.state
        kept = self._no_place_kept
        if kept is None or kept[0] is not state or kept[1] != card:
            kept = (state, card, no_place.reasons(self.campaign.session, self.no_place_attempts(card)))
            self._no_place_kept = kept
        return kept[2]

    def no_place_attempts(self, card: str) -> list[tuple[str, Command]]:
        """The plays the held card `card` could make, each with the place it would go as a player names it (or \"\"),
        for the engine to say why it refuses each (game.ui.no_place): none by default."""
        return []

    def draw(self, surface: pygame.Surface) -> None:
        for paint in self.layers():
            paint(surface)

    @property
    def catalog(self) -> Any:
        """The game's cards, as its rules know them (each game's parts read them through their protocols, typed)."""
        return self.campaign.rules.catalog

    def explained(self, key: str) -> Explained:
        """What the card (or master) `key` under the mouse or the keyboard's focus explains: its numbers as they
        stand, with their parts, and its keywords (game.words.glossary). A table whose game tells none: nothing. (The
        glossary's records are loaded with the first table, not before the menu's first frame.)"""
        from game.words.glossary import NOTHING

        return NOTHING

    reading: tuple[str, int] | None = None  # the card whose tooltip tells one row, and which (READ_KEY)

    def read_next(self, key: str | None) -> None:
        """READ_KEY on the card `key` under the mouse or the keyboard's focus: its tooltip tells its next number or
        keyword alone, and after the last the whole card again."""
        if key is None:
            self.reading = None
            return
        rows = len(self.explained(key).rows())
        at = self.reading[1] + 1 if self.reading is not None and self.reading[0] == key else 0
        self.reading = (key, at) if at < rows else None

    def pointed(self, key: str) -> tuple[str, ...]:
        """The numbers and keywords printed where the mouse rests on the card `key` (a number's cell, the words of a
        half), by the names the card's explanation gives them: none by default, or off the card."""
        return ()

    def tip_clear_of(self) -> list[pygame.Rect]:
        """What a tooltip leaves in sight where the window has room for it elsewhere (window pixels), first what
        matters most: the words on or beside the table's places and what the table keeps clear (its status line), then
        its buttons; a game's table adds the cards whose words are read while a card is explained (Udo's attacks and
        their captions)."""
        vp = self.ctx.viewport
        return (self.words_on_places() + [vp.rect(rect) for rect in self.keep_clear()]
                + [button.screen_rect(vp) for button in self.buttons])

    def explained_tip(self, key: str, shown: pygame.Rect) -> tuple[list[tuple[str, str]], list[pygame.Rect]]:
        """The rows of the tooltip of `key` beside what shows it (`shown`), and what it keeps clear of where it can
        (tip_clear_of, but what `shown` lies over): of the number or keyword the mouse rests on, where it rests on
        one, else of the whole card; or the one row READ_KEY asked for."""
        said = self.explained(key)
        rows = (said.only(self.pointed(key)) or said).rows()
        if self.reading is not None and self.reading[0] == key and self.reading[1] < len(said.rows()):
            rows = [said.rows()[self.reading[1]]]
        return rows, [rect for rect in self.tip_clear_of() if not rect.colliderect(shown)]

    def tip_lies_clear(self, key: str, shown: pygame.Rect, window: pygame.Rect) -> bool:
        """Whether the tooltip of `key` lies beside `shown` in the window clear of it and of all it keeps clear of
        (an enlarged card gives way where it would not)."""
        rows, avoid = self.explained_tip(key, shown)
        return lies_clear(self.ctx.viewport, rows, shown, window, avoid)

    def draw_explained(self, surface: pygame.Surface, key: str, shown: pygame.Rect) -> None:
        """The tooltip of `key` beside what shows it (the card and its enlarged face, `shown`), never over it, and
        clear of what the table reads beside it where it can be (explained_tip)."""
        rows, avoid = self.explained_tip(key, shown)
        draw_tip(surface, self.ctx.viewport, rows, shown, avoid)
