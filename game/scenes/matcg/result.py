"""The end of a fight (a duel, Two-on-Two, Army of One), over the dimmed table: who won and how
(game.words.matcg.result), and the fight's summary for each fighter (game.engine.matcg.summary), in the shared result
layout (game.scenes.result)."""

from __future__ import annotations

from typing import Any

from game.engine.matcg.state import MatcgState
from game.engine.matcg.summary import summary
from game.scenes.result import Board, Column, ResultOverlay, footer, rows_of
from game.ui import palette
from game.ui.matcg.panels import seat_colour
from game.words.matcg.result import headline, how


class DuelResultScene(ResultOverlay):
    def __init__(self, ctx: Any, session: Any, seat: int, names: tuple[str, ...], you: int | None = None,
                 notice: str | None = None):
        """`seat`: whose view the replay shows; `you`: the one person at the table, if only one; `notice`: what the
        player is told of the fight's record (ResultOverlay)."""
        state: MatcgState = session.state
        tally = summary(session.log)
        columns = tuple(Column(name, seat_colour(state, k)) for k, name in enumerate(names))
        board = Board(headline(state, names, you), palette.GOLD_LIGHT, (how(state, names),), columns, rows_of(tally),
                      footer(tally, session))
        super().__init__(ctx, session, seat, board, notice=notice)
        self.state = state
        self.names = names
