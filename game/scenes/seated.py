"""A game's table, whatever the game and however many seat at it: the kit every game's table is built on. A card table
(game.scenes.card_table.CardTable: the mouse and the keys read the same way at every table, the History, leaving for
the menu), it shows the game as the seat at the screen sees it (the timeline's shown view), with the enlarged face of
the card the mouse rests on and the banners; reads its log's keys and wheel; plays a command and shows a refusal; and
once nothing animates and no card is held, has its turn controller go on (game.scenes.turns: the result, a
computer's seat, the curtain).

Its parts, each with one job: `turns` (Turns, the kit's own: who sits where, the curtain, the computers' turns),
`glide` (game.scenes.glide.Glide: the beats and the cards moving, with what the game passes in),
`seats` (game.scenes.chaired.Chairs: who may act, whose hand shows), `hint` (the card table's), `lit` and `shown`
(the Hint, the playable cards and the moves shown, game.scenes.hinting, game.ui.playable and game.ui.shown, whose
`draw`, `under` and `over` its painter calls), `undo` (game.scenes.undoing: Undo and Redo and their keys; the game
places their buttons) and the game's `painter`.
A game may give its Hint a plan of several steps (`plans`, game.scenes.advice.Plans) and its Undo the moments it
takes back with the move before them (`undo_through`, game.scenes.undoing.UndoRedo). A table of one seat and no
computer (the campaign's combo board) sits its one person and has no log; the scene that takes its place when a
moment ends its part is its `_next_scene`.
Undo's and Redo's keys are read here, and the Hint's by the card table, before the game's own keys. The
game's table names this class as its one base, sits its seats (`turns.sit`) and declares what only it knows: its way of
drawing and playing (`timeline`, `by_key`, `zones` or the `layout` they are read from, `motion`, `keys`, `_buttons`,
`_key`, `_drop`, `_press` where a press does more than pick up a card of the hand, `status_holding`: its status line, a
card held or none, `face`, `explain`: its glossary), how its hand and a command are shown (`hand_zones`, `hand_sizes`,
`zoom_size`, `row`, `played_cards`, `suggestion`), and, read by its turn controller (game.scenes.turns.TurnTable), its
result scene, its curtain's words, a fresh table for a rematch and what it forgets of the person who leaves the screen.
A button's command is played through `play_button`. A replay watches it through `show_now` (game.scenes.watch).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.core import Command, Event
from game.layout import zones_now
from game.play.campaign import Campaign, never
from game.scenes.advice import Plans
from game.scenes.base import Result, Scene
from game.scenes.card_table import CardTable
from game.scenes.chaired import Chairs
from game.scenes.computer import ComputerSeat
from game.scenes.curtain import LEAVE
from game.scenes.glide import Glide
from game.scenes.hinting import Suggestion
from game.scenes.hotseat import HotSeat
from game.scenes.result import REMATCH
from game.scenes.turns import Turns
from game.scenes.undoing import UndoRedo
from game.ui.drag import lift
from game.ui.overlaid import draw_banner, draw_zoom
from game.ui.playable import PlayableCards
from game.ui.shown import SCROLL_KEYS, ShownMoves, log_ahead
from game.ui.timeline import Beat, Timeline

if TYPE_CHECKING:
    from game.words.glossary import Explained


class GameTable(CardTable):
    """A game's table, showing the game as the seat at the screen sees it."""

    music = "table"  # the loop every game's table plays
    campaign: Campaign
    turns: Turns  # the game's table holds it: `Turns(self)` checks what the game declares (TurnTable)
    seats: Chairs
    computers: dict[int, ComputerSeat]
    seating: Any  # who sits where: its `people`, and whether it is `open` (game.scenes.undoing)
    hotseat: HotSeat
    curtain_for: int | None  # the seat the curtain is down for, until it is clicked away
    curtain_first: bool  # the table has just been opened and nobody has taken the screen yet
    played_by: int | None = None  # the seat whose command the table played last: the beats still to show are its
    claimed: bool  # a person has taken the screen (its chairs say when: game.scenes.chaired.Chairs)
    result_shown: bool
    timeline: Timeline[Any]  # the game's, over its pace (game.ui.timeline)
    refused_at: tuple[float, float]  # where a refusal shows when no card was dropped (design space)
    glide: Glide
    # what the game's table declares of its own:
    status_holding: Callable[[str | None], str]  # what the table says of the moment, a card held or none
    played_cards: Callable[[Command], tuple[str, ...]]  # the cards of the hand a command plays
    suggestion: Callable[[Any], Suggestion]  # how the Hint shows a command (or the plan its game declares, `plans`)
    seat_place: Callable[[int], pygame.Rect | None]  # where a seat sits (design space), lit for its move of no card
    log_lines: Callable[[], list[str]]  # the lines of the table's log (game.ui.shown), read back by scrolling
    log_zone: str | None = None  # the zone of that log: the wheel over it scrolls it (None: the table keeps none)
    banner_at: pygame.Rect | None = None  # design px: where the banner stands (None: in its zone, "banner")
    explain: Callable[[Any, Any, str], Explained]  # its glossary: a card's numbers and keywords in a view as they stand
    layout: str | None = None  # the map (levels/<layout>.tmx) its zones are read from, and read anew as the text size
    # changes, when it has one map (None: the game lays out its zones itself)

    def __init__(self, ctx: Any, campaign: Campaign, plans: Plans | None = None,
                 undo_through: Callable[[Any], bool] = never):
        super().__init__(ctx, campaign, plans)
        if self.layout is not None:
            self.zones = zones_now(self.layout)
        self.undo = UndoRedo(self, through=undo_through)
        self.lit = PlayableCards(self)
        self.shown = ShownMoves(self)
        self.log_back = 0  # the newest lines of the log scrolled out of its box, to read the earlier

    def resized(self) -> None:
        if self.layout is not None:
            self.zones = zones_now(self.layout)  # the status line's box grows with the text size
        super().resized()

    # ----- what the table shows ----------------------------------------------------------------------

    @property
    def state(self) -> Any:
        """What is drawn: the seat's view as the animations have got to it (each game's parts read it, typed)."""
        return self.timeline.shown

    @property
    def hide_hand(self) -> bool:
        """No hand shows at the screen: the seat's own hand is drawn as backs (its seats say when)."""
        return self.seats.hide_hand()

    @property
    def acting(self) -> bool:
        """The person at the screen may act now (its seats say when)."""
        return self.seats.acting()

    def explained(self, key: str) -> Explained:
        """What the card `key` explains in the view shown (the game's `explain`)."""
        return self.explain(self.catalog, self.state, key)

    def status_line(self) -> str:
        """What the moment shown asks for, the card in the mouse's hand among it (the game's `status_holding`)."""
        return self.status_holding(self.drag.sprite.key if self.drag is not None else None)

    def _legal(self) -> list[Command]:
        """What the person at the screen may do now: nothing unless they may act."""
        return self.campaign.legal() if self.acting else []

    # ----- what the table calls as it opens ------------------------------------------------------

    def _shown_again(self) -> None:
        """The table shows at once the moment the game stands at now (an undo moved it): a computer's decision under
        way, which read a moment that is gone, is cancelled."""
        for computer in self.computers.values():
            computer.cancel()
        self.campaign.take_events()
        self.shown.read()
        self.timeline.reset(self.campaign.state)
        self._sync(snap=False)
        self.buttons = self._buttons()

    def _played(self, command: Command) -> None:
        """What the table notes of a command it has just played (nothing by default)."""

    def _forget_undone(self) -> None:
        """What the table forgets of a moment an undo took or a redo leaves (a card waiting): nothing, by default."""

    def _next_scene(self) -> Callable[[], Scene] | None:
        """What makes the scene that takes the table's place once the moment shown ends its part (Turns): none by
        default, a game ending in its result."""
        return None

    # ----- playing ------------------------------------------------------------------------------

    def submit(self, command: Command, at: tuple[float, float] | None = None) -> bool:
        """Plays `command`; a refusal shows the engine's reason where the card was dropped (`at`)."""
        session = self.campaign.session
        actor = session.ruleset.to_act(session.state)
        if self.refused(self.campaign.submit(command), at or self.refused_at):
            return False
        self.timeline.extend(self._beats(self.campaign.since, self.campaign.take_events()))
        self.played_by = actor
        self.log_back = 0  # the log opens on what was just done
        if actor in self.computers:
            self.shown.played(actor, command)
        else:
            self.shown.read()
        self.undo.note(command)
        self._played(command)
        self.buttons = self._buttons()
        return True

    def play_button(self, command: Command, at: tuple[float, float] | None = None) -> None:
        """A button's command, or its key's: the beat playing ends at once, then the command is played (a refusal
        shows at `at`)."""
        self._skip()
        self.submit(command, at)

    # ----- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Result:
        """The log's keys and wheel, and Undo's and Redo's keys, then what every card table reads (CardTable.handle:
        the Hint's keys among them)."""
        if not (self._read_log(event) or event.type == pygame.KEYDOWN and self.undo.key(event)):
            return super().handle(event)
        return self._handled(event)

    def _read_log(self, event: pygame.event.Event) -> bool:
        """Page Up and Down, or the wheel over the log, read the table's log back and forth (a table that keeps
        one); True when `event` was one of them."""
        if self.log_zone is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self._scroll_log(SCROLL_KEYS[event.key])
        elif event.type == pygame.MOUSEWHEEL and self.drag is None \
                and self.zones[self.log_zone].collidepoint(self.pointer):
            self._scroll_log(event.y)
        else:
            return False
        return True

    def _scroll_log(self, by: int) -> None:
        """The log read `by` lines back (forth when negative), from its newest line to its first."""
        self.log_back = max(0, min(len(self.log_lines()) - 1, self.log_back + by))

    def _press(self, pos: tuple[int, int]) -> None:
        """A press of the mouse's button at `pos`: the card of the hand (a slot of `hand_zones`) under it, if the person
        at the screen may act, is taken in hand where it lands, over everything on the table. A game's table that reads
        a press first (a pile to look through, a fighter's panel) reads it, then comes here."""
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
        """The hint just found first (TableHint.ahead: the frame that shows it only blits it), then what every card
        table makes ahead (CardTable.ahead: faces, pick-ups), then the log's lines a scroll would show (log_ahead)."""
        return self.hint.ahead() or super().ahead() or log_ahead()

    def draw_hints(self, surface: pygame.Surface) -> None:
        """The hints layer of a table whose painter leaves it to the kit: the Hint, the banner."""
        self.hint.draw(surface)
        if self.banner is not None:
            draw_banner(self, surface)

    def paint_zoom(self, surface: pygame.Surface) -> None:
        """The top layer: the card the mouse or the keyboard's focus rests on, enlarged, with its tooltip."""
        draw_zoom(self, surface)

    # ----- its motion ------------------------------------------------------------------------------

    def _skip(self) -> None:
        """The beats playing end at once, and the buttons offer what the moment the game stands at allows."""
        if self.timeline.busy:
            self.glide.skip()
            self.buttons = self._buttons()

    def animate(self, dt: float) -> None:
        """One frame of motion (CardTable.animate); once the last beat has played out, the buttons offer what the
        moment the game stands at allows: the person at the screen may act only then (Chairs.acting)."""
        playing = self.timeline.busy
        super().animate(dt)
        if playing and not self.timeline.busy:
            self.buttons = self._buttons()

    def _beats(self, before: Any, events: list[Event]) -> list[Beat[Any]]:
        """The timeline's beats for these events from `before` (the real state), as the screen's seat may see them."""
        return self.timeline.beats(self.campaign.rules, before, events, self.viewer)

    # ----- watched in a replay ---------------------------------------------------------------------

    def show_now(self) -> None:
        """Show the moment the game stands at, at once (a replay jumped to it): nothing under way or passing (what
        flies besides the cards has landed), the table's log as of now, every card where it belongs."""
        self._skip()
        self.glide.land_pieces()
        self.timeline.reset(self.campaign.state)
        self.shown.read()
        super().show_now()

    # ----- between moves -----------------------------------------------------------------------

    def update(self, dt: float) -> Result:
        self.animate(dt)
        if not self.timeline.busy and self.outcome is None and self.drag is None:
            self._next(dt)
        return super().update(dt)

    def moving(self) -> bool:
        """Beats play, cards glide, a card is held, the banner fades, the mouse's rest before a card's enlarged face
        counts, `_next` has something to do (the result to show, a computer to play: it thinks, the screen to hand
        over), or the Hint is looked for or not drawn yet. A table waiting for the person at the screen is still."""
        return self.timeline.busy or self.turns.due() or super().moving()

    def _next(self, dt: float) -> None:
        """Nothing is animating: its turn controller goes on."""
        self.turns.next(dt)

    def _close(self) -> None:
        """Leaving the table: a decision under way is forgotten."""
        self.turns.cancel()
        super()._close()

    def resume(self, value: object) -> None:
        self._hover(None)  # the overlay had the mouse
        if self._left(value) or self.turns.answered(value):
            return
        if value == REMATCH:
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

    def _forget_seat(self) -> None:
        """The person at the screen has left it (Turns.take_screen): their chairs forget them (Chairs.forget)."""
        self.seats.forget()
