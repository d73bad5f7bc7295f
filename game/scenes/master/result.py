"""The end of a match of Master, over the dimmed table: the places, each player's experience in every round, and the
match's summary for each player (game.engine.master.summary), in the shared result layout (game.scenes.result)."""

from __future__ import annotations

from typing import Any

from game.engine.master.scoring import places
from game.engine.master.state import MasterState
from game.engine.master.summary import summary
from game.play.grammar import ordinal
from game.scenes.result import Board, Column, ResultOverlay, footer, rows_of
from game.ui import palette
from game.words.master.results import RULE, headline


class MasterResultScene(ResultOverlay):
    def __init__(self, ctx: Any, session: Any, seat: int, names: tuple[str, ...], you: int | None = None,
                 notice: str | None = None):
        """`seat`: whose view the replay shows; `you`: the one person at the table, if only one; `notice`: what the
        player is told of the match's record (ResultOverlay)."""
        state: MasterState = session.state
        tally = summary(session.log)
        columns = tuple(Column(name, palette.MASTER_SEATS[k % len(palette.MASTER_SEATS)])
                        for k, name in enumerate(names))
        rounds = tuple((f"Round {k + 1}", tuple(str(xp) for xp in past)) for k, past in enumerate(state.past))
        rows = (("Place", tuple(ordinal(place) for place in places(state))), *rounds, *rows_of(tally))
        board = Board(headline(state, names, you), palette.GOLD_LIGHT, (RULE,), columns, rows,
                      footer(tally, session))
        super().__init__(ctx, session, seat, board, notice=notice)
