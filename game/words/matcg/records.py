"""Fights of Martial Arts in the record book: every finished duel between a person and the computer or between two
people is kept (with the health left as its scores and each seat's deck), every fight of sides (Two-on-Two, Army of
One) with a person at it, and every tournament. Records gives a tab to the duel under each rule set, to each mode of
sides and to each kind of tournament: what people won and lost against the computer (the streaks, the best result,
with hints apart), by level, by deck, by rule set; the latest; a tournament's matches with their scores."""

from __future__ import annotations

from game.engine.matcg.teams import ARMY, HERO, MODE_TEAMS, TWO_ON_TWO
from game.files import outcomes, records
from game.files.matcg import MODES
from game.play.grammar import score
from game.words.chairs import level_name
from game.words.matcg.seating import RULE_SETS, SEATS, offered_levels
from game.words.tallies import (
    D,
    RecordRow,
    RecordSection,
    RecordTab,
    at_one_screen,
    breakdown,
    by_level,
    computer_levels,
    grouped,
    hinted,
    latest,
    summary,
    when,
)

SHORT = {"matcg": "Martial Arts", "dgm": "DGM"}  # the rule sets as the duels' tabs name them
PLAYERS = tuple(f"Player {seat + 1}" for seat in range(SEATS))  # a duel's seats at one screen, as Records names them


def tabs(book: records.RecordBook) -> list[RecordTab]:
    """A tab for the duel under each rule set, one for each mode of sides (both rule sets), one for each kind of
    tournament."""
    found = [_duel_tab(ruleset_id, [duel for duel in book.duels if duel.game == ruleset_id])
             for ruleset_id in RULE_SETS]
    fights = [fight for fight in book.fights if fight.game in RULE_SETS]
    found += [_sides_tab(mode, [fight for fight in fights if fight.mode == mode]) for mode in (TWO_ON_TWO, ARMY)]
    cups = [cup for cup in book.tournaments if cup.game in RULE_SETS]
    found += [_cup_tab(kind, [cup for cup in cups if cup.kind == kind]) for kind in KINDS]
    return found


def _duel_tab(ruleset_id: str, duels: list[records.DuelRecord]) -> RecordTab:
    """The duels of a rule set: against the computer without hints (with them apart), by level and by the deck the
    person brought; who won at one screen; the latest."""
    counted = [duel for duel in duels if not duel.assisted]
    games = [(found, duel.assisted) for duel in duels if (found := outcomes.duel_outcome(duel)) is not None]
    levels = [(level_name(duel.level or ""), found) for duel in counted
              if (found := outcomes.duel_outcome(duel)) is not None]
    decks = [(deck_name(duel.decks[duel.human or 0]), found) for duel in counted
             if duel.decks and (found := outcomes.duel_outcome(duel)) is not None]
    title = f"{SHORT[ruleset_id]} duel"
    return RecordTab(title, (ruleset_id,), (
        summary(games, _best_duel(duels), heading=f"{title}s against the computer, without hints"),
        by_level(levels, offered_levels(), "No duel against the computer yet."),
        breakdown("By your deck", grouped(decks), "No duel against the computer with its deck kept yet."),
        _hotseat(duels),
        latest("Latest duels", _by_date(duels), _duel_line, "Finish a duel to see it here.")))


def _best_duel(duels: list[records.DuelRecord]) -> str:
    """The win against the computer with the most health left, played without hints."""
    won = [duel for duel in duels if outcomes.duel_outcome(duel) == "won" and not duel.assisted]
    if not won:
        return ""
    best = max(won, key=lambda duel: duel.scores[duel.human or 0])
    return (f"won with {best.scores[best.human or 0]} health left against {level_name(best.level or '')}, "
            f"{best.turns} turns")


def _hotseat(duels: list[records.DuelRecord]) -> RecordSection:
    return at_one_screen([(PLAYERS, duel.winner) for duel in duels if duel.mode == "hotseat"],
                         "No duel between people yet.")


def _sides_tab(mode: str, fights: list[records.FightRecord]) -> RecordTab:
    """A mode of sides, against the computer: without hints (with them apart), by rule set, by the computer's
    levels, by the people's part (Army of One) and their deck; the latest, between people too."""
    judged = [(fight, found) for fight in fights if (found := side_outcome(fight)) is not None]
    counted = [(fight, found) for fight, found in judged if not fight.assisted]
    sections = [summary([(found, fight.assisted) for fight, found in judged], _best_fight(counted),
                        heading=f"{MODES[mode]} against the computer, without hints")]
    if mode == ARMY:
        sections.append(breakdown("By your part", grouped(
            [("As the Hero" if HERO in fight.people else "As an enemy", found) for fight, found in counted],
            ["As the Hero", "As an enemy"]), "No Army of One against the computer yet."))
    sections += [
        breakdown("By rule set", grouped([(RULE_SETS[fight.game], found) for fight, found in counted],
                                         list(RULE_SETS.values())), "No fight against the computer yet."),
        by_level([(computer_levels(fight.levels or (), offered_levels()), found) for fight, found in counted
                  if fight.levels], offered_levels(), "No fight with its levels kept yet."),
        breakdown("By your deck", grouped([(deck_name(fight.decks[fight.people[0]]), found)
                                           for fight, found in counted if fight.decks]),
                  "No fight with its decks kept yet."),
        latest("Latest fights", _by_date(fights), _fight_line, f"Finish a fight of {MODES[mode]} to see it here.")]
    return RecordTab(MODES[mode], tuple(RULE_SETS), tuple(sections))


