"""The end of a fight (a duel, Two-on-Two, Army of One), over the dimmed table: who won and how, and the fight's
summary for each fighter (game.engine.matcg.summary), in the shared result layout (game.scenes.result)."""

from __future__ import annotations

from typing import Any

from game.engine.matcg.state import MatcgState
from game.engine.matcg.summary import summary
from game.engine.matcg.teams import team_of
from game.scenes.result import Board, Column, ResultOverlay, footer, rows_of
from game.ui import palette
from game.ui.matcg.panels import seat_colour
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


class DuelResultScene(ResultOverlay):
    def __init__(self, ctx: Any, session: Any, seat: int, names: tuple[str, ...], you: int | None = None):
        """`seat`: whose view the replay shows; `you`: the one person at the table, if only one."""
        state: MatcgState = session.state
        tally = summary(session.log)
        columns = tuple(Column(name, seat_colour(state, k)) for k, name in enumerate(names))
        board = Board(headline(state, names, you), palette.GOLD_LIGHT, (how(state, names),), columns, rows_of(tally),
                      footer(tally, session))
        super().__init__(ctx, session, seat, board)
        self.state = state
        self.names = names
