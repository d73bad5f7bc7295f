"""The ring arena: a Kenpo Masters match played with the mouse, hot-seat or against the computer.

Drag a card from the hand onto a lit square of the ring: the card is played and the fighter makes that move.
A defence card then asks which waiting attack it reduces, when there are several and the answer changes the score
(in the kit's picker). Effect cards go on your cards in play. Rest and End turn are buttons (R, E; Enter presses
the one with the keyboard's focus, as at every table). Every drop or click becomes a command; a refused one slides
the card home and shows the engine's reason where it was dropped.
The engine's events are played as beats (ring_timeline): cards land, fighters step, a Break is called, points fly
to the score race.

Hot-seat: when the turn passes, an opaque curtain names the next player, and only once it is clicked does the
screen switch to that player's view. Versus: the computer plays its seat from its own view, card by card.

The arena holds its parts, each with one job and reading the arena through a small protocol of its own: its glide
(the kit's Glide: the beats played, the cards gliding, the fighters sliding), its motion (RingMotion: what each beat
shows, the points flying), its painter (RingPainter: the frame layer by layer, the match as it stands kept in the
still layer), its keys (RingKeys: what the keyboard may take and where it may lay it) and its drops (RingDrops:
where a held card may go, and the command a card let go asks for). What is left here is the game's own: what the
moment asks, what the Hint shows, what a click asks for, and who sits where.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import Command, Session
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.forecast import no_place_attempts
from game.engine.kenpo.state import KenpoState
from game.layout.hand import HandRow
from game.layout.kenpo.card import part_at
from game.layout.kenpo.ring import HELD_CARD, square_rect
from game.play.campaign import Campaign
from game.play.chairs import seated_session
from game.play.kenpo.drops import Choice, RingDrops, played_cards
from game.scenes.base import Push
from game.scenes.chaired import Chairs
from game.scenes.context import Context
from game.scenes.glide import Glide
from game.scenes.hinting import Suggestion
from game.scenes.history import history_button
from game.scenes.kenpo.keys import RingKeys
from game.scenes.kenpo.motion import RingMotion
from game.scenes.kenpo.result import match_result
from game.scenes.opening import campaign_for
from game.scenes.picker import PickerScene
from game.scenes.result import ResultOverlay
from game.scenes.seated import GameTable
from game.scenes.settings import menu_buttons
from game.scenes.turns import Turns
from game.ui import palette
from game.ui.drag import Drag
from game.ui.flights import Flights
from game.ui.kenpo.faces import DECK_COLOURS, SEAT_COLOURS, kenpo_face, regions
from game.ui.kenpo.paint import ZOOM, RingPainter
from game.ui.kenpo.ring_view import Points
from game.ui.kenpo.timeline import pace
from game.ui.timeline import Beat, Timeline
from game.ui.toasts import Toast
from game.ui.tween import Slide
from game.ui.widgets import Button
from game.words.kenpo.glossary import explain, region_keywords
from game.words.kenpo.ring import guard_choice, stepping, suggested, turn_lines
from game.words.kenpo.seating import Table
from game.words.kenpo.telling import Moment, status_line

BUTTON_REFUSED_AT = (640, 470)  # design px: where a refused End turn or Rest says why


class RingArenaScene(GameTable):
    names: tuple[str, str]  # Yellow's and Red's (game.words.kenpo.seating.Table.names)
    refused_at = (640, 300)
    layout = "ring"
    hand_sizes, zoom_size = (HELD_CARD,), ZOOM  # held over the ring; enlarged
    banner_type = ((54, 34), (22, 78))  # design px: a banner's title and line in the ring's banner zone
    painter: RingPainter
    row: HandRow  # the hand's row of cards (scrolled when too long to show whole), laid out by every sync

    def __init__(self, ctx, campaign: Campaign, table: Table):
        super().__init__(ctx, campaign)
        self.table = self.seating = table  # `seating`: who sits where, as the kit's UndoRedo and Chairs read it
        self.flyers: Flights[Points] = Flights()
        self.choosing: Choice | None = None
        self.names = self.table.names()
        self.timeline: Timeline[KenpoState] = Timeline(campaign.state, pace)
        self.tokens = {seat: Slide(self.centre_of(seat)) for seat in (0, 1)}
        self.turns = Turns(self)
        self.seats = Chairs(self, table)
        self.seats.seat()
        self.their_turn: list[str] = []  # what the computer did on its last turn, shown until the player acts
        self.motion: RingMotion = RingMotion(self)
        self.glide = Glide(self, skipped=self.motion.landed, started=self.motion.started,
                           pieces=[*self.tokens.values(), self.flyers])
        self.painter = RingPainter(self)
        self.keys = RingKeys(self)
        self.drops = RingDrops(self)
        self._opened()

    # ----- its parts, where the kit calls the arena ------------------------------------------------

    def words_on_places(self) -> list[pygame.Rect]:
        return self.painter.words_on_places()

    def keep_clear(self) -> list[pygame.Rect]:
        return [self.zones["status"]]

    # ----- the cards -------------------------------------------------------------------------------

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        return kenpo_face(self.catalog.card(card), DECK_COLOURS[self.catalog.owners[card]], size)

    explain = staticmethod(explain)

    def pointed(self, key: str) -> tuple[str, ...]:
        """The part of the card's face the mouse rests on (game.layout.kenpo.card.part_at): its qualifiers, the arrow
        or movement of its ring (or its emblem), its words."""
        sprite = self.by_key.get(key)
        if sprite is None or key not in self.catalog.cards_by_id:
            return ()
        card = self.catalog.card(key)
        x, y = self.ctx.viewport.point(*self.pointer)
        at = (x - sprite.rect.x, y - sprite.rect.y)
        return region_keywords(card, *part_at(regions(card, sprite.rect.size), at))

    def centre_of(self, seat: int, state: KenpoState | None = None) -> tuple[float, float]:
        square = (state or self.state).positions[seat]
        return tuple(map(float, square_rect(self.zones, self.viewer, square).center))  # type: ignore[return-value]

    # ----- reading the game ------------------------------------------------------------------

    def no_place_attempts(self, card: str) -> list[tuple[str, Command]]:
        return no_place_attempts(self.catalog, self.state, self.viewer, card)

    def status_holding(self, held: str | None) -> str:
        """The status line while `held` is in the mouse's hand (None: nothing is)."""
        choosing = self.choosing.card if self.choosing is not None else None
        moment = Moment(self.state, self.viewer, self.names, self._legal(), held, choosing,
                        self.state.seat in self.computers)
        return status_line(moment, self.catalog)

    def _buttons(self) -> list[Button]:
        x, y, w, _ = self.zones["buttons"]
        legal = self._legal()
        can_end = any(isinstance(c, cmd.EndTurn) for c in legal)
        can_rest = any(isinstance(c, cmd.Rest) for c in legal)
        return [  # under the turn's panel (game.ui.kenpo.paint.TURN_PANEL)
            Button("End turn", (x, y + 70, w, 64), self._end_turn, can_end, primary=can_end, hotkey="E"),
            Button("Rest", (x, y + 146, w, 54), self._rest, can_rest, hotkey="R: draw 2"),
            *self.hint.row((x, y + 212, w, 48), 8),
            history_button((x, y + 280, w, 48), self._history),
            *menu_buttons(self, (x, y + 348, w, 48), self._menu),
        ]

    def turn_lines(self) -> tuple[str, str, palette.Rgb]:
        """The turn's panel: the turn and the table, then whose turn it is, in the colour of the seat to play."""
        state = self.state
        colour = palette.GOLD_LIGHT if state.over else SEAT_COLOURS[state.seat][0]
        return (*turn_lines(state, self.viewer, self.names, self.table), colour)

    log_zone = "my_table"  # the box of the computer's turn lies there, at the start of the player's turn

    def log_lines(self) -> list[str]:
        """What the computer did on its turn, in its box."""
        return self.their_turn

    def seat_place(self, seat: int) -> pygame.Rect:
        """Where a seat sits: its hand."""
        return self.zones["hand" if seat == self.viewer else "opp_hand"]

    played_cards = staticmethod(played_cards)

    def suggestion(self, command: Command) -> Suggestion:
        """A card played: on its square (the one its movement leads to) or on the player's cards in play; a
        defence, against the attack it reduces. End turn and Rest: their buttons."""
        if not isinstance(command, cmd.PlayCard):
            return Suggestion(suggested(self.catalog, command, None),
                              button="End turn" if isinstance(command, cmd.EndTurn) else "Rest")
        square = self.drops.square_for(command)
        if square is None:
            return Suggestion(suggested(self.catalog, command, None), command.card, self.zones["my_table"])
        place = square_rect(self.zones, self.viewer, square)
        x, y = self.centre_of(self.viewer, self.campaign.state)
        return Suggestion(suggested(self.catalog, command, stepping(place.centerx - x, place.centery - y)),
                          command.card, place)

    # ----- commands --------------------------------------------------------------------------

    def submit(self, command: Command, at: tuple[float, float] | None = None) -> bool:
        if command.seat != self.table.computer:
            self.their_turn = []  # the player has acted: the summary of the computer's turn has been read
        return super().submit(command, at)

    def _end_turn(self) -> None:
        self.play_button(cmd.EndTurn(seat=self.viewer), BUTTON_REFUSED_AT)

    def _rest(self) -> None:
        self.play_button(cmd.Rest(seat=self.viewer), BUTTON_REFUSED_AT)

    # ----- input -----------------------------------------------------------------------------

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self._menu()
        elif event.key == pygame.K_e and self.acting:
            self._end_turn()
        elif event.key == pygame.K_r and self.acting:
            self._rest()

    def _drop(self, drag: Drag, at: tuple[float, float]) -> bool:
        found = self.drops.command(drag.sprite.key, at) if drag.moved else None
        if isinstance(found, Choice):
            self._ask(found)
        elif isinstance(found, str):
            self.toasts.append(Toast(found, at))
        return isinstance(found, Command) and self.submit(found, at)

    def _ask(self, choice: Choice) -> None:
        """A defence card that may reduce several waiting attacks, to different scores, asks which, in the kit's
        picker: each attack with what the card prevents from it and what would then be taken in all
        (game.words.kenpo.ring.guard_choice)."""
        self.choosing = choice
        self._hover(None)
        title, notes = guard_choice(self.catalog.card(choice.card).name, choice.options)
        self.outcome = Push(PickerScene(self.ctx, title, list(choice.options), notes, True, face=self.face))

    def resume(self, value: object) -> None:
        """The picker's answer to a defence card's question: the card played against the attack chosen, or, the
        picker closed, kept in the hand; any other answer is the kit's (GameTable.resume)."""
        choice, self.choosing = self.choosing, None
        if choice is None:
            super().resume(value)
            return
        self._hover(None)  # the picker had the mouse
        if isinstance(value, str) and value in choice.options:
            self.submit(self.drops.against(choice, value), choice.at)
        else:
            name = self.catalog.card(choice.card).name
            self.toasts.append(Toast(f"{name} stays in your hand.", choice.at, 1.6, palette.DIM_TEXT))

    # ----- beats, the computer, the curtain ----------------------------------------------------

    def _on_beat(self, beat: Beat[KenpoState], quick: bool = False) -> None:
        self.motion.show(beat)

    def _curtain_words(self, view: KenpoState, seat: int) -> tuple[str, str]:
        return self.table.scoreline(view.scores), "your turn"

    def _seat_colour(self, seat: int) -> palette.Rgb:
        return SEAT_COLOURS[seat][0]

    def _rematch(self) -> RingArenaScene:
        return new_duel(self.ctx, self.table)

    def _result(self) -> ResultOverlay:
        return match_result(self.ctx, self.campaign.session, self.viewer, self.names, self.catalog.winning_score,
                            self.campaign.notice)


def new_duel(ctx: Context, table: Table) -> RingArenaScene:
    """A fresh match for this table on a random seed, saved at once (who sits at it kept in the save's notes), and
    the arena that plays it."""
    return arena_for(ctx, seated_session(ctx, "kenpo", table.notes()), table)


def arena_for(ctx: Context, session: Session[Any], table: Table) -> RingArenaScene:
    """The arena of a match, opened on the view of the seat at the screen (game.scenes.opening.campaign_for)."""
    return RingArenaScene(ctx, campaign_for(ctx, session, table), table)
