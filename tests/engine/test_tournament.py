"""Round robins and championships (the Martial Arts rulebook's extra modes of play), named after its words."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.tournament import (
    CHAMPIONSHIP,
    REMATCHES,
    ROUND_ROBIN,
    TIE_BREAKS,
    Tournament,
    TournamentError,
    bracket,
    bracket_order,
    rounds,
    standings,
)


def play(tournament: Tournament, choose) -> Tournament:
    """Plays the tournament to its end, each match's result given by choose(match)."""
    for _ in range(10_000):
        match = tournament.next_match
        if match is None:
            return tournament
        tournament = tournament.record(choose(match))
    raise AssertionError("the tournament did not end")


def lower_entrant_wins(match):
    return min(match.players)


@pytest.mark.parametrize("entrants", range(3, 11))
def test_round_robin_everyone_will_fight_each_other_once(entrants):
    done = play(Tournament(ROUND_ROBIN, entrants, 1), lower_entrant_wins)
    pairs = [frozenset(match.players) for match in done.played]
    assert sorted(pairs, key=sorted) == sorted(map(frozenset, itertools.combinations(range(entrants), 2)), key=sorted)
    assert done.champion == 0


def test_round_robin_rounds_let_nobody_play_twice_in_a_round():
    for size in range(3, 11):
        for pairs in rounds(list(range(size))):
            players = [p for pair in pairs for p in pair]
            assert len(players) == len(set(players))


def test_round_robin_tally_up_how_many_wins_they_have():
    """3 players: 0 beats 1, 2 beats 0, 2 beats 1: 2 has two wins and is the only winner."""
    t = Tournament(ROUND_ROBIN, 3, 5)
    beats = {frozenset((0, 1)): 0, frozenset((0, 2)): 2, frozenset((1, 2)): 2}
    done = play(t, lambda match: beats[frozenset(match.players)])
    assert done.champion == 2 and len(done.played) == 3
    assert [(row.entrant, row.wins, row.losses) for row in standings(done)] == [(2, 2, 0), (0, 1, 1), (1, 0, 2)]


def test_a_drawn_round_robin_match_is_a_win_for_nobody():
    """4 players: 0 draws with 1 and 2 and beats 3, who beats 1 and 2: 3's two wins put it first, ahead of 0's one
    win and two draws (a draw counted as a win, or half of one, would not)."""
    results = {frozenset((0, 1)): None, frozenset((0, 2)): None, frozenset((0, 3)): 0, frozenset((1, 2)): 1,
               frozenset((1, 3)): 3, frozenset((2, 3)): 3}
    done = play(Tournament(ROUND_ROBIN, 4, 4), lambda match: results[frozenset(match.players)])
    assert done.champion == 3 and len(done.played) == 6
    assert [(row.entrant, row.wins, row.losses, row.draws) for row in standings(done)] == [
        (3, 2, 1, 0), (0, 1, 0, 2), (1, 1, 1, 1), (2, 0, 2, 1)]


def test_any_ties_would_be_found_round_robin_until_there_is_1_winner():
    """A cycle (0 beats 1, 1 beats 2, 2 beats 0) ties all three; their tie-break round robin is played, and a second
    one while they stay tied, until one of them wins more."""
    cycle = {frozenset((0, 1)): 0, frozenset((1, 2)): 1, frozenset((0, 2)): 2}
    t = Tournament(ROUND_ROBIN, 3, 9)
    for _ in range(3 + 3):  # the round robin and a first tie-break round, both cycles
        t = t.record(cycle[frozenset(t.next_match.players)])
    assert t.next_match.stage.startswith("Tie-break 2") and not t.over
    done = play(t, lower_entrant_wins)
    assert done.champion == 0 and len(done.played) == 9


def test_players_tied_for_first_play_among_themselves_only():
    """4 players: 0 and 1 win two each and tie for first; only they play the tie-break."""
    t = Tournament(ROUND_ROBIN, 4, 3)
    results = {frozenset((0, 1)): None, frozenset((0, 2)): 0, frozenset((0, 3)): 0, frozenset((1, 2)): 1,
               frozenset((1, 3)): 1, frozenset((2, 3)): 2}
    for _ in range(6):
        t = t.record(results[frozenset(t.next_match.players)])
    assert set(t.next_match.players) == {0, 1} and t.next_match.stage.startswith("Tie-break 1")
    assert t.record(1).champion == 1


