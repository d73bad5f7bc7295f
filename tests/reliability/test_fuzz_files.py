"""Issue 31, point 5: generated hostile files of every kind, driven through the paths a player takes.

Each kind starts from a sound file of its own (a save of every ruleset, a deck, a record book of every kind of
record, a tournament, a finished game, the settings) and changes one value to a hostile one (a deep nest, a number
of thousands of digits, infinity, NaN, a NUL, a zero-width name, a lone surrogate, a wrong type) or tears or changes a
few bytes. The screen that reads it is then built and drawn: the menu, the deck lists (the builder's Load list, the
set-up of a table of four), Records, the tournament director (Continue), the Replays list. Nothing may crash or
hang; what cannot be used is told in one line naming its file. The fast runs take a few seconds each; the `slow`
ones run ten times as many files. `TRIED` counts the files per kind and screen (printed at the end with -s).
"""

from __future__ import annotations

import json
import os
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.core import Session
from game.files import decks, finished, records, saves
from game.files import settings as game_settings
from game.files.paths import campaign_path, config_dir, decks_dir, finished_dir, records_path, saves_dir, settings_path
from game.rulesets import ruleset
from game.scenes.base import Stack
from game.scenes.menu import MenuScene
from tests.reliability.hostile import NASTY_TEXTS, hostile_document, one_line
from tests.scenes.helpers import context, frame

FAST, SLOW = 25, 250
DECKS_FAST = 12  # each builds the deck builder and a set-up of four: twice the others
RULESETS = ("udo", "kai", "kenpo", "matcg", "dgm", "master")
TRIED: Counter[str] = Counter()


def runs(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None, derandomize=examples < SLOW,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                           HealthCheck.data_too_large])


@pytest.fixture(scope="module", autouse=True)
def tally():
    yield
    print("\ngenerated hostile files tried, by kind and screen:", dict(sorted(TRIED.items())))


def drawn(scene_of: Any) -> Stack:
    """The scene built over the menu and drawn twice, as a player opens it."""
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    scene = scene_of(ctx)
    if scene is not None:
        stack.scenes.append(scene)
        frame(stack, surface)
        frame(stack, surface)
    return stack


def empty(folder: Path) -> None:
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True, exist_ok=True)


# ---- saves, and the menu's glance at them -----------------------------------------------------------------------

_SAVES: dict[str, list[Any]] = {}


def save_lines(ruleset_id: str) -> list[Any]:
    """The parsed lines of a sound save of `ruleset_id`, a few commands in."""
    if ruleset_id not in _SAVES:
        session: Session[Any] = Session.new(ruleset(ruleset_id), 5)
        for _ in range(6):
            seat = session.ruleset.to_act(session.state)
            if seat is None:
                break
            session.submit(session.legal(seat)[0])
        _SAVES[ruleset_id] = [json.loads(line) for line in saves.dumps(session).splitlines()]
    return _SAVES[ruleset_id]


@st.composite
def hostile_save(draw: Any) -> tuple[str, bytes]:
    ruleset_id = draw(st.sampled_from(RULESETS))
    lines = save_lines(ruleset_id)
    number = draw(st.one_of(st.just(0), st.integers(0, len(lines) - 1)))  # the header, which the menu reads, often
    line = draw(hostile_document(lines[number]))
    others = [json.dumps(other).encode() for other in lines]
    return ruleset_id, b"\n".join([*others[:number], line, *others[number + 1:]]) + b"\n"


def menu_over_a_hostile_save(case: tuple[str, bytes]) -> None:
    ruleset_id, data = case
    empty(saves_dir())
    campaign_path(ruleset_id).write_bytes(data)
    stack = drawn(lambda ctx: None)
    [found] = [found for family in stack.top.saved.values() for found in family]
    if found.damaged:  # seen damaged at a glance: named so, set aside, never offered to continue
        assert not campaign_path(ruleset_id).exists() and one_line(found.line)
        assert not any(b.label.startswith("Continue") for b in stack.top.buttons)
        TRIED["save -> menu: named damaged and set aside"] += 1
        return
    assert any(b.label.startswith("Continue") for b in stack.top.buttons)
    session, message = saves.resume(ruleset_id)  # Continue: the save is used or refused in one line
    assert session is not None or (message is not None and one_line(message))
    TRIED[f"save -> menu, Continue: {'continued' if session is not None else 'refused in one line, set aside'}"] += 1


@runs(FAST)
@given(case=hostile_save())
def test_a_generated_hostile_save_never_stops_the_menu_or_continue(case):
    menu_over_a_hostile_save(case)


@pytest.mark.slow
@runs(SLOW)
@given(case=hostile_save())
def test_many_generated_hostile_saves_never_stop_the_menu_or_continue(case):
    menu_over_a_hostile_save(case)


# ---- decks, and the lists that offer them ------------------------------------------------------------------------

