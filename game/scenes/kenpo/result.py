"""The end of a Kenpo Masters match, over the dimmed ring: who won (or a draw), the scores, and the match's summary
for each fighter (game.engine.kenpo.summary), in the shared result layout (game.scenes.result)."""

from __future__ import annotations

from typing import Any

from game.engine.kenpo.summary import summary
from game.scenes.result import Board, Column, ResultOverlay, footer, rows_of
from game.ui import palette
from game.ui.kenpo.faces import SEAT_COLOURS
from game.words.kenpo.ring import headline


def match_result(ctx: Any, session: Any, seat: int, names: tuple[str, str], goal: int,
                 notice: str | None) -> ResultOverlay:
    """The result of a finished match as the seats are named at its table, its replay seen from `seat`; `notice`:
    the duel could not be added to a damaged record book, which was set aside."""
    winner = session.state.winner
    said, lines = headline(session.state, names, goal)
    ink = palette.GOLD_LIGHT if winner is None else SEAT_COLOURS[winner][0]
    tally = summary(session.log)
    columns = tuple(Column(name, SEAT_COLOURS[seat][0]) for seat, name in enumerate(names))
    return ResultOverlay(ctx, session, seat, Board(said, ink, lines, columns, rows_of(tally), footer(tally, session)),
                         notice=notice)
