"""A tournament's match at Martial Arts' duel table: a person's match saved after every command and continued from the
menu after the window was killed, a match that ended as it closed recorded at Continue, a stale match file removed,
every match played at the table kept for Replays, the DGM challenge Event in the set-up, and a watched match between
computers at 1x, 2x or 4x, paused, or skipped to its end."""

from __future__ import annotations

import pygame
import pytest

from game.engine.tournament import CHAMPIONSHIP, ROUND_ROBIN
from game.files import finished, records, saves
from game.files.matcg import cup as cups
from game.files.matcg import cup_match
from game.files.matcg.cup_match import match_session
from game.games import game
from game.play.bouts import make_bots, sole_winner
from game.scenes.base import Stack
from game.scenes.director import DirectorScene
from game.scenes.matcg import FRONT, TOURNAMENT
from game.scenes.matcg.cup_duel import CupResultScene
from game.scenes.matcg.cup_setup import cup_setup
from game.scenes.menu import MenuScene
from game.words.matcg.seating import Seating
from tests.scenes.helpers import button_point, click, context, frame, frames_until, key, settled
from tests.scenes.matcg.test_tournament_director import directed, made, match_of


def play_on(session, commands: int | None = None) -> None:
    """Both seats play as the easy fighter would, `commands` of them (all, to the end, for None)."""
    rules = session.ruleset
    bots = make_bots(game(session.ruleset.id).bots().make, ["easy", "easy"], 5)
    played = 0
    while not rules.is_over(session.state) and (commands is None or played < commands):
        seat = rules.to_act(session.state)
        assert session.submit(bots[seat].choose(rules, rules.view(session.state, seat))).ok
        played += 1


def played_out(cup) -> DirectorScene:
    """The director of `cup` after its next match, between computers, was played out in the background."""
    stack, surface, director = directed(cup)
    click(stack, surface, button_point(director, "Play it out"))
    frames_until(stack, surface, lambda: director.running is None)
    return director


def continued(stack_size=(1280, 720)) -> tuple[Stack, pygame.Surface]:
    """The menu's Continue of the tournament, as after a restart."""
    ctx, surface = context(stack_size)
    stack = Stack(MenuScene(ctx))
    scene, notice = FRONT.screens().resume(ctx, TOURNAMENT)
    assert scene is not None, notice
    stack.scenes.append(scene)
    frame(stack, surface, 0.0)
    return stack, surface


def test_a_persons_match_is_saved_after_every_command_and_continued_where_it_was():
    cup = made(CHAMPIONSHIP, [None, None])
    cups.save(cup)
    stack, surface, director = directed(cup)
    director._table(watch=False)
    stack.apply(director.take_outcome())
    table = stack.top
    assert match_of(table) is not None
    for count in (1, 2, 3):
        command = table.campaign.legal()[0] if table.acting else None
        if command is None:
            table.campaign.seat = table.campaign.session.ruleset.to_act(table.campaign.session.state)
            command = table.campaign.legal()[0]
        assert table.campaign.submit(command).ok
        kept = saves.read(cup_match.path())
        assert len(kept.batches) == len(table.campaign.session.batches) == 1 + count
    log = list(table.campaign.session.log)
    # the window is killed here: nothing more is written
    stack, surface = continued()
    resumed = stack.top
    assert (found := match_of(resumed)) is not None and found.match == cup.tournament.next_match
    assert resumed.campaign.session.log == log and resumed.names == ("Fighter 1", "Fighter 2")
    assert isinstance(stack.scenes[-2], DirectorScene)


def test_a_persons_match_left_at_the_menu_goes_on_from_where_it_was():
    cup = made(CHAMPIONSHIP, [None, "easy"])
    stack, surface, director = directed(cup)
    click(stack, surface, button_point(director, "Play the match"))
    table = stack.top
    session = table.campaign.session
    play_on(session, 2)
    table.campaign.submit(session.legal(session.ruleset.to_act(session.state))[0])
    log = list(session.log)
    table._menu()
    stack.apply(table.take_outcome())
    assert stack.top is director and director.cup.tournament.results == ()
    assert any("goes on from where it was" in toast.message for toast in director.toasts)
    click(stack, surface, button_point(director, "Play the match"))
    assert stack.top.campaign.session.log[: len(log)] == log


