"""Master's scenes (ruleset `master`): the set-up, the table for 2 to 6 players, the curtain, the result."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

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
    from game.ai import master  # noqa: F401
    from game.scenes.master import board, lesson, records, setup  # noqa: F401
    from game.ui.master import figures  # noqa: F401


def _figures() -> Mapping[str, Figure]:
    from game.ui.master.figures import FIGURES

    return FIGURES


def _open(ctx: Context) -> Scene:
    from game.scenes.master.setup import MasterSetupScene

    return MasterSetupScene(ctx)


def _lesson(ctx: Context, ruleset_id: str) -> Lesson:
    from game.scenes.master.lesson import lesson

    return lesson(ctx)


def _resume(ctx: Context, ruleset_id: str) -> tuple[Scene | None, str | None]:
    from game.scenes.master.setup import resume_match

    return resume_match(ctx)


def _watch(ctx: Context, campaign: Campaign) -> Watch:
    """The table over a replayed match: an open table (nobody sits at it), with the players' names."""
    from game.scenes.master.board import MasterTableScene
    from game.scenes.watch import TimelineWatch
    from game.words.master.seating import Seating

    chairs = Seating.from_notes(campaign.session.notes, campaign.session.table.seats).chairs
    return TimelineWatch(campaign, MasterTableScene(ctx, campaign, Seating(chairs, open=True)))


def _records(book: RecordBook) -> list[RecordTab]:
    from game.scenes.master.records import tabs

    return tabs(book)


def _glossary() -> Glossary:
    from game.words.master.glossary import GLOSSARY

    return GLOSSARY


def _puzzle_table(ctx: Context, campaign: Campaign, goal: Mapping[str, Any]) -> tuple[TableScene,
                                                                                     tuple[int, int, int, int]]:
    from game.scenes.master.lesson import PANEL, table

    seats = campaign.session.table.seats  # from three seats on, one sits where the lesson's words go
    return table(ctx, campaign), PANEL if seats == 2 else (8, 214, 356, 216)


FRONT = Front(
    title="Master",
    short="Master",
    warm=_warm,
    open=_open,
    resume=_resume,
    records=_records,
    figures=Later(_figures),
    lessons=("master",),
    lesson=_lesson,
    watch=_watch,
    glossary=_glossary,
    puzzle_table=_puzzle_table,
)
