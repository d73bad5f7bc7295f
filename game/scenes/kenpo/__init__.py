"""Ancient Arts: Kenpo Masters' scenes (ruleset `kenpo`): the set-up, the ring arena, the curtain, the result."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.files.paths import campaign_path
from game.scenes.in_progress import InProgress, saved_at, saved_stamp
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
    from game.scenes.rig import RigMaker
    from game.scenes.table import TableScene
    from game.ui.sketch import Figure


def progress(path: Any) -> str | None:
    """The saved duel's scores, its turn and who plays it, read from its events as plain text (game.files.peek): the
    scores first, so that where the menu's room shortens the line, what goes is who plays (which its button names)."""
    from game.files.peek import peek  # here: a menu with no game in progress shows its first frame without it

    found = peek(path, ("PositionSet", "TurnBegan", "AttackResolved", "DefenceResolved"))
    if found is None:
        return None
    header, events = found
    notes = header.get("notes")
    table = notes.get("table") if isinstance(notes, dict) else None
    scores, turn, seat = [0, 0], 0, 0
    try:
        for event in events:
            kind = event["type"]
            if kind == "PositionSet":
                scores = [int(event["scores"][0]), int(event["scores"][1])]
            elif kind == "TurnBegan":
                turn, seat = int(event["turn"]), int(event["seat"]) % 2
            elif kind == "AttackResolved":
                scores[event["seat"]] += int(event["points"])
            elif kind == "DefenceResolved":
                scores[event["seat"]] += int(event["hit_back"])
    except (KeyError, TypeError, ValueError, IndexError):
        return None
    colours = ("Yellow", "Red")
    if isinstance(table, dict) and table.get("mode") == "versus" and table.get("human") in (0, 1):
        who = f"you ({colours[table['human']]}) v. the computer ({str(table.get('level')).title()})"
        whose = "your turn" if seat == table["human"] else "the computer's turn"
    else:
        names = table.get("names") if isinstance(table, dict) else None
        named = isinstance(names, list) and len(names) == 2 and all(isinstance(name, str) for name in names)
        called = (str(names[0]), str(names[1])) if named and isinstance(names, list) else colours
        who, whose = "hot-seat", f"{called[seat]}'s turn"
    return f"Yellow {scores[0]}\u2013{scores[1]} Red, turn {turn}, {whose}; {who}"


def _warm() -> None:
    from game.ai import kenpo  # noqa: F401
    from game.scenes.kenpo import arena, figures, lesson, records, setup  # noqa: F401


def _shots() -> Mapping[str, Shot]:
    from game.scenes.kenpo.shots import SHOTS

    return SHOTS


def _figures() -> Mapping[str, Figure]:
    from game.scenes.kenpo.figures import FIGURES

    return FIGURES


def _open(ctx: Context) -> Scene:
    from game.scenes.kenpo.setup import KenpoSetupScene

    return KenpoSetupScene(ctx)


def _lesson(ctx: Context, ruleset_id: str) -> Lesson:
    from game.scenes.kenpo.lesson import lesson

    return lesson(ctx)


KINDS = {None: "", "computer": "v. computer", "hotseat": "hot-seat"}  # a duel of each kind of table (game.files.kinds)
# as Continue names it; None: a duel saved before the kinds were kept apart and not filed since (game.files.kinds)


def in_progress() -> list[InProgress]:
    """The duel in progress of each kind of table (against the computer, at one screen): who plays, its turn and
    scores, when it was saved (read without loading it), under the key `kenpo:<kind>` (`kenpo` for one saved before
    the kinds were kept apart)."""
    found = []
    for kind, name in KINDS.items():
        path = campaign_path("kenpo", kind)
        stamp = saved_stamp(path)
        if stamp is None:
            continue
        far = progress(path)
        found.append(InProgress(f"kenpo:{kind}" if kind else "kenpo", far or f"A duel, saved {saved_at(stamp)}",
                                name))
    return found


def _resume(ctx: Context, key: str) -> tuple[Scene | None, str | None]:
    from game.scenes.kenpo.setup import resume_duel

    return resume_duel(ctx, key.partition(":")[2] or None)


def _finished(session: Session[Any]) -> str | None:
    from game.scenes.kenpo.records import record

    return record(session)


def _records(book: RecordBook) -> list[RecordTab]:
    from game.scenes.kenpo.records import tabs

    return tabs(book)


def _lived_in(rng: random.Random, date: Callable[[], str]) -> dict[str, tuple[Any, ...]]:
    from game.scenes.kenpo.records import lived_in

    return lived_in(rng, date)


def _watch(ctx: Context, campaign: Campaign) -> Watch:
    from game.scenes.kenpo.watch import ArenaWatch

    return ArenaWatch(ctx, campaign)


def _rigs() -> Mapping[str, RigMaker]:
    from game.scenes.kenpo.bench import RIGS

    return RIGS


def _glossary() -> Glossary:
    from game.scenes.kenpo.glossary import GLOSSARY

    return GLOSSARY


def _puzzle_table(ctx: Context, campaign: Campaign, goal: Mapping[str, Any]) -> tuple[TableScene,
                                                                                     tuple[int, int, int, int]]:
    from game.scenes.kenpo.lesson import PANEL, table

    return table(ctx, campaign), PANEL


FRONT = Front(
    title="Ancient Arts: Kenpo Masters",
    short="Kenpo Masters",
    warm=_warm,
    shots=Later(_shots),
    open=_open,
    in_progress=in_progress,
    resume=_resume,
    finished=_finished,
    records=_records,
    figures=Later(_figures),
    lessons=("kenpo",),
    lesson=_lesson,
    watch=_watch,
    own_players=frozenset(),
    thinking_shot=None,
    rigs=Later(_rigs),
    walk=None,
    glossary=_glossary,
    lived_in=_lived_in,
    puzzle_table=_puzzle_table,
)
