"""A finished fight with a person at it goes into the record book (a duel, or a fight of sides), and Records shows
it by rule set, level and mode."""

from __future__ import annotations

from typing import Any

from game.app import make_context
from game.engine.core import Session
from game.engine.matcg import commands as cmd
from game.files import records
from game.scenes.matcg import FRONT
from game.scenes.matcg.board import DuelTableScene
from game.scenes.opening import campaign_for
from game.words.matcg.seating import Chair, Seating
from tests.engine.matcg.helpers import DGM, attack, card, fight, team_fight
from tests.scenes.matcg.helpers import versus


def test_a_duel_won_against_the_computer_is_recorded_under_its_rule_set_and_level():
    session = fight((["reverse_punch"], []), rules=DGM, health=[15, 2])
    session.notes["table"] = versus(0, "hard").notes()
    ctx = make_context((1280, 720))
    scene = DuelTableScene(ctx, campaign_for(ctx, session, versus(0, "hard")), versus(0, "hard"))
    assert scene.submit(attack(0, "reverse_punch"))
    duels, _ = records.load(kind="duels")
    assert [(d.game, d.mode, d.level, d.winner, d.human) for d in duels] == [("dgm", "versus", "hard", 0, 0)]
    assert rows_of("DGM duel", "By computer level") == [("Hard (1)", "1\u20130\u20130")]
    assert rows_of("DGM duel", "By your deck")[0][1] == "1\u20130\u20130"


def test_the_latest_duels_begin_each_line_with_a_capital_as_every_records_tab_does():
    session = fight((["reverse_punch"], []), rules=DGM, health=[15, 2])
    at_table(session, versus(0, "hard"), 0).submit(attack(0, "reverse_punch"))
    assert latest("DGM duel")[0].startswith("You won against the computer (Hard)")


def test_a_table_nobody_sits_at_keeps_no_record():
    session = fight((["reverse_punch"], []), health=[30, 2])
    ctx = make_context((1280, 720))
    watching = Seating(open=True)
    scene = DuelTableScene(ctx, campaign_for(ctx, session, watching, seat=0), watching)
    scene.submit(attack(0, "reverse_punch"))
    assert records.load(kind="duels")[0] == []


def at_table(session: Session[Any], seating: Seating, seat: int) -> DuelTableScene:
    session.notes["table"] = seating.notes()
    ctx = make_context((1280, 720))
    return DuelTableScene(ctx, campaign_for(ctx, session, seating, seat=seat), seating)


def rows_of(title: str, heading: str) -> list[tuple[str, str]]:
    """The rows of the section whose heading begins so, in the Records tab of that title."""
    book, notice = records.load_book()
    assert notice is None
    tab = next(tab for tab in FRONT.screens().records(book) if tab.title == title)
    return [(row.label, row.value) for row in next(s for s in tab.sections if s.heading.startswith(heading)).rows]


def latest(title: str) -> list[str]:
    return [value for _, value in rows_of(title, "Latest")]


def test_a_two_on_two_won_by_your_side_is_recorded_and_shown_beside_the_duels():
    session = team_fight((["reverse_punch"], [], ["reverse_punch"], []), health=[15, 2, 15, 2])
    scene = at_table(session, versus(0, "hard", seats=4), 0)
    for command in (cmd.PlayAttack(seat=0, card=card(0, "reverse_punch"), target=1), cmd.EndPhase(seat=0),
                    cmd.EndTurn(seat=0), cmd.EndPhase(seat=3), cmd.EndPhase(seat=3), cmd.EndTurn(seat=3),
                    cmd.EndPhase(seat=2), cmd.PlayAttack(seat=2, card=card(2, "reverse_punch"), target=3),
                    cmd.EndBlock(seat=3)):
        assert scene.submit(command), command
    assert session.state.winner is not None
    fights, _ = records.load(kind="fights")
    assert [(f.game, f.mode, f.people, f.winners) for f in fights] == [("matcg", "2v2", (0,), (0, 2))]
    assert records.load(kind="duels")[0] == []
    assert rows_of("Two-on-Two", "By rule set") == [("The rulebook (1)", "1\u20130\u20130")]
    assert rows_of("Two-on-Two", "By computer level") == [("Hard (1)", "1\u20130\u20130")]
    assert latest("Two-on-Two") == [f"The rulebook: your side won; {session.state.turn} turns"]


