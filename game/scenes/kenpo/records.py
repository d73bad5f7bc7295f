"""Kenpo Masters in the record book: every finished duel is kept, and its tab of Records shows the duels against
the computer won, lost and drawn (the streaks and the best win; with hints apart) and at each level, who won at
hot-seat tables, and the latest duels (each told by game.words.kenpo.records)."""

from __future__ import annotations

from game.files import outcomes, records
from game.words.chairs import level_name
from game.words.kenpo.records import best_win, players, told
from game.words.kenpo.seating import HOTSEAT, offered_levels
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
