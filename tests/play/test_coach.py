"""Where it turned: the coach finds a scripted blunder among a game's three turning points, with the best move its
family's appraiser found there, and judges every decision on the seat's view alone."""

from __future__ import annotations

import time
from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from game.engine.core import Command, Session
from game.engine.udo.commands import FinishPlaying, PlayCard
from game.games import game
from game.play.coach import Turning, decisions, made_command, turning_points
from game.rulesets import ruleset

# Each family's game: (ruleset, seed, the opponent's level, commands played at most, the decision of the person's
# seat from which the first one with a clearly worse move is the blunder, and how much worse it must be). Where
# the decisions before the blunder cost seconds to weigh command by command (the Martial Arts tables), the
# blunder's own decision is named: the same game and the same blunder as from an earlier one, found at once.
GAMES = {
    "udo": ("udo", 3, None, 400, 12, 1.0),
    "kai": ("kai", 2, None, 400, 141, 5.0),  # the first clearly worse move from the 1st on: a turn finished at once
    "kenpo": ("kenpo", 5, "greedy", 30, 4, 1.0),
    "matcg": ("matcg", 2, "normal", 90, 17, 10.0),  # the first clearly worse move from the 8th on
    "master": ("master", 4, "normal", 400, 10, 1.0),
}
# The tables of several seats, coached at seat 0 (an Army of One's Hero): (ruleset, its start options, then as above)
TABLES = {
    "army": ("matcg", {"mode": "army"}, 1, "normal", 60, 15, 30.0),  # the first from the 2nd on
    "2v2": ("matcg", {"mode": "2v2"}, 3, "normal", 60, 11, 30.0),  # the first from the 2nd on
}


def worst(rules: Any, appraiser: Any, view: Any, seat: int, least: float) -> tuple[Command, Any] | None:
    """The legal command the appraiser judges worst, with its appraisal, when it is clearly worse than the best."""
    judged = []
    for command in rules.legal_commands(view, seat):
        appraisal = appraiser.appraise(rules, view, seat, command)
        if appraisal is not None:
            judged.append((appraisal.made, command, appraisal))
    if not judged:
        return None
    made, command, appraisal = min(judged, key=lambda entry: entry[0])
    return (command, appraisal) if appraisal.swing > least else None


@cache
def playouts(monkeypatch: Any) -> list[Command]:
    """The first command of every playout the Martial Arts judge plays from now on, in order."""
    from game.ai.matcg.search import SearchBot

    played: list[Command] = []
    playout = SearchBot._playout

    def counted(self: Any, rules: Any, world: Any, first: Command, me: int, horizon: int, *reach: int) -> float:
        played.append(first)
        return playout(self, rules, world, first, me, horizon, *reach)

    monkeypatch.setattr(SearchBot, "_playout", counted)
    return played


def blundered(family: str) -> tuple[Session[Any], int, Any]:
    """A game with the strongest bot at seat 0 but for one deliberately bad move (the worst its appraiser sees) at
    the first decision with a real choice from a known point on: the game, the blunder's batch and its appraisal.
    Each call gives a session of its own, folded from the one game played (and its blunder found) once per test
    process: an Army of One's took seven seconds, and six tests asked for it."""
    rules, seed, batches, table, batch, appraisal = played_with_a_blunder(family)
    return Session(rules, seed, [list(events) for events in batches], table=table), batch, appraisal


