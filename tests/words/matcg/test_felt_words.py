"""The felt's titles: the fight's zone names the phase while no attack waits; the ribbon says whose combo it is."""

from __future__ import annotations

from game.words.matcg.felt import combo_title, fight_title
from tests.engine.matcg.helpers import fight


def test_the_fight_names_its_phase_and_the_ribbon_whose_combo_it_is():
    assert fight_title(fight((["slip"], ["slip"]), phase="prep").state) == "The fight \u00b7 Prep Phase"
    names = ("You", "Computer")
    assert combo_title(names, 0) == "Your combo"
    assert combo_title(names, 1) == "Computer's combo"
    assert combo_title(names, -1) == "The combo"
