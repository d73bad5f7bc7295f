"""The start of a fight: each seat's deck (a starter deck as the rule set plays it, or a legal deck of the player's
own), the DGM challenge Event, the shuffles, the first seat and the opening hands."""

from __future__ import annotations

from typing import Any

from game.engine.core import Event, ScenarioError
from game.engine.matcg import agreement, flow, teamplay
from game.engine.matcg import cards as c
from game.engine.matcg import events as ev
from game.engine.matcg import values as v
from game.engine.matcg.cards import Catalog, physical_ids
from game.engine.matcg.flow import Out
from game.engine.matcg.legality import MAX_COPIES, count_problems
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import MatcgState


def start(catalog: Catalog, rules: RuleSet, seed: int, options: dict[str, Any]) -> list[Event]:
    """Each seat takes its starter deck (with the Anything Goes sideboard if agreed) or its own deck, shuffles it
    and draws 7; a random seat begins, and nobody draws on the first turn. Two-on-Two seats four in two teams;
    Army of One seats the Hero and nine enemies, whose leader (named at set-up with the option `leader`, else by
    the enemies) begins. The option `people` names the seats a person plays (game.engine.matcg.agreement)."""
    seats, teams = teamplay.seating(options)
    anything_goes = bool(options.get("anything_goes", False))
    challenge = bool(options.get("challenge_event", False))
    if challenge and not rules.challenge_option:
        raise ScenarioError(f"{rules.id} has no challenge Event: it is a DGM house rule")
    out = Out(catalog, rules, MatcgState(), seed, 0)
    decks = _starters(catalog, rules, options.get("decks"), seats, anything_goes, out)
    cards = tuple(physical_ids(seat, tuple(ids)) for seat, (_, ids) in enumerate(decks))
    out.add(ev.FightStarted(ruleset=rules.id, starter=tuple(label for label, _ in decks), cards=cards,
                            anything_goes=anything_goes, health=rules.health))
    if teams:
        out.add(ev.TeamsFormed(teams=teams))
    army = teamplay.is_army(options)
    if army:
        teamplay.form_army(out, options)
    if challenge:
        _deal_challenge(out)
    for seat in range(seats):
        out.add(ev.DeckShuffled(seat=seat, order=out.shuffle(out.state.decks[seat])))
    if not army:
        out.add(ev.FirstSeatChosen(seat=out.pick(seats)))
    for seat in range(seats):
        flow.draw(out, seat, rules.opening_hand)
    agreement.seated(out, options)  # after the deal: the same seed deals the same, whoever sits at the table
    if army:
        teamplay.open_army(out, options)  # the enemies' leader begins
    else:
        flow.begin_turn(out, out.state.first)
    return out.decided()


def _starters(catalog: Catalog, rules: RuleSet, chosen: Any, seats: int, anything_goes: bool,
              out: Out) -> list[tuple[str, list[str]]]:
    """Each seat's deck as (its label, its card ids in order): a starter deck as the rule set plays it (the label
    is its id), or a deck of the player's own, `{"name": ..., "cards": {card id: copies}}`, played as it is if it
    is legal under the rule set (the label is its name). ScenarioError names every problem of every seat."""
    known = sorted(catalog.decks_by_id)
    if chosen is None:
        chosen = [known[index] for index in teamplay.random_decks(len(known), seats, out.pick)]
    if not isinstance(chosen, list | tuple) or len(chosen) != seats:
        raise ScenarioError(f"decks: give one deck per seat: a starter deck ({', '.join(known)}) or a deck of "
                            f"your own, {{\"name\": ..., \"cards\": {{card id: copies}}}}")
    decks, problems = [], []
    for seat, deck in enumerate(chosen):
        if isinstance(deck, str) and deck in catalog.decks_by_id:
            decks.append((deck, catalog.decks_by_id[deck].ids(rules.id, anything_goes)))
            continue
        ids, wrong = _own_deck(catalog, rules, deck, anything_goes)
        problems += [f"seat {seat + 1}'s deck: {problem}" for problem in wrong]
        decks.append((str(deck.get("name")) if isinstance(deck, dict) else "", ids))
    if problems:
        raise ScenarioError("; ".join(problems))
    return decks


def _own_deck(catalog: Catalog, rules: RuleSet, deck: Any, anything_goes: bool) -> tuple[list[str], list[str]]:
    """A player's deck's card ids, and every reason it cannot be played (empty when it can)."""
    if not isinstance(deck, dict) or set(deck) != {"name", "cards"}:
        return [], [f"{deck!r} is neither a starter deck ({', '.join(sorted(catalog.decks_by_id))}) nor a deck "
                    f"of {{\"name\": ..., \"cards\": {{card id: copies}}}}"]
    name, cards = deck["name"], deck["cards"]
    if not isinstance(name, str) or not name.strip():
        return [], ["its name must be some words"]
    if not isinstance(cards, dict):
        return [], [f"{name}: its cards must be card ids with their copies"]
    problems: list[str] = []
    counts: dict[str, int] = {}
    ids: list[str] = []
    for card_id, copies in cards.items():
        card = catalog.by_id.get(card_id) if isinstance(card_id, str) else None
        if card is None:
            problems.append(f"{name}: there is no card {card_id!r}")
        elif not isinstance(copies, int) or isinstance(copies, bool) or copies < 0:
            problems.append(f"{name}: {copies!r} copies of {card.name}: give a whole number")
        elif copies:
            counts[card.name] = counts.get(card.name, 0) + copies
            if copies <= MAX_COPIES:
                ids += [card_id] * copies
    problems += [f"{name}: {problem}" for problem in count_problems(catalog, counts, rules.id, anything_goes)]
    return ids, problems


def _deal_challenge(out: Out) -> None:
    """DGM: the Event cards leave the decks; one of them, at random, is the fight's challenge."""
    for seat in range(out.state.seats):
        events = tuple(card for card in out.state.decks[seat]
                       if isinstance(v.card(out.catalog, card), c.EventCard))
        if events:
            out.add(ev.EventsSetAside(seat=seat, cards=events))
    pool = sorted(card for cards in out.state.aside for card in cards)
    if pool:
        out.add(ev.ChallengeDealt(card=pool[out.pick(len(pool))]))
