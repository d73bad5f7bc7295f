"""Martial Arts: The Trading Card Game's scenes (rulesets `matcg` and `dgm`): the set-up, the duel table, the
curtain for answers out of turn, the result; the duel's history in words, its table in a replay and its sounds; and
the tournament director (a round robin or a championship of duels)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.files.matcg import TOURNAMENT
from game.scenes.manifest import Front, Later

if TYPE_CHECKING:
    from game.files.records import RecordBook
    from game.play.campaign import Campaign
    from game.scenes.base import Scene
    from game.scenes.context import Context
    from game.scenes.front import RecordTab, Watch
    from game.scenes.lesson import Lesson
    from game.scenes.table import TableScene
    from game.ui.sketch import Figure
    from game.words.glossary import Glossary

def _warm() -> None:
    from game.ai import matcg  # noqa: F401
    from game.scenes.matcg import board, deckbuilder, director, lesson, records, setup  # noqa: F401
    from game.ui.matcg import figures  # noqa: F401


def _figures() -> Mapping[str, Figure]:
    from game.ui.matcg.figures import FIGURES

    return FIGURES


def _lesson(ctx: Context, ruleset_id: str) -> Lesson:
    from game.scenes.matcg.lesson import lesson

    return lesson(ctx, ruleset_id)


def _open(ctx: Context) -> Scene:
    from game.scenes.matcg.setup import DuelSetupScene

    return DuelSetupScene(ctx)


def _resume(ctx: Context, key: str) -> tuple[Scene | None, str | None]:
    """The table of the game in progress under `key`: the tournament, or a rule set's fight of a kind of table
    ("dgm:2v2")."""
    if key == TOURNAMENT:
        from game.scenes.matcg.director import resume_cup

        return resume_cup(ctx)
    from game.scenes.matcg.setup import resume_duel

    ruleset_id, _, kind = key.partition(":")
    return resume_duel(ctx, ruleset_id, kind or None)


def _records(book: RecordBook) -> list[RecordTab]:
    from game.scenes.matcg.records import tabs

    return tabs(book)


def _watch(ctx: Context, campaign: Campaign) -> Watch:
    """The duel table over a replayed fight: an open table (nobody sits at it), with the seats' names."""
    from game.scenes.matcg.board import DuelTableScene
    from game.scenes.watch import TimelineWatch
    from game.words.matcg.seating import Seating

    chairs = Seating.from_notes(campaign.session.notes, campaign.session.table.seats).chairs
    return TimelineWatch(campaign, DuelTableScene(ctx, campaign, Seating(chairs, open=True)))


def _glossary() -> Glossary:
    from game.words.matcg.glossary import GLOSSARY

    return GLOSSARY


def _puzzle_table(ctx: Context, campaign: Campaign, goal: Mapping[str, Any]) -> tuple[TableScene,
                                                                                     tuple[int, int, int, int]]:
    from game.scenes.matcg.lesson import PANEL, table

    return table(ctx, campaign), PANEL


FRONT = Front(
    title="Martial Arts: The Trading Card Game",
    short="Martial Arts TCG",
    warm=_warm,
    open=_open,
    resume=_resume,
    records=_records,
    figures=Later(_figures),
    lessons=("matcg", "dgm"),
    lesson=_lesson,
    watch=_watch,
    glossary=_glossary,
    puzzle_table=_puzzle_table,
)
