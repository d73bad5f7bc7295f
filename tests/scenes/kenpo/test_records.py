"""Kenpo Masters in the record book: finished duels are kept through the registry (game.files.kenpo.record),
Records shows them by level and seat, and the book stays one file that older books still load into."""

from __future__ import annotations

import json
from pathlib import Path

from game.engine.core import Session
from game.files import records
from game.files.paths import records_path
from game.games import game
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.base import Stack
from game.scenes.records import RecordsScene
from game.words.kenpo.seating import HOTSEAT, OPEN, VERSUS, Table
from game.words.tallies import RecordTab
from tests.scenes.helpers import click, context, frame
from tests.test_records import record


def finished_duel(table: Table, seed: int = 2, assisted: bool = False) -> Campaign:
    """A duel played to its end by the greedy bot of each seat, saved and recorded as a player's would be; with
    `assisted`, a hint asked for at its start."""
    from game.ai.kenpo import make_bot

    rules = ruleset("kenpo")
    session = Session.new(rules, seed)
    session.notes["table"] = table.notes()
    campaign = Campaign(session, autosave=True)
    if assisted:
        campaign.mark_assisted()  # what asking for a hint does (game.scenes.hinting)
    bots = {seat: make_bot("greedy", seed + seat) for seat in (0, 1)}
    while not rules.is_over(session.state):
        seat = rules.to_act(session.state)
        assert campaign.submit(bots[seat].choose(rules, session.view(seat))).ok
    return campaign


def kenpo_tab() -> RecordTab:
    (tab,) = game("kenpo").front().screens().records(records.load_book()[0])
    return tab


def test_a_duel_against_the_computer_is_kept_with_its_level_seat_and_result():
    campaign = finished_duel(Table(VERSUS, "hard", 1))
    duels, notice = records.load(kind="duels")
    state = campaign.session.state
    assert notice is None and len(duels) == 1
    duel = duels[0]
    assert (duel.mode, duel.level, duel.human, duel.winner) == ("versus", "hard", 1, state.winner)
    assert duel.scores == state.scores and duel.turns == state.turn


def test_records_show_duels_won_and_lost_by_level_and_hot_seat_results():
    finished_duel(Table(VERSUS, "easy", 0), seed=2)
    finished_duel(Table(VERSUS, "easy", 0), seed=3)
    finished_duel(Table(HOTSEAT), seed=4)
    duels = records.load(kind="duels")[0]
    _, levels, hotseat, latest = kenpo_tab().sections
    won = sum(1 for d in duels if d.mode == "versus" and d.winner == 0)
    easy = next(row for row in levels.rows if row.label == "Easy (2)")
    assert easy.value.startswith(f"{won}\u2013") and easy.rate == won / 2
    assert [row.label for row in hotseat.rows][:2] == ["Yellow won", "Red won"]
    assert len(latest.rows) == 3 and "against the computer (Easy)" in latest.rows[1].value


def test_a_watched_match_is_not_kept():
    finished_duel(Table(OPEN))
    assert records.load(kind="duels")[0] == []


def test_records_has_a_kenpo_tab():
    finished_duel(Table(HOTSEAT))
    ctx, surface = context()
    stack = Stack(RecordsScene(ctx))
    frame(stack, surface)
    scene = stack.top
    tab = next(b for b in scene.buttons if b.label == "Kenpo Masters")
    click(stack, surface, tab.screen_rect(ctx.viewport).center)
    assert scene.tab is not None and scene.tab.rulesets == ("kenpo",)
    assert scene.sections[2].rows and scene.sections[3].rows


def test_a_book_written_before_duels_were_kept_still_loads_and_keeps_its_campaigns():
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    older = {"format": "martial-masters-records", "version": 1, "records": [json.loads(record().model_dump_json())]}
    path.write_text(json.dumps(older), encoding="utf-8")
    assert records.load() == ([record()], None) and records.load(kind="duels") == ([], None)
    finished_duel(Table(HOTSEAT))
    assert records.load()[0] == [record()] and len(records.load(kind="duels")[0]) == 1
    assert records.add(record(glory=4)) is None
    assert len(records.load()[0]) == 2 and len(records.load(kind="duels")[0]) == 1


def test_a_book_of_campaigns_only_is_written_as_before():
    records.add(record())
    assert "duels" not in json.loads(records_path().read_text(encoding="utf-8"))


def test_a_duel_in_which_a_hint_was_asked_for_is_kept_and_shown_as_assisted_and_others_are_written_as_before():
    finished_duel(Table(VERSUS, "easy", 0), seed=2)
    finished_duel(Table(VERSUS, "easy", 0), seed=3, assisted=True)
    duels = records.load(kind="duels")[0]
    assert [d.assisted for d in duels] == [False, True]
    written = json.loads(records_path().read_text())["duels"]
    assert "assisted" not in written[0] and written[1]["assisted"] is True  # unassisted: as an earlier build wrote
    latest = kenpo_tab().sections[-1]
    assert latest.rows[0].value.endswith(", with hints") and not latest.rows[1].value.endswith(", with hints")


def test_hot_seat_duels_keep_the_names_typed_and_records_show_who_played_beside_duels_kept_before_names_were():
    """A lived-in book of an earlier release (a hot-seat duel without names, which Red won 9-20) gets a duel between
    named players: the old one still loads and reads by its colours, the new one by the players' names."""
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes((Path(__file__).parents[2] / "fixtures" / "records" / "2-duels.json").read_bytes())
    finished_duel(Table(HOTSEAT, players=("Ana", "Ben")), seed=4)  # Ben (Red) wins it 18-20 in 71 turns
    old, new = records.load(kind="duels")[0][1:]
    assert (old.names, new.names) == (None, ("Ana", "Ben")) and new.winner == 1
    written = json.loads(path.read_text(encoding="utf-8"))["duels"]
    assert "names" not in written[1] and written[2]["names"] == ["Ana", "Ben"]
    _, _, hotseat, latest = kenpo_tab().sections
    assert {row.label: row.value for row in hotseat.rows} == {
        "Yellow won": "0 of 1", "Red won": "1 of 1", "Ana won": "0 of 1", "Ben won": "1 of 1"}
    assert [row.value for row in latest.rows[:2]] == [
        "Hot-seat: Ben won; Ana (Yellow) 18 \u2013 20 Ben (Red), 71 turns",
        "Hot-seat: Red won; Yellow 9 \u2013 20 Red, 21 turns"]