def test_a_tie_that_never_breaks_ends_after_the_last_tie_break_round():
    """Every match drawn: after the round robin and TIE_BREAKS tie-break rounds all tied, the earliest entered wins."""
    done = play(Tournament(ROUND_ROBIN, 3, 2), lambda match: None)
    assert done.champion == 0 and len(done.played) == 3 * (1 + TIE_BREAKS)


def test_championship_players_fight_in_pairs_to_go_for_the_champion_title():
    done = play(Tournament(CHAMPIONSHIP, 8, 4), lower_entrant_wins)
    assert done.champion == 0 and len(done.played) == 7
    assert [m.stage for m in done.played][-3:] == ["Semi-final", "Semi-final", "Final"]


def test_the_top_seeds_meet_only_in_the_final():
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    for size in (2, 4, 8, 16, 32):
        order = bracket_order(size)
        assert sorted(order) == list(range(1, size + 1))
        assert (order.index(1) < size // 2) != (order.index(2) < size // 2)


@pytest.mark.parametrize("entrants", [3, 5, 6, 7, 9, 12, 17, 20])
def test_byes_go_to_the_top_seeds_where_the_field_is_not_a_power_of_two(entrants):
    size = 1 << (entrants - 1).bit_length()
    first = bracket(Tournament(CHAMPIONSHIP, entrants, 1))[0]
    byes = sorted(a if b is None else b for a, b, _ in first if a is None or b is None)
    assert byes == list(range(size - entrants))  # seeds 1, 2, ... (entrants 0, 1, ...) sit out the first round
    done = play(Tournament(CHAMPIONSHIP, entrants, 1), lambda match: max(match.players))
    assert len(done.played) == entrants - 1  # every match but the byes eliminates one player


def test_a_drawn_bracket_match_is_fought_again_and_after_the_last_rematch_the_higher_seed_goes_through():
    t = Tournament(CHAMPIONSHIP, 2, 8)
    seeds = set()
    for _ in range(REMATCHES):
        match = t.next_match
        assert match.players == (0, 1) and match.seed not in seeds
        seeds.add(match.seed)
        t = t.record(None)
    assert t.champion == 0 and t.next_match is None


def test_a_result_must_name_a_player_of_the_match_and_a_finished_tournament_takes_no_more():
    t = Tournament(CHAMPIONSHIP, 4, 1)
    outsider = next(e for e in range(4) if e not in t.next_match.players)
    with pytest.raises(TournamentError, match="did not play"):
        t.record(outsider)
    done = play(t, lower_entrant_wins)
    with pytest.raises(TournamentError, match="over"):
        done.record(0)


@pytest.mark.parametrize(("kind", "entrants"), [(ROUND_ROBIN, 2), (ROUND_ROBIN, 11), (CHAMPIONSHIP, 1),
                                                (CHAMPIONSHIP, 21), ("league", 4)])
def test_a_tournament_outside_its_sizes_is_refused(kind, entrants):
    with pytest.raises(TournamentError):
        Tournament(kind, entrants, 1)


@pytest.mark.parametrize(("results", "problem"), [((0, 1), "results"), ((5,), "not won by 5"), (("0",), "not won by")])
def test_a_saved_list_of_results_that_does_not_fit_the_tournament_is_refused(results, problem):
    with pytest.raises(TournamentError, match=problem):
        Tournament(CHAMPIONSHIP, 2, 1, results=results)


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from([ROUND_ROBIN, CHAMPIONSHIP]), entrants=st.integers(3, 10), seed=st.integers(0, 99),
       luck=st.integers(0, 10**6))
def test_any_results_end_with_one_champion_who_never_lost_a_deciding_match(kind, entrants, seed, luck):
    chooser = random.Random(luck)
    done = play(Tournament(kind, entrants, seed),
                lambda match: chooser.choice([*match.players, None]))
    assert done.champion in range(entrants)
    assert done == Tournament(kind, entrants, seed, done.results)  # the results alone give the tournament back
    if kind == CHAMPIONSHIP:
        decided = [m for m in done.played if done.results[m.number] is not None]
        assert all(done.results[m.number] == done.champion for m in decided if done.champion in m.players)
