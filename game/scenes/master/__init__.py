"""Master's scenes (ruleset `master`): the set-up, the table for 2 to 6 players, the curtain, the result."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.files.paths import campaign_path
from game.scenes.in_progress import InProgress, saved_at, saved_stamp, whose_turn
from game.scenes.manifest import Front, Later

if TYPE_CHECKING:
    import random
    from collections.abc import Callable

    from game.engine.core import Session
    from game.files.records import RecordBook
    from game.play.campaign import Campaign
    from game.scenes.base import Scene
    from game.scenes.context import Context
    from game.scenes.front import RecordTab, Shot, Watch
    from game.scenes.glossary import Glossary
    from game.scenes.lesson import Lesson
    from game.scenes.table import TableScene
    from game.ui.sketch import Figure


def _warm() -> None:
    from game.ai import master  # noqa: F401
    from game.scenes.master import board, figures, lesson, records, setup  # noqa: F401


def _shots() -> Mapping[str, Shot]:
    from game.scenes.master.shots import SHOTS

    return SHOTS


def _figures() -> Mapping[str, Figure]:
    from game.scenes.master.figures import FIGURES

    return FIGURES


def _open(ctx: Context) -> Scene:
    from game.scenes.master.setup import MasterSetupScene

    return MasterSetupScene(ctx)


def _lesson(ctx: Context, ruleset_id: str) -> Lesson:
    from game.scenes.master.lesson import lesson

    return lesson(ctx)


def progress(path: Any) -> str | None:
    """"Master, 4 seats, round 2 of 3, your turn": read from the save's header and its events as plain text."""
    from game.files.peek import peek  # here: a menu with no game in progress shows its first frame without it

    found = peek(path, ("RoundBegan", "TurnBegan"))
    if found is None:
        return None
    header, events = found
    table, notes = header.get("table"), header.get("notes")
    kept = notes.get("table") if isinstance(notes, dict) else None
    chairs = kept.get("chairs") if isinstance(kept, dict) else None
    if not isinstance(table, dict):
        return None
    try:
        seats, rounds = int(table["seats"]), int(table["rounds"])
        round_now = max((int(event["round"]) for event in events if event["type"] == "RoundBegan"), default=1)
        seat = next(int(event["seat"]) for event in reversed(events) if event["type"] == "TurnBegan")
    except (KeyError, TypeError, ValueError, StopIteration):
        return None
    name = chairs[seat].get("name") if isinstance(chairs, list) and 0 <= seat < len(chairs) else None
    turn = whose_turn(chairs, seat, name if isinstance(name, str) and name.strip() else f"Player {seat + 1}")
    return f"Master, {seats} seats, round {round_now} of {rounds}" + (f", {turn}" if turn else "")


def in_progress() -> list[InProgress]:
    """The match in progress: its seats, its round and whose turn it is, read without loading it (game.files.peek);
    when that cannot be read, when it was saved."""
    path = campaign_path("master")
    stamp = saved_stamp(path)
    if stamp is None:
        return []
    return [InProgress("master", progress(path) or f"A match, saved {saved_at(stamp)}", "match")]


def _resume(ctx: Context, ruleset_id: str) -> tuple[Scene | None, str | None]:
    from game.scenes.master.setup import resume_match

    return resume_match(ctx)


def _watch(ctx: Context, campaign: Campaign) -> Watch:
    from game.scenes.master.watch import TableWatch

    return TableWatch(ctx, campaign)


def _finished(session: Session[Any]) -> str | None:
    from game.scenes.master.records import record

    return record(session)


def _records(book: RecordBook) -> list[RecordTab]:
    from game.scenes.master.records import tabs

    return tabs(book)


def _lived_in(rng: random.Random, date: Callable[[], str]) -> dict[str, tuple[Any, ...]]:
    from game.scenes.master.records import lived_in

    return lived_in(rng, date)


def _glossary() -> Glossary:
    from game.scenes.master.glossary import GLOSSARY

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
    shots=Later(_shots),
    open=_open,
    in_progress=in_progress,
    resume=_resume,
    finished=_finished,
    records=_records,
    figures=Later(_figures),
    lessons=("master",),
    lesson=_lesson,
    watch=_watch,
    own_players=frozenset(),
    thinking_shot=None,
    rigs={},
    walk=None,
    glossary=_glossary,
    lived_in=_lived_in,
    puzzle_table=_puzzle_table,
)
