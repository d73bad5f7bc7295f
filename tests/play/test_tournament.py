"""A tournament as its director shows it: the standings table and the bracket's places, as the engine counts them."""

from __future__ import annotations

from game.engine.tournament import CHAMPIONSHIP, ROUND_ROBIN, Tournament, bracket, standings
from game.play.tournament import BYE, bracket_slots, table_rows


def test_the_standings_table_counts_as_the_engine_does_and_shows_the_tie_break():
    t = Tournament(ROUND_ROBIN, 4, 5)
    for _ in range(6):
        match = t.next_match
        t = t.record(match.players[0] if match.number % 3 else None)
    rows = table_rows(t)
    engine = {s.entrant: s for s in standings(t)}
    assert sorted(r.entrant for r in rows) == [0, 1, 2, 3]
    for row in rows:
        s = engine[row.entrant]
        assert (row.wins, row.draws, row.losses, row.played) == (s.wins, s.draws, s.losses, s.wins + s.draws + s.losses)
    assert [r.entrant for r in rows] == [s.entrant for s in standings(t)]
    drawn = Tournament(ROUND_ROBIN, 3, 5, (None, None, None))  # all tied: a tie-break round among the three
    assert drawn.next_match.stage.startswith("Tie-break")
    assert all(row.tie_wins == 0 and row.place == "=1" for row in table_rows(drawn))


def test_the_bracket_shows_byes_and_winners_as_the_engine_has_them():
    t = Tournament(CHAMPIONSHIP, 5, 2)
    t = t.record(t.next_match.players[1])
    slots = bracket_slots(t)
    known = bracket(t)
    assert len(slots) == 3 and [len(r) for r in slots] == [8, 4, 2]
    assert slots[0] == [BYE if p is None else p for a, b, _ in known[0] for p in (a, b)]
    assert slots[0].count(BYE) == 3
    assert slots[1] == [through for _, _, through in known[0]]
    while not t.over:
        t = t.record(t.next_match.players[0])
    assert bracket_slots(t)[-1][:].count(t.champion) == 1