def test_a_match_that_ended_as_the_window_closed_is_recorded_at_continue():
    cup = made(CHAMPIONSHIP, ["easy", None, "easy"])  # match 0: entrants 1 and 2
    cups.save(cup)
    match = cup.tournament.next_match
    session = match_session(cup, match)
    play_on(session)
    cup_match.write(session)
    stack, _ = continued()
    director = stack.top
    assert isinstance(director, DirectorScene)
    winner = sole_winner(session.ruleset, session)
    expected = None if winner is None else match.players[winner]
    assert director.cup.tournament.results == (expected,)
    assert cups.read(cups.path()).tournament.results == (expected,)
    assert not cup_match.path().exists()
    assert [d.seed for d in records.load(kind="duels")[0]] == [session.seed]  # recorded as the window could not


def test_a_match_already_in_the_duel_records_when_the_window_closed_is_not_recorded_twice():
    cup = made(CHAMPIONSHIP, ["easy", None, "easy"])  # match 0: entrants 1 and 2
    cups.save(cup)
    session = match_session(cup, cup.tournament.next_match)
    play_on(session)
    cup_match.conclude(session)
    assert len(records.load(kind="duels")[0]) == 1 and cup_match.path().exists()
    stack, _ = continued()
    assert len(stack.top.cup.tournament.results) == 1 and len(records.load(kind="duels")[0]) == 1


def test_a_match_file_of_another_match_is_removed_and_the_director_opens():
    cup = made(CHAMPIONSHIP, ["easy", None, "easy"])
    stale = match_session(cup, cup.tournament.next_match)
    cup = cup.record(0, cup.tournament.next_match)
    cups.save(cup)
    cup_match.write(stale)
    stack, _ = continued()
    assert isinstance(stack.top, DirectorScene) and not cup_match.path().exists()


def test_a_match_played_at_the_table_is_kept_for_replays_and_its_file_removed_after_the_result():
    cup = made(CHAMPIONSHIP, [None, "easy"])
    cups.save(cup)
    stack, surface, director = directed(cup)
    click(stack, surface, button_point(director, "Play the match"))
    table = stack.top
    session = table.campaign.session
    rules = session.ruleset
    bots = make_bots(game("matcg").bots().make, ["easy", "easy"], 11)
    while not rules.is_over(session.state):
        seat = rules.to_act(session.state)
        assert table.campaign.submit(bots[seat].choose(rules, rules.view(session.state, seat))).ok
    assert cup_match.path().exists()  # the finished match waits for the tournament to hold its result
    frames_until(stack, surface, lambda: isinstance(stack.top, CupResultScene))
    click(stack, surface, button_point(stack.top, "Back to the tournament"))
    assert stack.top is director and len(director.cup.tournament.results) == 1
    assert not cup_match.path().exists()
    kept = [row for row in finished.listed() if row.finished]
    assert [(row.ruleset_id, row.path.name) for row in kept] == [("matcg", finished.file_name(session))]
    assert saves.read(kept[0].path).log == session.log
    assert finished.series_of(kept[0].path) is None  # a person's match is one of the player's own games
    assert kept[0].outcome.startswith("Championship of 2, Final: Fighter ")
    duels, _ = records.load(kind="duels")  # a duel with a person, in the duel records like any
    assert [(d.game, d.mode, d.level, d.seed) for d in duels] == [("matcg", "versus", "easy", session.seed)]


def test_a_match_between_computers_played_out_in_the_background_is_kept_for_replays_only():
    cup = made(ROUND_ROBIN, ["easy", "easy", "easy"])
    director = played_out(cup)
    assert len(director.cup.tournament.results) == 1
    kept = [row for row in finished.listed() if row.finished]
    assert len(kept) == 1 and kept[0].ruleset_id == "matcg"
    assert finished.series_of(kept[0].path) == f"tournament-{cup.tournament.seed}"  # apart from a player's games
    first, second = (cup.names[p] for p in cup.tournament.next_match.players)
    winner = director.cup.tournament.results[0]
    told = f"{first} and {second} drew" if winner is None else f"{cup.names[winner]} beat "
    assert kept[0].outcome.startswith(f"Round Robin of 3, Round 1: {told}")
    session = saves.read(kept[0].path)
    assert session.seed == cup.tournament.next_match.seed and session.ruleset.is_over(session.state)
    match = cup.tournament.next_match
    assert Seating.from_notes(session.notes).names == tuple(cup.names[p] for p in match.players)  # the replay's
    assert records.load(kind="duels")[0] == []


