"""The lines of a Kenpo Masters turn as the searching bots list them."""

from __future__ import annotations

import random

from game.ai.kenpo.bot import SETTINGS
from game.ai.kenpo.sample import determinize, guesser
from game.ai.kenpo.search import Search
from game.ai.kenpo.turns import Remembered, Turns
from game.engine.kenpo.state import KenpoState
from tests.ai.kenpo.planned_lines import positions
from tests.engine.kenpo.helpers import RULES


def test_a_moment_met_again_with_other_cards_guessed_for_the_waiting_seat_has_the_lines_listed_anew():
    """The replies and answers a search lists are remembered for the moment with the waiting seat's hand and deck
    set aside; met again with another guess of them, the lines are those a fresh listing gives, that guess dealt."""
    turns = Turns(RULES.catalog, 2, 30)
    remembered = Remembered(turns)
    rng = random.Random(3)
    checked = 0
    for view in positions()[5::9]:
        seat = view.seat
        waiting = 1 - seat
        first, second = (determinize(RULES.catalog, view, seat, rng) for _ in range(2))
        if first.hands[waiting] == second.hands[waiting]:
            continue
        assert remembered.lines(first) == turns.lines(first)
        again = remembered.lines(second)
        assert again == turns.lines(second) and again != remembered.lines(first)
        assert remembered.lines(second) == again
        checked += 1
    assert checked >= 5


def test_a_search_remembers_the_lines_of_one_decision_only(monkeypatch):
    """What the replies and answers of one decision listed is forgotten once it is planned (the next one's moments are
    of another turn), so the memory holds one decision's lines while it plans and none between decisions: planning the
    same decision again lists them anew."""
    search = Search(RULES.catalog, SETTINGS["hard"])
    listed: list[KenpoState] = []
    for turns in (search.replies.turns, search.answers.turns):
        monkeypatch.setattr(turns, "lines", lambda state, real=turns.lines: listed.append(state) or real(state))
    view = positions()[4]
    first = search.plan(view, guesser(1, view))
    once = len(listed)
    assert once > 0 and len(search.replies) == len(search.answers) == 0
    again = search.plan(view, guesser(1, view))
    assert again.commands == first.commands and len(listed) == 2 * once
