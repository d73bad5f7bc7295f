"""The history in words: every game tells what happened, and only what the seat at the screen may know."""

from __future__ import annotations

import dataclasses
from importlib import import_module
from typing import Any

import pytest

from game.engine.core import Session
from game.games import GAMES
from game.play.history import told, turn_starts
from game.tools.screenshot import played

TOLD = [entry.id for entry in GAMES if import_module(f"game.words.{entry.family}").history is not None]
SEED = 5  # every game here played by the strongest bots is this seed's, so a shorter one is the start of a longer
# one: its bots think through each game once per test process (game.tools.shooting.played)


@pytest.mark.parametrize("ruleset_id", TOLD)
def test_every_game_tells_what_each_seat_did_newest_last(ruleset_id):
    session = played(ruleset_id, SEED, 60)
    entries = told(session, 0)
    assert entries and all(isinstance(entry.text, str) and entry.text for entry in entries)
    assert [entry.batch for entry in entries] == sorted(entry.batch for entry in entries)
    assert turn_starts(session)  # the replay's timeline has turns to jump to


class SwappedHand:
    """The ruleset with the other seat's hand replaced by other cards of its deck, in every state it shows a seat:
    a history that reads only the seat's views and the events it may see cannot tell the difference."""

    def __init__(self, real: Any, other: int):
        self.real = real
        self.other = other

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def view(self, state: Any, seat: int) -> Any:
        hands = list(state.hands)
        if len(hands) <= self.other:
            return self.real.view(state, seat)  # before the deal
        held = hands[self.other]
        catalog = self.real.catalog
        owned = getattr(state, "cards", ())  # the Martial Arts duel's physical cards, seat by seat
        # else Kenpo's cards, Master's
        every = owned[self.other] if owned else (getattr(catalog, "cards_by_id", None) or catalog.value_of)
        stock = [card for card in every if card not in held]
        hands[self.other] = tuple(stock[: len(held)])
        return self.real.view(dataclasses.replace(state, hands=tuple(hands)), seat)


@pytest.mark.parametrize("ruleset_id", ["kenpo", "master", "matcg", "dgm"])
def test_the_history_never_names_a_card_hidden_in_the_other_hand(ruleset_id):
    real = played(ruleset_id, SEED, 120)
    swapped: Session[Any] = Session(SwappedHand(real.ruleset, 1), real.seed, real.batches, real.notes, real.table)
    assert told(swapped, 0) == told(real, 0)


def test_the_swap_changes_what_a_view_that_leaks_would_show():
    """The swap itself bites: the other hand, read from the real state, is not the swapped one."""
    real = played("kenpo", SEED, 120)
    swapped = SwappedHand(real.ruleset, 1)
    leaky = swapped.view(real.state, 1)
    assert leaky.hands[1] != real.state.hands[1]


def test_kenpo_tells_a_seat_the_cards_it_drew_and_only_its_own():
    session = played("kenpo", SEED, 40)
    yellow = " ".join(entry.text for entry in told(session, 0))
    red = " ".join(entry.text for entry in told(session, 1))
    assert "Yellow drew" in yellow and "Red drew" not in yellow
    assert "Red drew" in red and "Yellow drew" not in red


@pytest.mark.parametrize(("ruleset_id", "took"), [("matcg", "drew"), ("dgm", "drew"), ("master", "was dealt")])
def test_from_the_deal_on_a_seat_is_told_the_cards_it_took_and_only_its_own(ruleset_id, took):
    """As at Kenpo: the duel's history and Master's told nothing of a seat's hand before its first move."""
    from game.rulesets import ruleset

    session = Session.new(ruleset(ruleset_id), SEED, {})
    first = " ".join(entry.text for entry in told(session, 0))
    second = " ".join(entry.text for entry in told(session, 1))
    assert f"Player 1 {took}" in first and f"Player 2 {took}" not in first
    assert f"Player 2 {took}" in second and f"Player 1 {took}" not in second