def test_a_new_tournaments_matches_between_computers_replace_the_last_ones_in_replays_not_a_persons_match():
    duel = made(CHAMPIONSHIP, [None, "easy"])
    session = match_session(duel, duel.tournament.next_match)
    play_on(session)
    cup_match.conclude(session)
    for seed in (3, 4):  # two tournaments, one after the other, each with a match between computers played out
        played_out(made(ROUND_ROBIN, ["easy", "easy", "easy"], seed=seed))
    kept = [row for row in finished.listed() if row.finished]
    assert [finished.series_of(row.path) for row in kept] == ["tournament-4", None]
    assert kept[1].path.name == finished.file_name(session)


def test_the_dgm_set_up_offers_the_duels_challenge_event_and_every_match_deals_it():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    setup = cup_setup(ctx, "matcg")
    stack.scenes.append(setup)
    frame(stack, surface, 0.0)
    assert not any(b.label.startswith("Challenge Event") for b in setup.buttons)  # the rulebook has none
    cup_match.path().write_text("a match of a tournament this one replaces", encoding="utf-8")
    click(stack, surface, button_point(setup, "DGM house rules"))
    click(stack, surface, button_point(setup, "Challenge Event: off"))
    assert setup.choices.challenge and button_point(setup, "Challenge Event: on")
    click(stack, surface, button_point(setup, "Start the tournament"))
    director = stack.top
    assert isinstance(director, DirectorScene) and director.cup.challenge and director.cup.ruleset_id == "dgm"
    assert cups.read(cups.path()).challenge and not cup_match.path().exists()
    match = director.cup.tournament.next_match
    assert director.cup.options(match)["challenge_event"] is True
    assert match_session(director.cup, match).state.challenge is not None


def test_watching_a_computer_match_runs_at_1x_2x_4x_pauses_and_skips_to_the_end():
    cup = made(ROUND_ROBIN, ["easy", "easy", "easy"])
    stack, surface, director = directed(cup)
    click(stack, surface, button_point(director, "Watch"))
    table = stack.top
    watched = match_of(table)
    assert watched is not None and watched.watching
    assert [b.label for b in table.buttons[:3]] == ["Pause", "Speed 1x", "Skip to the end"]
    click(stack, surface, button_point(table, "Speed 1x"))
    assert watched.speed == 2
    key(stack, surface, pygame.K_4)
    assert watched.speed == 4 and button_point(table, "Speed 4x")
    computers = table.computers.values()
    frames_until(stack, surface, lambda: any(computer.thinking for computer in computers))
    key(stack, surface, pygame.K_SPACE)  # paused while a computer thinks, its decision due (a busy machine's)
    assert watched.paused and button_point(table, "Play")
    for computer in computers:
        computer._waited = computer.pause
    moment = len(table.campaign.session.log)
    for _ in range(30):  # three seconds: the decision comes in, and is held
        settled(stack, surface)
    assert len(table.campaign.session.log) == moment  # paused: the computers wait
    key(stack, surface, pygame.K_SPACE)
    frames_until(stack, surface, lambda: len(table.campaign.session.log) > moment)
    assert len(table.campaign.session.log) > moment
    click(stack, surface, button_point(table, "Skip to the end"))
    # the rest is played out in the thinking process: still running, or (easy bots are quick) already recorded
    assert stack.top is director and director.running in (cup.tournament.next_match, None)
    frames_until(stack, surface, lambda: director.running is None)
    assert len(director.cup.tournament.results) == 1