def test_an_army_of_one_is_recorded_as_won_by_the_hero_or_lost_by_the_enemy_a_person_played():
    hands = (["reverse_punch"], *[[]] * 9)
    health = [15, 5, 5, 5, 2, 5, 5, 5, 5, 5]
    for person in (0, 4):
        session = team_fight(hands, rules=DGM, mode="army", leader=4, health=health)
        scene = at_table(session, versus(person, seats=10), person)
        assert scene.submit(cmd.PlayAttack(seat=0, card=card(0, "reverse_punch"), target=4))
    assert [f.winners for f in records.load(kind="fights")[0]] == [(0,), (0,)]
    assert rows_of("Army of One", "By your part") == [("As the Hero (1)", "1\u20130\u20130"),
                                                      ("As an enemy (1)", "0\u20131\u20130")]
    assert [line.split(";")[0] for line in latest("Army of One")] == ["DGM house rules: as an enemy, your side lost",
                                                                     "DGM house rules: as the Hero, your side won"]


def test_a_fight_of_sides_with_people_on_both_sides_is_kept_but_counts_against_no_computer():
    session = team_fight((["reverse_punch"], *[[]] * 9), mode="army", leader=4, health=[15, *[5] * 3, 2, *[5] * 5])
    scene = at_table(session, Seating((Chair(),) * 10), 0)
    assert scene.submit(cmd.PlayAttack(seat=0, card=card(0, "reverse_punch"), target=4))
    assert [f.people for f in records.load(kind="fights")[0]] == [tuple(range(10))]
    assert rows_of("Army of One", "By rule set") == []
    assert latest("Army of One")[0].startswith("The rulebook: between people, the Hero won; ")


def test_the_latest_fights_between_people_name_the_winning_side():
    for mode, people, winners in (("2v2", (0, 1), (1, 3)), ("army", (0, 5), tuple(range(1, 10))), ("2v2", (0, 1), ())):
        records.add_fight(records.FightRecord(game="dgm", mode=mode, people=people, winners=winners, turns=9,
                                              date="2026-11-21T18:30+00:00", seed=len(winners)))
    assert latest("Two-on-Two") == ["DGM house rules: between people, a draw; 9 turns",
                                    "DGM house rules: between people, Players 2 and 4 won; 9 turns"]
    assert latest("Army of One") == ["DGM house rules: between people, the enemies won; 9 turns"]


def test_a_fight_in_which_a_hint_was_asked_for_is_recorded_and_shown_as_assisted():
    session = fight((["reverse_punch"], []), rules=DGM, health=[15, 2])
    scene = at_table(session, versus(0, "hard"), 0)
    scene.campaign.mark_assisted()  # what asking for a hint does (game.scenes.hinting)
    assert scene.submit(attack(0, "reverse_punch"))
    assert [d.assisted for d in records.load(kind="duels")[0]] == [True]
    assert latest("DGM duel")[0].endswith(", with hints")
    team = team_fight((["reverse_punch"], *[[]] * 9), mode="army", leader=4, health=[15, *[5] * 3, 2, *[5] * 5])
    scene = at_table(team, versus(0, seats=10), 0)
    assert scene.submit(cmd.PlayAttack(seat=0, card=card(0, "reverse_punch"), target=4))
    assert [f.assisted for f in records.load(kind="fights")[0]] == [False]
    assert not latest("Army of One")[0].endswith(", with hints")
