"""A game's table for several seats, whatever the game: the kit every game's table is built on. It shows the game as
the seat at the screen sees it (the timeline's shown view), with the enlarged face of the card the mouse rests on and
the banners; reads the mouse and the keys the same way at every table (a press, a drag, a drop, what the mouse hovers
over, the hand's row turned: game.scenes.hand_row); plays a command and shows a refusal; opens the History and goes
back to the menu; and once nothing animates and no card is held, has its turn controller go on (game.scenes.turns:
the result, a computer's seat, the curtain).

Its parts, each with one job: `turns` (Turns, the kit's own: who sits where, the curtain, the computers' turns),
`glide` (game.scenes.table_parts.TableMotion: the beats and the cards moving, game.scenes.glide or the game's own),
`seats` (Seats: who may act, whose hand shows), `hint`, `lit` and `shown` (the Hint, the playable cards and the moves
shown, game.scenes.hinting, game.ui.playable and game.ui.shown, whose `draw`, `under` and `over` its painter calls),
`undo` (game.scenes.undoing: Undo and Redo and their keys; the game places their buttons) and the game's `painter`
(game.scenes.table.CardTable). The History key and Undo's and Redo's are read here, before the game's own keys. The
game's table names this class as its one base, sits its seats (`turns.sit`) and declares what only it knows: its way
of drawing and playing (`timeline`, `by_key`, `zones`, `motion`, `keys`, `_buttons`, `_key`, `_press`, `_drop`,
`status_line`, `face`), how its hand and a command are shown (`hand_zones`, `hand_sizes`, `zoom_size`, `row`,
`played_cards`, `suggestion`), and, read by its turn controller (game.scenes.turns.TurnTable), its result scene, its
curtain's words, a fresh table for a rematch and what it forgets of the person who leaves the screen. A replay
watches it through `show_now` (game.scenes.watch).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.core import SPECTATOR, Command, Event
from game.layout.hand import HandRow
from game.play.campaign import Campaign
from game.scenes import hand_row
from game.scenes.base import Push, Rebase, Result
from game.scenes.computer import ComputerSeat
from game.scenes.confirm import ask_to_leave, kept_words
from game.scenes.curtain import LEAVE
from game.scenes.hinting import Suggestion, TableHint, hint_keys
from game.scenes.history import HISTORY_KEY, HistoryScene
from game.scenes.hotseat import HotSeat
from game.scenes.result import REMATCH
from game.scenes.table import READ_KEY, CardTable, hover_counting
from game.scenes.table_parts import CardsPlaced, TableKeys, TableMotion
from game.scenes.turns import Seats, Turns
from game.scenes.undoing import UndoRedo
from game.ui.card_keys import CardFocus, Spot
from game.ui.drag import Drag, lift
from game.ui.overlaid import draw_banner, draw_zoom
from game.ui.playable import PlayableCards
from game.ui.shown import SCROLL_KEYS, ShownMoves
from game.ui.timeline import Beat, Timeline

SPACE = frozenset({pygame.K_SPACE})


class GameTable(CardTable):
    """A game's table, showing the game as the seat at the screen sees it."""

    campaign: Campaign
    turns: Turns  # the game's table holds it: `Turns(self)` checks what the game declares (TurnTable)
    seats: Seats
    sprites: pygame.sprite.LayeredUpdates
    computers: dict[int, ComputerSeat]
    seating: Any  # who sits where: its `people`, and whether it is `open` (game.scenes.undoing)
    hotseat: HotSeat
    curtain_for: int | None  # the seat the curtain is down for, until it is clicked away
    curtain_first: bool  # the table has just been opened and nobody has taken the screen yet
    result_shown: bool
    names: tuple[str, ...]
    timeline: Timeline[Any]  # the game's, over its pace (game.ui.timeline)
    zones: dict[str, pygame.Rect]
    drag: Any
    banner: tuple[str, str, tuple[int, int, int], float] | None  # title, line under it, colour, seconds left
    banner_type = ((40, 44), (20, 92))  # design px: the title's size and its centre's drop, the same of the line
    refused_at: tuple[float, float]  # where a refusal shows when no card was dropped (design space)
    glide: TableMotion
    # what the game's table declares of its own:
    motion: CardsPlaced
    keys: TableKeys
    _buttons: Callable[[], list[Any]]
    _key: Callable[[pygame.event.Event], None]
    _press: Callable[[tuple[int, int]], None]  # a press of the mouse's button, once the beats playing are skipped
    _drop: Callable[[Drag, tuple[float, float]], bool]  # the card let go there went somewhere (else it goes back)
    status_line: Callable[[], str]  # what the table says of the moment, in its status line
    played_cards: Callable[[Command], tuple[str, ...]]  # the cards of the hand a command plays
    suggestion: Callable[[Command], Suggestion]  # how the Hint shows a command
    seat_place: Callable[[int], pygame.Rect | None]  # where a seat sits (design space), lit for its move of no card
    log_lines: Callable[[], list[str]]  # the lines of the table's log (game.ui.shown), read back by scrolling
    log_zone: str  # the zone of that log: the wheel over it scrolls it
    row: HandRow | None = None  # the hand's row of cards, turned where it is too long to show whole (a table with one)
    hand_first = 0  # the first card of that row shown, which the game's motion lays the row from

    def __init__(self, ctx: Any, campaign: Campaign):
        super().__init__(ctx)
        self.focus = CardFocus(self)
        self.campaign = campaign
        self.sprites = pygame.sprite.LayeredUpdates()
        self.by_key = {}
        self.slots = {}
        self.drag = None
        self.clock = 0.0
        self.banner = None
        self.hint = TableHint(self)
        self.undo = UndoRedo(self)
        self.lit = PlayableCards(self)
        self.shown = ShownMoves(self)
        self.log_back = 0  # the newest lines of the log scrolled out of its box, to read the earlier
        self.asked_to_leave = False  # the player is asked whether to leave the table

    # ----- what the table shows ----------------------------------------------------------------------

    @property
    def state(self) -> Any:
        """What is drawn: the seat's view as the animations have got to it (each game's parts read it, typed)."""
        return self.timeline.shown

    @property
    def viewer(self) -> int:
        """The seat at the screen."""
        return self.campaign.seat

    @property
    def hide_hand(self) -> bool:
        """No hand shows at the screen: the seat's own hand is drawn as backs (its seats say when)."""
        return self.seats.hide_hand()

    @property
    def acting(self) -> bool:
        """The person at the screen may act now (its seats say when)."""
        return self.seats.acting()

    def _legal(self) -> list[Command]:
        """What the person at the screen may do now: nothing unless they may act."""
        return self.campaign.legal() if self.acting else []

    # ----- what the table calls as it opens ------------------------------------------------------

    def _shown_again(self) -> None:
        """The table shows at once the moment the game stands at now (an undo or a redo moved it)."""
        self.campaign.take_events()
        self.shown.read()
        self.timeline.reset(self.campaign.state)
        self._sync(snap=False)
        self.buttons = self._buttons()

    def _opened(self) -> None:
        """The table is set: the events before it opened are behind it, and every card stands in its place."""
        self.campaign.take_events()
        self._sync(snap=True)
        self.buttons = self._buttons()

    def _played(self, command: Command) -> None:
        """What the table notes of a command it has just played (nothing by default)."""

    def _forget_undone(self) -> None:
        """What the table forgets of a moment an undo took or a redo leaves (a card waiting): nothing, by default."""

    def _caught_up(self) -> None:
        """What else the table shows anew when it jumps to a moment (its log, what flies): nothing by default."""

    # ----- playing ------------------------------------------------------------------------------

    def submit(self, command: Command, at: tuple[float, float] | None = None) -> bool:
        """Plays `command`; a refusal shows the engine's reason where the card was dropped (`at`)."""
        session = self.campaign.session
        before = session.state  # only for beats, which keep nothing but the seat's views
        actor = session.ruleset.to_act(before)
        if self.refused(self.campaign.submit(command), at or self.refused_at):
            return False
        self.timeline.extend(self._beats(before, self.campaign.take_events()))
        self.log_back = 0  # the log opens on what was just done
        if actor in self.computers:
            self.shown.played(actor, command)
        else:
            self.shown.read()
        self.undo.note(command)
        self._played(command)
        self.buttons = self._buttons()
        return True

    def _menu(self) -> None:
        """Menu (Esc): a game under way is left once the player agrees (unless Settings say not to ask); a game
        over is left at once."""
        session = self.campaign.session
        if session.ruleset.is_over(session.state):
            self._leave()
            return
        self.asked_to_leave = True
        ask_to_leave(self, "Leave the table?", [kept_words(self.campaign.autosave)])

    def _leave(self) -> None:
        self._close()
        self.outcome = Rebase()

    def _history(self) -> None:
        if self.drag is not None:  # a card in hand stays there: the History waits until it is laid or let go
            return
        self._skip()
        self._hover(None)
        seat = SPECTATOR if self.hide_hand else self.viewer
        self.outcome = Push(HistoryScene.of(self.ctx, self.campaign.session, seat, self.names[self.viewer]))

    # ----- input -------------------------------------------------------------------------------

    @property
    def own_keys(self) -> frozenset[int]:  # type: ignore[override]  # read, never set, at a table
        """A key named on a button does what the button says, whatever card has the focus: with a hint shown and no
        card held, Enter takes the hint; while an enabled button names Space, Space presses it."""
        if self.drag is not None:
            return frozenset()
        named = any(button.enabled and "Space" in button.hotkey for button in self.buttons)
        return hint_keys(self.hint.bot.shown) | (SPACE if named else frozenset())

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self._scroll_log(SCROLL_KEYS[event.key])
        elif event.type == pygame.KEYDOWN and event.key == READ_KEY:
            self.read_next(self.hovered[0] if self.hovered is not None else None)
        elif event.type == pygame.KEYDOWN:
            if (self.drag is not None or not self.hint.key(event)) and not self.undo.key(event):
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
                self.glide.home(drag.sprite)
            return self.take_outcome()  # a card let go over a button does not press it
        elif event.type == pygame.MOUSEWHEEL and self.drag is None \
                and self.zones[self.log_zone].collidepoint(self.pointer):
            self._scroll_log(event.y)
        elif event.type == pygame.MOUSEWHEEL and hand_row.under_pointer(self):
            hand_row.turn(self, -event.y)
        else:
            self._other_input(event)
        return self.take_outcome() if self.drag is not None else self.handle_buttons(event)

    def _scroll_log(self, by: int) -> None:
        """The log read `by` lines back (forth when negative), from its newest line to its first."""
        self.log_back = max(0, min(len(self.log_lines()) - 1, self.log_back + by))

    def _other_input(self, event: pygame.event.Event) -> None:
        """What else of the mouse the table reads (a right click, the wheel): nothing by default."""

    def _pick_up(self, pos: tuple[int, int]) -> None:
        """The card of the hand (a slot of `hand_zones`) under the mouse at `pos`, if the person at the screen may act,
        is taken in hand where it lands, over everything on the table."""
        if not self.acting or self.hide_hand:
            return
        sprite = self.top_sprite(pos)
        slot = self.slots.get(sprite.key) if sprite is not None else None
        if slot is None or slot.zone not in self.hand_zones:
            return
        sprite.finish()
        self.pointer = self.ctx.viewport.to_design(pos)
        self.drag = lift(self.sprites, sprite, self.pointer, pos)
        self.hovered = None

    def ahead(self) -> bool:
        """The hint just found first (TableHint.ahead: the frame that shows it only blits it), then the faces."""
        return self.hint.ahead() or super().ahead()

    def draw_hints(self, surface: pygame.Surface) -> None:
        """The hints layer of a table whose painter leaves it to the kit: the Hint, the enlarged card, the banner."""
        self.hint.draw(surface)
        draw_zoom(self, surface)
        if self.banner is not None:
            draw_banner(self, surface)

    # ----- its motion ------------------------------------------------------------------------------

    def animate(self, dt: float) -> None:
        """One frame of motion: the glide's, then the banner fades, and what lies under the mouse is found anew."""
        self.glide.animate(dt)
        self._fade(dt)
        self._hover(self.mouse)

    def _skip(self) -> None:
        """The beat playing ends at once."""
        self.glide.skip()

    def _sync(self, snap: bool) -> None:
        self.motion.sync(snap)

    def key_cards(self) -> list[Spot]:
        return self.keys.cards()

    def key_targets(self) -> list[Spot]:
        return self.keys.targets()

    def _beats(self, before: Any, events: list[Event]) -> list[Beat[Any]]:
        """The timeline's beats for these events from `before` (the real state), as the screen's seat may see them."""
        return self.timeline.beats(self.campaign.rules, before, events, self.viewer)

    def top_sprite(self, pos: tuple[int, int]) -> Any:
        return self.glide.top_sprite(pos)

    def resized(self) -> None:
        self.glide.resized()

    # ----- watched in a replay ---------------------------------------------------------------------

    def show_now(self) -> None:
        """Show the moment the game stands at, at once (a replay jumped to it): nothing under way or passing, the
        table's log as of now, every card where it belongs."""
        self._skip()
        self.timeline.reset(self.campaign.state)
        self.banner, self.hovered = None, None
        self.toasts.clear()
        self.shown.read()
        self._caught_up()
        self._sync(snap=True)

    # ----- between moves -----------------------------------------------------------------------

    def update(self, dt: float) -> Result:
        self.animate(dt)
        if not self.timeline.busy and self.outcome is None and self.drag is None:
            self._next(dt)
        self.hint.update()
        return super().update(dt)

    def moving(self) -> bool:
        """Beats play, cards glide, a card is held, the banner fades, the mouse's rest before a card's enlarged face
        counts, `_next` has something to do (the result to show, a computer to play: it thinks, the screen to hand
        over), or the Hint is looked for or not drawn yet. A table waiting for the person at the screen is still."""
        return (self.timeline.busy or self.drag is not None or self.banner is not None or hover_counting(self.hovered)
                or any(sprite.moving for sprite in self.by_key.values()) or self.glide.moving() or self.turns.due()
                or self.hint.moving() or super().moving())

    def _next(self, dt: float) -> None:
        """Nothing is animating: its turn controller goes on."""
        self.turns.next(dt)

    def _close(self) -> None:
        """Leaving the table: a decision under way is forgotten."""
        self.turns.cancel()
        self.hint.bot.dismiss()

    def resume(self, value: object) -> None:
        self._hover(None)  # the overlay had the mouse
        if self.asked_to_leave:  # the answer to "Leave the table?"
            self.asked_to_leave = False
            if value is True:
                self._leave()
        elif self.turns.answered(value):
            return
        elif value == REMATCH:
            self._close()
            self.outcome = self.turns.rematch()
        elif value == LEAVE:  # the curtain's Menu, once the player agreed
            self._leave()
        elif value is not None:  # the result's Menu
            self._menu()
        else:
            self.curtain_for = None

    def _take_screen(self, seat: int) -> None:
        """Only behind the curtain does the screen change hands (Turns.take_screen)."""
        self.turns.take_screen(seat)

    # ----- the banner and the enlarged card (drawn by game.ui.overlaid) -------------------------

    def _fade(self, dt: float) -> None:
        """One frame later: the banner fades, and the mouse has rested longer on what it hovers."""
        if self.banner is not None:
            title, sub, colour, left = self.banner
            self.banner = (title, sub, colour, left - dt) if left > dt else None
        self._rested(dt)