GOOD_DECK = "# Tiger\n" + "\n".join(f"4 {name}" for name in ("Lead Jab", "Reverse Punch", "Front Kick")) + "\n"
deck_names = st.one_of(st.sampled_from([*NASTY_TEXTS, "Tiger Style", "..", "a.b", "CON"]).map(
    lambda name: name.encode("utf-8", "surrogateescape") if "\ud800" not in name else b"\xed\xa0\x80"),
    st.binary(min_size=1, max_size=20), st.text(min_size=1, max_size=20).map(
        lambda name: name.encode("utf-8", "surrogatepass")))
deck_bodies = st.one_of(st.binary(max_size=300), st.text(max_size=300).map(lambda t: t.encode("utf-8", "replace")),
                        st.tuples(st.integers(0, 200), st.integers(0, 2), st.binary(min_size=1, max_size=8)).map(
                            lambda case: _mangled_deck(*case)))


def _mangled_deck(where: int, how: int, noise: bytes) -> bytes:
    from tests.reliability.hostile import mangle

    return mangle(GOOD_DECK.encode(), where, how, noise)


def _file_name(case: tuple[bytes, bytes]) -> bytes:
    """The name a generated deck is written under: no separator, no NUL, not only dots."""
    return (case[0].replace(b"/", b"_").replace(b"\x00", b"_").strip(b".") or b"x")[:200] + b".txt"


def write_decks(files: list[tuple[bytes, bytes]]) -> int:
    folder = os.fsencode(decks_dir("matcg"))
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder, exist_ok=True)
    written = 0
    for name, body in files:
        try:
            with open(os.path.join(folder, _file_name((name, body))), "wb") as out:
                out.write(body)
            written += 1
        except OSError:
            continue
    return written


def deck_lists_over_hostile_decks(files: list[tuple[bytes, bytes]]) -> None:
    from game.files.matcg.draft import saved_deck_choices
    from game.scenes.matcg.deckbuilder import DeckBuilderScene
    from tests.scenes.matcg.helpers import set_up

    written = write_decks(files)
    listed = decks.saved("matcg", ["Lead Jab", "Reverse Punch", "Front Kick"])
    assert len(listed) == written
    for deck in listed:
        TRIED["deck file -> Load list, set-up of four: " + (
            "listed as not read" if deck.damaged else "listed with lines not read" if deck.bad else "listed")] += 1
    saved_deck_choices("matcg")
    builder: list[Any] = []
    stack = drawn(lambda ctx: builder.append(DeckBuilderScene(ctx, "matcg")) or builder[0])
    builder[0].actions.choose_saved()
    stack.apply(builder[0].take_outcome())
    frame(stack, context()[1])
    stack, surface, _ = set_up("Two-on-Two")
    frame(stack, surface)


@runs(DECKS_FAST)
@given(files=st.lists(st.tuples(deck_names, deck_bodies), min_size=1, max_size=4, unique_by=_file_name))
def test_generated_hostile_deck_files_never_stop_the_deck_lists(files):
    deck_lists_over_hostile_decks(files)


@pytest.mark.slow
@runs(SLOW)
@given(files=st.lists(st.tuples(deck_names, deck_bodies), min_size=1, max_size=4, unique_by=_file_name))
def test_many_generated_hostile_deck_files_never_stop_the_deck_lists(files):
    deck_lists_over_hostile_decks(files)


# ---- the record book, and Records ---------------------------------------------------------------------------------

BOOK = {"format": "martial-masters-records", "version": 1,
        "records": [{"hero": "udo", "won": True, "glory": 9, "rank": "Legend", "masters": ["crane"], "lost_to": None,
                     "assisted": False, "date": "2026-11-21T18:30", "seed": 4}],
        "duels": [{"game": "kenpo", "mode": "versus", "level": "easy", "human": 0, "winner": 0, "scores": [20, 14],
                   "turns": 12, "date": "2026-11-21T18:30", "seed": 5},
                  {"game": "matcg", "mode": "hotseat", "level": None, "human": None, "winner": None,
                   "scores": [0, 0], "turns": 30, "date": "2026-11-22T10:00", "seed": 6}],
        "tournaments": [{"game": "matcg", "kind": "championship", "entrants": ["Ada", "Bo", "Cy"], "people": [0],
                         "champion": 1, "matches": 2, "date": "2026-11-23T10:00", "seed": 7}],
        "fights": [{"game": "dgm", "mode": "2v2", "people": [0], "winners": [0, 2], "turns": 40,
                    "date": "2026-11-24T10:00", "seed": 8}]}


def records_over_a_hostile_book(data: bytes) -> None:
    from game.scenes.records import RecordsScene

    for old in records_path().parent.glob("records.json*"):
        old.unlink()
    records_path().write_bytes(data)
    stack = drawn(RecordsScene)
    scene = stack.top
    for tab in scene.buttons[1:]:
        tab.action()
        frame(stack, context()[1])
    _, message = records.load_book()
    told = any(records_path().name in toast.message for toast in scene.toasts)
    TRIED["record book -> Records (every tab): " + ("set aside, told in one line" if told else "read")] += 1