@pytest.mark.parametrize(("ruleset_id", "level"), [("kenpo", "greedy"), ("master", "easy"), ("matcg", "easy")])
def test_once_the_game_is_over_it_tells_what_every_other_seat_still_held(ruleset_id, level):
    from game.play.history import words_for
    from tests.reliability.monkey import finished

    session = finished(ruleset_id, 5, level)
    words: Any = words_for(session, 0)
    lines = words.revealed(session.state, 0)
    others = range(1, session.table.seats)
    assert [line.split(" held ")[0] for line in lines] == [words.names[seat] for seat in others]
    for line, seat in zip(lines, others, strict=True):
        held = line.split(" held ", 1)[1].removesuffix(".")
        hand = session.state.hands[seat]
        assert len(held.split(", ")) == len(hand) if hand else held == "no cards"


def test_a_command_that_begins_two_turns_counts_both_as_the_game_does():
    """A duel's seat with an empty deck skips its turn (the Recovery Phase): one command begins two turns, and the
    replay's count of turns keeps step with the game's."""
    from game.engine.matcg import commands as cmd
    from game.play.replay import Replayed
    from tests.engine.matcg.helpers import do, fight

    session = fight((["slip"], ["slip"]), phase="resolve", decks=[["lead_jab"] * 4, []],
                    discards=[[], ["reverse_punch", "front_kick", "tiger_claw"]])
    turn = session.state.turn
    do(session, cmd.EndTurn(seat=0))
    replayed = Replayed(session)
    assert replayed.turn_of(replayed.last) - replayed.turn_of(replayed.last - 1) == session.state.turn - turn == 2


@pytest.mark.parametrize("ruleset_id", TOLD)
def test_a_history_told_again_tells_only_the_events_since_and_says_what_telling_it_afresh_says(ruleset_id,
                                                                                               monkeypatch):
    import game.play.history

    session = played(ruleset_id, SEED, 30)
    told(session, 0)
    seen: list[int] = []
    real_visible = game.play.history.visible_to
    monkeypatch.setattr(game.play.history, "visible_to",
                        lambda event, seat: seen.append(1) or real_visible(event, seat))

    def afresh() -> list:
        return told(Session(session.ruleset, session.seed, session.batches, session.notes, session.table), 0)

    rules, before = session.ruleset, len(session.log)
    for _ in range(3):
        if not rules.is_over(session.state):
            session.submit(rules.legal_commands(session.state, rules.to_act(session.state))[0])
    seen.clear()
    assert told(session, 0) == afresh()
    assert len(seen) == len(session.log) - before + len(session.log)  # the new events, then all of them afresh
    session.undo()
    assert told(session, 0) == afresh()
    session.notes["names"] = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
    assert told(session, 0) == afresh()


GAMES_TOLD = [("udo", "greedy", None), ("kai", "greedy", None), ("kenpo", "greedy", None), ("matcg", "easy", None),
              ("dgm", "easy", None), ("matcg", "easy", {"mode": "2v2"}), ("matcg", "easy", {"mode": "army"}),
              ("master", "easy", {"seats": 3, "rounds": 1})]


def walked(session: Any, viewer: int, batches: list) -> list:
    """The lines of a plain walk of the log: the seat's views made afresh before and after every event it sees."""
    from game.engine.core import visible_to
    from game.play.history import Entry, words_for

    rules, words = session.ruleset, words_for(session, viewer)
    state, turn, entries = rules.initial(), 0, []
    for number, batch in enumerate(batches):
        for event in batch:
            after = rules.evolve(state, event)
            turn += words.turn_begins(event)
            if visible_to(event, viewer):
                lines = words.tell(event, rules.view(state, viewer), rules.view(after, viewer))
                entries += [Entry(number, turn, line) for line in lines]
            state = after
    return entries


