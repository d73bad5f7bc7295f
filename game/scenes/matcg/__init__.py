"""Martial Arts: The Trading Card Game's scenes (rulesets `matcg` and `dgm`): the set-up, the duel table, the
curtain for answers out of turn, the result; the duel's history in words, its table in a replay and its sounds; and
the tournament director (a round robin or a championship of duels)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.files.kinds import ARMY, TEAMS
from game.files.paths import campaign_path, saves_dir
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

RULESETS = ("matcg", "dgm")
RULES = {"matcg": "", "dgm": "DGM"}  # the rule set before the mode's name on Continue: "DGM Two-on-Two"
MODES = {"duel": "Duel", "2v2": "Two-on-Two", "army": "Army of One"}  # the modes the table seats, as a save names
KINDS = {  # the kinds of table a rule set keeps a fight in progress of (game.files.kinds), as the menu names them
    "computer": ("Duel v. the computer", "v. computer"), "hotseat": ("Hot-seat duel", "hot-seat duel"),
    TEAMS: (MODES[TEAMS], MODES[TEAMS]), ARMY: (MODES[ARMY], MODES[ARMY]),
}
TOURNAMENT = "tournament"  # Continue's key for the tournament in progress (not a ruleset: it may be of either)
TOURNAMENT_FILE = "tournament.json"  # beside the saves
MATCH_FILE = "tournament-match.jsonl"  # its match under way at the duel table (game.scenes.matcg.cup_match)


def _warm() -> None:
    from game.ai import matcg  # noqa: F401
    from game.scenes.matcg import board, deckbuilder, director, figures, lesson, records, setup  # noqa: F401


def _shots() -> Mapping[str, Shot]:
    from game.scenes.matcg.shots import SHOTS

    return SHOTS


def _figures() -> Mapping[str, Figure]:
    from game.scenes.matcg.figures import FIGURES

    return FIGURES


def _lesson(ctx: Context, ruleset_id: str) -> Lesson:
    from game.scenes.matcg.lesson import lesson

    return lesson(ctx, ruleset_id)


def _open(ctx: Context) -> Scene:
    from game.scenes.matcg.setup import DuelSetupScene

    return DuelSetupScene(ctx)


def in_progress() -> list[InProgress]:
    """The tournament in progress (and its match under way, which its Continue opens), then each rule set's fight
    in progress of each kind of table (against the computer, hot-seat, Two-on-Two, Army of One: game.files.kinds),
    with how far along it is (game.files.peek) or when it was saved."""
    found = []
    stamp = saved_stamp(saves_dir() / TOURNAMENT_FILE)
    if stamp is not None:
        match = saved_stamp(saves_dir() / MATCH_FILE)
        stamp, what = (stamp, "A tournament") if match is None else (max(stamp, match), "A tournament match")
        found.append(InProgress(TOURNAMENT, f"{what}, saved {saved_at(stamp)}",
                                TOURNAMENT))
    for ruleset_id in RULESETS:
        for kind in (None, *KINDS):
            path = campaign_path(ruleset_id, kind)
            stamp = saved_stamp(path)
            if stamp is None:
                continue
            mode, short = KINDS[kind] if kind else _old_mode(path)
            rules = ", DGM house rules" if RULES[ruleset_id] else ""
            far = progress(path)
            found.append(InProgress(f"{ruleset_id}:{kind}" if kind else ruleset_id,
                                    f"{mode}{rules}, {far or f'saved {saved_at(stamp)}'}",
                                    f"{RULES[ruleset_id]} {short}".strip()))
    return found


def _old_mode(path: Any) -> tuple[str, str]:
    """The mode of a fight saved before the kinds of table were kept apart, from its save's header ("Two-on-Two"),
    as the menu names it and shortly; a header that cannot be read so is named a duel (it is read for real, and
    explained, when it is continued)."""
    from game.files.peek import peek  # here: a menu with no game in progress shows its first frame without it

    found = peek(path, ())
    table = found[0].get("table") if found is not None else None
    mode = table.get("mode") if isinstance(table, dict) else None
    if mode in (TEAMS, ARMY):
        return MODES[mode], MODES[mode]
    return MODES["duel"], "duel"


def _resume(ctx: Context, key: str) -> tuple[Scene | None, str | None]:
    """The table of the game in progress under `key`: the tournament, or a rule set's fight of a kind of table
    ("dgm:2v2")."""
    if key == TOURNAMENT:
        from game.scenes.matcg.director import resume_cup

        return resume_cup(ctx)
    from game.scenes.matcg.setup import resume_duel

    ruleset_id, _, kind = key.partition(":")
    return resume_duel(ctx, ruleset_id, kind or None)


def _finished(session: Session[Any]) -> str | None:
    from game.scenes.matcg.records import record

    return record(session)


def _records(book: RecordBook) -> list[RecordTab]:
    from game.scenes.matcg.records import tabs

    return tabs(book)


def _lived_in(rng: random.Random, date: Callable[[], str]) -> dict[str, tuple[Any, ...]]:
    from game.scenes.matcg.records import lived_in

    return lived_in(rng, date)


def _watch(ctx: Context, campaign: Campaign) -> Watch:
    from game.scenes.matcg.watch import DuelWatch

    return DuelWatch(ctx, campaign)


def progress(path: Any) -> str | None:
    """"turn 7, your turn": the fight's turn and whose it is, read from its save's events as plain text
    (game.files.peek); None when that cannot be read."""
    from game.files.peek import peek  # here: a menu with no game in progress shows its first frame without it

    found = peek(path, ("TurnBegan",))
    if found is None or not found[1]:
        return None
    header, events = found
    notes = header.get("notes")
    kept = notes.get("table") if isinstance(notes, dict) else None
    chairs = kept.get("chairs") if isinstance(kept, dict) else None
    try:
        seat, turn = int(events[-1]["seat"]), int(events[-1]["turn"])
    except (KeyError, TypeError, ValueError):
        return None
    table = header.get("table")
    army = isinstance(table, dict) and table.get("mode") == "army"
    name = ("Hero" if seat == 0 else f"Enemy {seat}") if army else f"Player {seat + 1}"
    whose = whose_turn(chairs, seat, name)
    return f"turn {turn}" + (f", {whose}" if whose else "")


def _glossary() -> Glossary:
    from game.scenes.matcg.glossary import GLOSSARY

    return GLOSSARY


def _puzzle_table(ctx: Context, campaign: Campaign, goal: Mapping[str, Any]) -> tuple[TableScene,
                                                                                     tuple[int, int, int, int]]:
    from game.scenes.matcg.lesson import PANEL, table

    return table(ctx, campaign), PANEL


FRONT = Front(
    title="Martial Arts: The Trading Card Game",
    short="Martial Arts TCG",
    warm=_warm,
    shots=Later(_shots),
    open=_open,
    in_progress=in_progress,
    resume=_resume,
    finished=_finished,
    records=_records,
    figures=Later(_figures),
    lessons=("matcg", "dgm"),
    lesson=_lesson,
    watch=_watch,
    own_players=frozenset({"tournament", "tournament_bracket"}),  # their --players counts the entrants
    thinking_shot=None,
    rigs={},
    walk=None,
    glossary=_glossary,
    lived_in=_lived_in,
    puzzle_table=_puzzle_table,
)
