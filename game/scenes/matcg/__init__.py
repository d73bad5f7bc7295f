"""Martial Arts: The Trading Card Game's scenes (rulesets `matcg` and `dgm`): the set-up, the duel table, the
curtain for answers out of turn, the result; the duel's history in words, its table in a replay and its sounds; and
the tournament director (a round robin or a championship of duels)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.paths import campaign_path, saves_dir
from game.scenes.in_progress import InProgress, saved_at, saved_stamp, whose_turn

if TYPE_CHECKING:
    from game.scenes.front import Billing, RecordSection, Shot

RULESETS = ("matcg", "dgm")
RULES = {"matcg": "", "dgm": "DGM"}  # the rule set before the mode's name on Continue: "DGM Two-on-Two"
MODES = {"duel": "Duel", "2v2": "Two-on-Two", "army": "Army of One"}  # the modes the table seats, as a save names
TOURNAMENT = "tournament"  # Continue's key for the tournament in progress (not a ruleset: it may be of either)
TOURNAMENT_FILE = "tournament.json"  # beside the saves
MATCH_FILE = "tournament-match.jsonl"  # its match under way at the duel table (game.scenes.matcg.cup_match)
OCCASION = "occasion"  # a tournament match's note: its tournament and stage, for Replays (game.scenes.matcg.cup_match)


class MatcgFront:
    title = "Martial Arts: The Trading Card Game"
    short = "Martial Arts TCG"  # its tab on the Rules and Records screens
    levels = {  # the Tiled map its scenes read, and the zones they ask for
        "matcg": ("opponent", "ribbon", "fight", "strategy", "me", "my_event", "my_discard", "hand", "turn",
                  "status", "log", "buttons", "banner"),
        "matcg_teams": ("others", "ribbon", "fight", "strategy", "me", "my_event", "my_discard", "hand", "turn",
                        "status", "log", "buttons", "banner"),
    }
    later = ("game.scenes.matcg.setup", "game.scenes.matcg.board", "game.ai.matcg", "game.scenes.matcg.deckbuilder",
             "game.scenes.matcg.lesson", "game.scenes.matcg.figures", "game.scenes.matcg.records",
             "game.scenes.matcg.director")
    lessons = ("matcg", "dgm")  # the rulesets its lesson teaches (game.scenes.lesson)
    own_players = frozenset({"tournament", "tournament_bracket"})  # shots whose --players counts the entrants

    @property
    def shots(self) -> dict[str, Shot]:
        from game.scenes.matcg.shots import SHOTS

        return SHOTS

    @property
    def figures(self) -> dict[str, Any]:
        from game.scenes.matcg.figures import FIGURES

        return FIGURES

    def lesson(self, ctx: Any, ruleset_id: str) -> Any:
        from game.scenes.matcg.lesson import lesson

        return lesson(ctx, ruleset_id)

    def open(self, ctx: Any) -> Any:
        from game.scenes.matcg.setup import DuelSetupScene

        return DuelSetupScene(ctx)

    def in_progress(self) -> list[InProgress]:
        """The tournament in progress (and its match under way, which its Continue opens), then each rule set's
        fight in progress, named by its mode (read from its save's header, game.peek) and when it was saved: three
        at most."""
        found = []
        stamp = saved_stamp(saves_dir() / TOURNAMENT_FILE)
        if stamp is not None:
            match = saved_stamp(saves_dir() / MATCH_FILE)
            stamp, what = (stamp, "A tournament") if match is None else (max(stamp, match), "A tournament match")
            found.append(InProgress(TOURNAMENT, f"{what}, saved {saved_at(stamp)}",
                                    TOURNAMENT))
        for ruleset_id in RULESETS:
            stamp = saved_stamp(campaign_path(ruleset_id))
            if stamp is None:
                continue
            mode = saved_mode(ruleset_id)
            rules = ", DGM house rules" if RULES[ruleset_id] else ""
            short = "duel" if mode == MODES["duel"] else mode
            far = progress(campaign_path(ruleset_id))
            found.append(InProgress(ruleset_id, f"{mode}{rules}, {far or f'saved {saved_at(stamp)}'}",
                                    f"{RULES[ruleset_id]} {short}".strip()))
        return found

    def resume(self, ctx: Any, ruleset_id: str) -> tuple[Any, str | None]:
        if ruleset_id == TOURNAMENT:
            from game.scenes.matcg.director import resume_cup

            return resume_cup(ctx)
        from game.scenes.matcg.setup import resume_duel

        return resume_duel(ctx, ruleset_id)

    def finished(self, session: Any) -> str | None:
        from game.scenes.matcg.records import record

        return record(session)

    def records(self, ctx: Any) -> tuple[list[RecordSection], str | None]:
        from game.scenes.matcg.records import sections

        return sections()

    def history(self, rules: Any, notes: dict[str, Any], seats: int, viewer: int) -> Any:
        from game.scenes.matcg.seating import Seating
        from game.scenes.matcg.words import HistoryWords

        return HistoryWords(rules.catalog, Seating.from_notes(notes, seats).names)

    def billing(self, notes: dict[str, Any], seats: int) -> Billing:
        from game.scenes.front import Billing
        from game.scenes.matcg.seating import Seating

        occasion = notes.get(OCCASION)
        return Billing(Seating.from_notes(notes).billed, occasion if isinstance(occasion, str) else "")

    def watch(self, ctx: Any, campaign: Any) -> Any:
        from game.scenes.matcg.watch import DuelWatch

        return DuelWatch(ctx, campaign)

    def cue(self, event: Any, seat: int) -> str | None:
        from game.ui.matcg.cues import cue

        return cue(event, seat)


def progress(path: Any) -> str | None:
    """"turn 7, your turn": the fight's turn and whose it is, read from its save's events as plain text (game.peek);
    None when that cannot be read."""
    from game.peek import peek  # here: a menu with no game in progress shows its first frame without it

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


def saved_mode(ruleset_id: str) -> str:
    """The name of the mode of the rule set's fight in progress, from its save's header ("Two-on-Two"); a save
    whose header cannot be read so is named a duel (it is read for real, and explained, when it is continued)."""
    from game.peek import peek  # here: a menu with no game in progress shows its first frame without it

    found = peek(campaign_path(ruleset_id), ())
    table = found[0].get("table") if found is not None else None
    mode = table.get("mode") if isinstance(table, dict) else None
    return MODES.get(mode, MODES["duel"]) if isinstance(mode, str) else MODES["duel"]


FRONT = MatcgFront()