@cache
def played_with_a_blunder(family: str) -> tuple[Any, int, tuple[tuple[Any, ...], ...], Any, int, Any]:
    """The game `blundered` tells of, played once: its rules, seed, batches, table, the blunder's batch and its
    appraisal (all read-only: the events, the table and the appraisal are frozen)."""
    level: str | None  # a duel's opponent may be the strongest itself (None)
    options: dict[str, Any] | None = None
    if family in TABLES:
        ruleset_id, options, seed, level, most, at, least = TABLES[family]
    else:
        ruleset_id, seed, level, most, at, least = GAMES[family]
    rules: Any = ruleset(ruleset_id)
    bots = game(ruleset_id).bots()
    appraiser = game(ruleset_id).appraiser()
    session: Session[Any] = Session.new(rules, seed, options)
    seated = {seat: bots.make(bots.strongest if seat == 0 else level or bots.strongest, seed + seat)
              for seat in range(session.table.seats)}
    mine = 0
    blunder: tuple[int, Any] | None = None
    for _ in range(most):
        seat = rules.to_act(session.state)
        if seat is None:
            break
        view = rules.view(session.state, seat)
        command = seated[seat].choose(rules, view)
        if seat == 0:
            mine += 1
            if blunder is None and mine >= at:
                bad = worst(rules, appraiser, view, seat, least)
                if bad is not None:
                    command = bad[0]
                    blunder = (len(session.batches), bad[1])
        assert session.submit(command).ok
    assert blunder is not None, "no decision with a clearly worse move came up"
    batches = tuple(tuple(events) for events in session.batches)
    return rules, session.seed, batches, session.table, blunder[0], blunder[1]


@cache
def judged(family: str) -> tuple[Turning, ...]:
    """The turning points the family's appraiser finds for seat 0 in the game `blundered` tells of, by the usual
    counts and clocks: judged once per test process, as the same game gives the same moments."""
    session, _, _ = blundered(family)
    rules: Any = session.ruleset
    return tuple(turning_points(rules, session.seed, session.batches, 0, game(rules.id).appraiser()))


@pytest.mark.parametrize("family", sorted(GAMES) + sorted(TABLES))
def test_the_coach_names_a_scripted_blunder_with_the_best_move_found(family):
    _, batch, appraisal = blundered(family)
    found = list(judged(family))
    assert len(found) <= 3
    named = {turning.batch: turning for turning in found}
    assert batch in named, f"{family}: the blunder at {batch} is not among {sorted(named)}"
    assert named[batch].best == appraisal.best
    assert named[batch].swing == pytest.approx(appraisal.swing)
    assert [turning.batch for turning in found] == sorted(named)  # told in the order they happened


def test_the_campaigns_combos_are_judged_when_the_player_finishes_laying_them():
    """Kai's scripted blunder is finishing a turn's play without the combos the search bot plans: the coach names it,
    with the Planner's combos laid as the better move."""
    session, batch, appraisal = blundered("kai")
    made = {number: command for number, _, command in decisions(session.ruleset, session.seed, session.batches, 0)}
    assert isinstance(made[batch], FinishPlaying)
    assert appraisal.best[-1] == FinishPlaying() and any(isinstance(c, PlayCard) for c in appraisal.best)


def test_the_command_made_is_found_again_from_the_log():
    session, batch, _ = blundered("master")
    rules = session.ruleset
    made = {number: command for number, _, command in decisions(rules, session.seed, session.batches, 0)}
    assert batch in made
    state = Session(rules, session.seed, session.batches[:batch], table=session.table).state
    position = sum(len(events) for events in session.batches[:batch])
    assert made_command(rules, state, 0, session.batches[batch], session.seed, position) == made[batch]


def test_the_three_biggest_swings_are_kept_and_the_earliest_of_equal_ones():
    class Fixed:
        """Judges the n-th decision of the game by a fixed swing."""

        unit = "points"
        decisive = 100.0

        def most(self, view: Any) -> int:
            return 1000  # every decision of the game judged in full

        def __init__(self, swings: list[float]):
            self.swings = iter(swings)
            self.seen: list[Any] = []

        def appraise(self, rules: Any, view: Any, seat: int, made: Command) -> Any:
            from game.play.coach import Appraisal

            self.seen.append(view)
            return Appraisal(0.0, (Command(seat=99),), next(self.swings, 0.0))

    session, _, _ = blundered("master")
    count = len(list(decisions(session.ruleset, session.seed, session.batches, 0)))
    swings = [1.0, 5.0, 2.0, 5.0, 5.0, 0.5] + [0.0] * count
    fixed = Fixed(swings)
    found = turning_points(session.ruleset, session.seed, session.batches, 0, fixed)
    made = list(decisions(session.ruleset, session.seed, session.batches, 0))
    assert [turning.batch for turning in found] == [made[1][0], made[3][0], made[4][0]]
    assert all(isinstance(turning, Turning) and turning.swing == 5.0 for turning in found)
    # every decision is judged on the seat's view of its moment, never on the real state
    assert fixed.seen == [session.ruleset.view(state, 0) for _, state, _ in made]


