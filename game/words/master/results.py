"""The end of a match of Master in words: who takes first place, as the result's headline says it, and how the
places are decided; and the best result the record book names."""

from __future__ import annotations

from game.engine.master.scoring import places
from game.engine.master.state import MasterState
from game.files import outcomes, records

RULE = "Places: most experience over every round; a tie goes to the most rounds won."


def headline(state: MasterState, names: tuple[str, ...], you: int | None) -> str:
    """`you`: the one person at the table, if only one."""
    winners = [seat for seat, place in enumerate(places(state)) if place == 1]
    if len(winners) == len(names):
        return "Everyone shares first place!"
    if you is not None and winners == [you]:
        return "You win the match!"
    who = " and ".join(names[seat] for seat in winners)
    return f"{who} share first place!" if len(winners) > 1 else f"{who} wins the match!"


def best_result(counted: list[tuple[records.MatchRecord, outcomes.Outcome]]) -> str:
    """The most experience a person gained in a match won (first place, alone or shared), as Records says it."""
    won = [(max(match.scores[seat] for seat in match.people), len(match.levels)) for match, found in counted
           if found != "lost"]
    if not won:
        return ""
    score, seats = max(won)
    return f"first with {score} experience at {seats} seats"
