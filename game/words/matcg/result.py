"""The end of a fight of Martial Arts in words, as its result says it: the headline (who won, from the seat of the
one person at the table where there is one) and how it was won."""

from __future__ import annotations

from game.engine.matcg.state import MatcgState
from game.engine.matcg.teams import team_of
from game.words.matcg.telling import ENDINGS, does, listed


def winners(state: MatcgState, names: tuple[str, ...]) -> str:
    """The winning side by its fighters' names: "Player 1", "Player 1 and Player 3", "Enemy 1, Enemy 2 and …"."""
    assert state.winner is not None
    return listed([names[seat] for seat in team_of(state, state.winner)])


def headline(state: MatcgState, names: tuple[str, ...], you: int | None) -> str:
    if state.winner is None:
        return "A draw!"
    if you is not None:
        won = you in team_of(state, state.winner)
        if len(team_of(state, you)) > 1:
            return "Your team wins the fight!" if won else "Your team loses the fight"
        return "You win the fight!" if won else "You lose the fight"
    if state.teams:
        return f"{winners(state, names)} win the fight!"
    return f"{names[state.winner]} wins the fight!"


def how(state: MatcgState, names: tuple[str, ...]) -> str:
    ending = ENDINGS.get(state.result, state.result)
    if state.winner is None:
        return f"Drawn {ending}, on turn {state.turn}"
    if state.teams:
        return f"{winners(state, names)} win {ending}, on turn {state.turn}"
    return f"{does(names, state.winner, 'wins')} {ending}, on turn {state.turn}"
