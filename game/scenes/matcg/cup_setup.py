"""Setting up a tournament of Martial Arts duels: the shared set-up (game.scenes.tournament_setup) with Martial Arts'
own `Entries`: the rule set (the rulebook's or the DGM house rules), Normal play or Anything Goes, under the DGM house
rules the challenge Event (the duel set-up's option, dealt in every match), and the deck each entrant brings (the duel
set-up's choices: its button opens their list)."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from game.content.matcg import challenge_offered
from game.files import names as naming
from game.files.matcg import TOURNAMENT, cup_match, in_progress
from game.files.matcg import cup as cups
from game.files.matcg.cup import MOST_NAME, default_name
from game.files.matcg.cup_setup import CupChoices
from game.games import members
from game.scenes.base import Scene
from game.scenes.matcg.choices import deck_choices, deck_picker
from game.scenes.matcg.director import director, resume_cup
from game.scenes.tournament_setup import Choose, TournamentSetupScene
from game.words.matcg.seating import PLAYS, RULE_SETS, picked

FAMILY = "matcg"


def tournament_line() -> str | None:
    """A line about the tournament in progress, as Continue names it (game.files.matcg.in_progress), or None."""
    return next((game.line for game in in_progress() if game.ruleset_id == TOURNAMENT), None)


class DuelEntries:
    """Martial Arts' part of the tournament's set-up: its rules, and each entrant's deck."""

    title = "A tournament of Martial Arts"
    label = "Rules"
    note = "Click a name to type another, who plays to turn through the choices, a deck for the list of decks."
    most_name = MOST_NAME

    def __init__(self, ruleset_id: str | None) -> None:
        rulesets = [entry.id for entry in members(FAMILY)]
        self.choices = CupChoices(rulesets, ruleset_id or rulesets[0], deck_choices)
        self.choices.recall(ruleset_id is None)

    def rows(self, choose: Choose) -> None:
        choices = self.choices
        for k, ruleset_id in enumerate(choices.rulesets):
            choose(RULE_SETS[ruleset_id], (130 + k * 250, 120, 238, 44), partial(self._rules, ruleset_id),
                   ruleset_id == choices.ruleset_id)
        for k, on in enumerate((False, True)):
            choose(PLAYS[on], (790 + k * 236, 120, 224, 44), partial(self._anything, on),
                   on == choices.anything_goes)
        if challenge_offered(choices.ruleset_id):
            choose(f"Challenge Event: {'on' if choices.challenge else 'off'}", (1000, 66, 256, 44), self._challenge,
                   choices.challenge)

    def _rules(self, ruleset_id: str) -> None:
        self.choices.ruleset_id = ruleset_id
        self.choices.offer()

    def _anything(self, on: bool) -> None:
        self.choices.anything_goes = on
        self.choices.offer()

    def _challenge(self) -> None:
        self.choices.challenge = not self.choices.challenge

    def own_label(self, number: int) -> str:
        return picked(self.choices.ruleset_id, self.choices.entrants[number].deck)

    def own_tip(self, number: int) -> list[tuple[str, str]]:
        return [("Deck", self.choices.entrants[number].deck_label)]

    def picker(self, ctx: Any, number: int) -> Scene:
        """The list of the decks offered (the duel set-up's), for an entrant."""
        entrant, chosen = self.choices.entrants[number], self.choices
        return deck_picker(ctx, naming.shown(entrant.name, default_name(number)), chosen.ruleset_id,
                           chosen.anything_goes, entrant.deck)

    def pick(self, number: int, value: object) -> None:
        self.choices.choose_deck(number, value)

    def saved(self) -> str | None:
        return tournament_line()

    def resume(self, ctx: Any) -> tuple[Scene | None, str | None]:
        return resume_cup(ctx)

    def path(self) -> Path:
        return cups.path()

    def start(self, ctx: Any) -> Scene:
        """The new tournament, saved in place of any in progress, at its director; its choices are the set-up's next
        time."""
        self.choices.remember()
        made = self.choices.cup()
        cups.save(made)
        cup_match.discard()  # the replaced tournament's match under way, if any
        return director(ctx, made)


def cup_setup(ctx: Any, ruleset_id: str | None = None) -> TournamentSetupScene:
    """The set-up of a tournament of Martial Arts duels, under `ruleset_id` (None: the rules of the last one)."""
    return TournamentSetupScene(ctx, DuelEntries(ruleset_id))
