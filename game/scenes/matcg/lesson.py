"""Martial Arts' lesson at the duel's table: its script (game.words.matcg.lesson) played at the real table, the words
right of the fight."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.rulesets import ruleset
from game.scenes.lesson import Lesson
from game.words.matcg.lesson import SEED, position, steps

PANEL = (896, 236, 376, 238)  # the lesson's words (and a puzzle's), right of the fight, below the grown status
KEEP = ("turn", "status", "opponent", "ribbon", "me", "hand")  # never under the words, however large


def table(ctx: Any, campaign: Any) -> Any:
    from game.scenes.matcg.board import DuelTableScene
    from game.words.chairs import COMPUTER as CHAIR
    from game.words.chairs import PERSON
    from game.words.matcg.seating import Chair, Seating

    seating = Seating(tuple(Chair(PERSON) if seat == campaign.seat else Chair(CHAIR, "normal") for seat in (0, 1)))
    campaign.session.notes["table"] = seating.notes()  # the history tells the seats by the table's names
    return DuelTableScene(ctx, campaign, seating)


def lesson(ctx: Any, ruleset_id: str) -> Lesson:
    rules: Any = ruleset(ruleset_id)
    dgm = ruleset_id == "dgm"

    def start() -> Session[Any]:
        return Session.from_scenario(rules, SEED, position(dgm), {})

    return Lesson("Duel lesson", start, table, steps(rules, dgm), panel=PANEL, keep=KEEP)
