"""The tournament director (game.engine.tournament) of a game whose matches are duels: the standings table (a round
robin) or the bracket (a championship), the next match ringed, and the ways to play it. A match with a person in it
is played at the game's duel table (the curtain between two people) and comes back here with its result; a match
between computers is played out in the thinking process (game.scenes.worker) while the window goes on, with a bar
that moves while it runs, or watched at the table at speed; "Play all computer matches" plays them one after another
until a person's match or the end. The tournament is saved after every match, and a person's match after every
command: Continue opens the director and, when a match was under way, that match where it was. Once it has a
champion, the tournament goes to the record book.

What is the game's own, the director asks of the game's `House`: its tournament's file and its match's, its duel
table, and the decks an entrant may bring."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Generic, Protocol, Self, TypeVar

import pygame

from game.engine.core import Event, ScenarioError, Session
from game.engine.tournament import Match, Tournament
from game.files.records import MatchResult
from game.play.bouts import played_match
from game.play.tournament import Played, Skipped
from game.scenes.base import Push, Rebase, Result, Scene
from game.scenes.notices import told_alone
from game.scenes.table import TableScene
from game.scenes.worker import Thinker
from game.ui.backdrop import Backdrop
from game.ui.toasts import Toast
from game.ui.tournament import BAR_Y, draw_bar, draw_tournament
from game.ui.widgets import Button
from game.words.tournament import champion_line, match_heading, unplayable_line


class Entrant(Protocol):
    @property
    def level(self) -> str | None:
        """The computer's level; None: a person."""
        ...


class Cup(Hashable, Protocol):
    """A tournament as the game keeps it, a value (a new one after each result): the pure tournament, its entrants
    and what their matches are played with."""

    @property
    def tournament(self) -> Tournament: ...

    @property
    def entrants(self) -> Sequence[Entrant]: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def title(self) -> str:
        """What the tournament is, over its pictures: its kind and size ("Round Robin of 6"), and the game's own
        choices it is played under."""
        ...

    @property
    def ruleset_id(self) -> str: ...

    @property
    def results(self) -> tuple[MatchResult, ...]:
        """Every match's result and score, or none when some were not kept."""
        ...

    def has_person(self, match: Match) -> bool: ...

    def deck_problem(self, number: int) -> str | None:
        """Why entrant `number`'s deck cannot be played, or None when it can."""
        ...

    def options(self, match: Match) -> dict[str, Any]:
        """The options of the match's game."""
        ...

    def record(self, seat_won: int | None, match: Match, scores: tuple[int, int] | None = None,
               assisted: bool = False) -> Self:
        """The cup after `match` ended, won by seat `seat_won`, or drawn (None)."""
        ...


C = TypeVar("C", bound=Cup)


class House(Protocol[C]):
    """What the director asks of the game whose tournament (its cup, C) it runs."""

    score_word: str  # the game's word for what a match's score counts (what each player had left), as results say it

    def save(self, cup: C) -> None:
        """The tournament kept in its file."""

    def finish(self, cup: C) -> str | None:
        """The tournament over: recorded and its file removed; a message for the player, or None."""
        ...

    def saved_match(self, cup: C) -> tuple[Session[Any] | None, str | None]:
        """The next match as it was saved, or None; and a notice."""
        ...

    def discard_match(self) -> None:
        """The match's own file removed: its result is in the tournament's."""

    def conclude(self, session: Session[Any], saving: bool = True) -> None:
        """A match over: kept for Replays (and the records), its file written when `saving`."""

    def match_session(self, cup: C, match: Match, batches: list[list[Event]] | None = None) -> Session[Any]:
        """The match's game from its start, or of these events (a match played out)."""
        ...

    def played(self, number: int, session: Session[Any]) -> Played:
        """The result of a finished match."""
        ...

    def table(self, ctx: Any, cup: C, match: Match, watch: bool, session: Session[Any] | None) -> Scene:
        """The match at the game's duel table (`watch`: between computers, watched at speed)."""
        ...

    def deck_picker(self, ctx: Any, cup: C, number: int) -> Scene:
        """The list of the decks entrant `number` may bring; it pops the deck chosen, or None. Asked only for an
        entrant whose deck cannot be played (Cup.deck_problem): a game whose entrants bring no deck of their own
        tells no problem, and is never asked for this nor `with_deck`."""
        ...

    def with_deck(self, cup: C, number: int, deck: object) -> C:
        """The cup with entrant `number` bringing `deck`."""
        ...


