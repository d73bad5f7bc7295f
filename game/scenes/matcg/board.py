"""The duel table: a fight of Martial Arts played with the mouse, people at one screen or against the computer, in
any mix; a duel, or a fight of teams (Two-on-Two), each other fighter then in a compact panel of its own.

Drag an Attack card onto the opponent (at a table of teams, onto the panel of the enemy you attack) to attack,
link or counter-attack; a Defense card (or an Attack card, for its DEF) onto the waiting attack to block; a
Strategy card onto the Strategy zone; an Event onto your Event; a card onto your discards to come down to the hand
limit. Only the targets the engine allows light up, and the forecast
beside the held card says what the drop would do; a refused drop slides home with the engine's reason. The steps
of the phases (end the combo, take the hit, no counter, let it resolve, on to the next phase, end the turn) are
buttons, offered when the engine's legal commands hold them.

The defender answers an attack out of turn (at Two-on-Two it may call its teammate, who then defends for it):
against the computer its own seat decides from its own view; at one screen the curtain names whoever must answer,
who answers, and hands the screen back the same way.

The table holds its parts, each with one job and reading the table through a small protocol of its own: its steps
(DuelSteps: the commands of no card, as buttons and on the fighters' panels), its keys (DuelKeys: what the keyboard
may take and where it may lay it), its motion (DuelMotion: the cards gliding to the shown view), its talk (DuelTalk:
what the moment asks, the turn panel's lines, the curtain's words, what the Hint shows) and its painter
(DuelPainter, with the fighters' panels FighterPanels and, at a table of teams, the others' CrowdPanels). What is
left here is the game's own: what a beat says, and who sits where.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.core import Command
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import MatcgState
from game.layout import zones_now
from game.layout.hand import HandRow
from game.layout.matcg.places import fighter_zone, level_for, table_zones
from game.play.campaign import Campaign
from game.play.held import HeldTargets
from game.play.history import News
from game.play.matcg.ribbon import turn_ribbon
from game.play.matcg.setup import new_session
from game.play.matcg.targets import CARD_COMMANDS, Target, drop_command, held_targets, no_place_attempts
from game.scenes.base import Result, Scene
from game.scenes.chaired import Chairs
from game.scenes.glide import Glide
from game.scenes.hinting import Suggestion
from game.scenes.history import history_button
from game.scenes.matcg.keys import DuelKeys
from game.scenes.matcg.result import DuelResultScene
from game.scenes.matcg.talk import DuelTalk
from game.scenes.opening import campaign_for
from game.scenes.seated import GameTable
from game.scenes.settings import menu_buttons
from game.scenes.tournament_match import TournamentMatch
from game.scenes.turns import Turns
from game.ui.drag import Drag
from game.ui.matcg.crowd import CrowdPanels
from game.ui.matcg.faces import duel_face, number_at
from game.ui.matcg.motion import DuelMotion, banner_for
from game.ui.matcg.paint import HELD_CARD, DuelPainter
from game.ui.matcg.panels import FighterPanels, seat_colour
from game.ui.matcg.timeline import pace
from game.ui.overlaid import ZOOM
from game.ui.palette import Rgb
from game.ui.timeline import Beat, Timeline
from game.ui.widgets import Button
from game.words.matcg.glossary import explain, now
from game.words.matcg.seating import Seating
from game.words.matcg.steps import DuelSteps
from game.words.matcg.telling import HistoryWords, curtain_words

if TYPE_CHECKING:
    from game.scenes.context import Context


class DuelTableScene(GameTable):
    refused_at = (450, 300)
    hand_sizes, zoom_size = (HELD_CARD,), ZOOM  # held away from the hand; enlarged
    words: HistoryWords
    row: HandRow  # the hand's row of cards (turned when too long to show whole), laid out by every sync
    painter: DuelPainter

    def __init__(self, ctx: Context, campaign: Campaign, seating: Seating,
                 tournament: Callable[[DuelTableScene], TournamentMatch] | None = None) -> None:
        """`tournament`: the part of a tournament's match, made for this table (None: a duel of its own)."""
        super().__init__(ctx, campaign)
        self.tournament = tournament(self) if tournament is not None else None
        self.seating = seating
        self.names = seating.names
        self._held: HeldTargets[list[Target]] = HeldTargets()  # held_targets, once per moment
        self.turns = Turns(self)
        self.seats = Chairs(self, seating)
        self.steps = DuelSteps(self)
        self.talk = DuelTalk(self)
        self.keys = DuelKeys(self, self.steps)
        self.motion: DuelMotion = DuelMotion(self)
        self.glide = Glide(self)
        fighters = FighterPanels(self)
        self.painter = DuelPainter(self, self.steps, fighters, CrowdPanels(self, self.steps, fighters))
        self.level_zones = zones_now(level_for(campaign.state))
        self.zones = table_zones(self.level_zones, campaign.state, campaign.seat)
        self.row = HandRow()
        self.words = HistoryWords(self.catalog, self.names)
        self.news = News(self.words)  # the log beside the table
        self.news.read(campaign.session, campaign.seat)
        self.ribbon = turn_ribbon(campaign.session, campaign.seat, self.words)
        self.timeline: Timeline[MatcgState] = Timeline(campaign.state, pace)
        self.seats.seat()
        self._opened()

    # ----- its parts, where the kit calls the table ------------------------------------------------

    def words_on_places(self) -> list[pygame.Rect]:
        return self.painter.words_on_places()

    # ----- the cards -------------------------------------------------------------------------------

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        return duel_face(self.catalog, card, size, now(self.catalog, self.state, card))

    explain = staticmethod(explain)

    def pointed(self, key: str) -> tuple[str, ...]:
        """The number whose cell of the card the mouse rests on."""
        sprite = self.by_key.get(key)
        if sprite is None or not self.explained(key).figures:  # not a card that prints numbers
            return ()
        x, y = self.ctx.viewport.point(*self.pointer)
        found = number_at(self.catalog, key, sprite.rect.size, (x - sprite.rect.x, y - sprite.rect.y))
        return (found,) if found is not None else ()

    # ----- reading the game ------------------------------------------------------------------

    @property
    def rule_set(self) -> RuleSet:
        return self.campaign.rules.rules

    def _to_act(self) -> int | None:
        """The seat the game waits for now (the shown view may be a moment inside a command, which waits for
        nobody)."""
        session = self.campaign.session
        return session.ruleset.to_act(session.state)

    @property
    def answering(self) -> bool:
        """The person at the screen answers out of turn: an attack, a Strategy card, a counter-attack."""
        view = self.campaign.state
        return self.acting and (view.active != self.viewer or view.responder == self.viewer)

    def held_targets(self, held: str | None = None) -> list[Target]:
        """Where the held card (or `held`, a card just let go or made ahead) may go, with each place's forecast: worked
        out once per view, legal commands and card (the lights, the forecast and the keys ask each frame; with ten
        seats, a third of the frame)."""
        held = held if held is not None else self.drag.sprite.key if self.drag is not None else None
        if held is None:
            return []
        view, legal = self.campaign.state, self._legal()
        return self._held.get(view, legal, held, lambda: held_targets(self.catalog, self.rule_set, view, self.viewer,
                                                                      legal, held, self.names))

    def no_place_attempts(self, card: str) -> list[tuple[str, Command]]:
        return no_place_attempts(self.catalog, self.campaign.session, self.viewer, card)

    def status_holding(self, held: str | None) -> str:
        return self.talk.status_line()  # the same whatever card is held

    def turn_lines(self) -> tuple[str, str, Rgb]:
        return self.talk.turn_lines()

    def _buttons(self) -> list[Button]:
        x, y, w, _ = self.zones["buttons"]
        buttons = []
        steps = self.steps.steps()
        for k, command in enumerate(steps[:2]):
            buttons.append(Button(self.steps.label(command), (x, y + k * 62, w, 54),
                                  partial(self._step, command), primary=k == 0,
                                  hotkey="Space" if k == 0 else ""))
        half = (w - 12) / 2
        buttons += self.hint.row((x, y + 128, w, 48), 12)
        buttons += menu_buttons(self, (x, y + 186, half, 44), self._menu)
        buttons.append(history_button((x + half + 12, y + 186, half, 44), self._history))
        return self.tournament.buttons(buttons) if self.tournament is not None else buttons

    log_zone = "log"

    def log_lines(self) -> list[str]:
        return self.news.lines

    def seat_place(self, seat: int) -> pygame.Rect | None:
        """Where a seat sits: its fighter's panel."""
        return self.zones.get(fighter_zone(self.state, self.viewer, seat))

    def played_cards(self, command: Command) -> tuple[str, ...]:
        return (command.card,) if isinstance(command, CARD_COMMANDS) else ()

    def suggestion(self, command: Command) -> Suggestion:
        return self.talk.suggestion(command)

    # ----- commands --------------------------------------------------------------------------

    def _step(self, command: Command) -> None:
        self._skip()
        if command in self._legal():
            self.submit(command)

    def _on_beat(self, beat: Beat[MatcgState], quick: bool = False) -> None:
        """What a beat says (its news in the log, the combo's ribbon, its banner), and the cards it moves."""
        event = beat.event
        if event is not None:
            self.news.tell(event, beat.before, beat.after)
            self.ribbon = self.ribbon.add(event, self.catalog, beat.before)
            self.banner = banner_for(event, self.names) or self.banner
        self.motion.show(event, quick)
        self.buttons = self._buttons()

    def _forget_undone(self) -> None:
        self._caught_up()

    def _caught_up(self) -> None:
        self.news.read(self.campaign.session, self.viewer)
        self.ribbon = turn_ribbon(self.campaign.session, self.viewer, self.words)

    # ----- input -----------------------------------------------------------------------------

    def _key(self, event: pygame.event.Event) -> None:
        if self.tournament is not None and self.tournament.key(event):
            return
        if event.key == pygame.K_ESCAPE:
            self._menu()
        elif event.key == pygame.K_SPACE:
            steps = self.steps.steps()
            if steps:
                self._step(steps[0])

    def _press(self, pos: tuple[int, int]) -> None:
        if not self.acting:
            return
        at = self.ctx.viewport.to_design(pos)
        for seat, command in self.steps.panel_picks().items():
            if self.zones[fighter_zone(self.campaign.state, self.viewer, seat)].collidepoint(at):
                self.submit(command, at)
                return
        super()._press(pos)

    def _drop(self, drag: Drag, at: tuple[float, float]) -> bool:
        targets = self.held_targets(drag.sprite.key)
        command = drop_command(targets, self.zones, self.viewer, drag.sprite.key, at) if drag.moved else None
        return command is not None and self.submit(command, at)

    # ----- the computer, the curtain, the end ---------------------------------------------------

    def _forget_seat(self) -> None:
        super()._forget_seat()
        self.zones = table_zones(self.level_zones, self.campaign.state, self.viewer)

    def resized(self) -> None:
        super().resized()
        self.level_zones = zones_now(level_for(self.campaign.state))  # the status line's box grows with the text
        self.zones = table_zones(self.level_zones, self.campaign.state, self.viewer)
        self.hand_first = 0
        self.news.read(self.campaign.session, self.viewer)
        self.ribbon = turn_ribbon(self.campaign.session, self.viewer, self.words)

    def _curtain_words(self, view: MatcgState, seat: int) -> tuple[str, str]:
        return curtain_words(self.catalog, view, self.names, seat)

    def _seat_colour(self, seat: int) -> Rgb:
        return seat_colour(self.campaign.state, seat)

    def _rematch(self) -> DuelTableScene:
        session = self.campaign.session
        fresh = new_session(self.ctx, session.ruleset.id, self.seating, session.table.start_options())
        return DuelTableScene(self.ctx, campaign_for(self.ctx, fresh, self.seating), self.seating)

    def _result(self) -> Scene | None:
        if self.tournament is not None:
            return self.tournament.result()
        if self.seating.open:
            return None
        people = self.seating.people
        return DuelResultScene(self.ctx, self.campaign.session, self.viewer, self.names,
                               next(iter(people)) if len(people) == 1 else None, self.campaign.notice)

    def _menu(self) -> None:
        """A tournament's match goes back to its director; a duel of its own leaves as every table does."""
        if self.tournament is not None:
            self.tournament.leave()
        else:
            super()._menu()

    # ----- a tournament's match ------------------------------------------------------------------

    def update(self, dt: float) -> Result:
        return super().update(self.tournament.pace(dt) if self.tournament is not None else dt)

    def moving(self) -> bool:
        """A tournament's match moves as any table does (its computers playing, its cards gliding) and is still while
        it waits for its person; a watched match paused holds its time, so nothing moves but a button's action."""
        if self.tournament is not None and self.tournament.halted():
            return self.outcome is not None
        return super().moving()

    def _next(self, dt: float) -> None:
        if self.tournament is None or not self.tournament.halted():
            super()._next(dt)