def _best_fight(counted: list[tuple[records.FightRecord, outcomes.Outcome]]) -> str:
    """The win in the fewest turns."""
    won = [fight for fight, found in counted if found == "won"]
    if not won:
        return ""
    best = min(won, key=lambda fight: fight.turns)
    return f"won in {best.turns} turns ({RULE_SETS[best.game]})"


def _by_date(kept: list[D]) -> list[D]:
    """The games in the order they ended, for their latest."""
    return sorted(kept, key=lambda game: game.date)


def deck_name(label: str) -> str:
    """A deck as Records names it: a starter deck by its name, a deck of one's own by the name it was saved under."""
    from game.content.matcg import catalog

    found = catalog().decks_by_id.get(label)
    return found.name if found is not None else label or "a deck"


def side_outcome(fight: records.FightRecord) -> outcomes.Outcome | None:
    """"won", "lost" or "drawn", for the people's side against the computer; None when people sat on both sides
    (or the mode is not one this build seats)."""
    side = next((team for team in MODE_TEAMS.get(fight.mode, ()) if fight.people and fight.people[0] in team), ())
    if not side or not set(fight.people) <= set(side):
        return None
    if not fight.winners:
        return "drawn"
    return "won" if fight.people[0] in fight.winners else "lost"


def _duel_line(duel: records.DuelRecord) -> str:
    health = f"health {score(*duel.scores)}, {duel.turns} turns"
    if duel.mode == "versus":
        who = f"You {outcomes.said(outcomes.duel_outcome(duel))} against the computer ({level_name(duel.level or '')})"
        if duel.decks:
            who += f" with {deck_name(duel.decks[duel.human or 0])}"
    else:
        who = "A draw between people" if duel.winner is None else f"{PLAYERS[duel.winner]} won"
    return f"{who}; {health}{hinted(duel.assisted)}"


def _fight_line(fight: records.FightRecord) -> str:
    """"The rulebook: as the Hero, your side won; 14 turns"; between people, the winning side: the Hero or the
    enemies, or Two-on-Two's players by seat."""
    found = side_outcome(fight)
    if found is not None:
        part = "" if fight.mode != ARMY else "as the Hero, " if HERO in fight.people else "as an enemy, "
        how = f"{part}{'a draw' if found == 'drawn' else f'your side {found}'}"
    elif fight.winners:
        side = "the Hero" if HERO in fight.winners else "the enemies"
        if fight.mode != ARMY:
            side = "Players " + " and ".join(str(seat + 1) for seat in fight.winners)
        how = f"between people, {side} won"
    else:
        how = "between people, a draw"
    return f"{RULE_SETS[fight.game]}: {how}; {fight.turns} turns{hinted(fight.assisted)}"


KINDS = {"round-robin": "Round Robin", "championship": "Championship"}
CUPS_SHOWN = 4  # tournaments listed with their matches


def _cup_tab(kind: str, cups: list[records.TournamentRecord]) -> RecordTab:
    """A kind of tournament: those a person entered, won when a person is champion (without hints, with them
    apart), by rule set and by number of entrants; the latest, each with its matches and their scores."""
    judged = [(cup, found) for cup in cups if (found := outcomes.tournament_outcome(cup)) is not None]
    counted = [(cup, found) for cup, found in judged if not cup.assisted]
    best = min((len(cup.entrants), cup.date) for cup, found in counted if found == "won") if any(
        found == "won" for _, found in counted) else None
    sections = [
        summary([(found, cup.assisted) for cup, found in judged],
                f"champion of {best[0]}" if best is not None else "", draws=False,
                heading=f"{KINDS[kind]}s you entered, without hints"),
        breakdown("By rule set", grouped([(RULE_SETS[cup.game], found) for cup, found in counted],
                                         list(RULE_SETS.values())), "No tournament with a person yet.", draws=False),
        breakdown("By entrants", grouped([(f"{len(cup.entrants)} entrants", found) for cup, found in counted],
                                         [f"{many} entrants" for many in sorted({len(cup.entrants) for cup in cups})]),
                  "No tournament with a person yet.", draws=False)]
    sections += [_cup_section(cup) for cup in reversed(cups[-CUPS_SHOWN:])]
    if not cups:
        sections.append(RecordSection("Latest tournaments", (), f"Finish a {KINDS[kind]} to see it here."))
    return RecordTab(KINDS[kind], tuple(RULE_SETS), tuple(sections))


def _cup_section(cup: records.TournamentRecord) -> RecordSection:
    """A finished tournament: its champion, then each match with its score (health left), the last first."""
    who = "a person" if cup.champion in cup.people else "the computer"
    heading = (f"{when(cup.date)}: {RULE_SETS[cup.game]}, {len(cup.entrants)} entrants; champion "
               f"{cup.entrants[cup.champion]} ({who}){hinted(cup.assisted)}")
    rows = tuple(RecordRow(match.stage, _match_line(cup, match)) for match in reversed(cup.results))
    return RecordSection(heading, rows, f"{cup.matches} matches (their scores were not kept then)")


def _match_line(cup: records.TournamentRecord, match: records.MatchResult) -> str:
    """ "Ann \u2013 Computer 3: health 12 \u2013 0, Ann won"."""
    first, second = (cup.entrants[player] for player in match.players)
    result = "a draw" if match.winner is None else f"{cup.entrants[match.winner]} won"
    return (f"{first} \u2013 {second}: health {score(*match.scores)}, {result}"
            f"{hinted(match.assisted)}")