@pytest.mark.parametrize("family", sorted(GAMES) + sorted(TABLES))
def test_the_judgement_never_reads_the_opponents_hidden_cards(family):
    """The same view with the opponent's hidden hand swapped for other cards it could hold (in the campaign, the attack
    deck in another order) gives the same judgement: the appraiser is handed the view, and the view hides them."""
    session, batch, appraisal = blundered(family)
    rules: Any = session.ruleset
    before = Session(rules, session.seed, session.batches[:batch], table=session.table).state
    made = next(command for number, _, command in decisions(rules, session.seed, session.batches, 0)
                if number == batch)
    swapped = swap_hidden(family, rules, before)
    assert swapped != before
    assert rules.view(swapped, 0) == rules.view(before, 0)
    appraiser = game(rules.id).appraiser()
    again = appraiser.appraise(rules, rules.view(swapped, 0), 0, made)
    assert again == appraisal


def swap_hidden(family: str, rules: Any, state: Any) -> Any:
    """The state with seat 1's hand exchanged with cards of its deck (in Master, with the draw pile's; in the
    campaign, the attack deck turned over)."""
    if family in ("udo", "kai"):
        return replace(state, deck=tuple(reversed(state.deck)))
    if family == "master":
        hand, draw = state.hands[1], state.draw
        k = min(len(hand), len(draw))
        return replace(state, hands=(state.hands[0], draw[:k] + hand[k:], *state.hands[2:]),
                       draw=hand[:k] + draw[k:])
    hand, deck = state.hands[1], state.decks[1]
    k = min(len(hand), len(deck))
    new_hand, new_deck = deck[:k] + hand[k:], hand[:k] + deck[k:]
    changed = replace(state, hands=(state.hands[0], new_hand, *state.hands[2:]),
                      decks=(state.decks[0], new_deck, *state.decks[2:]))
    if family in ("matcg", *TABLES):
        changed = replace(changed, cards=tuple(changed.holdings(seat) for seat in range(changed.seats)))
    return changed


@pytest.mark.parametrize("family", ["matcg", "master"])
def test_the_same_game_coached_on_a_slow_machine_gives_the_same_moments(family, monkeypatch):
    """The judgement is set by counts, never by a clock: with every clock jumping a second each time it is read (a
    machine under heavy load), the same finished game gives the very moments, moves and swings of a normal run."""
    session, _, _ = blundered(family)
    rules: Any = session.ruleset
    normal = list(judged(family))  # the moments of a normal run
    now = [0.0]

    def slow() -> float:
        now[0] += 1.0
        return now[0]

    for clock in ("monotonic", "perf_counter", "process_time", "time"):
        monkeypatch.setattr(time, clock, slow)
    assert turning_points(rules, session.seed, session.batches, 0, game(rules.id).appraiser()) == normal
    assert now[0] == 0.0  # and no clock was read at all


def test_a_martial_arts_decision_whose_playouts_run_long_is_judged_on_fewer_deals(monkeypatch):
    """The Martial Arts appraiser counts the commands it plays out: once a decision's deals pass its STEPS, it plays
    no further deal (one at least), so a long game is judged in a few seconds, the same on every machine."""
    from game.ai.matcg import appraise

    session, batch, _ = blundered("matcg")
    rules: Any = session.ruleset
    state, made = next((state, command) for number, state, command in decisions(rules, session.seed,
                                                                                 session.batches, 0) if number == batch)
    view = rules.view(state, 0)
    played = playouts(monkeypatch)
    monkeypatch.setattr(appraise, "STEPS", 10**9)
    game(rules.id).appraiser().appraise(rules, view, 0, made)
    unhurried = len(played)
    played.clear()
    monkeypatch.setattr(appraise, "STEPS", 0)
    game(rules.id).appraiser().appraise(rules, view, 0, made)
    assert unhurried == appraise.DEALS * len(played)  # every deal plays each candidate once; here one deal only


