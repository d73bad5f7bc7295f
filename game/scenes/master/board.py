"""The Master table: a match of 2 to 6 players played with the mouse, people at one screen and the computer.

Drag two cards of a set onto your area (the first waits there for its partner; or drop a card straight onto its
partner in your hand), a hand card onto the discard pile's top card when the two make a set, a card onto the
discard pile to discard it, or onto another player's top set to steal it. Only the targets the engine allows light
up, each with what it is worth; a refused drop slides home and shows the engine's reason where it was dropped.

The attacked player answers a steal: against the computer its own seat decides from its own view; at one screen
the curtain names the attacked person, who answers (drag a card of the set's skill onto the set, or Let it go),
and the screen passes on from there. Whenever the game waits for another person, the curtain comes down first.

The table holds its parts, each with one job and reading the table through a small protocol of its own: its motion
(MasterMotion: the cards gliding to the shown view), its held card (HeldCard: where a held card may go, lit), its
painter (MasterPainter: the felt and the cards), its keys (SetKeys: what the keyboard may take and where it may lay
it), its drops (SetDrops: the command a card let go asks for) and its talk (TableTalk: what the moment asks, the turn
panel, the Hint's words, the keywords of a pointed card). What is left here is the game's own:
what a beat does, what the mouse and the keys do, and who sits where.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.core import Command
from game.engine.master import commands as cmd
from game.engine.master import events as ev
from game.engine.master.state import MasterState
from game.layout.master.table import Area, areas
from game.play.campaign import Campaign
from game.play.chairs import seated_session
from game.play.held import HeldTargets
from game.play.history import News
from game.play.master.drops import STAGE, SetDrops
from game.play.master.targets import Target, held_targets, no_place_attempts, played_cards
from game.scenes.base import Push
from game.scenes.chaired import Chairs
from game.scenes.glide import Glide
from game.scenes.hinting import Suggestion
from game.scenes.history import history_button
from game.scenes.master.keys import SetKeys
from game.scenes.master.result import MasterResultScene
from game.scenes.master.talk import TableTalk
from game.scenes.opening import campaign_for
from game.scenes.picker import PickerScene
from game.scenes.seated import GameTable
from game.scenes.settings import menu_buttons
from game.scenes.turns import Turns
from game.ui import palette
from game.ui.drag import Drag
from game.ui.master.faces import master_face
from game.ui.master.held import HELD_CARD, HeldCard
from game.ui.master.motion import MasterMotion
from game.ui.master.paint import SEAT_COLOURS, MasterPainter
from game.ui.master.timeline import pace
from game.ui.overlaid import ZOOM
from game.ui.palette import Rgb
from game.ui.timeline import Beat, Timeline
from game.ui.widgets import Button
from game.words.master.glossary import explain
from game.words.master.seating import RULESET, Seating
from game.words.master.telling import HistoryWords, curtain_words, round_titles

if TYPE_CHECKING:
    from game.scenes.context import Context

DISCARDS_KEY = pygame.K_d  # the discard pile looked through


class MasterTableScene(GameTable):
    hand_zones = ("hand", "staged")
    hand_sizes, zoom_size = (HELD_CARD,), ZOOM  # held away from the hand; enlarged
    refused_at = (640, 420)
    layout = "master"
    log_zone = "log"

    def __init__(self, ctx: Context, campaign: Campaign, seating: Seating) -> None:
        super().__init__(ctx, campaign)
        self.seating = seating
        self.names = seating.names
        self.turns = Turns(self)
        self.seats = Chairs(self, seating)
        self.news = News(HistoryWords(self.catalog, seating.names))  # the log beside the piles
        self.news.read(campaign.session, self.viewer)
        self.staged: str | None = None
        self._held: HeldTargets[list[Target]] = HeldTargets()  # held_targets, once per moment
        self.timeline: Timeline[MasterState] = Timeline(campaign.state, pace)
        self.motion: MasterMotion = MasterMotion(self)
        self.glide = Glide(self, skipped=self._skipped, pieces=[self.motion.flyers])
        self.holding = HeldCard(self)
        self.painter = MasterPainter(self, self.motion, self.holding)
        self.keys = SetKeys(self, self.holding)
        self.drops = SetDrops(self)
        self.talk = TableTalk(self, self.holding)
        self.seats.seat()
        self._opened()

    # ----- its parts, where the kit calls the table ------------------------------------------------

    def _skipped(self) -> None:
        if self.banner is not None and not self.banner[0].startswith("Round"):
            self.banner = None  # a round's end stays told

    def words_on_places(self) -> list[pygame.Rect]:
        return self.holding.words_on_places()

    # ----- the cards -------------------------------------------------------------------------------

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        return master_face(self.catalog, card, size)

    explain = staticmethod(explain)

    def pointed(self, key: str) -> tuple[str, ...]:
        return self.talk.pointed(key)

    # ----- reading the game ------------------------------------------------------------------

    def seat_areas(self) -> dict[int, Area]:
        view = self.state
        if not view.players:
            return {}
        return areas(self.zones, view.players, self.viewer)

    @property
    def answering(self) -> bool:
        steal = self.state.steal
        return self.acting and steal is not None and steal.target == self.viewer

    def lays_sets(self) -> bool:
        hand = self.campaign.state.hands[self.viewer] if self.acting else ()
        return self.staged is None and self.drag is None and any(
            isinstance(c, cmd.FormSet) and all(card in hand for card in c.cards) for c in self._legal())

    def held_targets(self, held: str | None = None) -> list[Target]:
        """Where the held card (or `held`, a card just let go or made ahead) may go: worked out once per moment (the
        lights, the chips and the keys ask each frame)."""
        held = held if held is not None else self.drag.sprite.key if self.drag is not None else None
        if held is None:
            return []
        view, legal, staged = self.state, self._legal(), self.staged
        return self._held.get(view, legal, held, lambda: held_targets(self.catalog, view, self.viewer, legal, held,
                                                                      staged), staged)

    def no_place_attempts(self, card: str) -> list[tuple[str, Command]]:
        return no_place_attempts(self.state, self.viewer, card)

    def status_holding(self, held: str | None) -> str:
        return self.talk.status_holding(held)

    def turn_lines(self) -> tuple[str, str, Rgb]:
        return self.talk.turn_lines()

    def _buttons(self) -> list[Button]:
        x, y, w, _ = self.zones["buttons"]
        half = (w - 12) / 2
        return [
            Button("Let it go", (x, y, w, 54), self._let_go, self.answering, primary=self.answering,
                   hotkey="L: yield the set"),
            *self.hint.row((x, y + 66, w, 50), 12),
            *menu_buttons(self, (x, y + 136, half, 48), self._menu),
            history_button((x + half + 12, y + 136, half, 48), self._history),
        ]

    def log_lines(self) -> list[str]:
        return [*self.news.lines, *self.news.waiting]  # a steal awaiting its answer last, as under way

    def seat_place(self, seat: int) -> pygame.Rect | None:
        """Where a seat sits: its area."""
        area = self.seat_areas().get(seat)
        return area.rect if area is not None else None

    played_cards = staticmethod(played_cards)

    def suggestion(self, command: Command) -> Suggestion:
        return self.talk.suggestion(command)

    # ----- commands --------------------------------------------------------------------------

    def _played(self, command: Command) -> None:
        self.staged = None

    def _let_go(self) -> None:
        if self.answering:
            self.play_button(cmd.YieldSet(seat=self.viewer))

    def _on_beat(self, beat: Beat[MasterState], quick: bool = False) -> None:
        """What a beat says (its news in the log, a round's end in the banner), and the cards it moves."""
        event = beat.event
        if event is not None:
            self.news.tell(event, beat.before, beat.after)
            if isinstance(event, ev.RoundEnded):
                self.banner = (*round_titles(event, self.names), palette.GOLD_LIGHT, 2.6)
        self.motion.show(event, quick)
        self.buttons = self._buttons()

    def _forget_undone(self) -> None:
        self.staged = None

    def _caught_up(self) -> None:
        self.news.read(self.campaign.session, self.viewer)

    # ----- input -----------------------------------------------------------------------------

    def _other_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.staged is not None:
            self._unstage()

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self._unstage() if self.staged is not None else self._menu()
        elif event.key == pygame.K_l and self.answering:
            self._let_go()
        elif event.key == DISCARDS_KEY:
            self._look_through_discards()

    def _look_through_discards(self) -> None:
        """The whole discard pile, face up, the top card first (ruling 26: anyone may look through it)."""
        pile = self.state.discard
        if pile and self.drag is None:  # not while a card is in hand
            self._skip()
            self._hover(None)
            self.outcome = Push(PickerScene(self.ctx, f"The discard pile ({len(pile)}), the top card first",
                                            list(reversed(pile)), {}, True, selectable=False, face=self.face))

    def _unstage(self) -> None:
        if self.staged is not None:
            self.staged = None
            self._sync(snap=False)

    def _press(self, pos: tuple[int, int]) -> None:
        if self.zones["discard"].collidepoint(self.ctx.viewport.to_design(pos)):
            self._look_through_discards()
            return
        super()._press(pos)

    def _drop(self, drag: Drag, at: tuple[float, float]) -> bool:
        key = drag.sprite.key
        command = self.drops.command(key, at, self._legal()) if drag.moved else None
        if command == STAGE or (command is None and key == self.staged):
            self.staged = key if command == STAGE else None  # laid to wait for its partner, or taken back to the hand
            self._sync(snap=False)
            return True
        return isinstance(command, Command) and self.submit(command, at)

    # ----- the computer, the curtain, the end ---------------------------------------------------

    def _forget_seat(self) -> None:
        super()._forget_seat()
        self.staged = None

    def _curtain_words(self, view: MasterState, seat: int) -> tuple[str, str]:
        return curtain_words(self.catalog, view, self.names, seat)

    def _seat_colour(self, seat: int) -> Rgb:
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    def _rematch(self) -> MasterTableScene:
        return new_table(self.ctx, self.seating, self.campaign.session.state.rounds)

    def _result(self) -> MasterResultScene | None:
        if self.seating.open:
            return None
        return MasterResultScene(self.ctx, self.campaign.session, self.viewer, self.names, self.viewer
                                 if len(self.seating.people) == 1 else None, self.campaign.notice)


def new_table(ctx: Context, seating: Seating, rounds: int) -> MasterTableScene:
    """A fresh match of `rounds` on a random seed for this seating, saved at once, and the table that plays it."""
    session = seated_session(ctx, RULESET, seating.notes(), {"seats": seating.players, "rounds": rounds})
    return MasterTableScene(ctx, campaign_for(ctx, session, seating), seating)
