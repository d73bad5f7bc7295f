"""A lesson's step, as a family's script (game.words.<family>.lesson) writes it: its words, the command that goes on,
what is lit and what the other seats answer. The lesson scene (game.scenes.lesson_scene) plays it at the table.
Pure: no pygame, no file, no clock.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.engine.core import Command, Session


@dataclass(frozen=True)
class Step:
    """One step: `say` what to do; the player's `command` goes on (None: Next goes on), with `card` (a hand card's
    id) and `target` (a button's label, a zone of the table or a name the lesson's `place` knows) lit; `answer` is
    what the other seats then play (or, in a step with no command, play while the player watches); `then` explains
    what happened. `hint` is shown where any other drop snaps back. `press` names a button of the table (by the start
    of its label: a switch whose label shows its setting) to press before the target, lit with them. `alike` are
    other commands the step takes as its own, the same move as the player may well make it: with an identical copy
    of the card (lit too), or a set's two cards the other way round. `fight` sets up a new game as the step begins,
    at a new table: a position the lesson's first game cannot reach (a rule the game's set-up chooses). `shows` names
    the places (as `target` does) the step's words talk about, which its panel of words leaves in sight."""

    say: str
    then: str = ""
    command: Command | None = None
    card: str | None = None
    target: str | None = None
    hint: str = ""
    answer: tuple[Command, ...] = ()
    press: str | None = None
    alike: tuple[Command, ...] = ()
    fight: Callable[[], Session[Any]] | None = None
    shows: tuple[str, ...] = ()


WAIT = "Read the lesson's words first, then press \"Next\" (Enter)."  # every move refused once the step is made
# Enter on a card points it at its first place, which may be the lit one: a Tab then would take it off
BY_KEYS_CARD = ("With the keys: Tab to the card, Enter, then Tab until the lit place is pointed at (it may be "
                "already), Enter.")
BY_KEYS_PLACE = "With the keys: Tab to the lit place, Enter."


def refusal(step: Step, made: bool) -> str:
    """What every move but the step's is refused with: its hint, said for the mouse and then for the keyboard (Tab and
    Enter); once the step is `made` (or where it asks for no move), to read its words and go on."""
    if made or step.command is None or not step.hint:
        return WAIT
    return f"{step.hint} {BY_KEYS_CARD if step.card is not None else BY_KEYS_PLACE}"
