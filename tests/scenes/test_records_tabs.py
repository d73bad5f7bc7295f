"""Records after PySolFC's statistics: a tab for every game and mode, reached by mouse and keyboard, whose figures
(played, won, lost, drawn, the streaks, games with hints apart, by level, by deck, by seat count) are those counted
by hand from a prepared record book; every record book a release wrote still loads."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.content.matcg import catalog
from game.files import outcomes, records
from game.files.paths import records_path
from game.games import game, ids
from game.scenes.base import Stack
from game.scenes.records import RecordsScene, tabs_of
from game.tools import lived_in
from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest
from game.words.tallies import RecordTab, summary
from tests.scenes.helpers import click, context, drag, frame, key

FIXTURES = Path(__file__).parents[1] / "fixtures" / "records"
TABS = ["Master Udo", "Kai", "Kenpo Masters", "Martial Arts duel", "DGM duel", "Two-on-Two", "Army of One",
        "Round Robin", "Championship", "Master"]


def figures(tab: RecordTab, heading: str) -> dict[str, str]:
    section = next(section for section in tab.sections if section.heading.startswith(heading))
    return {row.label: row.value for row in section.rows}


def tab_named(book: records.RecordBook, title: str) -> RecordTab:
    return next(tab for tab in tabs_of(book) if tab.title == title)


def test_a_tally_counts_the_streaks_as_counted_by_hand():
    found = outcomes.tally(["won", "won", "lost", "won", "won", "won", "drawn", "lost", "lost"])
    assert (found.played, found.won, found.lost, found.drawn) == (9, 5, 3, 1)
    assert found.current == ("lost", 2) and found.best_streak == 3
    assert outcomes.tally([]) == outcomes.Tally()
    assert outcomes.tally(["won", "won"]).current == ("won", 2)


def test_games_with_hints_are_counted_apart_from_every_figure():
    shown = {row.label: row.value for row in summary(
        [("won", False), ("won", True), ("lost", False), ("won", True), ("won", False), ("drawn", True)], "").rows}
    assert (shown["Played"], shown["Won"], shown["Lost"], shown["Drawn"]) == ("3", "2", "1", "0")
    assert shown["Current streak"] == "1 won" and shown["Best streak"] == "1 won in a row"
    assert shown["With hints (apart)"] == "3 played, 2\u20130\u20131"


def duel(game_id: str, level: str, winner: int | None, deck: str, assisted: bool = False,
         health: int = 5) -> records.DuelRecord:
    return records.DuelRecord(game=game_id, mode="versus", level=level, human=0, winner=winner,
                              scores=(health if winner == 0 else 0, 0 if winner == 0 else health), turns=20,
                              date="2026-11-20T18:00", seed=1, assisted=assisted, decks=(deck, "karate"))


def test_the_duels_by_level_and_by_deck_are_the_hand_counted_figures():
    book = records.RecordBook(duels=(
        duel("dgm", "easy", 0, "karate"), duel("dgm", "hard", 1, "karate"), duel("dgm", "hard", 0, "kung_fu", health=9),
        duel("dgm", "hard", None, "kung_fu"), duel("dgm", "easy", 0, "kung_fu", assisted=True, health=14),
        duel("matcg", "hard", 0, "karate"), duel("dgm", "easy", 0, "karate")))
    tab = tab_named(book, "DGM duel")
    shown = figures(tab, "DGM duels")
    assert (shown["Played"], shown["Won"], shown["Lost"], shown["Drawn"]) == ("5", "3", "1", "1")
    assert shown["Current streak"] == "1 won" and shown["Best streak"] == "1 won in a row"
    assert shown["Best result"] == "won with 9 health left against Hard, 20 turns"  # 14 was with hints
    assert shown["With hints (apart)"] == "1 played, 1\u20130\u20130"
    assert figures(tab, "By computer level") == {"Easy (2)": "2\u20130\u20130", "Hard (3)": "1\u20131\u20131"}
    names = {deck_id: deck.name for deck_id, deck in catalog().decks_by_id.items()}
    assert figures(tab, "By your deck") == {f"{names['karate']} (3)": "2\u20131\u20130",
                                           f"{names['kung_fu']} (2)": "1\u20130\u20131"}


def match(levels: tuple[str | None, ...], winners: tuple[int, ...], assisted: bool = False) -> records.MatchRecord:
    seats = len(levels)
    return records.MatchRecord(game="master", names=tuple(f"P{seat}" for seat in range(seats)), levels=levels,
                               winners=winners, scores=tuple(30 if seat in winners else 10 for seat in range(seats)),
                               rounds=3, date="2026-11-20T18:00", seed=1, assisted=assisted)


def test_master_by_seat_count_and_level_are_the_hand_counted_figures():
    book = records.RecordBook(matches=(
        match((None, "easy"), (0,)), match((None, "hard", "hard", "hard"), (2,)),
        match((None, "easy", "hard", "easy"), (0, 1)), match((None, "hard"), (0,)),
        match((None, None, None), (1,)), match((None, "easy"), (1,), assisted=True)))
    tab = tab_named(book, "Master")
    shown = figures(tab, "Against the computer")
    assert (shown["Played"], shown["Won"], shown["Lost"], shown["Drawn"]) == ("4", "2", "1", "1")
    assert shown["Current streak"] == "1 won" and shown["Best result"] == "first with 30 experience at 4 seats"
    assert figures(tab, "By seat count") == {"2 seats (2)": "2\u20130\u20130", "4 seats (2)": "0\u20131\u20131"}
    assert figures(tab, "By computer level") == {"Easy (1)": "1\u20130\u20130", "Hard (2)": "1\u20131\u20130",
                                                 "Easy and Hard (1)": "0\u20130\u20131"}
    assert figures(tab, "Between people only") == {"P1 won": "1 of 1", "P0 won": "0 of 1", "P2 won": "0 of 1"}


def test_master_between_people_only_says_who_came_first_and_how_often_first_place_was_shared():
    book = records.RecordBook(matches=(
        match((None, None, None), (1,)), match((None, None), (0,)), match((None, None, None), (0, 2)),
        match((None, "easy"), (0,))))
    assert figures(tab_named(book, "Master"), "Between people only") == {
        "P0 won": "1 of 3", "P1 won": "1 of 3", "P2 won": "0 of 2", "First place shared": "1 of 3"}


def test_a_finished_master_match_with_a_person_is_recorded():
    from game.words.master.seating import Chair, Seating
    from tests.test_finished import play_out

    session = play_out("master", 2, autosave=False)
    session.notes["table"] = Seating((Chair(name="Ann"), Chair("computer", "Bo", "easy"))).notes()
    record = game("master").recorder()
    assert record is not None and record(session) is None
    (kept,) = records.load_book()[0].matches
    assert kept.names == ("Ann", "Bo") and kept.levels == (None, "easy") and kept.winners == session.state.winners


def test_tournaments_show_each_match_with_its_score():
    cup = records.TournamentRecord(
        game="matcg", kind="championship", entrants=("Ann", "Bo", "Cy"), people=(0,), champion=0, matches=2,
        date="2026-11-20T18:00", seed=3, results=(
            records.MatchResult(players=(1, 2), winner=1, scores=(4, 0), stage="Semi-final"),
            records.MatchResult(players=(0, 1), winner=0, scores=(12, 0), stage="Final", assisted=True)))
    tab = tab_named(records.RecordBook(tournaments=(cup,)), "Championship")
    assert figures(tab, "Championships")["With hints (apart)"] == "1 played, 1\u20130"
    assert figures(tab, "2026-11-20 18:00") == {"Final": "Ann \u2013 Bo: health 12 \u2013 0, Ann won, with hints",
                                                "Semi-final": "Bo \u2013 Cy: health 4 \u2013 0, Bo won"}


@pytest.mark.parametrize("fixture", sorted(FIXTURES.glob("*.json")), ids=lambda path: path.stem)
def test_every_record_book_a_release_wrote_loads_and_shows_in_records(fixture):
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(fixture.read_bytes())
    book, message = records.load_book()
    written = json.loads(fixture.read_text(encoding="utf-8"))
    assert message is None
    assert {kind: len(getattr(book, kind)) for kind in records.KINDS} == {
        kind: len(written.get(kind, ())) for kind in records.KINDS}
    assert all(duel.decks is None for duel in book.duels) and all(cup.results == () for cup in book.tournaments)
    assert [tab.title for tab in tabs_of(book)] == TABS
    records.add_match(match((None, "easy"), (0,)))  # upcast: the old book takes a new kind of record
    grown, message = records.load_book()
    assert message is None and grown.records == book.records and grown.duels == book.duels and len(grown.matches) == 1


def test_records_has_one_tab_per_game_and_mode():
    assert [tab.title for tab in tabs_of(records.RecordBook())] == TABS


def test_the_keyboard_reaches_and_opens_every_tab():
    ctx, surface = context((1024, 600))
    stack = Stack(RecordsScene(ctx, lived_in.book()))
    frame(stack, surface)
    scene = stack.top
    opened = []
    for _ in TABS:
        key(stack, surface, pygame.K_TAB)
        key(stack, surface, pygame.K_RETURN)
        assert scene.tab is not None
        opened.append(scene.tab.title)
    assert opened == TABS and stack.top is scene
    key(stack, surface, pygame.K_UP)  # the arrows move between the tabs too
    key(stack, surface, pygame.K_RETURN)
    assert scene.tab.title == TABS[-2]


def test_a_tab_opens_by_mouse_and_a_long_one_scrolls_by_keys_wheel_and_bar():
    ctx, surface = context((1024, 600))
    stack = Stack(RecordsScene(ctx, lived_in.book()))
    frame(stack, surface)
    scene = stack.top
    target = next(button for button in scene.buttons if button.label == "Round Robin")
    click(stack, surface, target.screen_rect(ctx.viewport).center)
    frame(stack, surface)
    assert scene.tab.title == "Round Robin" and scene.most_scroll > 0
    key(stack, surface, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    key(stack, surface, pygame.K_END)
    assert scene.scroll == scene.most_scroll
    stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert scene.scroll < scene.most_scroll
    key(stack, surface, pygame.K_HOME)
    assert scene.scroll == 0
    thumb = ctx.viewport.rect(scene.bar.thumb()).center  # the bar dragged to its foot shows the end
    drag(stack, surface, thumb, (thumb[0], ctx.viewport.rect(scene.bar.rect).bottom + 40))
    assert scene.scroll == scene.most_scroll


@pytest.mark.parametrize("ruleset_id", ids())
def test_the_records_picture_of_a_ruleset_opens_its_own_tab_over_a_lived_in_book(ruleset_id):
    ctx, surface = context((1024, 600))
    stack = scene_stack(ShotRequest(ctx, surface, ruleset_id, 7, 0, 0), "records")
    scene = stack.top
    assert isinstance(scene, RecordsScene) and scene.tab is not None and ruleset_id in scene.tab.rulesets
    assert scene.tab.sections[0].rows[0].value not in ("", "0")  # real figures: games played
    assert not records_path().exists()  # the player's own book is not touched


def test_a_tournament_keeps_each_match_score_and_hints_through_its_file_into_the_record_book():
    from game.engine.tournament import CHAMPIONSHIP
    from game.files.matcg import cup as cups
    from game.play.tournament import Played
    from tests.scenes.matcg.test_tournament_director import directed, made

    stack, surface, director = directed(made(CHAMPIONSHIP, [None, "easy", "normal"]))
    first = director.cup.tournament.next_match
    director.record(Played(first.number, 0, (7, 0), assisted=True))
    assert cups.read(cups.path()).played == director.cup.played  # saved with the tournament, read back
    while (match := director.cup.tournament.next_match) is not None:
        director.record(Played(match.number, 1, (0, 3 + match.number)))
    (kept,) = records.load(kind="tournaments")[0]
    assert [(r.players, r.winner, r.scores, r.stage, r.assisted) for r in kept.results] == [
        (first.players, first.players[0], (7, 0), first.stage, True),
        *[(m.players, m.players[1], (0, 3 + m.number), m.stage, False) for m in director.cup.tournament.played[1:]]]
    assert kept.assisted


def test_a_saved_tournament_whose_scores_name_another_result_is_set_aside():
    from game.engine.tournament import CHAMPIONSHIP
    from game.files.matcg import cup as cups
    from tests.scenes.matcg.test_tournament_director import made

    cup = made(CHAMPIONSHIP, [None, "easy", "normal", "hard"])
    match = cup.tournament.next_match
    won, lost = match.players
    kept = cups.dumps(cup.record(0, match, (5, 0)))
    assert kept.count(f'"winner": {won}') == 1
    cups.path().parent.mkdir(parents=True, exist_ok=True)
    cups.path().write_text(kept.replace(f'"winner": {won}', f'"winner": {lost}'), encoding="utf-8")
    loaded, message = cups.load()
    assert loaded is None and message is not None and "score" in message


def test_a_tournament_match_hands_over_its_winner_the_health_left_and_its_hints():
    from game.files.matcg.cup_match import played
    from game.play.tournament import Played
    from tests.engine.matcg.helpers import attack, fight
    from tests.scenes.matcg.helpers import versus
    from tests.scenes.matcg.test_records import at_table

    session = fight((["reverse_punch"], []), health=[30, 2])
    scene = at_table(session, versus(0, "hard"), 0)
    scene.campaign.mark_assisted()  # what asking for a hint does (game.scenes.hinting)
    assert scene.submit(attack(0, "reverse_punch"))
    assert played(4, session) == Played(4, 0, (30, 0), assisted=True)


@pytest.mark.parametrize("kind, record", [
    ("duels", {"game": "matcg", "mode": "versus", "level": "hard", "human": 5, "winner": 0, "scores": [3, 0],
               "turns": 9, "date": "2026-11-20T18:00", "seed": 1}),
    ("tournaments", {"game": "dgm", "kind": "championship", "entrants": ["A", "B"], "people": [0], "champion": 7,
                     "matches": 1, "date": "2026-11-20T18:00", "seed": 1}),
    ("tournaments", {"game": "dgm", "kind": "championship", "entrants": ["A", "B"], "people": [0], "champion": 0,
                     "matches": 1, "date": "2026-11-20T18:00", "seed": 1,
                     "results": [{"players": [0, 3], "winner": 0, "scores": [4, 0], "stage": "Final"}]}),
    ("matches", {"game": "master", "names": ["A", "B"], "levels": [None, "easy"], "winners": [4], "scores": [9, 3],
                 "rounds": 3, "date": "2026-11-20T18:00", "seed": 1}),
    ("fights", {"game": "dgm", "mode": "2v2", "people": [0], "winners": [1, 3], "turns": 9,
                "date": "2026-11-20T18:00", "seed": 1, "levels": [None, "easy"], "decks": ["karate"] * 4}),
])
def test_a_record_naming_a_seat_or_entrant_that_was_not_there_is_set_aside_in_one_line(kind, record):
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "martial-masters-records", "version": 1, kind: [record]}), encoding="utf-8")
    ctx, surface = context((1024, 600))
    stack = Stack(RecordsScene(ctx))
    frame(stack, surface)
    (toast,) = stack.top.toasts
    assert "\n" not in toast.message and path.with_name("records.json.bak").exists()
    assert toast.message.startswith("records.json: ")  # by its name, its folder once, as the menu's notices say it
    assert str(path) not in toast.message and toast.message.count(str(path.parent)) == 1


def test_a_drawn_duel_against_the_computer_is_told_you_drew_not_you_drawn():
    """The latest duels of Kenpo and the Martial Arts duel read "you drawn against the computer (Hard)"."""
    from game.words.kenpo.records import told
    from game.words.matcg.records import _duel_line

    assert "You (Yellow) drew against the computer" in told(duel("kenpo", "hard", None, "karate"))
    assert "You drew against the computer" in _duel_line(duel("matcg", "hard", None, "karate"))
    assert "You won against the computer" in _duel_line(duel("matcg", "hard", 0, "karate"))