class Planning:
    """Judges every decision with one fixed plan found best, a swing of 1."""

    unit = "points"
    decisive = 100.0

    def most(self, view: Any) -> int:
        return 1000  # every decision of the game judged in full

    def __init__(self, plan: Any):
        self.plan = plan

    def appraise(self, rules: Any, view: Any, seat: int, made: Command) -> Any:
        from game.play.coach import Appraisal

        return Appraisal(0.0, self.plan(made), 1.0)


def test_a_plan_is_a_turning_point_when_the_whole_plan_differs_from_the_move_made():
    """A plan beginning with the command made is another move (it goes on differently); the command made itself is
    no turning point, whatever swing the appraiser reckons."""
    session, _, _ = blundered("master")
    rules = session.ruleset
    goes_on = turning_points(rules, session.seed, session.batches, 0, Planning(lambda made: (made, Command(seat=99))))
    assert len(goes_on) == 3
    same = turning_points(rules, session.seed, session.batches, 0, Planning(lambda made: (made,)))
    assert same == []


def test_the_campaigns_swing_is_the_computers_own_score_counted_in_glorys_worth_not_glory_won():
    """The campaign's appraiser counts in its Evaluator's score, told in what that score gives a point of glory
    ("104.7 points on the computer's scale" was a scale the player never sees), not as glory won: a turn that wins
    at once is the game itself (its decisive swing), not hundreds of glory in a game won with a handful."""
    from game.ai.udo.evaluate import Evaluator, Weights
    from game.ai.udo.plan import Planner
    from game.ai.udo.turn import apply

    session, batch, appraisal = blundered("kai")
    rules: Any = session.ruleset
    appraiser = game(rules.id).appraiser()
    assert appraiser.unit == "glory's worth" and appraiser.decisive == Weights.won / 2 / Weights.glory
    state, made = next((state, command) for number, state, command in decisions(rules, session.seed,
                                                                                 session.batches, 0) if number == batch)
    view = rules.view(state, 0)
    planner = Planner(rules, Evaluator(rules.catalog))
    assert appraisal.made == pytest.approx(planner.turn.outcome(apply(rules, view, made)) / Weights.glory)


@pytest.mark.parametrize(("swing", "unit", "told"), [
    (104.7, "health", "about 105 health"), (2.6, "glory's worth", "about 3 glory's worth"),
    (1.2, "points", "about 1 point"), (4.5, "points", "about 4 points"), (0.3, "experience", "less than 1 experience")])
def test_a_swing_is_told_in_whole_units_of_its_game(swing, unit, told):
    from game.play.coach import swing_words

    assert swing_words(swing, unit) == told


def test_every_familys_swing_line_is_one_sentence_with_one_colon():
    """DGM's coach read "Estimated swing: the game itself: the computer's move wins it, as far as it looks ahead":
    two colons. Each family's line, a decisive swing or a number of its unit, is one sentence with one colon."""
    from game.games import families
    from game.play.coach import swing_line

    for entry in families():
        unit = entry.appraiser().unit
        for turning in (Turning(3, Command(seat=0), (), 4.2), Turning(3, Command(seat=0), (), 150.0, decisive=True)):
            line = swing_line(turning, unit)
            assert line.startswith("Estimated swing: ") and line.count(":") == 1, (entry.id, line)
            assert line.count(".") == 0 and line[-1] != ",", (entry.id, line)
        assert swing_line(Turning(3, Command(seat=0), (), 4.2), unit) == f"Estimated swing: about 4 {unit}"


