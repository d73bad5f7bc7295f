"""Kenpo Masters in the record book, in words: every finished duel is kept (game.files.kenpo.records), and its tab of
Records shows the duels against the computer won, lost and drawn (the streaks and the best win; with hints apart) and
at each level, who won at hot-seat tables, and the latest duels, each told in a line."""

from __future__ import annotations

from game.files import outcomes, records
from game.play.grammar import score
from game.words.chairs import level_name
from game.words.kenpo.seating import COLOUR_NAMES, HOTSEAT, VERSUS, Table, offered_levels
from game.words.tallies import RecordSection, RecordTab, at_one_screen, by_level, hinted, latest, summary

PLAYERS = 6  # players listed under "At one screen", the most played first
RULESET = "kenpo"


def tabs(book: records.RecordBook) -> list[RecordTab]:
    """Kenpo's tab: the duels against the computer without hints (and with them, apart), by level; the hot-seat
    duels; the latest duels."""
    duels = [duel for duel in book.duels if duel.game == RULESET]
    games = [(found, duel.assisted) for duel in duels if (found := outcomes.duel_outcome(duel)) is not None]
    return [RecordTab("Kenpo Masters", (RULESET,), (
        summary(games, best_win(duels), heading="Against the computer, without hints"), _levels(duels),
        _hotseat(duels), latest("Latest duels", duels, _told, "Finish a duel to see it here.")))]


def _levels(duels: list[records.DuelRecord]) -> RecordSection:
    keyed = [(level_name(duel.level or ""), found) for duel in duels
             if not duel.assisted and (found := outcomes.duel_outcome(duel)) is not None]
    return by_level(keyed, offered_levels(), "No duel against the computer yet.")


def _hotseat(duels: list[records.DuelRecord]) -> RecordSection:
    """Each player of the duels between people, by the name they typed (a duel kept before names were: its
    colours), with the duels they won of those they played, the most played first; the draws."""
    return at_one_screen([(players(duel).names(), duel.winner) for duel in duels if duel.mode == HOTSEAT],
                         "No duel between people yet.", PLAYERS)


def _told(duel: records.DuelRecord) -> str:
    return told(duel) + hinted(duel.assisted)


def best_win(duels: list[records.DuelRecord]) -> str:
    """The win against the computer by the most points, played without hints."""
    won = [duel for duel in duels if outcomes.duel_outcome(duel) == "won" and not duel.assisted]
    if not won:
        return ""
    best = max(won, key=_margin)
    mine = best.human or 0
    return (f"{score(best.scores[mine], best.scores[1 - mine])} against {level_name(best.level or '')}, "
            f"{best.turns} turns")


def _margin(duel: records.DuelRecord) -> int:
    mine = duel.human or 0
    return duel.scores[mine] - duel.scores[1 - mine]


def players(duel: records.DuelRecord) -> Table:
    """Who sat at a hot-seat duel: the names kept with it, or its colours (a duel against the computer: its colours,
    its line saying which was the person's)."""
    return Table(HOTSEAT, players=duel.names or ())


def told(duel: records.DuelRecord) -> str:
    """A duel's line among the latest (whether hints were asked for is the Records tab's to add)."""
    score = f"{players(duel).scoreline(duel.scores)}, {duel.turns} turns"
    if duel.mode == VERSUS:
        level = level_name(duel.level or "")
        fared = outcomes.said(outcomes.duel_outcome(duel))
        who = f"You ({COLOUR_NAMES[duel.human or 0]}) {fared} against the computer ({level})"
    else:
        who = "Hot-seat: a draw" if duel.winner is None else f"Hot-seat: {players(duel).names()[duel.winner]} won"
    return f"{who}; {score}"
