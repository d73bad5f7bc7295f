"""What the set-up scene of a game for several seats does whatever the game: it tells of the game in progress in
one line read from its save, continues it (Continue, Enter) or goes back to the menu (Back, Esc).

A base of a game's set-up scene, which passes in how its game in progress is told (`read_saved`) and resumed
(`resume`, through `resumed`) and lays its own buttons (`lay`), and draws its title (`draw_heading`) and the game
in progress (`draw_in_progress`); its buttons are laid out anew (`_buttons`) with the game in progress at the table
chosen read again. It may lay Start, Continue and Back along its foot (`foot`), continue one of several games in
progress (`_continue` with that game's `resume`) and start a new game once at least one seat is a person's
(`start_seated`; else `NO_PERSON`, which `draw_no_person` says). A new game takes the place of the one in progress
only once the player has agreed (`replacing`, which the set-up's start offers and whose answer the scene resumes
with). Who may sit at each seat: game.words.chairs; the seats in rows with their names, which a set-up may lay
(`seats`) and whose name being typed has the keyboard: game.scenes.named_seats; how a set-up remembers them:
game.files.setups.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol, TypeVar

import pygame

from game.engine.core import Session
from game.files import kinds, saves
from game.files.paths import campaign_path
from game.scenes.base import Rebase, Replace, Result, Scene
from game.scenes.confirm import Replacing
from game.scenes.dialog import default_pressed
from game.scenes.named_seats import NamedSeats
from game.scenes.notices import told_alone
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.toasts import Toast
from game.ui.widgets import Button

S = TypeVar("S", bound=Scene)
NO_PERSON = "At least one seat must be a person."  # a table of computers alone is not started from a set-up
Resume = Callable[[], tuple[Scene | None, str | None]]  # a game in progress as its scene shows it, or None; a notice


class Seated(Protocol):
    """The seats a set-up's choices make (game.words.chairs.Chairs, a game's table), as far as starting asks."""

    @property
    def people(self) -> frozenset[int]: ...


def saved_line(ruleset_id: str, game: str, tell: Callable[[Session[Any]], str], kind: str | None = None
               ) -> str | None:
    """A line about the `game` ("duel", "match") in progress under a ruleset (at a kind of table: game.files.kinds)
    as `tell` gives it, or None when there is none. Only reads the save: a damaged one is set aside by Continue,
    which says so."""
    path = campaign_path(ruleset_id, kind)
    if not saves.is_saved(path):
        return None
    try:
        session = saves.read(path)
    except saves.SaveError:
        return f"A saved {game} that cannot be read"
    return tell(session)


def resumed(ruleset_id: str, kind: str | None, scene: Callable[[Session[Any]], S]) -> tuple[S | None, str | None]:
    """The game in progress under a ruleset (at a kind of table: game.files.kinds; None, its one game in progress,
    and every game's saved before the kinds were kept apart) as `scene` shows it, or None; and a notice for the
    player (a damaged save set aside)."""
    session, notice = saves.resume(ruleset_id, campaign_path(ruleset_id, kind))
    return (None if session is None else scene(session)), notice


class SetupScene(TableScene):
    saved: str | None  # a line about the game in progress; None when there is none
    seats: NamedSeats | None = None  # the seats in rows, a person's name typed in place, where the set-up lays them

    def __init__(self, ctx: Any, read_saved: Callable[[], str | None], resume: Resume,
                 lay: Callable[[], list[Button]]) -> None:
        """`read_saved`: the line about the game in progress, read again; `resume`: the table of the game in
        progress, or None, and a notice for the player (a damaged save set aside); `lay`: the set-up's own
        buttons, for its choices as they stand and along its foot."""
        super().__init__(ctx)
        self.read_saved = read_saved
        self.resume_saved = resume
        self.lay = lay
        self.replacing = Replacing()  # a new game in place of the one in progress (`start_seated`)

    def tell_lost(self, lost: list[str]) -> None:
        """What the set-up recalled of the last game started that no longer holds (a saved deck deleted, renamed,
        changed past the rules or damaged since), in words, told as it opens."""
        if lost:
            self.tell(Toast(" ".join(lost), (640, 600), seconds=10.0, width=720))

    def _buttons(self) -> list[Button]:
        """The set-up's buttons laid out anew: the game in progress at the table chosen read again (its line, and
        whether Continue is offered), the seats' rows seated afresh and nothing ringed yet, then the set-up's own."""
        self.saved = self.read_saved()
        if self.seats is not None:
            self.seats.seated()
        self.ringed = []
        return self.lay()

    def offer_kinds(self, buttons: list[Button], seat: int, kinds: list[tuple[str, str, bool]], x: int, width: int,
                    pick: Callable[[int, str], None]) -> None:
        """Who may sit at `seat` (game.words.chairs.seat_kinds: each kind's label, the kind, whether it is chosen), a
        button each along the seat's row from `x`, `width` wide, the one chosen ringed: a click seats that kind there
        (`pick`) and lays the buttons out again."""
        assert self.seats is not None
        for k, (label, kind, chosen) in enumerate(kinds):
            self.offer(buttons, Button(label, (x + k * (width + 10), self.seats.row_y(seat), width, 46),
                                       partial(self._picked, pick, seat, kind)), chosen)

    def _picked(self, pick: Callable[[int, str], None], seat: int, kind: str) -> None:
        pick(seat, kind)
        self.buttons = self._buttons()

    def foot(self, buttons: list[Button], new: str, start: Callable[[], None], can_start: bool, y: int,
             going: str | None = None) -> None:
        """Start a new `new` ("match": `start`, enabled when `can_start`; Enter when there is none in progress),
        Continue the one in progress when there is one (Enter; `going` names it, if not as `new`) and Back (Esc),
        along the foot of the set-up at `y`."""
        buttons.append(Button(f"Start the {new}", (490, y, 300, 60), start, can_start, primary=not self.saved,
                              hotkey="" if self.saved else "Enter"))
        if self.saved is not None:
            buttons.append(Button(f"Continue the {going or new}", (880, y, 360, 60), self._continue, primary=True,
                                  hotkey="Enter"))
        buttons.append(Button("Back", (40, y + 6, 170, 50), self._back, hotkey="Esc"))

    def start_seated(self, seating: Seated, begin: Callable[[], Scene], new: str, ruleset_id: str, kind: str,
                     toast_y: int, going: str | None = None) -> None:
        """The new `new` ("match") of a ruleset that `begin` opens for `seating`, once at least one seat is a
        person's (else the set-up says so, at `toast_y`); in place of the one in progress at its kind of table
        (game.files.kinds; `going` names it, if not as `new`) once the player agrees."""
        if not seating.people:
            self.toasts.append(Toast(NO_PERSON, (640, toast_y)))
            return
        self.replacing.offer(self, begin, self.saved, f"Replace the {going or new} in progress?", new,
                             kinds.save_place(ruleset_id, kind))

    def resume(self, value: object) -> None:
        """Back from the question before replacing the game in progress."""
        self.replacing.answer(self, value)

    def _continue(self, resume: Resume | None = None) -> None:
        """The game in progress that `resume` brings back (the set-up's own, unless given); where none is found (a
        damaged save set aside, its notice shown), the set-up's line and buttons are read anew."""
        scene, notice = (resume or self.resume_saved)()
        if notice:
            self.toasts.append(Toast(told_alone(notice), (640, 700), seconds=8.0))
        if scene is None:
            self.buttons = self._buttons()
            return
        self.outcome = Replace(scene)

    def _back(self) -> None:
        self.outcome = Rebase()

    def draw_heading(self, surface: pygame.Surface, title: str, line: str, title_at: tuple[int, int],
                     line_at: tuple[int, int]) -> None:
        """The game's title in gold and a line under it, each at (the y of its middle, its largest size), as large
        as fits across the window."""
        vp = self.ctx.viewport
        (y, size), (line_y, line_size) = title_at, line_at
        text.draw(surface, title, text.fit(title, vp.px(size), vp.px(1200), bold=True), palette.GOLD, bold=True,
                  center=vp.point(640, y))
        text.draw(surface, line, text.fit(line, vp.px(line_size), vp.px(1160)), palette.TEXT,
                  center=vp.point(640, line_y))

    def draw_no_person(self, surface: pygame.Surface, seating: Seated, y: int) -> bool:
        """NO_PERSON in red at `y` where no seat of `seating` is a person's (the set-up starts no game of computers
        alone); whether it was said."""
        if seating.people:
            return False
        vp = self.ctx.viewport
        text.draw(surface, NO_PERSON, vp.px(18), palette.ERROR_RED, center=vp.point(640, y))
        return True

    def draw_in_progress(self, surface: pygame.Surface, y: int) -> None:
        """The game in progress that Continue brings back, in a line at `y`, when there is one."""
        if self.saved is not None:
            vp = self.ctx.viewport
            note, size = text.legible_line(f"In progress: {self.saved}", vp.px(17), vp.px(1200))
            text.draw(surface, note, size, palette.DIM_TEXT, center=vp.point(640, y))

    def typing(self) -> bool:
        return self.seats is not None and self.seats.editing is not None

    def handle(self, event: pygame.event.Event) -> Result:
        """A person's name being typed has the keyboard (game.scenes.named_seats); else Esc goes back and Enter
        presses the gold button, as in a dialog (game.scenes.dialog): Continue the game in progress, or else Start."""
        if self.seats is not None:
            typed, refusals = self.seats.handle(event, self.ctx.viewport)
            for refused in refusals:
                self.tell(Toast(refused, (640, 600)))
            if typed:
                return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
        return self.handle_buttons(default_pressed(event, self.buttons, self.ctx.viewport))
