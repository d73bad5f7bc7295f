"""The level table (`bench --levels`, game/tools/levels.py): every table of several seats of the registry, the
stronger level's seat or side rotated round the table, a draw counted as a share, and a last line of key=value
pairs naming every pairing and every level's think time. The games are few and played by the quickest levels."""

from __future__ import annotations

import io
import math

import pytest

from game.__main__ import main
from game.tools import bench, levels

QUICK_PAIRING = (("normal", "random"),)


def test_the_table_covers_every_mode_and_the_fewest_middle_and_most_seats_of_every_game_of_several_seats():
    names = [table.name for table in levels.tables()]
    assert names == ["kenpo", "matcg_duel", "matcg_2v2", "matcg_army", "dgm_duel", "dgm_2v2", "dgm_army",
                     "master_2", "master_4", "master_6"]
    assert levels.seat_counts(2, 6) == [2, 4, 6] and levels.seat_counts(4, 4) == [4]


def test_at_a_table_of_teams_the_stronger_level_plays_a_whole_side_and_else_one_seat():
    by_name = {table.name: table for table in levels.tables()}
    assert by_name["matcg_2v2"].sides == ((0, 2), (1, 3))
    assert by_name["matcg_army"].sides == ((0,), tuple(range(1, 10)))
    assert by_name["master_4"].sides == ((0,), (1,), (2,), (3,))


def test_a_sole_win_counts_one_a_draw_its_share_and_a_loss_nothing():
    assert levels.share((2,), (2,)) == 1
    assert levels.share((0, 1), (1,)) == 0.5
    assert levels.share((0, 2, 3), (2,)) == pytest.approx(1 / 3)
    assert levels.share((1, 3), (0, 2)) == 0
    assert levels.share(tuple(range(1, 10)), tuple(range(1, 10))) == 1


def test_the_stronger_seat_moves_round_the_table_game_by_game(monkeypatch):
    seated: list[list[str]] = []
    real = levels.make_bots

    def watched(make, names, seed):
        seated.append(list(names))
        return real(make, names, seed)

    monkeypatch.setattr(levels, "make_bots", watched)
    table = next(table for table in levels.tables("master") if table.seats == 4)
    result = levels.pairing(table, "normal", "random", games=5)
    assert [names.index("normal") for names in seated] == [0, 1, 2, 3, 0]
    assert all(names.count("normal") == 1 for names in seated)
    assert result.games == 5 and 0 <= result.win_pct <= 100 and result.fair_pct == 25
    assert set(result.think) == {"normal", "random"}


def test_bench_levels_prints_each_pairing_and_each_levels_think_time_and_ends_with_their_keys(monkeypatch, capsys):
    monkeypatch.setattr(levels, "PAIRINGS", QUICK_PAIRING)
    assert main(["bench", "--levels", "--games", "2", "--ruleset", "master"]) == 0
    lines = capsys.readouterr().out.rstrip("\n").splitlines()
    pairs = dict(pair.split("=", 1) for pair in lines[-1].split(" "))
    expected = {f"levels_master_{seats}_normal_random" for seats in (2, 4, 6)}
    expected |= {f"levels_p95_s_master_{seats}_{level}" for seats in (2, 4, 6) for level in ("normal", "random")}
    assert set(pairs) == expected
    assert all(math.isfinite(float(value)) for value in pairs.values())
    assert any(line.split()[:2] == ["master_6", "normal-random"] for line in lines)


@pytest.mark.parametrize("arguments", [["--games", "2"], ["--levels", "--games", "0"],
                                       ["--levels", "--ruleset", "udo"], ["--levels", "--ruleset", "chess"]])
def test_bench_refuses_level_options_it_cannot_honour(arguments, capsys):
    assert main(["bench", *arguments]) == 2
    assert capsys.readouterr().out == ""


def test_the_full_bench_plays_the_level_table_into_its_last_line_and_the_quick_one_does_not(monkeypatch):
    assert bench.FULL.level_games > 0 and bench.QUICK.level_games == 0
    two_seats = [table for table in levels.tables() if table.name in ("kenpo", "master_2")]
    monkeypatch.setattr(levels, "PAIRINGS", QUICK_PAIRING)
    monkeypatch.setattr(levels, "tables", lambda ruleset_id=None: iter(two_seats))
    report = bench.Report(io.StringIO())
    bench.levels_part(report, bench.FULL)
    assert {"levels_kenpo_normal_random", "levels_master_2_normal_random", "levels_p95_s_kenpo_normal"} <= set(
        report.keys)
    assert "kenpo" in report.out.getvalue()


def test_a_stronger_level_wants_60_percent_one_against_one_1_5_times_its_share_against_more_and_80_against_random():
    by_name = {table.name: table for table in levels.tables()}
    wanted = {(name, strong, weak): levels.Pairing(by_name[name], strong, weak, games=10, credit=6).wanted_pct
              for name in ("master_2", "master_4", "master_6", "matcg_2v2") for strong, weak in levels.PAIRINGS}
    assert wanted[("master_2", "hard", "normal")] == wanted[("matcg_2v2", "normal", "easy")] == 60
    assert wanted[("master_4", "hard", "normal")] == 37.5
    assert wanted[("master_6", "normal", "easy")] == pytest.approx(25)
    assert {wanted[(name, "normal", "random")] for name in ("master_2", "master_6", "matcg_2v2")} == {80}
    assert levels.Pairing(by_name["master_2"], "hard", "normal", games=10, credit=6).met
    assert not levels.Pairing(by_name["master_2"], "normal", "random", games=10, credit=7.5).met


def test_a_win_share_is_judged_only_from_enough_games_a_pairing():
    """The full bench plays a couple of games a pairing to time the levels: one loss there is no verdict on a level."""
    table = next(table for table in levels.tables() if table.name == "master_2")
    few = levels.JUDGED_LEAST - 1
    assert levels.Pairing(table, "hard", "normal", games=few, credit=0).verdict == "too few"
    assert levels.Pairing(table, "hard", "normal", games=few, credit=few).verdict == "too few"
    enough = levels.JUDGED_LEAST
    assert levels.Pairing(table, "hard", "normal", games=enough, credit=0.6 * enough).verdict == "met"
    assert levels.Pairing(table, "hard", "normal", games=enough, credit=0.5 * enough).verdict == "MISSED"
