"""The record book: finished campaigns are kept, summarised, and a damaged book never crashes."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from game.ai.udo import make_bot
from game.engine.core import Session
from game.files import outcomes, records, saves
from game.files.paths import records_path
from game.play.campaign import Campaign
from game.rulesets import ruleset

WHEN = datetime(2026, 11, 21, 18, 30)


def record(hero="udo", won=True, glory=11, masters=("ninja", "tiger"), lost_to=None, assisted=False):
    return records.Record(hero=hero, won=won, glory=glory, rank="Legend", masters=masters, lost_to=lost_to,
                          assisted=assisted, date=WHEN.isoformat(timespec="minutes"), seed=4)


def test_records_are_appended_and_read_back():
    assert records.load() == ([], None)
    assert records.add(record()) is None
    assert records.add(record(won=False, glory=2, masters=("ninja",), lost_to="tiger")) is None
    rows, message = records.load()
    assert message is None
    assert [r.glory for r in rows] == [11, 2]
    assert rows[1].lost_to == "tiger"


def test_each_hero_has_a_tab_whose_best_glory_counts_hints_apart():
    from game.scenes.udo import FRONT

    rows = (record(glory=11, assisted=True), record(glory=8), record(hero="kai", glory=5, won=False, lost_to="x"))
    udo, kai = FRONT.screens().records(records.RecordBook(records=rows))
    shown = {row.label: row.value for row in udo.sections[0].rows}
    assert (udo.title, shown["Played"], shown["Won"], shown["With hints (apart)"]) == ("Master Udo", "1", "1",
                                                                                     "1 played, 1\u20130")
    assert shown["Best result"] == "glory 8 (Legend), won"
    kai_shown = {row.label: row.value for row in kai.sections[0].rows}
    assert (kai.title, kai_shown["Lost"], kai_shown["Current streak"]) == ("Kai", "1", "1 lost")


def test_win_rate_per_master_counts_the_master_a_campaign_fell_to():
    rows = [record(masters=("ninja", "tiger")), record(won=False, masters=("ninja",), lost_to="tiger")]
    masters = outcomes.by_master(rows)
    assert (masters["ninja"].defeated, masters["ninja"].fought) == (2, 2)
    assert (masters["tiger"].defeated, masters["tiger"].fought) == (1, 2)
    assert masters["tiger"].win_rate == 0.5


def test_a_damaged_record_book_is_set_aside_with_a_message_and_a_new_one_starts():
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "martial-masters-records", "version": 1, "records": [{"hero": 3}]}')
    rows, message = records.load()
    assert rows == []
    assert str(path) in message and "records.json.bak" in message
    assert path.with_name("records.json.bak").exists() and not path.exists()
    assert records.add(record()) is None
    assert len(records.load()[0]) == 1


def test_a_record_book_that_is_not_json_gives_one_line_not_a_traceback():
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xff\xfe not json")
    message = records.add(record())
    assert message is not None and "\n" not in message and "Traceback" not in message
    assert len(records.load()[0]) == 1


def finished_campaign(seed: int) -> Campaign:
    rules = ruleset("udo")
    campaign = Campaign(Session.new(rules, seed))
    bot = make_bot("greedy", seed)
    while not rules.is_over(campaign.session.state):
        assert campaign.submit(bot.choose(rules, campaign.state)).ok
    return campaign


def test_a_finished_campaign_is_recorded_once_with_its_masters_and_rank():
    campaign = finished_campaign(3)
    state = campaign.session.state
    rows, _ = records.load()
    assert len(rows) == 1
    assert rows[0].glory == state.glory and rows[0].masters == state.defeated
    assert rows[0].rank == campaign.rules.catalog.rank(state.glory)
    assert rows[0].won == (state.phase == "won") and not rows[0].assisted
    campaign.undo()
    campaign.redo()
    assert len(records.load()[0]) == 1


def test_assisted_survives_saving_resuming_and_undo():
    rules = ruleset("udo")
    campaign = Campaign(Session.new(rules, 5))
    campaign.submit(rules.legal_commands(campaign.session.state, 0)[0])
    campaign.mark_assisted()
    campaign.undo()
    session, notice = saves.resume("udo")
    assert notice is None and session is not None
    assert Campaign(session).assisted


def test_the_same_record_offered_twice_is_kept_once_and_a_different_one_is_added():
    assert records.add(record()) is None
    assert records.add(record()) is None  # a campaign offered again after a kill: kept once
    records.add(record(glory=12))
    assert [r.glory for r in records.load()[0]] == [11, 12]


def test_a_finished_campaign_leaves_no_save_behind_and_its_record_carries_when_it_ended():
    from game.files.paths import campaign_path

    campaign = finished_campaign(6)
    assert not campaign_path("udo").exists()
    assert records.load()[0][0].date == campaign.session.notes["ended"]


def fight(mode="2v2", people=(0,), winners=(0, 2)):
    return records.FightRecord(game="matcg", mode=mode, people=people, winners=winners, turns=9,
                               date=WHEN.isoformat(timespec="minutes"), seed=4)


def test_a_book_written_before_fights_of_sides_loads_and_keeps_its_records_when_a_fight_is_added():
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'{{"format": "martial-masters-records", "version": 1, "records": [{record().model_dump_json()}]}}')
    assert records.load(kind="fights") == ([], None)
    assert records.add_fight(fight()) is None
    assert records.add_fight(fight()) is None  # offered again after a kill: kept once
    assert records.add_fight(fight("army", (4,), (0,))) is None
    book, message = records.load_book()
    assert message is None and book.records == (record(),) and book.fights == (fight(), fight("army", (4,), (0,)))


def test_a_book_without_fights_is_written_without_them_and_a_damaged_fight_sets_the_book_aside():
    records.add(record())
    assert "fights" not in records_path().read_text(encoding="utf-8")
    path = records_path()
    path.write_text('{"format": "martial-masters-records", "version": 1, "fights": [{"game": "matcg"}]}')
    fights, message = records.load(kind="fights")
    assert fights == [] and "fights.0" in message and "records.json.bak" in message
    assert path.with_name("records.json.bak").exists()


def test_a_record_book_of_a_newer_version_is_left_as_it_is_and_never_written_over():
    records.add(records.Record(hero="udo", won=True, glory=9, rank="Legend", masters=("crane",),
                               date="2026-11-21T18:30", seed=4))
    path = records_path()
    book = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**book, "version": 2, "coming": []}), encoding="utf-8")
    before = path.read_bytes()
    found, message = records.load_book()
    assert found.count == 0 and message is not None
    assert str(path) in message and "newer version" in message and "version 2" in message
    with pytest.raises(records.RecordError):
        records.add(records.Record(hero="kai", won=False, glory=2, rank="Novice", masters=(), date="2026-11-22T10:00",
                                   seed=5))
    assert path.read_bytes() == before and not path.with_name("records.json.bak").exists()
