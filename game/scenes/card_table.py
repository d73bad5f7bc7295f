"""A table where a game is played with its cards, whatever the game: drawn layer by layer by its painter, with the
tooltips of its cards; reading the mouse and the keys the same way at every table (a press, a drag, a drop, what the
mouse rests on, the hand's row turned: game.scenes.hand_row, a card's words read one at a time, the History); and
going back to the menu once the player agrees. The game's table declares what a press, a drop and its own keys do
(`_press`, `_drop`, `_key`) and what the keyboard may take (its `keys` part). A game's table, of one seat or several,
is game.scenes.seated.GameTable, built on this one."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.core import SPECTATOR
from game.layout.hand import HandRow
from game.scenes import hand_row
from game.scenes.base import Push, Rebase, Result
from game.scenes.confirm import ask_to_leave, kept_words
from game.scenes.hinting import TableHint, hint_keys
from game.scenes.history import HISTORY_KEY, HistoryScene
from game.scenes.pickups import PickupsAhead
from game.scenes.table import READ_KEY, TableScene, hover_counting
from game.scenes.table_parts import CardMotion, CardsPlaced, TableKeys
from game.ui import no_place
from game.ui.backdrop import Backdrop
from game.ui.card_keys import CardFocus
from game.ui.drag import home
from game.ui.face_cache import MadeAhead
from game.ui.overlaid import Banner, aged, fading
from game.ui.painter import TablePainter
from game.ui.tip import Clearance, draw_tip, kept_clear
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.engine.core import Command
    from game.play.campaign import Campaign  # the menu's scenes come up before any game is loaded
    from game.scenes.advice import Plans
    from game.ui.card_keys import Spot
    from game.ui.drag import Drag
    from game.words.glossary import Explained


class CardTable(TableScene):
    """A table where a game is played, with that game's cards. It draws its frame layer by layer (LAYERS): its
    painter part's, then its own toasts, the keyboard's ring and the card enlarged. It follows the mouse: where it is
    (`pointer`, `mouse`), the card held following it, and what it rests on and for how long (`hovered`). Between
    frames it makes ahead the faces the game says its view may show next (`faces_ahead`), so the frame that shows
    them only blits them. It drives its parts: `glide` (its cards moving), `hint` (the Hint's keys and frames, built
    here with the game's plan of several steps, `plans`, where it has one), `keys` and `motion`; the game's table
    declares what a press, a drop and its own keys do (`_press`, `_drop`, `_key`)."""

    campaign: Campaign
    painter: TablePainter
    paint_zoom: Callable[[pygame.Surface], None]  # the card the mouse or the focus asked for enlarged, with its tooltip
    backdrop: Backdrop | None = None  # the still part of the table, in the window-sized layer every table shares
    motion: CardsPlaced  # where the shown view puts each card
    glide: CardMotion  # what moves the table's cards
    hint: TableHint  # the table's Hint (game.scenes.hinting)
    sprites: pygame.sprite.LayeredUpdates  # the cards drawn, in the order they are drawn
    zones: dict[str, pygame.Rect]  # the table's places by name (design space)
    by_key: dict[str, Any]  # the cards drawn, by key: sprites placed in design space (game.ui.drag.CardSprite)
    drag: Any  # the card held now, by the mouse or the keyboard (game.ui.drag.Drag)
    keys: TableKeys  # what the keyboard may take now, and where the card it holds may go
    _key: Callable[[pygame.event.Event], None]  # a key of the game's own
    _press: Callable[[tuple[int, int]], None]  # a press of the mouse's button, once the beats playing are skipped
    _drop: Callable[[Drag, tuple[float, float]], bool]  # the card let go there went somewhere (else it goes back)
    names: tuple[str, ...]  # each seat's name, as the History calls the seat at the screen
    _buttons: Callable[[], list[Button]]  # the table's buttons for the moment shown
    leave_question = "Leave the table?"  # asked before a game under way is left for the menu
    leaving: Callable[[], None] | None = None  # asks in the table's place (a lesson: its own question)
    banner: Banner | None  # what the table tells in big letters, fading out
    banner_type = ((40, 44), (20, 92))  # design px: the title's size and its centre's drop, the same of the line
    face: Callable[[str, tuple[int, int]], pygame.Surface]  # the face of a card at a size in window pixels
    slots: dict[str, Any]  # where each card shown goes (game.layout.slot.Slot: its box in design space, its zone)
    hand_zones: tuple[str, ...] = ("hand",)  # the slots' zones whose cards are picked up, lit when they can be played
    hand_sizes: tuple[tuple[float, float], ...] = ()  # design px: what else a hand's card is drawn at (held away)
    zoom_size: tuple[float, float] | None = None  # design px: a card enlarged, where the mouse rests on it
    _no_place_kept: tuple[Any, dict[str, list[str]]] | None = None  # why each card has no place, in a state
    pointer: tuple[float, float] = (0.0, 0.0)  # the mouse where it last was, in design space
    mouse: tuple[int, int] | None = None  # the mouse in window pixels; None while an overlay has it
    hovered: tuple[str, float] | None = None  # the card the mouse rests on, and for how long
    row: HandRow | None = None  # the hand's row of cards, turned where it is too long to show whole (a table with one)
    hand_first = 0  # the first card of that row shown, which the game's motion lays the row from

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

    def __init__(self, ctx: Any, campaign: Campaign, plans: Plans | None = None) -> None:
        super().__init__(ctx)
        self.focus: CardFocus = CardFocus(self)  # the keyboard's, over the table's cards and buttons
        self.campaign = campaign
        self.hint = TableHint(self, plans)
        self.made_ahead: MadeAhead[tuple[str, tuple[int, int]]] = MadeAhead()
        self.pickups = PickupsAhead(self)  # what a first pick-up of each card of the hand draws, made ahead
        self.sprites = pygame.sprite.LayeredUpdates()
        self.by_key = {}
        self.slots = {}
        self.drag = None
        self.clock = 0.0
        self.banner = None
        self.asked_to_leave = False  # the player is asked whether to leave the table

    @property
    def viewer(self) -> int:
        """The seat at the screen."""
        return self.campaign.seat

    def _opened(self) -> None:
        """The table is set: the events before it opened are behind it, and every card stands in its place."""
        self.campaign.take_events()
        self._sync(snap=True)
        self.buttons = self._buttons()

    def show_now(self) -> None:
        """Shows the moment the game stands at, at once (a replay jumped to it): nothing passing, every card home."""
        self.banner, self.hovered = None, None
        self.toasts.clear()
        self._caught_up()
        self._sync(snap=True)

    def _caught_up(self) -> None:
        """What else the table shows anew when it jumps to a moment (its log, what flies): nothing by default."""

    @property
    def hide_hand(self) -> bool:
        """No hand shows at the screen: the seat's own hand is drawn as backs (never, by default)."""
        return False

    def faces_ahead(self) -> Iterable[tuple[str, tuple[int, int]]]:
        """The faces (card, size in window pixels) the game's view may show next that the frame on screen may not
        show yet, the most likely first: by default the card the mouse rests on enlarged (`zoom_size`: made while
        the rest that shows it runs, and only that card's, as an enlarged face is six of the hand's in memory), then
        the hand's cards (the slots of `hand_zones`; none while the hand shows as backs) at the size they lie at,
        then at each of `hand_sizes` and each size a card lies at elsewhere on the table (where one played may land),
        then those the hand's row hides (hand_row.hidden). A game adds what else it knows may come: a step's or a
        draw's cards, the other seat's that can turn face up."""
        hand = {} if self.hide_hand else {k: (s.w, s.h) for k, s in self.slots.items() if s.zone in self.hand_zones}
        rested = ([(self.hovered[0], self.zoom_size)] if self.zoom_size and self.hovered is not None
                  and self.hovered[0] in self.by_key else [])  # a card (not a place of its own, as the board's master)
        lie = dict.fromkeys([*self.hand_sizes, *(s.size for s in self.slots.values() if s.zone not in self.hand_zones)])
        sizes = [*rested, *hand.items(), *((key, size) for size in lie for key in hand), *hand_row.hidden(self).items()]
        return [(key, self.ctx.viewport.rect((0, 0, *size)).size) for key, size in sizes]

    def ahead(self) -> bool:
        """Once a frame is shown, with time left before the next (game.scenes.base.Stack.after_frame), while no card
        is held: one face of `faces_ahead` not drawn yet, then what a first pick-up draws (`pickups`). True when it
        drew one (there may be more); at rest, once all are made, it makes nothing again until they change."""
        return self.drag is None and (self.made_ahead.one(tuple(self.faces_ahead()), lambda face: self.face(*face))
                                      or self.pickups.one())

    def layers(self, keyboard: CardFocus | None = None) -> tuple[Callable[[pygame.Surface], None], ...]:
        """The painters of LAYERS, in its order; the ring is `keyboard`'s (a lesson's, a puzzle's) or the table's."""
        painter = self.painter
        return (painter.paint_table, painter.paint_cards, painter.paint_lights, painter.paint_held,
                painter.paint_hints, self.paint_toasts, (keyboard or self.focus).paint_ring, self.paint_zoom)

    def paint_toasts(self, surface: pygame.Surface) -> None:
        """Where the card held may go nowhere, why (game.ui.no_place); then the toasts."""
        if (held := self.drag) is not None and not self.key_targets():
            no_place.draw(surface, self.ctx.viewport, held.sprite.rect, self.no_place_reasons(held.sprite.key))
        super().paint_toasts(surface)

    def no_place_reasons(self, card: str) -> list[str]:
        """Why the held `card` has no place (game.ui.no_place.reasons), asked of the engine once per state and
        card: every frame the card is held draws them, and the table asks ahead for each card of its hand that
        cannot be played (game.scenes.pickups)."""
        if self._no_place_kept is None or self._no_place_kept[0] is not self.campaign.session.state:
            self._no_place_kept = (self.campaign.session.state, {})
        kept = self._no_place_kept[1]
        if card not in kept:
            kept[card] = no_place.reasons(self.campaign.session, self.no_place_attempts(card))
        return kept[card]

    def no_place_attempts(self, card: str) -> list[tuple[str, Command]]:
        """The plays the held card `card` could make, each with the place it would go as a player names it (or \"\"),
        for the engine to say why it refuses each (game.ui.no_place): none by default."""
        return []

    def draw(self, surface: pygame.Surface, keyboard: CardFocus | None = None) -> None:
        for paint in self.layers(keyboard):
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
        matters most: the words on or beside the table's places, what another scene lays over it (a lesson's words)
        and what the table keeps clear (its status line), then its buttons; a game's table adds the cards whose words
        are read while a card is explained (Udo's attacks and their captions)."""
        vp = self.ctx.viewport
        return (self.words_on_places() + [vp.rect(rect) for rect in [*self.covered, *self.keep_clear()]]
                + [button.screen_rect(vp) for button in self.buttons])

    def tip_rows(self, key: str) -> list[tuple[str, str]]:
        """The rows of the tooltip of `key`: of the number or keyword the mouse rests on, where it rests on one, else
        of the whole card; or the one row READ_KEY asked for."""
        said = self.explained(key)
        if self.reading is not None and self.reading[0] == key and self.reading[1] < len(said.rows()):
            return [said.rows()[self.reading[1]]]
        return (said.only(self.pointed(key)) or said).rows()

    def tip_clearance(self, key: str, window: pygame.Rect) -> Clearance:
        """Whether `key`'s tooltip beside what shows it lies clear of a lesson's words, and of all else: a value
        (tip.Clearance), equal to another while all it reads is."""
        return Clearance.of(self.ctx.viewport, self.tip_rows(key), self.tip_clear_of(), self.covered_shown(), window)

    def draw_explained(self, surface: pygame.Surface, key: str, shown: pygame.Rect) -> None:
        """The tooltip of `key` beside what shows it (the card and its enlarged face, `shown`), never over it, and
        clear of what the table reads beside it where it can be (tip_clear_of, but what `shown` lies over save a
        lesson's words: tip.kept_clear)."""
        avoid = kept_clear(self.tip_clear_of(), self.covered_shown(), shown)
        draw_tip(surface, self.ctx.viewport, self.tip_rows(key), shown, avoid)

    # ----- input -------------------------------------------------------------------------------

    @property
    def own_keys(self) -> frozenset[int]:  # type: ignore[override]  # read, never set, at a table
        """A key named on a button does what the button says, whatever card has the focus: with a hint shown and no
        card held, Enter takes the hint; while an enabled button names Space, Space presses it."""
        if self.drag is not None:
            return frozenset()
        named = any(button.enabled and "Space" in button.hotkey for button in self.buttons)
        return hint_keys(self.hint.shown) | ({pygame.K_SPACE} if named else frozenset())

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == READ_KEY:
            self.read_next(self.hovered[0] if self.hovered is not None else None)
        elif event.type == pygame.KEYDOWN and not (self.drag is None and self.hint.key(event)):
            self._history() if event.key == HISTORY_KEY else self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not hand_row.arrow(self, event.pos):
                self._skip()  # a press first shows where the game stands
                self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            if not self._drop(drag, self.pointer):
                drag.returned()
                self._home(drag.sprite)
            return self.take_outcome()  # a card let go over a button does not press it
        elif event.type == pygame.MOUSEWHEEL and hand_row.under_pointer(self):
            hand_row.turn(self, -event.y)
        else:
            self._other_input(event)
        return self._handled(event)

    def _handled(self, event: pygame.event.Event) -> Result:
        """What the stack is asked once `event` is read: the buttons read it too, unless a card is held."""
        return self.take_outcome() if self.drag is not None else self.handle_buttons(event)

    def _other_input(self, event: pygame.event.Event) -> None:
        """What else of the mouse the table reads (a right click, the wheel): nothing by default."""

    def _skip(self) -> None:
        """The beat playing ends at once: none plays, by default."""

    def _home(self, sprite: Any) -> None:
        """A card let go where nothing takes it glides back to its slot (a card that has none goes)."""
        slot = self.slots.get(sprite.key)
        if slot is None:
            sprite.kill()
            self.by_key.pop(sprite.key, None)
            return
        home(self.sprites, sprite, slot)

    def _sync(self, snap: bool) -> None:
        """Every card toward the slot the shown view gives it; `snap`: at once."""
        self.motion.sync(snap)

    def key_cards(self) -> list[Spot]:
        return self.keys.cards()

    def key_targets(self) -> list[Spot]:
        return self.keys.targets()

    def update(self, dt: float) -> Result:
        self.hint.update()
        return super().update(dt)

    def moving(self) -> bool:
        """A card is held or glides, the banner fades (its last FADE seconds: the window's rest counts the others),
        the mouse's rest before a card's enlarged face counts, or the Hint is looked for or not drawn yet."""
        return (self.drag is not None or fading(self.banner) or hover_counting(self.hovered)
                or any(sprite.moving for sprite in self.by_key.values()) or self.glide.moving() or self.hint.moving()
                or super().moving())

    # ----- its motion ------------------------------------------------------------------------------

    def animate(self, dt: float) -> None:
        """One frame of motion: the glide's, then the banner fades, and what lies under the mouse is found anew."""
        self.glide.animate(dt)
        self._fade(dt)
        self._hover(self.mouse)

    def _fade(self, dt: float) -> None:
        """One frame later: the banner fades, and the mouse has rested longer on what it hovers."""
        self.banner = aged(self.banner, dt)
        self._rested(dt)

    def top_sprite(self, pos: tuple[int, int]) -> Any:
        """The card drawn uppermost at `pos` (window pixels), of those in sight, or None."""
        return self.glide.top_sprite(pos)

    def resized(self) -> None:
        self.glide.resized()

    # ----- the History, and leaving --------------------------------------------------------------

    def _history(self) -> None:
        if self.drag is not None:  # a card in hand stays there: the History waits until it is laid or let go
            return
        self._skip()
        self._hover(None)
        seat = SPECTATOR if self.hide_hand else self.viewer
        self.outcome = Push(HistoryScene.of(self.ctx, self.campaign.session, seat, self.names[self.viewer]))

    def _menu(self) -> None:
        """Menu (Esc): a game under way is left once the player agrees, a game over at once; or `leaving` asks."""
        session = self.campaign.session
        if self.leaving is not None:
            self.leaving()
        elif session.ruleset.is_over(session.state):
            self._leave()
        else:
            self.asked_to_leave = True
            ask_to_leave(self, self.leave_question, [kept_words(self.campaign.autosave)])

    def _left(self, value: object) -> bool:
        """Whether `value` answers the question whether to leave (a yes leaves)."""
        if not self.asked_to_leave:
            return False
        self.asked_to_leave = False
        if value is True:
            self._leave()
        return True

    def _leave(self) -> None:
        self._close()
        self.outcome = Rebase()

    def _close(self) -> None:
        """Leaving the table: a hint being looked for is stopped."""
        self.hint.dismiss()