def test_a_swing_past_the_appraisers_decisive_one_is_the_game_itself_not_a_number():
    """A campaign won by the better plan is 10,000 on the campaign's scale, a Martial Arts fight 100 on its: such a
    swing is told as the game won instead of lost, not as a sum of health or points no game holds."""

    class Swinging:
        unit = "points"
        decisive = 100.0

        def most(self, view: Any) -> int:
            return 1000  # every decision of the game judged in full

        def __init__(self, swings: list[float]):
            self.swings = iter(swings)

        def appraise(self, rules: Any, view: Any, seat: int, made: Command) -> Any:
            from game.play.coach import Appraisal

            return Appraisal(0.0, (Command(seat=99),), next(self.swings, 0.0))

    session, _, _ = blundered("master")
    found = turning_points(session.ruleset, session.seed, session.batches, 0, Swinging([3.0, 150.0, 99.0]))
    assert [(turning.swing, turning.decisive) for turning in found] == [(3.0, False), (150.0, True), (99.0, False)]
    for family in sorted(GAMES):  # every game's appraiser says where its game itself begins
        assert game(GAMES[family][0]).appraiser().decisive > 0


def test_at_a_table_of_many_seats_a_choice_in_the_other_sides_turn_is_played_out_to_that_turns_end():
    """An Army of One's Hero blocking or counter-attacking in an enemy's turn is judged on how that turn ends (its
    playouts stop there); its own turn's choices are weighed through the enemies' next attack, as the hard fighter
    weighs them; a duel's, through the next turn, however it is the seat's turn or not."""
    from game.ai.matcg.appraise import playout_horizon

    session, _, _ = blundered("army")
    rules: Any = session.ruleset
    views = [rules.view(state, 0) for _, state, _ in decisions(rules, session.seed, session.batches, 0)]
    defending = [view for view in views if view.owner != 0]
    attacking = [view for view in views if view.owner == 0]
    assert defending and attacking
    assert all(playout_horizon(view, 0) == view.turn + 1 for view in defending)
    assert all(playout_horizon(view, 0) == view.turn + 2 for view in attacking)
    duel, _, _ = blundered("matcg")
    duel_views = [duel.ruleset.view(state, 0) for _, state, _ in decisions(duel.ruleset, duel.seed, duel.batches, 0)]
    assert {view.owner for view in duel_views} == {0, 1}
    assert all(playout_horizon(view, 0) == view.turn + 2 for view in duel_views)


def test_an_army_of_one_decision_is_judged_in_one_deal_of_the_hidden_cards(monkeypatch):
    """Each deal of an Army of One plays out ten seats' turns with nine hidden hands dealt: a decision is judged in one
    deal, each candidate played out once, however short its playouts (a duel's plays up to DEALS deals)."""
    from game.ai.matcg import appraise

    games = {family: blundered(family) for family in ("army", "matcg")}  # played by the usual counts
    played = playouts(monkeypatch)
    monkeypatch.setattr(appraise, "STEPS", 10**9)
    for family, deals in (("army", 1), ("matcg", appraise.DEALS)):
        session, batch, _ = games[family]
        rules: Any = session.ruleset
        state, made = next((state, command) for number, state, command in decisions(rules, session.seed,
                                                                                     session.batches, 0)
                           if number == batch)
        played.clear()
        game(rules.id).appraiser().appraise(rules, rules.view(state, 0), 0, made)
        assert len(played) == deals * len(set(played)) and len(set(played)) > 1