@runs(FAST)
@given(data=hostile_document(BOOK))
def test_a_generated_hostile_record_book_never_stops_records(data):
    records_over_a_hostile_book(data)


@pytest.mark.slow
@runs(SLOW)
@given(data=hostile_document(BOOK))
def test_many_generated_hostile_record_books_never_stop_records(data):
    records_over_a_hostile_book(data)


# ---- tournaments, and the director ---------------------------------------------------------------------------------

_CUP: list[Any] = []


def cup_document() -> Any:
    if not _CUP:
        from game.files.matcg import cup as cups
        from tests.scenes.matcg.test_tournament_director import made

        _CUP.append(json.loads(cups.dumps(made("round-robin", [None, "easy", "hard"], results=(1,)))))
    return _CUP[0]


@st.composite
def hostile_cup(draw: Any) -> bytes:
    return draw(hostile_document(cup_document()))


def director_over_a_hostile_tournament(data: bytes) -> None:
    from game.files.matcg import cup as cups
    from game.scenes.matcg import FRONT, TOURNAMENT

    empty(saves_dir())
    cups.path().write_bytes(data)
    notices: list[str | None] = []

    def director(ctx: Any) -> Any:
        scene, notice = FRONT.screens().resume(ctx, TOURNAMENT)
        notices.append(notice)
        return scene

    stack = drawn(director)
    assert notices[0] is None or one_line(notices[0])
    outcome = "set aside, told in one line" if notices[0] else "continued"
    if notices[0] is None and getattr(stack.top, "unplayable", None) is not None:
        outcome = "continued, a deck to choose again"
    TRIED[f"tournament file -> menu, director (Continue): {outcome}"] += 1


@runs(FAST)
@given(data=hostile_cup())
def test_a_generated_hostile_tournament_never_stops_the_director(data):
    director_over_a_hostile_tournament(data)


@pytest.mark.slow
@runs(SLOW)
@given(data=hostile_cup())
def test_many_generated_hostile_tournaments_never_stop_the_director(data):
    director_over_a_hostile_tournament(data)


# ---- finished games, and the Replays list ----------------------------------------------------------------------


@st.composite
def hostile_finished(draw: Any) -> tuple[str, bytes]:
    ruleset_id = draw(st.sampled_from(RULESETS))
    lines = save_lines(ruleset_id)
    header = json.loads(json.dumps(lines[0]))
    header.setdefault("notes", {})
    header["notes"].update(ended="2026-11-21T18:30", outcome={"places": [1, 2], "scores": [20, 14]},
                           table={"chairs": [{"kind": "person", "name": "Ada"}, {"kind": "person", "name": "Bo"}],
                                  "names": ["Ada", "Bo"]})
    first = draw(hostile_document(header))
    rest = [json.dumps(line).encode() for line in lines[1:]]
    return ruleset_id, b"\n".join([first, *rest]) + b"\n"


def replays_over_a_hostile_finished_game(case: tuple[str, bytes]) -> None:
    from game.scenes.replays import ReplaysScene

    ruleset_id, data = case
    empty(finished_dir())
    finished._ROWS.clear()
    (finished_dir() / f"{ruleset_id}-5-9.jsonl").write_bytes(data)
    stack = drawn(ReplaysScene)
    [kept] = stack.top.kept
    TRIED["finished game -> Replays list: " + ("listed with its problem" if kept.problem else "listed")] += 1


@runs(FAST)
@given(case=hostile_finished())
def test_a_generated_hostile_finished_game_never_stops_the_replays_list(case):
    replays_over_a_hostile_finished_game(case)


@pytest.mark.slow
@runs(SLOW)
@given(case=hostile_finished())
def test_many_generated_hostile_finished_games_never_stop_the_replays_list(case):
    replays_over_a_hostile_finished_game(case)


# ---- settings, read before the menu's first frame -------------------------------------------------------------------


def settings_document() -> Any:
    return json.loads(game_settings.text(game_settings.Settings(lessons_offered=("udo", "kenpo"))))


def menu_over_hostile_settings(data: bytes) -> None:
    empty(config_dir())
    settings_path().write_bytes(data)
    game_settings.forget()
    used = game_settings.current()
    drawn(lambda ctx: None)
    defaults = used.as_dict() == game_settings.Settings().as_dict()
    TRIED["settings -> menu: " + ("the defaults in force, the file set aside and told" if defaults else "read")] += 1


@runs(FAST)
@given(data=hostile_document(settings_document()))
def test_generated_hostile_settings_never_stop_the_menu(data):
    menu_over_hostile_settings(data)


@pytest.mark.slow
@runs(SLOW)
@given(data=hostile_document(settings_document()))
def test_many_generated_hostile_settings_never_stop_the_menu(data):
    menu_over_hostile_settings(data)
