"""Ancient Arts: Kenpo Masters' scenes (ruleset `kenpo`): the set-up, the ring arena, the curtain, the result."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.paths import campaign_path
from game.scenes.in_progress import InProgress, saved_at, saved_stamp

if TYPE_CHECKING:
    from game.scenes.front import Billing, RecordSection, Shot


def progress(path: Any) -> str | None:
    """Who plays the saved duel, its turn and its scores, read from its events as plain text (game.peek)."""
    from game.peek import peek  # here: a menu with no game in progress shows its first frame without it

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
        who = f"You ({colours[table['human']]}) v. the computer ({str(table.get('level')).title()})"
        whose = "your turn" if seat == table["human"] else "the computer's turn"
    else:
        names = table.get("names") if isinstance(table, dict) else None
        named = isinstance(names, list) and len(names) == 2 and all(isinstance(name, str) for name in names)
        called = (str(names[0]), str(names[1])) if named and isinstance(names, list) else colours
        who, whose = "Hot-seat", f"{called[seat]}'s turn"
    return f"{who}, turn {turn}, {whose}: Yellow {scores[0]}\u2013{scores[1]} Red"


class KenpoFront:
    title = "Ancient Arts: Kenpo Masters"
    short = "Kenpo Masters"  # its tab on the Rules and Records screens
    levels = {  # the Tiled map its scenes read, and the zones they ask for
        "ring": ("opp_hand", "opp_deck", "opp_discard", "opp_table", "my_table", "ring",
                 *(f"square_{column}_{row}" for row in range(3) for column in range(3)), "score_race", "buttons",
                 "status", "hand", "my_deck", "my_discard", "banner", "choice"),
    }
    later = ("game.scenes.kenpo.setup", "game.scenes.kenpo.arena", "game.ai.kenpo", "game.scenes.kenpo.lesson",
             "game.scenes.kenpo.figures", "game.scenes.kenpo.records")
    lessons = ("kenpo",)  # the rulesets its lesson teaches (game.scenes.lesson)

    @property
    def shots(self) -> dict[str, Shot]:
        from game.scenes.kenpo.shots import SHOTS

        return SHOTS

    @property
    def figures(self) -> dict[str, Any]:
        from game.scenes.kenpo.figures import FIGURES

        return FIGURES

    def open(self, ctx: Any) -> Any:
        from game.scenes.kenpo.setup import KenpoSetupScene

        return KenpoSetupScene(ctx)

    def lesson(self, ctx: Any, ruleset_id: str) -> Any:
        from game.scenes.kenpo.lesson import lesson

        return lesson(ctx)

    def in_progress(self) -> list[InProgress]:
        """The duel in progress: who plays, its turn and scores, when it was saved (read without loading it)."""
        path = campaign_path("kenpo")
        stamp = saved_stamp(path)
        if stamp is None:
            return []
        when = saved_at(stamp)
        far = progress(path)
        return [InProgress("kenpo", f"{far}" if far else f"A duel, saved {when}")]

    def resume(self, ctx: Any, ruleset_id: str) -> tuple[Any, str | None]:
        from game.scenes.kenpo.setup import resume_duel

        return resume_duel(ctx)

    def finished(self, session: Any) -> str | None:
        from game.scenes.kenpo.records import record

        return record(session)

    def cue(self, event: Any, seat: int) -> str | None:
        from game.ui.kenpo.cues import cue

        return cue(event, seat)

    def records(self, ctx: Any) -> tuple[list[RecordSection], str | None]:
        from game.scenes.kenpo.records import sections

        return sections()

    def watch(self, ctx: Any, campaign: Any) -> Any:
        from game.scenes.kenpo.watch import ArenaWatch

        return ArenaWatch(ctx, campaign)

    def billing(self, notes: dict[str, Any], seats: int) -> Billing:
        from game.scenes.front import Billing
        from game.scenes.kenpo.seating import Table

        return Billing(Table.from_notes(notes).billed())

    def history(self, rules: Any, notes: dict[str, Any], seats: int, viewer: int) -> Any:
        from game.scenes.kenpo.seating import Table
        from game.scenes.kenpo.words import HistoryWords

        return HistoryWords(rules.catalog, Table.from_notes(notes).names(), viewer)

    @property
    def rigs(self) -> dict[str, Any]:
        from game.scenes.kenpo.bench import RIGS

        return RIGS


FRONT = KenpoFront()
