"""The combo board: a fight against one master, played with the mouse.

Drag cards from the hand onto the table to build combos; click combos, hearts and attacks to
resolve them. Every drop or click becomes a command; a rejected one slides the card home and
shows the reason where it was dropped. Cards glide between zones when the engine's events say
they moved.

It is a game's table of the kit (game.scenes.seated.GameTable) with one seat, the player's, and no computer: the
kit plays a command and shows a refusal, reads the mouse and the keys (a card let go sent home, what the mouse rests
on, the History, leaving for the menu), plays a move's events as beats with their cues and glides its cards to their
slots (game.ui.timeline, game.scenes.glide.Glide: each beat is of no length, so a move shows at once), turns the
hand's row, lights the cards that can be played, gives the Hint (its plan of combos: ComboPlans), Undo and Redo (a
choice of cards waiting taken back with the move that asked for it), and once a fight is over hands the board over to
the scene that comes next (game.scenes.turns). A replay watches it (game.scenes.watch.TimelineWatch).

The board holds its own parts, each with one job and reading the board through a small protocol of its own: its
places (BoardPlaces: what may be clicked; where a card held may go is game.play.udo.drops), its painter (BoardPainter:
the felt, the cards, the lights, the forecast, the Hint and the enlarged card), its keys (BoardKeys: what the
keyboard may take and where it may lay it), its picks (BoardPicks: the picker opened for a choice of cards) and its
presses (BoardMouse: what a press and a drop mean). What is left here is the board's own: its buttons and keys, and
what the events of a move show.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.kai import can_double
from game.engine.udo.state import CHOOSE_MASTER, LOST, PLAY, RESOLVE_COMBOS, WON, UdoState
from game.layout.hand import HandRow
from game.layout.slot import Slot
from game.layout.udo.board import CARD_H, CARD_W, board_slots
from game.layout.udo.card_face import part_at
from game.play.campaign import Campaign
from game.play.udo.choices import choosing_cards
from game.play.udo.drops import no_place_attempts, played_cards
from game.scenes.base import Result, Scene
from game.scenes.chaired import Chairs
from game.scenes.glide import Glide
from game.scenes.hinting import Suggestion
from game.scenes.history import history_button
from game.scenes.seated import GameTable
from game.scenes.settings import menu_buttons
from game.scenes.turns import Turns
from game.scenes.udo import scene_for
from game.scenes.udo.board_hint import ComboPlans
from game.scenes.udo.board_keys import BoardKeys
from game.scenes.udo.board_mouse import BoardMouse
from game.scenes.udo.board_picks import BoardPicks
from game.ui import text
from game.ui.drag import CardSprite, Drag
from game.ui.shown_table import Placed, Point
from game.ui.timeline import Beat, Timeline, at_once
from game.ui.toasts import Toast
from game.ui.udo.board_moments import STATUS_TOAST, moment
from game.ui.udo.board_paint import MASTER_KEY, ZOOM, BoardPainter
from game.ui.udo.board_places import BoardPlaces
from game.ui.widgets import Button
from game.words.chairs import Alone
from game.words.glossary import Explained
from game.words.udo.glossary import explain, part_keywords

BUTTON_REFUSED_AT = (640, 290)  # design px: where Fight! or End turn refused (by a button or its key) is told


class ComboBoardScene(GameTable):
    names: tuple[str, ...] = ("You",)  # the one seat, the player's
    leave_question = "Leave the campaign?"
    painter: BoardPainter
    row: HandRow  # the hand's row, laid with every card (board_slots)
    timeline: Timeline[UdoState]  # the moves' beats, each shown at once (its cards glide after it)
    refused_at = STATUS_TOAST  # where a refusal shows when no card was dropped (design space)
    zoom_size = (CARD_W * ZOOM, CARD_H * ZOOM)  # a card enlarged
    layout = "combo_board"

    def __init__(self, ctx, campaign: Campaign, watched: bool = False):
        plans = ComboPlans(self)
        super().__init__(ctx, campaign, plans, undo_through=choosing_cards)  # a choice of cards waiting (it opens
        # the picker) is taken back, or made again, as one with the move that asked for it
        self.plans = plans
        self.timeline = Timeline(campaign.state, at_once({}))
        self.by_key: dict[str, CardSprite] = {}
        self.drag: Drag | None = None
        self.use_charge = False
        self.double = False
        self.watched = watched  # shown in a replay: the status line tells what is shown, never what to do, and the
        # board stays when a fight ends
        self.fight_over = False  # a move shown here has ended the fight (won or lost): the board hands over
        self.seating = Alone(open=watched)
        self.turns = Turns(self)
        self.seats = Chairs(self, self.seating)
        self.heart_boxes: dict[str, pygame.Rect] = {}  # the master's hearts in window pixels, set as it is painted
        self._explained: tuple[tuple[str, UdoState, bool], Explained] | None = None  # the last card explained
        self.glide = Glide(self)
        self.places = BoardPlaces(self)
        self.painter = BoardPainter(self, self.places)
        self.keys = BoardKeys(self, self.places)
        self.picks = BoardPicks(self, self.painter)
        self.presses = BoardMouse(self)
        self.seats.seat()
        self._opened()

    # ----- its parts, where the kit calls the board -----------------------------------------------

    played_cards = staticmethod(played_cards)

    def no_place_attempts(self, card: str) -> list[tuple[str, Command]]:
        return no_place_attempts(self.state, self.slots.get(card), card)

    def keep_clear(self) -> list[pygame.Rect]:
        return [self.zones["status"]]

    def words_on_places(self) -> list[pygame.Rect]:
        return self.painter.words_on_places()

    def tip_clear_of(self) -> list[pygame.Rect]:
        return self.painter.read_beside() + super().tip_clear_of()

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        return self.painter.face(card, size)

    def paint_zoom(self, surface: pygame.Surface) -> None:
        self.painter.paint_zoom(surface)

    # ----- reading the game ------------------------------------------------------------------

    @property
    def state(self) -> UdoState:
        return self.timeline.shown

    def explained(self, key: str) -> Explained:
        """Worked out once for each card, moment shown and choice of Charge: a frame asks again for every size of the
        enlarged card it tries beside its tooltip, and for the tooltip drawn."""
        moment = (key, self.state, self.use_charge)
        if self._explained is None or self._explained[0] != moment:
            self._explained = (moment, explain(self.catalog, self.state, key, self.use_charge, MASTER_KEY))
        return self._explained[1]

    def pointed(self, key: str) -> tuple[str, ...]:
        """The half of a card of the hand or a combo the mouse rests on: its Condition's keywords, or its Effect's
        with the numbers they come to; the part of an attack: its Block, what it takes, its bonus."""
        sprite = self.by_key.get(key)
        if sprite is None or self.mouse is None:
            return ()
        at = (self.mouse[0] - sprite.rect.x, self.mouse[1] - sprite.rect.y)
        attack = key in self.catalog.attacks_by_id
        part = part_at(sprite.rect.size, text.line_height(text.least_legible()), at, attack)
        return part_keywords(self.catalog, self.state, key, part)

    def suggestion(self, found: tuple[tuple[tuple[str, ...], ...] | None, Command | None]) -> Suggestion:
        return self.plans.suggestion(found)

    def _buttons(self) -> list[Button]:
        x, y, w, _ = self.zones["buttons"]
        state = self.state
        buttons = [self.hint.button((x, y, w, 44))]
        y += 54
        if state.phase == PLAY:  # (each key named is never the focused card's: Enter and Space pick that up)
            buttons.append(Button("Fight!", (x, y, w, 52), self._fight, primary=True, hotkey="F"))
        elif self._turn_may_end():
            buttons.append(Button("End turn", (x, y, w, 52), self._end_turn, primary=True, hotkey="E"))
        elif state.phase == RESOLVE_COMBOS and state.resolving is None and state.charge:
            label = f"Charge {state.charge}: {'spend' if self.use_charge else 'keep'}"
            buttons.append(Button(label, (x, y, w, 52), self._toggle_charge, primary=self.use_charge, hotkey="C"))
        elif state.phase == RESOLVE_COMBOS and state.resolving is None and can_double(state):
            label = f"Double next combo: {'yes' if self.double else 'no'}"
            buttons.append(Button(label, (x, y, w, 52), self._toggle_double, primary=self.double, hotkey="D"))
        half = (w - 8) / 2
        buttons += self.undo.buttons((x, y + 62, half, 44), (x + half + 8, y + 62, half, 44))
        buttons += menu_buttons(self, (x, y + 116, half, 40), self._menu)
        buttons.append(history_button((x + half + 8, y + 116, half, 40), self._history))
        return buttons

    # ----- commands --------------------------------------------------------------------------

    def _played(self, command: Command) -> None:
        """A command played shows at once: the board may be drawn before its next update, its cards already know
        where to go. What the pointer rested on (the master a heart was covered on) is read enlarged again only once it
        moves, as the keyboard's focus moves it: an enlarged card never outlives the moment it was asked in."""
        self.catch_up()
        self._hover(None)

    def _fight(self) -> None:
        self.play_button(cmd.FinishPlaying(), BUTTON_REFUSED_AT)

    def _turn_may_end(self) -> bool:
        """Every attack has hit and Kai may still discard a kept attack before the turn ends."""
        return any(isinstance(command, cmd.EndTurn) for command in self.campaign.legal())

    def _end_turn(self) -> None:
        self.play_button(cmd.EndTurn(), BUTTON_REFUSED_AT)

    def _toggle_charge(self) -> None:
        self.use_charge = not self.use_charge
        self.buttons = self._buttons()

    def _toggle_double(self) -> None:
        self.double = not self.double
        self.buttons = self._buttons()

    def _shown_again(self) -> None:
        """What an undo took back shows at once (UndoRedo)."""
        self.catch_up()

    def resume(self, value: object) -> None:
        if not self._left(value):  # the answer to "Leave the campaign?", or else the picker's
            self.picks.chosen(value)

    # ----- input -----------------------------------------------------------------------------

    def _press(self, pos: tuple[int, int]) -> None:
        self.presses.press(pos)

    def _drop(self, drag: Drag, at: tuple[float, float]) -> bool:
        return self.presses.drop(drag)  # laid where the card's centre lies, wherever the mouse holds it

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_f and self.state.phase == PLAY:
            self._fight()
        elif event.key == pygame.K_e and self._turn_may_end():
            self._end_turn()
        elif event.key == pygame.K_c and self.state.charge:
            self._toggle_charge()
        elif event.key == pygame.K_d and can_double(self.state):
            self._toggle_double()
        elif event.key == pygame.K_ESCAPE:
            self._menu()

    def catch_up(self) -> None:
        """The beats of the commands just played (the campaign's, or a replay's step: its watch adds those) are shown
        at once, with their cues and big moments, and the cards head for their new places."""
        events = self.campaign.take_events()
        if events:  # (a command the board played has given its beats already: GameTable.submit)
            self.timeline.extend(self._beats(self.campaign.since, events))
        if self.timeline.busy or self.timeline.shown is not self.campaign.state:
            self.glide.animate(0.0)  # its beats, of no length, each shown (_on_beat)
            self.timeline.reset(self.campaign.state)  # where the campaign stands (a move undone meanwhile, say)
            self._move_shown()

    def _caught_up(self) -> None:
        """The board shows at once where the campaign stands (undone, or a replay jumped): no beat to play."""
        self.campaign.take_events()
        self.timeline.reset(self.campaign.state)

    # ----- events and animation ----------------------------------------------------------------

    def update(self, dt: float) -> Result:
        self.catch_up()
        self.picks.ask_for_choice()
        return super().update(dt)

    def moving(self) -> bool:
        """What the board's update adds (a move caught up, a choice opening the picker) happens at once: the board is
        still as the kit's table is (a scene with an update of its own says so, or it counts as always moving)."""
        return super().moving()

    def _result(self) -> None:
        """No result is shown on the board: a fight over hands it over (_next_scene), and a replay ends on it."""
        return None

    def _next_scene(self) -> Callable[[], Scene] | None:
        """A fight ended by a move shown here hands the board over to the scene that comes next, a master to choose
        or the campaign's end (game.scenes.udo.scene_for)."""
        return partial(scene_for, self.ctx, self.campaign) if self.fight_over else None

    def _on_beat(self, beat: Beat[UdoState], quick: bool = False) -> None:
        """A big moment's banner or toast."""
        shown = moment(self.catalog, beat.event) if beat.event is not None else None
        if isinstance(shown, Toast):
            self.toasts.append(shown)
        elif shown is not None:
            self.banner = shown

    def _move_shown(self) -> None:
        """Once a move is shown: a fight over hands the board over (but in a replay, where it stays), the options
        that no longer apply are dropped, and the cards head for their new places."""
        self.fight_over = self.state.phase in (CHOOSE_MASTER, WON, LOST) and not self.watched
        self.use_charge = self.use_charge and self.state.charge > 0
        self.double = self.double and can_double(self.state)
        self.buttons = self._buttons()
        self._sync(snap=False)

    def hovered_at(self, pos: tuple[int, int]) -> str | None:
        """The card drawn uppermost under the mouse, or else the master (MASTER_KEY), whose card is no sprite."""
        key = super().hovered_at(pos)
        return MASTER_KEY if key is None and self.ctx.viewport.rect(self.zones["master"]).collidepoint(pos) else key

    def _sync(self, snap: bool) -> None:
        """Every card toward the slot the state gives it (the hand's row turned to its first card shown)."""
        self.row, slots = board_slots(self.state, self.zones, self.hand_first)
        self.hand_first = self.row.first
        self.glide.place(slots, snap, self._card, self._came_from, stagger=(0.02, 8))

    def _card(self, key: str, pos: Point, size: Point) -> CardSprite:
        return CardSprite(key, "attack" if key in self.catalog.attacks_by_id else "card", pos, size)

    def _came_from(self, key: str, slot: Slot) -> Placed:
        """An attack new to the board glides in from the attack deck; a card of the hero's shows at its slot."""
        deck = self.zones["attack_deck"]
        start = (deck.x, deck.y) if key in self.catalog.attacks_by_id else (slot.x, slot.y)
        return start, (slot.w, slot.h)