def test_an_army_of_one_block_is_played_out_among_the_normal_fighters_cheapest_ways_to_answer(monkeypatch):
    """A Hero holding back holds a card of nearly every kind to block with: of its ways to answer an attack, the
    coach plays out the normal fighter's ARMY_BLOCKS cheapest (Judge.block_options) and the one made, not every card."""
    from game.ai.matcg import appraise, make_bot
    from game.ai.matcg.policy import Judge
    from game.ai.matcg.search import PLAYOUT, SearchBot

    rules: Any = ruleset("matcg")
    session: Session[Any] = Session.new(rules, 114, {"mode": "army"})
    bots = [make_bot("normal", 1140 + seat) for seat in range(session.table.seats)]
    while True:  # on to a block of the Hero's with many cards to choose from
        seat = rules.to_act(session.state)
        assert seat is not None, "the Hero never held many ways to block"
        view = rules.view(session.state, seat)
        legal = rules.legal_commands(view, seat)
        if seat == 0 and view.phase == "block" and len(SearchBot._distinct(rules, legal)) > appraise.ARMY_BLOCKS + 2:
            break
        assert session.submit(bots[seat].choose(rules, view)).ok
    played = playouts(monkeypatch)
    costs = sorted(Judge(rules, view, 0, legal, PLAYOUT).block_options(), key=lambda option: option[0])
    made = costs[-1][1]  # the dearest way
    game("matcg").appraiser().appraise(rules, view, 0, made)
    assert set(played) == {command for _, command in costs[: appraise.ARMY_BLOCKS]} | {made}


def person_fight(seed: int, options: dict[str, Any]) -> Session[Any]:
    """A Martial Arts fight with a person at seat 0 (played as the normal fighter plays) against normal fighters:
    no judges stop it, and every draw they offer is declined, so it runs as long as nobody is knocked out."""
    from game.engine.matcg.commands import DeclineDraw

    rules: Any = ruleset("matcg")
    session: Session[Any] = Session.new(rules, seed, {**options, "people": [0]})
    bots = [game("matcg").bots().make("normal", seed * 10 + seat) for seat in range(session.table.seats)]
    while (seat := rules.to_act(session.state)) is not None:
        view = rules.view(session.state, seat)
        declined = [command for command in rules.legal_commands(view, seat) if isinstance(command, DeclineDraw)]
        assert session.submit(declined[0] if declined else bots[seat].choose(rules, view)).ok
    return session


class Counting:
    """The family's appraiser, counting the decisions it judges in full and those it glances at."""

    def __init__(self, appraiser: Any, most: int):
        self.appraiser, self.judges = appraiser, most
        self.unit, self.decisive = appraiser.unit, appraiser.decisive
        self.judged: list[Any] = []
        self.glanced: list[Any] = []

    def most(self, view: Any) -> int:
        return self.judges

    def appraise(self, rules: Any, view: Any, seat: int, made: Command) -> Any:
        self.judged.append(view)
        return self.appraiser.appraise(rules, view, seat, made)

    def glance(self, rules: Any, view: Any, seat: int, made: Command) -> Any:
        self.glanced.append(view)
        return self.appraiser.glance(rules, view, seat, made)


def test_a_fight_longer_than_the_appraisers_most_is_judged_in_full_at_most_that_many_decisions(monkeypatch):
    """However long a fight with a person in it runs, the coach judges no more than the appraiser's `most` decisions
    in full, each by its usual counts: every other one is glanced at only, its candidates played out in one deal for
    GLANCE_STEPS commands, and the moments told are among those judged in full."""
    from game.ai.matcg import appraise
    from game.ai.matcg.search import PLAYOUT_STEPS, SearchBot

    reaches: list[int] = []
    playout = SearchBot._playout

    def counted(self: Any, rules: Any, world: Any, first: Command, me: int, horizon: int, reach: int) -> float:
        reaches.append(reach)
        return playout(self, rules, world, first, me, horizon, reach)

    monkeypatch.setattr(SearchBot, "_playout", counted)
    full = []
    for seed in (3, 4):  # a fight of 66 decisions of the person's, then one of 153
        session = person_fight(seed, {})
        rules: Any = session.ruleset
        made = {number: rules.view(state, 0) for number, state, _ in decisions(rules, session.seed, session.batches, 0)}
        counting = Counting(game("matcg").appraiser(), 12)
        reaches.clear()
        found = turning_points(rules, session.seed, session.batches, 0, counting)
        assert len(made) > 40 and len(counting.glanced) == len(made)
        assert len(counting.judged) == 12
        assert set(reaches) == {PLAYOUT_STEPS, appraise.GLANCE_STEPS}
        full.append(reaches.count(PLAYOUT_STEPS))
        assert found and all(made[turning.batch] in counting.judged for turning in found)
    assert max(full) <= 12 * appraise.DEALS * (appraise.MAX_CANDIDATES + 1)