def test_the_menu_continues_a_duel_of_each_rule_set_and_the_tournament_with_its_match_at_1024x600():
    from game.play.matcg.setup import new_session
    from game.words.chairs import COMPUTER, PERSON
    from game.words.matcg.seating import Chair, Seating

    ctx, surface = context((1024, 600))
    cup = made(ROUND_ROBIN, [None, "easy", "easy"])
    cups.save(cup)
    cup_match.write(match_session(cup, cup.tournament.next_match))
    for ruleset_id in ("matcg", "dgm"):
        saves.save(new_session(ctx, ruleset_id, Seating((Chair(PERSON), Chair(COMPUTER, "easy"))), {}))
    stack = Stack(MenuScene(ctx))
    menu = stack.top
    frame(stack, surface, 0.0)
    labels = ["Continue tournament", "Continue v. computer", "Continue DGM v. computer"]
    shown = [b for b in menu.buttons if b.label.startswith("Continue")]
    assert [b.label for b in shown] == labels
    rects = [b.screen_rect(ctx.viewport) for b in shown]
    tile = ctx.viewport.rect(menu.tile(menu.games.index(game("matcg"))))
    assert all(tile.contains(r) for r in rects) and not any(a.colliderect(b) for a in rects for b in rects if a != b)
    for label, ruleset_id in zip(labels[1:], ("matcg", "dgm"), strict=True):
        click(stack, surface, button_point(menu, label))
        assert stack.top.campaign.session.ruleset.id == ruleset_id
        stack.scenes[1:] = []
    click(stack, surface, button_point(menu, "Continue tournament"))
    frame(stack, surface, 0.0)
    assert match_of(stack.top) is not None and isinstance(stack.scenes[-2], DirectorScene)


@pytest.mark.parametrize(("kind", "players"), [(CHAMPIONSHIP, 20), (ROUND_ROBIN, 10)])
def test_every_name_and_result_is_drawn_whole_at_1024x600_from_the_first_match_to_the_champion(kind, players):
    from dataclasses import replace

    from game.tools.matcg.cup_shot import NAMES
    from tests.scenes.matcg.test_tournament_director import sizes_drawn

    names = sorted(NAMES, key=len, reverse=True)[:players]  # the longest names a player may type
    assert all(len(name) <= cups.MOST_NAME for name in names)
    cup = made(kind, [None] * players)
    cup = replace(cup, entrants=tuple(replace(e, name=n) for e, n in zip(cup.entrants, names, strict=True)))
    stack, surface, director = directed(cup, (1024, 600))
    while True:
        painted = lambda: (director._paint_tournament(surface), director.draw(surface))  # noqa: E731 - the still layer too
        drawn = [line for _, line in sizes_drawn(painted) if line.strip()]
        assert not [line for line in drawn if "\u2026" in line]
        assert set(names) <= set(drawn)  # each whole on one line at least once: the first round, the table
        match = director.cup.tournament.next_match
        if match is None:
            break
        winner = max(match.players, key=lambda p: (len(names[p]), p))  # the longest names go furthest
        director.cup = director.cup.record(match.players.index(winner), match)


def test_a_tournament_match_waiting_for_its_person_and_a_watched_match_paused_are_still_and_the_window_rests():
    """As every table waiting for the player (tests/scenes/test_idle.py): once nothing moves, the window waits for
    input; a watched match moves while it plays, and rests once paused."""
    from game import app
    from tests.scenes.test_idle import Warm
    from tests.scenes.test_idle import settled as frames_to_still

    stack, surface, director = directed(made(CHAMPIONSHIP, [None, "easy"]))
    click(stack, surface, button_point(director, "Play the match"))
    table = stack.top
    frames_until(stack, surface, lambda: table.acting and not any(c.thinking for c in table.computers.values()))
    assert frames_to_still(stack, surface) < 400 and app.resting(stack, Warm(done=True))  # type: ignore[arg-type]
    stack, surface, director = directed(made(ROUND_ROBIN, ["easy", "easy", "easy"]))
    click(stack, surface, button_point(director, "Watch"))
    assert stack.top.moving()  # computers play it
    key(stack, surface, pygame.K_SPACE)
    assert frames_to_still(stack, surface) < 400 and app.resting(stack, Warm(done=True))  # type: ignore[arg-type]


def test_a_persons_damaged_match_is_told_by_its_file_name_and_folder_once_not_its_path():
    cup = made(CHAMPIONSHIP, [None, "easy"])
    stack, surface, director = directed(cup)
    path = cup_match.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "martial-masters-save"}\nnot an event\n', encoding="utf-8")
    click(stack, surface, button_point(director, "Play the match"))
    [told] = [toast.message for toast in director.toasts]
    assert told.startswith(f"{path.name}: ") and str(path) not in told and told.count(str(path.parent)) == 1
