"""The director of a tournament of Martial Arts duels: the shared director (game.scenes.director) with Martial Arts'
own part, its `House`: the tournament's file (game.files.matcg.cup) and a match's (game.files.matcg.cup_match), the
duel table a match is played at (game.scenes.matcg.cup_duel) and the decks an entrant may bring (the duel set-up's:
game.scenes.matcg.choices)."""

from __future__ import annotations

from typing import Any

from game.engine.core import Event, Session
from game.engine.tournament import Match
from game.files.matcg import cup as cups
from game.files.matcg import cup_match
from game.files.matcg.cup import Cup
from game.play.tournament import Played
from game.scenes.base import Scene
from game.scenes.director import DirectorScene
from game.scenes.matcg.choices import deck_choices, deck_picker
from game.scenes.matcg.cup_duel import cup_table


class DuelHouse:
    """Martial Arts' part of the director."""

    score_word = "health"  # a match's score: the health each fighter had left

    def save(self, cup: Cup) -> None:
        cups.save(cup)

    def finish(self, cup: Cup) -> str | None:
        return cups.finish(cup)

    def saved_match(self, cup: Cup) -> tuple[Session[Any] | None, str | None]:
        return cup_match.saved(cup)

    def discard_match(self) -> None:
        cup_match.discard()

    def conclude(self, session: Session[Any], saving: bool = True) -> None:
        cup_match.conclude(session, saving)

    def match_session(self, cup: Cup, match: Match, batches: list[list[Event]] | None = None) -> Session[Any]:
        return cup_match.match_session(cup, match, batches)

    def played(self, number: int, session: Session[Any]) -> Played:
        return cup_match.played(number, session)

    def table(self, ctx: Any, cup: Cup, match: Match, watch: bool, session: Session[Any] | None) -> Scene:
        return cup_table(ctx, cup, match, watch=watch, session=session)

    def deck_picker(self, ctx: Any, cup: Cup, number: int) -> Scene:
        return deck_picker(ctx, cup.names[number], cup.ruleset_id, cup.anything_goes, cup.entrants[number].deck)

    def with_deck(self, cup: Cup, number: int, deck: object) -> Cup:
        """The cup with entrant `number` bringing `deck`, named as the list of decks names it."""
        offered = deck_choices(cup.ruleset_id, cup.anything_goes)
        return cup.with_deck(number, deck, next(label for label, value in offered if value == deck))


def director(ctx: Any, cup: Cup, notice: str | None = None, match: Session[Any] | None = None
             ) -> DirectorScene[Cup]:
    """The director of `cup` (`notice`, `match`: as game.scenes.director.DirectorScene takes them)."""
    return DirectorScene(ctx, cup, DuelHouse(), notice, match)


def resume_cup(ctx: Any) -> tuple[DirectorScene[Cup] | None, str | None]:
    """The director of the tournament in progress, or None; and a notice (a damaged file set aside)."""
    cup, notice = cups.load()
    if cup is None:
        return None, notice
    match, told = cup_match.saved(cup)
    return director(ctx, cup, notice or told, match), None
