"""The Hint shows a command as a drag: the card of the hand it lays last, held over the place that drag lights."""

from __future__ import annotations

from game.content.master import ruleset
from game.engine.master import commands as cmd
from game.play.master import targets as tg
from game.play.master.figures import PAIR, start


def test_the_hint_holds_a_set_s_second_card_over_its_partner_in_the_hand():
    rules, view = ruleset("master"), start()
    legal = rules.legal_commands(view, 0)
    held, target = tg.hinted(rules.catalog, view, 0, legal, None, cmd.FormSet(cards=PAIR))
    assert held == PAIR[1] and target is not None and target.kind == tg.PAIR and target.card == PAIR[0]


def test_a_command_no_longer_legal_lights_no_place():
    rules, view = ruleset("master"), start()
    held, target = tg.hinted(rules.catalog, view, 0, [], None, cmd.DiscardCard(card="sport_2_a"))
    assert held == "sport_2_a" and target is None
