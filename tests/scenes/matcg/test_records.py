"""A finished duel with a person at it goes into the record book, and Records shows it by rule set and level."""

from __future__ import annotations

from game import records
from game.app import make_context
from game.scenes.matcg import FRONT
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.seating import Seating
from game.scenes.opening import campaign_for
from tests.engine.matcg.helpers import DGM, attack, fight
from tests.scenes.matcg.helpers import versus


def test_a_duel_won_against_the_computer_is_recorded_under_its_rule_set_and_level():
    session = fight((["reverse_punch"], []), rules=DGM, health=[15, 2])
    session.notes["table"] = versus(0, "hard").notes()
    ctx = make_context((1280, 720))
    scene = DuelTableScene(ctx, campaign_for(ctx, session, versus(0, "hard")), versus(0, "hard"))
    assert scene.submit(attack(0, "reverse_punch"))
    duels, _ = records.load_duels()
    assert [(d.game, d.mode, d.level, d.winner, d.human) for d in duels] == [("dgm", "versus", "hard", 0, 0)]
    sections, notice = FRONT.records(ctx)
    dgm = next(section for section in sections if section.heading.startswith("DGM house rules"))
    assert notice is None and [(row.label, row.value) for row in dgm.rows] == [("Hard", "1\u20130")]


def test_a_table_nobody_sits_at_keeps_no_record():
    session = fight((["reverse_punch"], []), health=[30, 2])
    ctx = make_context((1280, 720))
    watching = Seating(open=True)
    scene = DuelTableScene(ctx, campaign_for(ctx, session, watching, seat=0), watching)
    scene.submit(attack(0, "reverse_punch"))
    assert records.load_duels()[0] == []
