"""Master's scenes (ruleset `master`): the set-up, the table for 2 to 6 players, the curtain, the result."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.paths import campaign_path
from game.scenes.in_progress import InProgress, saved_at, saved_stamp, whose_turn

if TYPE_CHECKING:
    from game.scenes.front import Billing, Shot


def progress(path: Any) -> str | None:
    """"Master, 4 seats, round 2 of 3, your turn": read from the save's header and its events as plain text."""
    from game.peek import peek  # here: a menu with no game in progress shows its first frame without it

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


class MasterFront:
    title = "Master"
    short = "Master"  # its tab on the Rules and Records screens
    levels = {  # the Tiled map its scenes read, and the zones they ask for
        "master": ("area_me", "area_left", "area_top_left", "area_top", "area_top_right", "area_right", "banner",
                   "buttons", "discard", "discard_instead", "draw_pile", "hand", "log", "status", "turn"),
    }
    later = ("game.scenes.master.setup", "game.scenes.master.board", "game.ai.master", "game.scenes.master.lesson",
             "game.scenes.master.figures")
    lessons = ("master",)  # the rulesets its lesson teaches (game.scenes.lesson)

    @property
    def shots(self) -> dict[str, Shot]:
        from game.scenes.master.shots import SHOTS

        return SHOTS

    @property
    def figures(self) -> dict[str, Any]:
        from game.scenes.master.figures import FIGURES

        return FIGURES

    def open(self, ctx: Any) -> Any:
        from game.scenes.master.setup import MasterSetupScene

        return MasterSetupScene(ctx)

    def lesson(self, ctx: Any, ruleset_id: str) -> Any:
        from game.scenes.master.lesson import lesson

        return lesson(ctx)

    def in_progress(self) -> list[InProgress]:
        """The match in progress: its seats, its round and whose turn it is, read without loading it (game.peek);
        when that cannot be read, when it was saved."""
        path = campaign_path("master")
        stamp = saved_stamp(path)
        if stamp is None:
            return []
        return [InProgress("master", progress(path) or f"A match, saved {saved_at(stamp)}", "match")]

    def resume(self, ctx: Any, ruleset_id: str) -> tuple[Any, str | None]:
        from game.scenes.master.setup import resume_match

        return resume_match(ctx)

    def watch(self, ctx: Any, campaign: Any) -> Any:
        from game.scenes.master.watch import TableWatch

        return TableWatch(ctx, campaign)

    def billing(self, notes: dict[str, Any], seats: int) -> Billing:
        from game.scenes.front import Billing
        from game.scenes.master.seating import Seating

        return Billing(Seating.from_notes(notes, seats).names)

    def history(self, rules: Any, notes: dict[str, Any], seats: int, viewer: int) -> Any:
        from game.scenes.master.seating import Seating
        from game.scenes.master.words import HistoryWords

        return HistoryWords(rules.catalog, Seating.from_notes(notes, seats).names)

    def cue(self, event: Any, seat: int) -> str | None:
        from game.ui.master.cues import cue

        return cue(event, seat)


FRONT = MasterFront()
