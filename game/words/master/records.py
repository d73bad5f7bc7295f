"""Master in the record book: every finished match with a person at it is kept (each seat's name, level and
experience, the seats sharing first place), and its tab of Records shows the matches against the computer won, lost
and drawn (first place shared with the computer), the streaks and the best result, with hints apart, by seat count
and by the computer's levels; the matches between people only, with who came first; and the latest matches."""

from __future__ import annotations

from game.files import outcomes, records
from game.words.master.results import best_result
from game.words.master.seating import offered_levels
from game.words.tallies import (
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
)

RULESET = "master"


def tabs(book: records.RecordBook) -> list[RecordTab]:
    matches = [match for match in book.matches if match.game == RULESET]
    judged = [(match, found) for match in matches if (found := outcomes.match_outcome(match)) is not None]
    counted = [(match, found) for match, found in judged if not match.assisted]
    return [RecordTab("Master", (RULESET,), (
        summary([(found, match.assisted) for match, found in judged], best_result(counted),
                heading="Against the computer, without hints"),
        breakdown("By seat count", grouped([(f"{len(match.levels)} seats", found) for match, found in counted],
                                           [f"{seats} seats" for seats in range(2, 7)]),
                  "No match against the computer yet."),
        by_level([(computer_levels(match.levels, offered_levels()), found) for match, found in counted],
                 offered_levels(), "No match against the computer yet."),
        _between_people(matches), latest("Latest matches", matches, _told, "Finish a match to see it here.")))]


def _between_people(matches: list[records.MatchRecord]) -> RecordSection:
    """Matches with people in every seat: each player, by the name they sat under, with the matches they came first
    in of those they played, the most played first; then the matches whose first place was shared."""
    played = [match for match in matches if outcomes.match_outcome(match) is None]
    return at_one_screen([(match.names, match.winners[0] if len(match.winners) == 1 else None) for match in played],
                         "No match between people only yet.", heading="Between people only",
                         drawn="First place shared")


def _told(match: records.MatchRecord) -> str:
    found = outcomes.match_outcome(match)
    standings = ", ".join(f"{name} {score}" for name, score in
                          sorted(zip(match.names, match.scores, strict=True), key=lambda pair: -pair[1]))
    first = " and ".join(match.names[seat] for seat in match.winners)
    how = f"you {found}" if found is not None else f"{first} won"
    rounds = f"{match.rounds} round{'s' if match.rounds != 1 else ''}"
    return f"{len(match.levels)} seats, {rounds}: {how}; {standings}{hinted(match.assisted)}"
