"""Martial Arts: The Trading Card Game (ruleset `matcg`) and the same cards under the DGM house rules (`dgm`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from game.engine.core import SPECTATOR, Command, Event, Outcome, Rejected
from game.engine.matcg import rules as r
from game.engine.matcg import setup
from game.engine.matcg.cards import Catalog, card_id_of
from game.engine.matcg.commands import COMMAND_TYPES
from game.engine.matcg.events import EVENT_TYPES
from game.engine.matcg.evolve import HANDLERS, apply
from game.engine.matcg.invariants import check, check_at_rest
from game.engine.matcg.legality import deck_problems
from game.engine.matcg.ruleset import RULESETS, RuleSet
from game.engine.matcg.scenario import scenario
from game.engine.matcg.state import MatcgState, revise
from game.engine.matcg.teamplay import with_targets
from game.engine.matcg.teams import ARMY, ARMY_SEATS, DUEL, MODE_TEAMS, TWO_ON_TWO, TWO_ON_TWO_SEATS, team_of
from game.engine.tournament import CHAMPIONSHIP, ROUND_ROBIN

HIDDEN_CARD = "hidden"

__all__ = ["HIDDEN_CARD", "MatcgRules", "MatcgState", "deck_problems"]


class MatcgRules:
    """The `matcg` or `dgm` ruleset: pure functions over MatcgState, bound to a card catalog."""

    modes = {DUEL: (2, 2), TWO_ON_TWO: (TWO_ON_TWO_SEATS, TWO_ON_TWO_SEATS), ARMY: (ARMY_SEATS, ARMY_SEATS)}
    mode_teams = MODE_TEAMS  # the teams each mode seats (core.table_for); a duel has none
    side_names = {ARMY: ("hero", "enemy")}  # what autoplay calls the sides of a mode (the Hero's team first)
    tournaments = (ROUND_ROBIN, CHAMPIONSHIP)  # tournaments of duels (game.engine.tournament)
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES

    def __init__(self, catalog: Catalog, ruleset_id: str = "matcg"):
        if ruleset_id not in RULESETS:
            raise ValueError(f"no rule set {ruleset_id!r}: there are {', '.join(RULESETS)}")
        self.catalog = catalog
        self.rules: RuleSet = RULESETS[ruleset_id]
        # decide(state, command, seed, position), the session's every command: the rules' own, bound to these cards
        # and this rule set (no method in between)
        self.decide: Callable[[MatcgState, Command, int, int], list[Event] | Rejected] = partial(
            r.decide, catalog, self.rules)
        self._decklists: tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]] | None = None

    @property
    def id(self) -> str:
        return self.rules.id

    def content(self) -> Any:
        return self.catalog.model_dump(mode="json")

    def start(self, seed: int, options: dict[str, Any]) -> list[Event]:
        return setup.start(self.catalog, self.rules, seed, options)

    def initial(self) -> MatcgState:
        return MatcgState()

    def evolve(self, state: MatcgState, event: Event) -> MatcgState:
        handler = HANDLERS.get(type(event))  # a refold's every event: straight to its function
        return apply(event, state) if handler is None else handler(event, state)

    def legal_commands(self, state: MatcgState, seat: int) -> list[Command]:
        return with_targets(state, seat, r.legal(self.catalog, self.rules, state, seat))

    def to_act(self, state: MatcgState) -> int | None:
        return r.to_act(self.rules, state)

    def is_over(self, state: MatcgState) -> bool:
        return state.over

    def winner(self, state: MatcgState) -> int | None:
        return state.winner

    def outcome(self, state: MatcgState) -> Outcome | None:
        if not state.over:
            return None
        winners = () if state.winner is None else team_of(state, state.winner)
        places = tuple(1 if state.winner is None or seat in winners else 2 for seat in range(state.seats))
        return Outcome(places, state.health)

    def view(self, state: MatcgState, seat: int) -> MatcgState:
        """What the seat may know: its own hand; the other hands' sizes (a teammate's too); no deck's order (only
        its size); each seat's decklist as printed card ids (which physical card lies where it cannot follow is not
        said)."""
        if state.seats == 0:
            return state
        hands = tuple(hand if s == seat and seat != SPECTATOR else (HIDDEN_CARD,) * len(hand)
                      for s, hand in enumerate(state.hands))
        decks = tuple((HIDDEN_CARD,) * len(deck) for deck in state.decks)
        # the positions of earlier turns hold every hand and deck
        return revise(state, hands=hands, decks=decks, cards=self.decklists(state.cards), positions=())

    def decklists(self, cards: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
        """Each seat's physical cards as its decklist: the printed card ids, sorted. A fight's cards never change,
        so the lists of the last ones asked for are kept (a table's history asks a view of every event)."""
        kept = self._decklists
        if kept is None or kept[0] is not cards:
            kept = self._decklists = (cards, tuple(tuple(sorted(card_id_of(card) for card in seat)) for seat in cards))
        return kept[1]

    def check(self, state: MatcgState) -> list[str]:
        return check(self.catalog, self.rules, state)

    def check_at_rest(self, state: MatcgState) -> list[str]:
        return check_at_rest(self.catalog, self.rules, state)

    def scenario(self, position: Mapping[str, Any]) -> list[Event]:
        return scenario(self.catalog, self.rules, position)

    def deck_problems(self, names: list[str], anything_goes: bool = False) -> list[str]:
        """Why a deck (card names) may not be played under this rule set; empty when it may."""
        return deck_problems(self.catalog, names, self.rules.id, anything_goes)