def test_a_game_within_the_appraisers_most_is_judged_in_full_and_never_glanced_at():
    """A game of no more decisions than the appraiser's `most` is judged as it always was: every decision in full."""
    session = person_fight(3, {})
    rules: Any = session.ruleset
    count = len(list(decisions(rules, session.seed, session.batches, 0)))
    counting = Counting(game("matcg").appraiser(), count)
    turning_points(rules, session.seed, session.batches, 0, counting)
    assert counting.glanced == [] and len(counting.judged) == count
    assert count < game("matcg").appraiser().most(rules.view(session.state, 0))


def test_the_decisions_of_a_long_game_judged_in_full_are_the_most_promising_glanced_at():
    """The `most` decisions whose glanced swing is biggest (ties: the earliest) are judged in full; the look goes a
    step at a time, each step one decision glanced at or judged, and says how far it has got."""
    from game.play.coach import Appraisal, Judging

    session, _, _ = blundered("master")
    rules = session.ruleset
    made = list(decisions(rules, session.seed, session.batches, 0))
    views = [rules.view(state, 0) for _, state, _ in made]
    glances = [float(k % 7) for k in range(len(made))]  # 6.0 at the 7th, the 14th, ...: more of them than `most`

    class Glancing:
        unit = "points"
        decisive = 100.0

        def most(self, view: Any) -> int:
            return 4

        def __init__(self) -> None:
            self.judged: list[Any] = []

        def glance(self, rules: Any, view: Any, seat: int, command: Command) -> float:
            return glances[views.index(view)]

        def appraise(self, rules: Any, view: Any, seat: int, command: Command) -> Any:
            self.judged.append(view)
            return Appraisal(0.0, (Command(seat=99),), 1.0)

    glancing = Glancing()
    look = Judging(rules, session.seed, session.batches, 0, glancing)
    assert (look.done, look.total) == (0, len(made) + 4)
    steps = 0
    while not look.step():
        steps += 1
        assert look.done == steps
    assert look.done == look.total == steps + 1 == len(made) + 4
    chosen = [6, 13, 20, 27]  # the first four glanced at 6.0
    assert glancing.judged == [views[k] for k in chosen]
    assert [turning.batch for turning in look.turnings()] == [made[k][0] for k in chosen[:3]]


def test_an_army_of_one_fight_has_fewer_decisions_judged_in_full_than_a_duel():
    """An Army of One decision is played out against nine enemies, four times a duel's work: a fight of more than
    ARMY_MOST decisions has its most promising ARMY_MOST judged in full, a duel its MOST."""
    from game.ai.matcg import appraise

    judge = game("matcg").appraiser()
    for family, most in (("army", appraise.ARMY_MOST), ("matcg", appraise.MOST), ("2v2", appraise.MOST)):
        session, _, _ = blundered(family)
        first = next(decisions(session.ruleset, session.seed, session.batches, 0))[1]
        assert judge.most(session.ruleset.view(first, 0)) == most
    assert appraise.ARMY_MOST < appraise.MOST


@pytest.mark.parametrize("family", sorted(GAMES) + sorted(TABLES))
def test_every_appraiser_glances_at_the_decisions_it_judges_and_at_those_only(family):
    """A glance is the appraiser's own judgement by smaller counts: it finds something to judge exactly where the
    full judgement does, and its swing at the scripted blunder is a number like the full one's."""
    session, batch, _ = blundered(family)
    rules: Any = session.ruleset
    appraiser = game(rules.id).appraiser()
    made = list(decisions(rules, session.seed, session.batches, 0))
    looked = [entry for entry in made if entry[0] == batch] + made[:12]
    for number, state, command in looked:
        view = rules.view(state, 0)
        glanced = appraiser.glance(rules, view, 0, command)
        assert (glanced is None) == (appraiser.appraise(rules, view, 0, command) is None)
        assert number != batch or isinstance(glanced, float)