class DirectorScene(TableScene, Generic[C]):
    def __init__(self, ctx: Any, cup: C, house: House[C], notice: str | None = None,
                 match: Session[Any] | None = None):
        """`house`: the game's own part; `match`: the next match as it was saved in the middle (Continue opens it at
        once) or at its end (its result is recorded)."""
        super().__init__(ctx)
        self.cup = cup
        self.house = house
        self.thinker = Thinker()
        self.running: Match | None = None  # the match being played out in the thinking process
        self.run_all = False  # play the computers' matches one after another
        self.run_count = 0
        self.clock = 0.0
        self.unplayable: tuple[int, str] | None = None  # the next match's entrant whose deck cannot be played, why
        self.choosing: int | None = None  # the entrant whose deck the list of decks chooses
        self.backdrop = Backdrop()
        if notice:
            self.toasts.append(Toast(told_alone(notice), (640, 600), seconds=8.0))
        if cup.tournament.over and ctx.autosave:  # a finished one whose record could not be kept before
            self._finish()
        self.buttons = self._buttons()
        if match is not None:
            self._saved_match(match)

    def _saved_match(self, session: Session[Any]) -> None:
        upcoming = self.cup.tournament.next_match
        if upcoming is None:
            return
        if session.ruleset.is_over(session.state):  # it ended as the window closed
            self.house.conclude(session)
            self.record(self.house.played(upcoming.number, session))
        else:
            self._table(watch=False, session=session)

    # ----- the buttons ---------------------------------------------------------------------------

    def _buttons(self) -> list[Button]:
        buttons = [Button("Menu", (1130, BAR_Y, 130, 56), self._leave, hotkey="Esc")]
        match = self.cup.tournament.next_match
        self.unplayable = None
        if match is None:
            return buttons
        if self.running is None:
            self.unplayable = next(((p, problem) for p in match.players
                                    if (problem := self.cup.deck_problem(p)) is not None), None)
        if self.unplayable is not None:
            buttons.append(Button("Choose a deck", (880, BAR_Y, 240, 56), self._choose_deck, primary=True,
                                  hotkey="Enter"))
        elif self.running is not None:
            buttons.append(Button("Stop after this match" if self.run_all else "Stop", (850, BAR_Y, 260, 56),
                                  self._stop))
        elif self.cup.has_person(match):
            buttons.append(Button("Play the match", (850, BAR_Y, 260, 56), self._play, primary=True,
                                  hotkey="Enter"))
        else:
            buttons += [Button("Play it out", (580, BAR_Y, 170, 56), self._play_out, primary=True, hotkey="Enter"),
                        Button("Watch", (760, BAR_Y, 110, 56), self._watch),
                        Button("Play all computer matches", (880, BAR_Y, 240, 56), self._play_all)]
        return buttons

    def _choose_deck(self) -> None:
        """The list of the decks offered (the game's), for the entrant whose deck cannot be played; `resume` takes
        the deck chosen."""
        if self.unplayable is None:
            return
        self.choosing = number = self.unplayable[0]
        self.outcome = Push(self.house.deck_picker(self.ctx, self.cup, number))

    def _leave(self) -> None:
        self._cancel()
        self.outcome = Rebase()

    def _play(self) -> None:
        self._table(watch=False)

    def _watch(self) -> None:
        if self.running is None:
            self._table(watch=True)

    def _table(self, watch: bool, session: Session[Any] | None = None) -> None:
        """The next match at the duel table (a person's where it was saved); a deck that can no longer be played
        is told, not raised."""
        match = self.cup.tournament.next_match
        if match is None:
            return
        if session is None and self.cup.has_person(match) and self.ctx.autosave:
            session, notice = self.house.saved_match(self.cup)
            if notice:
                self.toasts.append(Toast(told_alone(notice), (640, 600), seconds=8.0))
        try:
            self.outcome = Push(self.house.table(self.ctx, self.cup, match, watch, session))
        except ScenarioError as error:
            self.toasts.append(Toast(f"The match cannot start: {error}", (640, 600), seconds=8.0))

    def _play_out(self) -> None:
        self.run_all, self.run_count = False, 0
        self._start()

    def _play_all(self) -> None:
        self.run_all, self.run_count = True, 0
        self._start()

    def _stop(self) -> None:
        if self.run_all:
            self.run_all = False  # the match under way is played to its end
        else:
            self._cancel()
        self.buttons = self._buttons()

    def _cancel(self) -> None:
        if self.running is not None:
            self.thinker.cancel()
            self.running, self.run_all = None, False

    # ----- matches between computers, in the thinking process --------------------------------------

    def _start(self, batches: list[list[Event]] | None = None) -> None:
        """The next match played out in the thinking process (from `batches`, the match so far, when given)."""
        match = self.cup.tournament.next_match
        if match is None or self.cup.has_person(match) or self.running is not None or self.unplayable is not None:
            self.run_all = False  # (a deck that cannot be played waits for the player to choose another)
            self.buttons = self._buttons()
            return
        levels = [self.cup.entrants[p].level or "normal" for p in match.players]
        self.thinker.start(played_match, self.cup.ruleset_id, levels, match.seed, self.cup.options(match), batches)
        self.running = match
        self.buttons = self._buttons()

    def update(self, dt: float) -> Result:
        self.clock += dt
        if self.running is not None and self.thinker.ready():
            match, self.running = self.running, None
            try:
                _, batches = self.thinker.take()
            except Exception as error:  # noqa: BLE001 - a match that failed (WorkerStopped, a deck) is not recorded
                self.run_all = False
                self.toasts.append(Toast(f"The match could not be played out ({error}).", (640, 600)))
            else:
                session = self.house.match_session(self.cup, match, batches)
                if self.ctx.autosave:  # kept for Replays like any duel
                    self.house.conclude(session, saving=False)
                self.record(self.house.played(match.number, session))
                self.run_count += 1
                if self.run_all:
                    self._start()
            self.buttons = self._buttons()
        return super().update(dt)

    def moving(self) -> bool:
        """A match is played out in the thinking process: its bar moves until it is over."""
        return self.running is not None or super().moving()

    # ----- results -------------------------------------------------------------------------------

    def record(self, played: Played) -> None:
        """A match's result: recorded if it is the next match's, then the tournament is saved (and, if over,
        recorded and its file removed)."""
        match = self.cup.tournament.next_match
        if match is None or match.number != played.number:
            return
        self.cup = self.cup.record(played.seat, match, played.scores, played.assisted)
        if not self.ctx.autosave:  # a picture, or a tool: nothing is written
            pass
        elif self.cup.tournament.over:
            self._finish()
        else:
            self.house.save(self.cup)
        if self.ctx.autosave:  # the result is kept: the match's own file is done with
            self.house.discard_match()
        self.buttons = self._buttons()

    def _finish(self) -> None:
        message = self.house.finish(self.cup)
        champion = self.cup.tournament.champion
        assert champion is not None
        self.toasts.append(Toast(message or champion_line(champion, self.cup.names), (640, 600), seconds=8.0))

    def resume(self, value: object) -> None:
        """Back from the list of decks (the deck chosen, or None: closed), or from the duel table: its result, the
        match so far to be played out (skipped to its end), or None when it was left before the end."""
        match = self.cup.tournament.next_match
        if self.choosing is not None:
            number, self.choosing = self.choosing, None
            if value is not None:
                self.cup = self.house.with_deck(self.cup, number, value)
                if self.ctx.autosave:
                    self.house.save(self.cup)
        elif isinstance(value, Played):
            self.record(value)
        elif isinstance(value, Skipped):
            if match is not None and match.number == value.number:
                self.run_all, self.run_count = False, 0
                self._start(value.batches)
        elif match is not None and self.cup.has_person(match) and self.ctx.autosave:
            self.toasts.append(Toast("The match is kept: Play the match goes on from where it was left.",
                                     (640, 600)))
        else:
            self.toasts.append(Toast("The match was left before its end: it will be played again from the start.",
                                     (640, 600)))
        self.buttons = self._buttons()

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._leave()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = next((b for b in self.buttons if b.primary and b.enabled), None)
            if primary is not None:
                primary.action()
        return self.handle_buttons(event)

    # ----- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The tournament as it stands is painted once into the tables' still layer (game.ui.backdrop), again only
        when a result changes it (the cup is made anew); the bar and the buttons are drawn over it every frame."""
        self.backdrop.draw(surface, self.cup, self._paint_tournament)
        self._draw_bar(surface)
        self.draw_widgets(surface)

    def _paint_tournament(self, surface: pygame.Surface) -> None:
        self.draw_felt(surface)
        draw_tournament(surface, self.ctx.viewport, self.cup.tournament, self.cup.names, self.cup.title,
                        tuple(result.scores for result in self.cup.results), self.house.score_word)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        t, names = self.cup.tournament, self.cup.names
        match = t.next_match
        problem = None if self.unplayable is None else unplayable_line(names[self.unplayable[0]], self.unplayable[1])
        head = "" if match is None else match_heading(match, self.running is not None,
                                                        self.run_count if self.running and self.run_all else None)
        draw_bar(surface, self.ctx.viewport, t, names, min(b.rect[0] for b in self.buttons) - 20, head, problem,
                 self.clock if self.running is not None else None)
