"""Fights of Martial Arts in the record book: every finished duel between a person and the computer or between two
people is kept (with the health left as its scores), and every fight of sides (Two-on-Two, Army of One) with a
person at it. Records shows, for each rule set, what people won and lost against the computer: the duels at each
level, then the fights of sides by mode (the Army of One as the Hero and as an enemy); and the latest fights."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from game.engine.matcg.teams import ARMY, HERO, MODE_TEAMS, TWO_ON_TWO, team_of
from game.files import records
from game.scenes.front import RecordRow, RecordSection
from game.scenes.matcg import MODES
from game.scenes.matcg.seating import SEATS, Seating, level_name, offered_levels

RECENT = 6  # fights listed under "Latest fights"
TITLES = {"matcg": "The rulebook", "dgm": "DGM house rules"}
SIDES = (  # the rows of the fights of sides: each mode, the Army of One by the people's part
    (MODES[TWO_ON_TWO], TWO_ON_TWO, None),
    (f"{MODES[ARMY]}, the Hero", ARMY, True),
    (f"{MODES[ARMY]}, an enemy", ARMY, False),
)


def record(session: Any) -> str | None:
    """Keeps a finished fight with at least one person at it: a duel, or a fight of sides; a notice when the old
    book was damaged and set aside."""
    seating = Seating.from_notes(session.notes, session.table.seats)
    if not isinstance(session.notes.get("table"), dict) or not seating.people:
        return None
    state = session.state
    if session.table.seats != SEATS:
        return records.add_fight(records.FightRecord(
            game=session.ruleset.id, mode=session.table.mode, people=tuple(sorted(seating.people)),
            winners=team_of(state, state.winner) if state.winner is not None else (), turns=state.turn,
            date=_now(), seed=session.seed, assisted=bool(session.notes.get("assisted"))))
    computers = seating.computers
    versus = len(seating.people) == 1
    kept = records.DuelRecord(
        game=session.ruleset.id, mode="versus" if versus else "hotseat",
        level=next(iter(computers.values())) if versus else None,
        human=next(iter(seating.people)) if versus else None, winner=state.winner,
        scores=(max(0, state.health[0]), max(0, state.health[1])), turns=state.turn, date=_now(), seed=session.seed,
        assisted=bool(session.notes.get("assisted")))
    return records.add_duel(kept)


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="minutes")


def sections() -> tuple[list[RecordSection], str | None]:
    duels, notice = records.load_duels()
    fights, _ = records.load_fights()  # the same book: its notice is the one above
    found = []
    for ruleset_id, title in TITLES.items():
        found.append(_versus([duel for duel in duels if duel.game == ruleset_id],
                             [fight for fight in fights if fight.game == ruleset_id], title))
    found.append(_recent([duel for duel in duels if duel.game in TITLES], [f for f in fights if f.game in TITLES]))
    cups, _ = records.load_tournaments()  # the same book: its notice is the one above
    found.append(_tournaments([cup for cup in cups if cup.game in TITLES]))
    return found, notice


def outcome(duel: records.DuelRecord) -> str:
    """"won", "lost" or "drawn", for the person against the computer."""
    if duel.winner is None:
        return "drawn"
    return "won" if duel.winner == duel.human else "lost"


def side_outcome(fight: records.FightRecord) -> str | None:
    """"won", "lost" or "drawn", for the people's side against the computer; None when people sat on both sides
    (or the mode is not one this build seats)."""
    side = next((team for team in MODE_TEAMS.get(fight.mode, ()) if fight.people and fight.people[0] in team), ())
    if not side or not set(fight.people) <= set(side):
        return None
    if not fight.winners:
        return "drawn"
    return "won" if fight.people[0] in fight.winners else "lost"


def _versus(duels: list[records.DuelRecord], fights: list[records.FightRecord], title: str) -> RecordSection:
    """One row per level of the duels against the computer, then one per mode (and Army of One part) of the
    fights of sides, each won \u2013 lost (\u2013 drawn)."""
    against = [duel for duel in duels if duel.mode == "versus"]
    rows = [_row(level_name(level), [outcome(duel) for duel in against if duel.level == level])
            for level in offered_levels()]
    for label, mode, hero in SIDES:
        rows.append(_row(label, [side_outcome(fight) for fight in fights if fight.mode == mode
                                 and (hero is None or (HERO in fight.people) == hero)]))
    return RecordSection(f"{title}: against the computer, won \u2013 lost", tuple(row for row in rows if row),
                         "No fight against the computer yet.")


def _row(label: str, outcomes: Iterable[str | None]) -> RecordRow | None:
    """A row of won \u2013 lost (\u2013 drawn) with its share won; None when nothing was played."""
    counts = Counter(found for found in outcomes if found is not None)
    played = counts.total()
    if not played:
        return None
    drawn = f"\u2013{counts['drawn']}" if counts["drawn"] else ""
    return RecordRow(label, f"{counts['won']}\u2013{counts['lost']}{drawn}", counts["won"] / played)


def _recent(duels: list[records.DuelRecord], fights: list[records.FightRecord]) -> RecordSection:
    """The latest fights, duels and fights of sides together, the newest first."""
    dated = sorted([(duel.date, _duel_line(duel)) for duel in duels]
                   + [(fight.date, _fight_line(fight)) for fight in fights], key=lambda found: found[0])
    lines = [RecordRow(date[:16].replace("T", " "), line) for date, line in reversed(dated[-RECENT:])]
    return RecordSection("Latest fights", tuple(lines), "Finish a fight to see it here.")


HINTS = ", with hints"  # after a fight in which a hint was asked for


def _duel_line(duel: records.DuelRecord) -> str:
    health = f"health {duel.scores[0]} \u2013 {duel.scores[1]}, {duel.turns} turns"
    rules = TITLES[duel.game]
    if duel.mode == "versus":
        who = f"{rules}: you {outcome(duel)} against the computer ({level_name(duel.level or '')})"
    else:
        who = f"{rules}: a draw" if duel.winner is None else f"{rules}: Player {duel.winner + 1} won"
    return f"{who}; {health}{HINTS if duel.assisted else ''}"


def _fight_line(fight: records.FightRecord) -> str:
    """"The rulebook: Army of One as the Hero, your side won; 14 turns"; between people, the winning side: the Hero
    or the enemies, or Two-on-Two's players by seat."""
    mode = MODES.get(fight.mode, fight.mode)
    found = side_outcome(fight)
    if found is not None:
        part = "" if fight.mode != ARMY else " as the Hero" if HERO in fight.people else " as an enemy"
        how = f"{mode}{part}, {'a draw' if found == 'drawn' else f'your side {found}'}"
    elif fight.winners:
        side = "the Hero" if HERO in fight.winners else "the enemies"
        if fight.mode != ARMY:
            side = "Players " + " and ".join(str(seat + 1) for seat in fight.winners)
        how = f"{mode} between people, {side} won"
    else:
        how = f"{mode} between people, a draw"
    return f"{TITLES[fight.game]}: {how}; {fight.turns} turns{HINTS if fight.assisted else ''}"


KINDS = {"round-robin": "Round Robin", "championship": "Championship"}


def _tournaments(cups: list[records.TournamentRecord]) -> RecordSection:
    """How many tournaments were played and how many a person won, and the last champion (one row: the section
    shares its column with the latest fights)."""
    if not cups:
        return RecordSection("Tournaments", (), "Finish a tournament to see its champion here.")
    won = sum(cup.champion in cup.people for cup in cups)
    last = cups[-1]
    who = "a person" if last.champion in last.people else "the computer"
    row = RecordRow(f"Last champion, {last.date[:16].replace('T', ' ')}",
                    f"{last.entrants[last.champion]} ({who}): {TITLES[last.game]}, "
                    f"{KINDS.get(last.kind, last.kind)} of {len(last.entrants)}")
    return RecordSection(f"Tournaments: {len(cups)} played, {won} won by a person", (row,),
                         "Finish a tournament to see its champion here.")
