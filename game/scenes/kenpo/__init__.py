"""Ancient Arts: Kenpo Masters' scenes (ruleset `kenpo`): the set-up, the ring arena, the curtain, the result."""

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
    from game.ai import kenpo  # noqa: F401
    from game.scenes.kenpo import arena, lesson, records, setup  # noqa: F401
    from game.ui.kenpo import figures  # noqa: F401


def _figures() -> Mapping[str, Figure]:
    from game.ui.kenpo.figures import FIGURES

    return FIGURES


def _open(ctx: Context) -> Scene:
    from game.scenes.kenpo.setup import KenpoSetupScene

    return KenpoSetupScene(ctx)


def _lesson(ctx: Context, ruleset_id: str) -> Lesson:
    from game.scenes.kenpo.lesson import lesson

    return lesson(ctx)


def _resume(ctx: Context, key: str) -> tuple[Scene | None, str | None]:
    from game.scenes.kenpo.setup import resume_duel

    return resume_duel(ctx, key.partition(":")[2] or None)


def _records(book: RecordBook) -> list[RecordTab]:
    from game.scenes.kenpo.records import tabs

    return tabs(book)


def _watch(ctx: Context, campaign: Campaign) -> Watch:
    """The arena over a replayed match: an open table (no computer, no curtain)."""
    from game.scenes.kenpo.arena import RingArenaScene
    from game.scenes.watch import TimelineWatch
    from game.words.kenpo.seating import OPEN, Table

    scene = RingArenaScene(ctx, campaign, Table(OPEN))
    scene.result_shown = True  # the replay shows the end on the table itself
    return TimelineWatch(campaign, scene)


def _glossary() -> Glossary:
    from game.words.kenpo.glossary import GLOSSARY

    return GLOSSARY


def _puzzle_table(ctx: Context, campaign: Campaign, goal: Mapping[str, Any]) -> tuple[TableScene,
                                                                                     tuple[int, int, int, int]]:
    from game.scenes.kenpo.lesson import PANEL, table

    return table(ctx, campaign), PANEL


FRONT = Front(
    title="Ancient Arts: Kenpo Masters",
    short="Kenpo Masters",
    warm=_warm,
    open=_open,
    resume=_resume,
    records=_records,
    figures=Later(_figures),
    lessons=("kenpo",),
    lesson=_lesson,
    watch=_watch,
    glossary=_glossary,
    puzzle_table=_puzzle_table,
)