@pytest.mark.parametrize(("ruleset_id", "level", "options"), GAMES_TOLD)
def test_a_whole_game_told_on_and_taken_back_says_what_a_plain_walk_of_its_log_says_to_every_seat(ruleset_id, level,
                                                                                                   options):
    import random

    from game.engine.core import SPECTATOR
    from tests.reliability.monkey import finished

    session = finished(ruleset_id, 3, level, options)
    batches = session.batches
    cuts = sorted({*range(1, len(batches), max(1, len(batches) // 6)), len(batches)})
    for viewer in [*range(session.table.seats), SPECTATOR]:
        for cut in [*cuts, *reversed(cuts), *random.Random(viewer).sample(cuts, len(cuts))]:
            assert told(session, viewer, batches[:cut]) == walked(session, viewer, batches[:cut])
        fresh = Session(session.ruleset, session.seed, batches, session.notes, session.table)
        assert told(fresh, viewer) == told(session, viewer)


class Counted:
    """The ruleset, counting the states it evolves and the views it makes."""

    def __init__(self, real: Any):
        self.real = real
        self.evolved = self.viewed = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def evolve(self, state: Any, event: Any) -> Any:
        self.evolved += 1
        return self.real.evolve(state, event)

    def view(self, state: Any, seat: int) -> Any:
        self.viewed += 1
        return self.real.view(state, seat)


@pytest.mark.parametrize("ruleset_id", TOLD)
def test_a_history_makes_each_view_once_and_none_for_words_that_read_none(ruleset_id):
    from game.engine.core import visible_to
    from game.play.history import words_for

    real = played(ruleset_id, SEED, 40)
    rules = Counted(real.ruleset)
    session: Session[Any] = Session(rules, real.seed, real.batches, real.notes, real.table)
    rules.viewed = 0
    told(session, 0)
    seen = [visible_to(event, 0) for event in session.log]
    after_unseen = sum(1 for k, shown in enumerate(seen) if shown and (k == 0 or not seen[k - 1]))
    reads = getattr(words_for(session, 0), "reads_views", True)
    assert rules.viewed == (sum(seen) + after_unseen if reads else 0)


def test_a_table_and_its_history_walk_the_log_once_while_their_words_say_the_same():
    from game.play.history import telling, words_for
    from game.words.matcg.telling import HistoryWords

    real = played("matcg", SEED, 60)
    rules = Counted(real.ruleset)
    session: Session[Any] = Session(rules, real.seed, real.batches, real.notes, real.table)
    words = words_for(session, 0)
    assert words is not None
    at_table = telling(session, 0, words)
    rules.evolved = 0
    assert told(session, 0) == at_table.entries and rules.evolved == 0
    renamed = telling(session, 0, HistoryWords(real.ruleset.catalog, ("Ann", "Bo")))
    assert rules.evolved == len(session.log) and any(entry.text.startswith("Ann") for entry in renamed.entries)
    assert told(session, 0) == at_table.entries  # told again in the game's own words


def test_a_replay_gone_back_is_told_on_from_the_last_command_that_began_a_turn_it_still_holds():
    from game.play.history import words_for
    from game.play.replay import Replayed

    real = played("matcg", SEED, 80)
    rules = Counted(real.ruleset)
    replayed = Replayed(Session(rules, real.seed, real.batches, real.notes, real.table))
    words: Any = words_for(replayed, 0)
    everything = replayed.history(0)
    batches, starts = real.batches, [0]
    for batch in batches:
        starts.append(starts[-1] + len(batch))
    for moment in (len(batches) - 5, len(batches) // 2):
        rules.evolved = 0
        replayed.seek(moment)
        held = moment + 1
        begun = max((k for k in range(held + 1) if any(words.turn_begins(event) for event in batches[k])), default=0)
        assert replayed.history(0) == [entry for entry in everything if entry.batch <= moment]
        assert rules.evolved == starts[held] - starts[begun] < starts[held]
