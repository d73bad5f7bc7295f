"""Martial Arts' fights in the player's files: the tournament in progress and each rule set's fight in progress of
each kind of table, as the menu names them, the tournament's files, and a finished fight kept in the record book
(game.files.matcg.records).

Read before the menu's first frame, before any game is loaded: only the save files' times, and their events as plain
text (game.files.peek); a saved tournament's file, small, is read whole to say where it stands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.files.in_progress import InProgress, saved_at, saved_stamp, unsound, whose_turn
from game.files.kinds import ARMY, TEAMS
from game.files.names import shown
from game.files.paths import campaign_path, saves_dir

if TYPE_CHECKING:
    from game.engine.core import Session
    from game.engine.safejson import Limits

RULESETS = ("matcg", "dgm")
RULES = {"matcg": "", "dgm": "DGM"}  # the rule set before the mode's name on Continue: "DGM Two-on-Two"
MODES = {"duel": "Duel", "2v2": "Two-on-Two", "army": "Army of One"}  # the modes the table seats, as a save names
KINDS = {  # the kinds of table a rule set keeps a fight in progress of (game.files.kinds), as the menu names them
    "computer": ("Duel v. the computer", "v. computer"), "hotseat": ("Hot-seat duel", "hot-seat duel"),
    TEAMS: (MODES[TEAMS], MODES[TEAMS]), ARMY: (MODES[ARMY], MODES[ARMY]),
}
TOURNAMENT = "tournament"  # Continue's key for the tournament in progress (not a ruleset: it may be of either)
TOURNAMENT_FILE = "tournament.json"  # beside the saves
TOURNAMENT_BYTES = 4 * 1024 * 1024  # twenty entrants, each deck written out (a saved deck is a list of card ids)
MATCH_FILE = "tournament-match.jsonl"  # its match under way at the duel table (game.files.matcg.cup_match)


def tournament_limits() -> Limits:
    """The bounds the tournament's file is parsed within (made when first read: nothing of it before the menu's first
    frame)."""
    from game.engine import safejson

    return safejson.Limits(depth=8, int_digits=20, string=200, nodes=200_000)


def _tournament_line(playing: bool) -> str:
    """What the tournament in progress is and where it stands: "Round Robin of 6, match 5 next" (or "... match 5
    under way": `playing`, its match saved at the table), read through the door of the player's files within the
    tournament file's bounds, its kind, entrants and results alone (its whole check, and the modules it needs, wait
    for Continue: game.files.matcg.cup); only "A tournament" (or "A tournament match") where those do not make one,
    which its Continue then explains."""
    from game.engine.tournament import Tournament, TournamentError
    from game.files import reading, storage
    from game.words.tournament import KIND_NAMES

    unknown = "A tournament match" if playing else "A tournament"
    path = saves_dir() / TOURNAMENT_FILE
    try:
        data = reading.load_json(path, TOURNAMENT_BYTES, tournament_limits())
        reading.newer(path, data)
        kind, entrants, results = data["kind"], data["entrants"], data["results"]
        if not (isinstance(entrants, list) and isinstance(results, list)):
            return unknown
        upcoming = Tournament(kind, len(entrants), data["seed"], tuple(results)).next_match
    except (storage.StorageError, TournamentError, KeyError, TypeError, ValueError):
        return unknown
    if kind not in KIND_NAMES:
        return unknown
    what = f"{KIND_NAMES[kind]} of {len(entrants)}"
    if upcoming is None:
        return what
    return f"{what}, match {upcoming.number + 1} {'under way' if playing else 'next'}"


def in_progress() -> list[InProgress]:
    """The tournament in progress (and its match under way, which its Continue opens), then each rule set's fight
    in progress of each kind of table (against the computer, hot-seat, Two-on-Two, Army of One: game.files.kinds),
    with how far along it is (game.files.peek) or when it was saved."""
    found = []
    stamp = saved_stamp(saves_dir() / TOURNAMENT_FILE)
    if stamp is not None:
        match = saved_stamp(saves_dir() / MATCH_FILE)
        stamp, playing = (stamp, False) if match is None else (max(stamp, match), True)
        found.append(InProgress(TOURNAMENT, f"{_tournament_line(playing)}, saved {saved_at(stamp)}", TOURNAMENT))
    for ruleset_id in RULESETS:
        for kind in (None, *KINDS):
            path = campaign_path(ruleset_id, kind)
            stamp = saved_stamp(path)
            if stamp is None:
                continue
            mode, short = KINDS[kind] if kind else _old_mode(path)
            rules = ", DGM house rules" if RULES[ruleset_id] else ""
            hurt = unsound(path, f"{mode}{rules}")
            if hurt is not None:
                found.append(hurt)
                continue
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


def progress(path: Any) -> str | None:
    """"turn 7, your turn": the fight's turn and whose move it waits for, as the table names it: the seat in control
    of the turn (which a counter-attack takes over), or another answering it ("turn 7, Ana's move: answer the
    attack"), read from its save's events as plain text (game.files.peek); None when that cannot be read."""
    from game.files.peek import peek  # here: a menu with no game in progress shows its first frame without it

    found = peek(path, WAITS, "TurnBegan")
    if found is None:
        return None
    header, events = found
    notes = header.get("notes")
    kept = notes.get("table") if isinstance(notes, dict) else None
    chairs = kept.get("chairs") if isinstance(kept, dict) else None
    titles = kept.get("names") if isinstance(kept, dict) else None  # the seats' names, as the players typed them
    if not events or events[0].get("type") != "TurnBegan":
        return None
    try:
        turn, seat, what = _waiting(events)
    except (KeyError, TypeError, ValueError, IndexError):
        return None
    if seat is None:
        return f"turn {turn}, {what}"
    table = header.get("table")
    army = isinstance(table, dict) and table.get("mode") == "army"
    name = ("Hero" if seat == 0 else f"Enemy {seat}") if army else f"Player {seat + 1}"
    if isinstance(titles, list) and 0 <= seat < len(titles) and isinstance(titles[seat], str):
        name = shown(titles[seat], name)
    whose = whose_turn(chairs, seat, name, "move" if what else "turn")
    return f"turn {turn}" + (f", {whose}" if whose else "") + (f": {what}" if whose and what else "")


WAITS = ("TurnBegan", "AttackPlayed", "TeammateCalled", "AttackResolved", "AttackCancelled", "CounterAwaited",
         "CounterDeclined", "AnswerAwaited", "StrategyPlayed", "StrategyResolved", "StrategyCancelled", "DrawOffered",
         "DrawAccepted", "DrawDeclined", "PhaseBegan")  # the events that say whose move a fight waits for


def _waiting(events: list[dict[str, Any]]) -> tuple[int, int | None, str]:
    """The turn of a fight's events of WAITS from the last TurnBegan on, the seat its game waits for and what for:
    the seats answering the judges' draw, a Strategy card, an attack (its target, or the teammate called to defend
    it) or the chance of a counter-attack, in the order the rules (game.engine.matcg.rules.to_act) ask them; in the
    Discard Phase no seat (whose hand is over the limit, plain events do not say); else the seat in control of the
    turn, for nothing but its turn ("")."""
    turn, control = int(events[0]["turn"]), int(events[0]["seat"])
    offer: list[int] = []
    strategy = attack = counter = None
    discarding = False
    for event in events[1:]:
        kind = event["type"]
        if kind == "AttackPlayed":
            control = int(event["seat"]) if event.get("kind") == "counter" else control
            attack, counter = int(event["target"]), None
        elif kind == "TeammateCalled":
            attack = int(event["teammate"])
        elif kind in ("AttackResolved", "AttackCancelled"):
            attack = None
        elif kind in ("CounterAwaited", "CounterDeclined"):
            counter = int(event["seat"]) if kind == "CounterAwaited" else None
        elif kind in ("AnswerAwaited", "StrategyPlayed", "StrategyResolved", "StrategyCancelled"):
            strategy = int(event["seat"]) if kind == "AnswerAwaited" else None
        elif kind == "PhaseBegan":
            discarding = event["phase"] == "discard"
        elif kind in ("DrawOffered", "DrawAccepted", "DrawDeclined"):
            offer = ([int(seat) for seat in event["answering"]] if kind == "DrawOffered" else
                     [seat for seat in offer if seat != int(event["seat"])] if kind == "DrawAccepted" else [])
    for seat, what in ((offer[0] if offer else None, "answer the judges' draw"), (strategy, "answer the Strategy card"),
                       (attack, "answer the attack"), (counter, "counter-attack or not")):
        if seat is not None:
            return turn, seat, what
    return (turn, None, "discarding down to the hand limit") if discarding else (turn, control, "")


def record(session: Session[Any]) -> str | None:
    """Keeps a finished game in the record book (game.files.matcg.records); a notice when the old book was damaged
    and set aside, or None. Raises game.files.records.RecordError when the book cannot be written."""
    from game.files.matcg.records import record

    return record(session)
